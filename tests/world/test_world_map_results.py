"""Map results: every result is a different place, and the open ones agree on one "now"."""

from __future__ import annotations

from world_helpers import sampled

from surfaces.map_results import listed


def test_results_are_distinct_places():
    for lang, seed, p in sampled("map_results", 15):
        names = [place["name"] for place in p["places"]]
        assert len(set(names)) == len(names), (lang, seed, names)
        assert 8 <= p["now"] <= 20, (lang, seed)


def test_the_map_pins_the_results_listed():
    assert listed(800, 5) == 5 and listed(600, 5) == 3 and listed(380, 5) == 2
