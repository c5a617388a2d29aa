"""A desktop SQL client: database navigator tree, SQL script editor with keyword colours,
a results grid with row numbers, an output tab and a status line of fetched rows."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice
from surfaces.kit.chrome import icon, status_bar, tab_bar, toolbar, ui_style, window_top
from surfaces.kit.code import COLOURS_DARK, COLOURS_LIGHT
from surfaces.kit.devtools import count_badge, panel_header, text_h
from surfaces.kit.numbers import format_money, local_currency
from surfaces.kit.tables import Column, TableStyle, draw_table, fit_widths, rows_drawn, scrollbar
from surfaces.kit.typography import sample_typography, style

TABLES = ["customers", "orders", "invoices", "products", "payments", "users", "sessions",
          "audit_log", "shipments"]
_SQL_KW = {"SELECT", "FROM", "WHERE", "JOIN", "LEFT", "ON", "GROUP", "BY", "ORDER", "DESC",
           "LIMIT", "AND", "AS", "COUNT", "SUM", "IS", "NOT", "NULL", "HAVING", "IN"}
_TOKEN = re.compile(r"'[^']*'|\d+|\w+|\s+|.")


def sql_tokens(line: str) -> list[list[str]]:
    out: list[list[str]] = []
    if line.lstrip().startswith("--"):
        return [[line, "comment"]]
    for m in _TOKEN.finditer(line):
        t = m.group(0)
        kind = ("keyword" if t.upper() in _SQL_KW else "string" if t[0] == "'" else
                "number" if t.isdigit() else "name" if t[0].isalpha() or t[0] == "_" else
                "plain" if t.isspace() else "punct")
        out.append([t, kind])
    return out


# toolbar: new connection, new script, save, refresh; navigator: database > folder > table
TOOLBAR_ICONS = ("database", "file", "save", "refresh")
TREE_ICONS = ("database", "folder", "table")


class SqlConsole(Surface):
    name = "sql_console"
    family = "tables"
    text_roles = ("code", "text", "structural", "chrome")
    # No select_range: SQL keywords and column names repeat, so a range's first word is seen
    # again above it on most pages (0.23.0: anchors count in every block)
    unsupported_categories = ("select_range",)
    regions = ("title bar", "menu bar", "toolbar", "sidebar", "tab bar", "editor",
               "panel header", "results", "status bar")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # the grid is what the query returns: customers c joined with their orders o, every
        # row in the city asked for, above the total asked for, newest first
        main = "customers"
        limit = int(choice(rng, [50, 100, 200]))
        city = content.city()
        floor = int(choice(rng, [50, 100, 150, 200, 250, 500]))  # a round threshold
        # the threshold is an amount: "over $150", "de más de 150 €" (r75 0002: a bare 150)
        amount = format_money(floor, content.lang, local_currency(content.lang), decimals=0)
        comment = "-- " + content.ui("gcode_sql.comment", floor=amount, city=city)
        sql = [comment, "SELECT c.id, c.name, c.email, c.city, o.created_at, o.total",
               "FROM customers c", "JOIN orders o ON o.customer_id = c.id",
               f"WHERE c.city = '{city}' AND o.total > {floor}",
               "ORDER BY o.created_at DESC", f"LIMIT {limit};"]
        found = []
        for _k in range(int(rng.integers(14, 24))):
            name = content.full_name()
            when = (f"2025-{int(rng.integers(1, 13)):02d}-{int(rng.integers(1, 29)):02d} "
                    f"{int(rng.integers(0, 24)):02d}:{int(rng.integers(0, 60)):02d}")
            found.append((when, [str(int(rng.integers(1000, 99999))), name, content.email(name),
                                 city, when, f"{float(rng.uniform(floor + 1, 3000)):.2f}"]))
        rows = [row for _, row in sorted(found, key=lambda f: f[0], reverse=True)]
        return {
            "typo": sample_typography(rng, "sans", (12, 13)), "sql": sql, "rows": rows,
            "main": main, "tables": sorted(TABLES), "db": choice(rng, ["shop", "crm", "erp"]),
            "menus": [content.ui(k) for k in ("menu.file", "menu.edit", "menu.view",
                                              "menu.window", "menu.help")],
            "tools": [content.ui("devtools.sql_execute"), content.ui("tables.q_format"),
                      content.ui("devtools.sql_auto")],
            "navigator": content.ui("devtools.sql_explorer"),
            "groups": [content.ui("tables.q_tables"), content.ui("devtools.sql_views"),
                       content.ui("devtools.sql_functions")],
            "panel": [content.ui("tables.q_results"), content.ui("devtools.sql_output")],
            "fetched": content.ui("devtools.sql_fetched", n=len(rows), ms=int(rng.integers(3, 900))),
            "done": content.ui("devtools.sql_done"),
            "script": f"Script-{int(rng.integers(1, 12))}",
            "nav_w": int(choice(rng, [210, 240, 270])),
            "editor_h": int(choice(rng, [190, 220, 250])), "mac": bool(rng.random() < 0.4),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        y = window_top(page, theme, typo, f"{params['db']} - {params['script']}",
                       params["menus"], params["mac"], "DBeaver")  # on a Mac: its name first
        toolbar(page, theme, typo, (0, y, page.width, y + 40), params["tools"],
                primary=params["tools"][0], icons=list(TOOLBAR_ICONS))
        y += 40
        bottom = page.height - 24
        nw = params["nav_w"]
        self._navigator(page, theme, typo, params, (0, y, nw, bottom))
        tab_bar(page, theme, typo, (nw, y, page.width, y + 30),
                [f"<{params['db']}> {params['script']}"])
        ey = y + 30 + params["editor_h"]
        with page.region("editor", "body", (nw, y + 30, page.width, ey)):
            page.rect((nw, y + 30, page.width, ey), theme.surface, name="editor")
            self._sql(page, theme, typo, params, (nw, y + 36, page.width, ey))
        panel_header(page, theme, typo, (nw, ey, page.width, ey + 30), params["panel"],
                     upper=False)
        with page.region("results", "table", (nw, ey + 30, page.width, bottom)):
            page.rect((nw, ey + 30, page.width, bottom), theme.surface, name="results")
            widths = fit_widths([44, 66, 150, 220, 120, 140, 90], page.width - nw)
            cols = [Column(t, w, a) for (t, a), w in zip(
                [("", "right"), ("id", "right"), ("name", "left"), ("email", "left"),
                 ("city", "left"), ("created_at", "left"), ("total", "right")], widths,
                strict=True)]
            rows = [[str(k + 1)] + r for k, r in enumerate(params["rows"])]
            ts = TableStyle(row_height=24, header_height=26, zebra=True, grid="full",
                            size=typo["size"] - 1)
            # more rows fetched than the pane holds: the grid scrolls (DBeaver-like)
            box = (nw, ey + 30, page.width, bottom - 26)
            shown = rows_drawn(ts, box[1], box[3])
            if shown < len(rows):
                scrollbar(page, theme, (nw, box[1] + ts.header_height, page.width, box[3]),
                          shown, len(rows))
                box = (nw, box[1], page.width - 10, box[3])
            draw_table(page, theme, typo, box, cols, rows, ts)
            st = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
            page.line((nw, bottom - 26), (page.width, bottom - 26), theme.border)
            page.label(nw + 10, bottom - 13 - text_h(st) // 2, params["fetched"], st,
                       role="text")
        status_bar(page, theme, typo, [params["done"]], [params["db"], "UTF-8"])
        return page

    def _navigator(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                   box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        with page.region("sidebar", "chrome", box, label=params["navigator"]):
            page.rect(box, theme.panel, name="sidebar")
            page.line((x2 - 1, y1), (x2 - 1, y2), theme.border)
            st = ui_style(typo, theme, size=typo["size"] - 1)
            page.label(x1 + 10, y1 + 4, params["navigator"], st.but(bold=True),
                       role="structural", max_width=x2 - x1 - 20)
            y = y1 + 34
            # the database and its tables open, views and functions folded
            rows = [(0, params["db"], "open"), (1, params["groups"][0], "open")]
            rows += [(2, t, "") for t in params["tables"]]
            rows += [(1, g, "closed") for g in params["groups"][1:]]
            for depth, label, folder in rows:
                if y + 24 > y2:
                    break
                x = x1 + 10 + depth * 16
                if folder == "open":
                    page.polygon([(x, y + 8), (x + 8, y + 8), (x + 4, y + 13)], theme.muted)
                elif folder:
                    page.polygon([(x + 2, y + 6), (x + 7, y + 10), (x + 2, y + 14)], theme.muted)
                icon(page, theme, TREE_ICONS[depth], x + 11, y + 4, 15)
                b = page.label(x + 30, y + 12 - text_h(st) // 2, label,
                               st.but(bold=label == params["main"]), max_width=x2 - x - 40)
                if depth == 1 and label == params["groups"][0]:
                    count_badge(page, theme, typo, b.right + 6, y + 12, str(len(params["tables"])))
                y += 24

    def _sql(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
             box: tuple[int, int, int, int]) -> None:
        x1, y, x2, y2 = box
        colours = COLOURS_DARK if theme.name == "dark" else COLOURS_LIGHT
        size = typo["size"]
        pitch = round(size * 1.55)
        mono = style(typo["mono"], size, colours["plain"])
        for k, line in enumerate(params["sql"]):
            if y + pitch > y2:
                break
            page.label(x1 + 8, y + (pitch - round(size * 2.2)) // 2, f"{k + 1:>2}",
                       mono.but(color=theme.muted), role="chrome")
            spans = [Span(t, mono.but(color=colours[kind], bold=kind == "keyword"))
                     for t, kind in sql_tokens(line) if t]
            page.text((x1 + 44, y, x2 - 8, y + pitch + 2), spans, mono, role="code", wrap=False,
                      max_lines=1, line_height=pitch / size)
            y += pitch
