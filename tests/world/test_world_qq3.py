"""qq3: the benchmark's stock lines on thread_replies, teams_chat, signup_form, lecture_slide and
event_page are no longer drawn word for word: the chat asks about staging in under eight
words, slide bullets are terse, the event text names its own hall, the signup pitch and
customer quote name the app the page sells (wave 18 overlap target)."""

from __future__ import annotations

import re

from world_helpers import sampled, strings_of

# sentences the 0.23.0 benchmark shares with training pages (/tmp/fm18), lower-cased
SHARED = (
    "le serveur de recette est en panne, ou c'est juste moi ?",
    "le serveur de test est en panne, ou c'est juste moi ?",
    "dove trovo l'ultima versione della bozza del contratto?",
    "should work again now, it needed a restart.",
    "acepto el tratamiento de mis datos según la política de privacidad",
    "por fin sé en qué está trabajando cada uno sin tener que preguntar.",
    "un stimulus neutre est associé à un stimulus inconditionnel",
    "the venue is wheelchair accessible and there is a small parking lot at the entrance.",
)
SURFACES = ("thread_replies", "teams_chat", "signup_form", "lecture_slide", "event_page")


def _text(params) -> str:
    return " ".join(strings_of(params)).lower()


def test_no_page_draws_a_sentence_the_benchmark_shares() -> None:
    for name in SURFACES:
        for lang, seed, p in sampled(name, 30):
            text = _text(p)
            hit = [s for s in SHARED if s in text]
            assert not hit, (name, lang, seed, hit)


def test_an_event_page_says_its_access_of_its_own_hall() -> None:
    access = re.compile(r"accessib|step-free|barrierefrei|stufenlos|plain-pied|accesible|"
                        r"toegankelijk|barriere architettoniche", re.I)
    seen = 0
    for lang, seed, p in sampled("event_page", 40):
        for para in p["about"] if isinstance(p.get("about"), list) else strings_of(p):
            for sentence in re.split(r"(?<=[.!?])\s+", str(para)):
                if access.search(sentence):
                    seen += 1
                    assert p["venue"] in sentence, (lang, seed, sentence, p["venue"])
    assert seen, "no access sentence drawn"


def test_slide_bullets_are_terse() -> None:
    for lang, seed, p in sampled("lecture_slide", 30):
        long = [b for b in p["bullets"] if len(b.split()) >= 8]
        assert not long, (lang, seed, long)
