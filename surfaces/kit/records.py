"""Record widgets: labelled key-value panels, numbered claims and sections, checklist rows
with a checkbox and a status pill, slide frames, flashcards, boxed form lines and the
heavy rules of a nutrition-facts table.

Labels are ``structural`` text and values ``text``; numbered paragraphs are ``prose``.
Every row draws into a named region (``field <label>``, ``claim <n>``, ``item <n>``).
"""

from __future__ import annotations

from typing import Any

from generator.layout import Style, measure
from generator.page import Page, Theme
from generator.page.model import TextBlock
from surfaces.kit.chrome import ui_style
from surfaces.kit.document import fit_prose

Box = tuple[int, int, int, int]
RGB = tuple[int, int, int]


def line_height(st: Style) -> int:
    """The height ``page.label`` gives one line of ``st``."""
    return round(st.size * 2.2)


def kv_rows(page: Page, theme: Theme, box: Box, rows: list[list[str]], label_st: Style,
            value_st: Style, label_w: int, row_h: int = 0, rules: bool = False,
            zebra: RGB | None = None, stacked: bool = False) -> int:
    """Label/value rows (``stacked`` puts the value under its label); returns the bottom."""
    x1, y, x2, y2 = box
    lh = line_height(value_st)
    row_h = row_h or (lh + line_height(label_st) - 8 if stacked else lh + 2)
    for k, (label, value) in enumerate(rows):
        if y + row_h > y2:
            break
        with page.region(f"field {label}", "field", (x1, y, x2, y + row_h), label=label):
            if zebra is not None and k % 2 == 0:
                page.rect((x1, y, x2, y + row_h), zebra, name="zebra row")
            if stacked:
                page.label(x1, y, label, label_st, role="structural", max_width=x2 - x1)
                page.label(x1, y + line_height(label_st) - 10, value, value_st, role="text",
                           max_width=x2 - x1)
            else:
                top = y + (row_h - lh) // 2
                page.label(x1, top + (lh - line_height(label_st)) // 2, label, label_st,
                           role="structural", max_width=label_w - 8)
                page.label(x1 + label_w, top, value, value_st, role="text",
                           max_width=x2 - x1 - label_w)
        y += row_h
        if rules:
            page.line((x1, y - 1), (x2, y - 1), theme.border, name="rule")
    return y


def numbered(page: Page, theme: Theme, box: Box, items: list[str], marks: list[list[Any]],
             base: Style, mono: str, fmt: str = "{n}.", first: int = 1, indent: int = 30,
             gap: int = 8, region: str = "claim", line_h: float = 1.45,
             number_st: Style | None = None) -> int:
    """Numbered prose paragraphs (patent claims, ToS sections); returns the bottom."""
    x1, y, x2, y2 = box
    for k, text in enumerate(items):
        if y + base.size * 2 > y2:
            break
        n = first + k
        label = fmt.format(n=n)
        with page.region(f"{region} {n}", "section", (x1, y, x2, y2), label=label):
            nst = number_st or base.but(bold=True)
            page.label(x1, y + round(base.size * line_h / 2) - round(nst.size * 1.1), label, nst,
                       role="structural")
            block = fit_prose(page, (x1 + indent, y, x2, y2), [text], [marks[k]], base, theme,
                              mono, line_height=line_h)
        if block.empty:
            page.ops.remove(block)
            break
        y = block.bottom + gap
    return y


