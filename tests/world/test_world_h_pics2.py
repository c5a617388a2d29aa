"""Pictures that read as photos and screenshots, not clip-art (r67 0005, 0020; r68 0017,
0026; r69 0021): people on camera, app screens, products, film stills."""

from __future__ import annotations

import numpy as np
import pytest

from generator.content import Content
from generator.page import Page, make_theme
from generator.page.render import render
from generator.screens import Screen
from generator.surfaceset import registry
from surfaces.kit.app_screens import app_screen
from surfaces.kit.media import picture
from surfaces.kit.webcam import webcam

LANGS = ("en", "de", "fr", "es", "it", "nl")
BOX = (10, 10, 250, 160)


def _pixels(draw) -> np.ndarray:
    page = Page(260, 170, make_theme(False, "blue"))
    draw(page)
    img, _ = render(page)
    x1, y1, x2, y2 = BOX
    return np.asarray(img.convert("RGB"))[y1:y2, x1:x2]


def _modal_share(px: np.ndarray) -> float:
    """The share of the box's pixels in its commonest colour (a flat fill is most of it)."""
    flat = px.reshape(-1, 3).astype(np.int32)
    codes = flat[:, 0] * 65536 + flat[:, 1] * 256 + flat[:, 2]
    return np.unique(codes, return_counts=True)[1].max() / len(codes)


NAMES = ["Amanda Wright", "Jonas Keller", "Élise Moreau", "Lucía Pérez", "Giulia Conti",
         "Pieter de Vries", "Mark Allen", "Zachary Massey"]


def test_webcam_tiles_differ_per_person_and_repeat_per_name() -> None:
    tiles = [_pixels(lambda pg, n=n: webcam(pg, BOX, n)) for n in NAMES]
    for a in range(len(tiles)):
        for b in range(a + 1, len(tiles)):
            diff = np.abs(tiles[a].astype(int) - tiles[b].astype(int)).mean()
            assert diff > 8, (NAMES[a], NAMES[b], diff)
    again = _pixels(lambda pg: webcam(pg, BOX, NAMES[0]))
    assert np.array_equal(again, tiles[0])  # the same name: the same bytes


@pytest.mark.parametrize("variant,subject", [("people", ""), ("presenter", "talk"),
                                             ("presenter", "desk"), ("object", "teapot"),
                                             ("object", "lamp"), ("scene", ""),
                                             ("room", "living"), ("city", "")])
def test_no_picture_is_one_flat_colour(variant: str, subject: str) -> None:
    for kind in range(6):
        px = _pixels(lambda pg, k=kind: picture(pg, BOX, k, variant, subject))
        assert _modal_share(px) < 0.05, (variant, subject, kind, _modal_share(px))
    for name in NAMES[:4]:
        px = _pixels(lambda pg, n=name: webcam(pg, BOX, n))
        assert _modal_share(px) < 0.05, (name, _modal_share(px))


def test_film_stills_are_graded_and_not_flat() -> None:
    for kind in range(4):
        plain = _pixels(lambda pg, k=kind: picture(pg, BOX, k, "shore"))
        graded = _pixels(lambda pg, k=kind: picture(pg, BOX, k, "shore", grade="cinema"))
        assert _modal_share(graded) < 0.05
        assert _corners(graded) < _corners(plain) - 0.03  # a stronger vignette
        assert not np.array_equal(plain, graded)


def _corners(px: np.ndarray) -> float:
    """The corners' brightness over the centre's."""
    h, w, _ = px.shape
    centre = px[h // 3:2 * h // 3, w // 3:2 * w // 3].mean()
    return np.concatenate([px[:h // 8, :w // 8], px[:h // 8, -w // 8:], px[-h // 8:, :w // 8],
                           px[-h // 8:, -w // 8:]]).mean() / centre


def test_products_of_one_search_are_different_shots() -> None:
    shots = [_pixels(lambda pg, k=k: picture(pg, BOX, k * 32 + k, "object", "teapot",
                                             (122, 32, 48))) for k in range(8)]
    for a in range(len(shots)):
        for b in range(a + 1, len(shots)):
            assert np.abs(shots[a].astype(int) - shots[b].astype(int)).mean() > 1.5, (a, b)
    again = _pixels(lambda pg: picture(pg, BOX, 0, "object", "teapot", (122, 32, 48)))
    assert np.array_equal(again, shots[0])


def test_app_screens_differ_per_shot_and_per_app() -> None:
    box = (10, 10, 90, 160)
    accents = [(230, 160, 20), (40, 120, 200)]
    shots = {}
    for accent in accents:
        for kind in range(6):
            page = Page(100, 170, make_theme(False, "blue"))
            app_screen(page, box, accent, kind)
            img, _ = render(page)
            shots[accent, kind] = np.asarray(img.convert("RGB"))[10:160, 10:90].astype(int)
    page = Page(100, 170, make_theme(False, "blue"))
    app_screen(page, box, accents[0], 0)
    img, _ = render(page)
    assert np.array_equal(np.asarray(img.convert("RGB"))[10:160, 10:90], shots[accents[0], 0])
    keys = list(shots)
    for a in range(len(keys)):
        for b in range(a + 1, len(keys)):
            assert np.abs(shots[keys[a]] - shots[keys[b]]).mean() > 3, (keys[a], keys[b])


def _studio_boxes(name: str, lang: str, seed: int, screen: Screen | None) -> list:
    surface = registry.get(name)()
    if screen is not None:
        surface.screen = screen
    params = surface.sample(np.random.default_rng([seed, 0]),
                            Content(lang, np.random.default_rng([seed, 0, 1])))
    page = surface.compose(params, make_theme(False, "blue"))
    return [op.box for op in page.ops if getattr(op, "kind", "") == "photo"
            and op.look in ("studio", "product")]


@pytest.mark.parametrize("screen", [None, Screen(1920, 1080, 1, "desktop"),
                                    Screen(2560, 1440, 1, "desktop"),
                                    Screen(1440, 900, 1, "laptop")])
def test_shop_product_tiles_are_square_ish(screen: Screen | None) -> None:
    for seed in range(8):
        lang = LANGS[seed % len(LANGS)]
        boxes = _studio_boxes("product_listing", lang, seed, screen)
        assert boxes
        for x1, y1, x2, y2 in boxes:
            assert 0.7 <= (x2 - x1) / (y2 - y1) <= 1.5, (lang, seed, screen, (x1, y1, x2, y2))
