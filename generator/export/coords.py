"""Coordinate systems of the trainers (``export --coords``), to and back from pixels.

===========  ===========================================================================
``pixel``    absolute pixels of the image as written (integers)
``norm1000`` integers 0-1000: ``round(x / width * 1000)`` (Qwen3-VL, OS-Atlas, UGround)
``norm1``    floats 0-1 with 4 decimals: ``x / width`` (ShowUI, Aguvis, GUI-Actor)
``qwen25``   absolute pixels of the image after Qwen2.5-VL's ``smart_resize`` (factor 28,
             min_pixels 56*56, max_pixels 14*14*4*1280, as transformers' Qwen2VL image
             processor): ``round(x * resized_width / width)``; 1024x768 -> 1036x756
===========  ===========================================================================

Numbers are always in the order x, y (points) or x1, y1, x2, y2 (boxes). Every exported
number maps back (``to_pixels``) inside the target's box: a point is the model value
nearest the target's point whose pixel lies in the box; a box's corners are rounded
inwards (its top-left up, its bottom-right down), never below a one-unit box.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

SYSTEMS = ("pixel", "norm1000", "norm1", "qwen25")
QWEN_FACTOR = 28
QWEN_MIN_PIXELS = 56 * 56
QWEN_MAX_PIXELS = 14 * 14 * 4 * 1280
_ROUND = {"near": round, "up": math.ceil, "down": math.floor}


def smart_resize(height: int, width: int, factor: int = QWEN_FACTOR,
                 min_pixels: int = QWEN_MIN_PIXELS,
                 max_pixels: int = QWEN_MAX_PIXELS) -> tuple[int, int]:
    """(height, width) after Qwen2-VL / Qwen2.5-VL's resize (transformers' rule, with
    Python's round, which rounds halves to even)."""
    if max(height, width) / min(height, width) > 200:
        raise ValueError(f"aspect ratio of {width}x{height} is above 200")
    h_bar = max(factor, round(height / factor) * factor)
    w_bar = max(factor, round(width / factor) * factor)
    if h_bar * w_bar > max_pixels:
        beta = math.sqrt((height * width) / max_pixels)
        h_bar = max(factor, math.floor(height / beta / factor) * factor)
        w_bar = max(factor, math.floor(width / beta / factor) * factor)
    elif h_bar * w_bar < min_pixels:
        beta = math.sqrt(min_pixels / (height * width))
        h_bar = math.ceil(height * beta / factor) * factor
        w_bar = math.ceil(width * beta / factor) * factor
    return h_bar, w_bar


class Frame:
    """One image's coordinate system: ``scale`` model units per pixel on each axis."""

    def __init__(self, system: str, width: int, height: int, **qwen: int):
        if system not in SYSTEMS:
            raise ValueError(f"unknown coordinate system {system!r}; expected one of "
                             f"{', '.join(SYSTEMS)}")
        self.system, self.width, self.height = system, width, height
        self.resized = (width, height)
        if system == "qwen25":
            h, w = smart_resize(height, width, **qwen)
            self.resized = (w, h)
        self.step = 1e-4 if system == "norm1" else 1
        self.units = {"pixel": (width, height), "norm1000": (1000, 1000), "norm1": (1, 1),
                      "qwen25": self.resized}[system]

    def _out(self, value: float, axis: int, mode: str) -> float:
        v = value * self.units[axis] / (self.width, self.height)[axis]
        q = _ROUND[mode](round(v / self.step, 6))  # round(…, 6) drops float noise first
        return round(q * self.step, 4) if self.system == "norm1" else int(q)

    def back(self, value: float, axis: int) -> float:
        """Pixels of a model value on ``axis`` (0 x, 1 y)."""
        return value * (self.width, self.height)[axis] / self.units[axis]

    def point(self, point: Sequence[int], box: Sequence[int]) -> list[float]:
        out = []
        for axis in (0, 1):
            lo, hi = box[axis], box[axis + 2]
            v = self._out(point[axis], axis, "near")
            step = self.step
            for cand in (v, v + step, v - step, v + 2 * step, v - 2 * step):
                if lo <= self.back(cand, axis) <= hi:
                    v = round(cand, 4) if self.system == "norm1" else cand
                    break
            out.append(v)
        return out

    def box(self, box: Sequence[int]) -> list[float]:
        x1, y1 = self._out(box[0], 0, "up"), self._out(box[1], 1, "up")
        x2, y2 = self._out(box[2], 0, "down"), self._out(box[3], 1, "down")
        if x2 <= x1 or y2 <= y1:  # a box under one unit: its nearest corners
            return self.point((box[0], box[1]), box) + self.point((box[2], box[3]), box)
        return [x1, y1, x2, y2]
