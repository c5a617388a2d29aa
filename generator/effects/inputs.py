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

from collections.abc import Iterable, Sequence
from typing import Any

from generator.editable import (  # the shared predicate
    BUTTON_SHAPES,
    EDITABLE_REGIONS,
    INPUT_SHAPES,
    NOTEBOOK_CELLS,
    PLACEHOLDER,
    PROMPT_END,
    SELECT_MARKS,
    _drawn_in,
    _holds,
)
from generator.editable import editable_lines as _editable_lines
from generator.geometry import Line, PageGeometry

Box = tuple[int, int, int, int]
CARET_WIDTH = 2  # a fake caret's widest bar (``sampling._caret_candidate``)
__all__ = ["BUTTON_SHAPES", "EDITABLE_REGIONS", "INPUT_SHAPES", "NOTEBOOK_CELLS", "PROMPT_END",
           "SELECT_MARKS", "_editable_lines", "_holds", "caret_slots", "page_inputs"]


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


# A text field's own text (a search box's "Search notes", an address bar's URL): the pointer
# over it is an I-beam, never the arrow or the hand of a chrome label (r80 row 6)
TEXT_FIELD_SHAPES = INPUT_SHAPES | frozenset({
    "search", "search box", "search bar", "address bar", "address field", "url field",
    "formula input", "cell input"})


def _pointable_lines(geo: PageGeometry) -> list[Line]:
    """Lines of the app's chrome and lines drawn on a button, a tab or a chip; never the
    text of a field (``TEXT_FIELD_SHAPES``)."""
    boxes = [s.box for s in geo.shapes if s.kind in POINTABLE_SHAPES]
    fields = [s.box for s in geo.shapes if s.kind in TEXT_FIELD_SHAPES]
    out = []
    for line in geo.lines:
        block = geo.blocks[line.block]
        if block.name == PLACEHOLDER or _drawn_in(geo, line, fields):
            continue
        region = geo.regions[block.region] if 0 <= block.region < len(geo.regions) else None
        chrome = block.role == "chrome" or (region is not None and region.kind == "chrome")
        if chrome or _drawn_in(geo, line, boxes):
            out.append(line)
    return out


# What else a resting pointer sits over (r83: a pointer always on a label's last letter gave
# the pages away): a button's or a tab's padding, a toolbar icon, a list row, a field, a
# thumbnail, a scrollbar. Its tip anywhere in the shape; ink it would hide still rules it out.
RESTING_SHAPES = POINTABLE_SHAPES | frozenset({
    "icon", "row", "selection", "thumbnail", "scrollbar", "scrollbar thumb", "checkbox",
    "star", "search box", "input", "toolbar", "card"})
RESTING_MIN = 8  # a shape narrower or lower than this (a rule, a dot) is nothing to point at


def resting_boxes(geo: PageGeometry, kinds: frozenset[str] = RESTING_SHAPES) -> list[Box]:
    """Boxes of the shapes a pointer may rest over (``kinds``), inside the page."""
    out = []
    for s in geo.shapes:
        if s.kind not in kinds:
            continue
        x1, y1 = max(0, s.box[0]), max(0, s.box[1])
        x2, y2 = min(geo.width, s.box[2]), min(geo.height, s.box[3])
        if x2 - x1 >= RESTING_MIN and y2 - y1 >= RESTING_MIN:
            out.append((x1, y1, x2, y2))
    return out


# A pointer hovering a label rests at its end: the tip on the last letters, the body
# below and to the right, so it covers at most this many pixels of the label's ink.
HOVER_EDGE = 8
# a label this narrow ("12", a badge's count) would be half hidden: no pointer rests on it
HOVER_MIN_WIDTH = 5 * HOVER_EDGE


