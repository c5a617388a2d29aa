"""Rendered text keeps its spacing: a word space reads wider than the gaps inside words, and
no glyph's ink strays from where its outline and advance put it (r77 0009: Roboto at 14 px,
auto-hinted to whole-pixel widths, read "Metveel", "websi te", "mot ivat ie")."""

from __future__ import annotations

import math
from functools import cache

import pytest
from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont

from generator.fonts import fontbook
from generator.layout import Span, Style
from generator.page import Page, make_theme
from generator.page.render import render

TEXT = ("Met veel interesse las ik uw vacature op de website. Dagelijks begeleid ik zestig "
        "klanten met de producten van het bedrijf en licht mijn motivatie graag toe in een "
        "gesprek. The quick brown fox jumps over the lazy dog with forty seven items.")
FACES = sorted(fontbook().faces.values(), key=lambda f: (f.family, f.style))
# the font's own word gap must beat a gap inside a neighbouring word by this much (px) before
# the rendered gaps are compared: closer pairs are a matter of the design, not of rendering
CLEAR = 3.0


@cache
def _extents(path: str) -> tuple[dict[str, tuple[float, float]], int]:
    """Per character of TEXT: its outline's left and right edge, in font units."""
    font = TTFont(path, lazy=True)
    glyphs, cmap = font.getGlyphSet(), font.getBestCmap()
    out = {}
    for ch in set(TEXT) - {" "}:
        pen = BoundsPen(glyphs)
        glyphs[cmap[ord(ch)]].draw(pen)
        out[ch] = (pen.bounds[0], pen.bounds[2])
    return out, font["head"].unitsPerEm


def _rendered(family: str, style: str, size: int):
    """Glyphs of TEXT set on one line: (char, design left, design right, ink left, ink right)."""
    page = Page(2600, 40, make_theme(False))  # TEXT on one line, even in mono
    st = Style(family, size, (0, 0, 0), bold="bold" in style, italic="italic" in style)
    page.text((10, 5, 2590, 35), [Span(TEXT, st)], st, wrap=False)
    _, geo = render(page)
    extents, upem = _extents(str(fontbook().face(family, style).path))
    scale = size / upem
    out = []
    for g in geo.glyphs:
        if g.char == " ":
            out.append((" ", 0.0, 0.0, 0, 0))
            continue
        lo, hi = extents[g.char]
        out.append((g.char, g.pen + lo * scale, g.pen + hi * scale, g.ink[0], g.ink[2]))
    return out


@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f.family}-{f.style}")
def test_ink_stays_within_a_pixel_of_the_outline(face) -> None:
    """FreeType's auto-hinter (a TrueType file without hinting programs) widened Roboto's
    glyphs by up to 3 px beyond the outline the layout placed; every font draws each glyph
    at most the anti-aliased pixel beyond its outline's box."""
    for size in (11, 14):
        for ch, lo, hi, x0, x1 in _rendered(face.family, face.style, size):
            if ch != " ":
                assert x0 >= math.floor(lo) - 1 and x1 <= math.ceil(hi) + 1, \
                    (face.family, face.style, size, ch, (lo, hi), (x0, x1))


def _word_gaps(glyphs) -> list[tuple[float, int, list[tuple[float, int]]]]:
    """Per word space: (design gap, rendered gap, [(design, rendered) of the letter gaps in
    the two words it separates])."""
    def gap(a, b):
        return glyphs[b][1] - glyphs[a][2], glyphs[b][3] - glyphs[a][4]

    words, start = [], 0
    for i, (ch, *_) in enumerate(glyphs + [(" ",)]):
        if ch == " ":
            words.append((start, i))
            start = i + 1
    out = []
    for (a0, a1), (b0, b1) in zip(words, words[1:], strict=False):
        inner = [gap(i, i + 1) for lo, hi in ((a0, a1), (b0, b1)) for i in range(lo, hi - 1)
                 if glyphs[i][0].isalpha() and glyphs[i + 1][0].isalpha()]
        if glyphs[a1 - 1][0].isalpha() and glyphs[b0][0].isalpha():
            out.append((*gap(a1 - 1, b0), inner))
    return out


