"""The metadata row contract of SPEC 2, checked before any row is written."""

from __future__ import annotations

from typing import Any

from generator import languages
from generator.rows import DRAG_KEYS
from generator.targets.categories import CATEGORIES

DIFFICULTIES = ("easy", "medium", "hard")
ROW_KEYS = ("file_name", "id", "instruction", "bbox", "point", "answer_type", "eval",
            "data_type", "category", "surface", "language", "difficulty", "image_size")


class RowError(ValueError):
    """A row that breaks the SPEC; the message says which key and why."""


def _int_list(value: Any, n: int, key: str) -> list[int]:
    if not (isinstance(value, list) and len(value) == n
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise RowError(f"{key} must be a list of {n} integers, got {value!r}")
    return value


def validate_row(row: dict[str, Any]) -> None:
    missing = [k for k in ROW_KEYS if k not in row]
    if missing:
        raise RowError(f"row {row.get('id')!r} lacks {', '.join(missing)}")
    w, h = _int_list(row["image_size"], 2, "image_size")
    x1, y1, x2, y2 = _int_list(row["bbox"], 4, "bbox")
    if not (0 <= x1 < x2 <= w and 0 <= y1 < y2 <= h):
        raise RowError(f"bbox {row['bbox']} is not a box inside the {w}x{h} image")
    px, py = _int_list(row["point"], 2, "point")
    if not (x1 <= px <= x2 and y1 <= py <= y2):
        raise RowError(f"point {row['point']} lies outside bbox {row['bbox']}")
    cat = CATEGORIES.get(row["category"])
    if cat is None:
        raise RowError(f"unknown category {row['category']!r}")
    if (row["data_type"], row["answer_type"]) != (cat.data_type, cat.answer_type):
        raise RowError(f"category {cat.name} needs data_type {cat.data_type} and answer_type "
                       f"{cat.answer_type}")
    _check_eval(row)
    if row["language"] not in languages.codes():
        raise RowError(f"unknown language {row['language']!r}")
    if row["difficulty"] not in DIFFICULTIES:
        raise RowError(f"unknown difficulty {row['difficulty']!r}")
    if not isinstance(row["instruction"], str) or not row["instruction"].strip():
        raise RowError("instruction must be a non-empty string")


def _check_drag(row: dict[str, Any]) -> None:
    """SPEC 13: two end boxes inside the image, each point in its box, eval naming them."""
    w, h = row["image_size"]
    missing = [k for k in DRAG_KEYS if k not in row]
    if missing:
        raise RowError(f"drag row {row.get('id')!r} lacks {', '.join(missing)}")
    for side in ("start", "end"):
        x1, y1, x2, y2 = _int_list(row[f"{side}_bbox"], 4, f"{side}_bbox")
        if not (0 <= x1 < x2 <= w and 0 <= y1 < y2 <= h):
            raise RowError(f"{side}_bbox {row[f'{side}_bbox']} is not a box inside the image")
        px, py = _int_list(row[f"{side}_point"], 2, f"{side}_point")
        if not (x1 <= px <= x2 and y1 <= py <= y2):
            raise RowError(f"{side}_point {[px, py]} lies outside {side}_bbox")
    expected = {"type": "drag", "start_bbox": row["start_bbox"], "end_bbox": row["end_bbox"]}
    if row["eval"] != expected:
        raise RowError(f"eval {row['eval']!r} does not match the drag's end boxes")


def _check_eval(row: dict[str, Any]) -> None:
    ev = row["eval"]
    if row["answer_type"] == "drag":
        _check_drag(row)
        return
    if row["answer_type"] == "point":
        expected = {"type": "point_in_bbox", "bbox": row["bbox"]}
    else:
        expected = {"type": "iou", "min_coverage": 0.9, "min_precision": 0.7,
                    "bbox": row["bbox"]}
    if ev != expected:
        raise RowError(f"eval {ev!r} does not match the answer type {row['answer_type']}")
