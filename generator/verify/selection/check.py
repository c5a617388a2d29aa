"""``verify_drag``: one selection row against its page (SPEC 13), in a reader's order.

1. parse with the selection grammar                       -> ``unparsed``
2. the reading fits the row's category, answer_type drag  -> ``category_mismatch``
3. exactly one span fits                                  -> ``no_match`` / ``ambiguous``
4. the span is one block's text, every visible glyph inked; both end boxes are the snap
   boxes of its caret positions (a box under 4 px: the end does not snap), the bbox its
   ink union, eval names the same boxes                   -> ``box_mismatch``
5. each point lies in its box                             -> ``point_outside``
6. the pixel checks of the click rows on the span's glyphs and on both end boxes
"""

from __future__ import annotations

from typing import Any

import numpy as np
from PIL import Image

from generator.editable import PLACEHOLDER
from generator.geometry import PageGeometry
from generator.verify import pixels
from generator.verify.conventions import glyph_union, same_box
from generator.verify.grammar import LexiconError, lexicon
from generator.verify.parser import ParseError
from generator.verify.resolve import Candidate
from generator.verify.selection.parse import SelQuery, parse_selection
from generator.verify.selection.spans import Span, SpanFinder, caret_snap
from generator.verify.verdict import Verdict

CATEGORY = {"word": "select_word", "range": "select_range", "substring": "select_substring",
            "part": "select_substring", "field": "select_field_value"}
UNITS = {"line": "select_line", "paragraph": "select_paragraph",
         "sentence": "select_sentence"}


def _fail(reason: str, detail: str, candidates: int = 0) -> Verdict:
    return Verdict(False, reason, detail, candidates)


def category_of(q: SelQuery) -> str:
    return UNITS[q.span.unit] if q.kind == "unit" else CATEGORY[q.kind]


def _boxes(geo: PageGeometry, finder: SpanFinder, span: Span,
           row: dict[str, Any]) -> tuple[Verdict | None, list[int]]:
    """Check the span and the row's three boxes; (failure or None, the span's ink)."""
    glyphs = geo.glyphs[span.first:span.last + 1]
    block = glyphs[0].block
    if any(g.block != block or (g.ink is None and not g.char.isspace()) or g.char == "…"
           for g in glyphs):
        return _fail("box_mismatch", "the span is not whole visible text of one block", 1), []
    if geo.blocks[block].name == PLACEHOLDER:
        return _fail("box_mismatch", "the span is an empty field's placeholder hint, which "
                     "nobody can select", 1), []
    ink = [i for i in range(span.first, span.last + 1) if geo.glyphs[i].ink is not None]
    start = caret_snap(geo, finder, span.first, False)
    end = caret_snap(geo, finder, span.last, True)
    if start is None or end is None:
        which = "start" if start is None else "end"
        return _fail("box_mismatch", f"the {which} of the selection does not snap (its "
                     "caret position has no box of 4 px)", 1), ink
    box = glyph_union(geo, ink)
    ev = row.get("eval") or {}
    for name, want, got in (("start_bbox", start, row.get("start_bbox")),
                            ("end_bbox", end, row.get("end_bbox")), ("bbox", box, row["bbox"]),
                            ("eval.start_bbox", start, ev.get("start_bbox")),
                            ("eval.end_bbox", end, ev.get("end_bbox"))):
        tol = 1 if name == "bbox" else 0
        if not isinstance(got, list) or len(got) != 4 or not same_box(want, got, tol):
            return _fail("box_mismatch", f"{name}: expected {list(want)}, row has {got}", 1), ink
    for name, b in (("start_point", start), ("end_point", end), ("point", box)):
        p = row.get(name)
        if not (isinstance(p, list) and len(p) == 2 and b[0] <= p[0] <= b[2]
                and b[1] <= p[1] <= b[3]):
            return _fail("point_outside", f"{name} {p} is outside {list(b)}", 1), ink
    return None, ink


def _pixels(image: Image.Image | np.ndarray, geo: PageGeometry, span: Span, ink: list[int],
            row: dict[str, Any]) -> Verdict | None:
    block = geo.glyphs[span.first].block
    cand = Candidate(glyph_union(geo, ink), block, ink, runs=span.runs)
    missing = pixels.missing_glyph(geo, sorted(set(ink) | set(cand.quoted_glyphs())))
    if missing is not None:
        g = geo.glyphs[missing]
        return _fail("missing_glyph", f"{g.char!r} is not in {geo.fonts[g.font][0]}", 1)
    ends = [Candidate(tuple(row[k]), block) for k in ("start_bbox", "end_bbox")]
    for reason, check in (("clipped", pixels.clipped), ("occluded", pixels.occluded)):
        for c in [cand, *ends]:
            detail = check(geo, c)
            if detail:
                return _fail(reason, detail, 1)
    detail = pixels.faint(image, geo, cand)
    return _fail("faint", detail, 1) if detail else None


def verify_drag(image: Image.Image | np.ndarray, geo: PageGeometry,
                row: dict[str, Any]) -> Verdict:
    """Check one drag row against its final image and page geometry."""
    lang = row.get("language", "")
    try:
        query = parse_selection(row["instruction"], lang)
        finder = SpanFinder(geo, lexicon(lang))
    except (ParseError, LexiconError) as exc:
        return _fail("unparsed", str(exc))
    category = category_of(query)
    if row.get("category") != category or row.get("answer_type") != "drag":
        return _fail("category_mismatch", f"the instruction asks for a {category} drag, the "
                     f"row is {row.get('category')} / {row.get('answer_type')}")
    spans = finder.spans_of(query)
    if not spans:
        return _fail("no_match", "nothing on the page fits the selection")
    if len(spans) > 1:
        return _fail("ambiguous", f"{len(spans)} spans fit the selection", len(spans))
    bad, ink = _boxes(geo, finder, spans[0], row)
    if bad is None:
        bad = _pixels(image, geo, spans[0], ink, row)
    return bad if bad is not None else Verdict(True, candidates=1)
