"""A departure board: rows leave after the clock and in time order, one service keeps
its platform (unless the remark says it changed), disruptions are for the next hour or so,
and the notices never say trains skip this station or a row's destination."""

from __future__ import annotations

import re

from world_helpers import sampled


def _minutes(clock: str) -> int:
    h, m = (int(x) for x in re.findall(r"\d+", clock)[:2])
    if "AM" in clock or "PM" in clock:
        h = h % 12 + 12 * ("PM" in clock)
    return h * 60 + m


def test_rows_follow_the_clock_and_keep_platforms() -> None:
    for lang, seed, p in sampled("train_timetable", 5):
        now = _minutes(p["clock"])
        times = [_minutes(r["time"]) + (1440 if _minutes(r["time"]) < now else 0) for r in p["rows"]]
        assert times == sorted(times) and times[0] > now, (lang, seed, times)
        platforms: dict[tuple[str, str], set[str]] = {}
        for t, r in zip(times, p["rows"], strict=True):
            if r["state"] != "on_time":
                assert t - now <= 75, (lang, seed, r)
            if r["state"] != "platform_change":
                platforms.setdefault((r["dest"], r["via"]), set()).add(r["platform"])
        assert all(len(v) == 1 for v in platforms.values()), (lang, seed, platforms)
        dests = {r["dest"] for r in p["rows"]} | {p["station"]}
        # "at Edinburgh Park" is not "at Edinburgh": a name goes on with a capital
        assert not any(re.search(rf"\bat {re.escape(d)}(?! [A-Z])", p["notice"])
                       for d in dests if lang == "en"), (lang, seed)


def test_no_delay_notice_on_a_board_without_delays() -> None:
    from surfaces.train_timetable import DELAY_WORDS
    quiet = 0
    for lang, seed, p in sampled("train_timetable", 8):
        if not any(r["state"] == "delay" for r in p["rows"]):
            quiet += 1
            assert not any(w in p["notice"].lower() for w in DELAY_WORDS), (lang, seed, p["notice"])
    assert quiet > 5
