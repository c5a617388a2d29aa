"""Wave 16 (h_prose): running text a native speaker would write.

Review 46 read "vende maquinaria agrícola en todo el mundo. El grupo emplea a unas 37.000
personas en todo el mundo" (stock_overview) and a status page quoting its service in every
sentence. surfaces/kit/phrases.repeated_phrases finds a phrase of three words said twice in
one paragraph; every registered surface's paragraphs are run through it."""

from __future__ import annotations

import re

import numpy as np
import pytest
from world_helpers import sampled, strings_of

from generator.content import Content, grammar
from surfaces import registry
from surfaces.kit.phrases import defined_terms, repeated_phrases


def test_the_phrase_check_finds_what_the_reviewer_read():
    assert repeated_phrases("Vende maquinaria agrícola en todo el mundo. El grupo emplea a "
                            "unas 37.000 personas en todo el mundo.") == {"todo el mundo"}
    assert repeated_phrases("Queda a su disposición. Quedamos a su disposición.") == {
        "a su disposición"}
    # grammar alone, names and code are not something said twice
    assert not repeated_phrases("Er ist in der Stadt. Sie ist in der Schule.")
    assert not repeated_phrases("Jerez de la Frontera es una ciudad. Jerez de la Frontera "
                                "tiene 212.800 habitantes.")
    assert not repeated_phrases("Yarrow reads yarrow.config.json. Edit yarrow.config.json.")
    assert not repeated_phrases("Revenue rose by 14% to 9. Costs rose by 22% to 8.")


# Legal texts whose drafting repeats its defined terms by design ("The Supplier shall ...",
# a claim's "the housing" after "a housing"): their terms are no phrase said twice
LEGAL = frozenset({"contract_page", "court_filing", "patent_page"})


@pytest.mark.parametrize("name", sorted(registry.names()))
def test_no_paragraph_says_a_phrase_twice(name):
    for lang, seed, params in sampled(name, 8):
        texts = set(strings_of(params))
        terms = defined_terms(*texts) if name in LEGAL else frozenset()
        for text in texts:
            if len(text) > 60:  # a paragraph, not a label
                said = repeated_phrases(text, terms=terms)
                assert not said, (lang, seed, said, text)


def test_stock_profile_says_nothing_twice():
    for lang, seed, p in sampled("stock_overview", 60):
        assert not repeated_phrases(p["about"]), (lang, seed, p["about"])


def test_status_update_names_its_service_once():
    for lang, seed, p in sampled("status_page", 30):
        ref = Content(lang, np.random.default_rng(0)).ui("gops.status.comp", comp="@")
        for inc in p["incidents"]:
            name = ref.replace("@", inc["comp"])
            for up in inc["updates"]:
                assert up["text"].count(name) == 1, (lang, seed, up["text"])


# Review 46 0001: "Ich wohne dort und sind skeptisch" (a subject drawn apart from its verb).
# A subject of one person and number, then "and" and a verb of another, in one clause.
FIRST_SG = {
 "de": r"\bIch\b[^.,;:!?–]*? und (?:sind|haben|freuen|warten|wohnen|kommen|finden|waren|ist|hat|freut|wartet|wohnt)\b",
 "en": r"\bI\b[^.,;:!?–]*? and (?:are|is|have|has|lives|were)\b",
 "fr": r"\b(?:Je|J')[^.,;:!?–]*? et (?:sont|ont|sommes|avons|est)\b",
 "es": r"\b(?:Yo|Vivo|Trabajo)\b[^.,;:!?–]*? y (?:están|son|viven|está|es|estamos|somos)\b",
 "it": r"\b(?:Io|Abito|Vivo|Lavoro)\b[^.,;:!?–]*? e (?:sono|hanno|siamo|abbiamo|è)\b",
 "nl": r"\bIk\b[^.,;:!?–]*? en (?:zijn|hebben|is|heeft|wonen|woont)\b",
}
PLURAL = {
 "de": r"\b(?:Meine Eltern|Meine Großeltern|Freunde von mir|Meine Freunde|Wir)\b[^.,;:!?–]*? und (?:bin|freue|warte|ist|freut|wartet|hat|habe)\b",
 "en": r"\b(?:My parents|My grandparents|My friends|We)\b[^.,;:!?–]*? and (?:am|is|has|lives)\b",
 "fr": r"\b(?:Mes parents|Mes amis|Nous)\b[^.,;:!?–]*? et (?:suis|est|ai|a)\b",
 "es": r"\b(?:Mis padres|Mis abuelos|Mis tíos|Mis amigos)\b[^.,;:!?–]*? y (?:estoy|soy|está|es)\b",
 "it": r"\b(?:I miei|Noi)\b[^.,;:!?–]*? e (?:sono io|è|ha|ho)\b",
 "nl": r"\b(?:Mijn ouders|Mijn grootouders|Mijn vrienden|Mijn schoonouders|Wij|We)\b[^.,;:!?–]*? en (?:ben|is|heeft|heb)\b",
}
SINGULAR = {
 "de": r"\b(?:Meine Schwester|Mein Bruder|Meine Mutter|Mein Vater)\b[^.,;:!?–]*? und (?:sind|freuen|warten|bin|haben)\b",
 "nl": r"\b(?:Mijn zus|Mijn broer|Mijn moeder|Mijn vader)\b[^.,;:!?–]*? en (?:zijn|hebben|ben)\b",
 "en": r"\b(?:My family|My sister|My brother)\b[^.,;:!?–]*? and (?:are|have|live)\b",
}


