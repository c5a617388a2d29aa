"""Truncation where real software wraps, scrolls or clips (wave 22): a Notion page title
wraps, a unified diff clips a long code line at the pane's edge under a horizontal scrollbar,
a departure board names fewer via stops; and a cursor between two words of a query is never
anchored on an SQL keyword or a one-letter alias ("zwischen »AND« und »o«")."""

from __future__ import annotations

import numpy as np
import pytest
from world_helpers import composed_pages, rendered, sample_target

from generator.targets.common import SQL_KEYWORDS, weak_code_anchor

SEEDS = range(30)


def _cut_lines(page, regions):
    """(region name, line text) of every line ending in "…" inside ``regions``."""
    names = {k: r.name for k, r in enumerate(page.regions)}
    for block in page.text_blocks():
        name = names.get(block.region, "")
        if not any(name == r or name.startswith(r + " ") for r in regions):
            continue
        for line in block.laid.lines:
            text = "".join(g.char for g in line.glyphs)
            if text.endswith("…"):
                yield name, block.role, text


def test_notion_title_wraps_and_is_never_cut() -> None:
    for lang, seed, page in composed_pages("notion_page", SEEDS):
        # (the breadcrumb in the top bar may cut a title too long for the bar, as Notion's
        # does; the page's own title and blocks never)
        cut = list(_cut_lines(page, ("page",)))
        assert not cut, (lang, seed, cut)


def test_diff_code_lines_are_clipped_never_ellipsised() -> None:
    clipped = 0
    for lang, seed, page in composed_pages("diff_viewer", SEEDS):
        cut = [c for c in _cut_lines(page, ("diff",)) if c[1] == "code"]
        assert not cut, (lang, seed, cut)
        codes = [b for b in page.text_blocks() if b.role == "code" and b.laid.lines]
        for b in codes:  # a clipped line stays inside its pane
            assert b.right <= b.laid.box[2] + 1, (lang, seed, b.laid.box)
        if any(b.clipped for b in codes):
            clipped += 1
            assert any(getattr(op, "name", "") == "scrollbar thumb" for op in page.ops), \
                (lang, seed)
    assert clipped, "no page had a line long enough to clip"


def test_train_via_lines_never_cut() -> None:
    for lang, seed, page in composed_pages("train_timetable", SEEDS):
        cut = list(_cut_lines(page, ("row",)))
        assert not cut, (lang, seed, cut)


@pytest.mark.parametrize("text, before, weak", [
    ("AND", "WHERE c.city = 'X' ", True), ("o", "WHERE c.city = 'X' AND ", True),
    ("SELECT", "", True), ("customers", "FROM ", False), ("if", "    ", True),
    ("in", "-- orders of customers ", False), ("is", '    """Rows that ', False),
    ("load_orders", "def ", False)])
def test_weak_code_anchor(text, before, weak) -> None:
    assert weak_code_anchor(text, before) is weak


def test_sql_cursor_pairs_skip_keywords_and_aliases() -> None:
    pairs = 0
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in SEEDS:
            _, geo = rendered("sql_console", lang, seed)
            for k in range(3):
                t = sample_target(geo, "between_words", np.random.default_rng([seed, k]))
                if t is None or not t.ref.get("code"):
                    continue
                pairs += 1
                for word in t.ref["texts"]:
                    assert len(word) > 1 and word not in SQL_KEYWORDS, (lang, seed, t.ref["texts"])
    assert pairs > 50, pairs
