"""A month calendar whose holiday calendar is ticked shows the country's fixed public
holidays as all-day events, and no work meeting on them (a reviewer read a "Budgetrunde"
on 1 January under a ticked "Feiertage" and no "Neujahr")."""

from __future__ import annotations

from world_helpers import sampled

from generator import languages
from surfaces.calendar_month import COLOURS, EVENT_CALENDAR, HOLIDAYS

WORK = COLOURS[EVENT_CALENDAR.index(0)]


def test_fixed_holidays_are_shown_and_kept_free_of_work() -> None:
    shown = 0
    for lang, seed, p in sampled("calendar_month", 40):
        fixed = {h["d"]: h["name"] for h in languages.fact(lang, "holidays.fixed", list)
                 if h["m"] == p["month"]}
        for day, name in fixed.items():
            evs = p["events"][str(day)]
            assert evs[0] == ["", name, COLOURS[HOLIDAYS], True], (lang, seed, day, evs)
            assert all(e[2] != WORK for e in evs), (lang, seed, day, evs)
            shown += 1
    assert shown > 20
