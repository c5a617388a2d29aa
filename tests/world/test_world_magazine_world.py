"""A magazine spread's works story is sampled first: the works start after the issue's
month (no "due to begin in May" in a July issue), and the pull quote is lifted from the
opening column (not printed right above the same sentence)."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content.provider import locale_data

MONTHS = locale_data("en").MONTHS


def test_works_start_after_the_issue_and_quote_from_the_opening() -> None:
    for lang, seed, p in sampled("magazine_spread", 8):
        assert any(p["pull"] in t for t in p["texts"][:2]), (lang, seed, p["pull"])
        if lang != "en":
            continue
        issue = MONTHS.index(p["month"].split()[0])
        for m in re.finditer(r"(?:begin|start) in (\w+)", " ".join(p["texts"])):
            if m.group(1) in MONTHS:
                assert MONTHS.index(m.group(1)) >= issue, (seed, p["month"], m.group())
