"""A quiz page is titled for what it asks (general-knowledge questions under "General
knowledge quiz", not under a course on project management) and never numbers a question
past its total ("Question 24 of 22")."""

from __future__ import annotations

import re

from world_helpers import sampled, written_from

from generator.content.provider import locale_data


def test_quiz_title_and_numbering() -> None:
    for lang, seed, p in sampled("quiz_page", 25):
        assert written_from(p["course"], locale_data(lang).TITLES["quiz.general"]), p["course"]
        for counter in p["counters"]:
            n, total = (int(x) for x in re.findall(r"\d+", counter)[:2])
            assert 1 <= n <= total == p["total"], (lang, seed, counter)


def test_a_deck_is_titled_by_its_subject() -> None:
    """The flashcards are of one subject (g_media), and the deck is titled by that subject,
    not "Statistics vocabulary" over biology."""
    for lang, _seed, p in sampled("flashcard_deck", 10):
        titles = locale_data(lang).UI[f"w10gm.deck_{p['subject']}"].strip("{}").split("|")
        assert p["deck"] in titles, p["deck"]


def test_quiz_navigation_marks_the_answers_on_the_page() -> None:
    for lang, seed, p in sampled("quiz_page", 25):
        n = p["n"]
        for k, item in enumerate(p["items"]):
            if n - 1 + k < p["total"]:
                assert p["answered"][n - 1 + k] == (item["chosen"] >= 0), (lang, seed, k)
        assert not any(p["answered"][n + 2:]), (lang, seed)
