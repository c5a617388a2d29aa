"""A JupyterLab notebook: menu bar, optional file browser, notebook toolbar, and a column of
markdown cells (rendered headings and prose with code spans), code cells with ``In [n]:``
prompts, and their outputs (data-frame tables, printed values, a bar chart)."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Style, Theme, choice, measure
from surfaces.kit.chrome import icon, menu_bar, sidebar_list, status_bar, ui_style
from surfaces.kit.code import COLOURS_DARK, COLOURS_LIGHT, tokenize
from surfaces.kit.devtools import cell_frame, style_mono, text_h
from surfaces.kit.messages import fit_text
from surfaces.kit.nb_chart import FIGSIZE, axes_repr, chart_height, draw_chart, fits_upright
from surfaces.kit.numbers import format_number, ui_list
from surfaces.kit.prose import styled_spans
from surfaces.kit.tables import Column, TableStyle, draw_table
from surfaces.kit.typography import sample_typography, style

_CODE = [
    ["import pandas as pd", "import numpy as np", "", "df = pd.read_csv(\"{f}.csv\")",
     "df.shape"],
    ["df = df.dropna(subset=[\"{a}\"])", "df[\"{b}\"] = df[\"{b}\"].astype(float)", "df.head()"],
    ["{r} = df.groupby(\"{a}\")[\"{b}\"].sum()", "{r}.sort_values(ascending=False).head()"],
    [],  # the chart: _chart_code
    ["print(len(df), \"rows\")", "print(df[\"{b}\"].mean().round(2))"],
]


def _code_cell(rng: np.random.Generator, k: int, values: dict[str, str]) -> dict[str, Any]:
    raw_lines = _chart_code(values) if k == 3 else [raw.format(**values) for raw in _CODE[k]]
    lines = [tokenize(raw) for raw in raw_lines]
    out: dict[str, Any] = {"kind": "code", "lines": lines, "output": None}
    if k == 0:
        out["output"] = {"kind": "value", "text": f"({values['rows']}, {values['cols']})"}
    elif k == 1:  # df.head(): the first five rows
        rows = []
        # five order lines of five groups (no "West" twice in five rows); revenue = units x
        # the group's unit price (a few cents of discount)
        for i, g in enumerate(int(g) for g in rng.permutation(len(values["groups"]))[:5]):
            n = int(rng.integers(1, values["max_n"][g] + 1))
            price = values["prices"][g] * float(rng.uniform(0.9, 1.0))
            rows.append([str(i), values["groups"][g], f"{n * price:.2f}", str(n)])
        out["output"] = {"kind": "table", "cols": ["", *values["columns"]],
                         "rows": rows}
    elif k == 2:
        out["output"] = {"kind": "value", "text": _series_head(rng, values)}
    elif k == 3:
        # the bars are the series printed above: the five largest sums, in that order (barh
        # plots them ascending, the largest on top); the cell's value is the Axes' repr
        flip = values["barh"]
        out["output"] = {"kind": "chart", "bars": list(values["sums"])[::-1 if flip else 1],
                         "names": list(values["top"])[::-1 if flip else 1],
                         "horizontal": flip, "title": values["title"],
                         "xlabel": "" if flip else values["a"],
                         "repr": axes_repr(values["title"], "" if flip else values["a"], "")}
    else:
        # the mean is the total of the group sums above over the kept rows
        mean = sum(values["sums"]) / values["kept"]
        # print() of a rounded float64 shows its shortest repr (1134.7, not 1134.70)
        out["output"] = {"kind": "value", "text": f"{values['kept']} rows\n{round(mean, 2)}"}
    return out


def _chart_code(values: dict[str, Any]) -> list[str]:
    """The plot call: upright bars (``rot=0``) when the names stand side by side, else
    horizontal bars (the largest on top, no rotated y label); an optional title."""
    title = f", title=\"{values['title']}\"" if values["title"] else ""
    if values["barh"]:
        return [f"{values['r']}.sort_values().tail().plot(",
                f"    kind=\"barh\", ylabel=\"\", figsize={FIGSIZE}{title})"]
    return [f"{values['r']}.sort_values(ascending=False).head().plot(",
            f"    kind=\"bar\", rot=0, figsize={FIGSIZE}{title})"]


def _series_head(rng: np.random.Generator, values: dict[str, str]) -> str:
    """How pandas prints the five largest group sums: one row per distinct group, the
    values in descending order, then the Series' name and dtype."""
    return "\n".join([values["a"]] + series_rows(values["top"], values["sums"])
                     + [f"Name: {values['b']}, dtype: float64"])


