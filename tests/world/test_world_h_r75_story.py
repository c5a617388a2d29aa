"""A story's walk fits its place (r75 0007: Megan walked down to the bottom of the garden and
"regretted her good shoes on the first corner": a garden has no corner to turn)."""

from __future__ import annotations

import json

from world_helpers import sampled


def test_no_street_corner_in_a_garden_walk() -> None:
    seen = 0
    for name in ("ereader", "book_page"):
        for lang, seed, p in sampled(name, 30):
            if lang != "en":
                continue
            text = json.dumps(p)
            if "garden" in text:
                seen += 1
                assert "first corner" not in text, (name, seed)
    assert seen > 3
