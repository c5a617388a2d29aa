"""A desktop spreadsheet (Excel style) with a formula being shown: ribbon tabs and
groups, name box and formula bar, the grid with the active cell and its referenced range,
sheet tabs and a status bar with the selection's sum."""

from __future__ import annotations

import math
import unicodedata
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.budget import ITEM_SCALE, monthly_spend
from surfaces.kit.chrome import icon, title_bar, ui_style
from surfaces.kit.numbers import format_number, format_percent, month_abbreviations, ui_list
from surfaces.kit.tables import col_letter
from surfaces.kit.typography import picker_font_name, sample_typography, style

GREEN = (33, 115, 70)
# the commands under each office.x_groups group (clipboard, font, alignment, number, styles,
# cells, editing)
GROUP_ICONS = [("copy", "paint", "format"), ("bold", "italic", "underline"),
               ("align", "align-center", "merge"), ("percent", "more", "chevron-down"),
               ("palette", "table", "border"), ("plus", "trash", "format"),
               ("function", "sort", "search")]


def _drop_down(page: Page, theme: Theme, box: tuple[int, int, int, int], text: str,
               st: Any) -> None:
    """A ribbon drop-down: its value in a box with the chevron at its right."""
    x1, y1, x2, y2 = box
    page.rect(box, theme.surface, theme.border, radius=3, name="control")
    if measure(text, st)[0] > x2 - x1 - 26:  # a long face name ("Century Gothic") whole
        st = st.but(size=st.size - 1)
    page.label(x1 + 6, y1 + 1, text, st, max_width=x2 - x1 - 26)
    cy = (y1 + y2) // 2
    page.line((x2 - 16, cy - 2), (x2 - 12, cy + 2), theme.muted, 1)
    page.line((x2 - 12, cy + 2), (x2 - 8, cy - 2), theme.muted, 1)


def _aggregate(fn: str, column: list[int]) -> int:
    """The total row's value of a month's ``column``: its sum, rounded mean or maximum."""
    return {"sum": sum(column), "avg": math.floor(sum(column) / len(column) + 0.5),
            "max": max(column)}[fn]


def _plain(word: str) -> str:
    """``word`` without accents, to sort as a spreadsheet does (Énergie next to Équipement)."""
    return unicodedata.normalize("NFKD", word).encode("ascii", "ignore").decode().lower()


