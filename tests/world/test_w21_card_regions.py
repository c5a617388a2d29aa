"""Readers of 0.25.0: "en la tarjeta" where the page draws no card (a recipe page without
its box, a phone screen the card fills edge to edge). A region an instruction would call a
card ("card", "card <label>") is named only where a card is drawn around it, narrower than
the page; a drawn card keeps its name."""

from __future__ import annotations

from world_helpers import rendered, sampled

from generator.targets import PageIndex
from generator.targets.drawn import card_noun, drawn_as_card
from generator.targets.qualify import region_qualifier

SURFACES = ("recipe_card", "password_reset", "fitness_tracker")


def test_a_card_is_named_only_where_one_is_drawn() -> None:
    named = unnamed = 0
    for surface in SURFACES:
        for lang, seed, _ in sampled(surface, 3):
            params, geo = rendered(surface, lang, seed)
            index = PageIndex(geo)
            for reg in geo.regions:
                if not card_noun(reg.name):
                    continue
                q = region_qualifier(index, reg.id)
                wide = reg.box[2] - reg.box[0] >= 0.97 * geo.width
                if surface == "recipe_card" and not params.get("boxed"):
                    assert wide and q is None, (lang, seed, reg.name)
                if wide or not drawn_as_card(geo, reg):
                    assert q is None, (surface, lang, seed, reg.name)
                    unnamed += 1
                elif q is not None:
                    named += 1
    assert named and unnamed, (named, unnamed)
