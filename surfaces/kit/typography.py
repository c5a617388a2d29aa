"""Font choices for a page: sampled as plain data, turned into ``Style`` objects later."""

from __future__ import annotations

from typing import Any

import numpy as np

from generator.fonts import fontbook
from generator.layout import Style
from generator.rng import choice

RGB = tuple[int, int, int]


def sample_typography(rng: np.random.Generator, body_class: str = "sans",
                      sizes: tuple[int, ...] = (13, 14, 15, 16)) -> dict[str, Any]:
    """Pick the UI, body and mono families and the base size of one page."""
    book = fontbook()
    ui = choice(rng, book.families_of("sans"))
    body = ui if body_class == "sans" and rng.random() < 0.5 else choice(
        rng, book.families_of(body_class))
    return {"ui": ui, "body": body, "mono": choice(rng, book.families_of("mono")),
            "size": int(choice(rng, sizes))}


def style(family: str, size: int, color: RGB, **flags: Any) -> Style:
    return Style(family=family, size=int(size), color=tuple(color), **flags)
