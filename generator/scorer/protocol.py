#!/usr/bin/env python3
"""Pointerbench-Text scoring protocol: score predictions against one split.

Standard library only; copied verbatim into every built dataset as ``eval.py``::

    python eval.py --show-system-prompt
    python eval.py --predictions preds.jsonl [--gt OUT] [--split test] [--json report.json]

``--gt``: the dataset directory (default: this script's directory), its
``data/``, ``data/<split>/`` or a ``metadata.jsonl``.  Exit code 0 when scored,
2 on bad input (one ``error: ...`` line on stderr, never a traceback).

Every rule below is the released scorer's (``pointerbench-text/eval.py`` of
warmwindOS/pointerbench); given the same files the numbers are equal.

Predictions: JSONL, or a JSON list, of objects with a string ``id``, e.g.
``{"id": "pbt_0001", "point": [612, 388]}`` or ``{"id": "pbt_0002", "bbox":
[193, 643, 807, 688]}``.  An id given more than once: its LAST record is used
(and the id is counted in ``duplicate_ids``).  Records that are not objects or
have no string ``id`` are skipped with a warning.

- point rows: the first of ``point``, ``pred``, ``coordinate``, ``prediction``
  holding a list of 2 or more items gives the point: its first two items,
  through ``float()`` (so a 4-number box on a point row yields its first
  corner).  Otherwise flat ``x`` and ``y`` through ``float()``.  Strings are
  never read as points (SPEC 9 lists strings for boxes only).
- bbox rows: the first of ``bbox``, ``box``, ``pred``, ``prediction`` holding 4
  or more numbers gives the box: its first four.  A string's numbers are the
  matches of ``-?\\d+(?:\\.\\d+)?``; a list's are its JSON numbers (other items
  are dropped).  Otherwise flat ``x0``, ``y0``, ``x1``, ``y1`` (all four
  present, through ``float()``); otherwise the first four numbers of the first
  non-empty of ``text``, ``raw``, ``answer``.  Corners are sorted.
- NaN and infinities are read like any number (the comparisons then decide).

Hit rules.  A row's kind is its ``answer_type`` (``bbox`` or anything else:
point), or, without one, ``bbox`` iff ``eval.type == "iou"``.  The target is
the row's ``bbox``; ``eval`` supplies only ``min_coverage`` / ``min_precision``
(defaults 0.9, 0.7).

- point: hit iff ``x1 <= x <= x2 and y1 <= y <= y2`` (edges inclusive).
- bbox: with ``inter``, ``pred_area`` and ``gt_area`` clamped at 0,
  ``coverage = inter / gt_area`` and ``precision = inter / pred_area`` (each 0
  when its area is 0); hit iff ``coverage >= min_coverage and precision >=
  min_precision``.  So a zero-area predicted or ground-truth box misses
  unless both thresholds are <= 0.

Multi-target rows (training sets, ``--targets-per-page`` / ``--negatives``): a
row with a ``targets`` list is scored as one row per target, id ``<row id>#<k>``
(k from 0, in the list's order), with the page's keys (surface, language, ...).
Predict each target under that id, or give one record ``{"id": "<row id>",
"targets": [prediction, ...]}`` whose items (objects, in the same order) become
those ids.  An ``absent`` target (``eval: {"type": "absent"}``: the text is not
on the page) is a hit iff the prediction says absent: ``"absent": true``, or
the string ``"absent"`` (any case, surrounding spaces and punctuation ignored)
as its ``answer``, ``text``, ``raw``, ``prediction`` or ``pred``; any other
prediction (a point, a box) is a miss.  Rows without ``targets`` and without
absent targets are scored exactly as released.

Row outcomes: ``hit``, ``miss``, ``missing`` (no prediction has the id) or
``unreadable`` (no point/box for the row's kind).  ``missing_predictions``
counts both of the latter, as in the released report; ``unreadable_predictions``
is the unreadable share.  Accuracies are rounded to 4 places; each breakdown
cell is ``{"acc", "n", "hits"}``.  Extras beyond the released report:
``unreadable_predictions``, ``unknown_ids``, ``duplicate_ids``, ``rows`` and
each cell's ``hits``.  Invalid JSON and malformed ground truth are fatal
(``ScorerError`` naming the line).
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any, Iterable, Sequence

AXES = ("answer_type", "data_type", "category", "surface", "language", "difficulty")
POINT_KEYS = ("point", "pred", "coordinate", "prediction")
BOX_KEYS = ("bbox", "box", "pred", "prediction")
FLAT_BOX_KEYS = ("x0", "y0", "x1", "y1")
TEXT_KEYS = ("text", "raw", "answer")
DEFAULT_MIN_COVERAGE = 0.9
DEFAULT_MIN_PRECISION = 0.7
ACCURACY_DIGITS = 4
MAX_PRINTED_SURFACES = 20
_NUMBER_RE = re.compile(r"-?\d+(?:\.\d+)?")

# The released scorer's recommended prompt, word for word.
SYSTEM_PROMPT = (
    "You are evaluating Pointerbench, a GUI grounding benchmark. "
    "You will receive one 1024x768 screenshot and one task instruction. "
    "Use absolute pixel coordinates with origin at the top-left of the image. "
    "Do not return normalized coordinates. Do not crop or resize the coordinate frame. "
    "For point tasks, return JSON like {\"point\": [x, y]}. "
    "For bounding-box tasks, return JSON like {\"bbox\": [x0, y0, x1, y1]}."
)


class ScorerError(Exception):
    """A fatal input problem: unreadable file, malformed JSON, bad ground truth."""


class Predictions(dict):
    """Predictions keyed by id; ``duplicate_ids`` lists ids seen more than once."""

    def __init__(self) -> None:
        super().__init__()
        self.duplicate_ids: list[str] = []


def _read_text(path: Path, what: str) -> str:
    """The text of ``path``: a file, a pipe or ``/dev/stdin``; ``-`` is standard input."""
    if str(path) == "-":
        try:
            return sys.stdin.buffer.read().decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise ScorerError(f"{what} on standard input is not UTF-8 text "
                              f"({exc.reason})") from None
    if path.is_dir() or not path.exists():
        raise ScorerError(f"{what} {'is not a file' if path.exists() else 'not found'}: {path}")
    try:
        return path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ScorerError(f"{what} {path} is not UTF-8 text ({exc.reason})") from None
    except OSError as exc:
        raise ScorerError(f"cannot read {what} {path}: {exc.strerror or exc}") from None


def _parse_records(text: str, path: Path) -> list[tuple[int, Any]]:
    """``(number, value)`` pairs: JSONL line numbers, or JSON-list item numbers."""
    whole = text.lstrip().startswith("[")
    chunks = [(1, text)] if whole else list(enumerate(text.splitlines(), 1))
    records = []
    for number, chunk in chunks:
        if not chunk.strip():
            continue
        try:
            records.append((number, json.loads(chunk)))
        except json.JSONDecodeError as exc:
            line = exc.lineno if whole else number
            raise ScorerError(f"{path} line {line}: invalid JSON "
                              f"({exc.msg}, column {exc.colno})") from None
        except (ValueError, RecursionError) as exc:  # a 5000-digit number, deep nesting
            reason = "nested too deeply" if isinstance(exc, RecursionError) else str(exc)
            raise ScorerError(f"{path} line {number}: unreadable JSON ({reason})") from None
    if whole:
        if not isinstance(records[0][1], list):
            raise ScorerError(f"{path}: expected a JSON list")
        return list(enumerate(records[0][1], 1))
    return records


def resolve_ground_truth(path: str | Path, split: str = "test") -> Path:
    """Find ``metadata.jsonl`` given OUT, OUT/data, OUT/data/<split> or the file."""
    base = Path(path)
    if base.is_file():
        return base
    if base.is_dir():
        candidates = [base / "metadata.jsonl", base / split / "metadata.jsonl",
                      base / "data" / split / "metadata.jsonl"]
        for candidate in candidates:
            if candidate.is_file():
                return candidate
        raise ScorerError(f"no metadata.jsonl for split {split!r} under {base}")
    raise ScorerError(f"ground truth not found: {base}")


def load_ground_truth(path: str | Path, split: str = "test") -> list[dict]:
    """Load and validate the ground-truth rows of one split."""
    meta = resolve_ground_truth(path, split)
    rows: list[dict] = []
    seen: set[str] = set()
    for number, row in _parse_records(_read_text(meta, "ground truth"), meta):
        where = f"{meta} line {number}"
        if not isinstance(row, dict):
            raise ScorerError(f"{where}: expected a JSON object")
        row_id = row.get("id")
        if not isinstance(row_id, str) or not row_id:
            raise ScorerError(f"{where}: missing string 'id'")
        if row_id in seen:
            raise ScorerError(f"{where}: duplicate id {row_id!r}")
        seen.add(row_id)
        for target_row in _target_rows(row, where):
            try:
                row_rule(target_row)
            except ScorerError as exc:
                raise ScorerError(f"{where}: {exc}") from None
            rows.append(target_row)
    if not rows:
        raise ScorerError(f"ground truth {meta} has no rows")
    return rows


def _target_rows(row: dict, where: str) -> list[dict]:
    """A multi-target row as one row per target (id ``<row id>#<k>``), else ``[row]``."""
    targets = row.get("targets")
    if targets is None:
        return [row]
    if not isinstance(targets, list) or not all(isinstance(t, dict) for t in targets):
        raise ScorerError(f"{where}: 'targets' must be a list of objects")
    page = {key: value for key, value in row.items() if key != "targets"}
    return [{**page, **target, "id": f"{row['id']}#{k}"} for k, target in enumerate(targets)]


def load_predictions(path: str | Path) -> tuple[Predictions, list[str]]:
    """Load predictions keyed by id (the last record of an id wins), plus warnings."""
    source = Path(path)
    preds = Predictions()
    warnings: list[str] = []
    seen: dict[str, int] = {}
    for number, record in _parse_records(_read_text(source, "predictions"), source):
        where = f"{source} line {number}"
        if not isinstance(record, dict):
            warnings.append(f"{where}: not a JSON object ({type(record).__name__}); "
                            "record ignored")
        elif not isinstance(record.get("id"), str):
            warnings.append(f"{where}: no string 'id'; record ignored")
        else:
            for pred_id, pred in _target_predictions(record):
                seen[pred_id] = seen.get(pred_id, 0) + 1
                preds[pred_id] = pred
    preds.duplicate_ids = sorted(pred_id for pred_id, k in seen.items() if k > 1)
    for pred_id in preds.duplicate_ids:
        warnings.append(f"id {pred_id!r} appears {seen[pred_id]} times; "
                        "the last record is used")
    if not preds:
        warnings.append(f"{source} holds no usable predictions")
    return preds, warnings


def _target_predictions(record: dict) -> list[tuple[str, dict]]:
    """``{"id", "targets": [...]}`` as one prediction per target; else the record."""
    targets = record.get("targets")
    if not isinstance(targets, list):
        return [(record["id"], record)]
    return [(f"{record['id']}#{k}", item if isinstance(item, dict) else {})
            for k, item in enumerate(targets)]


def says_absent(pred: dict) -> bool:
    """Whether a prediction says the target is not on the page (see the docstring)."""
    if pred.get("absent") is True:
        return True
    for key in ("answer", "text", "raw", "prediction", "pred"):
        value = pred.get(key)
        if isinstance(value, str) and value.strip(" .!\"'").casefold() == "absent":
            return True
    return False


def _to_float(value: Any) -> float | None:
    """``float(value)``, or None where it would raise (the released scorer crashes)."""
    try:
        return float(value)
    except (TypeError, ValueError, OverflowError):
        return None


def _numbers(value: Any) -> list[float]:
    """A string's pattern matches, or a list's JSON numbers; nothing otherwise."""
    if isinstance(value, str):
        return [float(match) for match in _NUMBER_RE.findall(value)]
    if isinstance(value, (list, tuple)):
        try:
            return [float(v) for v in value if isinstance(v, (int, float))]
        except OverflowError:  # an integer beyond float range
            return []
    return []


def _pair(x: Any, y: Any) -> tuple[float, float] | None:
    fx, fy = _to_float(x), _to_float(y)
    return None if fx is None or fy is None else (fx, fy)


def extract_point(pred: dict) -> tuple[float, float] | None:
    """The predicted point of a record, or None when it has no point."""
    for key in POINT_KEYS:
        value = pred.get(key)
        if isinstance(value, (list, tuple)) and len(value) >= 2:
            return _pair(value[0], value[1])  # this key decides, as in the released
    if "x" in pred and "y" in pred:
        return _pair(pred["x"], pred["y"])
    return None


def extract_box(pred: dict) -> tuple[float, float, float, float] | None:
    """The predicted box (corners sorted), or None when it has no box."""
    for key in BOX_KEYS:
        nums = _numbers(pred.get(key))
        if len(nums) >= 4:
            return sort_corners(nums[:4])
    if all(key in pred for key in FLAT_BOX_KEYS):
        flat = [_to_float(pred[key]) for key in FLAT_BOX_KEYS]
        return None if any(v is None for v in flat) else sort_corners(flat)  # type: ignore[arg-type]
    text = None
    for key in TEXT_KEYS:  # the first non-empty value, usable or not
        text = text or pred.get(key)
    nums = _numbers(text)
    return sort_corners(nums[:4]) if len(nums) >= 4 else None


def sort_corners(box: Sequence[float]) -> tuple[float, float, float, float]:
    """``(min x, min y, max x, max y)``; argument order as released (NaN-exact)."""
    x0, y0, x1, y1 = (float(v) for v in box)
    return min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)


