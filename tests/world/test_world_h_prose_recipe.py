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
TIN = re.compile(r"\s*(?:\w+\s)?(?:loaf tin|tin|Form|moule|molde|stampo|vorm|bakvorm)", re.I)
WATER = re.compile(r"water|Wasser|\beau\b|agua|acqua", re.I)  # a staple, never listed
# US measures (the en kitchen, r89): a cup of flour or milk about 200 g, a stick of butter
US = {"lb": 454, "oz": 28, "cup": 200, "cups": 200, "tbsp": 15, "tsp": 5, "stick": 113,
      "sticks": 113}
US_WEIGHED = re.compile(r"(\d+(?: \d/\d)?|\d/\d)\s+(lb|oz|cups?|tbsp|tsp|sticks?)\b")
EGGS = re.compile(r"(\d+) (?:eggs?|Eier?|œufs?|huevos?|uov[oa]|eieren|ei)\b")


def weight(ingredients: list[str]) -> float:
    """The grams a list weighs that says its weights (eggs at 55 g; "2 onions" unsaid)."""
    total = 0.0
    for line in ingredients:
        if m := WEIGHED.match(line):
            total += float(m.group(1).replace(",", ".")) * GRAMS[m.group(2)]
        elif m := US_WEIGHED.match(line):
            amount = sum(float(p.split("/")[0]) / float(p.split("/")[1]) if "/" in p
                         else float(p) for p in m.group(1).split())
            total += amount * US[m.group(2)]
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


@pytest.mark.parametrize("lang", LANGS)
def test_every_wording_of_a_step_states_the_same_quantities(lang):
    """A step's wordings name the same weights and volumes ("Pour {250|275} ml boiling
    water" read as two recipes), and no step weighs more of a unit than the list holds of
    it in all (a loaf tin's size and the tap's water aside)."""
    for d in dishes(lang):
        listed: dict[str, float] = {}
        for line in d["ingredients"]:
            if m := WEIGHED.match(line):
                unit = "g" if m.group(2) in ("g", "kg") else "ml"
                listed[unit] = listed.get(unit, 0) + float(m.group(1).replace(",", ".")) * \
                    GRAMS[m.group(2)]
        for step in d["steps"]:
            # a wording may say it in words ("einem halben Liter"): the figures agree
            said = {tuple(sorted(WEIGHED.findall(t))) for t in expansions(step)} - {()}
            assert len(said) <= 1, (lang, d["title"], step)
            for text in expansions(step):
                for m in WEIGHED.finditer(text):
                    unit = "g" if m.group(2) in ("g", "kg") else "ml"
                    amount = float(m.group(1).replace(",", ".")) * GRAMS[m.group(2)]
                    after = text[m.end():m.end() + 30]
                    if unit in listed and not TIN.match(after) and not WATER.search(after):
                        assert amount <= listed[unit], (lang, d["title"], text)
    assert len({tuple(WEIGHED.findall(t)) for t in expansions("Pour {250|275} ml.")}) == 2
