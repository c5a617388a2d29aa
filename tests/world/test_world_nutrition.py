"""A food label adds up: the energy is what its fat, carbohydrate, protein and fibre give
(9, 4, 4 and 2 kcal per gram; 1 kcal = 4.184 kJ), the portion column is the per-100 g
column scaled to the printed portion, and the Nutrition Facts panel's calories and servings
follow from its own grams, serving size and net weight. Read from the printed strings."""

from __future__ import annotations

import re

from world_helpers import sampled


def _grams(text: str) -> float:
    return float(re.sub(r"[^\d,.]", "", text).replace(",", "."))


def test_energy_portion_and_servings_follow_from_the_grams() -> None:
    for lang, seed, p in sampled("nutrition_label", 12):
        kj, kcal = (int(x) for x in re.findall(r"\d+", p["per100"][0]))
        fat, _, carb, _, fibre, protein, _ = (_grams(t) for t in p["per100"][1:])
        assert abs(kcal - (9 * fat + 4 * carb + 4 * protein + 2 * fibre)) <= 1, (lang, seed)
        assert abs(kj - kcal * 4.184) <= 1
        portion = int(re.findall(r"\d+", p["portion_head"])[0])
        for per100, per_portion in zip(p["per100"][1:], p["per_portion"][1:], strict=True):
            assert abs(_grams(per_portion) - _grams(per100) * portion / 100) <= 0.051
        weight = int(re.search(r"(\d+) g\b", p["weight"]).group(1))  # "13.2 oz (375 g)"
        assert re.search(rf"\b{round(weight / portion)}\b", p["servings"]), (lang, p["servings"])
        g = [_grams(row[0]) for row in p["us_values"]]
        us_fat, us_carb, us_fibre, us_protein = g[0], g[5], g[6], g[8]
        assert abs(int(p["calories"]) - (9 * us_fat + 4 * us_carb + 4 * us_protein
                                         + 2 * us_fibre)) <= 12, (lang, seed)
        assert int(p["calories"]) == round(kcal * portion / 100)
