"""Invoice widgets: text placement, address blocks, label/value lists, the items table, the
totals block, the bank block, bordered panels, fit-or-skip prose and a text-free logo.

How the widgets mark invoice semantics in the geometry (the invoice_* samplers and the
verifier read exactly this back):

- Every field VALUE is its own text block of role ``field`` whose ``name`` is its category
  (``invoice_number``, ``invoice_sender_zip``, ``invoice_iban``, ``invoice_total``, ...).
  Labels are role ``structural``; other values (street, customer number) role ``text``.
- The lines of an address block other than its fields (attention line, street, the
  province, a separator) are role ``text`` blocks named ``invoice_<who>_line``; the
  invoice_sender / invoice_recipient block is the name through the city / country line,
  every block named ``invoice_<who>``, ``invoice_<who>_line``, ``_zip`` or ``_city``
  (sampled only where they are all in one region).
- Blocks are regions, told apart by their ``kind``:
  ``invoice_line_item`` one row of the items table (name "line item k", label = the
  row's description; its cells are role ``text`` named ``item_pos``, ``item_description``,
  ``item_qty``, ``item_unit``, ``item_price``, ``item_amount``);
  ``invoice_items`` the table itself, which holds only the header row (the
  invoice_line_items block is the header row and every line item);
  ``invoice_totals`` the subtotal, tax and total lines, labels included;
  ``invoice_bank_details`` the lines of the bank block (bank, IBAN, BIC), labels included,
  its heading excluded.

Values are never cut: right-aligned text is placed at its measured start with room for
overhanging ink, and callers size columns from the widest value.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from surfaces.kit import Page, Span, Style, TextBlock, layout_block, measure
from surfaces.kit.brand_art import initials_of

Box = tuple[int, int, int, int]
RGB = tuple[int, int, int]
Part = tuple[str, Style, str, str]  # text, style, role, name


@dataclass(frozen=True)
class Look:
    """The typography and colours of the paper (an invoice is printed on white paper)."""

    text_family: str
    head_family: str
    size: int
    brand: RGB
    ink: RGB = (28, 30, 34)
    muted: RGB = (96, 100, 108)
    rule: RGB = (206, 209, 214)
    paper: RGB = (255, 255, 255)
    leading: float = 1.5

    @property
    def tint(self) -> RGB:
        return tuple(round(c * 0.1 + 255 * 0.9) for c in self.brand)

    @property
    def on_brand(self) -> RGB:
        return (255, 255, 255)

    def st(self, size: int | None = None, colour: RGB | None = None, bold: bool = False,
           head: bool = False, italic: bool = False) -> Style:
        return Style(family=self.head_family if head else self.text_family,
                     size=int(size or self.size), color=tuple(colour or self.ink), bold=bold,
                     italic=italic)

    def pitch(self, style: Style | None = None) -> int:
        return round((style.size if style else self.size) * self.leading)


def width_of(text: str, style: Style) -> int:
    return round(measure(text, style)[0])


def fit(text: str, style: Style, width: int, smallest: int = 11) -> Style:
    """``style``, made smaller (down to ``smallest`` px) until ``text`` fits ``width``."""
    while style.size > smallest and width_of(text, style) > width:
        style = style.but(size=style.size - 1)
    return style


def put(page: Page, look: Look, x: int, y: int, text: str, style: Style, *, role: str = "text",
        name: str = "", width: int | None = None, align: str = "left",
        pitch: int | None = None) -> TextBlock:
    """One line of text whose line box starts at ``y``; ``align='right'`` ends it at
    ``x + width``. Never wraps; the box is wide enough that it is never cut."""
    pitch = pitch or look.pitch(style)
    right = x + width if width else page.width
    if align == "right":  # left-aligned at the measured start, with room for overhanging ink
        x, right = max(x, right - width_of(text, style)), right + 3
    return page.text((x, y, right, y + pitch + 3 * style.size), text, style, role=role, name=name,
                     wrap=False, max_lines=1, line_height=pitch / style.size)


def put_right(page: Page, look: Look, right: int, y: int, text: str, style: Style,
              **kw: Any) -> TextBlock:
    width = width_of(text, style) + 8
    return put(page, look, right - width, y, text, style, width=width, align="right", **kw)


def inline(page: Page, look: Look, x: int, y: int, parts: list[Part], *,
           right: int | None = None, pitch: int | None = None) -> int:
    """Draw ``parts`` one after the other on a line (one block each); returns the right
    edge. With ``right`` the line ends there instead of starting at ``x``."""
    parts = [p for p in parts if p[0]]
    if right is not None:
        total = sum(width_of(t, s) for t, s, _, _ in parts)
        total += sum(width_of(" ", s) for _, s, _, _ in parts[1:])
        x = right - total
    for i, (text, style, role, name) in enumerate(parts):
        if i:
            x += width_of(" ", style)
        block = put(page, look, x, y, text, style, role=role, name=name, pitch=pitch)
        x = block.right
    return x


def city_parts(party: dict[str, str], city_line: str, style: Style, who: str) -> list[list[Part]]:
    """The postcode/city line(s) of an address in the country's order."""
    zip_part = (party["zip"], style, "field", f"invoice_{who}_zip")
    city_part = (party["city"], style, "field", f"invoice_{who}_city")
    if city_line == "city_then_zip":
        return [[city_part], [zip_part]]
    line = [zip_part, city_part]
    if city_line == "zip_city_prov" and party.get("prov"):
        line.append((f"({party['prov']})", style, "text", f"invoice_{who}_line"))
    return [line]


