"""h_misc3: a city-centre search lists the houses within the sidebar map's reach, so one far
country house no longer sets a scale that bunches every other pin round the centre (r81:
four of six pins on one spot). Over 40 seeds per language, the farthest hotel lies at most
6 km out and at most three times as far as the next (or at its kind's nearest), and pins
overlap (heads closer than 12 px) on few pages, never three pairs on one."""

import math

from surfaces.hotel_listing import MAP, PROFILE
from tests.world.world_helpers import sampled


def test_hotel_pins_spread_over_the_map():
    w, h = MAP[0] - 1, MAP[1] - 1
    crowded = pages = 0
    for lang, seed, p in sampled("hotel_listing", 40):
        by_far = sorted(p["hotels"], key=lambda x: -x["km"])
        first, second = by_far[0], by_far[1]
        assert first["km"] <= 6.0, (lang, seed, first)
        assert first["km"] <= max(round(3 * second["km"], 1), PROFILE[first["profile"]][0]), \
            (lang, seed, [x["km"] for x in by_far])
        pts = [(u * w, v * h) for u, v in (x["uv"] for x in p["hotels"])]
        close = sum(math.dist(a, b) < 12 for k, a in enumerate(pts) for b in pts[:k])
        assert close < 3, (lang, seed, [x["km"] for x in by_far])
        pages += 1
        crowded += close >= 2
    assert crowded <= pages * 0.03, (crowded, pages)
