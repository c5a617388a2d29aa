"""Page thumbnails that are miniatures of the pages: a viewer's sidebar shows each page's
layout at a small scale (the open page's own text lines, headings and rules where the page
shows them; the other pages' header, title, sections or appendix table as the same
document lays them out), the open page highlighted, each under its page number.

A page's layout is a list of bars ``(x1, y1, x2, y2, ink)`` in the sheet's coordinates
(ink 0 body text, 1 a heading or title, 2 a rule), so the open page's bars come from what
was drawn on it and the others' from a sketch with the same margins and type sizes."""

from __future__ import annotations

from typing import Any

from generator.page import Page, Theme
from surfaces.kit.chrome import ui_style
from surfaces.kit.document import centred_label

Bar = tuple[int, int, int, int, int]
INKS = ((176, 178, 184), (96, 98, 106), (206, 208, 212))


def drawn_bars(page: Page, ops: list[Any]) -> list[Bar]:
    """The bars of what ``ops`` drew: each laid line of text (its left, width and height,
    headings and titles bold) and each rule, in logical pixels."""
    s = page.scale
    bars: list[Bar] = []
    for op in ops:
        if hasattr(op, "laid"):
            for ln in op.laid.lines:
                if not ln.glyphs:
                    continue
                g = ln.glyphs[0]
                x, h = g.pen / s, g.style.size * 0.55 / s  # about the x-height and more
                top = ln.baseline / s - h
                bars.append((round(x), round(top), round(x + ln.width / s), round(top + h),
                             int(bool(g.style.bold))))
        elif getattr(op, "kind", "") == "line" and op.name != "shadow":
            x1, y1, x2, y2 = (round(v / s) for v in op.box)
            bars.append((x1, y1, x2, y1 + 1, 2))
    return bars


def table_rows(height: int, size: int) -> int:
    """How many appendix rows ``sketched_bars`` draws on a sheet ``height`` tall at body
    ``size``: the page's table holds that many tasks (its head, heading and foot aside)."""
    return max(1, (height - 126 - (size * 2 + 8)) // round(size * 2.3))


def sketched_bars(sheet: tuple[int, int, int, int], m: dict[str, int], kind: str,
                  paras: list[int]) -> list[Bar]:
    """A page of the document the viewer does not show: its running head and rule, then
    (``kind``) "title" the first page's title over sections, "text" sections, "table" the
    appendix's rows; ``paras`` the paragraphs' line counts; the folio at its foot.
    ``m``: left, right, size (body text), pitch (line height)."""
    x1, y1, x2, y2 = sheet
    left, right, size, pitch = m["left"], m["right"], m["size"], m["pitch"]
    bars: list[Bar] = [(left, y1 + 26, left + (right - left) // 3, y1 + 30, 0),
                       (right - (right - left) // 5, y1 + 26, right, y1 + 30, 0),
                       (left, y1 + 46, right, y1 + 47, 2)]
    y, bottom = y1 + 66, y2 - 60
    if kind == "title":
        bars.append((left, y, left + round((right - left) * 0.7), y + size + 6, 1))
        y += size * 3 + 18
    k = 0
    while y + pitch * 2 < bottom and k < len(paras):
        n = paras[k]
        if kind == "table":  # the appendix's heading, then its rows: all of them fit
            bars += _table(left, right, y, size, paras)
            break
        else:
            if k % 2 == 0:  # a section's heading over its paragraphs
                bars.append((left, y, left + round((right - left) * (0.2 + 0.05 * n)),
                             y + size, 1))
                y += size + 14
            for j in range(n):
                if y + pitch > bottom:
                    break
                end = right if j < n - 1 else left + round((right - left) * (0.3 + 0.1 * n))
                bars.append((left, y, min(right, end), y + round(size * 0.55), 0))
                y += pitch
            y += pitch // 2 + (size if k % 2 else 0)
        k += 1
    return bars + folio_bar(sheet, m)


def _table(left: int, right: int, y: int, size: int, paras: list[int]) -> list[Bar]:
    """The appendix's heading at ``y`` and its ``paras[0]`` rows, each task's name as long
    as ``paras[1:]`` (cycled) says, a rule under each row."""
    bars: list[Bar] = [(left, y, left + round((right - left) * 0.4), y + size, 1)]
    y += size * 2 + 8
    lengths = paras[1:] or [paras[0]]
    for i in range(paras[0]):
        n = lengths[i % len(lengths)]
        for c, (a, b) in enumerate(((0, 0.36), (0.45, 0.6), (0.66, 0.78), (0.86, 1))):
            w = b - a if c else (b - a) * (0.5 + 0.08 * (n % 6))
            bars.append((left + round((right - left) * a), y + 4,
                         left + round((right - left) * (a + w)), y + 4 + size // 2, 0))
        y += round(size * 2.3)
        bars.append((left, y, right, y + 1, 2))
    return bars


def folio_bar(sheet: tuple[int, int, int, int], m: dict[str, int]) -> list[Bar]:
    """The page number centred at the sheet's foot."""
    x1, _, x2, y2 = sheet
    cx = (x1 + x2) // 2
    return [(cx - 3 * m["size"], y2 - 32, cx + 3 * m["size"], y2 - 28, 0)]


def thumbnail_column(page: Page, theme: Theme, typo: dict[str, Any],
                     box: tuple[int, int, int, int], sheet: tuple[int, int, int, int],
                     pages: list[tuple[str, list[Bar]]], active: int) -> None:
    """The sidebar: each page (label, bars) as a miniature of ``sheet``'s proportions under
    its number, the ``active`` one highlighted."""
    x1, y1, x2, y2 = box
    sx1, sy1, sx2, sy2 = sheet
    with page.region("sidebar", "chrome", box):
        page.rect(box, theme.panel, name="sidebar")
        page.line((x2 - 1, y1), (x2 - 1, y2), theme.border)
        tw = x2 - x1 - 74
        th = round(tw * (sy2 - sy1) / (sx2 - sx1))
        f = tw / (sx2 - sx1)
        st = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
        y = y1 + 16
        for k, (label, bars) in enumerate(pages):
            tx = x1 + 37
            if k == active:
                page.rect((tx - 5, y - 5, tx + tw + 5, y + th + 5), theme.selection, radius=3,
                          name="selection")
            page.rect((tx, y, tx + tw, y + th), (255, 255, 255), theme.border, name="thumbnail")
            for bx1, by1, bx2, by2, ink in bars:
                a, b = tx + round((bx1 - sx1) * f), y + round((by1 - sy1) * f)
                c = max(a + 1, tx + round((bx2 - sx1) * f))
                d = max(b + 1, y + round((by2 - sy1) * f))
                if sy1 <= by1 and d <= y + th - 1 and c <= tx + tw - 1:
                    page.rect((a, b, c, d), INKS[ink], name="thumbnail")
            centred_label(page, tx + tw // 2, y + th + 2, label, st, role="chrome")
            y += th + 34