class FormulaBarSheet(Surface):
    name = "formula_bar_sheet"
    family = "tables"
    text_roles = ("text", "structural", "chrome", "code")
    # No between_words: its cells hold one-word items and numbers (German, Italian and
    # Dutch budget items are single words; 0 of 8 pages offered a pair).
    unsupported_categories = ("between_words", "select_range", "select_substring", "select_line")
    regions = ("title bar", "ribbon", "formula bar", "name box", "grid", "cell", "sheet tabs",
               "status bar")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        n_rows = int(rng.integers(6, 12))
        n_cols = int(rng.integers(3, 6))
        picks = [int(i) for i in rng.permutation(len(ITEM_SCALE))][:n_rows]
        picks = sorted(picks, key=lambda i: _plain(content.word_at("tbl_sheet_item", i)))
        items = [content.word_at("tbl_sheet_item", i) for i in picks]
        # the year's budget (the file is "Budget 2026") starts in January (r49: in February)
        months = month_abbreviations(content.lang)[:n_cols]
        values = [[max(25, int(round(v / 25)) * 25) for v in monthly_spend(rng, i, n_cols, False)]
                  for i in picks]
        # a budget's summary row is its total; an average or a maximum only now and then
        # (r66 0015: "Maximum" under a budget)
        fn = choice(rng, ["sum"] * 6 + ["avg"] * 2 + ["max"])
        col = int(rng.integers(1, n_cols + 1))
        sep = content.ui("office.x_sep")
        first, last = f"{col_letter(col)}2", f"{col_letter(col)}{len(items) + 1}"
        if fn == "avg":  # the cell shows a whole number, so the formula rounds
            formula = f"={content.ui('office.x_round')}({content.ui('office.x_avg')}" \
                      f"({first}:{last}){sep}0)"
        else:
            formula = f"={content.ui('office.x_' + fn)}({first}:{last})"
        # the total row holds every month's, not only the edited column's (r65 0002)
        results = [_aggregate(fn, [v[c] for v in values]) for c in range(n_cols)]
        result = results[col - 1]
        return {
            "typo": sample_typography(rng, "sans", (12, 13)),
            "file": content.ui("tables.untitled", y=int(rng.integers(2024, 2027))) + ".xlsx",
            "tabs": ui_list(content, "office.x_tabs"),
            "groups": ui_list(content, "office.x_groups"),
            "item_head": content.ui("office.x_item"), "months": months, "items": items,
            "values": values, "formula": formula, "col": col, "fn": fn,
            "result": result, "results": results,
            "total_label": content.ui({"avg": "office.x_average", "max": "gof.x_max",
                                       "sum": "office.x_total"}[fn]),
            "sheets": [content.ui("office.x_sheet", n=k + 1)
                       for k in range(int(rng.integers(1, 4)))],
            "ready": content.ui("office.x_ready"), "paste": content.ui("office.x_paste"),
            "wrap": content.ui("office.x_wrap"), "general": content.ui("office.x_general"),
            "lang": content.lang, "col_w": int(choice(rng, [96, 104, 112])),
            "first_w": int(choice(rng, [150, 170])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        y = title_bar(page, theme, typo, params["file"], mac=False, centre=True)
        y = self._ribbon(page, theme, typo, params, y)
        y = self._formula_bar(page, theme, typo, params, y)
        self._grid(page, theme, typo, params, (0, y, page.width, page.height - 52))
        self._tabs(page, theme, typo, params)
        return page

    def _ribbon(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                y: int) -> int:
        with page.region("ribbon", "chrome", (0, y, page.width, y + 118)):
            band = GREEN if theme.name == "light" else (30, 70, 50)
            page.rect((0, y, page.width, y + 30), band, name="tab strip")
            st = ui_style(typo, theme, color=(255, 255, 255))
            x = 12
            for k, tab in enumerate(p["tabs"]):
                if k == 1:
                    w = round(measure(tab, st)[0]) + 20
                    page.rect((x - 10, y + 3, x - 10 + w, y + 30), theme.panel, name="tab")
                    b = page.label(x, y + 15 - round(st.size * 1.1), tab,
                                   st.but(color=GREEN if theme.name == "light" else theme.text))
                else:
                    b = page.label(x, y + 15 - round(st.size * 1.1), tab, st)
                x = b.right + 22
            page.rect((0, y + 30, page.width, y + 118), theme.panel, name="ribbon")
            gst = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
            bst = ui_style(typo, theme, size=typo["size"] - 1)
            gx = 8
            widths = [90, 170, 150, 130, 120, 100, 100]
            for k, group in enumerate(p["groups"]):
                w = widths[k % len(widths)]
                if gx + w > page.width:
                    break
                self._group_top(page, theme, p, k, gx, w, y, bst)
                for j, name in enumerate(GROUP_ICONS[k % len(GROUP_ICONS)]):
                    if k == 0:  # beside the paste button, one over the other
                        icon(page, theme, name, gx + w - 26, y + 38 + j * 19, 14)
                    else:
                        icon(page, theme, name, gx + 10 + j * 24, y + 74, 16)
                gw = round(measure(group, gst)[0])
                page.label(gx + (w - gw) // 2, y + 94, group, gst, max_width=w - 4)
                page.line((gx + w, y + 38), (gx + w, y + 112), theme.border)
                gx += w
            page.line((0, y + 117), (page.width, y + 117), theme.border)
        return y + 118

    def _group_top(self, page: Page, theme: Theme, p: dict[str, Any], k: int, gx: int, w: int,
                   y: int, bst: Any) -> None:
        """The top row of ribbon group ``k`` as Excel draws it: the big Paste button (a
        clipboard over its label), the font and size drop-downs, Wrap Text beside its icon,
        the number-format drop-down."""
        if k == 0:
            page.rect((gx + 16, y + 40, gx + 40, y + 68), theme.surface, theme.muted, radius=3,
                      name="paste")
            page.rect((gx + 22, y + 37, gx + 34, y + 43), theme.muted, radius=2, name="paste")
            for j in range(3):
                page.line((gx + 21, y + 50 + 5 * j), (gx + 35, y + 50 + 5 * j), theme.border)
            pw = round(measure(p["paste"], bst.but(size=bst.size - 1))[0])
            page.label(max(gx + 4, gx + 28 - pw // 2), y + 66, p["paste"],
                       bst.but(size=bst.size - 1), max_width=w - 36)
        elif k == 1:
            # the face the cells are set in, by its picker name (r91 0012: "Calibri" over
            # cells in an Arial-like face)
            _drop_down(page, theme, (gx + 6, y + 42, gx + w - 52, y + 66),
                       picker_font_name(p["typo"]["ui"]), bst)
            _drop_down(page, theme, (gx + w - 48, y + 42, gx + w - 6, y + 66), "11", bst)
        elif k == 2:
            icon(page, theme, "list", gx + 10, y + 46, 16)
            page.label(gx + 32, y + 43, p["wrap"], bst, max_width=w - 40)
        elif k == 3:
            _drop_down(page, theme, (gx + 6, y + 42, gx + w - 6, y + 66), p["general"], bst)

    def _formula_bar(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                     y: int) -> int:
        active = f"{col_letter(p['col'])}{len(p['items']) + 2}"
        st = ui_style(typo, theme, size=typo["size"])
        with page.region("name box", "field", (6, y + 5, 96, y + 31), label=active):
            page.rect((6, y + 5, 96, y + 31), theme.surface, theme.border, name="name box")
            page.label(12, y + 18 - round(st.size * 1.1), active, st, role="text")
        with page.region("formula bar", "field", (100, y, page.width, y + 36), label="fx"):
            page.polygon([(104, y + 16), (112, y + 16), (108, y + 21)], theme.muted)
            page.line((128, y + 12), (136, y + 22), theme.muted, 2, name="icon")
            page.line((128, y + 22), (136, y + 12), theme.muted, 2, name="icon")
            page.line((148, y + 18), (152, y + 22), theme.muted, 2, name="icon")
            page.line((152, y + 22), (160, y + 12), theme.muted, 2, name="icon")
            page.label(172, y + 18 - round(st.size * 1.1), "fx", st.but(italic=True,
                                                                        family="dejavu_serif"))
            page.rect((196, y + 5, page.width - 6, y + 31), theme.surface, theme.border,
                      name="formula input")
            page.label(204, y + 18 - round(st.size * 1.1), p["formula"],
                       style(typo["mono"], typo["size"], theme.text), role="code")
        return y + 36

    def _grid(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
              box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        rh, hw = 24, 40
        widths = [p["first_w"]] + [p["col_w"]] * (len(p["months"]) + 4)
        st = style(typo["ui"], typo["size"], theme.text)
        head = (233, 233, 233) if theme.name == "light" else (50, 50, 54)
        grid = (218, 220, 224) if theme.name == "light" else (60, 62, 66)
        with page.region("grid", "table", box):
            page.rect(box, theme.surface, name="grid")
            page.rect((x1, y1, x2, y1 + rh), head, name="column headers")
            page.rect((x1, y1, x1 + hw, y2), head, name="row headers")
            rows = self._cells(p)
            n_rows = (y2 - y1) // rh - 1
            act_r, act_c = len(p["items"]) + 1, p["col"]
            x = x1 + hw
            for c, w in enumerate(widths):
                if x >= x2:
                    break
                letter = col_letter(c)
                lw = round(measure(letter, st)[0])
                page.label(x + (w - lw) // 2, y1 + 12 - round(st.size * 1.1), letter,
                           st.but(color=theme.muted, bold=c == act_c), role="chrome")
                page.line((x + w, y1), (x + w, y2), grid, name="grid")
                x += w
            for r in range(n_rows):
                yy = y1 + rh * (r + 1)
                num = str(r + 1)
                nw = round(measure(num, st)[0])
                page.label(x1 + (hw - nw) // 2, yy + 12 - round(st.size * 1.1), num,
                           st.but(color=theme.muted, bold=r == act_r), role="chrome")
                page.line((x1, yy + rh), (x2, yy + rh), grid, name="grid")
            self._ranges(page, theme, p, (x1 + hw, y1 + rh), widths, rh)
            for (r, c), (text, kind) in rows.items():
                cx = x1 + hw + sum(widths[:c])
                cy = y1 + rh * (r + 1)
                if cy + rh > y2 or cx + widths[c] > x2:
                    continue
                cb = (cx, cy, cx + widths[c], cy + rh)
                with page.region(f"cell {col_letter(c)}{r + 1}", "cell", cb):
                    cst = st.but(bold=kind == "bold")
                    page.label(cx + 5, cy + 12 - round(st.size * 1.1), text, cst,
                               role="structural" if kind == "bold" else "text",
                               max_width=widths[c] - 10, align="right" if kind == "num" else
                               "left")

    def _cells(self, p: dict[str, Any]) -> dict[tuple[int, int], tuple[str, str]]:
        lang = p["lang"]
        out: dict[tuple[int, int], tuple[str, str]] = {(0, 0): (p["item_head"], "bold")}
        for c, m in enumerate(p["months"]):
            out[(0, c + 1)] = (m, "bold")
        for r, (item, vals) in enumerate(zip(p["items"], p["values"], strict=True)):
            out[(r + 1, 0)] = (item, "")
            for c, v in enumerate(vals):
                out[(r + 1, c + 1)] = (format_number(v, lang, 0), "num")
        last = len(p["items"]) + 1
        out[(last, 0)] = (p["total_label"], "bold")
        for c, v in enumerate(p.get("results") or []):
            out[(last, c + 1)] = (format_number(v, lang, 0), "num")
        out[(last, p["col"])] = (format_number(p["result"], lang, 0), "num")
        return out

    def _ranges(self, page: Page, theme: Theme, p: dict[str, Any], origin: tuple[int, int],
                widths: list[int], rh: int) -> None:
        ox, oy = origin
        c = p["col"]
        cx = ox + sum(widths[:c])
        bottom = oy + rh * (len(p["items"]) + 1)
        # one cell is selected, the formula's: the range it sums is neither selected nor
        # outlined (Excel outlines it only while the formula is edited) and the status bar
        # shows no sum or count (Excel shows them for a selection of several cells)
        page.rect((cx - 1, bottom - 1, cx + widths[c] + 1, bottom + rh + 1), None, GREEN, width=3,
                  name="active cell")
        page.rect((cx + widths[c] - 3, bottom + rh - 3, cx + widths[c] + 3, bottom + rh + 3),
                  GREEN, name="fill handle")

    def _tabs(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any]) -> None:
        y = page.height - 52
        st = ui_style(typo, theme)
        with page.region("sheet tabs", "chrome", (0, y, page.width, y + 28)):
            page.rect((0, y, page.width, y + 28), theme.panel, name="sheet tabs")
            x = 60
            for k, name in enumerate(p["sheets"]):
                w = round(measure(name, st)[0]) + 28
                if k == 0:
                    page.rect((x, y, x + w, y + 28), theme.surface, name="tab")
                    page.line((x + 8, y + 26), (x + w - 8, y + 26), GREEN, 2)
                page.label(x + 14, y + 14 - round(st.size * 1.1), name,
                           st.but(bold=k == 0, color=GREEN if k == 0 and theme.name == "light"
                                  else theme.text))
                x += w
            icon(page, theme, "plus", x + 10, y + 6, 16)  # the add-a-sheet button
        with page.region("status bar", "chrome", (0, y + 28, page.width, page.height)):
            page.rect((0, y + 28, page.width, page.height), theme.panel, name="status bar")
            small = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
            page.label(10, y + 28, p["ready"], small)
            # the zoom a status bar shows at its right (no sum: one cell is selected)
            zoom = format_percent(100, p["lang"], 0)
            page.label(page.width - 60 - round(measure(zoom, small)[0]), y + 28, zoom, small)
