"""calendar_invite: the meeting is on a working day, and the only weekdays its paragraphs
name are the day apologies are due (before it, in its week) and the day notes follow."""

from __future__ import annotations

import datetime

import numpy as np
from world_helpers import sampled

from generator.content import Content


def test_meeting_day_is_a_working_day_named_in_the_agenda():
    for lang, seed, p in sampled("calendar_invite", 20):
        day = datetime.date.fromisoformat(p["day"])
        assert day.weekday() < 5, (lang, seed, day)
        names = Content(lang, np.random.default_rng(0))._slot("weekday")
        text = " ".join(p["texts"])
        # apologies are due earlier in the meeting's week, notes follow after it
        due = datetime.date.fromisoformat(p["due"]) if p["due"] else None
        after = datetime.date.fromisoformat(p["after"])
        assert after > day and (due is None or (due < day and due.isocalendar()[1] ==
                                                day.isocalendar()[1])), (lang, seed, day)
        allowed = {day.weekday(), after.weekday()} | ({due.weekday()} if due else set())
        for k, name in enumerate(names):
            if k not in allowed:
                assert name not in text, (lang, seed, name, text)
