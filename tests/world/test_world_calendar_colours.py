"""A month calendar colours each event by its calendar: one title, one colour all month
("Football" in three colours read as random), and every colour is a listed calendar's."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_one_event_one_colour_of_a_listed_calendar() -> None:
    for lang, seed, p in sampled("calendar_month", 8):
        colour_of: dict[str, str] = {}
        for evs in p["events"].values():
            for _, title, colour, all_day in evs:
                # "Lunch with Ann": the kind of event; a public holiday is its own (Italian
                # "Festa della Repubblica" is no "Festa di compleanno")
                key = title if all_day and colour == "purple" else re.sub(r"\s.*", "", title)
                assert colour_of.setdefault(key, colour) == colour, (lang, seed, title)
                assert colour in p["cal_colours"], (lang, seed, colour)


def test_a_week_colours_each_event_by_its_calendar() -> None:
    for lang, seed, p in sampled("calendar_week", 6):
        colour_of: dict[int, str] = {}
        for ev in p["events"]:
            assert colour_of.setdefault(ev["kind"], ev["colour"]) == ev["colour"], (lang, seed)
        assert len(set(colour_of.values())) <= 2, (lang, seed)
