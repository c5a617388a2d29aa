"""Snap boxes of caret positions, for the two ends of a drag (SPEC 13).

A click at x on a line puts the caret on the nearest caret position of the line (the
positions of boxes.caret_positions: glyph pen positions after kerning, measured at the ink
edges, plus the end of the last glyph). Position c owns the open interval of x nearer to
c than to any other position: (lo, hi) with lo the midpoint to the nearest position left
of c and hi to the nearest right of it.

The snap box of position c: the 6 px caret box [x1, x1 + 6] with x1 = floor(c + 0.5 - 3),
cut to the integers inside (lo, hi), so every x of the box, edges included (the scorer
counts edges as inside), snaps to c. Line-box tall. A box narrower than 4 px (x2 - x1 < 4)
is no target.
"""

from __future__ import annotations

import math

from generator.geometry import Line, PageGeometry
from generator.targets.boxes import Box, caret_positions

WIDTH = 6
MIN_WIDTH = 4


def snap_interval(positions: list[float], k: int) -> tuple[float, float] | None:
    """(lo, hi): the x nearer to position k than to any other; None when another position
    coincides with it."""
    c = positions[k]
    lo, hi = -math.inf, math.inf
    for j, p in enumerate(positions):
        if j == k:
            continue
        if p == c:
            return None
        if p < c:
            lo = max(lo, (p + c) / 2)
        else:
            hi = min(hi, (p + c) / 2)
    return lo, hi


def snap_box(line: Line, positions: list[float], k: int) -> Box | None:
    """The snap box of caret position ``k`` of ``line`` (None when under 4 px)."""
    interval = snap_interval(positions, k)
    if interval is None:
        return None
    lo, hi = interval
    x1 = math.floor(positions[k] + 0.5 - WIDTH / 2)
    x2 = x1 + WIDTH
    if lo > -math.inf:
        x1 = max(x1, math.floor(lo) + 1)
    if hi < math.inf:
        x2 = min(x2, math.ceil(hi) - 1)
    if x2 - x1 < MIN_WIDTH:
        return None
    return (x1, line.top, x2, line.bottom)


def glyph_caret(geo: PageGeometry, glyph: int, after: bool,
                positions: list[float] | None = None) -> Box | None:
    """The snap box of the caret position before (or ``after``) glyph ``glyph``."""
    line = geo.lines[geo.glyphs[glyph].line]
    positions = positions if positions is not None else caret_positions(geo, line)
    return snap_box(line, positions, glyph - line.glyphs[0] + int(after))
