"""A product search lists the product searched for, from the brands in its brand filter."""

from __future__ import annotations

from world_helpers import sampled


def test_every_result_is_the_searched_product_of_a_listed_brand():
    for lang, seed, p in sampled("product_listing", 8):
        for item in p["items"]:
            assert p["search"] in item["title"], (lang, seed, p["search"], item["title"])
            assert item["maker"] in p["brands"], (lang, seed, item["maker"])


def test_results_follow_the_sort_and_the_ticked_brands():
    for lang, seed, p in sampled("product_listing", 12):
        values = [i["value"] for i in p["items"]]
        if p["sort_index"] == 1:  # price, low to high
            assert values == sorted(values), (lang, seed, values)
        if p["sort_index"] == 3:  # best rated
            ratings = [i["rating"] for i in p["items"]]
            assert ratings == sorted(ratings, reverse=True), (lang, seed)
        if p["checked"]:
            assert {i["maker"] for i in p["items"]} <= set(p["checked"]), (lang, seed)
        titles = [i["title"] for i in p["items"]]
        assert len(titles) == len(set(titles)), (lang, seed, titles)  # one card per variant
        assert p["found"] >= len(p["items"]), (lang, seed)
        for i in p["items"]:
            assert bool(i["note"]) == (i["value"] >= 50), (lang, seed, i)  # free from 50


def test_one_model_one_price_and_models_are_a_makers_own() -> None:
    """"Brightwood desk lamp" at 29.90 in burgundy and 131.90 in white read as one product
    at two prices: each result is a named model, priced the same in every colour."""
    for lang, seed, p in sampled("product_listing", 8):
        price: dict[str, str] = {}
        maker: dict[str, str] = {}
        for it in p["items"]:
            assert price.setdefault(it["model"], it["price"]) == it["price"], (lang, seed)
            assert maker.setdefault(it["model"], it["maker"]) == it["maker"], (lang, seed)
