"""g_instr: an instruction names a token by what it is (an IP address, a version, a phone
number: never "le nombre « 10.28.2.99 »"), a message region by the noun of its kind (a review
is a review, never "the mail from" a reviewer), and an English region by a writer's name
("the About section", never "in the about"); each parses back through the verifier."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import numpy as np
import pytest

from generator import languages
from generator.instructions.render import render_instruction, templates
from generator.instructions.tokens import token_kind
from generator.targets import Target
from generator.targets.categories import CATEGORIES
from generator.verify import parse_instruction
from surfaces import registry

LANGS = tuple(languages.codes())
OPENING = re.compile(r"\s*[„»«“\"'‘`]\s*$")
# the nouns a native speaker names each kind by (any one of them may stand before the quote)
KIND_NOUNS = {
    "ip": {"en": ("IP address",), "de": ("IP-Adresse",), "fr": ("adresse IP",),
           "es": ("dirección IP",), "it": ("indirizzo IP",), "nl": ("IP-adres",)},
    "version": {"en": ("version", "version number"), "de": ("Version", "Versionsnummer"),
                "fr": ("version", "numéro de version"), "es": ("versión", "número de versión"),
                "it": ("versione", "numero di versione"), "nl": ("versie", "versienummer")},
    "phone": {"en": ("phone number",), "de": ("Telefonnummer",),
              "fr": ("numéro de téléphone",), "es": ("número de teléfono",),
              "it": ("numero di telefono",), "nl": ("telefoonnummer",)},
}
# the generic nouns that must not name such a token ("the number …", "le texte …")
GENERIC = {"en": ("number", "text", "word"), "de": ("Zahl", "Text", "Wort"),
           "fr": ("nombre", "texte", "mot"), "es": ("número", "texto", "palabra"),
           "it": ("numero", "scritta", "parola"), "nl": ("getal", "tekst", "woord")}
SAMPLES = {"ip": ("10.28.2.99", "192.168.0.12:8080", "10.0.0.0/24"),
           "version": ("v2.4.1", "v3.2", "1.0.0-rc.1"),
           "phone": ("617-555-0142", "512-555-0199")}
CATEGORIES_USED = ("word_center", "word_bbox", "caret_after_word", "caret_before_word")


def target(category: str, ref: dict) -> Target:
    cat = CATEGORIES[category]
    return Target(category, cat.data_type, cat.answer_type, (1, 1, 5, 5), ref, [])


def word_ref(text: str, quals: list | None = None) -> dict:
    return {"kind": "word", "text": text, "word": 0, "code": False, "qualifiers": quals or []}


@pytest.mark.parametrize("text,kind", [
    ("10.28.2.99", "ip"), ("192.168.0.12:8080", "ip"), ("300.1.1.1", "token"),
    ("v2.4.1", "version"), ("1.0.0-rc.1", "version"), ("4.2.1", "token"),
    ("07.12.25", "datetime"), ("1.234.567", "number"), ("617-555-0142", "phone"),
    ("2025-12-07", "token"), ("17:30", "datetime"), ("2,199", "number"), ("Rechnung", "word")])
def test_token_kinds(text: str, kind: str) -> None:
    """A clause number ("4.2.1"), a German short date or a thousands number is no version."""
    assert token_kind(text) == kind


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", list(SAMPLES))
def test_a_token_is_named_by_its_kind(lang: str, kind: str) -> None:
    nouns = KIND_NOUNS[kind][lang]
    named = 0
    for text in SAMPLES[kind]:
        for category in CATEGORIES_USED:
            for k in range(12):
                out = render_instruction(target(category, word_ref(text)), lang,
                                         np.random.default_rng(k))
                before = OPENING.sub("", out[:out.index(text)])  # without its "« "
                if before.endswith(nouns):
                    named += 1
                else:
                    last = re.findall(r"[^\W\d_]+$", before)
                    assert not (last and last[0] in GENERIC[lang]), out
                query = parse_instruction(out, lang)
                assert query.word is not None and query.word.text == text, out
    assert named, f"{lang}: no {kind} was ever named {nouns}"


# The region names the message surfaces draw (one page each printed them: app_store_listing
# and review_page "review N", pr_review "review"/"comment"/"description", teams_chat "post N"
# and "post N reply N", thread_replies "reply N"/"parent message", chat and mail "message N").
# a pull request's review is named as the comment it is (r91 0019: « dans la revue rédigée
# par Maëlle Dufour » -> « dans le commentaire de Maëlle Dufour »)
NOUN_OF = {"review 2": "review", "review": "code_review", "comment 3": "comment",
           "comment": "comment", "post": "post", "post 4": "post", "post 2 reply 1": "reply",
           "reply 5": "reply", "description": "description", "message 7": "message",
           "message": "message", "parent message": "message"}
NOUNS = {
    "en": {"review": "review", "code_review": "comment", "comment": "comment", "post": "post",
           "reply": "reply", "description": "description", "message": "message"},
    "de": {"review": "Bewertung|Rezension", "code_review": "Kommentar|Review-Kommentar", "comment": "Kommentar",
           "post": "Beitrag", "reply": "Antwort", "description": "Beschreibung",
           "message": "Nachricht"},
    "fr": {"review": "avis", "code_review": "commentaire", "comment": "commentaire",
           "post": "message publié|publication", "reply": "réponse",
           "description": "description", "message": "message envoyé|message écrit"},
    "es": {"review": "reseña|opinión", "code_review": "comentario", "comment": "comentario",
           "post": "publicación", "reply": "respuesta", "description": "descripción",
           "message": "mensaje"},
    "it": {"review": "recensione", "code_review": "commento",
           "comment": "commento", "post": "post|messaggio pubblicato", "reply": "risposta",
           "description": "descrizione", "message": "messaggio di"},
    "nl": {"review": "recensie|review", "code_review": "reactie|reviewcommentaar", "comment": "reactie",
           "post": "bericht|post", "reply": "antwoord", "description": "beschrijving",
           "message": "bericht"},
}
MAIL = re.compile(r"\b(?:mail|e-mail|courriel|correo)\b", re.I)


@pytest.mark.parametrize("lang", LANGS)
def test_a_message_region_is_named_by_its_kind(lang: str) -> None:
    for name, noun in NOUN_OF.items():
        quals = [{"type": "region", "name": name, "label": "Ann Lee", "message": True}]
        for k in range(10):
            out = render_instruction(target("word_center", word_ref("Rechnung", quals)), lang,
                                     np.random.default_rng(k))
            clause = out[out.index("Rechnung"):]
            assert re.search(rf"\b(?:{NOUNS[lang][noun]})\b", clause), (name, out)
            assert not MAIL.search(clause), (name, out)  # a chat line or a review is no mail
            mine = set(NOUNS[lang][noun].split("|"))
            others = [v for v in NOUNS[lang].values() if not mine & set(v.split("|"))]
            assert not any(re.search(rf"\b(?:{v})\b", clause) for v in others), (name, out)
            region = parse_instruction(out, lang).word.region
            assert region and region[0] == "message" and region[1].startswith("ann lee"), out


@pytest.mark.parametrize("surface,names", [
    ("review_page", {"review"}), ("app_store_listing", {"review"}),
    ("teams_chat", {"post", "reply"})])
def test_the_surfaces_draw_the_region_names_the_nouns_come_from(surface, names) -> None:
    """If a surface renamed its message regions, its reviews would be "messages" again."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "world"))
    from world_helpers import rendered
    _, geo = rendered(surface, "en", 1)
    from generator.instructions.regions import authored
    got = {next(n for n in NOUNS["en"].values() if n in authored(templates("en"), r.name)[0])
           for r in geo.regions if r.kind == "message"}
    assert got == names


