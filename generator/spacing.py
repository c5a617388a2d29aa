"""Word spaces a reader sees: never narrower than the gaps inside words (r96 0002, 0003).

Vollkorn and EB Garamond space words by 0.2 em (Vollkorn kerns it 0.03 em tighter still before
"w", "T", "y"): at 10-14 px that is 2-3 px, and once each glyph's anti-aliased edge takes its
pixel, a word gap drew no wider than the gaps between letters ("an d woodsmoke", "meansit
everytime"; TeX Gyre Adventor "projectto"). So a space is at least ``WORD_SPACE_EM`` wide and
never kerned (``word_space``, used by ``SizedFont.advance``), and a word after a space moves
right until its first ink clears the last ink before the space by ``ink_gap`` (an "f" or a "T"
reaching over the space: "of the", "The work"), measured on the glyphs' cached masks, so the
layout, ``measure`` and the pixels agree.
"""

from __future__ import annotations

from typing import Any

WORD_SPACE_EM = 0.3
INK_GAP_EM = 0.2  # the clear ink gap at a word space, at least MIN_INK_GAP px
MIN_INK_GAP = 2.0
# the phase a glyph is finally drawn at (after centring or right alignment) may move its ink
# box a pixel: the gap asked for on the phase-0 masks carries this margin
PHASE_MARGIN = 0.5


def word_space(advance: float, size: int) -> float:
    """The advance a word space gets: the font's own, or ``WORD_SPACE_EM`` if that is wider
    (in proportion to the size, so a page at device scale 2 wraps as at scale 1)."""
    return max(advance, WORD_SPACE_EM * size)


def ink_gap(size: int) -> float:
    return max(MIN_INK_GAP, INK_GAP_EM * size) + PHASE_MARGIN


def ink_shortfall(left_font: Any, left: str, left_pen: float, right_font: Any, right: str,
                  pen: float) -> float:
    """How far glyph ``right`` at ``pen`` must move right for its ink to clear the ink of
    ``left`` (the last glyph before a word space) by ``ink_gap``; 0.0 when it does."""
    a = left_font.glyph(left, 0).ink
    b = right_font.glyph(right, 0).ink
    if a is None or b is None:
        return 0.0
    gap = pen + b[0] - (left_pen + a[2])
    return max(0.0, ink_gap(max(left_font.size, right_font.size)) - gap)


def pen_positions(font: Any, text: str, x: float) -> list[float]:
    """Pen x of every character of ``text`` in ``font`` from ``x``: advances, pair kerning and,
    after a word space, the shift ``ink_shortfall`` asks for (as the layout places them)."""
    out: list[float] = []
    prev = None
    last = -1  # the last character before a space that is not one
    for i, ch in enumerate(text):
        if prev is not None:
            x += font.advance(prev) + font.kerning(prev, ch)
            if prev == " " and ch != " " and last >= 0:
                x += ink_shortfall(font, text[last], out[last], font, ch, x)
        if ch != " ":
            last = i
        out.append(x)
        prev = ch
    return out
