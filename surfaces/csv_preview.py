"""A code host's CSV file view: breadcrumb, file header, and the rows as a table or raw text."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice, measure
from surfaces.kit.brand_art import monogram
from surfaces.kit.chrome import button, icon, ui_style
from surfaces.kit.listed import unique_email
from surfaces.kit.numbers import format_date, format_number, list_delimiter, locale_fact
from surfaces.kit.office_catalog import PRODUCTS
from surfaces.kit.sector_firms import sector_firm
from surfaces.kit.tables import (
    Column,
    TableStyle,
    auto_widths,
    draw_table,
    rows_drawn,
    scrollbar,
)
from surfaces.kit.typography import sample_typography, style


def owner_firm(rng: np.random.Generator, content: Content, kind: str) -> str:
    """The firm whose file it is, of the trade its rows are: an inventory of office goods is
    an office-supplies trader's, sales of units at list prices a software firm's licences;
    staff lists any firm's (never a renovation firm's stock of coffee and staplers)."""
    if kind == "sales":
        return sector_firm(rng, content, "software")
    if kind == "people":
        return content.company()
    stems = list(locale_fact(content.lang, "companies.stems") or ["Nord"])
    return str(choice(rng, content.ui_list("w13hf.firm_office"))).replace(
        "{stem}", str(choice(rng, stems))).replace("{last}", content.last_name())


def _records(rng: np.random.Generator, content: Content, n: int, year: int,
             domain: str, kind: str) -> tuple[list[str], list[list[str]], str]:
    """The file's header and ``n`` rows of one kind, all dated in ``year`` (the file's);
    staff have addresses at the company's ``domain``."""
    lang = content.lang
    jan1 = datetime.date(year, 1, 1)

    def day(before: int = 0) -> datetime.date:  # a day of the year, or up to ``before`` earlier
        return jan1 + datetime.timedelta(days=int(rng.integers(-before, 365)))

    if kind == "sales":
        head = ["id", "date", "customer", "region", "units", "revenue"]
        days = sorted(day() for _ in range(n))  # the year, in order
        rows = []
        for k in range(n):  # revenue: the units at one price of the price list
            units = int(rng.integers(1, 80))
            revenue = units * float(choice(rng, [19.9, 24.5, 39.0, 49.9, 89.0, 129.0, 199.0]))
            rows.append([str(1000 + k), format_date(days[k], lang), content.company(),
                         content.word("tbl_region"), str(units),
                         format_number(revenue, lang, 2, group=False)])
    elif kind == "people":
        head = ["id", "name", "email", "city", "department", "start"]
        rows, taken = [], set()
        for k in range(n):
            name = content.full_name()
            for _ in range(8):  # one person a row: no two employees share a name
                if name not in {r[1] for r in rows}:
                    break
                name = content.full_name()
            mail = unique_email(content, name, domain, taken)
            rows.append([str(k + 1), name, mail, content.city(),
                         content.word("tbl_dept"),
                         format_date(day(3000), lang)])
    else:  # each product once, in its own category and price range
        head = ["sku", "product", "category", "stock", "price", "updated"]
        rows = []
        for i in rng.permutation(len(PRODUCTS))[:n]:
            cat, lo, hi = PRODUCTS[int(i)]
            rows.append([f"P{int(rng.integers(10000, 99999))}", content.word_at("tbl_product", int(i)),
                         content.word_at("tbl_category", cat), str(int(rng.integers(0, 500))),
                         format_number(float(rng.integers(lo, hi)) + 0.99, lang, 2, group=False),
                         format_date(day(), lang)])
    titles = [content.ui(f"tables.col.{h}") for h in head]
    return titles, rows, kind


def csv_field(cell: str, delim: str) -> str:
    """``cell`` as Python's csv writer (QUOTE_MINIMAL) writes it: quoted only when it holds
    the delimiter, a quote or a line break, inner quotes doubled."""
    if any(ch in cell for ch in (delim, '"', "\n", "\r")):
        return '"' + cell.replace('"', '""') + '"'
    return cell


