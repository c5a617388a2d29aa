"""magazine_spread: one story in the issue's month: the caption and the body's months are the
issue's, works still to begin (no "first phase finished" beside "work to start"), jobs
"within 3 years" rather than 33, no subheading glued into the text, no "The the council"."""

from __future__ import annotations

import re

from world_helpers import sampled

from surfaces.magazine_spread import UNDERWAY


def test_the_story_fits_the_issue() -> None:
    for lang, seed, p in sampled("magazine_spread", 8):
        month = p["story"]["month"]
        assert p["month"].startswith(month) and p["caption"].endswith(month), (lang, seed)
        text = " ".join([p["deck"], *p["texts"]])
        assert not re.search(r"first phase|Bauabschnitt|phase du|fase del|prima fase|"
                             r"eerste fase|to resume in|fortgesetzt werden", text), (lang, seed)
        for n in re.findall(r"\b(?:in|d'ici|en|binnen) (\d+) (?:Jahren|ans|años|jaar)\b",
                            text):
            assert int(n) <= 5, (lang, seed, n)
        assert not re.search(r"\b[Tt]he the\b", text), (lang, seed)
        for para in p["texts"]:
            # every sentence ends with its stop: no heading run into the next sentence
            assert re.search(r"[.!?»”\"]$", para), (lang, seed, para)
        assert UNDERWAY.pattern


def test_people_quoted_are_not_one_person_in_two_roles() -> None:
    """"Matthew Sims, a shop owner" and "Matthew Sims, the mayor" on one spread."""
    for lang, seed, p in sampled("magazine_spread", 8):
        text = " ".join(p["texts"])
        for role in (r"the mayor of", r"a spokesperson for the council"):
            for name in re.findall(r"([A-Z]\w+ [A-Z]\w+), " + role, text):
                assert not re.search(re.escape(name) + r", (?:a shop owner|a parent|"
                                     r"a pensioner)", text), (lang, seed, name)


def test_figures_are_not_one_number_everywhere() -> None:
    """Not "19 million", "for 19 weeks" and "within 19 days" on one spread."""
    for lang, seed, p in sampled("magazine_spread", 8):
        text = " ".join(p["texts"])
        numbers = re.findall(r"\b\d{2}\b(?! ?%)", text)
        assert all(numbers.count(n) <= 2 for n in set(numbers)), (lang, seed, numbers)


def test_the_subject_is_not_named_in_full_in_every_sentence() -> None:
    """Not the project's full name 14 times on a spread: "the festival", "das Vorhaben"."""
    for lang, seed, p in sampled("magazine_spread", 8):
        text = " ".join(p["texts"])
        assert text.count(p["story"]["topic"]) <= 8, (lang, seed, text.count(p["story"]["topic"]))
