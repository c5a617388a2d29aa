"""A product search lists the product searched for, from the brands in its brand filter."""

from __future__ import annotations

from world_helpers import sampled


def test_every_result_is_the_searched_product_of_a_listed_brand():
    for lang, seed, p in sampled("product_listing", 8):
        for item in p["items"]:
            assert p["search"] in item["title"], (lang, seed, p["search"], item["title"])
            assert item["maker"] in p["brands"], (lang, seed, item["maker"])
