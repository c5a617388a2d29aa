"""The text inside a single-line input (a form field, a search box): a value wider than the
field is clipped at the field's edge, never shortened with "…" (r85 0016: an email input
showed "alexander.greene@gm..."; a browser's input scrolls its text, it has no ellipsis).

``field_text`` draws what fits: the whole value, or its longest prefix that fits (the
block marked ``clipped``: its real end is unseen, so no target rests on the cut end)."""

from __future__ import annotations

from generator.layout import Style, measure
from generator.page import Page
from generator.page.model import TextBlock


def fitting_prefix(text: str, st: Style, width: float) -> str:
    """The longest prefix of ``text`` whose width is under ``width`` (binary search)."""
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if measure(text[:mid], st)[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip()


def field_text(page: Page, x: int, y: int, text: str, st: Style, width: int,
               role: str = "text", name: str = "") -> TextBlock:
    """``text`` as ``page.label`` sets it at (x, y), cut at ``width`` px without an ellipsis
    when it does not fit."""
    if measure(text, st)[0] <= width - 1:
        return page.label(x, y, text, st, role=role, max_width=width, name=name)
    shown = fitting_prefix(text, st, width - 1)
    height = round(st.size * 2.2)
    offset = (height - round(st.size * 1.2)) // 2
    return page.text((x, y + offset, x + width, y + height), shown, st, role=role, name=name,
                     wrap=False, max_lines=1, line_height=1.2, clipped=True)
