"""h_photo (wave 17): pictures read as photographs, not flat vector cartoons (every reader
since wave 14: "clip-art photos", "cartoon-flat"). ``picture()`` / ``thumbnail()`` / web
photos end with a photo op (generator.page.photo): soft focus, texture, light, grain over
the box, applied at its place in the stacking order. These tests hold the op to its
contract: deterministic, inside its box, under later text, photographic statistics."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from generator.layout import Style
from generator.page import Page, make_theme
from generator.page.render import render
from surfaces.kit.media import picture, thumbnail

BOX = (40, 30, 360, 230)
VARIANTS = [("scene", ""), ("night", ""), ("room", "living"), ("facade", "house"),
            ("dish", ""), ("people", ""), ("object", "")]


def _page(variant: str, subject: str, kind: int, finish: bool = True,
          text: bool = True) -> Page:
    page = Page(400, 300, make_theme(False, "blue"))
    picture(page, BOX, kind, variant, subject)
    if not finish:
        page.ops = [op for op in page.ops if getattr(op, "kind", "") != "photo"]
    if text:  # a badge and a caption drawn over the photo, after it
        page.rect((50, 40, 170, 64), (204, 12, 57), radius=3, name="badge")
        page.label(56, 40, "Price reduced", Style(family="inter", size=12, color=(255, 255, 255),
                                                  bold=True), role="text")
        page.label(60, 180, "Lake Constance", Style(family="inter", size=16,
                                                    color=(255, 255, 255), bold=True),
                   role="text")
    return page


def _pixels(page: Page) -> tuple[np.ndarray, object]:
    image, geo = render(page)
    return np.asarray(image), geo


@pytest.mark.parametrize("variant,subject", VARIANTS)
def test_the_finish_is_deterministic_and_stays_in_its_box(variant: str, subject: str) -> None:
    for kind in range(3):
        a, _ = _pixels(_page(variant, subject, kind))
        b, _ = _pixels(_page(variant, subject, kind))
        assert a.tobytes() == b.tobytes(), (variant, kind)
        flat, _ = _pixels(_page(variant, subject, kind, finish=False, text=False))
        done, _ = _pixels(_page(variant, subject, kind, text=False))
        changed = np.argwhere((flat != done).any(axis=2))
        assert len(changed), (variant, kind, "the finish changed nothing")
        x1, y1, x2, y2 = BOX
        assert changed[:, 0].min() >= y1 and changed[:, 0].max() < y2, (variant, kind)
        assert changed[:, 1].min() >= x1 and changed[:, 1].max() < x2, (variant, kind)


@pytest.mark.parametrize("variant,subject", VARIANTS[:4])
def test_text_over_a_photo_is_drawn_after_it_untouched(variant: str, subject: str) -> None:
    """A badge and its label drawn after the finish are the same pixels as without it; a
    caption straight on the photo keeps its glyph boxes and its fully covered pixels."""
    done, geo = _pixels(_page(variant, subject, 1))
    flat, geo_flat = _pixels(_page(variant, subject, 1, finish=False))
    assert [g.ink for g in geo.glyphs] == [g.ink for g in geo_flat.glyphs]
    assert (done[42:62, 52:168] == flat[42:62, 52:168]).all(), variant  # inside its corners
    caption = [g.ink for g in geo.glyphs if g.ink and g.ink[1] > 150]
    assert caption
    for x1, y1, x2, y2 in caption:
        ink = (flat[y1:y2, x1:x2] == 255).all(axis=2)  # white glyph cores
        assert ink.any() and (done[y1:y2, x1:x2][ink] == 255).all(), variant


@pytest.mark.parametrize("variant,subject", VARIANTS)
def test_a_picture_has_photographic_statistics(variant: str, subject: str) -> None:
    """Many distinct colours and no large flat area of one colour (a flat vector fill)."""
    for kind in range(4):
        arr, _ = _pixels(_page(variant, subject, kind, text=False))
        x1, y1, x2, y2 = BOX
        crop = arr[y1:y2, x1:x2].reshape(-1, 3)
        codes = (crop[:, 0].astype(np.int32) << 16) | (crop[:, 1].astype(np.int32) << 8) | crop[:, 2]
        _, counts = np.unique(codes, return_counts=True)
        assert len(counts) > 0.015 * len(codes), (variant, kind, len(counts))
        assert counts.max() < 0.03 * len(codes), (variant, kind, counts.max() / len(codes))
        flat, _ = _pixels(_page(variant, subject, kind, finish=False, text=False))
        fc = flat[y1:y2, x1:x2].reshape(-1, 3)
        assert len(np.unique(fc, axis=0)) < len(counts) / 10  # the flat drawing had few


def test_title_cards_stay_flat_graphic_design() -> None:
    page = Page(400, 300, make_theme(True, "blue"))
    thumbnail(page, BOX, 2, "Zzz")  # a title that names no setting: a title card
    assert not any(getattr(op, "kind", "") == "photo" for op in page.ops)
    page = Page(400, 300, make_theme(True, "blue"))
    thumbnail(page, BOX, 2, "A night walk through Leeds")
    photos = [op for op in page.ops if getattr(op, "kind", "") == "photo"]
    assert len(photos) == 1 and photos[0].look == "night" and photos[0] is page.ops[-1]


def test_a_build_with_photos_is_byte_identical_twice(tmp_path: Path) -> None:
    from generator.build import run_build
    from generator.config import BuildConfig

    sums = []
    for k in range(2):
        out = tmp_path / f"b{k}"
        config = BuildConfig(n=4, seed=17, surfaces=("hotel_listing", "photo_gallery"))
        run_build(config, out, overwrite=False, command="test")
        sums.append((out / "SHA256SUMS").read_text())
    assert sums[0] == sums[1] and "data/" in sums[0]


def test_a_living_room_print_hangs_beside_the_window() -> None:
    """A framed print was drawn over the window when the window sat on the right (seen
    in hotel_listing de seed 5); it hangs on the wall beside it now."""
    from surfaces.kit.places import room

    for seed in range(12):
        page = Page(400, 300, make_theme(False, "blue"))
        room(page, BOX, seed, "living")
        frames = [op.box for op in page.ops if getattr(op, "kind", "") == "rect"
                  and op.fill == (250, 250, 248)]
        window, framed = frames[0], frames[-1]
        assert window[2] <= framed[0] or framed[2] <= window[0], (seed, window, framed)
