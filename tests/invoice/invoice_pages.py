"""Shared helpers of the invoice tests: pages of every layout and language, and a reader
of the rendered geometry (field values, table rows, locale numbers and dates) that does
not import the surface's own formatting code."""

from __future__ import annotations

import datetime
import re
from decimal import Decimal
from functools import lru_cache

import numpy as np

from generator import languages
from generator.content import Content, locale_data
from generator.geometry import PageGeometry, union_boxes
from generator.page import make_theme
from generator.page.render import render
from surfaces import registry

LANGS = languages.codes()
LAYOUTS = ("classic", "modern", "compact", "table")
ROW_KIND = "invoice_line_item"
GROUP_KINDS = {"invoice_line_item": ROW_KIND, "invoice_line_items": ROW_KIND,
               "invoice_totals": "invoice_totals",
               "invoice_bank_details": "invoice_bank_details"}


def params_for(layout: str, lang: str, seed: int) -> dict:
    """The first sampled page of ``layout`` from seed ``seed`` on."""
    surface = registry.get("invoice")()
    for s in range(seed, seed + 500):
        params = surface.sample(np.random.default_rng(s), Content(lang, np.random.default_rng(
            s + 7919)))
        if params["layout"] == layout:
            return params
    raise AssertionError(f"layout {layout} never sampled")


def compose(params: dict, dark: bool = False):
    return registry.get("invoice")().compose(params, make_theme(dark, "teal"))


@lru_cache(maxsize=256)
def page(layout: str, lang: str, seed: int, dark: bool = False):
    params = params_for(layout, lang, seed)
    image, geo = render(compose(params, dark))
    return params, image, geo


# ---- reading the geometry -------------------------------------------------------------

def block_text(geo: PageGeometry, block_id: int) -> str:
    lines: dict[int, str] = {}
    for g in geo.glyphs:
        if g.block == block_id:
            lines[g.line] = lines.get(g.line, "") + g.char
    return " ".join(t.strip() for _, t in sorted(lines.items()))


def named(geo: PageGeometry, name: str) -> list[int]:
    return [b.id for b in geo.blocks if b.name == name]


def field(geo: PageGeometry, name: str) -> str:
    ids = [b.id for b in geo.blocks if b.name == name and b.role == "field"]
    assert len(ids) == 1, f"{name}: {len(ids)} field blocks"
    return block_text(geo, ids[0])


def group_glyphs(geo: PageGeometry, category: str) -> list[int]:
    """The glyphs of a block category computed straight from the region kinds."""
    kind = GROUP_KINDS[category]
    ids = {r.id for r in geo.regions if r.kind == kind}
    return [i for i, g in enumerate(geo.glyphs) if g.region in ids]


def ink_box(geo: PageGeometry, glyphs: list[int]):
    return union_boxes(geo.glyphs[i].ink for i in glyphs)


def rows(geo: PageGeometry) -> list[dict[str, str]]:
    """Each items-table row as {cell name: text}, top to bottom."""
    out = []
    for region in sorted((r for r in geo.regions if r.kind == ROW_KIND), key=lambda r: r.box[1]):
        cells = {}
        for b in geo.blocks:
            if b.region == region.id:
                cells[b.name] = block_text(geo, b.id)
        out.append(cells)
    return out


def region_text(geo: PageGeometry, kind: str) -> str:
    ids = {r.id for r in geo.regions if r.kind == kind}
    return " ".join(block_text(geo, b.id) for b in geo.blocks if b.region in ids)


# ---- locale numbers and dates ---------------------------------------------------------

DECIMAL_POINT = {"en": "."}


def number(text: str, lang: str) -> Decimal:
    """A locale-formatted amount or quantity ('1.234,56 €', '£1,234.56', '€ 12')."""
    m = re.search(r"\d[\d.,\u00a0\u202f ]*", text)
    assert m, f"no number in {text!r}"
    raw = re.sub(r"[\u00a0\u202f ]", "", m.group(0)).rstrip(".,")
    point = DECIMAL_POINT.get(lang, ",")
    group = "," if point == "." else "."
    return Decimal(raw.replace(group, "").replace(point, "."))


def date(text: str, lang: str) -> datetime.date:
    months = [m.lower() for m in locale_data(lang).MONTHS]
    t = text.lower().replace("1er", "1")
    m = re.fullmatch(r"(\d{1,2})[./-](\d{1,2})[./-](\d{4})", t)
    if m:
        return datetime.date(int(m[3]), int(m[2]), int(m[1]))
    words = re.findall(r"\d+|[^\W\d_]+", t)
    nums = [int(w) for w in words if w.isdigit()]
    month = next(k + 1 for k, name in enumerate(months)
                 if any(w == name or (len(w) == 3 and name.startswith(w)) for w in words))
    day, year = (nums[0], nums[1]) if nums[0] <= 31 else (nums[1], nums[0])
    return datetime.date(year, month, day)