def pointer_inputs(geo: PageGeometry, skip: set[int]) -> dict[str, Any]:
    """Where a fake mouse pointer may rest: ``text_slots`` (x, y, bottom) at the end of a
    chrome label or a button's label (arrow, hand), ``point_boxes``, shapes a pointer rests
    over (``resting_boxes``), ``ibeam_slots`` in the blank just after
    the end of an editable line (an I-beam parked in an editor or a field) and
    ``text_boxes``, the ink no pointer may cover: every line's, but for the last
    ``HOVER_EDGE`` pixels of a pointable label."""
    pointable = {line.id for line in _pointable_lines(geo)}
    # a hand only over what a click follows: a button, a tab or a chip and its label (r91
    # 0007/0009: a hand over plain source text, over a page's margin)
    buttons = [s.box for s in geo.shapes if s.kind in POINTABLE_SHAPES]
    clickable = {line.id for line in geo.lines if _drawn_in(geo, line, buttons)}
    hand = []
    ibeam, typed = [], set()
    fields = [s.box for s in geo.shapes if s.kind in TEXT_FIELD_SHAPES]
    for line in _editable_lines(geo):
        ink = geo.line_box(line)
        if ink is not None and line.id not in skip:
            ibeam.append((ink[2] + 6, line.top, line.bottom))
        # the field the line is typed in, or else its region (an editor pane): a form's
        # card region also holds its buttons (r92 03: an I-beam over "Invia il link")
        held = [b for b in fields if ink is not None and _holds(b, ink)]
        if held:
            typed.add(tuple(min(held, key=lambda b: (b[2] - b[0]) * (b[3] - b[1]))))
        elif 0 <= geo.blocks[line.block].region < len(geo.regions):
            typed.add(tuple(geo.regions[geo.blocks[line.block].region].box))
    hover, boxes = [], []
    for line in geo.lines:
        ink = geo.line_box(line)
        if ink is None:
            continue
        if line.id not in pointable or ink[2] - ink[0] < HOVER_MIN_WIDTH:
            boxes.append(tuple(ink))  # a narrow label ("12") is never half hidden either
            continue
        boxes.append((ink[0], ink[1], max(ink[0], ink[2] - HOVER_EDGE), ink[3]))
        if line.id not in skip and ink[2] - ink[0] >= HOVER_MIN_WIDTH:
            hover.append((ink[2] - 3, (ink[1] + ink[3]) // 2, ink[3]))
            if line.id in clickable:
                hand.append(hover[-1])
    return {"text_slots": hover, "ibeam_slots": ibeam, "text_boxes": boxes,
            "point_boxes": resting_boxes(geo), "hand_slots": hand,
            "hand_boxes": resting_boxes(geo, POINTABLE_SHAPES), "ibeam_boxes": sorted(typed)}


# text the user is not typing, though it sits in the compose box: a mail's signature and
# the quoted message under it (r75 0019: a caret blinking in "UG (haftun|gsbeschränkt)"; r77 0010: in its phone number)
NOT_BEING_TYPED = frozenset({"signature", "quoted"})


def _in_active_cell(geo: PageGeometry, line: Line, cells: list[Box],
                    markers: list[Box]) -> bool:
    """A notebook's line (in a cell input, ``cells``) is typed in only in the active cell,
    the one its marker bar (``markers``) stands by (r90 0010: a caret in cell [10] with the
    marker on a markdown cell); a line outside any cell input is not a notebook's."""
    ink = geo.line_box(line) if cells else None
    if ink is None or not any(_holds(box, ink) for box in cells):
        return True
    return any(m[1] <= ink[1] and ink[3] <= m[3] for m in markers)


def caret_slots(geo: PageGeometry, skip: set[int]) -> list[tuple[int, int, int]]:
    """(x, top, bottom) of the caret positions of an editable line (``_editable_lines``) a
    writer's caret rests at: after a word (before its space) and at the end of the text, never
    mid-word nor in a signature; anywhere in a terminal's command. A page has one caret: none
    where the page draws its own, and never in a form field, which shows a caret only
    with its focus ring (the form draws both, ``surfaces.kit.forms.text_input``)."""
    slots: list[tuple[int, int, int]] = []
    shown = [s.box for s in geo.shapes if s.kind == "caret"]
    if shown or geo.meta.get("focused_fields"):
        return slots
    cells = [s.box for s in geo.shapes if s.kind == "cell input"]
    markers = [s.box for s in geo.shapes if s.kind == "cell marker"]
    for line in _editable_lines(geo, fields=False):
        if line.id in skip or geo.blocks[line.block].name in NOT_BEING_TYPED \
                or not _in_active_cell(geo, line, cells, markers):
            continue
        first, end = line.glyphs
        start = _after_prompt(geo, line)
        inked = [geo.glyphs[i] for i in range(start, end) if geo.glyphs[i].ink is not None]
        if start > first:  # a command after a prompt: anywhere in it, clear of the ink
            if inked:
                slots.append((round(inked[0].pen), line.top, line.bottom))
            between = (_between(a, b) for a, b in zip(inked, inked[1:], strict=False))
            slots.extend((x, line.top, line.bottom) for x in between if x is not None)
        else:  # where a writer's caret rests: after a word, before the next (r75 0019:
            # "haftun|gs"), clear of both words' ink
            ink_at = [i for i in range(start, end) if geo.glyphs[i].ink is not None]
            gaps = (_between(geo.glyphs[p], geo.glyphs[q])
                    for p, q in zip(ink_at, ink_at[1:], strict=False)
                    if any(geo.glyphs[i].char == " " for i in range(p + 1, q)))
            slots.extend((x, line.top, line.bottom) for x in gaps if x is not None)
        if inked:
            slots.append((inked[-1].ink[2] + 1, line.top, line.bottom))
        elif start > first:  # a bare prompt: the caret waits after it
            g = geo.glyphs[end - 1]
            slots.append((round(g.pen + g.advance), line.top, line.bottom))
    return slots


def _between(left: Any, right: Any) -> int | None:
    """Where a fake caret (``CARET_WIDTH`` px at most) stands between two inked glyphs: at
    the right glyph's pen when the bar clears both glyphs' ink there, else in the middle of
    the blank between them, or nowhere when that blank is narrower than the bar (r77 0010:
    a caret over the "3" of "3103", two digits whose ink touches)."""
    lo, hi = left.ink[2], right.ink[0] - CARET_WIDTH  # the bar's leftmost x range
    if lo > hi:
        return None
    x = round(right.pen)
    return x if lo <= x <= hi else (lo + hi) // 2


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
        "touch": bool(geo.meta.get("touch")),  # a phone or tablet screen (its status bar)
        "digital": geo.meta.get("medium") == "screen",  # a PDF or document in a viewer app
        # a photo or a scan of the whole page (a camera's or a scanner's sensor noise)
        "captured": geo.meta.get("medium") in ("camera", "scan"),
        # a TV's teletext or a full-screen text-mode program draws no GUI mouse pointer
        "mouse": not geo.meta.get("no_mouse"),
    }
