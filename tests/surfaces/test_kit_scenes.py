"""The pictures of kit.scenes, places, food, products and brand_art: drawn inside their box
only, one look per subject."""

from __future__ import annotations

import numpy as np

from generator.geometry import PageGeometry
from generator.page import Page, make_theme
from generator.page.render import render
from surfaces.kit.brand_art import album_cover, app_screen
from surfaces.kit.media import picture
from surfaces.kit.scenes import portrait

BOX = (100, 80, 420, 260)


def _draw(variant: str, kind: int) -> np.ndarray:
    page = Page(520, 340, make_theme(False, "blue"))
    picture(page, BOX, kind, variant)
    img, geo = render(page)
    assert isinstance(geo, PageGeometry) and not geo.glyphs  # shapes only, no text
    return np.asarray(img.convert("RGB"), dtype=np.int16)


def test_every_scene_inks_its_box_and_nothing_outside() -> None:
    for variant in ("city", "night", "people", "scene", "room", "facade", "dish", "object",
                    "presenter"):
        for kind in range(6 if variant in ("city", "night", "people") else 4):
            px = _draw(variant, kind)
            bg = px[5, 5]
            x1, y1, x2, y2 = BOX
            outside = np.ones(px.shape[:2], bool)
            outside[y1:y2, x1:x2] = False
            assert (np.abs(px[outside] - bg).sum(axis=1) == 0).all(), (variant, kind)
            inside = px[y1:y2, x1:x2].reshape(-1, 3).astype(np.int32)
            packed = (inside[:, 0] << 16) | (inside[:, 1] << 8) | inside[:, 2]
            assert len(np.unique(packed)) >= 5, (variant, kind)  # a picture, not a fill


def test_subjects_look_different() -> None:
    night, day, crowd = _draw("night", 1), _draw("city", 1), _draw("people", 1)
    x1, y1, x2, y2 = BOX
    sky = (slice(y1 + 2, y1 + 12), slice(x1 + 2, x2 - 2))
    assert night[sky].mean() < 90 < day[sky].mean()  # a night sky is dark
    assert not np.array_equal(day, crowd)


def test_covers_screens_and_portraits_stay_in_their_box() -> None:
    typo = {"ui": "inter"}
    draws = [lambda pg, k: album_cover(pg, typo, BOX, "", k),
             lambda pg, k: app_screen(pg, BOX, (40, 120, 200), k),
             lambda pg, k: portrait(pg, BOX, k, circle=bool(k % 2))]
    for draw in draws:
        for kind in range(4):
            page = Page(520, 340, make_theme(False, "blue"))
            draw(page, kind)
            img, _ = render(page)
            px = np.asarray(img.convert("RGB"), dtype=np.int16)
            x1, y1, x2, y2 = BOX
            outside = np.ones(px.shape[:2], bool)
            outside[y1:y2, x1:x2] = False
            assert (np.abs(px[outside] - px[5, 5]).sum(axis=1) == 0).all(), kind
