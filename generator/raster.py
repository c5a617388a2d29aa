"""Glyph masks: one character rasterised at a horizontal sub-pixel offset, cropped to ink.

Shaping one character with raqm (HarfBuzz) only to rasterise it costs twice what FreeType's
plain layout does, and the ink is the same: for every bundled font, at 11, 14 and 23 px and
both phases, all 248,238 renderings of the Latin, punctuation, symbol and box-drawing
characters we draw had identical ink (tests/test_raster.py re-checks a sample per font).
The exceptions are characters shaping treats specially: marks, which attach to their base,
and control and format characters, which HarfBuzz hides (a soft hyphen draws nothing); those
keep going through the caller's raqm font.

Masks are cropped to their ink box, so pastes cover only inked pixels (the page is the same).
Plain-layout fonts are held in a small least-recently-used table: they are needed only while
a font size's glyphs are first rasterised.
"""

from __future__ import annotations

import threading
import unicodedata
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageFont

from generator.fontfile import open_font

MAX_PLAIN_FONTS = 128
_PLAIN: dict[tuple[str, int], ImageFont.FreeTypeFont] = {}
_PLAIN_LOCK = threading.Lock()  # in-process Dask workers share the table


@dataclass(frozen=True, slots=True)
class GlyphImage:
    """A rendered glyph: its mask, where to paste it relative to the pen, and its ink box."""

    mask: Image.Image | None  # mode "L", cropped to ink; None for a glyph without ink
    dx: int  # paste offset from the rounded pen position
    dy: int  # paste offset from the baseline
    ink: tuple[int, int, int, int] | None  # ink box relative to (pen, baseline)
    im: Any = None  # the mask's core, what the renderer pastes (mask.im, without the lookup)


NO_INK = GlyphImage(None, 0, 0, None)


def shaping_matters(ch: str) -> bool:
    """Characters whose drawing depends on shaping: marks, control and format characters."""
    return unicodedata.category(ch)[0] in "MC"


def plain_font(path: str, size: int) -> ImageFont.FreeTypeFont:
    key = (path, size)
    with _PLAIN_LOCK:
        font = _PLAIN.pop(key, None)
        if font is None:
            if len(_PLAIN) >= MAX_PLAIN_FONTS:
                del _PLAIN[next(iter(_PLAIN))]
            font = open_font(path, size, ImageFont.Layout.BASIC)
        _PLAIN[key] = font  # most recently used last
        return font


def render_glyph(ch: str, offset: float, path: str, size: int, shaped: ImageFont.FreeTypeFont,
                 features: list[str]) -> GlyphImage:
    """``ch`` with its pen ``offset`` px right of a whole pixel, from the font at ``path`` and
    ``size``; ``shaped`` is the same font with raqm layout, used when shaping matters."""
    if ch.isspace():
        return NO_INK
    if shaping_matters(ch) and unicodedata.category(ch) != "Mn":
        # a nonspacing mark alone is drawn plain, where the layout put it over its base:
        # raqm would stand it on a dotted circle (r70 0001: "/ʃɑ̃tje/" showed dots)
        core, (ox, oy) = shaped.getmask2(ch, mode="L", anchor="ls", start=(offset, 0),
                                         features=features)
    else:
        core, (ox, oy) = plain_font(path, size).getmask2(ch, mode="L", anchor="ls",
                                                         start=(offset, 0))
    if core.size[0] == 0 or core.size[1] == 0:
        return NO_INK
    # Box and crop on the mask's core: wrapping it in an Image first (frombytes of a copy
    # of its bytes) cost three times FreeType's rendering of a small glyph.
    box = core.getbbox(False)
    if box is None:
        return NO_INK
    ink = (ox + box[0], oy + box[1], ox + box[2], oy + box[3])
    cropped = core.crop(box)
    if ch in DOTTED:
        return _dot_apart(Image.Image()._new(cropped), ink, path, size)
    return GlyphImage(Image.Image()._new(cropped), ink[0], ink[1], ink, cropped)


DOTTED = frozenset("ij")
GAP_INK = 48  # a row this faint (of 255) or fainter reads as the gap under the dot


def _dot_apart(mask: Image.Image, ink: tuple[int, int, int, int], path: str,
               size: int) -> GlyphImage:
    """An "i" or "j" whose hinted dot touches its stem (TeX Gyre Heros at 16 px: "Lieu"
    read "Lleu", r70 0001) with the dot lifted one pixel: a reader sees the gap the
    design has."""
    top = -plain_font(path, size).getbbox("x", anchor="ls")[1]  # the x-height, px
    rows = [mask.crop((0, r, mask.width, r + 1)).getextrema()[1] for r in range(mask.height)]
    stem = min(mask.height, max(0, -ink[1] - top))  # the first row of the stem
    if stem < 1 or any(v <= GAP_INK for v in rows[:stem]):
        return GlyphImage(mask, ink[0], ink[1], ink, mask.im)
    dot = max(1, stem - 1)  # rows above the stem's antialiased top are the dot
    out = Image.new("L", (mask.width, mask.height + 1), 0)
    out.paste(mask.crop((0, 0, mask.width, dot)), (0, 0))
    out.paste(mask.crop((0, dot, mask.width, mask.height)), (0, dot + 1))
    lifted = (ink[0], ink[1] - 1, ink[2], ink[3])
    return GlyphImage(out, lifted[0], lifted[1], lifted, out.im)
