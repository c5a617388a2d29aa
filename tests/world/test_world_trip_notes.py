"""A trip itinerary's notes fit its plan: every time they print is a time of the plan (the
landing, the check-in, a planned activity) and they are written from the plan or name no
time at all ("the bike tour starts at nine" under a bike tour at 13:30)."""

from __future__ import annotations

import re

from world_helpers import sampled, written_from

from generator.content import locale_data

TIME = re.compile(r"\d{1,2}[:.]\d{2}(?:\s?[AP]M)?")


def test_trip_notes_print_only_the_plans_times() -> None:
    for lang, seed, p in sampled("trip_itinerary", 5):
        ui = locale_data(lang).UI
        templates = [ui["trn.landing"], ui["trn.event"], ui["trn.card_note"], *ui["trn.generic"]]
        times = {it[1] for day in p["days"] for it in day["items"]}
        times |= set(TIME.findall(p["days"][0]["items"][0][3]))  # the flight's arrival
        for para in p["notes"]:
            assert written_from(para, templates), (lang, seed, para)
            for t in TIME.findall(para):
                assert t in times, (lang, seed, t, para)
