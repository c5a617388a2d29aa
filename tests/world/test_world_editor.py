"""A code editor's status bar puts the cursor on a line in view, within that line."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_cursor_is_on_a_shown_line() -> None:
    for lang, seed, p in sampled("code_editor", 15):
        line, col = (int(v) for v in re.findall(r"\d+", p["position"])[:2])
        row = line - p["first_line"]
        assert 0 <= row < 26, (lang, seed, p["position"], p["first_line"])
        assert col <= len("".join(t[0] for t in p["code"][row])) + 1, (lang, seed)