def point_hit(point: Sequence[float], box: Sequence[float]) -> bool:
    """Point-in-box with inclusive edges."""
    x1, y1, x2, y2 = sort_corners(box)
    return x1 <= point[0] <= x2 and y1 <= point[1] <= y2


def box_hit(pred: Sequence[float], gt: Sequence[float],
            min_coverage: float = DEFAULT_MIN_COVERAGE,
            min_precision: float = DEFAULT_MIN_PRECISION) -> bool:
    """Coverage/precision rule, evaluated in the released scorer's exact order."""
    ax0, ay0, ax1, ay1 = sort_corners(pred)
    bx0, by0, bx1, by1 = sort_corners(gt)
    inter = (max(0.0, min(ax1, bx1) - max(ax0, bx0))
             * max(0.0, min(ay1, by1) - max(ay0, by0)))
    pred_area = max(0.0, ax1 - ax0) * max(0.0, ay1 - ay0)
    gt_area = max(0.0, bx1 - bx0) * max(0.0, by1 - by0)
    coverage = inter / gt_area if gt_area else 0.0
    precision = inter / pred_area if pred_area else 0.0
    return coverage >= min_coverage and precision >= min_precision


def _finite(value: Any) -> bool:  # ground truth: JSON numbers only
    number = _to_float(value) if isinstance(value, (int, float)) else None
    return number is not None and math.isfinite(number)


