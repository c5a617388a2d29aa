"""h_numbers: numbers, dates and states on one page agree (wave 15)."""

from __future__ import annotations

import re
from collections import Counter

import numpy as np
import pytest

from generator.content import Content
from generator.surfaceset import registry

LANGS = ("en", "de", "fr", "es", "it", "nl")


def _sample(name: str, lang: str, seed: int) -> dict:
    surface = registry.get(name)()
    return surface.sample(np.random.default_rng([seed, 0]), Content(lang, np.random.default_rng([seed, 0, 1])))


def _minutes(hhmm: str) -> int:
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


@pytest.mark.parametrize("lang", LANGS)
def test_train_board_fits_its_station_and_clock(lang: str) -> None:
    from surfaces.train_timetable import big_station
    for seed in range(60):
        p = _sample("train_timetable", lang, seed)
        lines = Content(lang, np.random.default_rng(0)).data.SLOTS["rail_lines"]
        rows, now = p["rows"], _minutes(p["clock"])
        first = _minutes(rows[0]["time"])
        assert 0 < first - now <= 15, (lang, seed, p["clock"], rows[0]["time"])
        assert len({r["dest"] for r in rows}) >= 2, (lang, seed, p["station"])
        assert len({r["platform"] for r in rows}) >= 2, (lang, seed, p["station"])
        if big_station(lines, p["station"]):
            hour = [r for r in rows if _minutes(r["time"]) - first <= 60]
            assert len(hour) >= 3, (lang, seed, p["station"], [r["time"] for r in rows])
        words = re.findall(r"\w+", p["notice"].lower())
        grams = Counter(tuple(words[i:i + 4]) for i in range(len(words) - 3))
        assert max(grams.values(), default=1) == 1, (lang, seed, p["notice"])


@pytest.mark.parametrize("lang", LANGS)
def test_notebook_mean_is_group_total_over_rows(lang: str) -> None:
    for seed in range(40):
        cells = [c for c in _sample("jupyter_notebook", lang, seed)["cells"]
                 if c["kind"] == "code" and c["output"] and c["output"]["kind"] == "value"]
        texts = [c["output"]["text"] for c in cells]
        series = next(t for t in texts if "dtype: float64" in t).splitlines()[1:-1]
        total = sum(float(line.split()[-1]) for line in series)
        count, mean = next(t for t in texts if " rows\n" in t).split(" rows\n")
        assert abs(float(mean) - total / int(count)) <= 0.011, (lang, seed, texts)
