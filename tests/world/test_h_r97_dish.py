"""r97 row 19 (recipe_card, en): the photo showed pancakes topped with blueberries for a
recipe with none (flour, milk, eggs, maple syrup). A recipe's photo shows only the toppings
its ingredients list: berries, syrup, a lemon wedge, green herbs."""

from __future__ import annotations

from generator.page import make_theme
from surfaces import registry
from surfaces.kit.food import dish, dish_kind, garnish
from tests.world.world_helpers import sampled

BERRY, LEMON, SYRUP = (70, 60, 140), (245, 220, 70), (196, 120, 40)


def _fills(kind: str) -> set:
    page = registry.get("recipe_card")().new_page(make_theme(False, "blue"))
    dish(page, (0, 0, 300, 200), kind, 3)
    return {op.fill for op in page.ops if getattr(op, "fill", None)}


def test_pancakes_show_only_listed_toppings() -> None:
    plain = ["1 2/3 cups all-purpose flour", "2 eggs", "1 1/4 cups milk", "maple syrup"]
    fills = _fills(garnish("pancake stack", plain))
    assert BERRY not in fills and SYRUP in fills
    assert BERRY in _fills(garnish("pancake stack", [*plain, "1 cup blueberries"]))
    assert LEMON not in _fills(garnish("crepe", ["flour", "milk", "eggs", "sugar"]))
    assert LEMON in _fills(garnish("crepe", ["flour", "milk", "eggs", "1 lemon"]))


def test_recipe_photos_follow_their_ingredients() -> None:
    for lang, seed, p in sampled("recipe_card", 30):
        kind = garnish(dish_kind(p["title"]), p["ingredients"])
        listed = " ".join(p["ingredients"]).lower()
        if BERRY in _fills(kind) and kind:
            assert "berr" in listed or "bes" in listed or "mirtill" in listed, (lang, seed)
