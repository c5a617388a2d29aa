"""Difficulty: a deterministic function of font size, target kind and WCAG contrast.

    score = kind + size + contrast
    kind:     0 for blocks (line, paragraph, blank line, invoice blocks),
              1 for words and fields (word, chrome, structural, line start/end, invoice fields),
              2 for single characters, punctuation and carets
    size:     0 at 16 px or more, 1 at 12-15 px, 2 under 12 px (the target's font size)
    contrast: 0 at a WCAG ratio of 7 or more, 1 from 4.5 to 7, 2 under 4.5
    easy: score <= 1;  medium: 2 or 3;  hard: 4 or more
"""

from __future__ import annotations

import numpy as np
from PIL import Image

from generator.page.theme import contrast_ratio

BLOCK_KINDS = {"line_bbox", "paragraph_bbox", "blank_line", "invoice_line_items",
               "invoice_totals", "invoice_bank_details"}
FINE_KINDS = {"char_center", "char_bbox", "punctuation", "caret_before_word",
              "caret_after_word", "caret_between_chars", "between_words", "sentence_boundary",
              "paragraph_start", "paragraph_end"}
LEVELS = ("easy", "medium", "hard")


def kind_score(category: str) -> int:
    if category in BLOCK_KINDS:
        return 0
    return 2 if category in FINE_KINDS else 1


def size_score(size_px: int) -> int:
    if size_px >= 16:
        return 0
    return 1 if size_px >= 12 else 2


def contrast_score(ratio: float) -> int:
    if ratio >= 7:
        return 0
    return 1 if ratio >= 4.5 else 2


def difficulty(category: str, size_px: int, contrast: float) -> str:
    score = kind_score(category) + size_score(size_px) + contrast_score(contrast)
    if score <= 1:
        return "easy"
    return "medium" if score <= 3 else "hard"


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
