"""A line target is a line a reader sees as one: never a cell of a row (a log's timestamp
beside its message, a table's cells), which a reader calls part of the row."""

from __future__ import annotations

import numpy as np

from generator.layout import Span, Style
from generator.page import Page, make_theme
from generator.page.render import render
from generator.targets import SAMPLERS, PageIndex


def _log_and_code():
    theme = make_theme(False)
    page = Page(1024, 768, theme)
    st = Style("dejavu_sans_mono", 14, theme.text)
    with page.region("log", "body", (0, 0, 1024, 400)):
        for k in range(8):  # rows: a timestamp cell, then the message cell beside it
            y = 20 + k * 24
            page.text((20, y, 130, y + 22), [[Span(f"07:02:{10 + k}.087", st)]], st, role="code")
            page.text((150, y, 1000, y + 22), [[Span(f"worker {k} finished job batch {k}", st)]],
                      st, role="code")
    with page.region("editor", "body", (0, 420, 1024, 768)):
        lines = [f"total = compute_total(items, rate={k})" for k in range(6)]
        page.text((20, 430, 1000, 760), [[Span(t, st)] for t in lines], st, role="code")
    return render(page)


def test_line_targets_skip_the_cells_of_a_row() -> None:
    _, geo = _log_and_code()
    index = PageIndex(geo)
    cells = index.row_cells
    assert {geo.line_text(geo.lines[i]) for i in cells} >= {"07:02:10.087", "worker 0 finished job batch 0"}
    picked = set()
    for category in ("line_bbox", "line_start", "line_end"):
        for seed in range(20):
            target = SAMPLERS[category](index, category, np.random.default_rng(seed))
            if target is not None:
                ys = target.bbox[1]
                picked.add(ys >= 420)
    assert picked == {True}, "a line target fell on a log row's cell"
