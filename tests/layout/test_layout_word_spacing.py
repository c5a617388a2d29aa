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
