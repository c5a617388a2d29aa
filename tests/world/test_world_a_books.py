"""A novel's page (book_page, ereader) is one scene of its sampled world: each character's
pronouns and agreeing endings are their own, lines of dialogue wear the language's marks,
the chapter title names the scene, the reading progress agrees with its own numbers, and no
sentence is printed twice on a page."""

from __future__ import annotations

import re

from surfaces.kit.novel import gendered
from tests.world.world_helpers import sampled

_SENT = re.compile(r"(?<=[.!?])\s+")
_QUOTED = re.compile(r"“[^”]*”|„[^“]*“|«[^»]*»|‘[^’]*’|—[^—]*(?=—|$)")
# words only a man's or a woman's sentence holds, after their name and before anyone else's
_OTHER = {
    "en": {"m": re.compile(r"\b(?:she|her|hers|herself)\b", re.I),
           "f": re.compile(r"\b(?:he|him|his|himself)\b", re.I)},
    "fr": {"m": re.compile(r"\belle\b|\b(?:arrivée|assise|cachée|fatiguée|affamée|nerveuse|"
                           r"honteuse|heureuse|boutonnée|essoufflée|trempée)\b", re.I),
           "f": re.compile(r"\bil\b|\b(?:honteux|heureux|nerveux)\b", re.I)},
}


def _texts(p):
    return p.get("texts") or [t for pg in p["pages"] for t in pg["paragraphs"]]


def _narration(p, text):
    """``text`` without its quoted lines and without the place's details (a porter's cap is
    "his" whoever looks at it)."""
    for detail in p["world"]["place"]["details"]:
        text = text.replace(detail, "")
    return _QUOTED.sub(" ", text)


def test_pronouns_and_endings_are_the_named_characters() -> None:
    """In a sentence opening with a character's name, the words up to the next name are that
    character's: no "Audrey buttoned his coat", no "Marie était arrivé"."""
    checked = 0
    for name in ("book_page", "ereader"):
        for lang, seed, p in sampled(name, 16):
            if lang not in _OTHER:
                continue
            sexes = {c["name"]: c["sex"] for c in p["cast"]}
            names = re.compile("|".join(re.escape(n) for n in sexes))
            for para in _texts(p):
                for s in _SENT.split(_narration(p, para)):
                    s = s.strip()
                    first = names.match(s)
                    if not first:
                        continue
                    rest = s[first.end():]
                    nxt = names.search(rest)
                    segment = rest[:nxt.start()] if nxt else rest
                    wrong = _OTHER[lang][sexes[first.group(0)]].search(segment)
                    assert not wrong, (name, lang, seed, s)
                    checked += 1
    assert checked > 300


def test_the_gendered_forms_follow_the_role() -> None:
    roles = {"X": {"name": "Anne", "sex": "f"}, "Y": {"name": "Paul", "sex": "m"}}
    text = "{X} était {X:arrivé|arrivée} ; {Y} était {Y:assis|assise}, {Y:il|elle} attendait."
    assert gendered(text, roles) == "Anne était arrivée ; Paul était assis, il attendait."


_MARKS = {"en": ("“", "«„"), "fr": ("«\u00a0", "“„"), "de": ("„", "«”"), "es": ("—", "“«„"),
          "it": ("«", "“„"), "nl": ("‘", "«„")}


def test_dialogue_wears_the_language_marks() -> None:
    for name in ("book_page", "ereader"):
        for lang, seed, p in sampled(name, 10):
            opening, foreign = _MARKS[lang]
            text = " ".join(_texts(p))
            assert text.count(opening) >= 2, (name, lang, seed)
            assert not any(m in text for m in foreign), (name, lang, seed)


def test_the_chapter_title_names_the_scene() -> None:
    """The chapter's title (its heading, the right page's running head) is the scene's place,
    hour or matter, not a title drawn on its own."""
    for name in ("book_page", "ereader"):
        for lang, seed, p in sampled(name, 10):
            assert not p["chapter"] or p["chapter"] in p["world"]["titles"], (name, lang, seed)


def test_reading_progress_agrees_with_its_numbers() -> None:
    units = set()
    for lang, seed, p in sampled("ereader", 16):
        n, total = (int(x) for x in re.findall(r"\d+", p["location"].replace(".", ""))[:2])
        assert 1 <= n <= total, (lang, seed, p["location"])
        assert p["percent"] == f"{round(100 * n / total)}%", (lang, seed, p["location"])
        units.add(p["unit"])
    assert len(units) == 2  # locations and printed pages both occur


def test_no_sentence_twice_on_a_page() -> None:
    for name in ("book_page", "ereader"):
        for lang, seed, p in sampled(name, 16):
            # (a dialogue tag after "?" is part of its line: "—¿Vienes? —preguntó Ana.")
            sentences = [s for t in _texts(p) for s in _SENT.split(t) if len(s.split()) >= 5
                         and not re.match(r"—?[a-zà-ÿ]", s)]
            assert len(sentences) == len(set(sentences)), (name, lang, seed)
