"""An IDE's Problems panel lists diagnostics a real tool prints: each rule belongs to the
tool named beside it with the message that rule gives, and every location is a line the
file has (the editor's file shows lines up to its length, the cursor sits on a shown line)."""

from __future__ import annotations

import re

from world_helpers import sampled

from surfaces.ide_problems_panel import MYPY, PYLANCE, RUFF

RULES = {"Pylance": {c for c, _, _ in PYLANCE}, "ruff": {c for c, _, _ in RUFF},
         "mypy": {c for c, _, _ in MYPY}}
ENGLISH = {c: t for c, _, t in RUFF + MYPY}


def test_rules_belong_to_their_tool_and_lines_exist() -> None:
    for lang, seed, p in sampled("ide_problems_panel", 25):
        for group in p["groups"]:
            for d in group["diags"]:
                assert d["code"] in RULES[d["source"]], (lang, seed, d)
                if d["code"] in ENGLISH:  # ruff and mypy speak English in every language
                    head = ENGLISH[d["code"]].split("{")[0].split('"')[0]
                    assert d["message"].startswith(head), (lang, seed, d)
                line = int(re.match(r"Ln (\d+)", d["where"]).group(1))
                assert 1 <= line <= group["lines"], (lang, seed, d, group["lines"])
        assert p["first_line"] + 40 <= p["groups"][0]["lines"], (lang, seed)
