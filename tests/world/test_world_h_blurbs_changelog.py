"""h_blurbs: a changelog's notes name distinct, sensible places (review w11: 'settings
screen' four times; 'a crash when there was no data in the time zone')."""

from __future__ import annotations

import re

import numpy as np

from generator.content import Content
from tests.world.world_helpers import sampled


def _notes(p):
    return [text for r in p["releases"] for _, items in r["sections"] for text, _ in items]


def test_no_screen_is_named_more_than_twice():
    for lang, seed, p in sampled("changelog_page", 30):
        notes = _notes(p)
        for feature in p["features"]:
            n = sum(note.count(feature) for note in notes)
            assert n <= 2, (lang, seed, feature, notes)


def test_no_fix_is_about_a_bare_internal_thing():
    """A release note is about what users see: no 'time zone was empty'."""
    checked = 0
    for lang, seed, p in sampled("changelog_page", 30):
        things = Content(lang, np.random.default_rng(0)).data.SLOTS["dt_thing"]
        for note in _notes(p):
            checked += 1
            assert not any(t.casefold() in note.casefold() for t in things), (lang, seed, note)
    assert checked > 500


def test_no_note_is_repeated():
    for lang, seed, p in sampled("changelog_page", 30):
        notes = _notes(p)
        assert len(notes) == len(set(notes)), (lang, seed, notes)


def test_only_screens_of_figures_are_exported():
    """No 'the login page can now be exported to CSV': an export note names a data view."""
    seen = 0
    for lang, seed, p in sampled("changelog_page", 45):
        content = Content(lang, np.random.default_rng(0))
        views = {content.word_at("dt_feature", i) for i in (1, 4, 6)}
        for note in _notes(p):
            if not re.search(r"export|esporta|CSV", note, re.I):
                continue
            named = {f for f in p["features"] if f in note}
            seen += bool(named)
            assert named <= views, (lang, seed, note)
    assert seen > 20
