"""A fitness dashboard's recent activities happened before the day it shows, newest first,
and each one's duration follows from its distance and pace (a swimmer's pace is per 100 m:
no 2.7 km swim in four minutes). All six languages, 30 pages each."""

from __future__ import annotations

import re

from world_helpers import sampled


def _minutes(text: str) -> int:
    """ "1 h 54 min" or "50 min" in minutes."""
    numbers = [int(x) for x in re.findall(r"\d+", text)[:2]]
    h, m = numbers if len(numbers) == 2 else (0, numbers[0])
    return h * 60 + m


def test_activities_precede_today_and_durations_follow_from_the_pace() -> None:
    import datetime

    from babel.dates import parse_date
    from babel.numbers import parse_decimal

    from generator import formats

    for lang, seed, p in sampled("fitness_tracker", 30):
        today = datetime.date.fromisoformat(p["today"])
        loc = formats.locale(lang)
        days = [parse_date(a["date"], locale=loc) for a in p["acts"]]
        # none after today (today's own workout leads when the day has active minutes)
        assert all(d <= today for d in days), (lang, seed, p["today"], days)
        assert days == sorted(days, reverse=True), (lang, seed, days)
        for a in p["acts"]:
            if a["kind"] == "ride":
                continue
            number, unit = a["dist"].split()
            dist = float(parse_decimal(number, locale=loc))
            per = 1 / 100 if "/100" in a["pace"] else 1  # paces per 100 m/yd or per km/mi
            if unit == "km" and per != 1:
                dist *= 1000  # a swim in km at a pace per 100 m
            assert a["pace"].endswith(unit) or unit == "km" and a["pace"].endswith(" m"), a
            mm, ss = (int(x) for x in re.findall(r"\d+", a["pace"])[:2])
            expected = dist * per * (mm + ss / 60)
            assert abs(_minutes(a["time"]) - expected) <= 0.51, (lang, seed, a)  # rounded
            if a["kind"] == "swim":
                assert per != 1, (lang, seed, a)  # per 100 m or yd
