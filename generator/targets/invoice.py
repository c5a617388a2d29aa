"""Invoice targets: the 21 invoice_* categories of SPEC 3, read back from the page geometry.

The geometry scheme (written by surfaces.invoice.look) and the box of each category:

- address blocks (invoice_sender, invoice_recipient): every line of the block, name
  through city / country (v1: "box the entire customer block"): the text blocks named
  ``invoice_<who>``, ``invoice_<who>_line``, ``invoice_<who>_zip`` and
  ``invoice_<who>_city``, sampled only where all of them lie in one region; box = union
  of their ink.
- field categories (invoice_number, invoice_date, invoice_due_date,
  invoice_sender_city, invoice_sender_zip, invoice_recipient_city,
  invoice_recipient_zip, invoice_email, invoice_phone, invoice_tax_id, invoice_iban,
  invoice_bic, invoice_subtotal, invoice_tax, invoice_total): the one text block of role
  ``field`` named after the category; box = union of its glyphs' ink (the value only,
  never its label).
- invoice_line_item: one region of kind ``invoice_line_item`` (one row of the items table);
  box = union of the ink of every cell of the row.
- invoice_line_items: the header row (the ``invoice_items`` region) and all regions of
  kind ``invoice_line_item`` (v1: "including the header row and every line item").
- invoice_totals, invoice_bank_details: the one region of that kind; box = union of the ink
  of every line of the block, labels included (the bank block's heading is outside it).

A candidate must be unique (one block, or one region), whole (no ellipsis, every non-space
glyph inked, ink inside its container and the page) and not covered by a later opaque shape.
"""

from __future__ import annotations

import numpy as np

from generator.geometry import PageGeometry, union_boxes
from generator.rng import choice
from generator.targets.categories import CATEGORIES, INVOICE_CATEGORIES
from generator.targets.index import PageIndex
from generator.targets.target import Box, Target, inside

ROW_KIND = "invoice_line_item"
GROUP_KINDS = {"invoice_line_item": ROW_KIND, "invoice_line_items": ROW_KIND,
               "invoice_totals": "invoice_totals",
               "invoice_bank_details": "invoice_bank_details"}
ADDRESS_CATEGORIES = ("invoice_sender", "invoice_recipient")
ADDRESS_PARTS = ("", "_line", "_zip", "_city")
FIELD_CATEGORIES = tuple(c for c in INVOICE_CATEGORIES
                         if c not in GROUP_KINDS and c not in ADDRESS_CATEGORIES)


def _block_glyphs(geo: PageGeometry) -> dict[int, list[int]]:
    out: dict[int, list[int]] = {}
    for i, g in enumerate(geo.glyphs):
        out.setdefault(g.block, []).append(i)
    return out


def _text(geo: PageGeometry, glyphs: list[int]) -> str:
    lines: dict[int, str] = {}
    for i in glyphs:
        g = geo.glyphs[i]
        lines[g.line] = lines.get(g.line, "") + g.char
    return " ".join(t.strip() for _, t in sorted(lines.items()))


SLACK = 2  # overhanging ink (a glyph's bearing) may pass its container by this much


def _within(ink: Box, box: Box) -> bool:
    return ink[0] >= box[0] - SLACK and ink[1] >= box[1] - SLACK and \
        ink[2] <= box[2] + SLACK and ink[3] <= box[3] + SLACK


def _whole(geo: PageGeometry, glyphs: list[int]) -> bool:
    """No ellipsis, every visible character inked and inside its block's container."""
    for i in glyphs:
        g = geo.glyphs[i]
        if g.char == "…":
            return False
        if g.ink is None:
            if not g.char.isspace():
                return False
            continue
        if not _within(g.ink, geo.blocks[g.block].box):
            return False
    return True


def _covered(geo: PageGeometry, glyphs: list[int]) -> bool:
    """True when an opaque shape drawn after a block lies over that block's ink."""
    inks: dict[int, list] = {}
    for i in glyphs:
        if geo.glyphs[i].ink is not None:
            inks.setdefault(geo.glyphs[i].block, []).append(geo.glyphs[i].ink)
    for b, boxes in inks.items():
        box, z = union_boxes(boxes), geo.blocks[b].z
        if any(s.opaque and s.z > z and s.box[0] < box[2] and box[0] < s.box[2]
               and s.box[1] < box[3] and box[1] < s.box[3] for s in geo.shapes):
            return True
    return False


