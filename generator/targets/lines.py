"""Targets on lines, paragraphs and sentences: line_start, line_end, line_bbox,
paragraph_start, paragraph_end, paragraph_bbox and sentence_boundary.

Refs come from textref.py ({"kind", "<kind>": id, "anchor", "text", "code", "qualifiers"});
caret-like ones add "context_glyphs". A caret target's anchor usually matches its side
(line_start is mostly named by the line's first words), sometimes the other side.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import numpy as np

from generator.editable import INPUT_SHAPES
from generator.targets.boxes import (
    caret_box,
    inked,
    line_end_box,
    line_start_box,
    union_ink,
)
from generator.targets.categories import REQUIRED_ROLES
from generator.targets.common import in_editable, make_target, neighbours_with_ink, shuffled
from generator.targets.index import PageIndex
from generator.targets.target import Target
from generator.targets.textref import line_reference, paragraph_reference, sentence_reference
from generator.verify.cut import clipped_end

SENTENCE_FINAL = frozenset(".!?…")
CLOSING = frozenset("\"'”’»)")
SAME_SIDE = 0.75
MIN_PARAGRAPH_WORDS = 4


def _anchor(category: str, rng: np.random.Generator) -> str:
    side = "end" if category.endswith("_end") or category == "sentence_boundary" else "start"
    if rng.random() < SAME_SIDE:
        return side
    return "start" if side == "end" else "end"


def one_line_inputs(geo) -> set[int]:
    """The lines that are the whole value of a one-line input (a query bar, a search box):
    a reader calls it the field ("le champ de requête"), never "the line that starts with
    `{service="gateway"} |= ""`" (r62 0015)."""
    out: set[int] = set()
    for shape in geo.shapes:
        if shape.kind not in INPUT_SHAPES:
            continue
        x1, y1, x2, y2 = shape.box
        inside = [ln.id for ln in geo.lines if (box := geo.line_box(ln)) is not None
                  and x1 <= (box[0] + box[2]) / 2 <= x2 and y1 <= (box[1] + box[3]) / 2 <= y2]
        if not inside:
            continue
        # a text area holding one line (a subtitle cue) is no bar; a bar may hold its value
        # in pieces on one row (a regex field's "/", pattern and "/flags", r87 0000)
        boxes = [geo.line_box(geo.lines[i]) for i in inside]
        lh = max(b[3] - b[1] for b in boxes)
        mids = [(b[1] + b[3]) / 2 for b in boxes]
        if max(mids) - min(mids) < lh / 2 and y2 - y1 < 5 * lh:  # a bar, not a text area
            out.update(inside)
    return out


def _lines(index: PageIndex, category: str) -> list[int]:
    geo = index.geo
    roles = REQUIRED_ROLES[category]
    cells = index.row_cells  # a table's or a log's cell is no line to a reader
    # a one-line input is the field to a reader, never "the line that starts with <its whole
    # value>" (r62 0015 for its box, r87 0000 for a caret at its end)
    cells = cells | one_line_inputs(geo)
    out = []
    for ln in geo.lines:
        ink = inked(geo, ln)
        if geo.blocks[ln.block].role in roles and len(ink) >= 2 and ln.id not in cells \
                and geo.glyphs[ink[-1]].char != "…" \
                and (category == "line_start" or clipped_end(geo, ln.id) is None):
            out.append(ln.id)
    return out


def line_target(index: PageIndex, category: str, rng: np.random.Generator) -> Target | None:
    """line_start / line_end (15 px edge box) and line_bbox (union of the ink)."""
    geo = index.geo
    for lid in shuffled(rng, _lines(index, category), None if category == "line_bbox" else
                        lambda lid: lid in index.editable):
        line = geo.lines[lid]
        glyphs = list(range(*line.glyphs))
        ink = union_ink(geo, glyphs)
        if category == "line_bbox":
            box = ink
        else:
            box = (line_start_box if category == "line_start" else line_end_box)(geo, line)
        if not index.clear(box, line.block, ink):
            continue
        ref = line_reference(index, lid, _anchor(category, rng), rng)
        if ref is None:
            continue
        if category == "line_bbox":
            return make_target(category, box, ref, [i for i in glyphs if geo.glyphs[i].ink])
        ends = inked(geo, line)
        ref["context_glyphs"] = ends[:1] if category == "line_start" else ends[-1:]
        return make_target(category, box, ref, [])
    return None


