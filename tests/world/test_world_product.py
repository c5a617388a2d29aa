"""A product page sells one thing as a shop would: the item's own material (no tote bag
"made from walnut"), sizes only for clothes (a teapot in sizes 36-44 is gone) and a price in
the item's range (no 262.90 for a tote bag)."""

from __future__ import annotations

import re

from world_helpers import amount_of, sampled

from generator.content.provider import locale_data


def test_item_material_sizes_and_price_agree() -> None:
    for lang, seed, p in sampled("product_page", 15):
        products = locale_data(lang).SLOTS["page_product"]
        item = next(x for x in products if str(x["item"]).lower() == p["crumbs"][-1].lower())
        assert bool(p["sizes"]) == item["clothing"], (lang, seed, item["item"], p["sizes"])
        assert item["low"] <= amount_of(p["price"]) < item["high"] + 1, (lang, seed, p["price"])
        others = {str(x["material"]) for x in products} - {str(item["material"])}
        text = " ".join(p["texts"])
        assert not any(re.search(rf"\b{re.escape(o)}\b", text) for o in others
                       if o not in str(item["material"])), (lang, seed, text)
