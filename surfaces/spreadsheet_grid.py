"""A spreadsheet app: menus, toolbar, formula bar, lettered columns, numbered rows, sheet tabs."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.brand_art import person_initials
from surfaces.kit.budget import ITEM_SCALE, monthly_spend
from surfaces.kit.chrome import avatar, icon, menu_bar, ui_style
from surfaces.kit.numbers import (
    format_money,
    format_number,
    format_percent,
    local_currency,
    month_abbreviations,
    ui_list,
)
from surfaces.kit.persona import PERSON_COLOURS
from surfaces.kit.tables import Column, TableStyle, col_letter, draw_table
from surfaces.kit.typography import sample_typography, style

SHEET_GREEN = (15, 157, 88)


def _cell_formula(sel: list[int], n_months: int, n_rows: int, fn: str = "SUM") -> str:
    """What the formula bar shows for the selected cell (column 1.., row 2..); ``fn`` is
    the locale's name of SUM (SUMME, SOMME)."""
    c, r = sel
    last = col_letter(n_months)
    if r == n_rows + 1 and c <= n_months + 2:  # the totals row adds up its column
        return f"={fn}({col_letter(c)}2:{col_letter(c)}{r - 1})"
    if c == n_months + 1:
        return f"={fn}(B{r}:{last}{r})"
    if c == n_months + 3:
        tot, bud = col_letter(n_months + 1), col_letter(n_months + 2)
        return f"=({tot}{r}-{bud}{r})/{bud}{r}"
    return ""


# the toolbar of a web spreadsheet, in groups of four (undo ... percent | text style |
# borders, merge, align, link | chart, filter)
TOOLBAR_ICONS = ("undo", "redo", "paint", "percent", "bold", "italic", "underline", "format",
                 "border", "merge", "align", "link", "chart", "filter")


