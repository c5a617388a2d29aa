"""Hotel results: the sort named on the page is the order shown, a hotel named for the
centre is near it, a grand hotel has four or five stars, and price rises with class."""

from __future__ import annotations

from world_helpers import sampled


def test_hotels_fit_their_names_and_the_sort() -> None:
    for lang, seed, p in sampled("hotel_listing", 4):
        hs = p["hotels"]
        if p["sort_index"] == 1:
            assert [h["price_value"] for h in hs] == sorted(h["price_value"] for h in hs)
        if p["sort_index"] == 3:
            assert [h["score_value"] for h in hs] == sorted((h["score_value"] for h in hs), reverse=True)
        assert p["sort_index"] != 2, (lang, seed)  # no "newest" hotels
        for h in hs:
            if h["profile"] == 0:
                assert h["km"] <= 0.8, (lang, seed, h["name"], h["km"])
            if h["profile"] == 2:
                assert h["stars"] >= 4, (lang, seed, h["name"])
            if h["profile"] == 4:
                assert h["stars"] <= 3, (lang, seed, h["name"])
            low = (30 + 26 * h["stars"] + 22 * (h["score_value"] - 7)) * 0.84
            assert h["price_value"] >= low, (lang, seed, h)
