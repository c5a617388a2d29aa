"""The photo placeholders of kit.scenes: drawn inside their box only, one look per subject."""

from __future__ import annotations

import numpy as np

from generator.geometry import PageGeometry
from generator.page import Page, make_theme
from generator.page.render import render
from surfaces.kit.media import picture

BOX = (100, 80, 420, 260)


def _draw(variant: str, kind: int) -> np.ndarray:
    page = Page(520, 340, make_theme(False, "blue"))
    picture(page, BOX, kind, variant)
    img, geo = render(page)
    assert isinstance(geo, PageGeometry) and not geo.glyphs  # shapes only, no text
    return np.asarray(img.convert("RGB"), dtype=np.int16)


def test_every_scene_inks_its_box_and_nothing_outside() -> None:
    for variant in ("city", "night", "people"):
        for kind in range(6):
            px = _draw(variant, kind)
            bg = px[5, 5]
            x1, y1, x2, y2 = BOX
            outside = np.ones(px.shape[:2], bool)
            outside[y1:y2, x1:x2] = False
            assert (np.abs(px[outside] - bg).sum(axis=1) == 0).all(), (variant, kind)
            inside = px[y1:y2, x1:x2].reshape(-1, 3)
            assert len(np.unique(inside, axis=0)) >= 5, (variant, kind)  # a picture, not a fill


def test_subjects_look_different() -> None:
    night, day, crowd = _draw("night", 1), _draw("city", 1), _draw("people", 1)
    x1, y1, x2, y2 = BOX
    sky = (slice(y1 + 2, y1 + 12), slice(x1 + 2, x2 - 2))
    assert night[sky].mean() < 90 < day[sky].mean()  # a night sky is dark
    assert not np.array_equal(day, crowd)
