"""c_facts: a word-processor page styles a figure whole or not at all: never the year of a
quarter ("Q2 **2025**") nor the house number of a street; a US memo dates as "January 26"."""

from __future__ import annotations

import re

from tests.world.world_helpers import sampled

QUARTER = re.compile(r"\b[A-Z]{1,2}\d \d{4}\b")
HOUSE = re.compile(r"\b\d+[a-z]? [A-Z][a-z]+ (?:Avenue|Ave|Street|St|Road|Rd|Drive|Lane)\b")


def _pairs(p):
    pairs = list(zip(p["intro"], p["intro_marks"], strict=True))
    for sec in p["sections"]:
        pairs += list(zip(sec["texts"], sec["marks"], strict=True))
    return pairs


def test_a_figure_is_styled_whole_or_not_at_all() -> None:
    quarters = 0
    for lang, seed, p in sampled("word_processor", 30):
        for text, marks in _pairs(p):
            for pattern in (QUARTER, HOUSE):
                for m in pattern.finditer(text):
                    quarters += 1
                    for a, b, kind, _ in marks:
                        cut = a < m.end() and b > m.start()
                        assert not cut or (a, b) == (m.start(), m.end()), (
                            lang, seed, kind, text[a:b], m.group())
    assert quarters > 20


def test_a_us_memo_writes_month_before_day() -> None:
    months = ("January|February|March|April|May|June|July|August|September|October|"
              "November|December")
    for lang, seed, p in sampled("memo_page", 30):
        if lang != "en":
            continue
        text = " ".join(str(v) for v in p.values() if isinstance(v, (str, list)))
        assert not re.search(rf"\b\d{{1,2}} (?:{months})\b", text), (seed, text)
