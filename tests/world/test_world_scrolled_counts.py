"""A count printed above or below a list is every row the list holds: when the pane shows
fewer, it draws a scrollbar (sql_console's "16 rows fetched" over 11 rows, a vault's
"All items 41" over 10 items, both without one, were contradictions)."""

from __future__ import annotations

import re

import numpy as np

from generator.content import Content
from generator.page import make_theme
from generator.page.render import render
from surfaces import registry


def _page(name: str, lang: str, seed: int):
    cls = registry.get(name)
    params = cls().sample(np.random.default_rng([seed, 5]),
                          Content(lang, np.random.default_rng([seed, 11])))
    page = cls().compose(params, make_theme(False, "blue"))
    _, geo = render(page)
    thumbs = [op for op in page.ops if getattr(op, "name", "") == "scrollbar thumb"]
    return params, geo, bool(thumbs)


def test_sql_console_fetched_rows_are_shown_or_scroll() -> None:
    for lang, seed in (("es", 1), ("en", 2)):
        params, geo, scrolls = _page("sql_console", lang, seed)
        in_view = len({r.name for r in geo.regions if re.fullmatch(r"cell A\d+", r.name)})
        count = int(re.search(r"\d+", params["fetched"]).group(0))
        assert count == len(params["rows"])
        assert scrolls == (in_view < count), (lang, seed, in_view, count)


def test_vault_count_is_its_items_shown_or_scrolled() -> None:
    for lang, seed in (("fr", 1), ("en", 2), ("nl", 3)):
        params, geo, scrolls = _page("password_manager", lang, seed)
        in_view = len({r.name for r in geo.regions if re.fullmatch(r"item \d+", r.name)})
        words = [w.text for w in geo.words]
        assert str(len(params["items"])) in words
        assert scrolls == (in_view < len(params["items"])), (lang, seed)
