"""c_facts: a food label's figures are those of the product it names (granola 400-500 kcal
and 55-70 g carbohydrate per 100 g, not 262 kcal and 32 g), and the label's country decides
its layout: a US page shows Nutrition Facts, month-first dates and ounces, never a European
table per 100 g with kJ and "Fibre"."""

from __future__ import annotations

import re

from surfaces.nutrition_label import PROFILES
from tests.world.world_helpers import sampled

KCAL = {0: (380, 500), 1: (330, 400), 2: (370, 470), 3: (440, 530), 4: (390, 480)}


def _g(text: str) -> float:
    return float(re.sub(r"[^\d,.]", "", text).replace(",", "."))


def test_figures_fit_the_product() -> None:
    for lang, seed, p in sampled("nutrition_label", 30):
        kind = next(k for k in PROFILES if p["product"] == _product(lang, k))
        kcal = int(re.findall(r"\d+", p["per100"][0])[1])
        lo, hi = KCAL[kind]
        # no oil or nuts in the recipe: more cereal instead (muesli is lean anyway)
        lean = p["fat"] <= 7 and kind != 1
        assert (330 if lean else lo) <= kcal <= hi, (lang, seed, p["product"], kcal)
        carb = _g(p["per100"][3])
        c_lo, c_hi = PROFILES[kind]["carb"]
        assert c_lo - 0.1 <= carb <= c_hi + (8.1 if lean else 0.1), (lang, seed, carb)
        assert _g(p["per100"][4]) <= carb  # sugars are part of the carbohydrate


def _product(lang: str, k: int) -> str:
    from generator.content.provider import locale_data
    return locale_data(lang).SLOTS["rec_product"][k]


def test_the_country_decides_the_layout() -> None:
    for lang, seed, p in sampled("nutrition_label", 20):
        assert p["us"] == (lang == "en"), (lang, seed)
        notes = " ".join(p["notes"])
        if p["us"]:
            assert re.fullmatch(r"\d+\.\d oz \(\d+ g\)", p["weight"]), p["weight"]
            assert "Best before" not in notes and "soya" not in notes, notes
            for date in re.findall(r"\b(\d\d)/(\d\d)/\d{4}\b", notes):
                assert int(date[0]) <= 12, (seed, notes)
        else:
            assert re.fullmatch(r"\d+ g", p["weight"]), p["weight"]


def test_no_cholesterol_without_animal_ingredients() -> None:
    from surfaces.nutrition_label import ANIMAL
    for lang, seed, p in sampled("nutrition_label", 20):
        chol = p["us_values"][3][0]
        if not ANIMAL.search(" ".join(p["ingredients"])):
            assert chol == "0mg", (lang, seed, chol, p["ingredients"])


def test_a_us_serving_is_a_household_measure_of_the_product() -> None:
    for lang, seed, p in sampled("nutrition_label", 20):
        if not p["us"]:
            continue
        kind = next(k for k in PROFILES if p["product"] == _product(lang, k))
        m = re.fullmatch(r"(.+) \((\d+)g\)", p["serving"])
        assert m and m.group(1) in ("1/2 cup", "2/3 cup", "1 bar", "3 cookies", "3/4 cup"), (
            seed, p["serving"])
        if kind == 2:  # a box of whole bars
            assert m.group(1) == "1 bar"
            assert int(re.search(r"(\d+) g\b", p["weight"]).group(1)) % int(m.group(2)) == 0
