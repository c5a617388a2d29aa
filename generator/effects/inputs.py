"""What ``sample_effects`` needs to know about a page, read from its geometry.

``page_inputs`` turns (geometry, target box, target glyphs, caret or not) into the keyword
arguments of ``sample_effects``: the page size, the target's caret x, the bands of the
target's lines (the line box across its text block), where a fake mouse pointer may rest
(at the end of a chrome label or a button's label, an I-beam after an editable line; never
over text it would hide), the caret positions of the lines a user
could be typing in (form fields, editors, compose boxes, the terminal's last line: the only
places a fake text caret may blink) and whether the page is dark.
"""

from __future__ import annotations

import re
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


def text_slots(geo: PageGeometry, skip: set[int],
               lines: Iterable[Line] | None = None) -> list[tuple[int, int, int]]:
    """(x, top, bottom) of every caret position between two inked glyphs of ``lines`` (every
    line of the page by default) outside ``skip``."""
    slots: list[tuple[int, int, int]] = []
    for line in geo.lines if lines is None else lines:
        if line.id in skip:
            continue
        first, end = line.glyphs
        for i in range(first + 1, end):
            left, right = geo.glyphs[i - 1], geo.glyphs[i]
            if left.ink is not None and right.ink is not None:
                slots.append((round(right.pen), line.top, line.bottom))
    return slots


# What a mouse pointer rests on in a real screenshot: a button, a tab, a chip, a menu or a
# sidebar entry (a chrome label), never a paragraph it would hide.
POINTABLE_SHAPES = frozenset({"button", "tab", "chip", "tab indicator"})


def _pointable_lines(geo: PageGeometry) -> list[Line]:
    """Lines of the app's chrome and lines drawn on a button, a tab or a chip."""
    boxes = [s.box for s in geo.shapes if s.kind in POINTABLE_SHAPES]
    out = []
    for line in geo.lines:
        block = geo.blocks[line.block]
        region = geo.regions[block.region] if 0 <= block.region < len(geo.regions) else None
        chrome = block.role == "chrome" or (region is not None and region.kind == "chrome")
        if chrome or _drawn_in(geo, line, boxes):
            out.append(line)
    return out


# A pointer hovering a label rests at its end: the tip on the last letters, the body
# below and to the right, so it covers at most this many pixels of the label's ink.
HOVER_EDGE = 8
# a label this narrow ("12", a badge's count) would be half hidden: no pointer rests on it
HOVER_MIN_WIDTH = 5 * HOVER_EDGE


