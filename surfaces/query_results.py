"""A SQL client: schema tree, query tabs, a highlighted SQL editor and the result grid."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.chrome import button, icon, status_bar, tab_bar, ui_style
from surfaces.kit.code import draw_code, tokenize
from surfaces.kit.numbers import format_number, random_day
from surfaces.kit.tables import (
    Column,
    TableStyle,
    auto_widths,
    draw_table,
    rows_drawn,
    scrollbar,
)
from surfaces.kit.typography import sample_typography, style

SQL_KEYWORDS = {"SELECT", "FROM", "JOIN", "ON", "WHERE", "AND", "ORDER", "BY", "DESC", "LIMIT",
                "GROUP", "COUNT", "SUM", "AS", "IS", "NOT", "NULL", "LEFT", "ASC", "HAVING"}
COLUMNS = ["id", "name", "email", "city", "created_at", "total", "status"]
ORDERS = ("created_at DESC", "total DESC", "name ASC", "id ASC")
NULL = ["NULL", "faded"]
# The database behind the query: its tables (English identifiers, as schemas are written)
# and the states the queried table's rows can be in (an order is shipped, not "paused"),
# the usual one first and the one a report leaves out last.
SCHEMAS = {
    "customers": (["addresses", "customers", "invoices", "orders", "payments", "products"],
                  ["active", "active", "active", "inactive", "blocked"]),
    "orders": (["customers", "order_items", "orders", "payments", "products", "shipments"],
               ["shipped", "shipped", "paid", "pending", "canceled"]),
    "accounts": (["accounts", "audit_log", "invoices", "plans", "sessions", "users"],
                 ["active", "active", "active", "suspended", "closed"]),
    "subscribers": (["campaigns", "events", "lists", "segments", "subscribers",
                     "unsubscribes"], ["subscribed", "subscribed", "unsubscribed", "bounced"]),
}

# the database each table lives in (named in English, as schemas are)
DATABASES = {"customers": ("crm", "shop", "sales"), "orders": ("shop", "webshop", "orders"),
             "accounts": ("billing", "app", "saas"),
             "subscribers": ("newsletter", "mailing", "marketing")}


def query_rows(rng: np.random.Generator, content: Content, n: int, where: list[str],
               order: str, today: datetime.date, states: list[str]) -> list[list[Any]]:
    """``n`` rows of the table (every column), created before ``today``, that satisfy
    ``where``, sorted by ``order``: the grid shows what the query on the page returns."""
    rows: list[list[Any]] = []
    while len(rows) < n:
        name = content.full_name()
        age = int(rng.integers(1, 900))
        day = today - datetime.timedelta(days=age)
        # ids grow with the creation date; an order pending for weeks has long shipped;
        # every row has its e-mail (the city may be unknown)
        state = choice(rng, states)
        state = states[0] if state == "pending" and age > 10 else state
        row = [str(1000 + (900 - age) * 10 + int(rng.integers(0, 10))), name,
               content.email(name), content.city() if rng.random() < 0.85 else NULL,
               f"{day.isoformat()} {int(rng.integers(0, 24)):02d}:"
               f"{int(rng.integers(0, 60)):02d}:{int(rng.integers(0, 60)):02d}",
               f"{float(rng.integers(100, 99999)) / 100:.2f}", state]
        if all(satisfies(row, w) for w in where) and row[0] not in {r[0] for r in rows}:
            rows.append(row)
    key = order.split()[0]
    i = COLUMNS.index(key)
    numeric = key in ("id", "total")
    rows.sort(key=lambda r: float(r[i]) if numeric else r[i], reverse=order.endswith("DESC"))
    return rows


def satisfies(row: list[Any], condition: str) -> bool:
    """Whether ``row`` meets one WHERE condition of the query."""
    column, op, value = condition.split(" ", 2)
    cell = row[COLUMNS.index(column)]
    if op == "IS":
        return cell != NULL
    if op == ">":
        return float(cell) > float(value)
    return (cell == value.strip("'")) == (op == "=")


def sql_tokens(line: str) -> list[list[str]]:
    if line.startswith("--"):
        return [[line, "comment"]]
    out = []
    for text, kind in tokenize(line):
        if kind in ("name", "func") and text.upper() in SQL_KEYWORDS:
            kind = "keyword"
        out.append([text, kind])
    return out


class QueryResults(Surface):
    name = "query_results"
    unsupported_categories = ("select_line",)
    family = "tables"
    text_roles = ("text", "code", "structural", "chrome")
    regions = ("sidebar", "tab bar", "toolbar", "editor", "results", "status bar")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        table = choice(rng, sorted(SCHEMAS))
        tables, states = SCHEMAS[table]
        n = int(rng.integers(12, 40))
        limit = int(choice(rng, [50, 100, 200]))
        money = table != "subscribers"  # a newsletter's subscriber has no amount
        extra = [c for c in COLUMNS[2:] if rng.random() < 0.7 and (money or c != "total")] \
            or ["total" if money else "email"]
        shown = ["id", "name"] + extra
        where = [choice(rng, [f"status = '{states[0]}'", f"status <> '{states[-1]}'",
                              "city IS NOT NULL"])]
        if money and rng.random() < 0.6:
            where.append(f"total > {int(rng.integers(2, 50)) * 10}")
        order = choice(rng, [o for o in ORDERS if o.split()[0] in shown])
        today = random_day(rng)
        query = [f"-- {content.ui('tables.q_new')} {content.format_date(today)}",
                 f"SELECT {', '.join(shown)}", f"FROM {table}", f"WHERE {where[0]}",
                 *[f"  AND {w}" for w in where[1:]], f"ORDER BY {order}", f"LIMIT {limit};"]
        rows = query_rows(rng, content, n, where, order, today, states)
        keep = [COLUMNS.index(c) for c in shown]
        rows = [[r[i] for i in keep] for r in rows]
        secs = format_number(float(rng.integers(3, 900)) / 1000, content.lang, 3)
        return {
            "typo": sample_typography(rng, "sans", (12, 13)), "query": query, "rows": rows,
            "columns": shown, "today": today.isoformat(),
            "tables": tables, "table": table, "db": f"{choice(rng, list(DATABASES[table]))}_prod",
            "tabs": [f"{table}.sql", f"{choice(rng, ['report', 'cleanup', 'stats'])}.sql"],
            "labels": {k: content.ui(f"tables.q_{k}") for k in
                       ("run", "format", "results", "messages", "history", "schema", "tables",
                        "connected", "saved")},
            "status": content.ui("tables.q_rows", n=n, t=secs),
            "limit": content.ui("tables.q_limit", n=limit),
            "side_w": int(choice(rng, [190, 210, 230])), "editor_h": int(choice(rng, [170, 190])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        sw = params["side_w"]
        self._schema(page, theme, typo, params, sw)
        lab = params["labels"]
        tab_bar(page, theme, typo, (sw, 0, page.width, 34), params["tabs"])
        with page.region("toolbar", "chrome", (sw, 34, page.width, 72)):
            page.rect((sw, 34, page.width, 72), theme.bg, name="toolbar")
            x = button(page, theme, typo, sw + 12, 39, f"▶ {lab['run']}", primary=True)
            x = button(page, theme, typo, x + 8, 39, lab["format"])
            st = ui_style(typo, theme, color=theme.muted)
            page.label(x + 16, 39, params["limit"], st)
            w = round(measure(params["db"], st)[0])
            page.label(page.width - 16 - w, 39, params["db"], st)
            page.line((sw, 71), (page.width, 71), theme.border)
        ey = 72 + params["editor_h"]
        with page.region("editor", "body", (sw, 72, page.width, ey)):
            page.rect((sw, 72, page.width, ey), theme.surface, name="editor")
            lines = [sql_tokens(line) for line in params["query"]]
            draw_code(page, theme, typo, (sw, 76, page.width - 8, ey), lines, 1,
                      size=typo["size"] + 1)
        self._results(page, theme, typo, params, sw, ey)
        status_bar(page, theme, typo, [f"● {lab['connected']}", params["db"]],
                   [params["status"]])
        return page

    def _schema(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                sw: int) -> None:
        lab = params["labels"]
        with page.region("sidebar", "chrome", (0, 0, sw, page.height - 24),
                         label=lab["schema"]):
            page.rect((0, 0, sw, page.height - 24), theme.panel, name="sidebar")
            st = ui_style(typo, theme)
            page.label(12, 6, lab["schema"].upper(), st.but(size=st.size - 2, bold=True,
                                                           color=theme.muted),
                       role="structural")
            y = 38
            page.label(14, y, f"▾ {params['db']}", st.but(bold=True), max_width=sw - 20)
            y += 26
            page.label(28, y, f"▾ {lab['tables']}", st, max_width=sw - 36)
            y += 26
            for t in params["tables"]:
                active = t == params["table"]
                if active:
                    page.rect((4, y, sw - 4, y + 24), theme.selection, radius=4, name="selection")
                icon(page, theme, "table", 44, y + 6, 12)
                page.label(62, y - 2, t, st.but(bold=active), max_width=sw - 70)
                y += 26
                if active:
                    for col in COLUMNS:
                        page.label(62, y - 2, col, st.but(color=theme.muted, family=typo["mono"],
                                                          size=st.size - 1), max_width=sw - 70)
                        y += 22
            page.label(14, y + 12, f"▸ {lab['saved']}", st, max_width=sw - 20)
            page.line((sw - 1, 0), (sw - 1, page.height), theme.border)

    def _results(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 x1: int, y: int) -> None:
        lab = params["labels"]
        tab_bar(page, theme, typo, (x1, y, page.width, y + 32),
                [lab["results"], lab["messages"], lab["history"]])
        bottom = page.height - 24
        base = style(typo["mono"], typo["size"] - 1, theme.text)
        rows = [[str(k + 1)] + r for k, r in enumerate(params["rows"])]
        head = ["#"] + params["columns"]
        ts = TableStyle(row_height=24, header_height=28, zebra=True, grid="full", pad=8,
                        mono=True, size=typo["size"] - 1)
        shown = rows_drawn(ts, y + 32, bottom)
        right = page.width - (12 if shown < len(rows) else 0)  # room for a scrollbar
        widths = auto_widths(head, rows, base, right - x1 - 2, pad=8)
        cols = [Column(h, w, "right" if h in ("#", "id", "total") else "left")
                for h, w in zip(head, widths, strict=True)]
        rows = [[[r[0], "muted"]] + r[1:] for r in rows]
        with page.region("results", "table", (x1, y + 32, page.width, bottom)):
            page.rect((x1, y + 32, page.width, bottom), theme.bg, name="results")
            draw_table(page, theme, typo, (x1, y + 32, right, bottom), cols, rows, ts)
            if shown < len(rows):  # the status line counts every row: the grid scrolls
                scrollbar(page, theme, (x1, y + 32 + ts.header_height, page.width, bottom),
                          shown, len(rows))
