"""A poll's percentages are each its option's share rounded to the nearest whole percent
(never pushed a point away so the column adds up to 100)."""

from __future__ import annotations

import re

from tests.world.world_helpers import sampled


def test_poll_percents_are_within_half_a_point() -> None:
    for lang, seed, p in sampled("poll_page", 40):
        for pct, share in zip(p["pcts"], p["shares"], strict=True):
            shown = int(re.sub(r"\D", "", pct))
            assert abs(shown - 100 * share) <= 0.5, (lang, seed, pct, share)
