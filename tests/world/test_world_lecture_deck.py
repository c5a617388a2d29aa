"""A lecture deck's thumbnails never number past its last slide, show the current slide's
own title at its place, and keep the deck's frame: "Summary" closes it, never in the middle."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_lecture_thumbnails_fit_the_deck() -> None:
    for lang, seed, p in sampled("lecture_slide", 25):
        n, total = (int(x) for x in re.findall(r"\d+", p["count"])[:2])
        first, titles = p["first_thumb"], p["thumb_titles"]
        assert first + len(titles) - 1 <= total, (lang, seed)
        assert titles[n - first] == p["title"], (lang, seed)
        closing = titles[-1] if first + len(titles) - 1 == total else None
        for k, t in enumerate(titles):
            if closing and t == closing and t != p["title"]:
                assert first + k == total, (lang, seed, titles)
