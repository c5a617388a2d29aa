"""restaurant_menu: the footer's legend explains the marks the dishes carry ("(v)"), no
"(VG) vegan · (GF) gluten-free" under a menu whose dishes are marked "(v)"."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_the_legend_names_only_the_marks_used():
    for lang, seed, p in sampled("restaurant_menu", 30):
        used = {m.lower() for s in p["sections"] for it in s["items"]
                for m in re.findall(r"\((\w+)\)", it["name"])}
        legend = {m.lower() for m in re.findall(r"\((\w+)\)|\b([A-Z]{1,2})(?= =| \w)", p["note"])
                  for m in m if m}
        assert legend <= used | {"v"}, (lang, seed, p["note"], used)
        assert "v" in legend, (lang, seed, p["note"])


def test_fish_lamb_and_steak_cost_more_than_burger_risotto_and_curry():
    """No beef burger at 25.90 above a rib-eye at 24.00."""
    pairs = 0
    for lang, seed, p in sampled("restaurant_menu", 30):
        mains = p["sections"][1]["items"]
        value = {id(it): int("".join(c for c in it["price"] if c.isdigit())) for it in mains}
        top = [value[id(it)] for it in mains if it["premium"]]
        rest = [value[id(it)] for it in mains if not it["premium"]]
        if top and rest:
            pairs += 1
            assert min(top) > max(rest), (lang, seed, mains)
    assert pairs > 20
