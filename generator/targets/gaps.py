"""Targets in the white space: between_words (the space between two adjacent words) and
blank_line (the empty line between two paragraphs of a prose block).

ref (pair): {"kind": "pair", "texts": [a, b], "words": [id_a, id_b], "code",
             "qualifiers" (region / sentence / phrase only), "context_glyphs"}
ref (gap):  {"kind": "gap", "paragraphs": [p1, p2], "side": "between"|"after"|"before",
             "para1": end reference of p1 or None, "para2": start reference of p2 or None,
             "context_glyphs"}; para refs are textref paragraph references.
"""

from __future__ import annotations

import numpy as np

from generator.geometry import Word
from generator.targets.boxes import blank_box, contains, gap_box, intersects
from generator.targets.categories import REQUIRED_ROLES
from generator.targets.common import (
    in_editable,
    make_target,
    quotable,
    shuffled,
    weak_anchor,
    weak_code_anchor,
)
from generator.targets.index import PageIndex
from generator.targets.qualify import qualify
from generator.targets.target import Target
from generator.targets.textref import paragraph_reference

PAIR_KINDS = ("region", "sentence", "phrase")


def _pairs(index: PageIndex, category: str) -> list[tuple[Word, Word]]:
    geo = index.geo
    roles = REQUIRED_ROLES[category]
    out = []
    pieces = index.piece_words()
    for a, b in zip(geo.words, geo.words[1:], strict=False):
        if a.line != b.line or index.role(a) not in roles or a.id in pieces \
                or b.id in pieces:
            continue
        between = geo.glyphs[a.glyphs[1]:b.glyphs[0]]
        if between and all(g.char == " " for g in between) and index.is_whole(a) \
                and index.is_whole(b):
            out.append((a, b))
    return out


def _pair_matches(index: PageIndex, a: Word, b: Word) -> list[Word]:
    """First words of every adjacent pair of the page with the same two texts."""
    key = b.text.casefold()
    out = []
    for m in index.matches(a):
        nxt = index.neighbour(m, 1)
        if nxt is not None and nxt.text.casefold() == key:
            out.append(m)
    return out


def _crossed(geo, box) -> bool:
    """Something other than background in the space: a shape that is not an opaque panel
    behind it (a rule, a chart line, an icon), or the ink of any glyph (a tall neighbour
    from the line above): the "space" would not be empty."""
    if any(intersects(sh.box, box) and not (sh.opaque and contains(sh.box, box))
           for sh in geo.shapes):
        return True
    return any(g.ink is not None and intersects(g.ink, box) for g in geo.glyphs)


def between_words_target(index: PageIndex, category: str,
                         rng: np.random.Generator) -> Target | None:
    geo = index.geo
    for a, b in shuffled(rng, _pairs(index, category), lambda p: p[0].line in index.editable):
        code = index.is_code(a) or index.is_code(b)
        if not (quotable(a.text, code) and quotable(b.text, code)) \
                or weak_anchor(a.text) or weak_anchor(b.text):  # "between «Álvarez» and «S»"
            continue
        if code:  # never "zwischen »AND« und »o«" in a query
            line = geo.lines[a.line]
            before = "".join(g.char for g in geo.glyphs[line.glyphs[0]:a.glyphs[0]])
            if weak_code_anchor(a.text, before) or weak_code_anchor(b.text, before):
                continue
        line = geo.lines[a.line]
        left, right = a.glyphs[1] - 1, b.glyphs[0]
        box = gap_box(geo, line, left, right)
        if box is None or not index.clear(box, a.block, None) or _crossed(geo, box):
            continue
        quals = qualify(index, a, _pair_matches(index, a, b), rng, PAIR_KINDS, span=(a, b))
        if quals is None:
            continue
        ref = {"kind": "pair", "texts": [a.text, b.text], "words": [a.id, b.id],
               "code": code, "qualifiers": quals, "context_glyphs": [left, right],
               "text": f"{a.text} {b.text}"}
        return make_target(category, box, ref, [])
    return None


def _gaps(index: PageIndex, category: str) -> list[tuple[int, int]]:
    """Consecutive paragraphs of one block separated by at least one line pitch."""
    geo = index.geo
    out = []
    for p1, p2 in zip(geo.paragraphs, geo.paragraphs[1:], strict=False):
        block = geo.blocks[p1.block]
        if p2.block != p1.block or block.role not in REQUIRED_ROLES[category]:
            continue
        above, below = geo.lines[p1.lines[1] - 1], geo.lines[p2.lines[0]]
        if block.line_height > 0 and below.top - above.bottom >= block.line_height:
            out.append((p1.id, p2.id))
    return out


def _long_winded(ref1: dict, ref2: dict) -> bool:
    """Whether naming the gap by both paragraphs makes a run-on instruction: two quotes of
    more than four words in all, or a place clause in either ("the empty line between the
    paragraph ending in «…» in the article and the paragraph beginning «…»", 40 words)."""
    words = len(ref1["text"].split()) + len(ref2["text"].split())
    return words > 4 or bool(ref1.get("qualifiers") or ref2.get("qualifiers"))


def blank_line_target(index: PageIndex, category: str,
                      rng: np.random.Generator) -> Target | None:
    geo = index.geo
    for p1, p2 in shuffled(rng, _gaps(index, category), lambda g: in_editable(
            index, *range(*geo.paragraphs[g[0]].lines))):
        block = geo.blocks[geo.paragraphs[p1].block]
        above = geo.lines[geo.paragraphs[p1].lines[1] - 1]
        below = geo.lines[geo.paragraphs[p2].lines[0]]
        box = blank_box(geo, above, below, block.box, block.line_height)
        if not index.clear(box, block.id, None) or any(  # nothing inked in the gap, not a
                g.ink and intersects(g.ink, box) for g in geo.glyphs):  # dialog's text either
            continue
        side = ("between", "after", "before")[int(rng.integers(3))]
        ref1 = paragraph_reference(index, p1, "end", rng) if side != "before" else None
        ref2 = paragraph_reference(index, p2, "start", rng) if side != "after" else None
        if (side != "before" and ref1 is None) or (side != "after" and ref2 is None):
            continue
        if side == "between" and _long_winded(ref1, ref2):
            side, ref2 = "after", None  # one anchor names the gap as well (r54 0024)
        context = [i for i in range(*above.glyphs) if geo.glyphs[i].ink is not None]
        ref = {"kind": "gap", "paragraphs": [p1, p2], "side": side, "para1": ref1,
               "para2": ref2, "context_glyphs": context[-1:]}
        return make_target(category, box, ref, [])
    return None
