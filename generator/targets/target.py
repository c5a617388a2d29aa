"""The ``Target`` record and the box conventions shared by all categories (SPEC 3)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Box = tuple[int, int, int, int]
MIN_MARK = 5  # an ink box thinner than this is padded to it
COVERAGE, PRECISION = 0.9, 0.7


@dataclass
class Target:
    """What the sampler picked: the answer box and point, and plain data describing the
    target for the instruction (``ref``) and for the pixel checks (``glyphs``)."""

    category: str
    data_type: str
    answer_type: str
    bbox: Box
    ref: dict[str, Any]
    glyphs: list[int] = field(default_factory=list)
    # drag targets (SPEC 13): the snap boxes of the caret positions where the drag
    # starts and ends; None for point and bbox targets.
    drag: tuple[Box, Box] | None = None

    @property
    def point(self) -> tuple[int, int]:
        return centre(self.bbox)

    def eval_spec(self) -> dict[str, Any]:
        if self.drag is not None:
            return {"type": "drag", "start_bbox": list(self.drag[0]),
                    "end_bbox": list(self.drag[1])}
        if self.answer_type == "point":
            return {"type": "point_in_bbox", "bbox": list(self.bbox)}
        return {"type": "iou", "min_coverage": COVERAGE, "min_precision": PRECISION,
                "bbox": list(self.bbox)}


def centre(box: Box) -> tuple[int, int]:
    """The box centre rounded half down, so it always lies inside the box."""
    return (box[0] + box[2]) // 2, (box[1] + box[3]) // 2


def pad_thin(box: Box, lo: tuple[int, int] | None = None, hi: tuple[int, int] | None = None,
             minimum: int = MIN_MARK) -> Box:
    """Pad a box thinner than ``minimum`` symmetrically, never past ``lo``/``hi`` (the x
    limits set by the neighbours' ink)."""
    x1, y1, x2, y2 = box
    if x2 - x1 < minimum:
        extra = minimum - (x2 - x1)
        x1, x2 = x1 - extra // 2, x2 + extra - extra // 2
        if lo is not None:
            x1 = max(x1, lo[0])
        if hi is not None:
            x2 = min(x2, hi[0])
    if y2 - y1 < minimum:
        extra = minimum - (y2 - y1)
        y1, y2 = y1 - extra // 2, y2 + extra - extra // 2
    return (x1, y1, x2, y2)


def inside(box: Box, width: int, height: int) -> bool:
    return box[0] >= 0 and box[1] >= 0 and box[2] <= width and box[3] <= height \
        and box[2] > box[0] and box[3] > box[1]
