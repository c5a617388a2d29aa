"""Wave 17 lead fixes from the readings of 0.22.0 (r54, r55)."""

from __future__ import annotations

import datetime

from world_helpers import sampled

from surfaces.calendar_week import EVENT_TIMES, SCHOOL, in_term
from surfaces.kit.holidays import public_holidays


def test_a_week_keeps_holidays_free_and_school_meetings_in_term():
    """r54 0001: "Riunione sul budget" on Ferragosto; r55 0027: "Tutoría del colegio" on 7
    August. A public holiday holds only what a weekend may (lunch, the gym, a flight), and a
    parent-teacher meeting falls in term time."""
    checked = holidays_seen = 0
    for lang, seed, p in sampled("calendar_week", 60):
        start = datetime.date.fromisoformat(p["first_day"])
        off = public_holidays(lang, start.year) | public_holidays(lang, start.year + 1)
        for ev in p["events"]:
            day = start + datetime.timedelta(days=ev["day"])
            checked += 1
            if day in off:
                holidays_seen += 1
                assert EVENT_TIMES[ev["kind"]][2], (lang, seed, day, ev["title"])
            if ev["kind"] == SCHOOL:
                assert in_term(day), (lang, seed, day, ev["title"])
    assert checked > 1000 and holidays_seen > 0, (checked, holidays_seen)
