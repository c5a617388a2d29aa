"""The answer boxes of SPEC 3, computed from the page geometry alone.

Coordinates are pixel edges: an ink box (x1, y1, x2, y2) covers pixels x1..x2-1.

- Ink boxes (word, char, punctuation, chrome text, word/char bbox): the union of the
  glyphs' ink boxes; a side thinner than 5 px is padded symmetrically to 5 px (extra // 2
  before, the rest after), horizontally never past the ink of the glyph before (its x2) or
  after (its x1) on the same line; when one side is blocked, the other side takes the
  rest (first the right, then the left), so a mark is 5 px wide wherever there is room.
- A single character or mark (char_center, char_bbox, punctuation): its own ink box as
  above horizontally and, vertically, the ink extent of the whitespace-delimited token it
  belongs to ("settlement," for its "e" or its comma). This is v1's convention (medians
  char 8x11, punctuation 7x11 at body sizes): a full stop is as tall as its word.
- Caret positions of a line: one between every two adjacent glyphs and one at each end.
  Position between glyphs L and R: (L.x2 + R.x1) / 2 when both have ink; R.x1 - 0.5 when
  only R has ink; L.x2 + 0.5 when only L has ink; R.pen when neither (x = ink edges).
  At the line start: first glyph's x1 - 0.5; at the end: last glyph's x2 + 0.5.
- Snap positions of a line: where a text editor puts the caret, the pen x of every glyph
  (after kerning) and the end of the last glyph (pen + advance). A click at x goes to the
  nearest one. The snap range of position k is every integer x strictly nearer to snap
  k than to any other (open interval between the midpoints to its neighbours; unbounded
  at the line's two ends).
- Caret box at position c (before/after word, between chars, sentence boundary, paragraph
  start/end): nominal x1 = floor(c - 3 + 0.5), x2 = x1 + 6, then narrowed to the snap
  range of its position (x1 and x2 both inside it: the scorer counts both edges), so any
  click in the box places the caret on the target. Under 4 px wide -> no target.
  y from Line.top to Line.bottom.
- line_start / line_end: nominal x1 = e - 7, x2 = e + 8 (15 px) where e is the first
  inked glyph's x1 / the last inked glyph's x2, narrowed the same way to the snap range of
  the position before the first inked glyph / after the last one; line-box tall.
- between_words: x from the left word's last glyph's x2 to the right word's first glyph's
  x1, narrowed to the clicks that snap to a position inside the space (the snap range of
  the position after the left word through that of the one before the right word),
  line-box tall (at least 2 px wide).
- blank_line: x over the block's box (the text column), height block.line_height centred
  on the middle of the gap between the two paragraphs' line boxes (y1 = floor(mid - lh/2)).
- line / paragraph bbox: the union of the glyph ink boxes (no padding).
"""

from __future__ import annotations

import math

from generator.geometry import Glyph, Line, PageGeometry, union_boxes

Box = tuple[int, int, int, int]
MIN_MARK = 5
CARET_WIDTH = 6
MIN_CARET = 4
EDGE_HALF = 7  # line_start / line_end boxes are [e - 7, e + 8): 15 px