class CsvPreview(Surface):
    name = "csv_preview"
    family = "tables"
    text_roles = ("text", "code", "structural", "chrome")
    # No select_line: its one line of text was the file header's "32 lines · 2.3 KB" chip,
    # which is no line to a reader (review r73 0011); the rows are cells or code
    unsupported_categories = ("select_line",)
    regions = ("header", "breadcrumb", "file header", "table", "raw")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        raw = bool(rng.random() < 0.45)
        n = int(rng.integers(30, 38)) if raw else int(rng.integers(14, 26))
        year = int(rng.integers(2024, 2027))
        kind = choice(rng, ["sales", "people", "stock"])
        firm = owner_firm(rng, content, kind)
        domain = content.domain(firm)  # the company whose files these are
        head, rows, kind = _records(rng, content, n, year, domain, kind)
        n = len(rows)  # an inventory lists each product once
        delim = list_delimiter(content.lang)
        # the file and its repository are named after what the rows are
        stem, repo = {"sales": ("sales", "sales-reports"), "people": ("employees", "hr-data"),
                      "stock": ("inventory", "warehouse-data")}[kind]
        fname = f"{stem}_{year}.csv"
        size = sum(len(delim.join(csv_field(c, delim) for c in line).encode()) + 1
                   for line in [head, *rows])  # the file's bytes, quotes included
        return {
            "typo": sample_typography(rng, "sans", (12, 13, 14)),
            "head": head, "rows": rows, "delim": delim, "file": fname,
            "owner": domain.split(".")[0], "repo": repo, "kind": kind, "firm": firm,
            "raw": raw, "author": content.full_name(),
            "commit": content.ui("tables.saved"), "date": content.date(),
            "lines": content.ui("tables.csv_lines", n=n + 1),
            "size": content.ui("tables.csv_size", s=format_number(size / 1000, content.lang, 1)),
            "labels": {k: content.ui(f"tables.csv_{k}") for k in
                       ("table", "raw", "download", "copy", "search")},
            "widths": [int(rng.integers(0, 40)) for _ in head],
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        st = ui_style(typo, theme)
        with page.region("header", "chrome", (0, 0, page.width, 52)):
            page.rect((0, 0, page.width, 52), theme.panel, name="header")
            monogram(page, typo, (16, 12, 44, 40), params["owner"])  # the owner's avatar
            crumb = page.label(56, 12, params["owner"], st.but(size=typo["size"]))
            page.label(crumb.right + 4, 12, f"/ {params['repo']}",
                       st.but(size=typo["size"], bold=True))
            page.line((0, 51), (page.width, 51), theme.border)
        x1, x2 = 32, page.width - 32
        with page.region("breadcrumb", "structural", (x1, 60, x2, 92)):
            b = page.label(x1, 62, params["repo"], st.but(color=theme.link, bold=True),
                           role="structural")
            page.label(b.right + 6, 62, f"/ {params['file']}", st.but(bold=True),
                       role="structural")
        y = 98
        with page.region("file header", "chrome", (x1, y, x2, y + 44)):
            page.rect((x1, y, x2, y + 44), theme.panel, theme.border, radius=6, name="file header")
            tabs = [params["labels"]["table"], params["labels"]["raw"]]
            tx = x1 + 8
            for k, tab in enumerate(tabs):
                w = round(measure(tab, st)[0]) + 24
                if (k == 1) == params["raw"]:
                    page.rect((tx, y + 8, tx + w, y + 36), theme.surface, theme.border, radius=6,
                              name="tab")
                page.label(tx + 12, y + 7, tab, st)
                tx += w + 4
            info = f"{params['lines']} · {params['size']}"
            page.label(tx + 14, y + 8, info, st.but(color=theme.muted), role="text")
            dw = round(measure(params["labels"]["download"], st)[0]) + 24
            button(page, theme, typo, x2 - 8 - dw, y + 8, params["labels"]["download"])
            for k, name in enumerate(("copy", "edit")):  # copy the raw file, edit it
                icon(page, theme, name, x2 - dw - 62 + k * 26, y + 13, 17)
        body = (x1, y + 44, x2, page.height - 16)
        page.rect(body, theme.surface, theme.border, name="file body")
        if params["raw"]:
            self._raw(page, theme, typo, params, body)
        else:
            self._table(page, theme, typo, params, body)
        return page

    def _raw(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
             box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        size = typo["size"] - 1
        mono = style(typo["mono"], size, theme.text)
        pitch = round(size * 1.6)
        delim = params["delim"]
        lines = [params["head"]] + params["rows"]
        with page.region("raw", "body", box):
            y = y1 + 8
            fits = max(1, (y2 - 4 - y) // pitch)
            if fits < len(lines):  # the file is longer than the view: scrolled to the top
                scrollbar(page, theme, (x1 + 1, y1 + 1, x2 - 1, y2 - 1), fits, len(lines))
            for k, cells in enumerate(lines[:fits]):
                page.label(x1 + 8, y - (round(size * 2.2) - pitch) // 2, str(k + 1),
                           mono.but(color=theme.muted), role="chrome", max_width=34,
                           align="right")
                spans = []
                for c, cell in enumerate(cells):
                    if c:
                        spans.append(Span(delim, mono.but(color=theme.palette["purple"],
                                                          color_name="purple")))
                    text = csv_field(cell, delim)
                    spans.append(Span(text, mono.but(bold=k == 0)))
                page.text((x1 + 60, y, x2 - 8, y + pitch + 4), spans, mono, role="code",
                          wrap=False, max_lines=1, line_height=1.6)
                y += pitch

    def _table(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        num_w = 44
        ts = TableStyle(row_height=30, header_height=34, zebra=True, grid="full",
                        header_fill=True, size=typo["size"] - 1)
        shown = rows_drawn(ts, y1 + 1, y2 - 1)
        if shown < len(params["rows"]):  # more rows than the view holds: a scrollbar says so
            scrollbar(page, theme, (x1 + 1, y1 + 1, x2 - 1, y2 - 1), shown, len(params["rows"]))
            x2 -= 12
        base = style(typo["ui"], typo["size"] - 1, theme.text)
        widths = auto_widths(params["head"], params["rows"], base, x2 - x1 - num_w - 2,
                             slack=params["widths"])
        rows = params["rows"]
        aligns = ["right" if all(_numeric(r[c]) for r in rows) else "left"
                  for c in range(len(params["head"]))]
        cols = [Column("", num_w, "right")] + [Column(h, w, a) for h, w, a in
                                               zip(params["head"], widths, aligns, strict=True)]
        body = [[[str(k + 1), "muted"]] + r for k, r in enumerate(rows)]
        with page.region("table", "table", box):
            draw_table(page, theme, typo, (x1 + 1, y1 + 1, x2 - 1, y2 - 1), cols, body, ts)


def _numeric(text: str) -> bool:
    return bool(text) and all(ch.isdigit() or ch in ".,-" for ch in text)
