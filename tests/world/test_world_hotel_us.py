"""An American hotel site counts miles from downtown and spells the American way (no "km
from centre", "Fitness centre" or "Harbour Inn" on a Chicago search)."""

from __future__ import annotations

import json

from world_helpers import sampled


def test_us_hotel_site_is_american() -> None:
    for lang, seed, p in sampled("hotel_listing", 12):
        if lang != "en":
            continue
        text = json.dumps(p)
        assert "centre" not in text and "Harbour" not in text and " km " not in text, seed
        assert all(h["dist"].endswith("mi from downtown") for h in p["hotels"]), seed