@pytest.mark.parametrize("lang", ("en", "de", "fr", "es", "it", "nl"))
def test_a_subject_and_its_coordinated_verb_agree(lang):
    content = Content(lang, np.random.default_rng(0))
    rng = np.random.default_rng(1)
    rules = [r[lang] for r in (FIRST_SG, PLURAL, SINGULAR) if lang in r]
    for topic, templates in content.data.SENTENCES.items():
        for template in templates:
            for _ in range(40):
                text = grammar.expand(template, rng)
                for rule in rules:
                    assert not re.search(rule, text), (lang, topic, text)


# Review 47 0001: a 1:1 call where the other person writes "Mi sentite adesso?", "Scusate"
# and the chat goes "A: Tutti"
_PLURAL_YOU = {"en": r"\b(?:everyone|all of you)\b", "de": r"\b(?:ihr|euch|alle)\b",
               "fr": r"\b(?:tout le monde|tous)\b", "es": r"\b(?:veis|oís|todos)\b",
               "it": r"\b(?:sentite|vedete|scusate|tutti)\b",
               "nl": r"\b(?:jullie|iedereen|allemaal)\b"}


def test_a_call_of_two_speaks_to_one_person():
    seen = 0
    for lang, seed, p in sampled("video_call_chat", 40):
        if len(p["people"]) != 2:
            continue
        seen += 1
        assert p["everyone"] == p["people"][1], (lang, seed, p["everyone"])
        assert p["people"][1].split()[0] in p["placeholder"], (lang, seed, p["placeholder"])
        for m in p["messages"]:
            assert not re.search(_PLURAL_YOU[lang], m["text"], re.I), (lang, seed, m["text"])
    assert seen > 6


# Review 46 0014: "E-Mail-Adresse vergessen? Nutzen Sie stattdessen Ihre Telefonnummer." on a
# page with only an (already filled) e-mail field: the text offers nothing the page lacks
_ELSEWHERE = re.compile(r"(?i)phone number|Telefonnummer|numéro de téléphone|al tuo numero|"
                        r"via SMS|per sms|SMS|werkaccount|authenticati|press Continue|"
                        r"klik op Versturen|op Versturen|pulsa Enviar|premi Invia|"
                        r"cliquez sur Envoyer")


def test_password_reset_offers_only_what_the_page_shows():
    for lang, seed, p in sampled("password_reset", 40):
        for text in p["intro"]:
            assert not _ELSEWHERE.search(text), (lang, seed, text)


# Review 46 0018: "Cache the database migration for five minutes", "Handle expired time zone
# gracefully", "when the user preferences is empty": a commit's verb takes only objects it
# fits, written with it (no free {dt_thing} slot), and the verb agrees with the object
_MISFITS = re.compile(r"(?i)cache the (?:database migration|time zone|retry counter)|"
                      r"expired (?:time zone|date format|config)|"
                      r"\b(?:preferences|flags|tokens|responses|payloads|rates) is\b|"
                      r"\bin il\b|\bsu il\b")


@pytest.mark.parametrize("lang", ("en", "de", "fr", "es", "it", "nl"))
def test_commit_subjects_pair_each_verb_with_an_object_it_fits(lang):
    content = Content(lang, np.random.default_rng(0))
    for template in content.data.SENTENCES["devtools.commit"]:
        assert "{dt_thing}" not in template, (lang, template)
    for name in ("git_log", "pull_request_list"):
        for lang_, seed, p in sampled(name, 20):
            if lang_ == lang:
                for text in strings_of(p):
                    assert not _MISFITS.search(text), (lang, seed, text)


# Review 46 0021: "¿Firmaste lo de la casa…?" answered "Los tengo en el bolso": a reply
# opening on a plural pronoun has a plural noun to point back to in the question
_PLURAL_REPLY = {"en": r"^(?:They|They're)\b", "de": r"^Sie sind\b", "fr": r"^(?:Ils|Elles)\b",
                 "es": r"^(?:Los|Las) ", "it": r"^Sono\b", "nl": r"^Ze (?:zitten|zijn|liggen)\b"}
