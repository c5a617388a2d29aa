"""Reference predictions (centre, random, oracle) for sanity-checking the scorer.

Each baseline returns one prediction object per ground-truth row, in the
row's order: ``{"id", "point": [x, y]}`` for point rows and
``{"id", "bbox": [x1, y1, x2, y2]}`` for bbox rows, integer pixels.

- ``center``: the image centre, or a 100x40 box centred on it.
- ``random``: a uniform pixel / a random non-degenerate box inside the image,
  from ``numpy.random.default_rng(seed)`` (four draws per row, whatever its
  answer type, so a row's prediction depends only on the seed and its index).
- ``oracle``: the row's own ``point`` / ``bbox`` (it scores 1.0).

Drag rows (SPEC 13) get ``{"id", "start": [x, y], "end": [x, y]}``: the centre
twice (``center``), two uniform pixels (``random``, from the same four draws)
or the row's ``start_point`` / ``end_point`` (``oracle``).
Multi-target rows are predicted per target (ids ``<row id>#<k>``, as the scorer
loads them). An absent target gets ``{"id", "absent": true}`` from the oracle and
a point (a miss) from ``center`` and ``random``.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .protocol import row_rule

BASELINE_KINDS = ("center", "oracle", "random")
DEFAULT_IMAGE_SIZE = (1024, 768)
CENTER_BOX_SIZE = (100, 40)


def _image_size(row: dict) -> tuple[int, int]:
    size = row.get("image_size")
    if (isinstance(size, (list, tuple)) and len(size) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) and v > 1 for v in size)):
        return int(size[0]), int(size[1])
    return DEFAULT_IMAGE_SIZE


def _center(row: dict, kind: str) -> list[int]:
    width, height = _image_size(row)
    cx, cy = width // 2, height // 2
    if kind == "point":
        return [cx, cy]
    half_w, half_h = CENTER_BOX_SIZE[0] // 2, CENTER_BOX_SIZE[1] // 2
    return [max(0, cx - half_w), max(0, cy - half_h),
            min(width, cx + half_w), min(height, cy + half_h)]


def _random(row: dict, kind: str, rng: np.random.Generator) -> list[int]:
    width, height = _image_size(row)
    u = rng.random(4)
    if kind == "point":
        return [min(int(u[0] * width), width - 1), min(int(u[1] * height), height - 1)]
    x1, x2 = sorted((int(u[0] * width), int(u[2] * width)))
    y1, y2 = sorted((int(u[1] * height), int(u[3] * height)))
    return [x1, y1, max(x2, x1 + 1), max(y2, y1 + 1)]


def _oracle(row: dict, kind: str) -> list[Any]:
    rule = row_rule(row)
    if kind == "point":
        point = row.get("point")
        if isinstance(point, (list, tuple)) and len(point) == 2:
            return list(point)
        x1, y1, x2, y2 = rule["bbox"]
        return [(x1 + x2) / 2, (y1 + y2) / 2]
    box = row.get("bbox")
    return list(box) if isinstance(box, (list, tuple)) and len(box) == 4 else rule["bbox"]


def _drag(kind: str, row: dict, rng: np.random.Generator) -> dict[str, list]:
    if kind == "center":
        point = _center(row, "point")
        return {"start": point, "end": list(point)}
    if kind == "random":
        width, height = _image_size(row)
        u = rng.random(4)
        return {"start": [min(int(u[0] * width), width - 1), min(int(u[1] * height), height - 1)],
                "end": [min(int(u[2] * width), width - 1), min(int(u[3] * height), height - 1)]}
    rule = row_rule(row)
    out = {}
    for side in ("start", "end"):
        point = row.get(f"{side}_point")
        if not (isinstance(point, (list, tuple)) and len(point) == 2):
            x1, y1, x2, y2 = rule[side]
            point = [(x1 + x2) / 2, (y1 + y2) / 2]
        out[side] = list(point)
    return out


def baseline_predictions(kind: str, gt_rows: list[dict], seed: int = 0) -> list[dict]:
    """Predictions of baseline ``kind`` (one of BASELINE_KINDS) for ``gt_rows``."""
    if kind not in BASELINE_KINDS:
        raise ValueError(f"unknown baseline {kind!r}; valid: {', '.join(BASELINE_KINDS)}")
    rng = np.random.default_rng(seed)
    preds = []
    for row in gt_rows:
        answer = row_rule(row)["kind"]
        if answer == "drag":
            preds.append({"id": row["id"], **_drag(kind, row, rng)})
            continue
        if answer == "absent" and kind == "oracle":
            preds.append({"id": row["id"], "absent": True})
            continue
        answer = "point" if answer == "absent" else answer
        if kind == "center":
            value = _center(row, answer)
        elif kind == "random":
            value = _random(row, answer, rng)
        else:
            value = _oracle(row, answer)
        preds.append({"id": row["id"], "point" if answer == "point" else "bbox": value})
    return preds
