"""c_facts: flight results are ranked "Best" (the top card is not both dearer and slower
than another) and every connection is on the way (legs <= 1.5 x the direct distance)."""

from __future__ import annotations

from surfaces.flight_booking import trip_minutes
from surfaces.kit.flights import distance_km
from tests.world.world_helpers import sampled


def test_best_is_not_dominated_and_tabs_agree() -> None:
    for lang, seed, p in sampled("flight_booking", 30):
        rs = p["results"]
        top = rs[0]
        for r in rs[1:]:  # a round trip's time: both its flights (trip_minutes)
            dominated = r["value"] <= top["value"] and trip_minutes(r) <= trip_minutes(top) and (
                r["value"], trip_minutes(r)) != (top["value"], trip_minutes(top))
            assert not dominated, (lang, seed, top["price"], top["dur"], r["price"], r["dur"])
        cheapest = min(rs, key=lambda r: r["value"])
        fastest = min(rs, key=trip_minutes)
        assert p["sort_prices"] == [top["price"], cheapest["price"], fastest["price"]]


def test_connections_are_on_the_way() -> None:
    stops = 0
    for lang, seed, p in sampled("flight_booking", 30):
        a, b = p["iata"]
        for r in p["results"]:
            path = [a, *r["vias"], b]
            legs = sum(distance_km(x, y) for x, y in zip(path, path[1:], strict=False))
            assert legs <= 1.5 * distance_km(a, b) + 1, (lang, seed, path)
            assert r["stop_txt"].count(",") == max(0, len(r["vias"]) - 1)
            stops += len(r["vias"])
    assert stops > 50
