"""The two row shapes and how every reader flattens them into one row per target.

A one-target row is SPEC 2's row. A multi-target row (``--targets-per-page K`` or
``--negatives F``; SPEC 12) is one page::

    {"file_name", "id", "targets": [{instruction, bbox, point, answer_type, eval,
     data_type, category, difficulty}, ...], "surface", "language", "image_size", ...}

``target_rows`` turns either into rows of the single-target shape: target ``k`` of page
``pbt-train_0007`` becomes a row with id ``pbt-train_0007#k`` (k from 0, in the order of
``targets``) holding the page's keys and the target's keys. Predictions for a multi-target
row use those ids (see generator/scorer/protocol.py). Imports nothing of the generator, so
the verifier and the scorer may use it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

TARGET_KEYS = ("instruction", "bbox", "point", "answer_type", "eval", "data_type", "category",
               "difficulty")
DRAG_KEYS = ("start_bbox", "end_bbox", "start_point", "end_point")  # a drag target's too
ABSENT = "absent"


def target_id(page_id: str, k: int) -> str:
    return f"{page_id}#{k}"


def is_multi(row: dict[str, Any]) -> bool:
    return isinstance(row.get("targets"), list)


def target_rows(row: dict[str, Any]) -> list[dict[str, Any]]:
    """One single-target-shaped row per target of ``row`` (``[row]`` for a SPEC 2 row)."""
    if not is_multi(row):
        return [row]
    page = {key: value for key, value in row.items() if key != "targets"}
    return [{**page, "id": target_id(row["id"], k), **target}
            for k, target in enumerate(row["targets"])]


def flatten(rows: Iterable[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for row in rows:
        yield from target_rows(row)
