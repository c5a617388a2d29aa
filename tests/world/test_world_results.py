"""A result grid that holds more rows than its pane shows looks scrolled: the status line
counts every row ("20 rows"), so when fewer are in view the pane draws a scrollbar, and the
rows in view plus the scrollbar never overlap."""

from __future__ import annotations

import re

import numpy as np

from generator.content import Content
from generator.page import make_theme
from generator.page.render import render
from surfaces import registry


def test_a_longer_result_than_the_pane_draws_a_scrollbar() -> None:
    scrolled = 0
    cls = registry.get("query_results")
    for seed in range(8):
        params = cls().sample(np.random.default_rng([seed, 5]),
                              Content("en", np.random.default_rng([seed, 11])))
        page = cls().compose(params, make_theme(False, "blue"))
        _, geo = render(page)
        in_view = len({r.name for r in geo.regions if re.fullmatch(r"cell A\d+", r.name)})
        count = int(re.search(r"\d+", params["status"]).group(0))
        assert count == len(params["rows"])
        thumbs = [op for op in page.ops if getattr(op, "name", "") == "scrollbar thumb"]
        assert bool(thumbs) == (in_view < count), (seed, in_view, count)
        scrolled += bool(thumbs)
    assert scrolled
