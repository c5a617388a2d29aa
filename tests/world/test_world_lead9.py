"""Lead fixes after the ninth reading (reviews r26-r28)."""

from __future__ import annotations

import re

from world_helpers import sampled

ABOUT = ("About", "etwa", "environ", "unas", "circa", "ongeveer")


def test_servings_say_about_when_portions_do_not_divide_the_pack() -> None:
    """Review r27: "9 servings" of 45 g in a 400 g pack; a label then says "About 9"."""
    for lang, seed, p in sampled("nutrition_label", 12):
        n = int(re.search(r"\d+", p["servings"]).group())
        grams = int(re.search(r"(\d+) ?g\)?$", p["weight"]).group(1)) if "(" in p["weight"] \
            else int(re.search(r"(\d+)", p["weight"]).group(1))
        portion = int(re.search(r"\((\d+) ?g\)", p["serving"]).group(1)) if "(" in p["serving"] \
            else int(re.search(r"(\d+)", p["serving"]).group(1))
        about = p["servings"].startswith(ABOUT)
        assert about == (n * portion != grams), (lang, seed, p["servings"], p["serving"],
                                                 p["weight"])


def test_no_footnote_calls_a_listed_nutrient_insignificant() -> None:
    """Review r27: "Not a significant source of dietary fiber" under "Dietary Fiber 3g"."""
    for lang, seed, p in sampled("nutrition_label", 12):
        note = p["labels"]["footnote"]
        if "significant source of" in note:
            named = note.split("significant source of")[1].split(".")[0]
            for row in p["names"]:
                assert row.casefold() not in named.casefold(), (lang, seed, note)