def row_rule(row: dict) -> dict:
    """A ground-truth row's rule: kind, answer_type label, bbox and thresholds."""
    rule = row["eval"] if isinstance(row.get("eval"), dict) else {}
    # <drag>
    if row.get("answer_type") == "drag" or (not row.get("answer_type")
                                            and rule.get("type") == "drag"):
        return _drag_rule(row, rule)
    # </drag>
    if rule.get("type") == "absent" or row.get("answer_type") == "absent":
        return {"kind": "absent", "answer_type": "absent", "bbox": None}
    answer_type = row.get("answer_type") or ("bbox" if rule.get("type") == "iou" else "point")
    kind = "bbox" if answer_type == "bbox" else "point"
    box = row.get("bbox")
    if not isinstance(box, (list, tuple)) or len(box) != 4 or not all(map(_finite, box)):
        raise ScorerError("bbox must be a list of 4 finite numbers")
    resolved = {"kind": kind, "answer_type": _label(answer_type),
                "bbox": list(sort_corners(box))}
    if kind == "bbox":
        for key, default in (("min_coverage", DEFAULT_MIN_COVERAGE),
                             ("min_precision", DEFAULT_MIN_PRECISION)):
            number = _to_float(rule.get(key, default))
            if number is None:
                raise ScorerError(f"eval {key} must be a number")
            resolved[key] = number
    return resolved


