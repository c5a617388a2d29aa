"""A pivot table's product moves by at most a fifth (a quarter's compounding) from one
quarter to the next: no 1,450 then 52,609; a critical alert is production's, not staging's."""

from __future__ import annotations

import re

from tests.world.world_helpers import sampled


def _num(text: str) -> int:
    return int(re.sub(r"\D", "", text))


def test_pivot_quarters_move_smoothly() -> None:
    for lang, seed, p in sampled("pivot_summary", 30):
        for _group, items in p["rows"]:
            for item in items:
                vals = [_num(v) for v in item[1:-1]]
                for a, b in zip(vals, vals[1:], strict=False):
                    assert 0.79 <= b / a <= 1.21, (lang, seed, item)


def test_critical_alerts_are_production_s() -> None:
    for lang, seed, p in sampled("alert_list", 20):
        for a in p["alerts"]:
            if a["severity"] == "critical":
                assert "env=prod" in a["labels"], (lang, seed, a)
