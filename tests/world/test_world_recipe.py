"""A recipe card is one dish: its title, times, servings, ingredients and every method step
come from that dish's record (no chicken browned and pasta boiled in a chickpea curry), and
each step names something the ingredients list or the kitchen provides."""

from __future__ import annotations

import numpy as np
from world_helpers import sampled, written_from

from generator.content import Content
from generator.content.provider import locale_data
from surfaces.recipe_card import unlinked


def test_the_card_is_one_dish() -> None:
    seen = set()
    for lang, seed, p in sampled("recipe_card", 12):
        slots = locale_data(lang).SLOTS
        dishes = {d["title"]: d for d in [*slots["recipe"], *slots["h_misc_recipe"]]}
        dish = dishes[p["title"]]
        seen.add((lang, p["title"]))
        # the dish's list, then the staples its steps use that it lacks (h_trade)
        assert p["ingredients"][:len(dish["ingredients"])] == list(dish["ingredients"]), \
            (lang, seed)
        assert len(p["steps"]) == len(dish["steps"])
        content = Content(lang, np.random.default_rng(0))
        for step, template in zip(p["steps"], dish["steps"], strict=True):
            # less the "then" it may open on (test_world_h_pool6)
            step = unlinked(content, step)
            assert written_from(step, [template], single=True), (lang, seed, step)
        facts = [v for _, v in p["facts"]]  # prep, cook (none at 0), a rest (if any), serves
        assert str(dish["prep"]) in facts[0], facts
        assert not dish["cook"] or str(dish["cook"]) in facts[1], facts
        assert facts[-2] == str(dish["serves"])
    assert len(seen) >= 20


def test_each_kitchen_has_twenty_dishes_and_cards_fit_their_dish() -> None:
    """At least 20 dishes per language (not 5), each titled once with its own steps; the
    level is the dish's (the tagline against the total time is checked in
    test_world_g_prose_b.py)."""
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        slots = locale_data(lang).SLOTS
        dishes = [*slots["recipe"], *slots["h_misc_recipe"]]
        titles = [d["title"] for d in dishes]
        assert len(set(titles)) == len(titles) >= 20, (lang, len(titles))
        for d in dishes:
            assert len(d["ingredients"]) >= 3 and len(d["steps"]) >= 4, (lang, d["title"])
            assert all("{" in step for step in d["steps"]), (lang, d["title"])