# <drag>
# Drag rows (SPEC 13, beyond the released scorer; every other row is scored as
# released). Lines between the drag markers are left out of the OUT/eval.py of a
# build without drag rows, which is then the released protocol byte for byte.
# A drag row: ``answer_type == "drag"`` (or ``eval.type == "drag"``) with
# ``eval.start_bbox`` and ``eval.end_bbox`` (else the row's own), 4 finite numbers
# each, else the ground truth is malformed. A prediction ``{"id", "start": [x, y],
# "end": [x, y]}`` (or ``"drag": [[x, y], [x, y]]`` or 4 numbers) hits iff each
# point lies in its box, edges inclusive, in either order (a selection dragged right
# to left selects the same text); without both points it is ``unreadable``, and
# evaluate_files names such rows in a warning. A drag target inside a multi-target
# row's ``targets`` is scored the same way, as its own ``<row id>#<k>`` row (its
# prediction an item of the page's ``targets`` list or an ``<id>#<k>`` record).
def _drag_rule(row: dict, rule: dict) -> dict:
    ends = []
    for key in ("start_bbox", "end_bbox"):
        box = rule.get(key, row.get(key))
        if not isinstance(box, (list, tuple)) or len(box) != 4 or not all(map(_finite, box)):
            raise ScorerError(f"drag row: eval {key} must be a list of 4 finite numbers")
        ends.append(list(sort_corners(box)))
    return {"kind": "drag", "answer_type": "drag", "start": ends[0], "end": ends[1]}


