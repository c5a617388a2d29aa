"""Selection (drag) rows, SPEC 13, on one small real build of the ``selection`` preset:
coverage of categories and languages, the verifier, the snapping rule of both end boxes
(every pixel column against the line's caret positions recomputed here), and the scorer
(oracle, swapped oracle, an end point just left of its box, the standalone eval.py)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from build_helpers import build_dataset

from generator.geometry import PageGeometry
from generator.scorer.baselines import baseline_predictions
from generator.scorer.protocol import load_ground_truth, score
from generator.targets.categories import SELECTION_CATEGORIES
from generator.verify import verify_dataset

N = 21  # 3 rows a category; the 120-row check is run by hand (see the report)


@pytest.fixture(scope="module")
def selection_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("selection") / "ds"
    build_dataset(out, n=N, seed=21, preset="selection")
    return out


def _rows(out: Path) -> list[dict]:
    meta = out / "data" / "test" / "metadata.jsonl"
    return [json.loads(line) for line in meta.read_text(encoding="utf-8").splitlines()]


def _geometry(out: Path, row: dict) -> PageGeometry:
    name = row["file_name"].replace(".png", ".json.gz")
    return PageGeometry.loads_gz((out / "geometry" / "test" / name).read_bytes())


def _carets(geo: PageGeometry, line) -> list[float]:
    """The line's caret positions (SPEC 3): between two inked glyphs the middle of the gap
    between their ink, half a pixel outside an inked neighbour of an un-inked one, else the
    pen position; after the last glyph the end of its ink or advance."""
    a, b = line.glyphs
    out = []
    for i in range(a, b + 1):
        left = geo.glyphs[i - 1] if i > a else None
        right = geo.glyphs[i] if i < b else None
        if left and right and left.ink and right.ink:
            out.append((left.ink[2] + right.ink[0]) / 2)
        elif right and right.ink:
            out.append(right.ink[0] - 0.5)
        elif left and left.ink:
            out.append(left.ink[2] + 0.5)
        elif right:
            out.append(right.pen)
        else:
            out.append(left.pen + left.advance)
    return out


def _snapped(geo: PageGeometry, box: list[int]) -> tuple[int, float]:
    """(line id, caret x) every pixel column of ``box`` snaps to; fails otherwise."""
    x1, y1, x2, y2 = box
    lines = [ln for ln in geo.lines if (ln.top, ln.bottom) == (y1, y2) and
             any(g.ink and g.ink[0] <= x2 + 8 and g.ink[2] >= x1 - 8
                 for g in geo.glyphs[ln.glyphs[0]:ln.glyphs[1]])]
    assert lines, f"no line of the page is the box's line box {box}"
    line = lines[0]
    positions = _carets(geo, line)
    assert x2 - x1 >= 4, f"box {box} is under 4 px"
    owners = set()
    for x in range(x1, x2 + 1):
        dist = sorted((abs(x - p), k) for k, p in enumerate(positions))
        assert dist[0][0] < dist[1][0], f"x={x} of {box} is as near to two caret positions"
        owners.add(dist[0][1])
    assert len(owners) == 1, f"the columns of {box} snap to positions {sorted(owners)}"
    return line.id, positions[owners.pop()]


def test_every_category_and_language(selection_build: Path) -> None:
    rows = _rows(selection_build)
    assert len(rows) == N
    assert {r["category"] for r in rows} == set(SELECTION_CATEGORIES)
    assert {r["language"] for r in rows} == {"en", "de", "fr", "es", "it", "nl"}
    for r in rows:
        assert r["answer_type"] == "drag" and r["data_type"] == "selection"
        assert r["eval"] == {"type": "drag", "start_bbox": r["start_bbox"],
                             "end_bbox": r["end_bbox"]}


def test_the_written_dataset_verifies(selection_build: Path) -> None:
    report = verify_dataset(selection_build)
    assert report.checked == N and report.failed == 0, report.failures


def test_both_end_boxes_snap_to_the_ends_of_the_text(selection_build: Path) -> None:
    for row in _rows(selection_build):
        geo = _geometry(selection_build, row)
        s_line, s_x = _snapped(geo, row["start_bbox"])
        e_line, e_x = _snapped(geo, row["end_bbox"])
        x1, y1, x2, y2 = row["bbox"]
        # the start caret is at the left end of the selected ink, the end caret at its right
        assert s_line <= e_line
        assert abs(s_x - x1) <= 1.5 or s_line != e_line, (row["id"], s_x, row["bbox"])
        assert abs(e_x - x2) <= 1.5 or s_line != e_line, (row["id"], e_x, row["bbox"])
        assert s_x < e_x or s_line < e_line
        for side in ("start", "end"):
            bx1, by1, bx2, by2 = row[f"{side}_bbox"]
            px, py = row[f"{side}_point"]
            assert (px, py) == ((bx1 + bx2) // 2, (by1 + by2) // 2)


def test_oracle_swapped_and_shifted_predictions(selection_build: Path) -> None:
    rows = load_ground_truth(selection_build)
    oracle = {p["id"]: p for p in baseline_predictions("oracle", rows)}
    assert score(rows, oracle)["accuracy"] == 1.0
    swapped = {k: {"id": k, "start": p["end"], "end": p["start"]} for k, p in oracle.items()}
    assert score(rows, swapped)["accuracy"] == 1.0
    by_id = {r["id"]: r for r in rows}
    shifted = {k: {"id": k, "start": p["start"],
                   "end": [by_id[k]["end_bbox"][0] - 1, p["end"][1]]}
               for k, p in oracle.items()}
    report = score(rows, shifted)
    assert report["accuracy"] <= 0.05
    assert set(report["by_category"]) == set(SELECTION_CATEGORIES)


def test_standalone_eval_py_gives_the_same_numbers(selection_build: Path,
                                                   tmp_path: Path) -> None:
    rows = load_ground_truth(selection_build)
    preds = baseline_predictions("oracle", rows)
    preds[0] = {"id": preds[0]["id"], "start": preds[0]["start"],
                "end": [rows[0]["end_bbox"][0] - 1, preds[0]["end"][1]]}
    preds[1] = {"id": preds[1]["id"], "point": [1, 1]}  # no drag: unreadable, warned
    path = tmp_path / "preds.jsonl"
    path.write_text("".join(json.dumps(p) + "\n" for p in preds), encoding="utf-8")
    report_path = tmp_path / "report.json"
    done = subprocess.run([sys.executable, str(selection_build / "eval.py"), "--predictions",
                           str(path), "--json", str(report_path)],
                          capture_output=True, text=True, check=True)
    assert "without both 'start'" in done.stderr
    standalone = json.loads(report_path.read_text(encoding="utf-8"))
    ours = score(rows, {p["id"]: p for p in preds})
    assert standalone == json.loads(json.dumps(ours))
    assert standalone["hits"] == N - 2 and standalone["unreadable_predictions"] == 1