def pointer_inputs(geo: PageGeometry, skip: set[int]) -> dict[str, Any]:
    """Where a fake mouse pointer may rest: ``text_slots`` (x, y, bottom) at the end of a
    chrome label or a button's label (arrow, hand), ``ibeam_slots`` in the blank just after
    the end of an editable line (an I-beam parked in an editor or a field) and
    ``text_boxes``, the ink no pointer may cover: every line's, but for the last
    ``HOVER_EDGE`` pixels of a pointable label."""
    pointable = {line.id for line in _pointable_lines(geo)}
    ibeam = []
    for line in _editable_lines(geo):
        ink = geo.line_box(line)
        if ink is not None and line.id not in skip:
            ibeam.append((ink[2] + 6, line.top, line.bottom))
    hover, boxes = [], []
    for line in geo.lines:
        ink = geo.line_box(line)
        if ink is None:
            continue
        if line.id not in pointable:
            boxes.append(tuple(ink))
            continue
        boxes.append((ink[0], ink[1], max(ink[0], ink[2] - HOVER_EDGE), ink[3]))
        if line.id not in skip and ink[2] - ink[0] >= HOVER_MIN_WIDTH:
            hover.append((ink[2] - 3, (ink[1] + ink[3]) // 2, ink[3]))
    return {"text_slots": hover, "ibeam_slots": ibeam, "text_boxes": boxes}


# Region names (or their first word) of places a user types in, with those a surface
# declares (``Surface.typing_regions``, carried as the geometry's meta "typing_regions": a
# word processor's "document", a notes app's "note"; an invoice's or a PDF's "document" is
# static). Elsewhere only the lines drawn inside an input's box count (a form field's value,
# a search box), never a select's (a drop-down shows its value but takes no typing) nor a
# value printed in a details panel, an invoice or a table: a read-only spreadsheet or
# data-table cell is static text. A notebook's code cell ("cell 3", labelled "code") is an
# editor; a rendered markdown cell is not. A terminal only takes input on its last line. A
# line drawn on a button (a composer's "Post") is never typed in.
EDITABLE_REGIONS = frozenset({"editor", "composer", "compose", "input", "reply", "formula"})
PROMPT_END = re.compile(r"[$%#>❯](?:\s+|$)")  # a shell prompt's last mark
NOTEBOOK_CELLS = frozenset({"code"})  # a notebook cell's label: code is edited in place
INPUT_SHAPES = frozenset({"input", "textarea", "field"})
SELECT_MARKS = frozenset({"chevron", "spinner"})  # a drop-down's or a spin box's arrow
BUTTON_SHAPES = frozenset({"button"})


def _input_boxes(geo: PageGeometry) -> list[Box]:
    """The boxes of the page's input fields (an underlined input is drawn as its bottom
    rule: its box reaches up over the text above the rule); a box holding a drop-down's
    chevron is a select, not an input."""
    marks = [s.box for s in geo.shapes if s.kind in SELECT_MARKS]
    boxes = []
    for shape in geo.shapes:
        if shape.kind in INPUT_SHAPES:
            x1, y1, x2, y2 = shape.box
            box = (x1, y1 if y2 - y1 > 4 else y2 - 40, x2, y2)
            if not any(_holds(box, m) for m in marks):
                boxes.append(box)
    return boxes


def _holds(box: Box, inner: Box) -> bool:
    cx, cy = (inner[0] + inner[2]) // 2, (inner[1] + inner[3]) // 2
    return box[0] <= cx <= box[2] and box[1] <= cy <= box[3]


def _cell_inputs(geo: PageGeometry) -> list[Box]:
    """The input boxes of a notebook's code cells (``surfaces.kit.devtools.cell_frame``)."""
    return [s.box for s in geo.shapes if s.kind == "cell input"]


def _drawn_in(geo: PageGeometry, line: Line, boxes: list[Box]) -> bool:
    """Whether the line's ink sits inside one of ``boxes`` (a button, an input field)."""
    ink = geo.line_box(line)
    return ink is not None and any(_holds(box, ink) for box in boxes)


def _editable_lines(geo: PageGeometry, fields: bool = True) -> list[Line]:
    """Lines a user could be typing in; ``fields`` False leaves out form inputs' values."""
    last_terminal: dict[int, Line] = {}
    inputs: list[Box] | None = None
    cells: list[Box] | None = None
    typing = EDITABLE_REGIONS | set(geo.meta.get("typing_regions", ()))
    buttons = [s.box for s in geo.shapes if s.kind in BUTTON_SHAPES]
    out = []
    for line in geo.lines:
        block = geo.blocks[line.block]
        region = geo.regions[block.region] if 0 <= block.region < len(geo.regions) else None
        name = region.name.split(" ")[0] if region else ""
        if _drawn_in(geo, line, buttons):
            continue
        if name in typing:
            out.append(line)
        elif name == "cell" and region.label in NOTEBOOK_CELLS:
            # code is typed in the cell's input box, never in the output printed under it
            # (r41: a caret blinking in a notebook's "float64")
            cells = _cell_inputs(geo) if cells is None else cells
            if _drawn_in(geo, line, cells):
                out.append(line)
        elif fields and (block.role == "field" or (region and region.kind == "field")):
            inputs = _input_boxes(geo) if inputs is None else inputs
            if _drawn_in(geo, line, inputs):
                out.append(line)
        elif region and name == "terminal":
            last_terminal[region.id] = line
    return out + list(last_terminal.values())


def caret_slots(geo: PageGeometry, skip: set[int]) -> list[tuple[int, int, int]]:
    """(x, top, bottom) of every caret position of an editable line (``_editable_lines``),
    the end of its text included: where a real text caret can be. A page has one caret: none
    where the page draws its own, and never in a form field, which shows a caret only
    with its focus ring (the form draws both, ``surfaces.kit.forms.text_input``)."""
    slots: list[tuple[int, int, int]] = []
    shown = [s.box for s in geo.shapes if s.kind == "caret"]
    if shown or geo.meta.get("focused_fields"):
        return slots
    for line in _editable_lines(geo, fields=False):
        if line.id in skip:
            continue
        first, end = line.glyphs
        start = _after_prompt(geo, line)
        inked = [geo.glyphs[i] for i in range(start, end) if geo.glyphs[i].ink is not None]
        slots.extend((round(g.pen), line.top, line.bottom)
                     for g in (inked if start > first else inked[1:]))
        if inked:
            slots.append((inked[-1].ink[2] + 1, line.top, line.bottom))
        elif start > first:  # a bare prompt: the caret waits after it
            g = geo.glyphs[end - 1]
            slots.append((round(g.pen + g.advance), line.top, line.bottom))
    return slots


def _after_prompt(geo: PageGeometry, line: Line) -> int:
    """The first glyph a terminal line's caret can stand before: the command after the prompt
    ("mark@dev ~/shop % " is static), or the line's first glyph outside a terminal."""
    first, end = line.glyphs
    rid = geo.blocks[line.block].region
    region = geo.regions[rid] if 0 <= rid < len(geo.regions) else None
    if region is None or region.name.split(" ")[0] != "terminal":
        return first
    text = "".join(geo.glyphs[i].char for i in range(first, end))
    m = PROMPT_END.search(text)
    return first + m.end() if m else first


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
        **pointer_inputs(geo, lines),
        "caret_slots": caret_slots(geo, lines),
        "dark": geo.theme.get("name") == "dark",
    }
