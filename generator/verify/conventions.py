"""The answer boxes of SPEC 3, recomputed by the verifier from the page geometry alone.

Written apart from the sampler (it must not import it); the numeric conventions are the
project's (documented in SPEC 3 and agreed with generator/targets/boxes.py):

- x coordinates are pixel edges; an ink box (x1, y1, x2, y2) covers pixels x1..x2-1.
- Ink targets: the union of the glyphs' ink; a side under 5 px is padded to 5 (the odd
  pixel after), horizontally never into the ink of the neighbouring glyphs of the line.
- A caret position between glyphs L and R is the middle of the gap between their ink
  (``(L.x2 + R.x1) / 2``); next to an un-inked glyph (a space, a line end) it is half a
  pixel outside the inked one; between two un-inked glyphs it is R's pen.
- Snapping: an editor puts the caret at the nearest of the line's pen positions (each
  glyph's pen x after kerning, and the last glyph's pen + advance). Every click a caret
  box admits (integer x from x1 to x2, both edges, as the scorer counts them) must be
  strictly nearer to the target's pen position than to any other of the line.
- A caret box is 6 px wide around the position, rounded to pixels, as tall as the line
  box, then cut to the clicks that snap to the target; under 4 px there is no valid box.
- line_start / line_end: 15 px, [e - 7, e + 8) around the first / last ink edge, cut the
  same way (the target: the pen position before the first / after the last inked glyph).
- between_words: from the left word's ink end to the right word's ink start, cut to the
  clicks that snap to one of the pen positions inside the space.
- blank_line: the block's column width by its line height, centred in the gap.
- line / paragraph / field blocks: the plain union of the glyphs' ink.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from generator.geometry import Line, PageGeometry

Box = tuple[int, int, int, int]
MIN_SIDE = 5
CARET_WIDTH, MIN_CARET = 6, 4
EDGE_BEFORE, EDGE_AFTER = 7, 8


def ordinal_readings(text: str, ch: str, n: int | None) -> list[int]:
    """Every position of ``text`` a reader may take "the n-th «ch»" to mean: the n-th
    occurrence of ``ch`` (n == -1: the last one), and the n-th character or the n-th
    letter/digit when that is ``ch`` too ("la tercera cifra «1» de «131,18»" reads as the
    third digit, itself a "1", r50 #3), and the n-th «ch» counted in either case when the
    word holds the letter in the other case too ("das zweite „e“ in „Erdinneren“" counted
    with its "E", r54 0028). More than one reading is an ambiguous reference."""
    places = [i for i, c in enumerate(text) if c == ch]
    if n is None:
        return places
    either = [i for i, c in enumerate(text) if c.casefold() == ch.casefold()]
    if n == -1:
        return sorted({places[-1], either[-1]}) if places else []
    if not 0 < n <= len(places):
        return []  # "the second «u» of «quick»" names nothing
    out = [places[n - 1]]
    if either[n - 1] not in out:
        out.append(either[n - 1])
    same = [i for i, c in enumerate(text) if c.isdigit() == ch.isdigit() and c.isalnum()]
    for seq in (list(range(len(text))), same):
        if 0 < n <= len(seq) and text[seq[n - 1]] == ch and seq[n - 1] not in out:
            out.append(seq[n - 1])
    return sorted(out)


def union(boxes: Iterable[Box | None]) -> Box | None:
    xs1, ys1, xs2, ys2 = [], [], [], []
    for b in boxes:
        if b is not None:
            xs1.append(b[0])
            ys1.append(b[1])
            xs2.append(b[2])
            ys2.append(b[3])
    return (min(xs1), min(ys1), max(xs2), max(ys2)) if xs1 else None


def glyph_union(geo: PageGeometry, glyphs: Iterable[int]) -> Box | None:
    return union(geo.glyphs[i].ink for i in glyphs)


def _ink_limits(geo: PageGeometry, first: int, last: int) -> tuple[float, float]:
    """The ink edges of the nearest inked glyphs of the line left of ``first`` and right
    of ``last`` (infinite when there is none)."""
    line = geo.lines[geo.glyphs[first].line]
    left = next((geo.glyphs[i].ink[2] for i in range(first - 1, line.glyphs[0] - 1, -1)
                 if geo.glyphs[i].ink is not None), -math.inf)
    right = next((geo.glyphs[i].ink[0] for i in range(last + 1, line.glyphs[1])
                  if geo.glyphs[i].ink is not None), math.inf)
    return left, right


def ink_target_box(geo: PageGeometry, glyphs: list[int]) -> Box | None:
    """The box of a word, character or mark: its ink, thin sides padded to 5 px."""
    box = glyph_union(geo, glyphs)
    if box is None:
        return None
    x1, y1, x2, y2 = box
    if x2 - x1 < MIN_SIDE:
        short = MIN_SIDE - (x2 - x1)
        left, right = _ink_limits(geo, min(glyphs), max(glyphs))
        left, right = min(left, x1), max(right, x2)
        x1 = int(max(x1 - short // 2, left))
        x2 = int(min(x2 + short - short // 2, right))
        x2 = int(min(x2 + max(0, MIN_SIDE - (x2 - x1)), right))  # the unblocked side
        x1 = int(max(x1 - max(0, MIN_SIDE - (x2 - x1)), left))  # takes what is left
    if y2 - y1 < MIN_SIDE:
        short = MIN_SIDE - (y2 - y1)
        y1, y2 = y1 - short // 2, y2 + short - short // 2
    return (x1, y1, x2, y2)


def single_char_box(geo: PageGeometry, i: int) -> Box | None:
    """One character or mark: its ink across (thin sides padded as above) and, down, the
    ink extent of the run of non-space glyphs around it on its line (v1's convention)."""
    box = ink_target_box(geo, [i])
    if box is None:
        return None
    first, end = geo.lines[geo.glyphs[i].line].glyphs
    left = i
    while left - 1 >= first and not geo.glyphs[left - 1].char.isspace():
        left -= 1
    right = i + 1
    while right < end and not geo.glyphs[right].char.isspace():
        right += 1
    top, bottom = glyph_union(geo, range(left, right))[1::2]
    if bottom - top < MIN_SIDE:
        short = MIN_SIDE - (bottom - top)
        top, bottom = top - short // 2, bottom + short - short // 2
    return (box[0], top, box[2], bottom)


def caret_positions(geo: PageGeometry, line: Line) -> list[float]:
    """x of every caret position of a line: k = before glyph ``line.glyphs[0] + k``."""
    first, end = line.glyphs
    out: list[float] = []
    for i in range(first, end + 1):
        left = geo.glyphs[i - 1] if i > first else None
        right = geo.glyphs[i] if i < end else None
        l_ink = left.ink if left is not None else None
        r_ink = right.ink if right is not None else None
        if l_ink and r_ink:
            out.append((l_ink[2] + r_ink[0]) / 2)
        elif r_ink:
            out.append(r_ink[0] - 0.5)
        elif l_ink:
            out.append(l_ink[2] + 0.5)
        elif right is not None:
            out.append(right.pen)
        elif left is not None:
            out.append(left.pen + left.advance)
        else:
            out.append(0.0)
    return out


def pen_positions(geo: PageGeometry, line: Line) -> list[float]:
    """Where an editor can put the caret on ``line``: before each glyph (its pen x) and
    after the last one (its pen + advance)."""
    first, end = line.glyphs
    pens = [g.pen for g in geo.glyphs[first:end]]
    tail = geo.glyphs[end - 1]
    return pens + [tail.pen + tail.advance]


def clicks_to(pens: list[float], k: int) -> tuple[float, float]:
    """The integer clicks that land on pen position ``k``: (first, last), inclusive and
    possibly infinite; first > last when none does."""
    here = pens[k]
    first, last = -math.inf, math.inf
    for j, p in enumerate(pens):
        if j == k:
            continue
        middle = (p + here) / 2
        if p < here:  # a click must lie strictly right of the middle
            first = max(first, math.floor(middle) + 1)
        elif p > here:
            last = min(last, math.ceil(middle) - 1)
        else:
            return (math.inf, -math.inf)
    return first, last


def lands_on(box: Box, allowed: tuple[float, float]) -> bool:
    """Every click in ``box`` (x1..x2, edges included) lies in ``allowed``."""
    return allowed[0] <= box[0] and box[2] <= allowed[1]


def cut_to(line: Line, x1: int, x2: int, allowed: tuple[float, float], least: int
           ) -> Box | None:
    left, right = max(x1, allowed[0]), min(x2, allowed[1])
    if right - left < least:
        return None
    return (int(left), line.top, int(right), line.bottom)


def caret_box(line: Line, positions: list[float], k: int, pens: list[float]) -> Box | None:
    """The caret box at position ``k`` (None when under 4 px once cut to its clicks)."""
    x1 = math.floor(positions[k] + 0.5 - CARET_WIDTH / 2)
    return cut_to(line, x1, x1 + CARET_WIDTH, clicks_to(pens, k), MIN_CARET)


def inked_glyphs(geo: PageGeometry, line: Line) -> list[int]:
    return [i for i in range(*line.glyphs) if geo.glyphs[i].ink is not None]


def edge_position(geo: PageGeometry, line: Line, at_end: bool) -> int | None:
    """The caret index before the line's first inked glyph or after its last one."""
    ink = inked_glyphs(geo, line)
    if not ink:
        return None
    return ink[-1] + 1 - line.glyphs[0] if at_end else ink[0] - line.glyphs[0]


def line_edge_box(geo: PageGeometry, line: Line, at_end: bool) -> Box | None:
    k = edge_position(geo, line, at_end)
    if k is None:
        return None
    ink = inked_glyphs(geo, line)
    e = geo.glyphs[ink[-1]].ink[2] if at_end else geo.glyphs[ink[0]].ink[0]
    return cut_to(line, e - EDGE_BEFORE, e + EDGE_AFTER,
                  clicks_to(pen_positions(geo, line), k), MIN_CARET)


def gap_clicks(geo: PageGeometry, line: Line, left: int, right: int) -> tuple[float, float]:
    """The clicks that land on a caret position inside the space after glyph ``left``
    and before glyph ``right``."""
    pens = pen_positions(geo, line)
    return (clicks_to(pens, left + 1 - line.glyphs[0])[0],
            clicks_to(pens, right - line.glyphs[0])[1])


def space_box(geo: PageGeometry, line: Line, left: int, right: int) -> Box | None:
    """The space between glyph ``left``'s ink and glyph ``right``'s ink (>= 2 px)."""
    a, b = geo.glyphs[left].ink, geo.glyphs[right].ink
    if a is None or b is None:
        return None
    return cut_to(line, a[2], b[0], gap_clicks(geo, line, left, right), 2)


def blank_line_box(above: Line, below: Line, column: Box, line_height: int) -> Box:
    middle = (above.bottom + below.top) / 2
    top = math.floor(middle - line_height / 2)
    return (column[0], top, column[2], top + line_height)


def same_box(a: Box, b: Box, tolerance: int = 1) -> bool:
    return all(abs(int(u) - int(v)) <= tolerance for u, v in zip(a, b, strict=True))
