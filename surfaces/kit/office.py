"""Office widgets: dialog frames with a title and buttons, option rows, comment cards,
popovers with a pointer triangle, wavy spell-check underlines, a month grid, and helpers
that find where a phrase lands in laid-out text (so marks can be drawn under it).

Marks that sit under text (wavy underlines, anchor bars) are drawn *before* the text
block: lay the text out with ``pre_layout``, draw the shapes, then add the text with
the same arguments (the layout is deterministic, so the positions agree).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from typing import Any

from generator.layout import LaidBlock, Span, Style, layout_block, measure
from generator.page import Page, Theme
from surfaces.kit.chrome import ui_style
from surfaces.kit.messages import avatar_shape
from surfaces.kit.typography import style

Box = tuple[int, int, int, int]
RGB = tuple[int, int, int]


def shade(colour: RGB, k: float) -> RGB:
    return tuple(max(0, min(255, round(c * k))) for c in colour)


# ---- dialogs ------------------------------------------------------------------------


@contextmanager
def dialog(page: Page, theme: Theme, typo: dict[str, Any], box: Box, title: str,
           mac: bool = False) -> Iterator[int]:
    """A modal dialog (shadow, frame, title row with a close cross) in region "dialog";
    yields the y where its content starts."""
    x1, y1, x2, y2 = box
    with page.region("dialog", "dialog", box, label=title):
        for k, a in ((8, 0.93), (4, 0.86)):
            page.rect((x1 - k // 2, y1 + k // 2, x2 + k // 2, y2 + k), shade(
                (0, 0, 0) if theme.name == "dark" else (200, 200, 205), a + 0.07 * (k == 8)),
                radius=10, name="shadow")
        page.rect(box, theme.surface, theme.border, radius=10 if mac else 6, name="dialog")
        st = ui_style(typo, theme, size=typo["size"] + (0 if mac else 1), bold=mac)
        if mac:
            w = measure(title, st)[0]
            page.label(round((x1 + x2 - w) / 2), y1 + 4, title, st, role="structural",
                       max_width=x2 - x1 - 40)
        else:
            page.label(x1 + 18, y1 + 8, title, st, role="structural", max_width=x2 - x1 - 70)
            cx, cy = x2 - 24, y1 + 22
            page.line((cx - 5, cy - 5), (cx + 5, cy + 5), theme.muted, name="icon")
            page.line((cx - 5, cy + 5), (cx + 5, cy - 5), theme.muted, name="icon")
        yield y1 + (34 if mac else 48)


def dialog_buttons(page: Page, theme: Theme, typo: dict[str, Any], right: int, y: int,
                   labels: list[str], primary: int = 0, height: int = 32,
                   min_width: int = 84) -> int:
    """Buttons right-aligned at ``right`` (the first label rightmost when ``primary`` is 0);
    returns the left edge of the group."""
    st = ui_style(typo, theme)
    x = right
    with page.region("buttons", "chrome", (right - 400, y, right, y + height)):
        for k, label in enumerate(labels):
            w = max(min_width, round(measure(label, st)[0]) + 28)
            box = (x - w, y, x, y + height)
            is_primary = k == primary
            page.rect(box, theme.accent if is_primary else theme.surface,
                      None if is_primary else theme.border, radius=5, name="button")
            lst = st.but(color=theme.accent_text if is_primary else theme.text)
            lw = measure(label, lst)[0]
            page.label(round(x - w / 2 - lw / 2), y + (height - round(st.size * 2.2)) // 2,
                       label, lst, max_width=w - 8)
            x -= w + 10
    return x + 10


def option_row(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, label: str,
               value: str, label_w: int, ctrl_w: int, kind: str = "select",
               height: int = 30) -> int:
    """A settings row: label on the left, a control (select, input or spin box) holding
    ``value`` on the right, in region ``field <label>``; returns the y below."""
    st = ui_style(typo, theme)
    with page.region(f"field {label}", "field", (x, y, x + label_w + ctrl_w, y + height),
                     label=label):
        page.label(x, y + (height - round(st.size * 2.2)) // 2, label, st, role="structural",
                   max_width=label_w - 10)
        cx = x + label_w
        box = (cx, y, cx + ctrl_w, y + height)
        page.rect(box, theme.surface if kind != "select" else theme.panel, theme.border,
                  radius=4, name="input")
        inner = ctrl_w - (30 if kind in ("select", "spin") else 14)
        page.label(cx + 9, y + (height - round(st.size * 2.2)) // 2, value, st, role="text",
                   max_width=inner)
        mx, my = cx + ctrl_w - 15, y + height // 2
        if kind == "select":
            page.polygon([(mx - 5, my - 2), (mx + 5, my - 2), (mx, my + 4)], theme.muted,
                         name="chevron")
        elif kind == "spin":
            page.polygon([(mx - 4, my - 3), (mx + 4, my - 3), (mx, my - 8)], theme.muted,
                         name="spinner")
            page.polygon([(mx - 4, my + 3), (mx + 4, my + 3), (mx, my + 8)], theme.muted,
                         name="spinner")
    return y + height + 10


def section_title(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, text: str,
                  width: int) -> int:
    st = ui_style(typo, theme, bold=True)
    return page.label(x, y, text, st, role="structural", max_width=width).bottom + 2


# ---- comments and popovers ----------------------------------------------------------


def comment_card(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, width: int,
                 thread: list[dict[str, Any]], colour: list[RGB], active: bool = False,
                 reply_placeholder: str = "", name: str = "comment") -> int:
    """A margin comment card: for each entry of ``thread`` (author, meta, spans) an avatar,
    bold name, muted meta and the text (prose); an optional reply box. Returns the bottom."""
    body = style(typo["ui"], typo["size"] - 1, theme.text)
    pad = 12
    with page.region(name, "message", (x, y, x + width, y + 400),
                     label=thread[0]["author"]) as reg:
        card = page.rect((x, y, x + width, y + 10), theme.surface,
                         theme.accent if active else theme.border, width=2 if active else 1,
                         radius=8, name="comment card")
        cy = y + pad
        for k, entry in enumerate(thread):
            if k:
                page.line((x + pad, cy - 4), (x + width - pad, cy - 4), theme.border)
                cy += 4
            cy = _thread_entry(page, theme, typo, (x, cy, width, pad), entry,
                               colour[k % len(colour)], f"{name} reply {k}" if k else "")
        if reply_placeholder:
            box = (x + pad, cy, x + width - pad, cy + 30)
            page.rect(box, theme.surface, theme.border, radius=15, name="input")
            page.label(x + pad + 12, cy + (30 - round((body.size - 1) * 2.2)) // 2,
                       reply_placeholder, body.but(size=body.size - 1, color=theme.muted),
                       max_width=width - 2 * pad - 20, name="placeholder")
            cy += 42
        page.resize(card, (x, y, x + width, cy))
        page.regions[reg].box = (x, y, x + width, cy)
    return cy


def _thread_entry(page: Page, theme: Theme, typo: dict[str, Any], at: tuple[int, int, int, int],
                  entry: dict[str, Any], colour: RGB, reply: str) -> int:
    """One entry of a comment thread; a reply (``reply``: its region's name) is a message of
    its own writer: "the comment from Margaret" never boxes Gene's reply in her thread
    (r49 #1). Returns the bottom of its text."""
    x, cy, width, pad = at
    body = style(typo["ui"], typo["size"] - 1, theme.text)
    with page.region(reply, "message", (x, cy - 4, x + width, cy + 240),
                     label=entry["author"]) if reply else nullcontext() as reg:
        avatar_shape(page, typo, x + pad, cy, entry["author"], colour, 28)
        nx = x + pad + 36
        page.label(nx, cy - 6, entry["author"], body.but(bold=True), role="structural",
                   max_width=x + width - nx - pad)
        page.label(nx, cy + 10, entry["meta"], body.but(size=body.size - 2, color=theme.muted),
                   role="text", max_width=x + width - nx - pad)
        block = page.text((x + pad, cy + 38, x + width - pad, cy + 240), [entry["spans"]],
                          body, role="prose", line_height=1.4, max_lines=6)
        if reg is not None:
            page.regions[reg].box = (x, cy - 4, x + width, block.bottom + 8)
    return block.bottom + 12


def popover(page: Page, theme: Theme, box: Box, anchor_x: int, side: str = "top",
            fill: RGB | None = None, radius: int = 8) -> None:
    """A floating panel with a soft shadow and a pointer triangle on ``side`` ("top": the
    pointer rises from its top edge at ``anchor_x`` towards the text above)."""
    x1, y1, x2, y2 = box
    fill = fill or theme.surface
    dark = theme.name == "dark"
    page.rect((x1 + 2, y1 + 4, x2 + 4, y2 + 7), (12, 12, 14) if dark else (214, 216, 222),
              radius=radius + 2, name="shadow")
    page.rect(box, fill, theme.border, radius=radius, name="popover")
    ax = max(x1 + 16, min(x2 - 16, anchor_x))
    if side == "top":
        page.polygon([(ax - 10, y1 + 1), (ax, y1 - 10), (ax + 10, y1 + 1)], fill, name="pointer")
        page.line((ax - 10, y1), (ax, y1 - 10), theme.border, name="pointer")
        page.line((ax, y1 - 10), (ax + 10, y1), theme.border, name="pointer")
    else:
        page.polygon([(ax - 10, y2 - 1), (ax, y2 + 10), (ax + 10, y2 - 1)], fill, name="pointer")
        page.line((ax - 10, y2), (ax, y2 + 10), theme.border, name="pointer")
        page.line((ax, y2 + 10), (ax + 10, y2), theme.border, name="pointer")


# ---- marks under laid-out text --------------------------------------------------------


def pre_layout(page: Page, box: Box, paragraphs: list[list[Span]], **layout: Any) -> LaidBlock:
    """The layout ``page.text(box, paragraphs, ...)`` will produce (same clipping)."""
    x1, y1, x2, y2 = box
    clipped = (max(0, x1), max(0, y1), min(page.width, x2), min(page.height, y2))
    return layout_block(paragraphs, clipped, **layout)


def find_runs(laid: LaidBlock, phrase: str) -> list[list[tuple[int, int, int, int, int]]]:
    """Every whole-word occurrence of ``phrase`` in ``laid``: per occurrence, one
    (x1, x2, top, baseline, bottom) run per line it spans."""
    chars: list[str] = []
    where: list[tuple[int, int] | None] = []
    for li, line in enumerate(laid.lines):
        if li:
            chars.append(" ")
            where.append(None)
        for gi, g in enumerate(line.glyphs):
            chars.append(g.char)
            where.append((li, gi))
    text = "".join(chars)
    out = []
    pattern = r"(?<![\w])" + re.escape(phrase).replace(r"\ ", r"\s") + r"(?![\w])"
    for m in re.finditer(pattern, text):
        runs: dict[int, list[float]] = {}
        for pos in range(m.start(), m.end()):
            if where[pos] is None:
                continue
            li, gi = where[pos]
            g = laid.lines[li].glyphs[gi]
            if g.char.isspace():
                continue
            a, b = g.pen, g.pen + g.font.advance(g.char)
            lo_hi = runs.setdefault(li, [a, b])
            lo_hi[0], lo_hi[1] = min(lo_hi[0], a), max(lo_hi[1], b)
        occ = []
        for li, (a, b) in sorted(runs.items()):
            ln = laid.lines[li]
            occ.append((round(a), round(b), ln.baseline - ln.ascent, ln.baseline,
                        ln.baseline + ln.descent))
        if occ:
            out.append(occ)
    return out


def wavy(page: Page, x1: int, x2: int, y: int, colour: RGB, amp: int = 2,
         period: int = 4) -> None:
    """A spell-check squiggle from ``x1`` to ``x2`` whose top is ``y``."""
    x = x1
    up = True
    while x < x2:
        nx = min(x2, x + period // 2)
        page.line((x, y + (amp if up else 0)), (nx, y + (0 if up else amp)), colour,
                  name="wavy underline")
        x, up = nx, not up


def squiggle_under(page: Page, laid: LaidBlock, word: str, colour: RGB) -> int:
    """Wavy underlines under every occurrence of ``word`` (drawn below the baseline,
    beneath the descenders' middle); returns how many were drawn."""
    n = 0
    for occ in find_runs(laid, word):
        for x1, x2, _, base, bottom in occ:
            wavy(page, x1, x2, base + max(2, (bottom - base) // 2 + 1), colour)
        n += 1
    return n


# ---- calendars ----------------------------------------------------------------------


def month_grid(page: Page, theme: Theme, typo: dict[str, Any], box: Box, weekdays: list[str],
               offset: int, n_days: int, prev_days: int, today: int,
               events: dict[str, list[list[Any]]], more: str = "+{n}",
               header_h: int = 28) -> None:
    """A month view: weekday header, 5-6 week rows of day cells (days of the neighbouring
    months muted), today circled, event chips ``[time, title, colour name, all_day]``
    per day (keys are day numbers as strings); overflow shows ``more``."""
    x1, y1, x2, y2 = box
    n_rows = (offset + n_days + 6) // 7
    cw = (x2 - x1) / 7
    rh = (y2 - y1 - header_h) / n_rows
    st = ui_style(typo, theme, size=typo["size"] - 2)
    with page.region("month grid", "body", box):
        for c, name in enumerate(weekdays):
            cx = round(x1 + c * cw)
            page.label(cx + 8, y1 + 2, name, st.but(color=theme.muted, bold=True),
                       role="structural", max_width=round(cw) - 10)
        page.line((x1, y1 + header_h - 1), (x2, y1 + header_h - 1), theme.border)
        for r in range(n_rows):
            for c in range(7):
                k = r * 7 + c
                day = k - offset + 1
                cell = (round(x1 + c * cw), round(y1 + header_h + r * rh),
                        round(x1 + (c + 1) * cw), round(y1 + header_h + (r + 1) * rh))
                _day_cell(page, theme, typo, cell, day, n_days, prev_days, today,
                          events.get(str(day), []), more, st)
        for c in range(1, 7):
            page.line((round(x1 + c * cw), y1 + header_h), (round(x1 + c * cw), y2),
                      theme.border, name="grid")
        for r in range(1, n_rows):
            yy = round(y1 + header_h + r * rh)
            page.line((x1, yy), (x2, yy), theme.border, name="grid")


def _day_cell(page: Page, theme: Theme, typo: dict[str, Any], cell: Box, day: int,
              n_days: int, prev_days: int, today: int, evs: list[list[Any]], more: str,
              st: Style) -> None:
    x1, y1, x2, y2 = cell
    inside = 1 <= day <= n_days
    shown = day if inside else (prev_days + day if day < 1 else day - n_days)
    with page.region(f"day {shown}" if inside else "other month", "cell", cell):
        dst = st.but(size=st.size + 1, color=theme.text if inside else theme.faded(theme.muted))
        label = str(shown)
        w = round(measure(label, dst)[0])
        if inside and day == today:
            page.ellipse((x1 + 4, y1 + 4, x1 + 30, y1 + 30), theme.accent, name="today")
            dst = dst.but(color=theme.accent_text, bold=True)
            page.label(x1 + 17 - w // 2, y1 + 17 - round(dst.size * 1.1), label, dst,
                       role="text")
        else:
            page.label(x1 + 8, y1 + 2, label, dst, role="text")
        if not inside:
            return
        y = y1 + 32
        chip_h = round(st.size * 1.75)
        room = max(0, (y2 - 4 - y) // (chip_h + 2))
        for k, (time, title, colour, all_day) in enumerate(evs):
            if k >= room or (k == room - 1 and len(evs) > room):
                page.label(x1 + 8, y - 4, more.format(n=len(evs) - k),
                           st.but(color=theme.muted, bold=True), role="text",
                           max_width=x2 - x1 - 12)
                break
            _event_chip(page, theme, (x1 + 3, y, x2 - 3, y + chip_h), time, title,
                        theme.palette[colour], colour, bool(all_day), st)
            y += chip_h + 2


def _event_chip(page: Page, theme: Theme, box: Box, time: str, title: str, colour: RGB,
                colour_name: str, all_day: bool, st: Style) -> None:
    x1, y1, x2, y2 = box
    top = y1 + (y2 - y1 - round(st.size * 2.2)) // 2
    if all_day:
        page.rect(box, colour, radius=4, name="event")
        page.label(x1 + 6, top, title, st.but(color=(255, 255, 255), bold=True), role="text",
                   max_width=x2 - x1 - 8)
        return
    page.ellipse((x1 + 4, (y1 + y2) // 2 - 3, x1 + 10, (y1 + y2) // 2 + 3), colour,
                 name="event dot")
    t = page.label(x1 + 14, top, time, st.but(color=theme.muted), role="text",
                   max_width=x2 - x1 - 16)
    page.label(t.right + 5, top, title, st, role="text", max_width=max(8, x2 - t.right - 7))