def _target(geo: PageGeometry, category: str, glyphs: list[int], ref: dict) -> Target | None:
    if not glyphs or not _whole(geo, glyphs):
        return None
    box = union_boxes(geo.glyphs[i].ink for i in glyphs)
    if box is None or not inside(box, geo.width, geo.height):
        return None
    if _covered(geo, glyphs):
        return None
    cat = CATEGORIES[category]
    ref = {**ref, "field": category, "blocks": sorted({geo.glyphs[i].block for i in glyphs})}
    return Target(category, cat.data_type, cat.answer_type, box, ref, sorted(glyphs))


def field_target(index: PageIndex, category: str, rng: np.random.Generator) -> Target | None:
    """The value of a field: exactly one ``field`` block named ``category``."""
    geo = index.geo
    named = [b for b in geo.blocks if b.role == "field" and b.name == category]
    if len(named) != 1:
        return None
    glyphs = _block_glyphs(geo).get(named[0].id, [])
    return _target(geo, category, glyphs, {"kind": "invoice_field", "text": _text(geo, glyphs)})


def address_target(index: PageIndex, category: str,
                   rng: np.random.Generator) -> Target | None:
    """A whole address block: the name (one field block) through the city line, all in
    one region."""
    geo = index.geo
    if sum(b.role == "field" and b.name == category for b in geo.blocks) != 1:
        return None
    names = {category + part for part in ADDRESS_PARTS}
    blocks = [b.id for b in geo.blocks if b.name in names]
    glyph_map = _block_glyphs(geo)
    glyphs = sorted(i for b in blocks for i in glyph_map.get(b, []))
    if not glyphs or len({geo.glyphs[i].region for i in glyphs}) != 1:
        return None
    return _target(geo, category, glyphs, {"kind": "invoice_field", "text": _text(geo, glyphs)})


def _region_glyphs(geo: PageGeometry, region_ids: set[int]) -> list[int]:
    return [i for i, g in enumerate(geo.glyphs) if g.region in region_ids]


def group_target(index: PageIndex, category: str, rng: np.random.Generator) -> Target | None:
    """A block of the invoice: a table row, the table body, the totals or the bank block."""
    geo = index.geo
    regions = sorted((r for r in geo.regions if r.kind == GROUP_KINDS[category]),
                     key=lambda r: (r.box[1], r.box[0]))
    if not regions:
        return None
    if category == "invoice_line_item":
        return _row_target(geo, regions, rng)
    if category != "invoice_line_items" and len(regions) != 1:
        return None
    if category == "invoice_line_items" and \
            sum(r.kind == "invoice_items" for r in geo.regions) != 1:
        return None
    if category == "invoice_line_items" and not all(
            _region_glyphs(geo, {r.id}) for r in regions):
        return None
    ids = {r.id for r in regions}
    if category == "invoice_line_items":  # the header row belongs to the table
        ids |= {r.id for r in geo.regions if r.kind == "invoice_items"}
    glyphs = _region_glyphs(geo, ids)
    return _target(geo, category, glyphs, {"kind": "invoice_block", "text": "",
                                           "regions": [r.id for r in regions]})


def _row_target(geo: PageGeometry, rows: list, rng: np.random.Generator) -> Target | None:
    """One table row, identified by its description (unique among the rows)."""
    names = {b.id: b.name for b in geo.blocks}
    descriptions = []
    for r in rows:
        glyphs = _region_glyphs(geo, {r.id})
        desc = [i for i in glyphs if names[geo.glyphs[i].block] == "item_description"]
        descriptions.append((r, glyphs, _text(geo, desc) if desc else ""))
    counts: dict[str, int] = {}
    for _, _, text in descriptions:
        counts[text.casefold()] = counts.get(text.casefold(), 0) + 1
    candidates = [(k, d) for k, d in enumerate(descriptions)
                  if d[2] and counts[d[2].casefold()] == 1]
    if not candidates:
        return None
    k, (region, glyphs, text) = choice(rng, candidates)
    return _target(geo, "invoice_line_item", glyphs,
                   {"kind": "invoice_block", "text": text, "regions": [region.id],
                    "row": k + 1, "rows": len(rows)})


INVOICE_SAMPLERS = {**{c: field_target for c in FIELD_CATEGORIES},
                    **{c: address_target for c in ADDRESS_CATEGORIES},
                    **{c: group_target for c in GROUP_KINDS}}
assert set(INVOICE_SAMPLERS) == set(INVOICE_CATEGORIES)
