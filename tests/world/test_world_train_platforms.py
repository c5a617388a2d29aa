"""A departure board's platforms and notices fit one station's board: a platform sees one
train at a time (never two departures at 20:07 from one platform), and a notice speaks of
what the board shows (a named train of a row, two named stops), never of "this train" or
"the two stations" that no board line names."""

from __future__ import annotations

from itertools import pairwise

from world_helpers import sampled

from tests.world.test_world_train_board import _minutes

NO_REFERENT = ("two stations", "this train", "this service", "beiden bahnhöfen", "diesem zug",
               "deux gares", "ce train", "dos estaciones", "ambas estaciones", "due stazioni",
               "questo treno", "beide stations", "deze trein")


def test_a_platform_sees_one_train_at_a_time() -> None:
    for lang, seed, p in sampled("train_timetable", 8):
        now = _minutes(p["clock"])
        seen: dict[str, list[int]] = {}
        for r in p["rows"]:
            t = _minutes(r["time"])
            seen.setdefault(r["platform"], []).append(t + (1440 if t < now else 0))
        for platform, times in seen.items():
            times.sort()
            gaps = [b - a for a, b in pairwise(times)]
            assert all(g >= 5 for g in gaps), (lang, seed, platform, times)


def test_notices_speak_of_the_board() -> None:
    named = 0
    for lang, seed, p in sampled("train_timetable", 25):
        low = p["notice"].lower()
        assert not any(w in low for w in NO_REFERENT), (lang, seed, p["notice"])
        named += any(r["train"] in p["notice"] and r["time"] in p["notice"] for r in p["rows"])
    assert named > 10
