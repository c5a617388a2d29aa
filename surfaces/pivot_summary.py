"""A spreadsheet pivot table: ribbon, formula bar, a sheet grid holding a compact pivot
(row groups with indented items, quarter columns, grand totals) and the PivotTable Fields
pane with field checkboxes and the four area boxes."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, measure
from surfaces.kit.chrome import icon, ui_style
from surfaces.kit.messages import checkbox
from surfaces.kit.numbers import format_number, ui_list
from surfaces.kit.tables import col_letter
from surfaces.kit.typography import sample_typography, style

BUTTON_ICONS = ("table", "edit", "grid", "filter", "refresh", "database", "chart", "list")
GREEN = (33, 115, 70)


def _levels(rng: np.random.Generator, n_regions: int, n_products: int) -> np.ndarray:
    """Each region's quarterly level of each product: the business's scale (2,000 to 20,000)
    times a product's own (log-normal, sigma 0.4), a region's (0.25) and a little of the pair's
    own (0.1), each cut at two sigmas (r52 0015: one product at 258,881 beside others under
    28,710); the same products in every region."""
    def factor(sigma: float, shape: Any) -> np.ndarray:
        return np.exp(np.clip(rng.normal(0, sigma, shape), -2 * sigma, 2 * sigma))

    base = float(np.exp(rng.uniform(np.log(2000), np.log(20000))))
    product, region = factor(0.4, n_products), factor(0.25, n_regions)
    return base * np.outer(region, product) * factor(0.1, (n_regions, n_products))


def _file_name(sheet: str, year: int, quarters: list[str]) -> str:
    """The workbook's name: a year's ("Sales data 2023.xlsx") holds its four quarters, a
    file of three says so ("Sales data 2023 Q1-Q3.xlsx"; review r63 0011)."""
    span = "" if len(quarters) == 4 else f" {quarters[0]}-{quarters[-1]}"
    return f"{sheet} {year}{span}.xlsx"


def _quarters(rng: np.random.Generator, nq: int, level: float) -> np.ndarray:
    """A product's sales over ``nq`` quarters around its ``level``, moving by at most a
    fifth from quarter to quarter, never 1,450 then 52,609."""
    steps = np.cumprod(1 + rng.uniform(-0.2, 0.2, nq))
    return np.round(level * steps)


class PivotSummary(Surface):
    name = "pivot_summary"
    family = "tables"
    text_roles = ("text", "structural", "chrome")
    # No select_range / substring: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    unsupported_categories = ("select_range", "select_substring")
    regions = ("title bar", "ribbon", "formula bar", "sheet", "fields", "sheet tabs")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        fields = ui_list(content, "apps.pv.field_names")
        regions = ui_list(content, "apps.pv.regions")
        products = content.data.SLOTS["apps_pv_product"]
        nq = int(rng.integers(3, 5))
        quarters = [content.ui("apps.pv.quarter", n=k + 1) for k in range(nq)]
        value_field = fields[4] if rng.random() < 0.7 else fields[5]
        dec = 0
        rows = []
        grand = np.zeros(nq)
        # a pivot table lists its row labels in alphabetical order
        # every region sells the same products (a shared list, in alphabetical order)
        chosen = sorted(regions[int(i)] for i in rng.permutation(len(regions))[
            :int(rng.integers(2, 4))])
        sold = sorted((int(i) for i in rng.permutation(len(products))[:int(rng.integers(2, 4))]),
                      key=lambda i: products[i])
        levels = _levels(rng, len(chosen), len(sold))
        for ri, r in enumerate(chosen):
            items = []
            sub = np.zeros(nq)
            for k, pi in enumerate(sold):
                vals = _quarters(rng, nq, float(levels[ri, k]))
                sub += vals
                items.append([products[int(pi)]] + [format_number(v, lang, dec) for v in vals]
                             + [format_number(vals.sum(), lang, dec)])
            grand += sub
            rows.append([[r] + [format_number(v, lang, dec) for v in sub]
                         + [format_number(sub.sum(), lang, dec)], items])
        year = content.ui("apps.pv.year")
        filter_row = bool(rng.random() < 0.5)
        # the source columns, Year among them: every field placed in an area is listed
        listed = fields[:3] + [year] + fields[3:]
        areas = [[year] if filter_row else [], [fields[2]], [fields[0], fields[1]],
                 [content.ui("apps.pv.sum_of", f=value_field)]]
        total = [content.ui("apps.pv.grand")] + [format_number(v, lang, dec) for v in grand] + \
            [format_number(grand.sum(), lang, dec)]
        return {
            "typo": sample_typography(rng, "sans", (12, 13)),
            # the workbook is about all the products: it is named after its data sheet
            "file": _file_name(ui_list(content, "apps.pv.sheets")[1],
                               int(rng.integers(2023, 2026)), quarters),
            "ribbon": ui_list(content, "apps.pv.ribbon"), "buttons": ui_list(content, "pivot.buttons"), "sheets": ui_list(content, "apps.pv.sheets"),
            "fields": fields, "value_field": value_field, "listed": listed, "area_fields": areas,
            "sum_of": content.ui("apps.pv.sum_of", f=value_field),
            "labels": {k: content.ui(f"apps.pv.{k}") for k in ("fields", "choose", "row_labels",
                                                                 "col_labels", "grand", "all")},
            "areas": ui_list(content, "apps.pv.areas"), "quarters": quarters, "rows": rows,
            "total": total, "year": year,
            "filter_row": filter_row, "col_w": int(rng.integers(84, 100)),
            "label_w": int(rng.integers(150, 190)),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        w, h = page.width, page.height
        page.rect((0, 0, w, h), theme.surface, name="background")
        st = ui_style(typo, theme)
        white = (255, 255, 255)
        with page.region("title bar", "chrome", (0, 0, w, 32)):
            page.rect((0, 0, w, 32), GREEN, name="title bar")
            tw = round(measure(params["file"], st)[0])
            page.label((w - tw) // 2, 1, params["file"], st.but(color=white), max_width=400)
        with page.region("ribbon", "chrome", (0, 32, w, 92)):
            page.rect((0, 32, w, 92), theme.panel, name="ribbon")
            x = 12
            for i, t in enumerate(params["ribbon"]):
                b = page.label(x, 34, t, st.but(size=typo["size"] - 1, bold=i == 4,
                                                color=GREEN if i == 4 and theme.name == "light"
                                                else theme.text))
                if i == 4:
                    page.line((x, 60), (b.right, 60), GREEN, 3)
                x = b.right + 18
            self._buttons(page, theme, typo, params["buttons"])
            page.line((0, 91), (w, 91), theme.border)
        with page.region("formula bar", "chrome", (0, 92, w, 120)):
            page.rect((6, 95, 80, 117), theme.surface, theme.border, name="name box")
            page.label(12, 94, "A4", st.but(size=typo["size"] - 1))
            page.label(92, 94, "fx", st.but(size=typo["size"] - 1, italic=True, color=theme.muted))
            page.rect((116, 95, w - 6, 117), theme.surface, theme.border, name="formula")
            page.label(122, 94, params["labels"]["row_labels"], st.but(size=typo["size"] - 1),
                       role="text")
        pane = w - 250
        self._sheet(page, theme, params, (0, 122, pane, h - 28))
        self._fields(page, theme, params, (pane, 122, w, h - 28))
        with page.region("sheet tabs", "chrome", (0, h - 28, w, h)):
            page.rect((0, h - 28, w, h), theme.panel, name="sheet tabs")
            x = 40
            for i, t in enumerate(params["sheets"]):
                tw = round(measure(t, st)[0]) + 24
                if i == 0:
                    page.rect((x, h - 28, x + tw, h - 2), theme.surface, name="tab")
                    page.line((x, h - 4), (x + tw, h - 4), GREEN, 2)
                page.label(x + 12, h - 28, t, st.but(size=typo["size"] - 1, bold=i == 0))
                x += tw + 2
        return page

    @staticmethod
    def _buttons(page: Page, theme: Theme, typo: dict[str, Any], labels: list[str]) -> None:
        """The PivotTable Analyze tab's commands: an icon and its name each, in groups."""
        st = ui_style(typo, theme, size=typo["size"] - 1)
        x = 12
        for k, (label, name) in enumerate(zip(labels, BUTTON_ICONS, strict=True)):
            width = 22 + round(measure(label, st)[0])
            if x + width > page.width - 12:
                break
            icon(page, theme, name, x, 68, 14, GREEN if theme.name == "light" else None)
            page.label(x + 20, 64, label, st)
            x += width + 16
            if k in (1, 3, 5):  # a group ends: a separator
                page.line((x - 8, 64), (x - 8, 88), theme.border)
                x += 8

    def _sheet(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        typo = p["typo"]
        st = style(typo["ui"], typo["size"] - 1, theme.text)
        rh, hw = 22, 36
        widths = [p["label_w"]] + [p["col_w"]] * (len(p["quarters"]) + 1)
        # Excel autofits a pivot's columns on refresh: a header is never cut (r53 0006:
        # "Gesamterge…"), and the row labels' column fits its longest label
        bold = st.but(bold=True)
        heads = [p["labels"]["row_labels"]] + p["quarters"] + [p["labels"]["grand"]]
        for c, head in enumerate(heads):
            widths[c] = max(widths[c], round(measure(head, bold)[0]) + 12)
        labels = [p["sum_of"]] + [cells[0] for cells, _ in p["rows"]] + [
            it[0] for _, items in p["rows"] for it in items]
        widths[0] = max([widths[0]] + [round(measure(t, bold)[0]) + 26 for t in labels])
        while sum(widths) < x2 - x1 - hw:
            widths.append(p["col_w"])
        xs = [x1 + hw]
        for wd in widths:
            xs.append(xs[-1] + wd)
        grid = theme.border
        hdr = theme.panel
        # the pivot as rows of (cells, kind): kind head | group | item | total | filter | blank
        table: list[tuple[list[str], str]] = []
        if p["filter_row"]:
            table += [([p["year"], p["labels"]["all"]], "filter"), ([], "blank")]
        else:
            table += [([], "blank"), ([], "blank")]
        table.append(([p["sum_of"], p["labels"]["col_labels"]], "caption"))
        table.append(([p["labels"]["row_labels"]] + p["quarters"] + [p["labels"]["grand"]], "head"))
        for group, items in p["rows"]:
            table.append((group, "group"))
            table += [(it, "item") for it in items]
        table.append((p["total"], "total"))
        pivot_w = len(p["quarters"]) + 2
        blue = theme.faded(theme.palette["blue"], on=theme.surface, amount=0.85)
        with page.region("sheet", "grid", box):
            page.rect((x1, y1, x1 + hw, y2), hdr, name="row headers")
            page.rect((x1, y1, x2, y1 + rh), hdr, name="column headers")
            for c in range(len(widths)):
                if xs[c] >= x2:
                    break
                page.line((xs[c], y1), (xs[c], y2), grid, name="grid")
                lw = round(measure(col_letter(c), st)[0])
                if min(xs[c + 1], x2) - xs[c] < lw + 4:  # a sliver of a column at the pane:
                    continue  # its letter is hidden, never half drawn under the pane (r21)
                page.label(xs[c] + (min(xs[c + 1], x2) - xs[c] - lw) // 2, y1 + (rh - round(st.size * 2.2)) // 2,
                           col_letter(c), st.but(color=theme.muted), role="chrome")
            r = 0
            while y1 + rh * (r + 2) <= y2:
                y = y1 + rh * (r + 1)
                page.line((x1, y), (x2, y), grid, name="grid")
                num = str(r + 1)
                page.label(x1 + (hw - round(measure(num, st)[0])) // 2, y + (rh - round(st.size * 2.2)) // 2,
                           num, st.but(color=theme.muted), role="chrome")
                if r < len(table):
                    self._row(page, theme, p, table[r], r + 1, xs, y, rh, st, pivot_w, blue, x2)
                r += 1

    def _row(self, page: Page, theme: Theme, p: dict[str, Any], row: tuple[list[str], str], n: int,
             xs: list[int], y: int, rh: int, st: Any, pivot_w: int, blue: Any, x2: int) -> None:
        cells, kind = row
        if kind in ("head", "total"):
            page.rect((xs[0] + 1, y + 1, xs[pivot_w], y + rh), blue, name="pivot header")
        if kind == "total":
            page.line((xs[0], y), (xs[pivot_w], y), theme.palette["blue"], 2, name="rule")
        bold = kind in ("head", "group", "total", "caption")
        headers = [p["labels"]["row_labels"]] + p["quarters"] + [p["labels"]["grand"]]
        for c, text in enumerate(cells):
            if c >= len(xs) - 1 or xs[c + 1] > x2:
                break
            cell = (xs[c], y, xs[c + 1], y + rh)
            with page.region(f"cell {col_letter(c)}{n}", "cell", cell,
                             label=headers[c] if c < len(headers) else ""):
                numeric = c > 0 and kind in ("group", "item", "total")
                indent = 14 if kind == "item" and c == 0 else 0
                # a caption's last cell spills into the empty cells on its right
                room = (x2 if kind == "caption" and c == len(cells) - 1 else cell[2]) - cell[0]
                page.label(cell[0] + 4 + indent, y + (rh - round(st.size * 2.2)) // 2, text,
                           st.but(bold=bold), role="structural" if kind in ("head", "caption")
                           else "text", max_width=room - 8 - indent,
                           align="right" if numeric else "left")

    def _fields(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        typo = p["typo"]
        lab = p["labels"]
        st = ui_style(typo, theme, size=typo["size"] - 1)
        with page.region("fields", "panel", box, label=lab["fields"]):
            page.rect(box, theme.panel, name="pane")
            page.line((x1, y1), (x1, y2), theme.border)
            page.label(x1 + 12, y1 + 6, lab["fields"], st.but(bold=True, size=typo["size"] + 1),
                       role="structural", max_width=x2 - x1 - 24)
            note = st.but(color=theme.muted)  # wraps as Excel's does
            block = page.text((x1 + 12, y1 + 34, x2 - 12, y1 + 80), [[Span(lab["choose"], note)]],
                              note, role="text", line_height=1.25)
            used = {p["fields"][0], p["fields"][1], p["fields"][2], p["value_field"]}
            if p["filter_row"]:
                used.add(p["year"])
            y = max(y1 + 64, block.bottom + 10)
            for f in p["listed"]:
                checkbox(page, theme, x1 + 14, y + 6, 13, f in used)
                page.label(x1 + 36, y - 2, f, st, role="text", max_width=x2 - x1 - 48)
                y += 24
            y += 8
            half = (x2 - x1 - 30) // 2
            content = p["area_fields"]
            for k, area in enumerate(p["areas"]):
                ax = x1 + 10 + (k % 2) * (half + 10)
                ay = y + (k // 2) * 112
                if ay + 100 > y2:
                    break
                with page.region(f"area {area}", "field", (ax, ay, ax + half, ay + 100), label=area):
                    page.label(ax, ay, area, st.but(size=typo["size"] - 2, color=theme.muted),
                               role="structural", max_width=half)
                    page.rect((ax, ay + 24, ax + half, ay + 100), theme.surface, theme.border,
                              name="area box")
                    for j, item in enumerate(content[k]):
                        iy = ay + 28 + j * 26
                        page.rect((ax + 4, iy, ax + half - 4, iy + 22), theme.panel, theme.border,
                                  radius=3, name="field chip")
                        page.label(ax + 8, iy - 2, item, st.but(size=typo["size"] - 2), role="text",
                                   max_width=half - 16)
