"""Notepad's status bar names a caret position inside the file: "Ln 32" in an 8-line file
(review2 0028) contradicts the text shown."""

from __future__ import annotations

import re

from surfaces.plain_text import file_lines
from tests.world.world_helpers import sampled


def test_ln_col_lies_inside_the_file() -> None:
    seen = 0
    for lang, seed, p in sampled("plain_text", 15):
        lines = file_lines(p["texts"], p["underline"], p["gap"], p["wrap_chars"])
        ln, col = (int(n) for n in re.findall(r"\d+", p["position"])[:2])
        assert 1 <= ln <= min(len(lines), 12), (lang, seed, p["position"], len(lines))
        assert 1 <= col <= len(lines[ln - 1]) + 1, (lang, seed, p["position"])
        seen += 1
    assert seen
