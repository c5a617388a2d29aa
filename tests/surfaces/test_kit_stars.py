"""A store's 3.5 is three full stars and a half, never four full ones (a reviewer read
"3,5" beside four gold stars): every star row draws half steps."""

from __future__ import annotations

import numpy as np
import pytest

from generator.page import Page, make_theme
from generator.page.render import render
from surfaces.kit.web import stars

GOLD = (245, 166, 35)


def _gold_per_star(rating: float) -> list[int]:
    page = Page(200, 40, make_theme(False))
    stars(page, 4, 4, rating, size=24, colour=GOLD)
    image, _ = render(page)
    rgb = np.asarray(image.convert("RGB")).astype(int)
    gold = (np.abs(rgb - np.array(GOLD)).sum(axis=2) < 40)
    return [int(gold[:, 4 + k * 27:4 + k * 27 + 24].sum()) for k in range(5)]


@pytest.mark.parametrize("rating,full,half", [(3.5, 3, 1), (4.0, 4, 0), (2.4, 2, 1), (4.8, 5, 0)])
def test_half_steps(rating: float, full: int, half: int) -> None:
    counts = _gold_per_star(rating)
    whole = max(counts)
    assert sum(c > 0.85 * whole for c in counts) == full, counts
    assert sum(0.25 * whole < c < 0.75 * whole for c in counts) == half, counts
