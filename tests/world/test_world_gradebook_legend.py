"""A gradebook explains its orange badge (a legend: late work) and keeps whole column titles
(a long assignment name wraps instead of ending in "…"); the roster is alphabetical."""

from __future__ import annotations

import numpy as np
from world_helpers import sampled

from generator.content import Content
from generator.page import make_theme
from surfaces import registry


def test_roster_is_sorted():
    for lang, seed, p in sampled("gradebook", 15):
        names = [r[0][0] for r in p["rows"]]
        assert names == sorted(names), (lang, seed)


def test_badges_have_a_legend_and_titles_are_whole():
    cls = registry.get("gradebook")
    for lang, seed in (("en", 26), ("de", 1), ("it", 4)):
        params = cls().sample(np.random.default_rng([seed, 5]),
                              Content(lang, np.random.default_rng([seed, 11])))
        page = cls().compose(params, make_theme(False, "blue"))
        texts = ["".join(g.char for ln in op.laid.lines for g in ln.glyphs)
                 for op in page.text_blocks()]
        late = any(c[1] == "pill:orange" for r in params["rows"] for c in r[1:-2])
        assert not late or params["late"] in texts, (lang, seed)
        heads = [op for op in page.text_blocks() if op.role == "structural"]
        assert not any(op.laid.truncated for op in heads), (lang, seed)
