"""A weather page agrees with itself: the "Now" slot shows the current sky, the daily
list's title counts the days it shows, and sunrise/sunset fit the place's time zone."""

from __future__ import annotations

import re

from tests.world.world_helpers import region_words, rendered, sampled


def _minutes(text: str) -> int:
    h, m = (int(x) for x in re.findall(r"\d+", text)[:2])
    if "PM" in text and h != 12:
        h += 12
    if "AM" in text and h == 12:
        h = 0
    return h * 60 + m


def test_now_slot_and_sun_times_fit_the_day() -> None:
    for lang, seed, p in sampled("weather_forecast", 25):
        assert p["hours"][0]["kind"] == p["now"], (lang, seed)
        tiles = dict((k, v) for k, v in p["tiles"])
        rise, down = (_minutes(v) for v in list(tiles.values())[3:5])
        noon = (rise + down) / 2
        # solar noon is about 11:30-14:20 (Spain) on the clock in every zone these cities use
        assert 11 * 60 + 20 <= noon <= 14 * 60 + 45, (lang, seed, rise, down)  # A Coruña 14:41
        # (Hamburg at midsummer: 4:52-21:53, 17 h 1 min)
        assert 7 * 60 + 15 <= down - rise <= 17 * 60 + 5, (lang, seed, rise, down)


def test_daily_title_counts_the_rows_shown() -> None:
    for lang, seed in (("nl", 1), ("en", 2), ("de", 4), ("fr", 7)):
        p, geo = rendered("weather_forecast", lang, seed)
        words = region_words(geo, "daily")
        n = int(re.search(r"\d+", next(w for w in words if re.search(r"\d", w))).group(0))
        days = [d["day"].split()[0].rstrip(".")[:6] for d in p["daily"]]
        assert all(any(w.startswith(d) for w in words) for d in days[:n]), (lang, seed, n)
        assert n == len(days) or not any(w.startswith(days[n]) for w in words), (lang, seed, n)
