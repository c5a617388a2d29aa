"""A glossary's A-Z bar links exactly the letters whose section the page shows (it once
lit U and V over a page that ended after T), and no entry is cut mid-definition."""

from __future__ import annotations

import numpy as np

from generator.content import Content
from generator.page import make_theme
from surfaces import registry


def test_active_letters_are_the_sections_shown() -> None:
    cls = registry.get("glossary_page")
    for lang, seed in (("en", 0), ("en", 2), ("de", 1), ("fr", 3), ("es", 4), ("nl", 5)):
        params = cls().sample(np.random.default_rng([seed, 5]),
                              Content(lang, np.random.default_rng([seed, 11])))
        theme = make_theme(False, "blue")
        page = cls().compose(params, theme)
        sections = {r.label for r in page.regions if r.name == "letter"}
        bar = {i for i, r in enumerate(page.regions) if r.name == "alphabet"}
        active = set()
        for op in page.text_blocks():
            if op.region in bar:
                glyphs = [g for ln in op.laid.lines for g in ln.glyphs]
                if glyphs and glyphs[0].style.color == theme.link:
                    active.add(glyphs[0].char)
            elif op.role == "prose":
                assert not op.laid.truncated, (lang, seed)
        assert sections and active == sections, (lang, seed, active, sections)
