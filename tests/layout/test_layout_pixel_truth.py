"""Ink boxes are pixel-true: checked against the rendered page and against PIL drawing the
same text itself (so kerning and sub-pixel placement cannot split geometry from pixels)."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image, ImageDraw

from generator.fonts import fontbook
from generator.layout import Span, Style
from generator.page import Page, make_theme
from generator.page.render import render

FONTS = ["dejavu_sans", "liberation_serif", "roboto", "eb_garamond", "jetbrains_mono",
         "lato", "noto_serif"]
SIZES = [10, 14, 20, 28]
TEXTS = ["AVAWA To Wa f. Yo", "ÉCOLE Öl Ñandú çà", "fjord, quiet; “Wait!” Tj"]
NO_LIG = ["-liga", "-clig", "-calt", "-dlig", "-rlig"]
WHITE, BLACK = (255, 255, 255), (0, 0, 0)


def _line(family: str, size: int, text: str, italic: bool = False):
    theme = make_theme(False)
    page = Page(1024, 120, theme)
    style = Style(family, size, BLACK, italic=italic)
    page.text((10, 10, 1014, 110), [Span(text, style)], style, wrap=False)
    image, geo = render(page)
    return np.asarray(image.convert("L")), geo


@pytest.mark.parametrize("family", FONTS)
@pytest.mark.parametrize("size", SIZES)
def test_every_ink_pixel_is_in_a_glyph_box_and_boxes_touch_ink(family: str, size: int) -> None:
    for text in TEXTS:
        pixels, geo = _line(family, size, text, italic=size == 20)
        ink = pixels < 255
        covered = np.zeros_like(ink)
        for g in geo.glyphs:
            if g.ink is None:
                assert g.char == " "
                continue
            x1, y1, x2, y2 = g.ink
            covered[y1:y2, x1:x2] = True
            crop = ink[y1:y2, x1:x2]
            assert crop[0].any() and crop[-1].any(), (family, size, g.char, "top/bottom")
            assert crop[:, 0].any() and crop[:, -1].any(), (family, size, g.char, "left/right")
        assert not (ink & ~covered).any(), f"{family} {size}: ink outside every glyph box"


@pytest.mark.parametrize("family", FONTS[:6])
@pytest.mark.parametrize("size", SIZES)
def test_glyph_and_word_boxes_match_pil_drawing_the_text_itself(family: str, size: int) -> None:
    book = fontbook()
    for text in TEXTS:
        _, geo = _line(family, size, text)
        fam, style, fsize = geo.fonts[geo.glyphs[0].font]
        font = book.sized(fam, style, fsize).font
        for g in geo.glyphs:
            if g.ink is None:
                continue
            ref = _pil_bbox(font, g.char, g.pen, g.baseline)
            assert ref is not None
            assert max(abs(a - b) for a, b in zip(ref, g.ink, strict=True)) <= 1, (g.char, ref, g.ink)
        for word in geo.words:
            first = geo.glyphs[word.glyphs[0]]
            ref = _pil_bbox(font, word.text, first.pen, first.baseline)
            ours = geo.word_box(word)
            assert max(abs(a - b) for a, b in zip(ref, ours, strict=True)) <= 1, (word.text, ref, ours)


def _pil_bbox(font, text: str, x: float, baseline: int):
    image = Image.new("L", (1024, 120), 0)
    ImageDraw.Draw(image).text((x, baseline), text, fill=255, font=font, anchor="ls",
                               features=NO_LIG)
    return image.getbbox()


def test_a_span_no_font_covers_fails_loudly() -> None:
    from generator.fonts import FontError

    page = Page(400, 100, make_theme(False))
    style = Style("dejavu_sans", 14, BLACK)
    with pytest.raises(FontError):
        page.text((0, 0, 400, 100), "\U0001F600 emoji", style)


def test_a_span_outside_its_font_falls_back_within_the_class() -> None:
    book = fontbook()
    narrow = next((f for f in book.families_of("serif") if not book.covers(f, "regular", "ẞ")),
                  None)
    if narrow is None:
        pytest.skip("every serif font covers ẞ")
    page = Page(400, 100, make_theme(False))
    style = Style(narrow, 14, BLACK)
    page.text((0, 0, 400, 100), "STRAẞE Győr", style)
    _, geo = render(page)
    used = {geo.fonts[g.font][0] for g in geo.glyphs}
    assert all(book.family_class(f) == "serif" for f in used)
    # only the characters the face lacks fall back (a whole span in another face read as
    # a font change, review47 0019); the others keep the span's own face
    faces = {g.char: geo.fonts[g.font][0] for g in geo.glyphs}
    assert faces["ẞ"] != narrow
    assert {faces[c] for c in "STRAEGyr" if book.covers(narrow, "regular", c)} == {narrow}
