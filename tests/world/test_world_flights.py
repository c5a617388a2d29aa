"""Flights on travel pages: a flight lasts what its distance takes, its arrival is local
time at the far end (the zone difference added), boarding comes before departure, a
connection leaves after the first leg lands, and the hotel check-in follows the landing."""

from __future__ import annotations

import re

from world_helpers import sampled

from surfaces.kit.flights import block_minutes, distance_km, zone_shift


def _fits(a: str, b: str, minutes: int) -> bool:
    """Whether a nonstop of ``minutes`` could fly a to b (cruise 700-950 km/h)."""
    d = distance_km(a, b)
    return d / 950 * 60 + 20 <= minutes <= d / 700 * 60 + 75


def test_block_times_fit_distances() -> None:
    assert 400 <= block_minutes("JFK", "LHR") <= 450 < block_minutes("LHR", "JFK") <= 520
    assert 60 <= block_minutes("LHR", "CDG") <= 90
    assert zone_shift("LHR", "ATH") == 120 and zone_shift("CDG", "JFK") == -360


def test_flight_results_legs_and_local_arrival() -> None:
    for lang, seed, p in sampled("flight_booking", 4):
        a, b = p["iata"]
        for r in p["results"]:
            path = [a, *r["vias"], b]
            assert len(r["vias"]) == r["stops"] == len(r["layovers"])
            for (x, y), leg in zip(zip(path, path[1:], strict=False), r["legs"], strict=True):
                assert _fits(x, y, leg), (lang, seed, x, y, leg)
            assert all(45 <= w <= 180 for w in r["layovers"])  # the next leg leaves after landing
            assert r["minutes"] == sum(r["legs"]) + sum(r["layovers"])
            assert r["arr_min"] == r["dep_min"] + r["minutes"] + zone_shift(a, b)
            assert r["arr"].endswith("+1") == (r["arr_min"] >= 1440), (lang, seed, r["arr"])


def test_boarding_pass_times() -> None:
    for lang, seed, p in sampled("boarding_pass", 12):
        a, b = p["from"][0], p["to"][0]
        assert p["board_min"] < p["dep_min"]
        assert _fits(a, b, p["arr_min"] - p["dep_min"] - zone_shift(a, b)), (lang, seed, a, b)


def test_itinerary_flight_lands_before_check_in() -> None:
    for lang, seed, p in sampled("trip_itinerary", 12):
        f, hotel = p["flight"], p["days"][0]["items"][1]
        dep, arr, origin, dest = f["dep"], f["arr"], f["origin"], f["dest"]
        assert f"{origin} " in p["days"][0]["items"][0][3] and f"→ {dest} " in p["days"][0]["items"][0][3]
        assert _fits(origin, dest, arr - dep - zone_shift(origin, dest)), (lang, seed)
        assert 6 * 60 <= dep and arr <= 14 * 60 + 30 and hotel[0] == "hotel", (lang, seed, arr)


def test_itinerary_notes_name_no_weekday_or_month() -> None:
    from generator import formats
    for lang, seed, p in sampled("trip_itinerary", 6):
        names = list(formats.locale(lang).days["format"]["wide"].values())
        names += formats.month_names(lang, "wide", "format")
        text = " ".join(p["notes"]).lower()
        assert not any(re.search(rf"\b{re.escape(n.lower())}", text) for n in names), (lang, seed, text)
