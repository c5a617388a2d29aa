"""An admin web app's data table: navigation, page header, filters, a paged table of records."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import HEIGHT, Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.apps import short_firm
from surfaces.kit.brand_art import monogram
from surfaces.kit.chrome import button, search_box, sidebar_list, ui_style
from surfaces.kit.numbers import currency_for, format_date, format_money, ui_list, with_colon
from surfaces.kit.office_catalog import PRODUCTS
from surfaces.kit.sector_firms import shop_firm
from surfaces.kit.tables import Column, TableStyle, draw_table, fit_widths, keep_headers
from surfaces.kit.typography import sample_typography, style

STATUS = {"paid": "green", "pending": "orange", "refunded": "purple", "shipped": "blue",
          "cancelled": "red", "active": "green", "inactive": "red", "in_stock": "green",
          "low_stock": "orange", "out_of_stock": "red", "on_leave": "orange"}


# per tbl_role (account manager, analyst, designer, developer, team lead, accountant, sales
# rep, support agent, project manager): the tbl_dept it works in, its yearly pay in thousands
ROLE_DEPTS = [[0], [1, 2, 5], [1, 4], [4], [0, 1, 3, 4, 5], [2], [0], [3], [1, 4, 5]]
ROLE_PAY = [(50, 90), (55, 95), (50, 90), (60, 130), (80, 140), (45, 80), (40, 80), (32, 55),
            (65, 115)]




def _orders(rng: np.random.Generator, content: Content, cur: str, n: int,
            now: datetime.date, back: int = 0) -> dict[str, Any]:
    lang = content.lang
    cols = [["order", 90, "left"], ["customer", 190, "left"], ["date", 110, "left"],
            ["status", 110, "left"], ["qty", 60, "right"], ["total", 120, "right"]]
    rows = []
    # the latest orders first, the newest on the day of the page's update: the shop takes a
    # few to a few dozen orders a day, so row k of the list (``back`` rows on earlier pages)
    # is about k / rate days old; order numbers count down one order (or a few) a row
    rate = float(rng.uniform(4, 30))
    days = sorted((now - datetime.timedelta(days=int((back + k + rng.random()) / rate))
                   for k in range(n)), reverse=True)
    number = int(rng.integers(10000, 99000))
    for day in days:
        st = choice(rng, ["paid", "paid", "pending", "shipped", "refunded", "cancelled"])
        age = (now - day).days  # an order waits a few days at most, ships within two weeks
        st = "paid" if (st == "pending" and age > 5) or (st == "shipped" and age > 14) or (
            st in ("shipped", "refunded") and age < 1) else st  # today's: not out yet
        number -= int(rng.integers(1, 4))
        qty = int(rng.integers(1, 9))  # the total is the quantity at one unit price
        unit = float(rng.integers(500, 40000)) / 100 if qty < 4 else \
            float(rng.integers(300, 6000)) / 100
        rows.append([[f"#{number}", "link"], content.full_name(),
                     format_date(day, lang),
                     [content.ui(f"tables.status.{st}"), f"pill:{STATUS[st]}"],
                     str(qty), format_money(round(qty * unit, 2), lang, cur)])
    return {"title": "tables.orders", "cols": cols, "rows": rows,
            "days": [d.isoformat() for d in days]}


def _customers(rng: np.random.Generator, content: Content, cur: str, n: int,
               now: datetime.date, back: int = 0) -> dict[str, Any]:
    cols = [["name", 165, "left"], ["email", 225, "left"], ["city", 135, "left"],
            ["status", 90, "left"], ["orders", 110, "right"], ["revenue", 100, "right"]]
    rows = []
    for _ in range(n):
        name = content.full_name()
        st = choice(rng, ["active", "active", "active", "inactive"])
        orders = int(rng.integers(1, 60))  # revenue: the orders at an average basket
        basket = float(rng.integers(2500, 18000)) / 100
        rows.append([[name, "bold"], [content.email(name), "muted"], content.city(),
                     [content.ui(f"tables.status.{st}"), f"pill:{STATUS[st]}"],
                     str(orders), format_money(round(orders * basket, 2), content.lang, cur)])
    return {"title": "tables.customers", "cols": cols, "rows": rows}


def _inventory(rng: np.random.Generator, content: Content, cur: str, n: int,
               now: datetime.date, back: int = 0) -> dict[str, Any]:
    cols = [["sku", 100, "left"], ["product", 200, "left"], ["category", 130, "left"],
            ["stock", 80, "right"], ["price", 100, "right"], ["status", 120, "left"]]
    rows = []
    order = [int(i) for i in rng.permutation(len(PRODUCTS))]
    for k in range(n):
        i = order[k % len(order)]  # each product once, in its own category and price range
        cat, lo, hi = PRODUCTS[i]
        stock = int(rng.integers(0, 400)) if rng.random() < 0.85 else 0
        st = "out_of_stock" if stock == 0 else ("low_stock" if stock < 20 else "in_stock")
        rows.append([[f"{choice(rng, ['AX', 'BK', 'CT', 'DL'])}-{int(rng.integers(1000, 9999))}",
                      "mono"], content.word_at("tbl_product", i),
                     content.word_at("tbl_category", cat),
                     str(stock), format_money(float(rng.integers(lo, hi)) + 0.99, content.lang,
                                              cur),
                     [content.ui(f"tables.status.{st}"), f"pill:{STATUS[st]}"]])
    return {"title": "tables.inventory", "cols": cols, "rows": rows}


def _employees(rng: np.random.Generator, content: Content, cur: str, n: int,
               now: datetime.date, back: int = 0) -> dict[str, Any]:
    cols = [["name", 190, "left"], ["role", 150, "left"], ["department", 120, "left"],
            ["start", 110, "left"], ["status", 100, "left"], ["salary", 110, "right"]]
    rows = []
    roles = content.data.SLOTS["tbl_role"]
    for _ in range(n):
        st = choice(rng, ["active", "active", "active", "on_leave"])
        name = content.full_name()
        k = int(rng.integers(0, len(roles)))
        entry = roles[k]  # a role, a department it works in and the pay it earns
        role = entry if isinstance(entry, str) else entry[content.sex_of(name) or "m"]
        lo, hi = ROLE_PAY[k]
        start = now - datetime.timedelta(days=int(rng.integers(30, 4000)))
        rows.append([[name, "bold"], role,
                     content.word_at("tbl_dept", int(choice(rng, ROLE_DEPTS[k]))),
                     format_date(start, content.lang),
                     [content.ui(f"tables.status.{st}"), f"pill:{STATUS[st]}"],
                     format_money(float(rng.integers(lo, hi)) * 1000, content.lang, cur, 0)])
    return {"title": "tables.employees", "cols": cols, "rows": rows}


# the nav entry of each kind of table (an HR app's own nav for employees)
NAV = {"orders": 1, "customers": 2, "inventory": 4, "employees": 1}
PAGE_SIZES = (10, 25, 50)
KINDS = {"orders": _orders, "customers": _customers, "inventory": _inventory,
         "employees": _employees}


def _paging(rng: np.random.Generator, row_h: int, kind: str) -> tuple[int, int, int, int]:
    """(rows per page, rows shown, number of the first, records in all): a full first page
    of 10, or the last page of a list, holding the remainder (no more rows than the table
    shows between y 157 and 663)."""
    fit = (HEIGHT - 60 - 44 - 157) // row_h
    if kind == "inventory":
        fit = min(fit, len(PRODUCTS))  # each product once
    if rng.random() < 0.6:
        return 10, 10, 1, int(rng.integers(60, 2000))
    per_page = int(choice(rng, PAGE_SIZES))
    n = int(rng.integers(3, min(fit, per_page - 1) + 1))
    total = per_page * int(rng.integers(1, 40)) + n
    return per_page, n, total - n + 1, total


class DataTable(Surface):
    name = "data_table"
    unsupported_categories = ("select_line",)
    family = "tables"
    text_roles = ("text", "structural", "chrome")
    regions = ("sidebar", "header", "search", "toolbar", "table", "pagination")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        cur = currency_for(rng, content.lang)
        row_h = int(choice(rng, [30, 34, 38, 42]))
        kind = choice(rng, sorted(KINDS))
        per_page, n, first, total = _paging(rng, row_h, kind)
        now = datetime.date(2024, 3, 1) + datetime.timedelta(days=int(rng.integers(0, 900)))
        data = KINDS[kind](rng, content, cur, n, now, first - 1)
        for col in data["cols"]:
            col[0] = content.ui("dtable.col_orders" if col[0] == "orders"
                               else f"tables.col.{col[0]}")
            col[1] = int(col[1] * rng.uniform(0.92, 1.08))  # (little: less gets cut)
        return {
            "typo": sample_typography(rng, "sans", (12, 13, 14)),
            "title": content.ui(data["title"]), "cols": data["cols"], "rows": data["rows"],
            "nav": ui_list(content, "dtable.nav_hr" if kind == "employees" else "tables.nav"),
            "nav_active": NAV[kind], "per_page": per_page,
            "sidebar": bool(rng.random() < 0.7), "check": bool(rng.random() < 0.6),
            "zebra": bool(rng.random() < 0.5), "row_h": row_h,
            "upper": bool(rng.random() < 0.5), "grid": choice(rng, ["rows", "rows", "full"]),
            # a shop's orders, customers and stock: a firm that sells goods (r52 0003)
            "app": short_firm(content, 18) if kind == "employees" else shop_firm(content, 18),
            "total": total,
            "labels": {k: content.ui(f"tables.{k}") for k in
                       ("filter", "export", "add", "search", "rows_per_page", "columns",
                        "previous", "next")},
            "showing": content.ui("tables.showing", a=first, b=first + n - 1, n=total),
            "updated": f"{with_colon(content.ui('tables.col.updated'), content.lang)} "
                       f"{content.format_date(now)}, "
                       f"{content.time()}", "kind": kind, "now": now.isoformat(), "first": first,
            "days": data.get("days", []),
            "selected": content.ui("tables.selected", n=int(rng.integers(1, 4))),
            "n_checked": int(rng.integers(0, 4)),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        x0 = 0
        if params["sidebar"]:
            x0 = 210
            with page.region("header", "chrome", (0, 0, x0, 56)):
                page.rect((0, 0, x0, 56), theme.panel, name="brand")
                monogram(page, typo, (16, 16, 40, 40), params["app"], theme.accent, letters=1)
                page.label(50, 17, params["app"], ui_style(typo, theme, bold=True),
                           max_width=x0 - 60)
            sidebar_list(page, theme, typo, (0, 56, x0, page.height), params["nav"],
                         params["nav_active"], row=34)
        page.rect((x0, 0, page.width, page.height), theme.bg if theme.name == "dark"
                  else (249, 250, 251), name="content")
        y = self._head(page, theme, typo, params, x0)
        self._table(page, theme, typo, params, x0 + 24, y, page.width - 24)
        return page

    def _head(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              x0: int) -> int:
        lab = params["labels"]
        with page.region("header", "structural", (x0, 0, page.width, 64)):
            t = page.label(x0 + 24, 16, params["title"], style(typo["ui"], typo["size"] + 8,
                                                                theme.text, bold=True),
                           role="structural", max_width=300)
            page.label(t.right + 14, 22, params["updated"],
                       ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted),
                       role="text", max_width=page.width - t.right - 260)
        with page.region("toolbar", "chrome", (x0, 64, page.width, 110)):
            right = page.width - 24
            st = ui_style(typo, theme)
            from surfaces.kit import measure
            w_add = round(measure(lab["add"], st)[0]) + 24
            button(page, theme, typo, right - w_add, 18, lab["add"], primary=True, height=30)
            w_exp = round(measure(lab["export"], st)[0]) + 24
            button(page, theme, typo, right - w_add - 10 - w_exp, 18, lab["export"], height=30)
            bx = button(page, theme, typo, x0 + 24 + 300, 70, lab["filter"], height=30)
            button(page, theme, typo, bx + 8, 70, lab["columns"], height=30)
        search_box(page, theme, typo, (x0 + 24, 70, x0 + 24 + 286, 100), lab["search"])
        return 116

    def _table(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               x1: int, y: int, x2: int) -> None:
        # the card ends under the pager of a short last page
        bottom = min(page.height - 60, y + 2 + 40 + len(params["rows"]) * params["row_h"] + 56)
        page.rect((x1, y, x2, bottom), theme.surface, theme.border, radius=8, name="table card")
        cols = [Column(t, w, a) for t, w, a in params["cols"]]
        check_w = 40 if params["check"] else 0
        ts = TableStyle(row_height=params["row_h"], header_height=40, zebra=params["zebra"],
                        grid=params["grid"], header_upper=params["upper"])
        widths = keep_headers(fit_widths([c.width for c in cols], x2 - x1 - 2 - check_w),
                              [c.title for c in cols], typo, ts)
        for c, w in zip(cols, widths, strict=True):
            c.width = w
        rows = [list(r) for r in params["rows"]]
        offset = 0
        if params["check"]:
            cols.insert(0, Column("", check_w, "center"))
            rows = [[["", "check" if k < params["n_checked"] else "nocheck"]] + r
                    for k, r in enumerate(rows)]
            offset = 0
        with page.region("table", "table", (x1, y, x2, bottom)):
            end = draw_table(page, theme, typo, (x1 + 1, y + 1, x2 - 1, bottom - 44), cols, rows,
                             ts, col_offset=offset)
        self._pager(page, theme, typo, params, x1, max(end, y), x2, bottom)

    def _pager(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               x1: int, y: int, x2: int, bottom: int) -> None:
        lab = params["labels"]
        with page.region("pagination", "chrome", (x1, y, x2, bottom)):
            st = ui_style(typo, theme, color=theme.muted)
            cy = y + 8
            b = page.label(x1 + 16, cy, lab["rows_per_page"], st)
            page.label(b.right + 8, cy, str(params["per_page"]), st.but(color=theme.text))
            page.label(x2 - 260, cy, params["showing"], st, align="right", max_width=160)
            for k, sign in enumerate((-1, 1)):
                cx, cy2 = x2 - 64 + 30 * k, cy + 15
                page.polygon([(cx - 4 * sign, cy2 - 6), (cx + 4 * sign, cy2),
                              (cx - 4 * sign, cy2 + 6)], theme.muted, name="chevron")
        page.rect((x1, bottom, x2, bottom + 1), theme.border, name="rule")
