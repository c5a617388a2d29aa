"""An IDE's Problems panel lists diagnostics a real tool prints: each rule belongs to the
tool named beside it with the message that rule gives, and every location is a line the
file has (the editor's file shows lines up to its length, the cursor sits on a shown line)."""

from __future__ import annotations

import re

from world_helpers import rendered, sampled

from surfaces.ide_problems_panel import MYPY, PYLANCE, RUFF

# Pylance also reports a function that returns None against its annotation (qq2: the
# return-None fault, mypy's "return-value", may be Pylance's "reportReturnType")
RULES = {"Pylance": {c for c, _, _ in PYLANCE} | {"reportReturnType"},
         "ruff": {c for c, _, _ in RUFF}, "mypy": {c for c, _, _ in MYPY}}
RETURNS = {"return-value", "reportReturnType"}
ENGLISH = {c: t for c, _, t in RUFF + MYPY}


def test_rules_belong_to_their_tool_and_lines_exist() -> None:
    for lang, seed, p in sampled("ide_problems_panel", 12):
        for group in p["groups"]:
            for d in group["diags"]:
                assert d["code"] in RULES[d["source"]], (lang, seed, d)
                if d["code"] in ENGLISH:  # ruff and mypy speak English in every language
                    head = re.escape(ENGLISH[d["code"]].split("{")[0].split('"')[0])
                    if d["code"] == "arg-type":  # any of the call's first arguments
                        head = head.replace("1", "[1-3]")
                    assert re.match(head, d["message"]), (lang, seed, d)
                line = int(re.match(r"Ln (\d+)", d["where"]).group(1))
                assert 1 <= line <= group["lines"], (lang, seed, d, group["lines"])
        assert p["first_line"] + len(p["code"]) - 1 <= p["groups"][0]["lines"], (lang, seed)


def test_open_file_findings_are_its_code_and_the_caret_sits_on_one() -> None:
    """review3 0017: squiggles matched no entry, one sat in a docstring, the status bar's
    Ln was off screen with no caret. Each finding of the open file names what its line
    holds at its column; the caret (Ln/Col) is the selected finding, on a shown line."""
    for lang, seed, p in sampled("ide_problems_panel", 12):
        own = p["groups"][0]["diags"]
        assert own, (lang, seed)
        for d in own:
            if d["code"] == "E501":
                continue
            row = d["line"] - p["first_line"]
            text = "".join(t[0] for t in p["code"][row]) if 0 <= row < len(p["code"]) else ""
            if text:
                word = text[d["col"] - 1:d["col"] - 1 + d["span"]]
                assert word.split()[0] in d["message"] or d["code"] in RETURNS, (
                    lang, seed, d, text)
                assert not text.lstrip().startswith(('"""', "#")), (lang, seed, text)
        sel = own[p["selected"]]
        assert p["cursor"] == [sel["line"], sel["col"]], (lang, seed)
        assert p["first_line"] <= sel["line"] < p["first_line"] + 10, (lang, seed)


def test_squiggles_are_the_listed_findings_and_the_badge_counts_the_list() -> None:
    for lang, seed in (("en", 17), ("de", 4), ("fr", 9), ("it", 2)):
        p, geo = rendered("ide_problems_panel", lang, seed)
        editor = next(r.box for r in geo.regions if r.name == "editor")
        rows = (editor[3] - editor[1] - 6) // round(p["typo"]["size"] * 1.5)
        shown = [d for d in p["groups"][0]["diags"]
                 if 0 <= d["line"] - p["first_line"] < rows]
        pitch = round(p["typo"]["size"] * 1.5)
        lines = {int(s.box[1] - editor[1] - 6) // pitch for s in geo.shapes
                 if s.kind == "squiggle"}
        assert len(lines) == len({d["line"] for d in shown}), (lang, seed, lines, shown)
        total = sum(len(g["diags"]) for g in p["groups"])
        listed = [r for r in geo.regions if r.name.startswith("problem ")]
        scroll = [s for s in geo.shapes if s.kind == "scrollbar thumb"]
        assert len(listed) == total or scroll, (lang, seed, len(listed), total)