_PLURAL_NOUN = {"en": r"\bthe \w+s\b|\bthey\b", "de": r"\bdie \w+e\b", "fr": r"\b(?:les|des) \w+",
                "es": r"\b(?:los|las) \w+", "it": r"\b(?:le|i|gli) \w+", "nl": r"\bde \w+en\b"}


@pytest.mark.parametrize("lang", ("en", "de", "fr", "es", "it", "nl"))
def test_a_novel_reply_points_back_to_a_noun_of_its_number(lang):
    content = Content(lang, np.random.default_rng(0))
    seen = 0
    for matter in content.data.SLOTS["nv_matter"]:
        for ask, reply in ((matter["ask"], matter["reply"]), (matter["ask2"], matter["reply2"])):
            if re.search(_PLURAL_REPLY[lang], reply):
                seen += 1
                assert re.search(_PLURAL_NOUN[lang], ask), (lang, ask, reply)
    assert seen


# "Tutti i componenti del mio nucleo familiare si trasferisce": a subject drawn in one group
# and its verb's number in another, independently. A group that only picks a verb's number
# ({trasferiscono|trasferisce}) after another group is that bug.
_NUMBER_PAIRS = {"it": [("ono", "e"), ("ano", "a"), ("sono", "è"), ("hanno", "ha")],
                 "es": [("an", "a"), ("en", "e"), ("son", "es"), ("han", "ha")],
                 "fr": [("ent", "e"), ("sont", "est"), ("ont", "a")],
                 "de": [("en", "t"), ("sind", "ist"), ("haben", "hat")],
                 "nl": [("en", "t"), ("zijn", "is"), ("hebben", "heeft"), ("worden", "wordt")],
                 "en": [("are", "is"), ("have", "has"), ("were", "was")]}


def _number_only(options: tuple[str, ...], lang: str) -> bool:
    heads = {tuple(o.split()[:-1]) for o in options}
    lasts = [o.split()[-1] if o.split() else "" for o in options]
    return len(heads) == 1 and any(
        a != b and a.endswith(pl) and b.endswith(sg)
        and a[:len(a) - len(pl)] == b[:len(b) - len(sg)]
        for a in lasts for b in lasts for pl, sg in _NUMBER_PAIRS[lang])


@pytest.mark.parametrize("lang", ("en", "de", "fr", "es", "it", "nl"))
def test_no_template_picks_a_verbs_number_apart_from_its_subject(lang):
    data = Content(lang, np.random.default_rng(0)).data
    for table in (data.SENTENCES, data.TITLES, data.SLOTS, data.UI):
        for topic, value in table.items():
            for template in strings_of(value):
                try:
                    groups = [p for kind, p in grammar._parts(template) if kind == "group"]
                except grammar.GrammarError:
                    continue  # a fragment (a list split at its braces), not a template
                for group in groups[1:]:
                    options = grammar._options(group)
                    assert not (len(options) > 1 and _number_only(options, lang)), (
                        lang, topic, template)


def _typo_kind(typo: str, word: str) -> str:
    if len(typo) == len(word) + 1:
        return "double"
    if len(typo) == len(word) - 1:
        return "drop"
    diff = [i for i, (a, b) in enumerate(zip(typo, word, strict=True)) if a != b]
    if len(diff) == 2 and typo[diff[0]] == word[diff[1]] and typo[diff[1]] == word[diff[0]]:
        return "swap"
    return "key" if len(diff) == 1 else "?"


def test_spellcheck_typos_are_of_every_kind_a_typist_makes():
    from surfaces.spellcheck_panel import KEY_ROWS, LAYOUT

    kinds = set()
    for lang, seed, p in sampled("spellcheck_panel", 30):
        for typo, word in p["pairs"]:
            kind = _typo_kind(typo, word)
            assert kind != "?", (lang, seed, typo, word)
            if kind == "key":  # struck on the key beside the one meant
                i = next(i for i, (a, b) in enumerate(zip(typo, word, strict=True)) if a != b)
                rows = KEY_ROWS[LAYOUT.get(lang, "qwerty")]
                row = next(r for r in rows if word[i].lower() in r)
                assert abs(row.index(word[i].lower()) - row.index(typo[i].lower())) == 1, (
                    lang, typo, word)
            kinds.add(kind)
    assert kinds == {"double", "drop", "swap", "key"}, kinds


# "Ti allego il preventivo" in a mail without a file: an inbox mail carries a file exactly
# when its subject or text says one is attached (a clip in the row, a chip when open)
@pytest.mark.parametrize("name", ("email_3pane", "gmail_inbox"))
def test_an_inbox_mail_carries_the_file_it_says_is_attached(name):
    from surfaces.kit.mails import ATTACHED

    seen = 0
    for lang, seed, p in sampled(name, 20):
        for m in p["mails"]:
            said = bool(ATTACHED.search(f"{m['subject']} {m['opening']}"))
            assert said == bool(m["attachment"]), (lang, seed, m["subject"], m["attachment"])
            seen += said
    assert seen
