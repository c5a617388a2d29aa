"""An English count word agrees with its noun: a contract read "an initial term of one
years" because "{one|two|three} years" put "one" before a plural. Alternatives holding
"one" (or "a") must carry their own noun."""

from __future__ import annotations

import re
from pathlib import Path

EN = Path(__file__).resolve().parents[2] / "generator" / "locales" / "en"
PLURAL_AFTER_ONE = re.compile(
    r"\{(?:[^{}|]*\|)*(?:one|a|an|1)(?:\|[^{}|]*)*\}\s+"
    r"(years|months|weeks|days|hours|minutes|times|people|items|pages)\b")


def test_no_one_before_a_plural_noun() -> None:
    found = [f"{p.name}:{n}: {m.group(0)}" for p in sorted(EN.rglob("*.toml"))
             for n, line in enumerate(p.read_text().splitlines(), 1)
             for m in PLURAL_AFTER_ONE.finditer(line)]
    assert not found, found


def test_the_check_sees_the_old_contract_line() -> None:
    assert PLURAL_AFTER_ONE.search("runs for an initial term of {one|two|three} years")
    assert not PLURAL_AFTER_ONE.search("runs for {one year|two years|three years}")
