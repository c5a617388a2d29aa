"""Issue 17's checks, script-free, on a small default build with geometry (seed 90211):
caret boxes snap, cell addresses only where printed, invoice blocks and difficulty near
v1. The 500-row figures are in the report of the change (the same checks, larger n)."""

from __future__ import annotations

import json
import re
import statistics
from collections import Counter
from pathlib import Path

import pytest
from build_helpers import build_dataset

from generator.geometry import PageGeometry

N = 60
CARETS = {"caret_before_word", "caret_after_word", "caret_between_chars", "line_start",
          "line_end", "sentence_boundary", "paragraph_start", "paragraph_end"}
CELL = re.compile(r"\b(?:cell|celda|cellule|Zelle|cella|cel)\s+([A-Z]{1,2})(\d+)\b")


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory):
    out = tmp_path_factory.mktemp("reader") / "out"
    build_dataset(out, n=N, seed=90211)
    rows = [json.loads(x) for x in (out / "data/test/metadata.jsonl").open()]
    return out, rows


def geometry(out: Path, row: dict) -> PageGeometry:
    stem = row["file_name"].split(".")[0]
    return PageGeometry.loads_gz((out / "geometry/test" / f"{stem}.json.gz").read_bytes())


def pens(geo: PageGeometry, line) -> list[float]:
    a, b = line.glyphs
    return [geo.glyphs[i].pen for i in range(a, b)] + \
        [geo.glyphs[b - 1].pen + geo.glyphs[b - 1].advance]


def nearest(p: list[float], x: float) -> int:
    return min(range(len(p)), key=lambda j: abs(x - p[j]))


def test_caret_boxes_place_the_caret_on_their_position(built) -> None:
    out, rows = built
    checked = bad = 0
    for row in rows:
        if row["category"] not in CARETS:
            continue
        geo = geometry(out, row)
        x1, y1, x2, y2 = row["bbox"]
        cy = (y1 + y2) / 2
        line = next(ln for ln in geo.lines if ln.top == y1 and ln.bottom == y2
                    and min(pens(geo, ln)) - 20 <= (x1 + x2) / 2 <= max(pens(geo, ln)) + 20
                    and ln.top <= cy <= ln.bottom)
        p = pens(geo, line)
        k = nearest(p, (x1 + x2) / 2)
        checked += 1
        bad += any(nearest(p, x) != k for x in range(x1 + 1, x2))  # 1 px tolerance
    assert checked >= 15
    assert bad <= 0.02 * checked, f"{bad} of {checked} caret boxes reach another position"


def test_cell_addresses_only_where_printed(built) -> None:
    out, rows = built
    for row in rows:
        m = CELL.search(row["instruction"])
        if m is None:
            continue
        geo = geometry(out, row)
        letter, number = m.groups()
        region = next(r for r in geo.regions if r.name == f"cell {letter}{number}")
        words = [(w.text, geo.word_box(w)) for w in geo.words]
        x1, y1, x2, y2 = region.box
        assert any(t == letter and x1 <= (b[0] + b[2]) / 2 <= x2 and b[3] <= y1
                   for t, b in words), f"{row['id']}: column {letter} is not printed"
        assert any(t == number and y1 <= (b[1] + b[3]) / 2 <= y2 and b[2] <= x1
                   for t, b in words), f"{row['id']}: row {number} is not printed"


def test_invoice_blocks_and_difficulty_look_like_v1(built) -> None:
    _, rows = built
    recipients = [r["bbox"] for r in rows if r["category"] == "invoice_recipient"]
    for b in recipients:  # the whole customer block: several lines tall, not a page
        assert 30 <= b[3] - b[1] <= 140, b
    if len(recipients) >= 5:  # v1's median is 54 px; a median of one or two rows says little
        assert 0.6 * 54 <= statistics.median(b[3] - b[1] for b in recipients) <= 1.4 * 54
    mix = Counter(r["difficulty"] for r in rows)
    v1 = {"easy": 12.2, "medium": 48.4, "hard": 39.4}
    for level, share in v1.items():  # n = 80: a looser band than the 500-row 8 points
        assert abs(100 * mix[level] / len(rows) - share) <= 15, dict(mix)