# English regions whose bare name read badly after "in the" (review: "in the about.")
WRITERS_NAMES = {"about": "About section", "brand": "logo", "readme": "README",
                 "contents": "table of contents", "nav": "navigation links"}


def test_english_names_a_region_as_a_writer_would() -> None:
    regions = templates("en").REGIONS
    for name, phrase in WRITERS_NAMES.items():
        assert regions.get(name) == phrase
    bare = sorted(n for cls in registry.load_all().values() for n in cls.regions
                  if n and n in {"about", "info", "stats", "meta", "from", "brand"}
                  and regions.get(n) == n)
    assert not bare, f"read badly after 'in the': {bare}"


def test_every_english_region_parses_back_to_its_name() -> None:
    regions = templates("en").REGIONS
    phrases = [regions.get(n) for n in regions]
    assert len(set(phrases)) == len(phrases), "two regions with one phrase"
    for name in regions:
        if any(c.isdigit() for c in name):
            continue
        quals = [{"type": "region", "name": name, "label": "", "message": False}]
        out = render_instruction(target("word_center", word_ref("Rechnung", quals)), "en",
                                 np.random.default_rng(0))
        assert f"in the {regions.get(name)}" in out
        region = parse_instruction(out, "en").word.region
        assert region and region[0] == "region", out
        assert region[1].startswith(regions.get(name).casefold()), out
