"""A page's "now" and the times derived from it: the moment the screenshot was taken, and
the next or previous run of a cron expression, so a page's times agree with each other.

``sample_now(rng)`` draws a moment inside the fixed 2024-2026 window (never the machine's
clock, so builds stay reproducible); ``cron_next`` / ``cron_prev`` evaluate the five-field
cron expressions surfaces print (``*``, ``*/n``, numbers, ``a-b`` ranges and lists; day of
week 0-6 from Sunday, as cron counts).
"""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

_EPOCH = datetime.datetime(2024, 1, 1)
_FIELD_RANGES = ((0, 59), (0, 23), (1, 31), (1, 12), (0, 6))


def sample_now(rng: np.random.Generator, start_day: int = 0, span_days: int = 1000,
               hours: tuple[int, int] = (7, 20)) -> datetime.datetime:
    """A moment on a day of the window, during ``hours`` (working hours by default)."""
    day = int(rng.integers(start_day, start_day + span_days))
    hour = int(rng.integers(hours[0], hours[1] + 1))
    minute = int(rng.integers(0, 60))
    return _EPOCH + datetime.timedelta(days=day, hours=hour, minutes=minute)


def _field(text: str, low: int, high: int) -> frozenset[int]:
    values: set[int] = set()
    for part in text.split(","):
        step = 1
        if "/" in part:
            part, step_text = part.split("/")
            step = int(step_text)
        if part == "*":
            a, b = low, high
        elif "-" in part:
            a, b = (int(v) for v in part.split("-"))
        else:
            a = b = int(part)
        values.update(range(a, b + 1, step))
    return frozenset(values)


def parse_cron(expr: str) -> tuple[frozenset[int], ...]:
    """The sets of minutes, hours, days of month, months and days of week of ``expr``."""
    fields = expr.split()
    if len(fields) != 5:
        raise ValueError(f"a cron expression has five fields: {expr!r}")
    return tuple(_field(f, lo, hi) for f, (lo, hi) in zip(fields, _FIELD_RANGES, strict=True))


def _day_matches(day: datetime.date, sets: tuple[frozenset[int], ...], dom_star: bool,
                 dow_star: bool) -> bool:
    if day.month not in sets[3]:
        return False
    dom = day.day in sets[2]
    dow = (day.weekday() + 1) % 7 in sets[4]
    if dom_star or dow_star:  # cron: when one day field is '*', the other alone decides
        return dom and dow
    return dom or dow


def _runs_on(day: datetime.date, expr: str) -> list[datetime.datetime]:
    sets = parse_cron(expr)
    fields = expr.split()
    if not _day_matches(day, sets, fields[2] == "*", fields[4] == "*"):
        return []
    base = datetime.datetime(day.year, day.month, day.day)
    return [base + datetime.timedelta(hours=h, minutes=m)
            for h in sorted(sets[1]) for m in sorted(sets[0])]


def cron_next(expr: str, now: datetime.datetime, horizon_days: int = 400) -> datetime.datetime:
    """The first run of ``expr`` strictly after ``now``."""
    for offset in range(horizon_days):
        day = now.date() + datetime.timedelta(days=offset)
        for run in _runs_on(day, expr):
            if run > now:
                return run
    raise ValueError(f"{expr!r} does not run within {horizon_days} days of {now}")


def cron_prev(expr: str, now: datetime.datetime, horizon_days: int = 400) -> datetime.datetime:
    """The last run of ``expr`` at or before ``now``."""
    for offset in range(horizon_days):
        day = now.date() - datetime.timedelta(days=offset)
        for run in reversed(_runs_on(day, expr)):
            if run <= now:
                return run
    raise ValueError(f"{expr!r} did not run within {horizon_days} days before {now}")


def thread_times(rng: np.random.Generator, n: int, start: datetime.datetime | None = None,
                 gap_hours: tuple[float, float] = (0.2, 30.0)) -> list[datetime.datetime]:
    """``n`` moments in order, as the posts of a thread or the messages of a ticket arrive:
    the first at ``start`` (a sampled moment by default), each next one some minutes to a day
    or so later."""
    moment = start or sample_now(rng)
    out = [moment]
    for _ in range(n - 1):
        hours = float(np.exp(rng.uniform(np.log(gap_hours[0]), np.log(gap_hours[1]))))
        moment = moment + datetime.timedelta(minutes=round(hours * 60))
        out.append(moment)
    return out


def near_weekday(rng: np.random.Generator, day: datetime.date, after: bool = True,
                 span: tuple[int, int] = (2, 6)) -> int:
    """The weekday (0 Monday .. 4 Friday) of a working day ``span`` days after ``day`` (or
    before it): a post of Wednesday says "since Monday's update", never "since Wednesday's"
    (r64 0010), and no name two readings could give (never the day's own weekday)."""
    sign = 1 if after else -1
    days = [day + datetime.timedelta(days=sign * k) for k in range(span[0], span[1] + 1)]
    days = [d for d in days if d.weekday() < 5 and d.weekday() != day.weekday()]
    return days[int(rng.integers(len(days)))].weekday()


def recent_dates(rng: Any, content: Any, n: int, n_today: int = 0,
                 today: Any = None, days: list | None = None) -> list[str]:
    """``n`` list timestamps, newest first: ``n_today`` clock times, then dates going back
    (formatted like ``Content.date``). Given ``today`` (the page's day), the dates are a mail
    list's: this year's without the year ("May 8"), earlier years' in full; ``days`` (a
    list) receives each timestamp's day."""
    from generator.formats import date_month_day

    day = today or datetime.date(2024, 1, 1) + datetime.timedelta(
        days=int(rng.integers(200, 1000)))
    # today's mails came at distinct minutes (r82 0012: two results both "11:20 AM")
    drawn: set[str] = set()
    for _ in range(8 * n_today):
        if len(drawn) == n_today:
            break
        drawn.add(content.time())
    times = sorted(drawn, key=clock_key, reverse=True)
    out = list(times)
    if days is not None:
        days.extend([day] * len(out))
    while len(out) < n:  # the first dated mail is from yesterday or before, never today
        day -= datetime.timedelta(days=int(rng.integers(0 if len(out) > n_today else 1, 4)))
        short = today is not None and day.year == today.year
        out.append(date_month_day(day, content.lang) if short else content.format_date(day))
        if days is not None:
            days.append(day)
    return out[:n]


def clock_key(text: str) -> int:
    """Minutes since midnight of a clock time ("9:05 PM", "21:05", "21.05 Uhr")."""
    digits = [int(p) for p in "".join(c if c.isdigit() else " " for c in text).split()[:2]]
    h, m = (digits + [0, 0])[:2]
    if "PM" in text and h != 12:
        h += 12
    if "AM" in text and h == 12:
        h = 0
    return h * 60 + m
