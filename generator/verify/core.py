"""``verify``: one row against its page, in the order a reader would check it.

1. parse the instruction with the row language's grammar            -> ``unparsed``
2. the parsed intent and answer form fit the row's category          -> ``category_mismatch``
3. enumerate every candidate on the page                             -> ``no_match`` /
                                                                        ``ambiguous``
4. the one candidate's SPEC 3 box equals the row's box within 1 px   -> ``box_mismatch``
5. the point lies inside that box (edges inclusive)                  -> ``point_outside``
6. pixel and drawing-order checks -> ``missing_glyph``, ``clipped``, ``occluded``, ``faint``
Between 3 and 4: the one candidate is text a reader can read and click -> ``illegible``
when it is a miniature's (block role "miniature": a print preview's page) or set under
``MIN_LEGIBLE`` px (r85 0005: "mouse", 23x5 px in a print preview).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from PIL import Image

from generator.editable import editable_line_ids
from generator.geometry import PageGeometry
from generator.verify import pixels
from generator.verify.absent import absent_problem
from generator.verify.conventions import lands_on, same_box
from generator.verify.cut import cut_reading
from generator.verify.grammar import LexiconError, lexicon
from generator.verify.parser import ParseError, parse_instruction
from generator.verify.query import CARET_KINDS, CATEGORY_ROLES, Query, categories_for
from generator.verify.resolve import Candidate, Resolver
from generator.verify.variants import VARIANT_KINDS, spellings, variant_of
from generator.verify.verdict import Verdict

REASONS = ("unparsed", "category_mismatch", "no_match", "ambiguous", "static_caret",
           "box_mismatch", "point_outside", "missing_glyph", "clipped", "occluded", "faint",
           "present", "confusable", "illegible")
BOX_TOLERANCE = 1
MIN_LEGIBLE = 8  # px, font size on the image: smaller text is a miniature, not read


def _fail(reason: str, detail: str, candidates: int = 0) -> Verdict:
    return Verdict(False, reason, detail, candidates)


def _category(query: Query, row: dict[str, Any]) -> Verdict | None:
    allowed = categories_for(query)
    if row["category"] not in allowed:
        return _fail("category_mismatch", f"the instruction asks for a {query.kind} "
                     f"({query.form}), which fits {list(allowed) or 'no category'}, "
                     f"not {row['category']}")
    if row.get("answer_type") != query.form:
        return _fail("category_mismatch", f"the instruction asks for a {query.form}, the row "
                     f"has answer_type {row.get('answer_type')}")
    return None


def _static_caret(query: Query, cand: Candidate, geo: PageGeometry) -> Verdict | None:
    """A text cursor stands only in editable text (an editor, a composer, an input field, a
    terminal's prompt line: generator/editable.py), never in static text."""
    if query.kind not in CARET_KINDS:
        return None
    lines = {geo.glyphs[i].line for i in (cand.context or cand.ink)}
    if lines & editable_line_ids(geo):
        return None
    return _fail("static_caret", "a caret target in text nobody can type in", 1)


def _variant(query: Query, geo: PageGeometry) -> Verdict | None:
    """A quoted word the page also prints in another case or without its accents is two
    words to a reader, whatever the qualifiers (generator/verify/variants.py)."""
    if query.kind not in VARIANT_KINDS or query.word is None or " " in query.word.text:
        return None
    other = variant_of(spellings(geo), query.word.text)
    if other is None:
        return None
    return _fail("ambiguous", f"{query.word.text!r} is also on the page as {other!r}", 2)


def _answer(cand: Candidate, geo: PageGeometry, row: dict[str, Any]) -> Verdict | None:
    roles = CATEGORY_ROLES.get(row["category"])
    if roles and geo.blocks[cand.block].role not in roles:
        return _fail("category_mismatch", f"the target is {geo.blocks[cand.block].role} text,"
                     f" not what {row['category']} names ({', '.join(roles)})", 1)
    bbox = tuple(int(v) for v in row["bbox"])
    if cand.box is None:
        return _fail("box_mismatch", "the target has no valid box (a caret too close to "
                     "its neighbours, or a gap under 2 px)", 1)
    if not same_box(cand.box, bbox, BOX_TOLERANCE):
        return _fail("box_mismatch", f"expected {list(cand.box)}, row has {list(bbox)}", 1)
    if cand.clicks is not None and not lands_on(bbox, cand.clicks):
        return _fail("box_mismatch", f"clicks in {list(bbox)} place the caret elsewhere "
                     f"(only x {cand.clicks[0]}..{cand.clicks[1]} land on the target)", 1)
    x, y = (int(v) for v in row["point"])
    x1, y1, x2, y2 = cand.box
    if not (x1 <= x <= x2 and y1 <= y <= y2 and bbox[0] <= x <= bbox[2]
            and bbox[1] <= y <= bbox[3]):
        return _fail("point_outside", f"point {[x, y]} is outside {list(cand.box)}", 1)
    return None


def _illegible(cand: Candidate, geo: PageGeometry) -> Verdict | None:
    """Text in a miniature (a preview's page) or too small to read is never a target: the
    target's own glyphs, or for a caret or gap the glyphs beside it."""
    ids = [i for i in (cand.ink or cand.context) if not geo.glyphs[i].char.isspace()]
    blocks = {geo.glyphs[i].block for i in ids} | {cand.block}
    if any(geo.blocks[b].role == "miniature" for b in blocks if 0 <= b < len(geo.blocks)):
        return _fail("illegible", "the target is text of a miniature (a preview's page)", 1)
    sizes = [geo.fonts[geo.glyphs[i].font][2] for i in ids]
    if sizes and max(sizes) < MIN_LEGIBLE:
        return _fail("illegible", f"the target is set at {max(sizes)} px, under the "
                     f"{MIN_LEGIBLE} px a reader can read", 1)
    return None


def _pixels(image: Image.Image | np.ndarray, geo: PageGeometry,
            cand: Candidate) -> Verdict | None:
    missing = pixels.missing_glyph(geo, sorted(set(cand.ink) | set(cand.quoted_glyphs())))
    if missing is not None:
        g = geo.glyphs[missing]
        return _fail("missing_glyph", f"{g.char!r} is not in {geo.fonts[g.font][0]}", 1)
    for reason, check in (("clipped", pixels.clipped), ("occluded", pixels.occluded)):
        detail = check(geo, cand)
        if detail:
            return _fail(reason, detail, 1)
    detail = pixels.faint(image, geo, cand)
    return _fail("faint", detail, 1) if detail else None


def resolve(geo: PageGeometry, row: dict[str, Any]) -> tuple[Query, list[Candidate]]:
    """Parse the row's instruction and list its candidates (ParseError, LexiconError)."""
    lang = row["language"]
    query = parse_instruction(row["instruction"], lang)
    return query, Resolver(geo, lexicon(lang)).candidates(query)


def verify(image: Image.Image | np.ndarray, geo: PageGeometry, row: dict[str, Any]) -> Verdict:
    """Check one row (instruction, language, category, bbox, point, answer_type) against
    its final image and page geometry."""
    if row.get("answer_type") == "drag":  # selection rows: generator/verify/selection
        from generator.verify.selection import verify_drag

        return verify_drag(image, geo, row)
    try:
        query, cands = resolve(geo, row)
    except (ParseError, LexiconError) as exc:
        return _fail("unparsed", str(exc))
    if row.get("answer_type") == "absent":  # SPEC 12 negatives: see verify/absent.py
        problem = absent_problem(geo, row, query, cands)
        return _fail(*problem, len(cands)) if problem else Verdict(True)
    bad = _category(query, row)
    if bad is not None:
        return bad
    if not cands:
        return _fail("no_match", "nothing on the page fits the instruction")
    if len(cands) > 1:
        boxes = ", ".join(str(list(c.box)) if c.box else "none" for c in cands[:4])
        return _fail("ambiguous", f"{len(cands)} candidates: {boxes}", len(cands))
    variant = _variant(query, geo)
    if variant is not None:
        return variant
    cut = cut_reading(geo, [q.text for q in query.quotes])
    if cut is not None:  # a line cut by an ellipsis may read as the quote (verify/cut.py)
        return _fail("ambiguous", cut, 2)
    cand = cands[0]
    bad = _static_caret(query, cand, geo) or _illegible(cand, geo) \
        or _answer(cand, geo, row) or _pixels(image, geo, cand)
    return bad if bad is not None else Verdict(True, candidates=1)
