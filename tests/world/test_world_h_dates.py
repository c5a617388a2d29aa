"""Dates and times that fit their meaning (wave 12, h_dates): a workplace's day is a working
day of the page's country, the weekdays its talk names are true of the calendar, threads sit
in the order of their latest activity, a business calls on a working day, an invoice is
written on one, a table's "updated" stamp follows its newest row, a survey closes once."""

from __future__ import annotations

import datetime
import re

import numpy as np
import pytest

from generator.content import Content
from surfaces.kit.holidays import (
    is_working_day,
    last_working_day_before,
    next_working_day,
    public_holidays,
)
from surfaces.kit.team_talk import named_day
from tests.world.world_helpers import sampled

LANGS = ("en", "de", "fr", "es", "it", "nl")


def _date(iso: str) -> datetime.date:
    return datetime.date.fromisoformat(iso)


def _named(lang: str, text: str) -> set[int]:
    """The weekdays (0 Monday) ``text`` names, by the language's chat_day words."""
    words = Content(lang, np.random.default_rng(0)).data.SLOTS["chat_day"]
    return {k for k, w in enumerate(words)
            if re.search(rf"(?<!\w){re.escape(str(w))}(?!\w)", text, re.I)}


def test_holiday_helpers():
    day = datetime.date(2025, 12, 25)  # a holiday everywhere we draw
    for lang in LANGS:
        assert day in public_holidays(lang, 2025)
        assert not is_working_day(lang, day)
        assert not is_working_day(lang, datetime.date(2025, 8, 17))  # a Sunday
        before, after = last_working_day_before(lang, day), next_working_day(lang, day)
        assert before < day < after and is_working_day(lang, before)
        assert is_working_day(lang, after)


@pytest.mark.parametrize("lang", LANGS)
def test_named_day_past_and_future(lang):
    content = Content(lang, np.random.default_rng(1))
    words = [str(w) for w in content.data.SLOTS["chat_day"]]
    day = datetime.date(2025, 3, 12)  # a Wednesday
    for seed in range(30):
        past = words.index(named_day(np.random.default_rng(seed), content, day, True))
        ahead = words.index(named_day(np.random.default_rng(seed), content, day, False))
        assert past in (0, 4)  # Monday, or last Friday (Sat/Sun are no working days)
        assert ahead in (0, 1, 4)  # Friday, Monday, Tuesday of next week


def test_teams_threads_on_working_days_in_activity_order():
    for lang, seed, p in sampled("teams_chat", 30):
        last = None
        for post in p["posts"]:
            day = _date(post["day"])
            assert is_working_day(lang, day), (lang, seed, post["day"], post["time"])
            minutes = [post["minute"]] + [r["minute"] for r in post["replies"]]
            assert minutes == sorted(minutes), (lang, seed, minutes)
            if last is not None:  # opened after the thread above had its last reply
                assert (day, post["minute"]) > last, (lang, seed, day, post["minute"], last)
            last = (day, minutes[-1])
            for text in [post["text"]] + [r["text"] for r in post["replies"]]:
                named = _named(lang, text)
                assert not named & {5, day.weekday()}, (lang, seed, day, text)


def test_slack_today_and_yesterday_are_working_days():
    for lang, seed, p in sampled("slack_like", 30):
        today = _date(p["today"])
        assert is_working_day(lang, today), (lang, seed, today)
        assert is_working_day(lang, today - datetime.timedelta(days=1)), (lang, seed, today)
        for m in p["messages"]:
            named = _named(lang, m["text"])
            assert not named & {5, today.weekday()}, (lang, seed, today, m["text"])


def _clock_minutes(text: str) -> list[int]:
    """The clock times ``text`` names, as minutes of the day ("3:30 PM", "15.30", "15h30")."""
    out = []
    for m in re.finditer(r"(\d{1,2})[:.h](\d\d)(\s*(?:PM|p\.m\.|pm))?", text):
        hour = int(m.group(1)) + (12 if m.group(3) and int(m.group(1)) < 12 else 0)
        out.append(hour * 60 + int(m.group(2)))
    return out


def test_voicemail_business_calls_on_working_days_in_opening_hours():
    for lang, seed, p in sampled("voicemail_list", 40):
        items = p["items"]
        for it in items:
            if not it["known"]:
                day = _date(it["day"])
                assert is_working_day(lang, day), (lang, seed, it["day"], it["text"])
                assert 9 <= it["hour"] < 18, (lang, seed, it["hour"])
                times = _clock_minutes(it["text"])
                if len(times) == 1:  # an appointment or pick-up: in opening hours
                    assert 9 * 60 <= times[0] < 18 * 60, (lang, seed, it["text"])
                words = Content(lang, np.random.default_rng(0)).data.SLOTS["weekday"]
                named = [k for k, w in enumerate(words) if w.lower() in it["text"].lower()]
                assert day.weekday() not in named, (lang, seed, it["day"], it["text"])
        order = [(it["day"], it["hour"], it["when"]) for it in items]
        assert [o[:2] for o in order] == sorted((o[:2] for o in order), reverse=True), order


def test_invoice_issued_on_a_working_day_due_by_its_term():
    for lang, seed, p in sampled("invoice", 40):
        doc = p["doc"]
        issued = _date(doc["issued"])
        assert is_working_day(lang, issued), (lang, seed, doc["issued"], doc["date"])
        assert str(issued.year) in doc["date"] or f"{issued.year % 100:02d}" in doc["date"]


def test_data_table_updated_at_its_newest_order():
    seen = 0
    for lang, seed, p in sampled("data_table", 60):
        if p["kind"] != "orders":
            continue
        now, days = _date(p["now"]), [_date(d) for d in p["days"]]
        assert days == sorted(days, reverse=True) and days[0] <= now, (lang, seed)
        if p["first"] == 1:
            seen += 1
            assert (now - days[0]).days <= 1, (lang, seed, p["now"], p["days"][0])
        # a row's age fits its place in the list: a few to a few dozen orders a day
        assert (now - days[-1]).days <= (p["first"] + len(days)) / 4 + 1, (lang, seed)
    assert seen


END = {"en": r"\bend of\b", "de": r"ende", "fr": r"\bfin\b", "es": r"\bfinal", "it": r"\bfine\b",
       "nl": r"\beind\b"}


def test_survey_closes_once():
    for lang, seed, p in sampled("survey_form", 60):
        words = Content(lang, np.random.default_rng(0)).data.SLOTS["weekday"]
        for para in p["intro"]:
            for sentence in re.split(r"(?<=[.!?])\s+", para):
                day = any(re.search(rf"(?<!\w){w}(?!\w)", sentence, re.I) for w in words)
                assert not (day and re.search(END[lang], sentence, re.I)), (lang, seed,
                                                                              sentence)


def test_memo_dated_before_the_day_it_names():
    for lang, seed, p in sampled("memo_page", 40):
        issued, target = _date(p["issued"]), _date(p["target"])
        assert is_working_day(lang, issued) and is_working_day(lang, target), (lang, seed)
        assert 2 <= (target - issued).days <= 6, (lang, seed, issued, target)
        words = Content(lang, np.random.default_rng(0)).data.SLOTS["weekday_doc"]
        assert p["keys"][3] == words[target.weekday()], (lang, seed, p["keys"][3], target)
