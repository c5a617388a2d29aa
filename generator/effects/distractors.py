"""Distractors drawn over the finished page: a fake text caret and a fake mouse cursor.

Shapes are crisp polygons with a 1 px outline, like real OS cursors:

- ``arrow``: the classic pointer (black with a white outline, or white with a black one),
- ``ibeam``: the text-selection I-beam (a 1 px stem with serifs, dark with a light outline),
- ``hand``: the pointing hand over links (white with a black outline and finger creases).

A cursor is ``{"kind": "cursor", "shape", "size", "x", "y", "fill", "outline", "box"}``:
(x, y) is the top-left of its bitmap (the arrow's tip sits one pixel right and below it, past
the outline), ``size`` the height of the shape in px (12 to 20) and ``box`` the exact
bounding box of every pixel it draws (x2, y2 exclusive). A caret is
``{"kind": "caret", "box", "color"}``: a solid bar filling ``box``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

Box = tuple[int, int, int, int]
CURSOR_SHAPES = ("arrow", "ibeam", "hand")

# Outlines in design units; scaled so the shape is ``size`` px tall.
_ARROW = ((0, 0), (0, 16), (4, 12), (7, 18), (9, 17), (6, 11), (11, 11))
_ARROW_HEIGHT = 18
_HAND = ((5, 1), (6, 0), (7, 0), (8, 1), (8, 8), (10, 8), (11, 9), (12, 9), (13, 10), (14, 11),
         (14, 15), (12, 19), (5, 19), (2, 15), (0, 12), (0, 11), (1, 10), (2, 10), (4, 12),
         (5, 12))
_HAND_HEIGHT = 19
_HAND_CREASES = (((10, 9), (10, 12)), ((12, 10), (12, 12)))


def _scaled(points: tuple[tuple[int, int], ...], scale: float) -> list[tuple[int, int]]:
    return [(1 + round(x * scale), 1 + round(y * scale)) for x, y in points]


@lru_cache(maxsize=64)
def cursor_masks(shape: str, size: int) -> tuple[np.ndarray, np.ndarray]:
    """(fill, outline) boolean masks of a cursor bitmap, one pixel of outline all round."""
    if shape == "ibeam":
        return _ibeam_masks(size)
    if shape not in CURSOR_SHAPES:
        raise ValueError(f"unknown cursor shape {shape!r}")
    design, height = (_ARROW, _ARROW_HEIGHT) if shape == "arrow" else (_HAND, _HAND_HEIGHT)
    scale = (size - 1) / height  # the filled shape spans exactly ``size`` rows
    width = round(max(x for x, _ in design) * scale) + 3
    canvas = Image.new("L", (width, size + 3), 0)
    draw = ImageDraw.Draw(canvas)
    draw.polygon(_scaled(design, scale), fill=255)
    fill = np.asarray(canvas) > 0
    grown = np.asarray(canvas.filter(ImageFilter.MaxFilter(3))) > 0
    outline = grown & ~fill
    if shape == "hand":
        creases = Image.new("L", canvas.size, 0)
        cdraw = ImageDraw.Draw(creases)
        for a, b in _HAND_CREASES:
            cdraw.line(_scaled((a, b), scale), fill=255, width=1)
        crease = np.asarray(creases) > 0
        outline = outline | (crease & fill)
        fill = fill & ~crease
    return _frozen(fill), _frozen(outline)


def _ibeam_masks(size: int) -> tuple[np.ndarray, np.ndarray]:
    half = max(2, round(size * 0.18))
    width = 2 * half + 3
    fill = np.zeros((size + 2, width), dtype=bool)
    centre = half + 1
    fill[1:size + 1, centre] = True  # the stem
    fill[1, centre - half:centre + half + 1] = True  # top serif
    fill[size, centre - half:centre + half + 1] = True  # bottom serif
    grown = np.asarray(Image.fromarray(fill.astype(np.uint8) * 255).filter(
        ImageFilter.MaxFilter(3))) > 0
    return _frozen(fill), _frozen(grown & ~fill)


def _frozen(mask: np.ndarray) -> np.ndarray:
    mask = np.ascontiguousarray(mask)
    mask.setflags(write=False)
    return mask


def cursor_box(shape: str, size: int, x: int, y: int) -> Box:
    """The exact box of the pixels a cursor at (x, y) draws."""
    fill, outline = cursor_masks(shape, size)
    ys, xs = np.nonzero(fill | outline)
    return (x + int(xs.min()), y + int(ys.min()), x + int(xs.max()) + 1, y + int(ys.max()) + 1)


def draw_distractors(image: Image.Image, distractors: list[dict[str, Any]]) -> Image.Image:
    """A copy of ``image`` with every distractor drawn on it, in order (only the small
    patches they cover are touched, never the whole page as an array)."""
    return paint_distractors(image.convert("RGB"), distractors)  # a copy, even of RGB


def paint_distractors(out: Image.Image, distractors: list[dict[str, Any]]) -> Image.Image:
    """``out`` (RGB) itself, with every distractor painted on it in order."""
    for item in distractors:
        if item["kind"] == "caret":
            x1, y1, x2, y2 = _clipped(item["box"], out.width, out.height)
            if x1 < x2 and y1 < y2:
                out.paste(_colour(item["color"]), (x1, y1, x2, y2))
        elif item["kind"] == "cursor":
            fill, outline = cursor_masks(item["shape"], int(item["size"]))
            _paint(out, outline, int(item["x"]), int(item["y"]), item["outline"])
            _paint(out, fill, int(item["x"]), int(item["y"]), item["fill"])
        else:
            raise ValueError(f"unknown distractor kind {item['kind']!r}")
    return out


def _clipped(box: Any, w: int, h: int) -> Box:
    return (max(0, box[0]), max(0, box[1]), min(w, box[2]), min(h, box[3]))


def _colour(color: Any) -> tuple[int, int, int]:
    return tuple(int(c) for c in color)  # type: ignore[return-value]


def _paint(image: Image.Image, mask: np.ndarray, x: int, y: int, color: Any) -> None:
    """Set the pixels under ``mask`` (placed at x, y; clipped to the image) to ``color``."""
    mh, mw = mask.shape
    x1, y1, x2, y2 = _clipped((x, y, x + mw, y + mh), image.width, image.height)
    if x1 >= x2 or y1 >= y2:
        return
    sub = mask[y1 - y:y2 - y, x1 - x:x2 - x]
    alpha = Image.fromarray(np.where(sub, 255, 0).astype(np.uint8), "L")
    image.paste(_colour(color), (x1, y1, x2, y2), alpha)
