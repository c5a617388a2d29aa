"""``{number}`` draws 2-59: fine for minutes, percentages or amounts, never a day of the
month (1-31) nor an hour of the day (0-23). No template of any language puts it next to a
month's name or reads it as an o'clock hour."""

from __future__ import annotations

import re
from pathlib import Path

import generator

LOCALES = Path(generator.__file__).parent / "locales"
# {number} beside {month} ("le {number} {month}", "{number}. {month}", "{month} {number}")
# or before an hour word ("Vóór {number} uur", "um {number} Uhr", "at {number} o'clock").
WRONG = re.compile(r"\{number\}\.? (?:de |del )?\{month\}|\{month\} \{number\}"
                   r"|(?:[Vv]óór|[Vv]oor|om|um|at|à|alle|a las) \{number\} ?(?:uur|Uhr|o'clock|h\b)"
                   r"|\{number\}:\d\d")


def test_no_template_uses_number_as_a_day_or_an_hour() -> None:
    files = sorted(LOCALES.glob("*/content/*.toml"))
    assert len(files) > 60
    bad = [f"{f.relative_to(LOCALES)}:{i}: {m.group(0)}"
           for f in files for i, line in enumerate(f.read_text().splitlines(), 1)
           for m in WRONG.finditer(line)]
    assert not bad, "\n".join(bad)


def test_the_pattern_catches_the_known_shapes() -> None:
    for text in ("Am {number}. {month} schlossen", "le {number} {month}", "del {number} de {month}",
                 "Vóór {number} uur", "dated {month} {number}"):
        assert WRONG.search(text), text
    for text in ("um {number} Prozent", "{number} Minuten nach", "in {number} days"):
        assert not WRONG.search(text), text
