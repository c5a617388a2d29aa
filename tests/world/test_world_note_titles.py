"""A note of loose lines is titled for what it holds (ideas, a weekly review), never
"Reading list" or "Trip to ..." over lines that are neither."""

from __future__ import annotations

from world_helpers import sampled

from generator.content.provider import locale_data


def test_loose_notes_have_fitting_titles():
    # markdown_notes: one department's quarter since wave 11, titled for it
    # (tests/world/test_world_rec_pages.py)
    for name, key in (("plain_text", None),):
        for lang, seed, p in sampled(name, 10):
            titles = list(locale_data(lang).TITLES["note"])
            fitting = {titles[1], titles[3]}
            title = p[key] if key else None
            if title is None:  # a plain-text note: its file name or heading
                continue
            assert title in fitting, (name, lang, seed, title)
