"""calendar_invite: the meeting is on a working day, and the agenda's "on {weekday}" names
that day."""

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
        for k, name in enumerate(names):
            if k != day.weekday():
                assert name not in text, (lang, seed, name, text)