def series_rows(names: list[str], sums: list[float]) -> list[str]:
    """pandas' Series repr: the index left-justified to its longest label, four spaces, the
    values right-justified to the widest one (a shorter number starts further right); the
    floats share the fewest decimals that show them all (two, or one when every second
    decimal is 0)."""
    texts = [f"{v:.2f}" for v in sums]
    if all(t.endswith("0") for t in texts):
        texts = [t[:-1] for t in texts]
    left, right = max(len(n) for n in names), max(len(t) for t in texts)
    return [f"{n:<{left}}    {t:>{right}}" for n, t in zip(names, texts, strict=True)]


NOTEBOOKS = ("01_cleaning.ipynb", "03_customers.ipynb", "04_model.ipynb", "scratch.ipynb",
             "forecast.ipynb", "exploration.ipynb")


# the words the notes use for the column the data is grouped by, per language
GROUP_WORDS = {
    "en": {"region": "region", "store": "store", "product": "product", "customer": "customer"},
    "de": {"region": "Region", "store": "Filiale", "product": "Produkt", "customer": "Kunde"},
    "fr": {"region": "région", "store": "magasin", "product": "produit", "customer": "client"},
    "es": {"region": "región", "store": "tienda", "product": "producto", "customer": "cliente"},
    "it": {"region": "regione", "store": "negozio", "product": "prodotto",
           "customer": "cliente"},
    "nl": {"region": "regio", "store": "winkel", "product": "product", "customer": "klant"},
}


def _grouped_by(text: str, lang: str) -> str | None:
    """The column the notes say the data is grouped by, when they name one."""
    words = GROUP_WORDS.get(lang, GROUP_WORDS["en"])
    hits = [(m.start(), col) for col, w in words.items()
            for m in [re.search(rf"\b{re.escape(w)}\b", text, re.IGNORECASE)] if m]
    return min(hits)[1] if hits else None


# the shelf price (EUR) of each tbl_product word, in the slot's order (same in every language):
# mouse, USB-C cable, desk lamp, A5 notebook, coffee beans 1 kg, office chair, monitor stand,
# water bottle, backpack, keyboard, headphones, printer paper, webcam, phone charger, standing desk
PRODUCT_PRICES = (24.90, 12.90, 34.90, 4.50, 17.90, 219.00, 39.90, 14.90, 59.90, 54.90,
                  89.90, 5.90, 69.90, 19.90, 449.00)


