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
