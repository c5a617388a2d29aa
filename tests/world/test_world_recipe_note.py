"""A recipe card's note suits the dish (no "keeps two to three days" under a risotto), and
the herbs listed in the ingredients are used in the method whichever wording is drawn."""

from __future__ import annotations

import numpy as np
from world_helpers import sampled

from generator.content import Content, locale_data
from surfaces.recipe_card import CHILLED, TIN

THYME = {"en": "thyme", "de": "thymian", "fr": "thym", "es": "tomillo", "it": "timo",
         "nl": "tijm"}


NOTES = ("wc.recipe.keeps", "wc.recipe.fresh", "wc.recipe.tin", "wc.recipe.chilled")


def test_the_note_keeps_a_quick_dish_fresh_and_a_bake_in_the_fridge() -> None:
    """A bake keeps in a tin, a set dessert or cold soup is served cold (review 11: "best
    eaten warm; leftovers keep in the fridge for a day" under shortbread), a long-cooked
    dish keeps in the fridge, a quick one is best fresh."""
    seen = set()
    for lang, seed, p in sampled("recipe_card", 40):
        ui = locale_data(lang).UI
        low = p["title"].casefold()
        key = "wc.recipe.tin" if any(s in low for s in TIN) else "wc.recipe.chilled" \
            if any(s in low for s in CHILLED) else \
            "wc.recipe.keeps" if p["total"] >= 75 else "wc.recipe.fresh"
        seen.add(key)
        assert p["note"][:12] in ui[key] or p["note"].split()[0] in ui[key], (lang, seed, p["note"])
        for other in NOTES:
            assert other == key or p["note"] not in ui[other]
    assert seen == set(NOTES), seen


def test_the_risottos_thyme_is_used_in_every_wording() -> None:
    for lang, word in THYME.items():
        content = Content(lang, np.random.default_rng(3))
        dish = [d for d in content._slot("recipe") if any(word in i.lower() for i in d["ingredients"])
                and "risotto" in d["title"].lower()][0]
        for seed in range(30):
            c = Content(lang, np.random.default_rng(seed))
            steps = " ".join(c.fill(s) for s in dish["steps"]).lower()
            assert word in steps, (lang, seed, steps)
