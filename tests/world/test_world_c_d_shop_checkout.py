"""checkout_form: a US address has City, State, ZIP; the sales tax is the town's own rate."""

from __future__ import annotations

from generator import languages
from tests.world.world_helpers import sampled


def test_us_checkout_has_state_and_town_tax():
    local = languages.fact("en", "tax", dict)["city_rates"]
    checked = 0
    for lang, seed, params in sampled("checkout_form", 40):
        v, sums = params["values"], params["sums"]
        if lang != "en":
            assert not v["state"], (lang, seed)
            continue
        assert v["state"] and len(v["state"]) == 2, (seed, v)
        if v["city"] in local:
            checked += 1
            rate = float(local[v["city"]]) / 100
            assert abs(sums["tax"] - round(sums["subtotal"] * rate, 2)) < 0.011, (seed, v["city"])
    assert checked > 10
