"""A mail list dates its rows as a mail client does relative to the page's "now": the time
for today's mail, the day without the year for this year's ("May 8"), a full date only
for earlier years (no "May 8, 2025" in a 2025 inbox)."""

from __future__ import annotations

import datetime
import re

import numpy as np
from world_helpers import sampled

from generator.content import Content
from surfaces.kit.clock import recent_dates

YEAR = re.compile(r"\b(19|20)\d\d\b")


def _check(dates: list[str], today: datetime.date) -> tuple[int, int]:
    """(rows without a year, rows with one); a year is always before today's."""
    years = [[int(m.group(0)) for m in YEAR.finditer(d)] for d in dates]
    for d, ys in zip(dates, years, strict=True):
        assert all(y < today.year for y in ys), (d, today)
    return sum(not ys for ys in years), sum(bool(ys) for ys in years)


def test_mail_dates_drop_this_years_year() -> None:
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(6):
            today = datetime.date(2025, 1, 3 + seed)  # the list runs back into last year
            content = Content(lang, np.random.default_rng(seed))
            short, full = _check(recent_dates(np.random.default_rng(seed), content, 20, 2,
                                              today=today), today)
            assert short and full, (lang, seed)


def test_gmail_inbox_dates_fit_its_now() -> None:
    for _, _, p in sampled("gmail_inbox", 1):
        _check([m["date"] for m in p["mails"]], datetime.date.fromisoformat(p["today"]))
