#!/usr/bin/env python3
"""Pointerbench-Text scoring protocol: score predictions against one split.

Standard library only; copied verbatim into every built dataset as ``eval.py``::

    python eval.py --show-system-prompt
    python eval.py --predictions preds.jsonl [--gt OUT] [--split test] [--json report.json]

``--gt``: the dataset directory (default: this script's directory), its
``data/``, ``data/<split>/`` or a ``metadata.jsonl``.  Exit code 0 when scored,
2 on bad input (one ``error: ...`` line on stderr, never a traceback).

Predictions: JSONL, or a JSON list, of objects with a string ``id``, e.g.
``{"id": "pbt_0001", "point": [612, 388]}``, ``{"id": "pbt_0002", "bbox":
[193, 643, 807, 688]}`` or ``{"id": "pbt_0003", "prediction": "(612, 388)"}``.
Keys are tried in order and the first usable value wins:

- point rows: ``point``, ``pred``, ``coordinate``, ``prediction``, then flat
  ``x`` and ``y``.  A list must hold exactly 2 numbers (a 4-number box is not
  turned into a point); a string's first two numbers are used.
- bbox rows: ``bbox``, ``box``, ``pred``, ``prediction``, then flat ``x0``,
  ``y0``, ``x1``, ``y1``, then ``text``, ``raw``, ``answer``.  A list must hold
  exactly 4 numbers; a string's first four numbers are used.  Corners are sorted.
- Numbers: JSON numbers or numeric strings; strings are scanned with
  ``-?\\d+(?:\\.\\d+)?``.  Booleans, NaN and infinities are unusable.

Hit rules, from the row's ``eval`` (its ``bbox`` falls back to the row's
``bbox``, its ``type`` to ``answer_type``, only when absent):

- ``point_in_bbox``: hit iff ``x1 <= x <= x2 and y1 <= y <= y2`` (inclusive).
- ``iou``: hit iff ``inter / gt_area >= min_coverage`` and ``inter / pred_area
  >= min_precision`` (defaults 0.9, 0.7).  A zero-area predicted box is a miss
  (precision undefined); so is every prediction for a zero-area ground-truth
  box (coverage undefined), as in the released scorer.

Row outcomes: ``hit``, ``miss``, ``missing`` (no prediction has the id) or
``unreadable`` (no usable point/box for the row's answer type); all but
``hit`` are wrong.  Ids not in the ground truth count in ``unknown_ids``; an id
given twice counts in ``duplicate_ids`` and its first record is used.  Invalid
JSON or a non-object record is fatal (``ScorerError`` naming the line); a
record without a string ``id`` is skipped with a warning.
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
MAX_PRINTED_SURFACES = 20
_NUMBER_RE = re.compile(r"-?\d+(?:\.\d+)?")
_RULE_KINDS = {"point_in_bbox": "point", "iou": "bbox"}

SYSTEM_PROMPT = (
    "You are evaluated on Pointerbench-Text, a GUI grounding benchmark. "
    "You receive one 1024x768 screenshot and one instruction. "
    "Answer in absolute pixel coordinates of the 1024x768 image, origin at the "
    "top-left corner, x to the right and y downwards; do not normalise, crop "
    "or rescale the coordinate frame. "
    "If the instruction asks for a position (a word, a character, a caret "
    "position), answer with one point as (x, y). "
    "If it asks for a bounding box, answer with [x1, y1, x2, y2]: the top-left "
    "corner then the bottom-right corner. "
    "Answer with the coordinates only."
)


class ScorerError(Exception):
    """A fatal input problem: unreadable file, malformed JSON, bad ground truth."""


class Predictions(dict):
    """Predictions keyed by id; ``duplicate_ids`` lists ids seen more than once."""

    def __init__(self) -> None:
        super().__init__()
        self.duplicate_ids: list[str] = []


def _read_text(path: Path, what: str) -> str:
    if not path.is_file():
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
        try:
            row_rule(row)
        except ScorerError as exc:
            raise ScorerError(f"{where}: {exc}") from None
        rows.append(row)
    if not rows:
        raise ScorerError(f"ground truth {meta} has no rows")
    return rows


def load_predictions(path: str | Path) -> tuple[Predictions, list[str]]:
    """Load predictions keyed by id, plus human-readable warnings."""
    source = Path(path)
    preds = Predictions()
    warnings: list[str] = []
    duplicates: dict[str, int] = {}
    for number, record in _parse_records(_read_text(source, "predictions"), source):
        if not isinstance(record, dict):
            raise ScorerError(f"{source} line {number}: expected a JSON object, "
                              f"got {type(record).__name__}")
        pred_id = record.get("id")
        if not isinstance(pred_id, str):
            warnings.append(f"{source} line {number}: no string 'id'; record ignored")
        elif pred_id in preds:
            duplicates[pred_id] = duplicates.get(pred_id, 1) + 1
        else:
            preds[pred_id] = record
    preds.duplicate_ids = sorted(duplicates)
    for pred_id in preds.duplicate_ids:
        warnings.append(f"id {pred_id!r} appears {duplicates[pred_id]} times; "
                        "the first record is used")
    if not preds:
        warnings.append(f"{source} holds no usable predictions")
    return preds, warnings


def _as_number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        return None
    try:
        number = float(value)
    except (ValueError, OverflowError):
        return None
    return number if math.isfinite(number) else None


def _numbers(value: Any, count: int) -> list[float] | None:
    """Exactly ``count`` numbers from a list, or the first ``count`` of a string."""
    if isinstance(value, str):
        found = _NUMBER_RE.findall(value)
        raw: Sequence[Any] = found[:count] if len(found) >= count else []
    elif isinstance(value, (list, tuple)) and len(value) == count:
        raw = value
    else:
        return None
    numbers = [_as_number(v) for v in raw]
    if len(numbers) != count or any(n is None for n in numbers):
        return None
    return numbers  # type: ignore[return-value]


def extract_point(pred: dict) -> tuple[float, float] | None:
    """The predicted point of a record, or None when it has no usable point."""
    for key in POINT_KEYS:
        if key in pred and (nums := _numbers(pred[key], 2)) is not None:
            return nums[0], nums[1]
    if "x" in pred and "y" in pred:
        x, y = _as_number(pred["x"]), _as_number(pred["y"])
        if x is not None and y is not None:
            return x, y
    return None


def extract_box(pred: dict) -> tuple[float, float, float, float] | None:
    """The predicted box (corners sorted), or None when it has no usable box."""
    nums = None
    for key in BOX_KEYS:
        if key in pred and (nums := _numbers(pred[key], 4)) is not None:
            break
    if nums is None and all(k in pred for k in FLAT_BOX_KEYS):
        flat = [_as_number(pred[k]) for k in FLAT_BOX_KEYS]
        nums = None if any(v is None for v in flat) else flat  # type: ignore[assignment]
    if nums is None:
        for key in TEXT_KEYS:
            if key in pred and (nums := _numbers(pred[key], 4)) is not None:
                break
    return None if nums is None else sort_corners(nums)


def sort_corners(box: Sequence[float]) -> tuple[float, float, float, float]:
    x0, y0, x1, y1 = (float(v) for v in box)
    return min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)


def point_hit(point: Sequence[float], box: Sequence[float]) -> bool:
    """Point-in-box with inclusive edges."""
    x1, y1, x2, y2 = sort_corners(box)
    return x1 <= point[0] <= x2 and y1 <= point[1] <= y2


def box_hit(pred: Sequence[float], gt: Sequence[float],
            min_coverage: float = DEFAULT_MIN_COVERAGE,
            min_precision: float = DEFAULT_MIN_PRECISION) -> bool:
    """Coverage/precision rule; zero-area predicted or ground-truth boxes miss."""
    px0, py0, px1, py1 = sort_corners(pred)
    gx0, gy0, gx1, gy1 = sort_corners(gt)
    pred_area = (px1 - px0) * (py1 - py0)
    gt_area = (gx1 - gx0) * (gy1 - gy0)
    if pred_area <= 0 or gt_area <= 0:
        return False
    inter = (max(0.0, min(px1, gx1) - max(px0, gx0))
             * max(0.0, min(py1, gy1) - max(py0, gy0)))
    return inter / gt_area >= min_coverage and inter / pred_area >= min_precision


def row_rule(row: dict) -> dict:
    """Resolve a ground-truth row's eval rule: kind, bbox and thresholds."""
    rule = row.get("eval") if isinstance(row.get("eval"), dict) else {}
    if "type" in rule:
        kind = _RULE_KINDS.get(rule["type"]) if isinstance(rule["type"], str) else None
        if kind is None:
            raise ScorerError(f"unknown eval type {rule['type']!r}")
    else:
        kind = row.get("answer_type")
        if kind not in ("point", "bbox"):
            raise ScorerError("row has neither an eval type nor a valid answer_type")

    def strict(value: Any) -> float | None:  # ground truth: JSON numbers only
        return None if isinstance(value, str) else _as_number(value)

    box = rule.get("bbox", row.get("bbox"))
    if (not isinstance(box, (list, tuple)) or len(box) != 4
            or any(strict(v) is None for v in box)):
        raise ScorerError("eval bbox must be a list of 4 finite numbers")
    resolved = {"kind": kind, "bbox": list(sort_corners(box))}
    if kind == "bbox":
        for key, default in (("min_coverage", DEFAULT_MIN_COVERAGE),
                             ("min_precision", DEFAULT_MIN_PRECISION)):
            number = strict(rule.get(key, default))
            if number is None or not 0.0 <= number <= 1.0:
                raise ScorerError(f"eval {key} must be a number in [0, 1]")
            resolved[key] = number
    return resolved


