"""A country's public holidays of a year: the fixed ones of locale.toml (``holidays.fixed``)
and the ones that move (Easter Monday, Ascension, Labor Day on the first Monday of September),
listed in the language's ``w10gc.holidays_moving`` as ``rule=name``: ``easter:N`` is N days
after Easter Sunday, ``nth:M:W:N`` the N-th weekday W (0 Monday) of month M (N -1 the last),
``fixed:M:D`` a fixed date locale.toml lacks."""

from __future__ import annotations

import calendar
import datetime
from functools import lru_cache

from generator.content import locale_data
from surfaces.kit.numbers import locale_fact


def easter(year: int) -> datetime.date:
    """Easter Sunday of ``year`` (the Gregorian computus)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = divmod(b, 4)
    g = (8 * b + 13) // 25
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    ell = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * ell) // 451
    month, day = divmod(h + ell - 7 * m + 114, 31)
    return datetime.date(year, month, day + 1)


def _nth(year: int, month: int, weekday: int, n: int) -> datetime.date:
    days = [d for d in range(1, calendar.monthrange(year, month)[1] + 1)
            if calendar.weekday(year, month, d) == weekday]
    return datetime.date(year, month, days[n - 1 if n > 0 else n])


@lru_cache(maxsize=256)
def public_holidays(lang: str, year: int) -> dict[datetime.date, str]:
    """The language's country's public holidays of ``year``, by date."""
    out = {datetime.date(year, int(h["m"]), int(h["d"])): str(h["name"])
           for h in locale_fact(lang, "holidays.fixed")}
    for entry in locale_data(lang).UI["w10gc.holidays_moving"]:
        rule, name = entry.split("=", 1)
        kind, *args = rule.split(":")
        nums = [int(a) for a in args]
        if kind == "easter":
            day = easter(year) + datetime.timedelta(days=nums[0])
        elif kind == "nth":
            day = _nth(year, *nums)
        else:
            day = datetime.date(year, *nums)
        out[day] = name
    return out


def working_day(lang: str, day: datetime.date) -> datetime.date:
    """``day``, or the first working day after it (no weekend, no public holiday)."""
    while day.weekday() >= 5 or day in public_holidays(lang, day.year):
        day += datetime.timedelta(days=1)
    return day


def is_working_day(lang: str, day: datetime.date) -> bool:
    """Whether ``day`` is a working day of the language's country (Monday to Friday and no
    public holiday): the day an office posts, a shop calls, an invoice is written."""
    return day.weekday() < 5 and day not in public_holidays(lang, day.year)


def last_working_day_before(lang: str, day: datetime.date) -> datetime.date:
    """The last working day strictly before ``day``."""
    day -= datetime.timedelta(days=1)
    while not is_working_day(lang, day):
        day -= datetime.timedelta(days=1)
    return day


def next_working_day(lang: str, day: datetime.date) -> datetime.date:
    """The first working day strictly after ``day``."""
    return working_day(lang, day + datetime.timedelta(days=1))


# School breaks of the language's country, as (first day off, first day back) by (month, day):
# the summer break as wide as the regions' breaks together (Italy: mid-June to mid-September;
# Spain from late June to the second week of September; France and the Netherlands July and
# August; the German states late June to mid-September; the US from early June to Labor Day)
# and Christmas to Epiphany. A parent-teacher meeting falls outside them.
SCHOOL_BREAKS: dict[str, tuple[tuple[tuple[int, int], tuple[int, int]], ...]] = {
    "it": (((6, 10), (9, 15)), ((12, 22), (1, 7))),
    "es": (((6, 20), (9, 9)), ((12, 21), (1, 8))),
    "fr": (((7, 4), (9, 2)), ((12, 20), (1, 6))),
    "de": (((6, 20), (9, 16)), ((12, 21), (1, 8))),
    "nl": (((7, 4), (9, 4)), ((12, 20), (1, 6))),
    "en": (((6, 5), (9, 3)), ((12, 21), (1, 3))),
}


def school_open(day: datetime.date, lang: str | None = None) -> bool:
    """Whether schools of ``lang``'s country are in term on ``day`` (outside its summer and
    Christmas breaks); with no ``lang``, whether they are in some country (the breaks every
    country shares: August, Christmas Day)."""
    if lang not in SCHOOL_BREAKS:
        return any(school_open(day, code) for code in SCHOOL_BREAKS)
    for (m1, d1), (m2, d2) in SCHOOL_BREAKS[lang]:
        key, first, back = (day.month, day.day), (m1, d1), (m2, d2)
        if first <= key < back if first < back else key >= first or key < back:
            return False
    return True