def pill(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, text: str,
         colour: str, size: int | None = None, solid: bool = False) -> int:
    """A rounded status badge in a palette colour whose top-left is (x, y); returns the right."""
    st = ui_style(typo, theme, size=size or typo["size"] - 2, bold=solid)
    rgb = theme.palette[colour]
    w = round(measure(text, st)[0]) + 18
    h = round(st.size * 1.9)
    fill = rgb if solid else theme.faded(rgb, on=theme.surface, amount=0.84)
    page.rect((x, y, x + w, y + h), fill, radius=h // 2, name="badge")
    ink = theme.accent_text if solid else rgb
    page.label(x + 9, y + (h - line_height(st)) // 2, text,
               st.but(color=ink, color_name="" if solid else colour), role="text")
    return x + w


def check_mark(page: Page, theme: Theme, x: int, y: int, size: int, on: bool,
               fill: RGB | None = None, round_box: bool = False) -> None:
    """A checkbox (square or round) whose top-left is (x, y)."""
    colour = fill or theme.accent
    if round_box:
        page.ellipse((x, y, x + size, y + size), colour if on else theme.surface,
                     None if on else theme.muted, width=2, name="checkbox")
    else:
        page.rect((x, y, x + size, y + size), colour if on else theme.surface,
                  None if on else theme.muted, radius=3, name="checkbox")
    if on:
        a, b = size // 4, size // 2
        page.line((x + a, y + b), (x + b - 1, y + size - a - 1), theme.accent_text, 2, name="icon")
        page.line((x + b - 1, y + size - a - 1), (x + size - a, y + a), theme.accent_text, 2,
                  name="icon")


def check_item(page: Page, theme: Theme, typo: dict[str, Any], box: Box, n: int, text: str,
               checked: bool, status: str = "", colour: str = "green", meta: str = "",
               status_w: int = 150) -> int:
    """A checklist row: checkbox, wrapped item text (and a muted meta line), status pill."""
    x1, y1, x2, y2 = box
    st = ui_style(typo, theme, size=typo["size"])
    with page.region(f"item {n}", "field", box, label=text):
        check_mark(page, theme, x1, y1 + 10, 18, checked)
        right = x2 - (status_w if status else 0)
        block = page.text((x1 + 30, y1 + 8, right - 12, y2), text,
                          st.but(color=theme.muted if checked else theme.text), role="text",
                          max_lines=2, line_height=1.35)
        bottom = block.bottom
        if meta:
            m = page.label(x1 + 30, bottom - 4, meta, st.but(size=st.size - 2, color=theme.muted),
                           role="text", max_width=right - x1 - 40)
            bottom = m.bottom - 4
        if status:
            pill(page, theme, typo, right, y1 + 8, status, colour)
    return max(bottom, y1 + 40) + 6


def slide_frame(page: Page, box: Box, fill: RGB, band: RGB | None, title: str, bullets: list[str],
                title_st: Style, body_st: Style, bullet_colour: RGB, number: str = "",
                number_st: Style | None = None) -> TextBlock:
    """A presentation slide: background, optional title band, title and bullet list."""
    x1, y1, x2, y2 = box
    w, h = x2 - x1, y2 - y1
    page.rect(box, fill, name="slide")
    pad = round(w * 0.07)
    with page.region("slide title", "structural", (x1, y1, x2, y1 + round(h * 0.28))):
        if band is not None:
            page.rect((x1, y1, x2, y1 + round(h * 0.24)), band, name="title band")
        top = y1 + round(h * 0.12) - round(title_st.size * 0.8)
        head = page.text((x1 + pad, top, x2 - pad, y1 + round(h * 0.24)), title, title_st,
                         role="structural", max_lines=1)
    y = max(head.bottom, y1 + round(h * 0.24)) + round(h * 0.06)
    with page.region("slide body", "body", (x1, y, x2, y2)):
        for text in bullets:
            if y + body_st.size * 2 > y2 - pad // 2:
                break
            cy = y + round(body_st.size * 0.75)
            r = max(3, body_st.size // 5)
            page.ellipse((x1 + pad, cy - r, x1 + pad + 2 * r, cy + r), bullet_colour,
                         name="bullet")
            block = page.text((x1 + pad + 4 * r + 6, y, x2 - pad, y2 - pad // 2), text, body_st,
                              role="text", max_lines=2, line_height=1.25)
            y = block.bottom + round(body_st.size * 0.55)
    if number and number_st is not None:
        width = round(measure(number, number_st)[0])
        page.label(x2 - pad // 2 - width, y2 - line_height(number_st) - 4, number, number_st,
                   role="text")
    return head


def flashcard(page: Page, theme: Theme, box: Box, text: str, st: Style, caption: str = "",
              caption_st: Style | None = None, fill: RGB | None = None) -> TextBlock:
    """A large card with one centred text (a term or its definition) and a small caption."""
    x1, y1, x2, y2 = box
    page.rect((x1 + 2, y1 + 4, x2 + 2, y2 + 5), theme.faded(theme.border, amount=0.3)
              if theme.name == "light" else (20, 20, 22), radius=14, name="shadow")
    page.rect(box, fill or theme.surface, theme.border, radius=14, name="card")
    if caption and caption_st is not None:
        page.label(x1 + 22, y1 + 14, caption.upper(), caption_st, role="structural")
    pad = 44
    lines = max(1, round(measure(text, st)[0]) // max(1, x2 - x1 - 2 * pad) + 1)
    h = round(lines * st.size * 1.4)
    top = max(y1 + 44, (y1 + y2 - h) // 2)
    return page.text((x1 + pad, top, x2 - pad, y2 - 20), text, st, role="text",
                     align="center", line_height=1.4, max_lines=5)


def boxed_line(page: Page, theme: Theme, box: Box, number: str, label: str, value: str,
               label_st: Style, value_st: Style, ink: RGB, shade: RGB | None = None,
               leader: bool = True, amount_w: int = 150) -> None:
    """A numbered tax-form line: number, label with a dotted leader, an amount box."""
    x1, y1, x2, y2 = box
    with page.region(f"line {number}", "field", box, label=label):
        page.line((x1, y2 - 1), (x2, y2 - 1), ink, name="rule")
        lh = line_height(label_st)
        top = (y1 + y2 - lh) // 2
        page.label(x1 + 4, top, number, label_st.but(bold=True), role="structural")
        text = page.label(x1 + 38, top, label, label_st, role="structural",
                          max_width=x2 - amount_w - x1 - 90)
        bx = x2 - amount_w
        if leader:
            dot = text.right + 8
            while dot < bx - 40:
                page.rect((dot, y2 - 9, dot + 2, y2 - 7), ink, name="leader")
                dot += 7
        if shade is not None:
            page.rect((bx - 34, y1, bx, y2), shade, name="line number box")
        page.line((bx - 34, y1), (bx - 34, y2), ink, name="rule")
        page.label(bx - 30, top, number, label_st.but(bold=True), role="structural")
        page.line((bx, y1), (bx, y2), ink, name="rule")
        if value:
            vw = round(measure(value, value_st)[0])
            page.label(x2 - 8 - vw, (y1 + y2 - line_height(value_st)) // 2, value, value_st,
                       role="text")


def form_cell(page: Page, box: Box, caption: str, value: str, cap_st: Style, value_st: Style,
              ink: RGB, right: bool = True, bottom: bool = True) -> None:
    """A ruled form cell: a small caption in the top-left corner and the typed value."""
    x1, y1, x2, y2 = box
    with page.region(f"field {caption}", "field", box, label=caption):
        if right:
            page.line((x2 - 1, y1), (x2 - 1, y2), ink, name="rule")
        if bottom:
            page.line((x1, y2 - 1), (x2, y2 - 1), ink, name="rule")
        page.label(x1 + 4, y1 - 4, caption, cap_st, role="structural", max_width=x2 - x1 - 8)
        if value:
            page.label(x1 + 8, y2 - line_height(value_st) + 1, value, value_st, role="text",
                       max_width=x2 - x1 - 12)


def heavy_rule(page: Page, x1: int, x2: int, y: int, weight: int, ink: RGB) -> int:
    """A nutrition-table rule (1, 4 or 10 px); returns the y below it."""
    page.rect((x1, y, x2, y + weight), ink, name="rule")
    return y + weight


def nutrient_row(page: Page, x1: int, x2: int, y: int, name: str, amount: str, dv: str,
                 st: Style, ink: RGB, bold: bool = False, indent: int = 0, rule: bool = True,
                 height: int = 0) -> int:
    """One nutrient line of a facts panel (bold name, amount, right-aligned % value)."""
    h = height or line_height(st) - 6
    top = y + (h - line_height(st)) // 2
    with page.region(f"field {name}", "field", (x1, y, x2, y + h), label=name):
        block = page.label(x1 + indent, top, name, st.but(bold=bold), role="structural",
                           max_width=x2 - x1 - indent - 60)
        if amount:
            page.label(block.right + 6, top, amount, st, role="text")
        if dv:
            w = round(measure(dv, st.but(bold=True))[0])
            page.label(x2 - w, top, dv, st.but(bold=True), role="text")
    if rule:
        page.line((x1 + (indent if indent else 0), y + h), (x2, y + h), ink, name="rule")
    return y + h + 1
