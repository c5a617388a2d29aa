"""What ``sample_effects`` needs to know about a page, read from its geometry.

``page_inputs`` turns (geometry, target box, target glyphs, caret or not) into the keyword
arguments of ``sample_effects``: the page size, the target's caret x, the bands of the
target's lines (the line box across its text block), the caret positions between characters
of every other line (where a fake caret looks plausible) and whether the page is dark.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from generator.geometry import Line, PageGeometry

Box = tuple[int, int, int, int]


def target_line_ids(geo: PageGeometry, target_box: Sequence[int],
                    target_glyphs: Iterable[int] = ()) -> set[int]:
    """Lines holding a target glyph, and lines whose band the target box overlaps."""
    ids = {geo.glyphs[i].line for i in target_glyphs if 0 <= i < len(geo.glyphs)}
    x1, y1, x2, y2 = target_box
    for line in geo.lines:
        if not (line.top < y2 and y1 < line.bottom):
            continue  # the band's x extent costs a union of glyph boxes: only when needed
        bx1, _, bx2, _ = line_band(geo, line)
        if bx1 < x2 and x1 < bx2:
            ids.add(line.id)
    return {i for i in ids if i >= 0}


def line_band(geo: PageGeometry, line: Line) -> Box:
    """The line box (top to bottom) across the width of the line's text block."""
    box = geo.blocks[line.block].box
    ink = geo.line_box(line)
    x1 = min(box[0], ink[0]) if ink else box[0]
    x2 = max(box[2], ink[2]) if ink else box[2]
    return (x1, line.top, x2, line.bottom)


def text_slots(geo: PageGeometry, skip: set[int]) -> list[tuple[int, int, int]]:
    """(x, top, bottom) of every caret position between two inked glyphs of a line."""
    slots: list[tuple[int, int, int]] = []
    for line in geo.lines:
        if line.id in skip:
            continue
        first, end = line.glyphs
        for i in range(first + 1, end):
            left, right = geo.glyphs[i - 1], geo.glyphs[i]
            if left.ink is not None and right.ink is not None:
                slots.append((round(right.pen), line.top, line.bottom))
    return slots


def page_inputs(geo: PageGeometry, target_box: Sequence[int],
                target_glyphs: Iterable[int] = (), caret: bool = False) -> dict[str, Any]:
    """Keyword arguments for ``sample_effects`` (add surface, family, probabilities, avoid).

    ``caret`` says the target is a caret position (its x is the centre of ``target_box``);
    ``target_glyphs`` are the glyph ids of the target, or of its context for carets.
    """
    box = tuple(int(v) for v in target_box)
    lines = target_line_ids(geo, box, target_glyphs)
    return {
        "page_size": (geo.width, geo.height),
        "target_box": box,
        "caret_x": (box[0] + box[2]) // 2 if caret else None,
        "target_lines": [line_band(geo, geo.lines[i]) for i in sorted(lines)],
        "text_slots": text_slots(geo, lines),
        "dark": geo.theme.get("name") == "dark",
    }
