"""An editor clips a long code line at its edge, as real editors do: no code line of the
code editor or the IDE ends in an ellipsis (review: "line 58 is cut off with '…'")."""

from __future__ import annotations

import numpy as np

from generator.content import Content
from generator.page import make_theme
from generator.page.model import TextBlock
from surfaces import registry


def test_code_lines_are_clipped_not_ellipsised() -> None:
    for name in ("code_editor", "ide_problems_panel"):
        cls = registry.get(name)
        for seed in range(6):
            content = Content("en", np.random.default_rng([seed, 11]))
            params = cls().sample(np.random.default_rng([seed, 5]), content)
            page = cls().compose(params, make_theme(seed % 2 == 1, "blue"))
            for op in page.ops:
                if isinstance(op, TextBlock) and op.role == "code":
                    text = "".join(g.char for ln in op.laid.lines for g in ln.glyphs)
                    assert not text.endswith("…"), (name, seed, text)


def test_regex_match_values_are_whole() -> None:
    """The match panel printed "+31 449 36896…" beside a long Dutch label: a value follows
    its span closely enough to fit whole."""
    cls = registry.get("regex_tester")
    for lang in ("nl", "de", "en"):
        for seed in range(3):
            content = Content(lang, np.random.default_rng([seed, 11]))
            params = cls().sample(np.random.default_rng([seed, 5]), content)
            page = cls().compose(params, make_theme(False, "blue"))
            for op in page.ops:
                if isinstance(op, TextBlock) and op.role == "code" and op.laid.lines:
                    text = "".join(g.char for ln in op.laid.lines for g in ln.glyphs)
                    if text.startswith("+") or text[:1].isdigit():
                        assert not text.endswith("…"), (lang, seed, text)