def address(page: Page, look: Look, x: int, y: int, party: dict[str, str], city_line: str,
            who: str, name_style: Style, style: Style, right: int | None = None) -> int:
    """A postal address: name (a field), attention line, street, postcode and city."""
    pitch = look.pitch(style)
    lines: list[list[Part]] = [[(party["name"], name_style, "field", f"invoice_{who}")]]
    if party.get("attn"):
        lines.append([(party["attn"], style, "text", f"invoice_{who}_line")])
    lines.append([(party["street"], style, "text", f"invoice_{who}_line")])
    lines += city_parts(party, city_line, style, who)
    for k, line in enumerate(lines):
        step = look.pitch(name_style) if k == 0 else pitch
        inline(page, look, x, y, line, right=right, pitch=step)
        y += step
    return y


def sender_line(party: dict[str, str], city_line: str, style: Style, sep: str = "·") -> list[Part]:
    """The sender's street, postcode and city on one line, separated by ``sep``."""
    parts: list[Part] = [(party["street"], style, "text", "invoice_sender_line"),
                         (sep, style, "text", "invoice_sender_line")]
    for line in city_parts(party, city_line, style, "sender"):
        parts += line
    return parts


def contact_parts(p: dict[str, Any], label_st: Style, value_st: Style) -> list[Part]:
    s, lab = p["doc"]["sender"], p["labels"]
    return [(lab["phone"], label_st, "structural", ""), (s["phone"], value_st, "field",
                                                          "invoice_phone"),
            ("·", value_st, "text", ""), (lab["email"], label_st, "structural", ""),
            (s["email"], value_st, "field", "invoice_email")]


def vat_parts(p: dict[str, Any], label_st: Style, value_st: Style) -> list[Part]:
    return [(p["labels"]["vat_id"], label_st, "structural", ""),
            (p["doc"]["sender"]["vat"], value_st, "field", "invoice_tax_id")]


def label_rows(page: Page, look: Look, x: int, y: int, rows: list[tuple[str, str, str]],
               label_style: Style, value_style: Style, label_w: int, value_w: int,
               value_align: str = "left", pitch: int | None = None) -> int:
    """Rows of ``label  value``; a value with a name is a field block."""
    pitch = pitch or look.pitch(value_style)
    for label, value, name in rows:
        put(page, look, x, y, label, label_style, role="structural", pitch=pitch)
        put(page, look, x + label_w, y, value, value_style, role="field" if name else "text",
            name=name, width=value_w, align=value_align, pitch=pitch)
        y += pitch
    return y


def stacked(page: Page, look: Look, x: int, y: int, label: str, value: str, name: str,
            label_style: Style, value_style: Style, align: str = "left",
            width: int = 200) -> int:
    """A small label above its value (the modern meta row)."""
    put(page, look, x, y, label, label_style, role="structural", width=width, align=align)
    y += look.pitch(label_style)
    put(page, look, x, y, value, value_style, role="field" if name else "text", name=name,
        width=width, align=align)
    return y + look.pitch(value_style)


@dataclass(frozen=True)
class Column:
    key: str  # pos | description | qty | unit | price | amount
    label: str
    width: int
    align: str = "left"


def description_lines(text: str, style: Style, width: int, pitch: int) -> int:
    laid = layout_block([[Span(text, style)]], (0, 0, max(width, 10), 10_000),
                        line_height=pitch / style.size)
    return max(1, len(laid.lines))


