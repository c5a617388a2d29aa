"""Teletext writes to fit its 40 columns: every headline fits its row whole (no "…"), the
index page is P100 and lists the news on 101, and a headlines page links only other pages."""

from __future__ import annotations

from world_helpers import sampled

from surfaces.teletext_page import HEAD_COLS


def test_headlines_fit_and_pages_are_distinct():
    for lang, seed, p in sampled("teletext_page", 20):
        assert p["heads"], (lang, seed)
        for head, num in p["heads"]:
            assert len(head) <= HEAD_COLS, (lang, seed, head)
            assert num != p["page"], (lang, seed)
        assert p["sections"][0][1] == 101, (lang, seed)
        assert p["page"] == (100 if p["mode"] == "index" else 101), (lang, seed)
