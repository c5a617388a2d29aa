"""h_prose (wave 22): a recipe card's quantities fit the servings it prints and its steps'
times add up to no more than its total time (review: "Serves 8" over a dish too small for
eight; the es gazpacho's "al menos dos horas" in the fridge under a 20-minute total).

Every dish of every kitchen, every wording of its steps."""

from __future__ import annotations

import re

import pytest

from tests.world.h_recipe_times import durations, expansions, kind
from tests.world.test_world_h_recipe import LANGS, dishes

GRAMS = {"g": 1, "kg": 1000, "ml": 1, "cl": 10, "dl": 100, "l": 1000, "litre": 1000,
         "litres": 1000, "liter": 1000, "litro": 1000, "litros": 1000, "litri": 1000}
WEIGHED = re.compile(r"(\d+(?:[.,]\d+)?)\s*(kg|g|ml|cl|dl|l|litres?|liter|litr[oi]s?)\b")
EGGS = re.compile(r"(\d+) (?:eggs?|Eier?|œufs?|huevos?|uov[oa]|eieren|ei)\b")


def weight(ingredients: list[str]) -> float:
    """The grams a list weighs that says its weights (eggs at 55 g; "2 onions" unsaid)."""
    total = 0.0
    for line in ingredients:
        if m := WEIGHED.match(line):
            total += float(m.group(1).replace(",", ".")) * GRAMS[m.group(2)]
        elif m := EGGS.match(line):
            total += 55 * int(m.group(1))
    return total


@pytest.mark.parametrize("lang", LANGS)
def test_the_quantities_feed_the_printed_servings(lang):
    """At least 35 g of weighed ingredients a serving (a cookie of a batch of sixteen) and
    no more than 900 g (a stew's portion): "Serves 8" over one egg and 50 g of flour fails."""
    for d in dishes(lang):
        per = weight(d["ingredients"]) / int(d["serves"])
        assert 35 <= per <= 900 or weight(d["ingredients"]) == 0, (lang, d["title"], per)
    assert weight(["1 egg", "50 g flour"]) / 8 < 35  # the reviewed card would fail


def stated_total(text: str, lang: str) -> int:
    """The minutes one wording of a step states, times inside another left out ("every
    half hour", "for the last ten minutes")."""
    return sum(m for s, e, m in durations(text, lang) if kind(text, s, e, lang))


@pytest.mark.parametrize("lang", LANGS)
def test_the_steps_times_fit_the_total(lang):
    """The times the steps state add up to the card's total (prep + cook + rest) or less
    (steps may overlap), never more, for every wording."""
    for d in dishes(lang):
        total = int(d["prep"]) + int(d["cook"]) + int(d.get("rest", 0))
        steps = sum(max((stated_total(t, lang) for t in expansions(s)), default=0)
                    for s in d["steps"])
        assert steps <= total, (lang, d["title"], steps, total)
