"""Tables: a header row, body rows (optionally zebra-striped) and grid lines.

Every cell is its own text block inside the region ``cell <column letter><row>`` (row 1 is
the first body row unless ``header_row_number`` says otherwise) labelled with its column's
header, and header cells sit in the region ``column <header>``. Numeric columns are
right-aligned; text never leaves its cell (labels are truncated with an ellipsis).

A cell is a string or ``[text, kind]`` with kind one of ``bold``, ``muted``, ``link``,
``good``, ``bad``, ``mono``, ``faded``, ``pill:<palette colour>`` or ``check``/``nocheck``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from generator.layout import Style, measure
from generator.page import Page, Theme
from surfaces.kit.typography import style

Box = tuple[int, int, int, int]
Cell = str | list[str]


@dataclass
class Column:
    title: str
    width: int
    align: str = "left"  # left | right | center


@dataclass
class TableStyle:
    row_height: int = 32
    header_height: int = 36
    zebra: bool = True
    grid: str = "rows"  # rows | full | none
    header_fill: bool = True
    pad: int = 10
    size: int | None = None
    header_upper: bool = False
    header_row_number: int | None = None  # e.g. 1 in a spreadsheet (headers are row 1)
    mono: bool = False


def col_letter(k: int) -> str:
    """A, B, ..., Z, AA, AB, ... (spreadsheet column names)."""
    out = ""
    k += 1
    while k:
        k, r = divmod(k - 1, 26)
        out = chr(65 + r) + out
    return out


def columns_from(spec: list[list[Any]]) -> list[Column]:
    """Columns from JSON-able ``[title, width, align]`` triples."""
    return [Column(str(t), int(w), str(a)) for t, w, a in spec]


def fit_widths(widths: list[int], total: int) -> list[int]:
    """Scale column widths so they fill ``total`` pixels exactly."""
    s = sum(widths) or 1
    out = [max(24, round(w * total / s)) for w in widths]
    out[-1] += total - sum(out)
    return out


def cell_style(base: Style, kind: str, theme: Theme, mono: str) -> Style:
    if kind == "bold":
        return base.but(bold=True)
    if kind == "muted":
        return base.but(color=theme.muted)
    if kind == "link":
        return base.but(color=theme.link, link=True)
    if kind == "good":
        return base.but(color=theme.palette["green"], color_name="green")
    if kind == "bad":
        return base.but(color=theme.palette["red"], color_name="red")
    if kind == "mono":
        return base.but(family=mono)
    if kind == "faded":
        return base.but(faded=True, color=theme.faded(base.color), italic=True)
    return base


def _baseline(style: Style, text: str) -> int:
    """The baseline's depth in a label line of ``style`` (generator/layout: a line's pitch
    centres its ascent and descent)."""
    _, ascent, descent = measure(text, style)
    pitch = max(round(style.size * 1.2), ascent + descent)
    return (pitch - ascent - descent) // 2 + ascent


def draw_cell(page: Page, theme: Theme, typo: dict[str, Any], box: Box, cell: Cell,
              align: str, base: Style, pad: int, role: str = "text") -> None:
    """One cell's content, vertically centred in ``box`` and clipped to its width."""
    text, kind = (cell, "") if isinstance(cell, str) else (str(cell[0]), str(cell[1]))
    x1, y1, x2, y2 = box
    if kind in ("check", "nocheck"):
        s = 14
        cx, cy = (x1 + x2) // 2 if align == "center" else x1 + pad, (y1 + y2 - s) // 2
        fill = theme.accent if kind == "check" else None
        page.rect((cx, cy, cx + s, cy + s), fill, theme.muted if fill is None else None,
                  radius=3, name="checkbox")
        if kind == "check":
            page.line((cx + 3, cy + 7), (cx + 6, cy + 10), theme.accent_text, 2, name="icon")
            page.line((cx + 6, cy + 10), (cx + 11, cy + 4), theme.accent_text, 2, name="icon")
        return
    if not text:
        return
    st = cell_style(base, kind, theme, typo["mono"])
    h = round(st.size * 2.2)
    top = (y1 + y2 - h) // 2
    if st.family != base.family:  # a code cell sits on the row's baseline (r56: 3 px high)
        top += _baseline(base, text) - _baseline(st, text)
    if kind.startswith("pill:"):
        colour = theme.palette[kind[5:]]
        w = round(measure(text, st.but(size=st.size - 1))[0]) + 16
        w = min(w, x2 - x1 - 2 * pad)
        px = x1 + pad if align != "right" else x2 - pad - w
        pill_fill = theme.faded(colour, on=theme.surface, amount=0.82)
        top = (y1 + y2 - round((st.size - 1) * 2.2)) // 2
        page.rect((px, (y1 + y2) // 2 - 11, px + w, (y1 + y2) // 2 + 11), pill_fill, radius=11,
                  name="badge")
        page.label(px + 8, top, text, st.but(size=st.size - 1, color=colour,
                                             color_name=kind[5:]), role=role,
                   max_width=w - 10)
        return
    page.label(x1 + pad, top, text, st, role=role, max_width=max(8, x2 - x1 - 2 * pad),
               align=align)


def draw_table(page: Page, theme: Theme, typo: dict[str, Any], box: Box,
               columns: list[Column], rows: list[list[Cell]], ts: TableStyle | None = None,
               first_row: int = 1, col_offset: int = 0) -> int:
    """Draw the table from the top of ``box``; returns the y below the last drawn row.

    Rows that do not fit the box are not drawn. ``first_row``/``col_offset`` shift the cell
    names (a sheet scrolled down, or a table whose first column is a checkbox).
    """
    ts = ts or TableStyle()
    x1, y1, x2, y2 = box
    size = ts.size or typo["size"] - 1
    family = typo["mono"] if ts.mono else typo["ui"]
    base = style(family, size, theme.text)
    y = y1
    if ts.header_height:
        y = _header(page, theme, typo, (x1, y1, x2, y1 + ts.header_height), columns, ts, base)
    body_first = first_row if ts.header_row_number is None else ts.header_row_number + 1
    for r, row in enumerate(rows):
        if y + ts.row_height > y2:
            break
        if ts.zebra and r % 2 == 1:
            page.rect((x1, y, x2, y + ts.row_height), theme.panel, name="zebra row")
        x = x1
        for c, (col, cell) in enumerate(zip(columns, row, strict=False)):
            name = f"cell {col_letter(c + col_offset)}{body_first + r}"
            cbox = (x, y, min(x + col.width, x2), y + ts.row_height)
            with page.region(name, "cell", cbox, label=col.title):
                draw_cell(page, theme, typo, cbox, cell, col.align, base, ts.pad)
            if ts.grid == "full" and c:
                page.line((x, y), (x, y + ts.row_height), theme.border, name="grid")
            x += col.width
        y += ts.row_height
        if ts.grid in ("rows", "full"):
            page.line((x1, y - 1), (x2 - 1, y - 1), theme.border, name="grid")
    return y


def _header(page: Page, theme: Theme, typo: dict[str, Any], box: Box, columns: list[Column],
            ts: TableStyle, base: Style) -> int:
    x1, y1, x2, y2 = box
    if ts.header_fill:
        page.rect(box, theme.panel, name="table header")
    hst = base.but(bold=True, color=theme.muted if ts.header_upper else theme.text,
                   size=base.size - (1 if ts.header_upper else 0))
    x = x1
    for c, col in enumerate(columns):
        title = col.title.upper() if ts.header_upper else col.title
        cbox = (x, y1, min(x + col.width, x2), y2)
        with page.region(f"column {col.title}", "column header", cbox, label=col.title):
            draw_cell(page, theme, typo, cbox, title, col.align, hst, ts.pad, role="structural")
        if ts.grid == "full" and c:
            page.line((x, y1), (x, y2), theme.border, name="grid")
        x += col.width
    page.line((x1, y2 - 1), (x2 - 1, y2 - 1), theme.border, name="grid")
    return y2


def auto_widths(titles: list[str], rows: list[list[Cell]], base: Style, total: int,
                pad: int = 10, slack: list[float] | None = None) -> list[int]:
    """Column widths from the widest text of each column, scaled to fill ``total``."""
    natural = []
    for c, title in enumerate(titles):
        texts = [title] + [r[c] if isinstance(r[c], str) else str(r[c][0])
                           for r in rows if c < len(r)]
        w = max(measure(t, base.but(bold=True) if t == title else base)[0] for t in texts)
        natural.append(round(w) + 2 * pad + 6 + (slack[c] if slack else 0))
    if sum(natural) >= total:
        return _capped(natural, total)
    extra = total - sum(natural)
    out = [w + extra // len(natural) for w in natural]
    out[-1] += total - sum(out)
    return out


def _capped(widths: list[int], total: int) -> list[int]:
    """Shrink only the widest columns (to a common cap) until the widths sum to ``total``."""
    lo, hi = 24, max(widths)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if sum(min(w, mid) for w in widths) <= total:
            lo = mid
        else:
            hi = mid - 1
    out = [min(w, lo) for w in widths]
    out[max(range(len(out)), key=lambda i: out[i])] += total - sum(out)
    return out


def rows_drawn(ts: TableStyle, top: int, bottom: int) -> int:
    """How many rows ``draw_table`` fits between ``top`` (the table's top) and ``bottom``."""
    return max(0, (bottom - top - ts.header_height) // ts.row_height)


def scrollbar(page: Page, theme: Theme, box: Box, shown: int, total: int,
              start: int = 0) -> None:
    """A vertical scrollbar at the right of ``box`` whose thumb says that ``shown`` of
    ``total`` rows are in view, from row ``start`` (0: the first ones): a list longer than
    its pane looks scrolled."""
    x1, y1, x2, y2 = box
    track = (x2 - 10, y1, x2, y2)
    page.rect(track, theme.panel, name="scrollbar")
    height = max(24, round((y2 - y1) * shown / max(total, 1)))
    top = y1 + 2 + min(round((y2 - y1) * start / max(total, 1)), y2 - y1 - 4 - height)
    page.rect((x2 - 8, top, x2 - 2, top + height), theme.border, radius=3,
              name="scrollbar thumb")


def keep_whole(widths: list[int], rows: list[list[Cell]], base: Style, columns: tuple[int, ...],
               pad: int = 10) -> list[int]:
    """``widths`` with each of ``columns`` (dates, amounts: values a cut would garble) at
    least as wide as its widest cell, the room taken from the widest other column."""
    out = list(widths)
    for c in columns:
        texts = [r[c] if isinstance(r[c], str) else str(r[c][0]) for r in rows if c < len(r)]
        need = round(max((measure(t, base)[0] for t in texts), default=0)) + 2 * pad + 4
        if need > out[c]:
            donor = max((k for k in range(len(out)) if k not in columns), key=lambda k: out[k])
            give = min(need - out[c], out[donor] - 60)
            out[c], out[donor] = out[c] + max(0, give), out[donor] - max(0, give)
    return out


def keep_headers(widths: list[int], titles: list[str], typo: dict[str, Any],
                 ts: TableStyle) -> list[int]:
    """``widths`` with every column at least as wide as its header label (as ``_header``
    draws it), the room taken from the column with the most to spare: a table with spare
    width never cuts a header ("DOBLE FAC…", r80 row 3)."""
    need = header_needs(titles, typo, ts)
    out = list(widths)
    for c in range(len(out)):
        while need[c] > out[c]:
            donor = max(range(len(out)), key=lambda k: out[k] - max(need[k], 60))
            give = min(need[c] - out[c], out[donor] - max(need[donor], 60))
            if donor == c or give <= 0:
                break
            out[c], out[donor] = out[c] + give, out[donor] - give
    return out


def header_needs(titles: list[str], typo: dict[str, Any], ts: TableStyle) -> list[int]:
    """The width each header label takes as ``_header`` draws it, padding included."""
    size = ts.size or typo["size"] - 1
    hst = style(typo["mono"] if ts.mono else typo["ui"], size - (1 if ts.header_upper else 0),
                (0, 0, 0)).but(bold=True)
    return [round(measure(t.upper() if ts.header_upper else t, hst)[0]) + 2 * ts.pad + 2
            if t else 0 for t in titles]


def headers_fit(widths: list[int], titles: list[str], typo: dict[str, Any],
                ts: TableStyle) -> bool:
    """Whether every header label fits its column whole (else a table takes the locale's
    short column titles: "Rent." for "Rentabilidad", never "Rentabili…")."""
    return all(n <= w for n, w in zip(header_needs(titles, typo, ts), widths, strict=True))