def extract_drag(pred: dict) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """The predicted (start, end) points of a drag, or None."""
    start, end = pred.get("start"), pred.get("end")
    if not (isinstance(start, (list, tuple)) and isinstance(end, (list, tuple))):
        drag = pred.get("drag")
        if isinstance(drag, (list, tuple)) and len(drag) == 2:
            start, end = drag
        elif isinstance(drag, (list, tuple)) and len(drag) == 4:
            start, end = drag[:2], drag[2:]
        else:
            return None
    if not (isinstance(start, (list, tuple)) and isinstance(end, (list, tuple))
            and len(start) >= 2 and len(end) >= 2):
        return None
    a, b = _pair(start[0], start[1]), _pair(end[0], end[1])
    return None if a is None or b is None else (a, b)


def drag_hit(start: Sequence[float], end: Sequence[float], rule: dict) -> bool:
    """Each point in its end box (edges inclusive), in either order."""
    s_box, e_box = rule["start"], rule["end"]
    return (point_hit(start, s_box) and point_hit(end, e_box)) or \
        (point_hit(end, s_box) and point_hit(start, e_box))


# </drag>
def judge(rule: dict, pred: dict | None) -> str:
    """Outcome of one row (its ``row_rule``): hit, miss, missing or unreadable."""
    if pred is None:
        return "missing"
    # <drag>
    if rule["kind"] == "drag":
        drag = extract_drag(pred)
        if drag is None:
            return "unreadable"
        return "hit" if drag_hit(drag[0], drag[1], rule) else "miss"
    # </drag>
    if rule["kind"] == "absent":
        return "hit" if says_absent(pred) else "miss"
    if rule["kind"] == "point":
        point = extract_point(pred)
        if point is None:
            return "unreadable"
        return "hit" if point_hit(point, rule["bbox"]) else "miss"
    box = extract_box(pred)
    if box is None:
        return "unreadable"
    hit = box_hit(box, rule["bbox"], rule["min_coverage"], rule["min_precision"])
    return "hit" if hit else "miss"


def _label(value: Any) -> Any:
    """A breakdown key: the row's JSON value itself, as released (lists/dicts as JSON)."""
    return json.dumps(value, sort_keys=True) if isinstance(value, (list, dict)) else value


def _sorted_keys(keys: Iterable[Any]) -> list[Any]:
    try:
        return sorted(keys)
    except TypeError:  # mixed types: the released scorer crashes here
        return sorted(keys, key=lambda k: (type(k).__name__, str(k)))


def _cell(n: int, hits: int) -> dict:
    return {"acc": round(hits / n, ACCURACY_DIGITS) if n else 0.0, "n": n, "hits": hits}


def score(gt_rows: list[dict], preds: dict[str, dict],
          duplicate_ids: Iterable[str] | None = None) -> dict:
    """Score predictions against ground-truth rows and return the full report."""
    if duplicate_ids is None:
        duplicate_ids = getattr(preds, "duplicate_ids", ())
    tallies: dict[str, dict] = {axis: defaultdict(lambda: [0, 0]) for axis in AXES}
    counts = {"hit": 0, "miss": 0, "missing": 0, "unreadable": 0}
    rows = []
    for row in gt_rows:
        rule = row_rule(row)
        reason = judge(rule, preds.get(row["id"]))
        counts[reason] += 1
        rows.append({"id": row["id"], "hit": reason == "hit", "reason": reason})
        for axis in AXES:
            value = rule["answer_type"] if axis == "answer_type" else row.get(axis, "?")
            cell = tallies[axis][_label(value)]
            cell[0] += 1
            cell[1] += reason == "hit"
    known = {row["id"] for row in gt_rows}
    report: dict[str, Any] = {
        "n": len(gt_rows),
        "accuracy": _cell(len(gt_rows), counts["hit"])["acc"],
        "hits": counts["hit"],
        "missing_predictions": counts["missing"] + counts["unreadable"],
    }
    for axis in AXES:
        report[f"by_{axis}"] = {key: _cell(*tallies[axis][key])
                                for key in _sorted_keys(tallies[axis])}
    report["unreadable_predictions"] = counts["unreadable"]
    report["unknown_ids"] = sum(1 for pred_id in preds if pred_id not in known)
    report["duplicate_ids"] = len(set(duplicate_ids))
    report["rows"] = rows
    return report


