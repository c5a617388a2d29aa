"""Hotel and home listings: distinct hotels, plural guests, no rent talk on a sale."""

from __future__ import annotations

from world_helpers import sampled


def test_hotels_on_one_page_are_different_hotels():
    for lang, seed, p in sampled("hotel_listing", 5):
        names = [h["name"] for h in p["hotels"]]
        assert len(set(names)) == len(names), (lang, seed, names)


def test_a_home_for_sale_never_mentions_the_rent():
    for lang, seed, p in sampled("realestate_listing", 10):
        if lang != "en" or "month" in p["homes"][0]["price"]:
            continue
        for home in p["homes"]:
            assert "rent" not in home["desc"].lower(), (seed, home["desc"])
