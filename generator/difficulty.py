"""Difficulty: a deterministic function of what the target looks like on the page.

Features, measured on the rendered page:

- ``area``: the answer box's area in px² (for a caret or a blank line, its box);
- ``size``: the smallest font size (px) of the target's glyphs (carets: the glyphs beside);
- ``contrast``: the WCAG contrast ratio of the text colour to the background around it;
- ``repeats``: how often the instruction's first quoted text occurs on the page
  (case-folded; 1 when it quotes nothing or the text is unique).

    hardness = log2(1000 / area)                    smaller boxes are harder
             + 0.12 * (16 - size)                   smaller type is harder
             + 1.0 if contrast < 4.5, + 0.4 if 4.5 <= contrast < 7
             + 0.6 if repeats > 1                   a qualifier is needed to single it out

    level = easy if hardness < EASY[data_type], hard if hardness >= HARD[data_type],
            else medium

The two thresholds per data type (THRESHOLDS; other data types DEFAULT_THRESHOLDS) were
calibrated once, as quantiles of hardness on the default benchmark (preset
pointerbench-text, 500 rows, seed 90211) matching v1's mix per data type (SPEC 5), then
rounded to one decimal: blocks and large boxes tend to easy, single characters,
punctuation and narrow carets at small sizes or low contrast to hard.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

import numpy as np
from PIL import Image

from generator.page.theme import contrast_ratio

LEVELS = ("easy", "medium", "hard")
# (EASY, HARD) thresholds of hardness per data type (calibrated, see the docstring).
THRESHOLDS: dict[str, tuple[float, float]] = {
    "word": (1.0, 4.2),
    "char": (-math.inf, 4.0),  # v1: no easy character
    "punctuation": (-math.inf, 4.3),  # v1: no easy punctuation
    "caret": (2.5, 4.1),
    "chrome": (1.0, 3.0),
    "bbox": (-3.0, 4.9),
    "invoice": (-1.7, 0.5),  # v1: most invoice fields hard, blocks easy
}
DEFAULT_THRESHOLDS = (0.0, 3.0)
QUOTED = re.compile(r"[“”\"„»«‘’'`]\s?([^“”\"„»«‘’'`]+?)\s?[“”\"„»«‘’'`]")


@dataclass(frozen=True)
class Features:
    area: int
    size: int
    contrast: float
    repeats: int


def hardness(f: Features) -> float:
    score = math.log2(1000 / max(f.area, 1)) + 0.12 * (16 - f.size)
    if f.contrast < 4.5:
        score += 1.0
    elif f.contrast < 7:
        score += 0.4
    return score + (0.6 if f.repeats > 1 else 0.0)


def difficulty(data_type: str, features: Features) -> str:
    easy, hard = THRESHOLDS.get(data_type, DEFAULT_THRESHOLDS)
    h = hardness(features)
    if h < easy:
        return "easy"
    return "hard" if h >= hard else "medium"


def repeats(instruction: str, page_text: str) -> int:
    """How often the instruction's first quoted text occurs in ``page_text``."""
    m = QUOTED.search(instruction)
    if m is None:
        return 1
    needle, hay = m.group(1).strip().casefold(), page_text.casefold()
    if not needle:
        return 1
    return max(1, hay.count(needle))


def background_colour(image: Image.Image, box: tuple[int, int, int, int]) -> tuple[int, int, int]:
    """The most common colour on the ring of pixels just outside ``box``."""
    w, h = image.size
    x1, y1 = max(0, box[0] - 2), max(0, box[1] - 2)
    x2, y2 = min(w, box[2] + 2), min(h, box[3] + 2)
    arr = np.asarray(image.crop((x1, y1, x2, y2)))
    ring = np.concatenate([arr[0], arr[-1], arr[:, 0], arr[:, -1]])
    colours, counts = np.unique(ring.reshape(-1, 3), axis=0, return_counts=True)
    return tuple(int(c) for c in colours[int(np.argmax(counts))])


def text_contrast(colour: tuple[int, int, int], image: Image.Image,
                  box: tuple[int, int, int, int]) -> float:
    return contrast_ratio(colour, background_colour(image, box))
