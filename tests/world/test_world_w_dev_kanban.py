"""A board's sprint goal sits under the board title, never over its glyphs (an Italian
subtitle's accents collided with the title), and wraps instead of ending in an ellipsis."""

from __future__ import annotations

import numpy as np

from generator.content import Content
from generator.page import make_theme
from generator.page.model import TextBlock
from surfaces import registry


def test_goal_below_title_and_whole() -> None:
    cls = registry.get("kanban_board")
    for lang in ("en", "it", "de"):
        for seed in range(4):
            content = Content(lang, np.random.default_rng([seed, 11]))
            params = cls().sample(np.random.default_rng([seed, 5]), content)
            page = cls().compose(params, make_theme(False, "blue"))
            blocks = [op for op in page.ops if isinstance(op, TextBlock)]
            title = next(b for b in blocks
                         if "".join(g.char for ln in b.laid.lines for g in ln.glyphs)
                         == params["board"])
            words = params["goal"].split()
            goal = next(b for b in blocks if b.laid.lines and "".join(
                g.char for g in b.laid.lines[0].glyphs).startswith(words[0]))
            first = goal.laid.lines[0]
            assert first.baseline - first.ascent >= title.laid.bottom, (lang, seed)
            assert not goal.laid.truncated, (lang, seed, params["goal"])