class SpreadsheetGrid(Surface):
    name = "spreadsheet_grid"
    unsupported_categories = ("select_range",)
    family = "tables"
    text_roles = ("text", "structural", "chrome")
    regions = ("title bar", "menu bar", "toolbar", "formula bar", "grid", "sheet tabs",
               "status bar")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        months = month_abbreviations(lang)  # "juin", "juil." (not "jui" twice)
        start = int(rng.integers(0, 9))
        n_months = int(rng.integers(3, 5))
        money = rng.random() < 0.5
        cur = local_currency(lang)
        header = [content.ui("tables.col.item")] + months[start:start + n_months] + \
            [content.ui("tables.col.total"), content.ui("tables.col.budget"),
             content.ui("tables.col.variance")]
        picks = [int(i) for i in rng.permutation(len(ITEM_SCALE))][:int(rng.integers(8, 13))]
        cents = bool(rng.random() < 0.5)
        rows, totals = [], np.zeros(n_months + 2)
        for i in picks:
            vals = monthly_spend(rng, i, n_months, cents)
            budget = float(round(vals.sum() * rng.uniform(0.85, 1.2), -2))
            var = (vals.sum() - budget) / budget * 100
            nums = [*vals, vals.sum(), budget]
            totals += nums
            cells = [self._num(v, lang, money, cur, cents) for v in nums]
            rows.append([content.word_at("tbl_sheet_item", i)] + cells +
                        [[format_percent(var, lang), "bad" if var > 0 else ""]])
        total_var = (totals[n_months] - totals[n_months + 1]) / totals[n_months + 1] * 100
        rows.append([[content.ui("tables.col.total"), "bold"]] +
                    [[self._num(v, lang, money, cur, cents), "bold"] for v in totals] +
                    [[format_percent(total_var, lang), "bold"]])
        sel = [int(rng.integers(1, len(header))), int(rng.integers(2, len(rows) + 1))]
        last_month = content.data.MONTHS[start + n_months - 1]
        col_w = int(choice(rng, [92, 100, 110]))
        return {
            "typo": sample_typography(rng, "sans", (12, 13)),
            "title": content.ui("tables.untitled", y=int(rng.integers(2024, 2027))),
            "menus": ui_list(content, "tables.sheet_menus"),
            # the summary, then its data and notes (no quarter tabs beside a May-Aug summary)
            "sheets": [ui_list(content, "tables.sheet_names")[k]
                       for k in (0, 4, 5)[:int(rng.integers(1, 4))]],
            "header": header, "rows": rows, "sel": sel, "first_w": int(choice(rng, [130, 150])),
            "col_w": col_w, "row_h": int(choice(rng, [21, 23, 25])),
            "freeze": bool(rng.random() < 0.5), "share": content.ui("tables.share"),
            "saved": content.ui("tables.saved"),
            # the note names the variance column by its header
            "note": content.title_at("gof_sheet_note", int(rng.integers(0, 2)),
                                     month=last_month, col=header[-1]),
            "formula": _cell_formula(sel, n_months, len(rows), content.ui("office.x_sum")),
            "values": totals.tolist(), "note_gap": int(rng.integers(1, 3)),
            "sum": content.ui("tables.sum", v="{v}"),
            "user": content.full_name(),  # signed in: the avatar beside "Share" shows them
        }

    @staticmethod
    def _num(v: float, lang: str, money: bool, cur: str, cents: bool) -> str:
        if money:
            return format_money(float(v), lang, cur)
        return format_number(float(v), lang, 2 if cents else 0)

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        y = self._title(page, theme, typo, params)
        y = menu_bar(page, theme, typo, params["menus"], y, height=28)
        with page.region("toolbar", "chrome", (0, y, page.width, y + 36)):
            page.rect((8, y + 4, page.width - 8, y + 32), theme.panel, radius=16, name="toolbar")
            for k, name in enumerate(TOOLBAR_ICONS):
                icon(page, theme, name, 24 + k * 30 + (k // 4) * 14, y + 10, 15)
        y += 38
        y = self._formula(page, theme, typo, params, y)
        self._grid(page, theme, typo, params, y, page.height - 62)
        self._tabs(page, theme, typo, params)
        return page

    def _title(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any]) -> int:
        with page.region("title bar", "chrome", (0, 0, page.width, 44)):
            page.rect((12, 8, 36, 38), SHEET_GREEN, radius=3, name="logo")
            for k in range(3):
                page.line((16, 16 + k * 7), (32, 16 + k * 7), (255, 255, 255), name="logo")
            page.label(46, 6, p["title"], ui_style(typo, theme, size=typo["size"] + 4),
                       role="structural", max_width=400)
            st = ui_style(typo, theme, bold=True, color=theme.accent_text)
            w = round(measure(p["share"], st)[0]) + 30
            page.rect((page.width - 60 - w, 8, page.width - 60, 38), theme.accent, radius=16,
                      name="button")
            page.label(page.width - 45 - w, 12, p["share"], st)
            avatar(page, theme, typo, page.width - 46, 8, person_initials(p["user"]),
                   PERSON_COLOURS[0], 30)
        return 44

    def _formula(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 y: int) -> int:
        c, r = p["sel"]
        ref = f"{col_letter(c + 0)}{r}"
        row = p["rows"][r - 2]
        cell = row[c] if c < len(row) else ""
        value = p.get("formula") or (cell if isinstance(cell, str) else cell[0])
        st = ui_style(typo, theme)
        with page.region("formula bar", "chrome", (0, y, page.width, y + 30)):
            page.rect((0, y, page.width, y + 30), theme.bg, name="formula bar")
            page.line((0, y), (page.width, y), theme.border)
            page.label(14, y + 3, ref, st, max_width=70)
            page.line((96, y + 6), (96, y + 24), theme.border)
            page.label(108, y + 3, "fx", st.but(italic=True, color=theme.muted))
            page.line((134, y + 6), (134, y + 24), theme.border)
            page.label(146, y + 3, value, st, role="text", max_width=600)
            page.line((0, y + 29), (page.width, y + 29), theme.border)
        return y + 30

    def _grid(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any], y: int,
              bottom: int) -> None:
        rn_w, head_h, rh = 46, 22, p["row_h"]
        widths = [p["first_w"]] + [p["col_w"]] * (len(p["header"]) - 1)
        cols = [Column("", w, "left" if k == 0 else "right") for k, w in enumerate(widths)]
        while sum(widths) < page.width - rn_w:
            widths.append(p["col_w"])
            cols.append(Column("", p["col_w"], "right"))
        bg = theme.bg
        head_fill = theme.panel
        sel_c, sel_r = p["sel"]
        with page.region("grid", "table", (0, y, page.width, bottom)):
            page.rect((0, y, page.width, bottom), bg, name="grid")
            page.rect((0, y, page.width, y + head_h), head_fill, name="column headers")
            page.rect((0, y, rn_w, bottom), head_fill, name="row headers")
            st = style(typo["ui"], typo["size"] - 2, theme.muted)
            x = rn_w
            for k, w in enumerate(widths):
                if x >= page.width:
                    break
                if k == sel_c:
                    page.rect((x, y, x + w, y + head_h), theme.selection, name="selected column")
                page.label(x, y + (head_h - round(st.size * 2.2)) // 2, col_letter(k), st,
                           align="center", max_width=w)
                x += w
                page.line((x - 1, y), (x - 1, bottom), theme.border, name="grid")
            n_rows = (bottom - y - head_h) // rh
            for r in range(n_rows):
                ry = y + head_h + r * rh
                if r + 1 == sel_r:
                    page.rect((0, ry, rn_w, ry + rh), theme.selection, name="selected row")
                page.label(0, ry + (rh - round(st.size * 2.2)) // 2, str(r + 1), st,
                           align="center", max_width=rn_w)
                page.line((0, ry + rh - 1), (page.width, ry + rh - 1), theme.border, name="grid")
            page.line((0, y + head_h - 1), (page.width, y + head_h - 1), theme.border)
            rows = [[[h, "bold"] for h in p["header"]]] + p["rows"]
            ts = TableStyle(row_height=rh, header_height=0, zebra=False, grid="none", pad=5,
                            size=typo["size"] - 1)
            end = draw_table(page, theme, typo, (rn_w, y + head_h, page.width, bottom), cols, rows,
                             ts)
            row = len(rows) + p["note_gap"] + 1
            ny = end + p["note_gap"] * rh
            if ny + rh <= bottom:
                with page.region(f"cell A{row}", "cell", (rn_w, ny, page.width, ny + rh)):
                    st2 = style(typo["ui"], typo["size"] - 1, theme.text, italic=True)
                    page.label(rn_w + 5, ny + (rh - round(st2.size * 2.2)) // 2, p["note"], st2,
                               role="text", max_width=page.width - rn_w - 20)
            sx = rn_w + sum(widths[:sel_c])
            sy = y + head_h + (sel_r - 1) * rh
            page.rect((sx - 1, sy - 1, sx + widths[sel_c], sy + rh), None, theme.accent, width=2,
                      name="cell cursor")
            if p["freeze"]:
                page.line((0, y + head_h + rh), (page.width, y + head_h + rh), theme.muted, 3,
                          name="frozen row")

    def _tabs(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any]) -> None:
        y = page.height - 62
        with page.region("sheet tabs", "chrome", (0, y, page.width, y + 36)):
            page.rect((0, y, page.width, y + 36), theme.panel, name="sheet tabs")
            page.line((0, y), (page.width, y), theme.border)
            st = ui_style(typo, theme)
            x = 60
            icon(page, theme, "plus", 20, y + 10, 16)
            for k, name in enumerate(p["sheets"]):
                w = round(measure(name, st)[0]) + 30
                if k == 0:
                    page.rect((x, y, x + w, y + 32), theme.selection, radius=4, name="tab")
                page.label(x + 15, y + 3, name, st.but(bold=k == 0,
                                                       color=theme.accent if k == 0 else
                                                       theme.muted), max_width=w)
                x += w + 6
        with page.region("status bar", "chrome", (0, y + 36, page.width, page.height)):
            page.rect((0, y + 36, page.width, page.height), theme.panel, name="status bar")
            st = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
            page.label(14, y + 38, p["saved"], st, max_width=300)
            c, r = p["sel"]
            cell = p["rows"][r - 2][c]
            text = p["sum"].replace("{v}", cell if isinstance(cell, str) else cell[0])
            w = round(measure(text, st)[0])
            page.label(page.width - 20 - w, y + 38, text, st.but(color=theme.text))
