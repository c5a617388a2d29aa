"""An event page is one event: a jazz night on a Friday named by its own town (no harbour
town-less "Summer Jazz Night at the Harbour" in January), a market weekend on a Saturday, the
"about" text opening with its invitation, and one good cause (not the food bank and the
community garden both getting "all proceeds")."""

from __future__ import annotations

import datetime
import re

import numpy as np
from world_helpers import sampled

from generator import formats
from generator.content import Content
from generator.content.provider import locale_data
from surfaces.event_page import INTRO

CAUSE = r"proceeds|profits|ticket sold"


def test_event_world() -> None:
    for lang, seed, p in sampled("event_page", 25):
        c = Content(lang, np.random.default_rng(0))
        seasons = c.ui_list("mkt.ev_seasons")
        months = [m.rstrip(".").upper() for m in formats.month_names(lang, "abbreviated")]
        month = months.index(p["month"]) + 1
        harbour = locale_data(lang).TITLES["media.event"][0]
        assert p["title"] != harbour, (lang, seed)
        for k, s in enumerate(seasons):
            if s in p["title"]:
                assert month % 12 // 3 == k, (lang, seed, p["title"], month)
        halls = c.ui_list("mkt.ev_venues") + [v.split("@")[0] for v in c.ui_list("mkt.ev_landmarks")]
        assert p["venue"] in halls, (lang, seed, p["venue"])
        intro = locale_data(lang).SENTENCES["media.event"][INTRO[lang]]
        leads = re.split(r"[}]", intro.lstrip("{"))[0].split("|")
        assert any(p["texts"][0].startswith(w.split()[0]) for w in leads), (lang, p["texts"][0])
        if lang == "en":
            text = " ".join(p["texts"])
            assert len(re.findall(CAUSE, text)) <= 1, (seed, text)


def test_event_days_are_a_friday_or_saturday() -> None:
    from surfaces.event_page import _weekend
    for d in range(1, 60):
        day = datetime.date(2026, 1, 1) + datetime.timedelta(days=d)
        assert _weekend(day, 0).weekday() == 4 and _weekend(day, 1).weekday() == 5


def test_a_hall_event_is_not_outdoors() -> None:
    """The venue is a named hall: no "The event takes place outdoors" or rain plan."""
    from surfaces.event_page import OUTDOOR
    for lang, seed, p in sampled("event_page", 12):
        text = " ".join(p["texts"])
        for i in OUTDOOR[lang]:
            line = locale_data(lang).SENTENCES["media.event"][i]
            fixed = max(re.split(r"\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}", line), key=len).strip(" ,.")
            assert len(fixed) < 6 or fixed not in text, (lang, seed, fixed)