def _data_world(rng: np.random.Generator, content: Content, said: str | None = None
                ) -> dict[str, Any]:
    """The data the notebook analyses: a sales export, the column it groups by with five
    real group names (regions, towns, products, customers), the column it sums, its size."""
    a = said or choice(rng, ["region", "store", "product", "customer"])
    draw = {"region": lambda: content.word("tbl_region"), "store": content.city,
            "product": None, "customer": content.company}[a]
    groups: list[str] = []
    prices: list[float] = []
    for _ in range(40):
        if len(groups) == 5:
            break
        k = int(rng.integers(0, len(PRODUCT_PRICES)))
        g = content.word_at("tbl_product", k) if draw is None else draw()
        if g not in groups:
            groups.append(g)
            # a product sells at its shelf price; a region's, store's or customer's order
            # line mixes products: an average basket price
            prices.append(PRODUCT_PRICES[k] if a == "product"
                          else round(float(rng.uniform(8, 90)), 2))
    rows = int(rng.integers(800, 90000))
    b = choice(rng, ["revenue", "amount", "net_sales"])
    # the export's columns, all of them: df.head() prints every one and df.shape counts them
    columns = [a, b, "units"]
    max_n = [max(2, min(400, int(4000 // p))) for p in prices]
    kept = rows - int(rng.integers(0, rows // 20 + 1))
    # one data frame: the kept rows fall into the five groups, each group's sum is its rows
    # times its average order line (units x price, a few cents of discount), and the mean
    # printed at the end is the total of those sums over the kept rows
    counts = rng.multinomial(kept, rng.dirichlet(np.full(len(groups), 2.0)))
    sums = [float(c) * p * (n + 1) / 2 * 0.95 * float(rng.uniform(0.97, 1.03))
            for c, p, n in zip(counts, prices, max_n, strict=True)]
    order = sorted(range(len(groups)), key=lambda g: -sums[g])
    return {"f": f"02_sales_{choice(rng, ['2024', '2025', 'by_' + a])}", "a": a,
            "b": b, "r": f"per_{a}", "columns": columns,
            "groups": groups, "prices": prices, "max_n": max_n,
            "top": [str(groups[g]) for g in order], "rows": rows,
            "cols": len(columns), "kept": kept,
            "sums": [round(sums[g], 2) for g in order]}


class JupyterNotebook(Surface):
    name = "jupyter_notebook"
    family = "code"
    text_roles = ("prose", "code", "text", "structural", "chrome")
    # No blank_line: paragraphs are spaced by less than a line, as the real page styles them.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("menu bar", "sidebar", "tab bar", "toolbar", "notebook", "status bar")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        start = int(rng.integers(0, 3))
        # the notes are written from the data: each says what the code cell under it does
        values = _data_world(rng, content)
        group = GROUP_WORDS.get(content.lang, GROUP_WORDS["en"])[values["a"]]
        fixed = {"group": group, "value": values["b"], "file": f"{values['f']}.csv",
                 "units": "units",
                 "rows": format_number(float(values["rows"]), content.lang, 0)}
        heading = content.ui("wdev_nb.heading", **fixed)
        # the chart's names at its 10 pt (12 px once the figure is scaled into the cell):
        # horizontal bars when upright ones would run into each other
        values["barh"] = not fits_upright(values["top"], 580,
                                          Style(family="dejavu_sans", size=12, color=(0, 0, 0)))
        values["title"] = heading if rng.random() < 0.4 and '"' not in heading else ""
        cells: list[dict[str, Any]] = [{"kind": "heading", "text": heading}]
        for k in range(start, 5):
            if rng.random() < 0.6 or k == start:
                text = content.ui(f"wdev_nb.md{k}", **fixed)
                marks = [[m.start(), m.end(), "code", ""] for m in
                         re.finditer(rf"\b(?:{re.escape(values['b'])}|units)\b|\S+\.csv", text)]
                cells.append({"kind": "markdown", "text": text, "marks": marks})
            cells.append(_code_cell(rng, k, values))
        n0 = int(rng.integers(1, 12))
        # the active cell is a code cell being edited: the caret stands in it (r90 0010: the
        # marker on a markdown cell, a caret in the code cell under it)
        code = [k for k, c in enumerate(cells) if c["kind"] == "code"]
        active = int(choice(rng, [k for k in code if 1 <= k <= 3] or code[:1]))
        files = sorted({values["f"] + ".ipynb"} | {str(n) for n in rng.choice(
            NOTEBOOKS, 4, replace=False)})
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "menus": ui_list(content, "devtools.nb_menus"), "cells": cells, "first": n0,
            "files": files, "active_file": files.index(values["f"] + ".ipynb"),
            "browser": bool(rng.random() < 0.55), "active_cell": active,
            "saved": content.ui("devtools.nb_saved", n=int(rng.integers(2, 59))),
            "idle": content.ui("devtools.nb_idle"), "code_label": content.ui("devtools.nb_code"),
            "csv": f"{values['f']}.csv",
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        y = menu_bar(page, theme, typo, params["menus"], 0, height=30)
        x = 0
        bottom = page.height - 24
        if params["browser"]:
            sidebar_list(page, theme, typo, (0, y, 220, bottom), params["files"],
                         params["active_file"], title="/", row=26)
            x = 220
        name = params["files"][params["active_file"]]
        with page.region("tab bar", "chrome", (x, y, page.width, y + 32)):
            page.rect((x, y, page.width, y + 32), theme.panel, name="tab bar")
            page.rect((x, y, x + 220, y + 32), theme.surface, name="tab")
            page.line((x, y), (x + 220, y), theme.accent, 2)
            page.label(x + 30, y + 3, name, ui_style(typo, theme, size=typo["size"] - 1),
                       max_width=180)
            page.rect((x + 12, y + 11, x + 22, y + 21), (243, 119, 38), radius=2, name="icon")
        y += 32
        with page.region("toolbar", "chrome", (x, y, page.width, y + 34)):
            page.rect((x, y, page.width, y + 34), theme.surface, name="toolbar")
            page.line((x, y + 33), (page.width, y + 33), theme.border)
            for k in range(7):
                icon(page, theme, ("save", "plus", "copy", "run", "stop", "refresh", "more")[k],
                     x + 14 + 28 * k, y + 10, 13)
            st = ui_style(typo, theme, size=typo["size"] - 1)
            page.rect((x + 220, y + 6, x + 320, y + 28), theme.bg, theme.border, name="select")
            page.label(x + 228, y + 17 - text_h(st) // 2, params["code_label"], st,
                       max_width=80)
            page.label(page.width - 150, y + 17 - text_h(st) // 2, "Python 3 (ipykernel)",
                       st.but(color=theme.muted), max_width=140)
        y += 34
        with page.region("notebook", "body", (x, y, page.width, bottom)):
            page.rect((x, y, page.width, bottom), theme.surface, name="notebook")
            self._cells(page, theme, typo, params, (x + 10, y + 12, page.width - 24, bottom))
        status_bar(page, theme, typo, ["Python 3 (ipykernel) | " + params["idle"]],
                   [params["saved"], name])
        return page

    def _cells(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               box: tuple[int, int, int, int]) -> None:
        x1, y, x2, y2 = box
        n = params["first"]
        for k, cell in enumerate(params["cells"]):
            # a code cell shows with its output or not at all (a run cell without its
            # output under an idle kernel reads as a failed run)
            if y + 40 > y2 or cell["kind"] == "code" and y + _height(cell, typo, x2 - x1) > y2:
                break
            # a markdown cell introduces the code cell under it ("The same totals in a bar
            # chart."): shown only when that cell fits too (r71: the chart it promised was cut)
            after = params["cells"][k + 1] if k + 1 < len(params["cells"]) else None
            if cell["kind"] == "markdown" and after is not None and after["kind"] == "code" \
                    and y + self._md_height(theme, typo, cell, x2 - x1) + 10 \
                    + _height(after, typo, x2 - x1) > y2:
                break
            active = k == params["active_cell"]
            with page.region(f"cell {k + 1}", "cell", (x1, y, x2, y2), label=cell["kind"]):
                if cell["kind"] == "code":
                    y = self._code(page, theme, typo, cell, (x1, y, x2, y2), n, active)
                    n += 1
                else:
                    y = self._markdown(page, theme, typo, cell, (x1, y, x2, y2), active)
            y += 10

    @staticmethod
    def _md_height(theme: Theme, typo: dict[str, Any], cell: dict[str, Any], width: int) -> int:
        """The height a markdown cell's text takes in a cell ``width`` wide (about)."""
        body = style(typo["body"], typo["size"], theme.text)
        spans = styled_spans(cell["text"], cell["marks"], body, theme, typo["mono"])
        return fit_text([spans], body, width - 90, 1.5)[1] + 6

    def _markdown(self, page: Page, theme: Theme, typo: dict[str, Any], cell: dict[str, Any],
                  box: tuple[int, int, int, int], active: bool) -> int:
        x1, y1, x2, y2 = box
        inner = cell_frame(page, theme, typo, (x1, y1, x2, y1 + 4), "", active, "markdown")
        if cell["kind"] == "heading":
            st = style(typo["body"], typo["size"] + 12, theme.text, bold=True)
            b = page.text((inner[0] + 6, y1, x2, y1 + round(st.size * 1.6)), cell["text"], st,
                          role="structural", wrap=False, max_lines=1)
            return b.bottom + 4
        body = style(typo["body"], typo["size"], theme.text)
        spans = styled_spans(cell["text"], cell["marks"], body, theme, typo["mono"])
        h = fit_text([spans], body, x2 - inner[0] - 12, 1.5)[1]
        if y1 + h > y2:
            return y2
        if active:
            page.rect((x1, y1, x1 + 4, y1 + h + 4), theme.accent, name="cell marker")
        b = page.text((inner[0] + 6, y1, x2 - 6, y1 + h + 6), [spans], body, role="prose",
                      line_height=1.5)
        return b.bottom

    def _code(self, page: Page, theme: Theme, typo: dict[str, Any], cell: dict[str, Any],
              box: tuple[int, int, int, int], n: int, active: bool) -> int:
        x1, y1, x2, y2 = box
        size = typo["size"] - 1
        pitch = round(size * 1.45)
        h = len(cell["lines"]) * pitch + 12
        if y1 + h > y2:
            return y2
        inner = cell_frame(page, theme, typo, (x1, y1, x2, y1 + h), f"[{n}]:", active)
        colours = COLOURS_DARK if theme.name == "dark" else COLOURS_LIGHT
        mono = style(typo["mono"], size, colours["plain"])
        y = y1 + 6
        for tokens in cell["lines"]:
            spans = [Span(t, mono.but(color=colours[kind])) for t, kind in tokens if t]
            if spans:
                page.text((inner[0] + 8, y, x2 - 6, y + pitch + 2), spans, mono, role="code",
                          wrap=False, max_lines=1, line_height=pitch / size)
            y += pitch
        y = y1 + h + 6
        out = cell["output"]
        if out is None:
            return y
        if y + 40 < y2:
            prompt_st = style_mono(typo, theme, typo["size"] - 2, (216, 67, 21))
            page.label(x1 + 8, y - 2, f"[{n}]:", prompt_st, role="chrome", max_width=68)
        return self._output(page, theme, typo, out, (inner[0], y, x2, y2))

    def _output(self, page: Page, theme: Theme, typo: dict[str, Any], out: dict[str, Any],
                box: tuple[int, int, int, int]) -> int:
        x1, y1, x2, y2 = box
        if out["kind"] == "value":
            size = typo["size"] - 1
            lines = out["text"].split("\n")
            pitch = round(size * 1.45)
            if y1 + pitch * len(lines) > y2:
                return y2
            for k, line in enumerate(lines):
                page.text((x1 + 8, y1 + k * pitch, x2, y1 + (k + 1) * pitch + 2), line,
                          style_mono(typo, theme, size), role="code", wrap=False, max_lines=1,
                          line_height=pitch / size)
            return y1 + pitch * len(lines) + 4
        if out["kind"] == "chart":
            # Out[n] is the Axes' repr; the figure follows it
            pitch = round((typo["size"] - 1) * 1.45)
            if y1 + pitch + 4 + chart_height(out, x2 - x1 - 8) > y2:
                return y2
            page.text((x1 + 8, y1, x2, y1 + pitch + 2), out["repr"],
                      style_mono(typo, theme, typo["size"] - 1), role="code", wrap=False,
                      max_lines=1, line_height=pitch / (typo["size"] - 1))
            return draw_chart(page, theme, out, (x1 + 8, y1 + pitch + 4, x2, y2))
        # JupyterLab's DataFrame table: every cell and header right-aligned (pandas' <tr
        # style="text-align: right;"> and the table's CSS), the index bold, each column as
        # wide as its widest entry
        ts = TableStyle(row_height=24, header_height=26, zebra=True, grid="rows",
                        header_fill=False, size=typo["size"] - 2)
        cols = frame_columns(out, style(typo["ui"], ts.size or 12, theme.text), ts.pad)
        need = 26 + 24 * len(out["rows"])
        if y1 + need > y2:
            return y2
        rows = [[(row[0], "bold"), *row[1:]] for row in out["rows"]]
        right = min(x2, x1 + 8 + sum(c.width for c in cols))
        return draw_table(page, theme, typo, (x1 + 8, y1, right, y1 + need + 2), cols,
                          rows, ts) + 4


def frame_columns(out: dict[str, Any], base: Style, pad: int) -> list[Column]:
    """The df.head() table's columns, right-aligned and sized to their widest cell (the
    header and the index set bold)."""
    cols = []
    for c, title in enumerate(out["cols"]):
        cells = [row[c] for row in out["rows"]]
        wide = max([measure(title, base.but(bold=True))[0]]
                   + [measure(t, base.but(bold=c == 0))[0] for t in cells])
        cols.append(Column(title, max(32, round(wide) + 2 * pad + 4), "right"))
    return cols


def _height(cell: dict[str, Any], typo: dict[str, Any], width: int) -> int:
    """The height of a code cell with its output (as _code and _output set them) in a
    column ``width`` wide (the output starts right of the 78 px prompt gutter)."""
    pitch = round((typo["size"] - 1) * 1.45)
    out = cell["output"]
    h = len(cell["lines"]) * pitch + 18
    if out is None:
        return h
    if out["kind"] == "value":
        return h + pitch * len(out["text"].split("\n")) + 4
    if out["kind"] == "chart":
        return h + pitch + 4 + chart_height(out, width - 78 - 8)
    return h + 30 + 24 * len(out["rows"])
