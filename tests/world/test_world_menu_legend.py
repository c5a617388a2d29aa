"""restaurant_menu: the footer's legend explains the marks the dishes carry ("(v)"), no
"(VG) vegan · (GF) gluten-free" under a menu whose dishes are marked "(v)"."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_the_legend_names_only_the_marks_used():
    for lang, seed, p in sampled("restaurant_menu", 30):
        used = {m.lower() for s in p["sections"] for it in s["items"]
                for m in re.findall(r"\((\w+)\)", it["name"])}
        legend = {m.lower() for m in re.findall(r"\((\w+)\)|\b(?!A\b)([A-Z]{1,2})(?= =| \w)", p["note"])
                  for m in m if m}
        assert legend <= used | {"v"}, (lang, seed, p["note"], used)
        assert "v" in legend, (lang, seed, p["note"])


def test_fish_lamb_and_steak_cost_more_than_burger_risotto_and_curry():
    """No beef burger at 25.90 above a rib-eye at 24.00."""
    pairs = 0
    for lang, seed, p in sampled("restaurant_menu", 30):
        mains = [it for s in p["sections"] if s["course"] == 1 for it in s["items"]]
        value = {id(it): int("".join(c for c in it["price"] if c.isdigit())) for it in mains}
        top = [value[id(it)] for it in mains if it["premium"]]
        rest = [value[id(it)] for it in mains if not it["premium"]]
        if top and rest:
            pairs += 1
            assert min(top) > max(rest), (lang, seed, mains)
    assert pairs > 20


def _value(price: str) -> float:
    digits = price.replace("\u202f", "").replace(".", "").replace(",", "")
    return int(digits) / (100 if ("," in price or "." in price) else 1)


def test_drinks_have_their_own_prices_and_every_dish_a_description():
    """No espresso at 6.00 beside an orange juice at 4.00; no dish without a description,
    none repeating the dish's name ("Smoked salmon: Smoked salmon with rye bread")."""
    from surfaces.restaurant_menu import DRINK_PRICES, DRINK_PRICES_IT
    for lang, seed, p in sampled("restaurant_menu", 10):
        drinks = [s for s in p["sections"] if s["course"] == 3]
        for it in drinks[0]["items"]:
            low, high = DRINK_PRICES_IT.get(it["index"], DRINK_PRICES[it["index"]]) \
                if lang == "it" else DRINK_PRICES[it["index"]]
            assert low - 0.5 <= _value(it["price"]) <= high + 0.5, (lang, seed, it)
        italian = len(p["sections"]) == 5  # Primi (a risotto, ravioli) and shorter courses
        for section in p["sections"][:-1]:
            assert len(section["items"]) >= (2 if italian else 4), (lang, seed)
            for it in section["items"]:
                name = it["name"].removesuffix(" (v)")
                assert it["desc"], (lang, seed, it)
                assert name.casefold() not in it["desc"].casefold(), (lang, seed, it)
