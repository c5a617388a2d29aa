"""The four invoice layouts, each drawn inside the paper's content box:

- ``classic``: a business letter (letterhead, window address, meta list, title, greeting,
  items table, totals, terms, a three-column footer with VAT id, legal line and bank).
- ``modern``: a brand-coloured header band, a meta row of stacked labels, From / Bill to
  columns, a banded or zebra table, the total on a coloured band, bank and VAT in a footer.
- ``compact``: small type, sender and title side by side, a dense ruled table and the
  bank details on one footer line.
- ``table``: everything in bordered boxes: From / details / Bill to / contact boxes, a
  full-grid items table, a gridded totals table and a bank table.

Optional prose (the greeting paragraph, the payment terms) is drawn only where it fits
completely, so nothing is ever cut; the line items and totals always fit by construction.
"""

from __future__ import annotations

from typing import Any

from surfaces.invoice.look import (
    Column,
    Look,
    address,
    bank_block,
    bank_line,
    city_parts,
    contact_parts,
    description_lines,
    fit,
    inline,
    items_table,
    label_rows,
    logo,
    outline,
    panel_head,
    prose,
    put,
    put_right,
    sender_line,
    stacked,
    totals,
    vat_parts,
    width_of,
)
from surfaces.invoice.vat import terms
from surfaces.kit import Page, Style

Box = tuple[int, int, int, int]
PAD = 6


# ---- shared pieces ----------------------------------------------------------------------

def meta_rows(p: dict[str, Any]) -> list[tuple[str, str, str]]:
    doc, lab = p["doc"], p["labels"]
    rows = [(lab["number"], doc["number"], "invoice_number"),
            (lab["date"], doc["date"], "invoice_date"),
            (lab["due"], doc["due"], "invoice_due_date")]
    if p["layout_opts"]["customer_no"]:
        rows.insert(1, (lab["customer_no"], doc["customer"], ""))
    return rows


def meta_widths(p: dict[str, Any], label_st: Style, value_st: Style) -> tuple[int, int]:
    """(width, label column width) of the meta list: at least the sampled width, and
    always wide enough for its longest label and value."""
    rows = meta_rows(p)
    label_w = max(width_of(label, label_st) for label, _, _ in rows) + 18
    value_w = max(width_of(value, value_st) for _, value, _ in rows) + 6
    return max(p["layout_opts"]["meta_w"], label_w + value_w), label_w


def total_rows(p: dict[str, Any]) -> list[tuple[str, str, str]]:
    doc, lab = p["doc"], p["labels"]
    return [(lab["subtotal"], doc["subtotal"], "invoice_subtotal"),
            (lab["tax"], doc["tax"], "invoice_tax"),
            (lab["total_label"], doc["total"], "invoice_total")]


def table_items(p: dict[str, Any]) -> list[dict[str, str]]:
    """The rows as drawn: without a unit column the unit follows the quantity, except a flat
    fee's: its quantity column shows "1" (r71 0011: "1 servicio" under "Cant.")."""
    if p["layout_opts"]["unit_col"]:
        return p["doc"]["items"]
    return [it if it.get("flat") else dict(it, qty=f"{it['qty']}\u00a0{it['unit']}")
            for it in p["doc"]["items"]]


def columns(p: dict[str, Any], look: Look, width: int) -> list[Column]:
    """Numeric columns as wide as their widest text; the description takes the rest."""
    lab, items, opts = p["labels"], table_items(p), p["layout_opts"]
    cell, head = look.st(), look.st(bold=True)
    keys = (["pos"] if opts["pos_col"] else []) + ["description", "qty"] + \
        (["unit"] if opts["unit_col"] else []) + ["price", "amount"]
    cols = []
    for key in keys:
        if key == "description":
            cols.append(Column(key, lab["description"], 0))
            continue
        values = [str(i + 1) for i in range(len(items))] if key == "pos" else \
            [it[key] for it in items]
        w = max([width_of(lab[key], head)] + [width_of(v, cell) for v in values]) + 2 * PAD + 6
        cols.append(Column(key, lab[key], w, "left" if key in ("pos", "unit") else "right"))
    rest = width - sum(c.width for c in cols)
    return [Column(c.key, c.label, rest, c.align) if c.key == "description" else c for c in cols]


