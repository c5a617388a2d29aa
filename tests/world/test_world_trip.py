"""A trip itinerary keeps each plan in its hours: markets in the morning, dinner at night."""

from __future__ import annotations

from world_helpers import sampled

from generator.content.provider import locale_data
from surfaces.trip_itinerary import WINDOWS


def _minutes(clock: str) -> int:
    hm, _, half = clock.partition(" ")
    h, m = (int(v) for v in hm.split(":"))
    return (h % 12 + (12 if half.upper().startswith("P") else 0) if half else h) * 60 + m


def test_every_plan_starts_in_its_window_and_in_order():
    for lang, seed, p in sampled("trip_itinerary", 10):
        acts = locale_data(lang).SLOTS["apps_trip_activity"]
        for day in p["days"]:
            starts = []
            for kind, clock, what, _ in day["items"]:
                if kind in ("food", "activity"):
                    lo, hi = WINDOWS[acts.index(what)]
                    assert lo * 60 <= _minutes(clock) <= hi * 60 + 30, (lang, seed, clock, what)
                starts.append(_minutes(clock))
            assert starts == sorted(starts), (lang, seed, day["items"])


def test_the_plan_covers_the_trip_and_names_the_citys_places():
    """Day 1 flies out, the last day shown is the last day of the trip (check-out, flight
    home); every stop is a real place of the city; one map pin per place visited."""
    from surfaces.kit.trip_places import PLACES

    for lang, seed, p in sampled("trip_itinerary", 10):
        nights = int(p["nights"].split()[0])
        days = p["days"]
        assert days[0]["n"] == 1 and days[-1]["n"] == nights + 1, (lang, seed)
        assert [it[0] for it in days[-1]["items"]] == ["hotel", "flight"], (lang, seed)
        assert days[0]["items"][0][0] == "flight"
        iata = p["flight"]["dest"]
        areas, market, museum, pier, hotels = PLACES[iata]
        known = set(areas) | {market, museum, pier}
        stops = [it for d in days for it in d["items"] if it[0] != "flight"]
        for kind, _, title, sub in stops:
            assert sub.split(", ")[0] in known, (lang, seed, sub)
            if kind == "hotel":
                assert title.split(": ", 1)[1] in hotels
        places = {it[3] if it[0] != "hotel" else "hotel" for it in stops}
        # a pin per place the plan visits, named (the hotel once, a place visited twice once)
        named = {it[3].split(", ")[0] for it in stops if it[0] != "hotel"}
        assert len(p["pins"]) == len(named) + 1
        assert len(places) <= len(p["pins"])