def items_table(page: Page, look: Look, x1: int, y: int, columns: list[Column],
                items: list[dict[str, str]], variant: str, pad: int = 6) -> int:
    """The line items: a header row and one region per item; returns the table's bottom."""
    cell, head = look.st(), look.st(bold=True)
    x2 = x1 + sum(c.width for c in columns)
    pitch = look.pitch(cell)
    head_h = pitch + 2 * pad
    fills = {"band": (look.brand, look.on_brand), "tint": (look.tint, look.ink),
             "grid": ((236, 238, 241), look.ink)}
    with page.region("item table", "invoice_items", (x1, y, x2, y + head_h)):
        fill, colour = fills.get(variant, (None, look.muted))
        if fill:
            page.rect((x1, y, x2, y + head_h), fill, name="table header")
        _cells(page, look, x1, y + pad, columns, {c.key: c.label for c in columns},
               head.but(color=colour), "structural", "", pitch)
    top = y
    y += head_h
    if variant in ("rule", "zebra"):
        page.line((x1, y - 1), (x2 - 1, y - 1), look.ink if variant == "rule" else look.rule, 1)
    desc = next(c for c in columns if c.key == "description")
    rows = []
    for k, item in enumerate(items):
        lines = description_lines(item["desc"], cell, desc.width - 2 * pad, pitch)
        h = lines * pitch + 2 * pad
        if variant == "zebra" and k % 2 == 1:
            page.rect((x1, y, x2, y + h), look.tint, name="table row")
        values = dict(item, pos=str(k + 1), description=item["desc"])
        with page.region(f"line item {k + 1}", "invoice_line_item", (x1, y, x2, y + h),
                         label=item["desc"]):
            _cells(page, look, x1, y + pad, columns, values, cell, "text", "item_", pitch)
        rows.append(y)
        y += h
        if variant in ("rule", "tint") and k < len(items) - 1:
            page.line((x1, y), (x2 - 1, y), look.rule)
    if variant == "grid":
        _grid(page, look, x1, x2, top, y, columns, [top + head_h] + rows[1:])
    else:
        page.line((x1, y), (x2 - 1, y), look.ink if variant == "rule" else look.rule)
    return y + 1


def _cells(page: Page, look: Look, x: int, y: int, columns: list[Column], values: dict[str, str],
           style: Style, role: str, prefix: str, pitch: int, pad: int = 6) -> None:
    for col in columns:
        text = values.get(col.key, "")
        box_x1, inner = x + pad, col.width - 2 * pad
        name = f"{prefix}{col.key}" if prefix else ""
        if col.key == "description" and prefix:
            page.text((box_x1, y, box_x1 + inner, y + 4 * pitch), text, style, role=role, name=name,
                      line_height=pitch / style.size)
        elif text:
            put(page, look, box_x1, y, text, style, role=role, name=name, width=inner,
                align=col.align, pitch=pitch)
        x += col.width


def _grid(page: Page, look: Look, x1: int, x2: int, top: int, bottom: int,
          columns: list[Column], rows: list[int]) -> None:
    colour = (160, 164, 170)
    page.rect((x1, top, x2, bottom + 1), outline=colour, name="table border")
    x = x1
    for col in columns[:-1]:
        x += col.width
        page.line((x, top), (x, bottom), colour)
    for y in rows:
        page.line((x1, y), (x2 - 1, y), colour)


def totals(page: Page, look: Look, x1: int, x2: int, y: int, rows: list[tuple[str, str, str]],
           variant: str, pad: int = 8) -> int:
    """Subtotal, tax and total (the last row, emphasised) in an ``invoice_totals`` region;
    ``variant`` is plain (double rule), box (tinted), band (total on the brand colour) or
    grid (a bordered table)."""
    st, big = look.st(), look.st(size=look.size + 1, bold=True)
    heights = [look.pitch(st)] * (len(rows) - 1) + [look.pitch(big) + 6]
    if variant == "grid":
        heights = [h + 6 for h in heights]
    gap = 0 if variant == "grid" else 6
    top = y
    if variant == "box":
        page.rect((x1, y, x2, y + sum(heights) + gap + 2 * pad), look.tint, name="totals box")
        y += pad
    grid = (160, 164, 170)
    with page.region("totals", "invoice_totals", (x1, y, x2, y + sum(heights) + gap)):
        for k, ((label, value, name), h) in enumerate(zip(rows, heights, strict=True)):
            style = st
            if k == len(rows) - 1:
                style, y = big, y + gap
                if variant == "band":
                    page.rect((x1, y, x2, y + h), look.brand, name="total band")
                    style = style.but(color=look.on_brand)
                elif variant == "grid":
                    page.rect((x1, y, x2, y + h), look.tint, name="total row")
                else:
                    page.line((x1, y - 3), (x2 - 1, y - 3), look.ink)
            tp = look.pitch(style)
            ty = y + (h - tp) // 2
            put(page, look, x1 + pad, ty, label, style, role="structural", pitch=tp)
            put_right(page, look, x2 - pad, ty, value, style, role="field", name=name, pitch=tp)
            if variant == "grid" and k:
                page.line((x1, y), (x2 - 1, y), grid)
            y += h
    if variant == "grid":
        page.rect((x1, top, x2, y + 1), outline=grid, name="totals table")
    elif variant == "plain":
        page.line((x1, y + 1), (x2 - 1, y + 1), look.ink)
        page.line((x1, y + 4), (x2 - 1, y + 4), look.ink)
    return y + (pad if variant == "box" else 6)