def judge(rule: dict, pred: dict | None) -> str:
    """Outcome of one row (its ``row_rule``): hit, miss, missing or unreadable."""
    if pred is None:
        return "missing"
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


def _cell(n: int, hits: int) -> dict:
    return {"n": n, "hits": hits, "accuracy": round(hits / n, 6) if n else 0.0}


def score(gt_rows: list[dict], preds: dict[str, dict],
          duplicate_ids: Iterable[str] | None = None) -> dict:
    """Score predictions against ground-truth rows and return the full report."""
    if duplicate_ids is None:
        duplicate_ids = getattr(preds, "duplicate_ids", ())
    tallies = {axis: defaultdict(lambda: [0, 0]) for axis in AXES}
    counts = {"hit": 0, "miss": 0, "missing": 0, "unreadable": 0}
    rows = []
    for row in gt_rows:
        rule = row_rule(row)
        reason = judge(rule, preds.get(row["id"]))
        counts[reason] += 1
        rows.append({"id": row["id"], "hit": reason == "hit", "reason": reason})
        for axis in AXES:  # answer_type follows the eval rule, the authority
            value = rule["kind"] if axis == "answer_type" else row.get(axis)
            cell = tallies[axis]["?" if value is None else str(value)]
            cell[0] += 1
            cell[1] += reason == "hit"
    known = {row["id"] for row in gt_rows}
    report: dict[str, Any] = {
        "n": len(gt_rows),
        "accuracy": _cell(len(gt_rows), counts["hit"])["accuracy"],
        "hits": counts["hit"],
        "missing_predictions": counts["missing"],
        "unreadable_predictions": counts["unreadable"],
        "unknown_ids": sum(1 for pred_id in preds if pred_id not in known),
        "duplicate_ids": len(set(duplicate_ids)),
    }
    for axis in AXES:
        report[f"by_{axis}"] = {key: _cell(*tallies[axis][key])
                                for key in sorted(tallies[axis])}
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
    return score(gt_rows, preds), warnings


def write_report(report: dict, path: str | Path) -> None:
    """Write the report as indented JSON."""
    try:
        Path(path).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    except OSError as exc:
        raise ScorerError(f"cannot write report {path}: {exc.strerror or exc}") from None


def _table(title: str, cells: dict[str, dict]) -> list[str]:
    header = [title, "n", "hits", "accuracy"]
    body = [[key, str(c["n"]), str(c["hits"]), f"{c['accuracy'] * 100:.2f}%"]
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
    notes = [("missing_predictions", "rows without a prediction (counted as misses)"),
             ("unreadable_predictions", "rows with an unreadable prediction (misses)"),
             ("unknown_ids", "prediction ids not in the ground truth (ignored)"),
             ("duplicate_ids", "ids predicted more than once (first record used)")]
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
