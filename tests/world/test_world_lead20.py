"""Lead fixes of wave 20 (readings r66-r69 of 0.24.0): each test fails on the defect a reader
found."""

from __future__ import annotations

from world_helpers import sampled


def test_an_orders_items_have_different_colours() -> None:
    """Three products of one cart all in "Kaki" read as a template (r68 0006)."""
    for name, key in (("shopping_cart", "shade"), ("checkout_form", "shade"),
                      ("order_confirmation", "colour")):
        for lang, seed, p in sampled(name, 12):
            items = p["items"] if "items" in p else p["cart"]
            shades = [i[key] for i in items]
            assert len(set(shades)) == len(shades), (name, lang, seed, shades)
