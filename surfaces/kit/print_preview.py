"""The page a print preview shows, at the scale a browser's preview draws it: the
document's own words (a quarterly report's title, headings, paragraphs and figures table;
a list's header row and rows), set small, cut at the page's bottom margin where the page
ends as a printed page would, never a line of grey placeholders (r62 0003)."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from generator.layout import layout_block, measure
from surfaces.kit import Content, Page, Span, Style
from surfaces.kit.budget import EXPENSE_AMOUNTS, monthly_spend
from surfaces.kit.numbers import format_date, format_money, format_number, local_currency
from surfaces.kit.office_catalog import PRODUCTS
from surfaces.kit.report_world import report_sections, report_world

Box = tuple[int, int, int, int]
# office_file (same order in every language) whose page the preview can show: the budget
# draft, supplier list, travel expenses, price list and invoice archive are tables, the
# quarterly report is text with a figures table
PREVIEWED = {0: "budget", 2: "report", 4: "suppliers", 5: "travel", 9: "prices",
             10: "invoices"}
TRIP = (0, 1, 2, 3, 6, 7)
PER_PAGE = 35  # the rows a printed list holds a page  # rec_expense lines of a business trip (train, meals, hotel, ...)


def preview_document(rng: np.random.Generator, content: Content, index: int,
                     rows: int, page: int = 1) -> dict[str, Any]:
    """The document behind the dialog: ``{"title", "sections"}`` for the report (each
    ``{"heading", "text", "table"}``), ``{"title", "header", "rows", "right"}`` for a
    list of ``rows`` rows (``right``: the columns of figures) as they stand on page
    ``page``."""
    kind = PREVIEWED[index]
    title = content.word_at("office_file", index)
    if kind == "report":
        w = report_world(rng, content)
        secs = report_sections(rng, content, w)
        return {"title": content.ui("hp.title", dept=w["dept"], period=w["period"]),
                "sections": [{"heading": s["heading"], "text": s["texts"][0],
                              "table": s.get("table", [])} for s in secs]}
    header, body, right = _table(rng, content, kind, rows, page)
    return {"title": title, "header": header, "rows": body, "right": right}


def _table(rng: np.random.Generator, content: Content, kind: str, n: int,
           page: int) -> tuple[list[str], list[list[str]], list[int]]:
    lang = content.lang
    cur = local_currency(lang)
    if kind == "budget":  # the items' spending over the first three months of a quarter
        items = [int(i) for i in rng.permutation(12)[:min(n, 12)]]
        start = int(rng.integers(0, 4)) * 3
        months = [content.data.MONTHS[start + k] for k in range(3)]
        rows = [[content.word_at("tbl_sheet_item", i)]
                + [format_number(float(v), lang, 0) for v in monthly_spend(rng, i, 3, False)]
                for i in items]
        return [content.ui("w19d.col_item"), *months], rows, [1, 2, 3]
    if kind == "suppliers":
        rows = [[content.company(), content.city(), content.full_name()] for _ in range(n)]
        return content.ui_list("w19d.cols_supplier"), rows, []
    if kind == "travel":  # one trip's receipts, day by day
        cols = content.ui_list("records.exp.cols")
        day = datetime.date(2025, 1, 1) + datetime.timedelta(days=int(rng.integers(0, 330)))
        rows = []
        for k, i in enumerate(int(i) for i in rng.permutation(TRIP)[:min(n, len(TRIP))]):
            lo, hi = EXPENSE_AMOUNTS[i]
            amount = lo if hi == 0 else float(rng.uniform(lo, hi))
            rows.append([format_date(day + datetime.timedelta(days=k // 2), lang),
                         content.data.SLOTS["rec_expense"][i]["description"],
                         format_money(amount, lang, cur)])
        return [cols[0], cols[3], cols[4]], rows, [2]
    if kind == "prices":
        picks = rng.permutation(len(PRODUCTS))[:n]  # each at its own shelf price
        rows = [[content.word_at("tbl_product", int(i)),
                 format_money(float(rng.integers(PRODUCTS[i][1], PRODUCTS[i][2])) + 0.99,
                              lang, cur)] for i in picks]
        return content.ui_list("w19d.cols_price"), rows, [1]
    # the invoice archive: one year's numbers in sequence, dates in order, about a day
    # apart, one client a line; a later page goes on where the pages before it stopped
    year = int(rng.integers(2023, 2026))
    seq = (page - 1) * PER_PAGE + 1
    day = datetime.date(year, 1, 2) + datetime.timedelta(days=seq - 1)
    rows = []
    for k in range(n):
        day += datetime.timedelta(days=int(rng.integers(0, 2)) if k else 0)
        rows.append([f"{year}-{seq + k:04d}", content.company(), format_date(day, lang),
                     format_money(float(rng.integers(80, 9000)) + 0.5 * int(rng.integers(0, 2)),
                                  lang, cur)])
    return content.ui_list("w19d.cols_invoices"), rows, [3]


def lines_of(text: str, st: Style, width: int) -> list[str]:
    """``text`` wrapped to ``width`` as the layout engine wraps it, one string a line."""
    laid = layout_block([[Span(text, st)]], (0, 0, width, 10 ** 6), line_height=1.3)
    return ["".join(g.char for g in line.glyphs).strip() for line in laid.lines]


def paragraph(page: Page, x1: int, x2: int, y: int, bottom: int, text: str, st: Style,
              role: str = "miniature") -> int:
    """``text`` from ``y`` down to ``bottom``: whole where it fits, else the lines that do
    (the rest runs on to the next page, no ellipsis); returns the y below it."""
    pitch = round(st.size * 1.3)
    lines = lines_of(text, st, x2 - x1)
    keep = min(len(lines), max(0, (bottom - y) // pitch))
    if keep:
        shown = text if keep == len(lines) else " ".join(lines[:keep])
        page.text((x1, y, x2, y + keep * pitch + pitch), shown, st, role=role,
                  line_height=1.3, max_lines=keep)
    return y + keep * pitch


def table(page: Page, x1: int, x2: int, y: int, bottom: int, header: list[str],
          rows: list[list[str]], right: list[int], st: Style, rule: tuple[int, int, int]) -> int:
    """A header row in bold and the rows that fit above ``bottom``, with hairline rules;
    the figures columns right-aligned, each column one block of lines (a cell too wide for
    its column is cut with an ellipsis); returns the y below it."""
    pitch = round(st.size * 1.9)
    rows = rows[:max(0, (bottom - y) // pitch - 1)]
    if y + 2 * pitch > bottom:
        return y
    bold = st.but(bold=True)
    cols = [[header[c]] + [r[c] or "–" for r in rows] for c in range(len(header))]
    # a column as wide as its header or its longest cell (measured: the longest few by
    # characters, not every cell)
    need = [max(measure(t, bold if t == col[0] else st)[0]
                for t in [col[0], *sorted(col[1:], key=len)[-3:]]) + 10 for col in cols]
    span = min(x2 - x1, round(sum(need) * 1.4))  # a short list keeps to the left
    widths = [round(span * w / sum(need)) for w in need]  # columns as wide as their text
    x = x1
    for c, col in enumerate(cols):
        room = widths[c] - 6
        texts = [t if len(t) * st.size * 0.55 <= room or measure(t, bold if k == 0 else st)[0]
                 <= room else _cut(t, bold if k == 0 else st, room) for k, t in enumerate(col)]
        paras = [[Span(texts[0], bold)]] + [[Span(t, st)] for t in texts[1:]]
        page.text((x, y, x + room, y + pitch * len(texts) + pitch), paras, st, role="miniature",
                  align="right" if c in right else "left", line_height=pitch / st.size,
                  wrap=False)
        x += widths[c]
    for k in range(len(rows) + 1):
        page.line((x1, y + (k + 1) * pitch - 2), (x1 + span, y + (k + 1) * pitch - 2), rule,
                  1, name="table rule")
    return y + (len(rows) + 1) * pitch


def _cut(text: str, st: Style, room: float) -> str:
    """``text`` shortened to ``room`` px with an ellipsis, as a narrow column shows it."""
    while len(text) > 1 and measure(text + "…", st)[0] > room:
        text = text[:-1]
    return text.rstrip() + "…"