@pytest.mark.parametrize("family", fontbook().families)
def test_word_gaps_read_wider_than_letter_gaps(family: str) -> None:
    for style in ("regular", "bold"):
        for size in (11, 12, 13, 14):
            for design, drawn, inner in _word_gaps(_rendered(family, style, size)):
                for d_in, drawn_in in inner:
                    if design - d_in >= CLEAR:
                        assert drawn > drawn_in, (family, style, size, design, drawn,
                                                  d_in, drawn_in)


SENTENCES = ("The first thing you notice is the smell of wet clay and woodsmoke; she means it "
             "every time, faster or not.",
             "We reached the end of the project to September 16. It is complete, but Tom "
             "ordered a bowl of tea.")


def _words(geo):
    """Consecutive words of a laid line: lists of glyphs between spaces."""
    words, cur = [], []
    for g in geo.glyphs:
        if g.char == " ":
            words, cur = (words + [cur] if cur else words), []
        else:
            cur.append(g)
    return words + [cur] if cur else words


def _column_ink(pixels, x1: int, x2: int, y1: int, y2: int) -> bool:
    return bool((pixels[y1:y2, x1:x2] < 255).any())


@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f.family}-{f.style}")
def test_every_word_space_reads_wider_than_the_letter_gaps_at_10_to_18_px(face) -> None:
    """r96 0002/0003: Vollkorn's 0.2 em space drew "an d woodsmoke", "meansit everytime",
    TeX Gyre Adventor "projectto". At every size 10-18 px, the rendered ink gap at each word
    space between letters is >= 2 px, >= 1.5x the median gap between letters of the two words
    and >= the widest of them; the gap's columns hold no ink on the page (geometry = pixels)."""
    import numpy as np

    for size in range(10, 19):
        for text in SENTENCES:
            page = Page(1800, 60, make_theme(False))
            st = Style(face.family, size, (0, 0, 0), bold="bold" in face.style,
                       italic="italic" in face.style)
            page.text((10, 5, 1790, 55), [Span(text, st)], st, wrap=False)
            image, geo = render(page)
            pixels = np.asarray(image.convert("L"))
            words = _words(geo)
            for a, b in zip(words, words[1:], strict=False):
                if not (a[-1].char.isalnum() and b[0].char.isalnum()):
                    continue
                gap = b[0].ink[0] - a[-1].ink[2]
                inner = sorted(y.ink[0] - x.ink[2] for w in (a, b)
                               for x, y in zip(w, w[1:], strict=False)
                               if x.char.isalpha() and y.char.isalpha())
                median = inner[len(inner) // 2] if inner else 0
                where = (face.family, face.style, size, a[-1].char, b[0].char, gap, inner)
                assert gap >= 2 and gap >= 1.5 * median and gap >= max(inner, default=0), where
                top = min(a[-1].ink[1], b[0].ink[1])
                bottom = max(a[-1].ink[3], b[0].ink[3])
                assert not _column_ink(pixels, a[-1].ink[2], b[0].ink[0], top, bottom), where


@pytest.mark.parametrize("family", ["vollkorn", "eb_garamond", "tex_gyre_adventor", "lato"])
def test_measure_agrees_with_the_laid_line_across_widened_spaces(family: str) -> None:
    """``measure`` (what surfaces size boxes with) sets word spaces as the layout does, so a
    label measured to fit is never cut with an ellipsis."""
    from generator.layout import measure

    for size in (10, 12, 15, 18):
        for text in SENTENCES:
            st = Style(family, size, (0, 0, 0))
            width = measure(text, st)[0]
            page = Page(1800, 60, make_theme(False))
            page.text((10, 5, 1790, 55), [Span(text, st)], st, wrap=False)
            _, geo = render(page)
            last = geo.glyphs[-1]
            assert abs(last.pen + last.advance - 10 - width) < 1e-6, (family, size, text)
