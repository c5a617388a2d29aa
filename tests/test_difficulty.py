"""Difficulty (SPEC 5, issue 17): the documented function of measured features, its
monotonic behaviour, and the README table stating the same thresholds."""

from __future__ import annotations

import math
import re
from pathlib import Path

from generator.difficulty import THRESHOLDS, Features, difficulty, hardness, repeats

README = Path(__file__).resolve().parents[1] / "README.md"


def test_hardness_grows_as_the_target_gets_smaller_fainter_or_repeated() -> None:
    base = Features(area=300, size=14, contrast=10.0, repeats=1)
    assert hardness(Features(100, 14, 10.0, 1)) > hardness(base) > hardness(Features(2000, 14, 10.0, 1))
    assert hardness(Features(300, 10, 10.0, 1)) > hardness(base)
    assert hardness(Features(300, 14, 3.0, 1)) > hardness(Features(300, 14, 5.0, 1)) > hardness(base)
    assert hardness(Features(300, 14, 10.0, 2)) > hardness(base)
    assert math.isclose(hardness(Features(1000, 16, 7.0, 1)), 0.0)


def test_levels_follow_the_thresholds() -> None:
    assert difficulty("bbox", Features(20_000, 16, 12.0, 1)) == "easy"  # a paragraph
    assert difficulty("char", Features(20_000, 16, 12.0, 1)) == "medium"  # never easy
    assert difficulty("punctuation", Features(40, 11, 4.0, 2)) == "hard"
    assert difficulty("word", Features(600, 16, 12.0, 1)) == "easy"
    assert difficulty("word", Features(250, 14, 8.0, 1)) == "medium"


def test_repeats_counts_the_first_quoted_text() -> None:
    page = "Total due\nthe total is due\nTotals"
    assert repeats("Click the word “total”.", page) == 3
    assert repeats("Cliquez sur « due ».", page) == 2
    assert repeats("Klicke auf „Summe“.", page) == 1
    assert repeats("Box the paragraph.", page) == 1


def test_readme_states_the_thresholds() -> None:
    text = README.read_text(encoding="utf-8")
    section = text[text.index("### Difficulty"):text.index("## Surfaces")]
    rows = dict(re.findall(r"^\| (\w+) \| ([^|]+?) \| [^|]+ \|$", section, re.M))
    for data_type, (easy, hard) in THRESHOLDS.items():
        row = re.search(rf"^\| {data_type} \| ([^|]+?) \| ([^|]+?) \|$", section, re.M)
        assert row, f"README lacks the {data_type} thresholds"
        shown = (-math.inf if row.group(1) == "never" else float(row.group(1)),
                 float(row.group(2)))
        assert shown == (easy, hard), (data_type, shown, (easy, hard))
    assert rows
