"""Caret boxes snap (SPEC 3, issue 17): on random pages, every caret box the sampler can
draw, at every position of every line, admits only clicks (each pixel column x1..x2, both
edges, as the scorer counts them) that a text editor would snap to the target position
(the nearest pen position after kerning, or the end of the last glyph); the verifier,
written apart, computes the same box; line_start / line_end keep their 15 px where the
glyphs allow it."""

from __future__ import annotations

import numpy as np
from targets_checks import _pens, assert_snaps
from targets_oracle import page

from generator.targets import boxes as sb
from generator.verify import conventions as cv
from surfaces import registry

PAGES = 8


def _random_pages():
    rng = np.random.default_rng(17)
    names = registry.names()
    for _ in range(PAGES):
        yield names[int(rng.integers(len(names)))], int(rng.integers(10_000))


def test_every_caret_box_snaps_to_its_position() -> None:
    boxes = edges = free_sides = 0
    for surface, seed in _random_pages():
        _, geo = page(surface, seed)
        for line in geo.lines:
            if not sb.inked(geo, line):
                continue
            pens, carets = _pens(geo, line), sb.caret_positions(geo, line)
            for k in range(len(pens)):
                box = sb.caret_box(geo, line, k)
                assert box == cv.caret_box(line, cv.caret_positions(geo, line), k,
                                           cv.pen_positions(geo, line))
                if box is not None:
                    boxes += 1
                    assert 4 <= box[2] - box[0] <= 6
                    assert abs((box[0] + box[2]) / 2 - carets[k]) <= 3
                    assert_snaps(box, pens, {k})
            ink = sb.inked(geo, line)
            for at_end, box in ((False, sb.line_start_box(geo, line)),
                                (True, sb.line_end_box(geo, line))):
                assert box == cv.line_edge_box(geo, line, at_end), (surface, seed, line.id)
                if box is None:
                    continue
                edges += 1
                k = ink[-1] + 1 if at_end else ink[0]
                assert_snaps(box, pens, {k - line.glyphs[0]})
                e = geo.glyphs[ink[-1]].ink[2] if at_end else geo.glyphs[ink[0]].ink[0]
                assert e - 7 <= box[0] and box[2] <= e + 8 and box[2] - box[0] >= 4
                if k - line.glyphs[0] in (0, len(pens) - 1):  # the outer side is free
                    outer = box[2] == e + 8 if at_end else box[0] == e - 7
                    free_sides += outer
                    assert outer, (surface, seed, box, e)
    assert boxes > 500 and edges > 40 and free_sides > 40, (boxes, edges, free_sides)


def test_a_narrow_first_glyph_cuts_the_line_start_box() -> None:
    """pbt_0007's case: a 15 px box centred on a narrow first glyph would cover the caret
    position after it; the box now stops before the midpoint to that position."""
    found = 0
    for surface, seed in _random_pages():
        _, geo = page(surface, seed)
        for line in geo.lines:
            ink = sb.inked(geo, line)
            box = sb.line_start_box(geo, line)
            if box is None or len(ink) < 2:
                continue
            pens = _pens(geo, line)
            k = ink[0] - line.glyphs[0]
            middle = (pens[k] + pens[k + 1]) / 2
            e = geo.glyphs[ink[0]].ink[0]
            if e + 8 >= middle:
                found += 1
                assert box[2] < middle and box[0] == e - 7
    assert found > 0