def bank_block(page: Page, look: Look, x: int, y: int, bank: dict[str, str],
               labels: dict[str, str], label_style: Style, value_style: Style, width: int,
               pitch: int | None = None) -> int:
    """Bank name, IBAN and BIC as label/value rows in an ``invoice_bank_details`` region."""
    pitch = pitch or look.pitch(value_style)
    rows = [(labels["bank"], bank["name"], ""), (labels["iban"], bank["iban"], "invoice_iban"),
            (labels["bic"], bank["bic"], "invoice_bic")]
    label_w = max(width_of(label, label_style) for label, _, _ in rows) + 12
    with page.region("bank details", "invoice_bank_details", (x, y, x + width, y + 3 * pitch)):
        return label_rows(page, look, x, y, rows, label_style, value_style, label_w,
                          width - label_w, pitch=pitch)


def bank_line(page: Page, look: Look, x: int, y: int, bank: dict[str, str],
              labels: dict[str, str], label_style: Style, value_style: Style,
              right: int | None = None) -> int:
    """The bank details on one line: ``Bank · IBAN … · BIC …``."""
    parts: list[Part] = [(bank["name"], value_style, "text", ""), ("·", value_style, "text", ""),
                         (labels["iban"], label_style, "structural", ""),
                         (bank["iban"], value_style, "field", "invoice_iban"),
                         ("·", value_style, "text", ""),
                         (labels["bic"], label_style, "structural", ""),
                         (bank["bic"], value_style, "field", "invoice_bic")]
    pitch = look.pitch(value_style)
    with page.region("bank details", "invoice_bank_details", (x, y, right or page.width, y + pitch)):
        inline(page, look, x, y, parts, right=right, pitch=pitch)
    return y + pitch


def logo(page: Page, look: Look, x: int, y: int, size: int, kind: int, name: str = "") -> None:
    """The company mark in the brand colour: its initials on a disc (with ``name``) or a
    simple text-free shape."""
    c, s = look.brand, size
    if kind == 0 and name:
        page.ellipse((x, y, x + s, y + s), c, name="logo")
        text = initials_of(name)[:2]
        st = look.st(size=max(8, round(s * 0.38)), colour=look.paper, bold=True, head=True)
        page.label(x + (s - width_of(text, st)) // 2, y + (s - round(st.size * 2.2)) // 2, text,
                   st, role="text")
    elif kind == 0:
        page.ellipse((x, y, x + s, y + s), c, name="logo")
        page.ellipse((x + s // 4, y + s // 4, x + 3 * s // 4, y + 3 * s // 4), look.paper,
                     name="logo")
    elif kind == 1:
        page.rect((x, y, x + s, y + s), c, radius=s // 5, name="logo")
        page.polygon([(x + s // 4, y + 3 * s // 4), (x + s // 2, y + s // 4),
                      (x + 3 * s // 4, y + 3 * s // 4)], look.paper, name="logo")
    elif kind == 2:
        page.polygon([(x + s // 2, y), (x + s, y + s // 2), (x + s // 2, y + s), (x, y + s // 2)],
                     c, name="logo")
    else:
        for k in range(3):
            h = s * (k + 1) // 3
            page.rect((x + k * s // 3, y + s - h, x + (k + 1) * s // 3 - 2, y + s), c, name="logo")


def prose(page: Page, look: Look, box: Box, texts: list[str], style: Style,
          gap: float) -> int | None:
    """Running text drawn only when all of it fits in ``box``; returns its bottom."""
    paragraphs = [[Span(t, style)] for t in texts if t]
    laid = layout_block(paragraphs, box, line_height=1.45, paragraph_gap=gap)
    if laid.truncated or not laid.lines:
        return None
    return page.text(box, paragraphs, style, role="prose", line_height=1.45,
                     paragraph_gap=gap).bottom


def panel_head(page: Page, look: Look, x: int, y: int, w: int, title: str) -> int:
    """The title strip of a bordered box; returns where its content starts."""
    head = look.st(size=look.size - 1, bold=True)
    h = look.pitch(head) + 6
    page.rect((x, y, x + w, y + h), (236, 238, 241), name="box header")
    put(page, look, x + 8, y + 3, title, head, role="structural")
    return y + h + 6


def outline(page: Page, look: Look, x: int, y: int, w: int, bottom: int) -> None:
    page.rect((x, y, x + w, bottom), outline=(160, 164, 170), name="box")