def table_height(p: dict[str, Any], look: Look, cols: list[Column]) -> int:
    pitch = look.pitch(look.st())
    desc = next(c for c in cols if c.key == "description")
    rows = sum(description_lines(it["desc"], look.st(), desc.width - 2 * PAD, pitch) * pitch
               + 2 * PAD for it in p["doc"]["items"])
    return pitch + 2 * PAD + rows + 2


def totals_height(look: Look, variant: str) -> int:
    big = look.st(size=look.size + 1, bold=True)
    return 2 * look.pitch() + look.pitch(big) + 4 + 6 + (16 if variant == "box" else 8)


def body_bottom(page: Page, look: Look, p: dict[str, Any], x1: int, x2: int, y: int,
                limit: int, cols: list[Column], table_variant: str, totals_variant: str,
                totals_w: int) -> int:
    """The items table, the totals under its right edge and, if they fit, the terms."""
    y = items_table(page, look, x1, y, cols, table_items(p), table_variant) + 14
    x_right = x1 + sum(c.width for c in cols)
    y = totals(page, look, x_right - totals_w, x_right, y, total_rows(p), totals_variant)
    bottom = terms(page, look, (x1, y + 12, x_right, limit), p,
                   look.st(size=look.size - 1, colour=look.muted), p["layout_opts"]["gap"])
    return bottom or y


# ---- classic letter -------------------------------------------------------------------

def classic(page: Page, look: Look, p: dict[str, Any], box: Box) -> None:
    x1, y1, x2, y2 = box
    doc, lab, opts = p["doc"], p["labels"], p["layout_opts"]
    s = doc["sender"]
    small = look.st(size=look.size - 2, colour=look.muted)
    name_st = look.st(size=look.size + 9, colour=look.brand, bold=True, head=True)
    right = opts["head_align"] == "right"
    logo(page, look, x1, y1 + 2, 44, opts["logo"], s["name"])
    nx = x1 + 58
    with page.region("letterhead", "header", (x1, y1, x2, y1 + 80)):
        y = y1
        put(page, look, nx, y, s["name"], name_st, role="field", name="invoice_sender",
            width=x2 - nx, align="right" if right else "left")
        y += look.pitch(name_st)
        for line in (sender_line(s, doc["city_line"], small), contact_parts(p, small, small)):
            inline(page, look, nx, y, line, right=x2 if right else None)
            y += look.pitch(small)
    y = max(y, y1 + 50) + 10
    page.line((x1, y), (x2, y), look.brand, 2)
    y += 26
    meta_w, label_w = meta_widths(p, look.st(colour=look.muted), look.st())
    with page.region("recipient", "address", (x1, y, x1 + 360, y + 120), label=lab["bill_to"]):
        ay = address(page, look, x1, y, doc["recipient"], doc["city_line"], "recipient",
                     look.st(bold=True), look.st())
    with page.region("details", "header", (x2 - meta_w, y, x2, y + 100)):
        my = label_rows(page, look, x2 - meta_w, y, meta_rows(p), look.st(colour=look.muted),
                        look.st(), label_w, meta_w - label_w, value_align="right")
    y = max(ay, my) + 22
    title = look.st(size=look.size + 8, bold=True, head=True)
    put(page, look, x1, y, lab["title"], title, role="structural")
    y += look.pitch(title) + 6
    footer_top = y2 - 4 * look.pitch(small) - 10
    cols = columns(p, look, x2 - x1)
    needed = table_height(p, look, cols) + 14 + totals_height(look, opts["totals"])
    intro_limit = footer_top - 12 - needed
    if opts["intro"] and not doc["recipient"]["person"] and intro_limit - y > 60:
        y = (prose(page, look, (x1, y, x2, intro_limit), p["texts"]["intro"].split("\n"),
                   look.st(), opts["gap"]) or y) + 12
    body_bottom(page, look, p, x1, x2, y, footer_top - 10, cols, opts["table"], opts["totals"],
                opts["totals_w"])
    _classic_footer(page, look, p, box, footer_top, small)


