"""A week's calendar holds a one-off meeting once (no two "Project review" or "Dentist"
in one week); the standup, lunches, the gym may recur."""

from __future__ import annotations

from collections import Counter

from world_helpers import sampled

ONCE = (2, 4, 5, 8, 9, 11, 14, 15)


def test_one_off_meetings_once_a_week() -> None:
    for lang, seed, p in sampled("calendar_week", 15):
        kinds = Counter(e["kind"] for e in p["events"])
        assert all(kinds[k] <= 1 for k in ONCE), (lang, seed, kinds)


def test_week_title_names_the_months_shown() -> None:
    """A week running from March 30 to April 3 is headed with both months."""
    from generator.content.provider import locale_data
    for lang, seed, p in sampled("calendar_week", 15):
        months = locale_data(lang).MONTHS
        days = [d[0] for d in p["week"]]
        if days != sorted(days):  # the week crosses into a new month
            assert p["title"].count("–") == 1, (lang, seed, p["title"])
        else:
            assert "–" not in p["title"] and any(m in p["title"] for m in months)
