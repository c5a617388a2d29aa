"""A recipe card's note suits the dish (no "keeps two to three days" under a risotto), and
the herbs listed in the ingredients are used in the method whichever wording is drawn."""

from __future__ import annotations

import numpy as np
from world_helpers import sampled

from generator.content import Content, locale_data

THYME = {"en": "thyme", "de": "thymian", "fr": "thym", "es": "tomillo", "it": "timo",
         "nl": "tijm"}


def test_the_note_keeps_a_quick_dish_fresh_and_a_bake_in_the_fridge() -> None:
    for lang, seed, p in sampled("recipe_card", 12):
        ui = locale_data(lang).UI
        key = "wc.recipe.keeps" if p["total"] >= 75 else "wc.recipe.fresh"
        other = "wc.recipe.fresh" if key == "wc.recipe.keeps" else "wc.recipe.keeps"
        assert p["note"][:12] in ui[key] or p["note"].split()[0] in ui[key], (lang, seed, p["note"])
        assert p["note"] not in ui[other]


def test_the_risottos_thyme_is_used_in_every_wording() -> None:
    for lang, word in THYME.items():
        content = Content(lang, np.random.default_rng(3))
        dish = [d for d in content._slot("recipe") if any(word in i.lower() for i in d["ingredients"])
                and "risotto" in d["title"].lower()][0]
        for seed in range(30):
            c = Content(lang, np.random.default_rng(seed))
            steps = " ".join(c.fill(s) for s in dish["steps"]).lower()
            assert word in steps, (lang, seed, steps)
