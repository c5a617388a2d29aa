"""Glyph masks from FreeType's plain layout have exactly the ink raqm shaping would give."""

from __future__ import annotations

import zlib

import numpy as np
import pytest
from PIL import Image, ImageFont

from generator import raster
from generator.fontfile import open_font
from generator.fonts import _NO_LIGATURES, SUBPIXEL_PHASES, fontbook

CHARS = [chr(c) for c in [*range(0x21, 0x7F), *range(0xA1, 0x180), *range(0x2010, 0x2027),
                          0x20AC, 0x2122, 0x2190, 0x2192, 0x2022, 0x2500, 0x2502, 0x2588]]


def shaped_ink(font: ImageFont.FreeTypeFont, ch: str, offset: float):
    """(ink box relative to pen and baseline, ink bytes) as raqm draws ``ch``."""
    core, (ox, oy) = font.getmask2(ch, mode="L", anchor="ls", start=(offset, 0),
                                   features=_NO_LIGATURES)
    if 0 in core.size:
        return None
    mask = Image.frombytes("L", core.size, bytes(core))
    box = mask.getbbox()
    if box is None:
        return None
    return (ox + box[0], oy + box[1], ox + box[2], oy + box[3]), mask.crop(box).tobytes()


@pytest.mark.parametrize("face", sorted(fontbook().faces.values(),
                                        key=lambda f: (f.family, f.style)),
                         ids=lambda f: f"{f.family}-{f.style}")
def test_plain_layout_ink_equals_shaped_ink(face) -> None:
    rng = np.random.Generator(np.random.PCG64(zlib.crc32(face.name.encode())))
    covered = [ch for ch in CHARS if face.covers_char(ch)]
    sample = [covered[i] for i in rng.choice(len(covered), size=24, replace=False)]
    for size in (12, 19):
        shaped = open_font(str(face.path), size, ImageFont.Layout.RAQM)
        for ch in sample:
            for phase in range(SUBPIXEL_PHASES):
                offset = phase / SUBPIXEL_PHASES
                glyph = raster.render_glyph(ch, offset, str(face.path), size, shaped,
                                            _NO_LIGATURES)
                got = None if glyph.mask is None else (glyph.ink, glyph.mask.tobytes())
                assert got == shaped_ink(shaped, ch, offset), (ch, size, phase)
                if glyph.mask is not None:
                    assert glyph.mask.getbbox() == (0, 0, *glyph.mask.size)  # cropped to ink
                    assert (glyph.dx, glyph.dy) == glyph.ink[:2]


def test_characters_shaping_treats_specially_go_through_raqm() -> None:
    face = fontbook().face("dejavu_sans", "regular")
    shaped = ImageFont.truetype(str(face.path), 14, layout_engine=ImageFont.Layout.RAQM)
    assert raster.shaping_matters("\u00ad") and raster.shaping_matters("\u0301")
    assert not raster.shaping_matters("a") and not raster.shaping_matters("\u2500")
    # HarfBuzz hides a soft hyphen; FreeType alone would draw a hyphen
    assert raster.render_glyph("\u00ad", 0.0, str(face.path), 14, shaped,
                               _NO_LIGATURES).mask is None


def test_plain_fonts_are_bounded_and_least_recently_used_go_first(monkeypatch) -> None:
    monkeypatch.setattr(raster, "_PLAIN", {})
    monkeypatch.setattr(raster, "MAX_PLAIN_FONTS", 3)
    path = str(fontbook().face("dejavu_sans", "regular").path)
    first = raster.plain_font(path, 10)
    for size in (11, 12):
        raster.plain_font(path, size)
    assert raster.plain_font(path, 10) is first  # used again: now most recent
    raster.plain_font(path, 13)  # evicts size 11, the least recently used
    assert set(raster._PLAIN) == {(path, 10), (path, 12), (path, 13)}
