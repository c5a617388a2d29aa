"""Editors with a line-number gutter count their lines 1, 2, 3, ... without a gap or a
restart (a numbered list in the markdown once reset the counter), and a source line that
does not fit the view is scrolled out, never cut with an ellipsis."""

from __future__ import annotations

import numpy as np

from generator.content import Content
from generator.page import make_theme
from surfaces import registry


def _blocks(name: str, lang: str, seed: int, region: str):
    cls = registry.get(name)
    params = cls().sample(np.random.default_rng([seed, 5]), Content(
        lang, np.random.default_rng([seed, 11])))
    page = cls().compose(params, make_theme(False, "blue"))
    ids = {i for i, r in enumerate(page.regions) if r.name == region}
    for op in page.text_blocks():
        if op.region in ids:
            yield op.role, ["".join(g.char for g in ln.glyphs) for ln in op.laid.lines]


def test_gutter_numbers_count_up_and_lines_are_whole() -> None:
    for name, region in (("markdown_split_preview", "source"), ("latex_editor", "editor")):
        for lang, seed in (("en", 0), ("de", 1), ("en", 3)):
            if True:
                numbers, code = [], []
                for role, lines in _blocks(name, lang, seed, region):
                    if role == "chrome" and lines and lines[0].strip().isdigit():
                        numbers.append(int(lines[0]))
                    elif role == "code":
                        code += lines
                if numbers:  # a long LaTeX file is shown scrolled to its end: 10, 11, ...
                    first = 1 if name == "markdown_split_preview" else numbers[0]
                    assert numbers == list(range(first, first + len(numbers))), (name, lang, seed)
                assert not any(line.endswith("…") for line in code), (name, lang, seed)