def _classic_footer(page: Page, look: Look, p: dict[str, Any], box: Box, top: int,
                    small: Style) -> None:
    x1, _, x2, _ = box
    lab, doc = p["labels"], p["doc"]
    page.line((x1, top), (x2, top), look.rule)
    y = top + 8
    bank_w = max((x2 - x1) // 3, width_of(doc["bank"]["iban"], small) + 90)
    bx = x2 - bank_w
    with page.region("footer", "footer", (x1, top, x2, box[3])):
        inline(page, look, x1, y, vat_parts(p, small, small))
        legal = doc["sender"]["legal"]
        if legal:
            page.text((x1, y + look.pitch(small), bx - 24, y + 3 * look.pitch(small) + 4),
                      legal, small, role="text", line_height=look.leading)
        put(page, look, bx, y, lab["bank_details"], small.but(bold=True), role="structural")
        bank_block(page, look, bx, y + look.pitch(small), doc["bank"], lab, small, small,
                   bank_w)


# ---- modern ---------------------------------------------------------------------------

def modern(page: Page, look: Look, p: dict[str, Any], box: Box, sheet: Box) -> None:
    x1, y1, x2, y2 = box
    doc, lab, opts = p["doc"], p["labels"], p["layout_opts"]
    y = _modern_band(page, look, p, box, sheet)
    small = look.st(size=look.size - 2, colour=look.muted, bold=True)
    value = look.st(bold=True)
    rows = meta_rows(p)
    cw = (x2 - x1) // len(rows)
    with page.region("details", "header", (x1, y, x2, y + 44)):
        for k, (label, val, name) in enumerate(rows):
            stacked(page, look, x1 + k * cw, y, label.upper(), val, name, small, value,
                    width=cw - 12)
    y += look.pitch(small) + look.pitch(value) + 20
    page.line((x1, y - 10), (x2, y - 10), look.rule)
    half = (x2 - x1) // 2
    head = look.st(size=look.size - 2, colour=look.brand, bold=True)
    with page.region("from", "address", (x1, y, x1 + half, y + 110), label=lab["from"]):
        put(page, look, x1, y, lab["from"].upper(), head, role="structural")
        fy = y + look.pitch(head)
        s = doc["sender"]
        put(page, look, x1, fy, s["street"], look.st())
        fy += look.pitch()
        for line in city_parts(s, doc["city_line"], look.st(), "sender"):
            inline(page, look, x1, fy, line)
            fy += look.pitch()
        inline(page, look, x1, fy, contact_parts(p, look.st(colour=look.muted), look.st())[:2])
        inline(page, look, x1, fy + look.pitch(),
               contact_parts(p, look.st(colour=look.muted), look.st())[3:])
        fy += 2 * look.pitch()
    with page.region("bill to", "address", (x1 + half, y, x2, y + 110), label=lab["bill_to"]):
        put(page, look, x1 + half, y, lab["bill_to"].upper(), head, role="structural")
        ry = address(page, look, x1 + half, y + look.pitch(head), doc["recipient"],
                     doc["city_line"], "recipient", look.st(bold=True), look.st())
    y = max(fy, ry) + 18
    foot_st = look.st(size=look.size - 2, colour=look.muted)
    footer_top = y2 - 3 * look.pitch(foot_st) - 10
    cols = columns(p, look, x2 - x1)
    body_bottom(page, look, p, x1, x2, y, footer_top - 8, cols, opts["table"], opts["totals"],
                opts["totals_w"])
    _modern_footer(page, look, p, box, footer_top, foot_st)


def _modern_band(page: Page, look: Look, p: dict[str, Any], box: Box, sheet: Box) -> int:
    """The brand-coloured band with the sender's name and the title; returns y below it."""
    x1, _, x2, _ = box
    doc, lab = p["doc"], p["labels"]
    band_h = 92
    white = look.on_brand
    with page.region("header", "header", (sheet[0], sheet[1], sheet[2], sheet[1] + band_h)):
        page.rect((sheet[0], sheet[1], sheet[2], sheet[1] + band_h), look.brand, name="header")
        name_st = look.st(size=look.size + 8, colour=white, bold=True, head=True)
        title_st = look.st(size=look.size + 16, colour=white, bold=True, head=True)
        yc = sheet[1] + band_h // 2
        room = x2 - x1 - width_of(lab["title"].upper(), title_st) - 40
        name_st = fit(doc["sender"]["name"], name_st, room)
        put(page, look, x1, yc - look.pitch(name_st) // 2, doc["sender"]["name"], name_st,
            role="field", name="invoice_sender", width=room)
        put_right(page, look, x2, yc - look.pitch(title_st) // 2, lab["title"].upper(),
                  title_st, role="structural")
    return sheet[1] + band_h + 24


def _modern_footer(page: Page, look: Look, p: dict[str, Any], box: Box, footer_top: int,
                   foot_st: Style) -> None:
    x1, _, x2, y2 = box
    doc, lab = p["doc"], p["labels"]
    page.line((x1, footer_top), (x2, footer_top), look.rule)
    fy = footer_top + 8
    with page.region("footer", "footer", (x1, footer_top, x2, y2)):
        put(page, look, x1, fy, lab["bank_details"], foot_st.but(bold=True), role="structural")
        bank_line(page, look, x1, fy + look.pitch(foot_st), doc["bank"], lab, foot_st,
                  foot_st.but(color=look.ink))
        vy = fy + 2 * look.pitch(foot_st)
        end = inline(page, look, x1, vy, vat_parts(p, foot_st, foot_st.but(color=look.ink)))
        legal = doc["sender"]["legal"]
        if legal and end + 16 + width_of(legal, foot_st) < x2:
            put_right(page, look, x2, vy, legal, foot_st)


# ---- compact --------------------------------------------------------------------------

def compact(page: Page, look: Look, p: dict[str, Any], box: Box) -> None:
    x1, y1, x2, y2 = box
    doc, lab, opts = p["doc"], p["labels"], p["layout_opts"]
    s, st, muted = doc["sender"], look.st(), look.st(colour=look.muted)
    name_st = fit(s["name"], look.st(size=look.size + 4, bold=True, head=True),
                  (x2 - x1) // 2 - 20)
    with page.region("sender", "header", (x1, y1, x1 + (x2 - x1) // 2, y1 + 120)):
        put(page, look, x1, y1, s["name"], name_st, role="field", name="invoice_sender")
        y = y1 + look.pitch(name_st)
        put(page, look, x1, y, s["street"], st, name="invoice_sender_line")
        y += look.pitch()
        for line in city_parts(s, doc["city_line"], st, "sender"):
            inline(page, look, x1, y, line)
            y += look.pitch()
        parts = contact_parts(p, muted, st)
        for line in (parts[:2], parts[3:]):
            inline(page, look, x1, y, line)
            y += look.pitch()
    title_st = look.st(size=look.size + 10, bold=True, head=True, colour=look.brand)
    meta_w, label_w = meta_widths(p, muted, st)
    with page.region("details", "header", (x2 - meta_w, y1, x2, y1 + 140)):
        put_right(page, look, x2, y1 - 4, lab["title"], title_st, role="structural")
        my = label_rows(page, look, x2 - meta_w, y1 + look.pitch(title_st), meta_rows(p), muted,
                        st, label_w, meta_w - label_w, value_align="right")
    y = max(y, my) + 14
    with page.region("bill to", "address", (x1, y, x1 + 400, y + 110), label=lab["bill_to"]):
        put(page, look, x1, y, lab["bill_to"], muted.but(bold=True), role="structural")
        y = address(page, look, x1, y + look.pitch(), doc["recipient"], doc["city_line"],
                    "recipient", look.st(bold=True), st) + 16
    small = look.st(size=look.size - 1, colour=look.muted)
    footer_top = y2 - 2 * look.pitch(small) - 8
    body_bottom(page, look, p, x1, x2, y, footer_top - 6, columns(p, look, x2 - x1),
                opts["table"], opts["totals"], opts["totals_w"])
    page.line((x1, footer_top), (x2, footer_top), look.rule)
    fy = footer_top + 6
    with page.region("footer", "footer", (x1, footer_top, x2, y2)):
        bank_line(page, look, x1, fy, doc["bank"], lab, small, small.but(color=look.ink))
        end = inline(page, look, x1, fy + look.pitch(small),
                     vat_parts(p, small, small.but(color=look.ink)))
        if s["legal"] and end + 16 + width_of(s["legal"], small) < x2:
            put_right(page, look, x2, fy + look.pitch(small), s["legal"], small)


# ---- table-heavy ----------------------------------------------------------------------

def boxed(page: Page, look: Look, p: dict[str, Any], box: Box) -> None:
    x1, y1, x2, y2 = box
    doc, lab, opts = p["doc"], p["labels"], p["layout_opts"]
    s, st, muted = doc["sender"], look.st(), look.st(colour=look.muted)
    title_st = look.st(size=look.size + 9, bold=True, head=True, colour=look.brand)
    name_st = fit(s["name"], look.st(size=look.size + 7, bold=True, head=True),
                  x2 - x1 - 86 - width_of(lab["title"], title_st))
    logo(page, look, x1, y1, 34, opts["logo"], s["name"])
    put(page, look, x1 + 46, y1 + 17 - look.pitch(name_st) // 2, s["name"], name_st,
        role="field", name="invoice_sender")
    put_right(page, look, x2, y1 + 17 - look.pitch(title_st) // 2, lab["title"], title_st,
              role="structural")
    gap = 12
    y = _panels(page, look, p, box, y1 + 48, gap) + gap + 4
    cols = columns(p, look, x2 - x1)
    y = items_table(page, look, x1, y, cols, table_items(p), "grid") + gap
    totals_w = opts["totals_w"]
    ty = totals(page, look, x2 - totals_w, x2, y, total_rows(p), "grid")
    bank_w = min(x2 - totals_w - gap - x1, 420)
    by = panel_head(page, look, x1, y, bank_w, lab["bank_details"])
    by = bank_block(page, look, x1 + 8, by, doc["bank"], lab, muted, st, bank_w - 16) + 6
    outline(page, look, x1, y, bank_w, by)
    small = look.st(size=look.size - 1, colour=look.muted)
    footer_top = y2 - look.pitch(small) - 8
    terms(page, look, (x1, max(ty, by) + 12, x2, footer_top - 8), p, small, opts["gap"])
    page.line((x1, footer_top), (x2, footer_top), look.rule)
    with page.region("footer", "footer", (x1, footer_top, x2, y2)):
        end = put_right(page, look, x2, footer_top + 6, lab["page"], small).laid.box[0]
        if s["legal"] and x1 + width_of(s["legal"], small) < end - 20:
            put(page, look, x1, footer_top + 6, s["legal"], small)


def _panels(page: Page, look: Look, p: dict[str, Any], box: Box, y: int, gap: int) -> int:
    """From / invoice details / Bill to / contact as two rows of bordered boxes."""
    x1, _, x2, _ = box
    doc, lab = p["doc"], p["labels"]
    s, st, muted = doc["sender"], look.st(), look.st(colour=look.muted)
    half = (x2 - x1 - gap) // 2
    xr = x1 + half + gap
    tops = (y, y)
    with page.region("from", "address", (x1, y, x1 + half, y + 120), label=lab["from"]):
        ly = panel_head(page, look, x1, y, half, lab["from"])
        put(page, look, x1 + 8, ly, s["street"], st)
        ly += look.pitch()
        for line in city_parts(s, doc["city_line"], st, "sender") + [vat_parts(p, muted, st)]:
            inline(page, look, x1 + 8, ly, line)
            ly += look.pitch()
    with page.region("details", "header", (xr, y, x2, y + 120)):
        ry = panel_head(page, look, xr, y, half, lab["details"])
        ry = label_rows(page, look, xr + 8, ry, meta_rows(p), muted, st, half // 2,
                        half // 2 - 16, value_align="right")
    bottom = max(ly, ry) + 6
    outline(page, look, x1, tops[0], half, bottom)
    outline(page, look, xr, tops[1], half, bottom)
    y = bottom + gap
    with page.region("bill to", "address", (x1, y, x1 + half, y + 120), label=lab["bill_to"]):
        ly = address(page, look, x1 + 8, panel_head(page, look, x1, y, half, lab["bill_to"]),
                     doc["recipient"], doc["city_line"], "recipient", look.st(bold=True), st)
    with page.region("contact", "header", (xr, y, x2, y + 120)):
        cy = panel_head(page, look, xr, y, half, lab["contact"])
        rows = [(lab["phone"], s["phone"], "invoice_phone"), (lab["email"], s["email"],
                                                               "invoice_email"),
                (lab["web"], s["web"], "")]
        label_w = max(width_of(label, muted) for label, _, _ in rows) + 14
        cy = label_rows(page, look, xr + 8, cy, rows, muted, st, label_w, half - label_w - 16)
    bottom = max(ly, cy) + 6
    outline(page, look, x1, y, half, bottom)
    outline(page, look, xr, y, half, bottom)
    return bottom
