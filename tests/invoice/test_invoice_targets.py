"""Every invoice_* target box is the union of the ink of its named blocks (computed here
from the geometry on its own), and the rendered pixels agree: removing exactly those
blocks from the page changes pixels inside the box only, touching all four sides."""

from __future__ import annotations

import numpy as np
import pytest
from invoice_pages import GROUP_KINDS, ROW_KIND, compose, ink_box, page, params_for
from PIL import ImageChops

from generator.page import TextBlock
from generator.page.render import render
from generator.targets import INVOICE_CATEGORIES, sample_target

PAGES = [("classic", "en", 3), ("modern", "de", 5), ("compact", "fr", 7), ("table", "es", 9),
         ("classic", "it", 11), ("modern", "nl", 13), ("compact", "en", 15),
         ("table", "de", 17)]
CASES = [(cat, *p) for cat in INVOICE_CATEGORIES for p in PAGES]


ADDRESS = ("invoice_sender", "invoice_recipient")
# Layouts that print the sender's name apart from its address (a band, a letterhead line)
# have no sender block: name through city must be one block to a reader.
NO_SENDER_BLOCK = ("modern", "table")


def expected_glyphs(geo, category: str, ref: dict) -> list[int]:
    if category in ADDRESS:  # name through city: every block named for that party
        names = {category + part for part in ("", "_line", "_zip", "_city")}
        blocks = {b.id for b in geo.blocks if b.name in names}
        assert sum(b.name == category for b in geo.blocks) == 1
        return [i for i, g in enumerate(geo.glyphs) if g.block in blocks]
    if category not in GROUP_KINDS:
        blocks = [b.id for b in geo.blocks if b.role == "field" and b.name == category]
        assert len(blocks) == 1
        return [i for i, g in enumerate(geo.glyphs) if g.block == blocks[0]]
    regions = [r for r in geo.regions if r.kind == GROUP_KINDS[category]]
    if category == "invoice_line_item":  # the row whose description the instruction quotes
        rows = [r for r in regions if r.label == ref["text"]]
        assert len(rows) == 1
        regions = rows
    ids = {r.id for r in regions}
    if category == "invoice_line_items":  # with the column header row
        ids |= {r.id for r in geo.regions if r.kind == "invoice_items"}
    return [i for i, g in enumerate(geo.glyphs) if g.region in ids]


@pytest.mark.parametrize(("category", "layout", "lang", "seed"), CASES)
def test_box_is_the_union_of_the_named_ink(category: str, layout: str, lang: str,
                                           seed: int) -> None:
    _, image, geo = page(layout, lang, seed)
    target = sample_target(geo, category, np.random.default_rng(seed))
    if category == "invoice_sender" and layout in NO_SENDER_BLOCK:
        assert target is None
        return
    assert target is not None, f"no {category} candidate"
    glyphs = expected_glyphs(geo, category, target.ref)
    assert sorted(target.glyphs) == glyphs
    assert tuple(target.bbox) == ink_box(geo, glyphs)
    assert target.answer_type == "bbox" and target.data_type == "invoice"


def pixel_box(layout: str, lang: str, seed: int, block_ids: set[int]):
    """Bounding box of the pixels that change when the blocks are left out of the page."""
    params = params_for(layout, lang, seed)
    full, _ = render(compose(params))
    pruned = compose(params)
    blocks = [op for op in pruned.ops if isinstance(op, TextBlock)]
    drop = {id(blocks[b]) for b in block_ids}
    pruned.ops = [op for op in pruned.ops if id(op) not in drop]
    without, _ = render(pruned)
    return ImageChops.difference(full, without).getbbox()


@pytest.mark.parametrize(("category", "layout", "lang", "seed"),
                         [c for c in CASES if c[1:] in (PAGES[0], PAGES[3], PAGES[5])])
def test_pixels_agree_with_the_box(category: str, layout: str, lang: str, seed: int) -> None:
    _, _, geo = page(layout, lang, seed)
    target = sample_target(geo, category, np.random.default_rng(seed))
    if target is None and category == "invoice_sender" and layout in NO_SENDER_BLOCK:
        return
    blocks = {geo.glyphs[i].block for i in target.glyphs}
    changed = pixel_box(layout, lang, seed, blocks)
    assert changed is not None
    # ink inside the box, touching all four sides (a faint anti-aliased edge may round away)
    assert all(abs(a - b) <= 1 for a, b in zip(changed, target.bbox, strict=True)), \
        (changed, target.bbox)


def test_field_is_only_a_candidate_when_unique() -> None:
    _, _, geo = page("classic", "en", 3)
    total = next(b for b in geo.blocks if b.name == "invoice_total")
    twin = type(total)(**{**{f: getattr(total, f) for f in total.__slots__}, "id": 10_000})
    geo.blocks.append(twin)
    try:
        assert sample_target(geo, "invoice_total", np.random.default_rng(0)) is None
    finally:
        geo.blocks.pop()


def test_cut_value_is_not_a_candidate() -> None:
    _, _, geo = page("modern", "de", 5)
    iban = next(b for b in geo.blocks if b.name == "invoice_iban")
    last = max(i for i, g in enumerate(geo.glyphs) if g.block == iban.id)
    char = geo.glyphs[last].char
    geo.glyphs[last].char = "…"
    try:
        assert sample_target(geo, "invoice_iban", np.random.default_rng(0)) is None
        assert sample_target(geo, "invoice_bank_details", np.random.default_rng(0)) is None
    finally:
        geo.glyphs[last].char = char


def test_rows_are_regions_with_their_description() -> None:
    _, _, geo = page("table", "es", 9)
    rows = [r for r in geo.regions if r.kind == ROW_KIND]
    names = {b.name for b in geo.blocks if b.region in {r.id for r in rows}}
    assert {"item_description", "item_qty", "item_price", "item_amount"} <= names
    header = [r for r in geo.regions if r.kind == "invoice_items"]
    assert len(header) == 1 and all(r.box[1] >= header[0].box[3] for r in rows)


@pytest.mark.parametrize(("layout", "lang", "seed"), PAGES)
def test_recipient_block_is_name_through_city(layout: str, lang: str, seed: int) -> None:
    """v1's "entire customer block": the name, any attention line, the street and the
    postcode / city line, so every line of the printed address is in the box."""
    _, _, geo = page(layout, lang, seed)
    target = sample_target(geo, "invoice_recipient", np.random.default_rng(seed))
    lines = {geo.glyphs[i].line for i in target.glyphs}
    names = {geo.blocks[geo.glyphs[i].block].name for i in target.glyphs}
    assert {"invoice_recipient", "invoice_recipient_line", "invoice_recipient_zip",
            "invoice_recipient_city"} <= names
    assert len(lines) >= 3
    params = params_for(layout, lang, seed)
    if params["doc"]["recipient"].get("attn"):
        assert params["doc"]["recipient"]["attn"] in " ".join(
            geo.line_text(geo.lines[k]) for k in lines)


def test_line_items_include_the_header_row() -> None:
    _, _, geo = page("classic", "en", 3)
    target = sample_target(geo, "invoice_line_items", np.random.default_rng(0))
    header = next(r for r in geo.regions if r.kind == "invoice_items")
    assert target.bbox[1] <= header.box[1] + 12
    assert any(geo.glyphs[i].region == header.id for i in target.glyphs)
