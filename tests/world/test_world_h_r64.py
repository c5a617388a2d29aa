"""Reader report 64 (seed 64064): parcels, airports, pay, weekdays, publishers, events, firms."""

from __future__ import annotations

import re

from tests.world.world_helpers import sampled


def _num(text: str) -> float:
    return float(re.search(r"\d+(?:[.,]\d+)?", text).group().replace(",", "."))


def test_shipping_label_weight_fits_the_box():
    """r64 0019: 24,6 kg in a 45 x 10 x 16 cm parcel. Contents weigh 0.1-0.5 kg a litre
    (under the 31.5 kg limit and over a 0.3 kg floor)."""
    for lang, seed, p in sampled("shipping_label", 60):
        sides = [float(v) for v in re.findall(r"\d+", p["dims"])]
        assert len(sides) == 3 and sides == sorted(sides, reverse=True), p["dims"]
        litres = sides[0] * sides[1] * sides[2] / 1000
        kg = _num(p["weight"])
        if p["dims"].endswith(" in"):
            litres *= 2.54 ** 3
            kg /= 2.2046
        assert 0.3 - 0.06 <= kg <= 31.6, (lang, seed, p["weight"])
        assert litres * 0.09 <= kg <= max(litres * 0.52, 0.35), (lang, seed, p["weight"], p["dims"])