def _paragraphs(index: PageIndex, category: str) -> list[int]:
    geo = index.geo
    roles = REQUIRED_ROLES[category]
    out = []
    per_block = Counter(p.block for p in geo.paragraphs)
    for p in geo.paragraphs:
        if _field_value(geo, p, per_block):
            continue
        r = geo.paragraph_glyphs(p)
        words = {geo.glyphs[i].word for i in r if geo.glyphs[i].word >= 0}
        last = [i for i in r if geo.glyphs[i].ink is not None]
        if geo.blocks[p.block].role in roles and len(words) >= MIN_PARAGRAPH_WORDS \
                and last and geo.glyphs[last[-1]].char != "…" \
                and clipped_end(geo, p.lines[1] - 1) is None:
            out.append(p.id)
    return out


def _field_value(geo: Any, p: Any, per_block: Counter) -> bool:
    """Whether paragraph ``p`` is the whole short text of a form's field (a subtitle cue, a
    title): one or two lines, alone in its block. Nobody calls it a paragraph (r83 0013:
    "el párrafo que empieza por «Tu madre»" for a one-line subtitle)."""
    block = geo.blocks[p.block]
    region = geo.regions[block.region] if 0 <= block.region < len(geo.regions) else None
    return region is not None and region.kind == "form" and per_block[p.block] == 1 \
        and p.lines[1] - p.lines[0] <= 2


def paragraph_target(index: PageIndex, category: str,
                     rng: np.random.Generator) -> Target | None:
    """paragraph_start / paragraph_end (caret box) and paragraph_bbox (union of the ink)."""
    geo = index.geo
    for pid in shuffled(rng, _paragraphs(index, category), None if category == "paragraph_bbox"
                        else lambda pid: in_editable(index, *range(*geo.paragraphs[pid].lines))):
        para = geo.paragraphs[pid]
        glyphs = [i for i in geo.paragraph_glyphs(para) if geo.glyphs[i].ink is not None]
        ink = union_ink(geo, glyphs)
        context: list[int] = []
        if category == "paragraph_bbox":
            box = ink
        else:
            gi = glyphs[0] if category == "paragraph_start" else glyphs[-1]
            line = geo.lines[geo.glyphs[gi].line]
            k = gi - line.glyphs[0] + (category == "paragraph_end")
            box = caret_box(geo, line, k, index.carets(line), index.snaps(line))
            context = neighbours_with_ink(index, line.id, k)
        if not index.clear(box, para.block, ink):
            continue
        ref = paragraph_reference(index, pid, _anchor(category, rng), rng)
        if ref is None:
            continue
        if category == "paragraph_bbox":
            return make_target(category, box, ref, glyphs)
        ref["context_glyphs"] = context
        return make_target(category, box, ref, [])
    return None


def _sentence_end(index: PageIndex, sid: int) -> int | None:
    """The glyph id of the sentence's final mark (or closing quote after it), or None."""
    geo = index.geo
    first, end = index.sentences[sid]
    last = end - 1
    if geo.glyphs[last].char in CLOSING and last > first:
        if geo.glyphs[last - 1].char not in SENTENCE_FINAL:
            return None
    elif geo.glyphs[last].char not in SENTENCE_FINAL:
        return None
    line = geo.lines[geo.glyphs[last].line]
    if geo.glyphs[last].char == "…" and last == line.glyphs[1] - 1:
        return None  # may be a truncation ellipsis
    return last


def sentence_target(index: PageIndex, category: str,
                    rng: np.random.Generator) -> Target | None:
    """sentence_boundary: the caret right after a sentence's final mark."""
    geo = index.geo
    roles = REQUIRED_ROLES[category]
    sids = [s for s, (a, _) in index.sentences.items()
            if geo.blocks[geo.glyphs[a].block].role in roles]
    for sid in shuffled(rng, sids, lambda sid: in_editable(
            index, geo.glyphs[index.sentences[sid][1] - 1].line)):
        last = _sentence_end(index, sid)
        if last is None or len(index.sentence_text(sid).split()) < 3:
            continue
        line = geo.lines[geo.glyphs[last].line]
        k = last + 1 - line.glyphs[0]
        box = caret_box(geo, line, k, index.carets(line), index.snaps(line))
        if not index.clear(box, line.block, None):
            continue
        ref = sentence_reference(index, sid, _anchor(category, rng), rng)
        if ref is None:
            continue
        ref["context_glyphs"] = neighbours_with_ink(index, line.id, k)
        ref["final"] = geo.glyphs[last].char  # the instruction names it ("the full stop")
        return make_target(category, box, ref, [])
    return None
