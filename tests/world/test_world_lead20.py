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


def test_a_budget_is_mostly_summed() -> None:
    """A budget sheet's summary row is its total far more often than a maximum (r66 0015)."""
    fns = [p["fn"] for _lang, _seed, p in sampled("formula_bar_sheet", 20)]
    assert fns.count("sum") > len(fns) / 2 > fns.count("max") * 4, fns