def ink_box(geo: PageGeometry, glyphs: range | list[int]) -> Box | None:
    """Tight ink box of ``glyphs``, padded to 5 px where thinner, never into the ink of the
    glyph just before or after on the same line."""
    glyphs = list(glyphs)
    box = union_boxes(geo.glyphs[i].ink for i in glyphs)
    if box is None:
        return None
    x1, y1, x2, y2 = box
    if x2 - x1 < MIN_MARK:
        lo, hi = _neighbour_limits(geo, glyphs[0], glyphs[-1])
        lo, hi = min(lo, x1), max(hi, x2)
        extra = MIN_MARK - (x2 - x1)
        x1, x2 = max(x1 - extra // 2, lo), min(x2 + extra - extra // 2, hi)
        x2 = min(x2 + max(0, MIN_MARK - (x2 - x1)), hi)  # a blocked side's share goes
        x1 = max(x1 - max(0, MIN_MARK - (x2 - x1)), lo)  # to the other side
    if y2 - y1 < MIN_MARK:
        extra = MIN_MARK - (y2 - y1)
        y1, y2 = y1 - extra // 2, y2 + extra - extra // 2
    return (x1, y1, x2, y2)


def char_box(geo: PageGeometry, gi: int) -> Box | None:
    """The box of one character or mark: own ink across, its token's ink extent down."""
    box = ink_box(geo, [gi])
    if box is None:
        return None
    line = geo.lines[geo.glyphs[gi].line]
    lo, hi = gi, gi
    while lo > line.glyphs[0] and geo.glyphs[lo - 1].char != " ":
        lo -= 1
    while hi < line.glyphs[1] - 1 and geo.glyphs[hi + 1].char != " ":
        hi += 1
    _, y1, _, y2 = union_boxes(geo.glyphs[i].ink for i in range(lo, hi + 1))
    if y2 - y1 < MIN_MARK:  # a token of thin marks alone ("--"): pad like any ink box
        extra = MIN_MARK - (y2 - y1)
        y1, y2 = y1 - extra // 2, y2 + extra - extra // 2
    return (box[0], y1, box[2], y2)


def _neighbour_limits(geo: PageGeometry, first: int, last: int) -> tuple[int, int]:
    line = geo.lines[geo.glyphs[first].line]
    lo, hi = -(1 << 30), 1 << 30
    for i in range(first - 1, line.glyphs[0] - 1, -1):
        if geo.glyphs[i].ink is not None:
            lo = geo.glyphs[i].ink[2]
            break
    for i in range(last + 1, line.glyphs[1]):
        if geo.glyphs[i].ink is not None:
            hi = geo.glyphs[i].ink[0]
            break
    return lo, hi


def boundary_x(left: Glyph | None, right: Glyph | None) -> float:
    """The caret position between two adjacent glyphs of a line (None = line end)."""
    if left is not None and right is not None and left.ink and right.ink:
        return (left.ink[2] + right.ink[0]) / 2
    if right is not None and right.ink:
        return right.ink[0] - 0.5
    if left is not None and left.ink:
        return left.ink[2] + 0.5
    if right is not None:
        return right.pen
    return left.pen + left.advance if left is not None else 0.0


def caret_positions(geo: PageGeometry, line: Line) -> list[float]:
    """Caret position k sits before glyph ``line.glyphs[0] + k`` (k = n: after the last)."""
    a, b = line.glyphs
    glyphs = geo.glyphs
    return [boundary_x(glyphs[i - 1] if i > a else None, glyphs[i] if i < b else None)
            for i in range(a, b + 1)]


def snap_positions(geo: PageGeometry, line: Line) -> list[float]:
    """Where an editor puts the caret: snap k is before glyph ``line.glyphs[0] + k`` (its
    pen x after kerning); the last one is the end of the line's last glyph."""
    a, b = line.glyphs
    last = geo.glyphs[b - 1]
    return [geo.glyphs[i].pen for i in range(a, b)] + [last.pen + last.advance]


def snap_range(snaps: list[float], k: int) -> tuple[float, float] | None:
    """The integer x range [lo, hi] (inclusive, possibly infinite) of clicks nearer to
    snap ``k`` than to every other one; None when another snap coincides with it."""
    c = snaps[k]
    lo, hi = -math.inf, math.inf
    for j, p in enumerate(snaps):
        if j == k:
            continue
        if p == c:
            return None
        if p < c:
            lo = max(lo, math.floor((p + c) / 2) + 1)
        else:
            hi = min(hi, math.ceil((p + c) / 2) - 1)
    return lo, hi


def snapped(line: Line, x1: int, x2: int, snaps: list[float], k: int) -> Box | None:
    """The box [x1, x2] narrowed to the snap range of position ``k`` (None under 4 px)."""
    rng = snap_range(snaps, k)
    if rng is None:
        return None
    x1, x2 = int(max(x1, rng[0])), int(min(x2, rng[1]))
    return (x1, line.top, x2, line.bottom) if x2 - x1 >= MIN_CARET else None


def caret_box(geo: PageGeometry, line: Line, k: int, positions: list[float] | None = None,
              snaps: list[float] | None = None) -> Box | None:
    """The caret box of position ``k`` of ``line`` (see the module docstring)."""
    positions = positions if positions is not None else caret_positions(geo, line)
    snaps = snaps if snaps is not None else snap_positions(geo, line)
    x1 = math.floor(positions[k] - CARET_WIDTH / 2 + 0.5)
    return snapped(line, x1, x1 + CARET_WIDTH, snaps, k)


def inked(geo: PageGeometry, line: Line) -> list[int]:
    return [i for i in range(*line.glyphs) if geo.glyphs[i].ink is not None]


def line_start_box(geo: PageGeometry, line: Line) -> Box | None:
    ink = inked(geo, line)
    if not ink:
        return None
    e = geo.glyphs[ink[0]].ink[0]
    return snapped(line, e - EDGE_HALF, e + EDGE_HALF + 1, snap_positions(geo, line),
                   ink[0] - line.glyphs[0])


def line_end_box(geo: PageGeometry, line: Line) -> Box | None:
    ink = inked(geo, line)
    if not ink:
        return None
    e = geo.glyphs[ink[-1]].ink[2]
    return snapped(line, e - EDGE_HALF, e + EDGE_HALF + 1, snap_positions(geo, line),
                   ink[-1] + 1 - line.glyphs[0])


def gap_box(geo: PageGeometry, line: Line, left: int, right: int) -> Box | None:
    """The space between glyph ``left``'s ink and glyph ``right``'s ink, line-box tall,
    narrowed to the clicks that snap to a caret position inside the space (after ``left``
    through before ``right``)."""
    x1, x2 = geo.glyphs[left].ink[2], geo.glyphs[right].ink[0]
    snaps = snap_positions(geo, line)
    first, last = snap_range(snaps, left + 1 - line.glyphs[0]), \
        snap_range(snaps, right - line.glyphs[0])
    if first is None or last is None:
        return None
    x1, x2 = int(max(x1, first[0])), int(min(x2, last[1]))
    return (x1, line.top, x2, line.bottom) if x2 - x1 >= 2 else None


def blank_box(geo: PageGeometry, above: Line, below: Line, block_box: Box,
              line_height: int) -> Box:
    mid = (above.bottom + below.top) / 2
    y1 = math.floor(mid - line_height / 2)
    return (block_box[0], y1, block_box[2], y1 + line_height)


def union_ink(geo: PageGeometry, glyphs: range | list[int]) -> Box | None:
    return union_boxes(geo.glyphs[i].ink for i in glyphs)


def valid(box: Box | None, geo: PageGeometry) -> bool:
    """Non-degenerate and wholly on the canvas."""
    return box is not None and box[0] >= 0 and box[1] >= 0 and box[2] <= geo.width \
        and box[3] <= geo.height and box[2] > box[0] and box[3] > box[1]


def intersects(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def contains(outer: Box, inner: Box) -> bool:
    return outer[0] <= inner[0] and outer[1] <= inner[1] and inner[2] <= outer[2] \
        and inner[3] <= outer[3]