def evaluate_files(predictions: str | Path, gt: str | Path,
                   split: str = "test") -> tuple[dict, list[str]]:
    """Load both files, score them, and return (report, warnings)."""
    gt_rows = load_ground_truth(gt, split)
    preds, warnings = load_predictions(predictions)
    known = {row["id"] for row in gt_rows}
    unknown = sorted(pred_id for pred_id in preds if pred_id not in known)
    if unknown:
        shown = ", ".join(unknown[:5]) + (", ..." if len(unknown) > 5 else "")
        warnings.append(f"{len(unknown)} prediction id(s) not in the ground truth "
                        f"(ignored): {shown}")
    # <drag>
    report = score(gt_rows, preds)
    drags = {row["id"] for row in gt_rows if row_rule(row)["kind"] == "drag"}
    bad = [r["id"] for r in report["rows"] if r["reason"] == "unreadable" and r["id"] in drags]
    if bad:
        warnings.append(f"{len(bad)} drag row(s) have a prediction without both 'start' "
                        f"[x, y] and 'end' [x, y] (counted as misses): "
                        + ", ".join(bad[:5]) + (", ..." if len(bad) > 5 else ""))
    return report, warnings
    # </drag>
    return score(gt_rows, preds), warnings


def write_report(report: dict, path: str | Path) -> None:
    """Write the report as indented JSON."""
    try:
        Path(path).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    except OSError as exc:
        raise ScorerError(f"cannot write report {path}: {exc.strerror or exc}") from None


def _table(title: str, cells: dict[str, dict]) -> list[str]:
    header = [title, "n", "hits", "accuracy"]
    body = [[str(key), str(c["n"]), str(c["hits"]), f"{c['acc'] * 100:.2f}%"]
            for key, c in cells.items()]
    widths = [max(len(r[i]) for r in [header, *body]) for i in range(4)]

    def line(cols: list[str]) -> str:
        return "  ".join(c.ljust(widths[i]) if i == 0 else c.rjust(widths[i])
                         for i, c in enumerate(cols))

    return [line(header), "  ".join("-" * w for w in widths)] + [line(r) for r in body]


def format_report(report: dict) -> str:
    """Aligned plain-text tables: overall first, then one table per axis."""
    overall = {"all": _cell(report["n"], report["hits"])}
    lines = [f"Pointerbench-Text: {report['n']} examples", ""]
    lines += _table("overall", overall)
    notes = [("missing_predictions", "rows without a usable prediction (counted as misses)"),
             ("unreadable_predictions", "of them with a prediction that could not be read"),
             ("unknown_ids", "prediction ids not in the ground truth (ignored)"),
             ("duplicate_ids", "ids predicted more than once (last record used)")]
    for key, text in notes:
        if report.get(key):
            lines.append(f"! {report[key]} {text}")
    for axis in AXES:
        cells = report[f"by_{axis}"]
        lines.append("")
        if axis == "surface" and len(cells) > MAX_PRINTED_SURFACES:
            lines.append(f"by surface: {len(cells)} surfaces, see --json")
            continue
        lines += _table(f"by {axis}", cells)
    return "\n".join(lines)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="eval.py", description="Score predictions on Pointerbench-Text.")
    parser.add_argument("--predictions", type=Path,
                        help="JSONL or JSON list of {id, point|bbox|...} objects")
    parser.add_argument("--gt", type=Path, default=Path(__file__).resolve().parent,
                        help="dataset dir, data dir, split dir or metadata.jsonl "
                             "(default: this script's directory)")
    parser.add_argument("--split", default="test", help="split name (default: test)")
    parser.add_argument("--json", type=Path, help="also write the full report here")
    parser.add_argument("--show-system-prompt", action="store_true",
                        help="print the recommended system prompt and exit")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point; returns the exit code (0 ok, 2 bad input)."""
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exc:  # argparse: --help (0) or a usage error (2)
        return exc.code if isinstance(exc.code, int) else 2
    if args.show_system_prompt:
        print(SYSTEM_PROMPT)
        return 0
    if args.predictions is None:
        print("error: --predictions is required (or use --show-system-prompt)",
              file=sys.stderr)
        return 2
    try:
        report, warnings = evaluate_files(args.predictions, args.gt, args.split)
        if args.json is not None:
            write_report(report, args.json)
    except ScorerError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    for warning in warnings:
        print(f"warning: {warning}", file=sys.stderr)
    print(format_report(report))
    if args.json is not None:
        print(f"report written to {args.json}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
