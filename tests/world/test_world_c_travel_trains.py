"""train_timetable: a notice about a train's bar or bistro names a train that has one (no
"no catering on board the Arriva"), one about quiet or family coaches stands on a board with
such a train, and a board stands in its own country (a Dutch board never in Köln). The nl
lines run where the real ones run (no Sprinter from Barneveld Centrum to Deventer)."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content.provider import locale_data
from surfaces.train_timetable import CATERING_WORDS, QUIET_WORDS, _has


def _sentences(text: str) -> list[str]:
    return re.split(r"(?<=[.!])\s+", text)


def test_onboard_service_notices_fit_the_trains() -> None:
    seen = 0
    for lang, seed, p in sampled("train_timetable", 40):
        lines = locale_data(lang).SLOTS["rail_lines"]
        abroad = {s for line in lines for s in line.get("abroad", ())}
        assert p["station"] not in abroad, (lang, seed, p["station"])
        for sentence in _sentences(p["notice"]):
            if _has(sentence, CATERING_WORDS):
                seen += 1
                named = [r for r in p["rows"] if r["train"] in sentence]
                assert named and all(r["catering"] for r in named), (lang, seed, sentence)
            if _has(sentence, QUIET_WORDS):
                assert any(r["quiet"] for r in p["rows"]), (lang, seed, sentence)
    assert seen, "no catering notice in any board"


def test_rows_carry_the_services_of_their_line() -> None:
    for lang, seed, p in sampled("train_timetable", 10):
        by_op = {}
        for line in locale_data(lang).SLOTS["rail_lines"]:
            by_op.setdefault(line["operator"], set()).add(bool(line.get("catering")))
        for r in p["rows"]:
            op = r["operator"]
            assert r["catering"] in by_op[op], (lang, seed, r["train"])


# stations that never share a line (another branch, another direction)
APART = [("nl", "Barneveld Centrum", "Deventer"), ("nl", "Meppel", "Buitenpost"),
         ("de", "Aachen Hbf", "Emmerich")]


def test_no_line_joins_stations_of_different_lines() -> None:
    for lang, a, b in APART:
        for line in locale_data(lang).SLOTS["rail_lines"]:
            assert not {a, b} <= set(line["stops"]), (lang, line)


def test_a_small_station_has_few_platforms() -> None:
    small = 0
    for lang, seed, p in sampled("train_timetable", 30):
        lines = locale_data(lang).SLOTS["rail_lines"]
        through = sum(p["station"] in line["stops"] for line in lines)
        top = max(int(r["platform"]) for r in p["rows"])
        assert top <= 2 + 3 * (through - 1), (lang, seed, p["station"], top)
        small += through == 1
    assert small > 10
