"""A print dialog over a dimmed document: a page preview on the left, and printer,
pages, copies, layout, colour, paper and margin settings with Print / Cancel buttons."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.chrome import icon, title_bar, ui_style
from surfaces.kit.document import paper_theme
from surfaces.kit.forms import radio
from surfaces.kit.numbers import ui_list
from surfaces.kit.office import dialog, dialog_buttons, option_row
from surfaces.kit.print_preview import PREVIEWED, paragraph, preview_document, table
from surfaces.kit.typography import sample_typography, style

# office_file (same order in every language): the documents that are lists (budget draft,
# supplier list, travel expenses, price list, invoice archive) print as tables; the preview
# shows the page of one of those or of a quarterly report (kit/print_preview)
TABLES = (0, 4, 5, 9, 10)
LONG = {4: 24, 10: 8}  # an invoice archive: one year's invoices, about 35 a page
# the toolbar of the app behind the dialog: a spreadsheet's for a list, a word processor's
FILE_TOOLS = ("file", "folder", "save", "print", "|", "undo", "redo", "|")
TEXT_TOOLS = FILE_TOOLS + ("bold", "italic", "underline", "|", "align", "align-center", "list",
                           "|", "image", "link", "table")
TABLE_TOOLS = FILE_TOOLS + ("bold", "italic", "|", "percent", "function", "sort", "filter",
                            "|", "chart", "merge", "border")


class PrintDialog(Surface):
    name = "print_dialog"
    family = "forms"
    text_roles = ("text", "structural", "chrome")
    # No punctuation: its running text is names, numbers and dates, without punctuation marks.
    # the preview's page is a miniature (no target: r85 0005); the settings hold no range
    unsupported_categories = ("punctuation", "select_substring", "select_range")
    regions = ("title bar", "window", "dialog", "preview", "field", "buttons")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        printer = content.word("office_printer")
        pdf = "PDF" in printer  # saved to a file: no copies, no sides, no paper
        index = int(choice(rng, sorted(PREVIEWED)))
        # a quarterly report, a budget, a trip's expenses and a price list fit one page (the
        # preview shows all of it); the supplier list and the invoice archive run on
        job = _print_job(rng, pdf, LONG.get(index, 1))
        doc = content.word_at("office_file", index)
        pages = content.ui("office.p_all") if job["all"] else f"{job['first']}-{job['last']}"
        layout = [content.ui("office.p_portrait"), content.ui("office.p_landscape")]
        landscape = bool(rng.random() < 0.3)
        sheets = _sheets(content, job, pdf)
        margins = ui_list(content, "office.p_margin_vals")
        margin = choice(rng, margins)
        # a one-page list ends on its page; a longer one fills its first page
        rows = int(rng.integers(5, 12)) if job["pages"] == 1 else 36
        rows_spec = [
            [content.ui("office.p_printer"), printer, "select"],
            [content.ui("office.p_pages"), pages, "select" if job["all"] else "text"],
            [content.ui("office.p_copies"), str(job["copies"]), "spin"],
            [content.ui("office.p_layout"), layout[int(landscape)], "select"],
            [content.ui("office.p_color"), choice(rng, ui_list(content, "office.p_colors")),
             "select"],
        ]
        p = {
            "typo": sample_typography(rng, "sans", (13, 14)), "landscape": landscape,
            "doc": doc, "app": content.word("frm_app"),
            "table": index in TABLES, "pdf": pdf,
            "title": content.ui("office.p_print"),
            "sheets": sheets, "job": job,
            "rows": [r for r in rows_spec if not (pdf and r[2] == "spin")],
            "more_rows": [
                [content.ui("office.p_paper"), _paper(rng, ui_list(content, "office.p_papers")),
                 "select"],
                [content.ui("office.p_margins"), margin, "select"],
            ],
            "margin": margins.index(margin),
            "preview": preview_document(rng, content, index, rows, job["first"]),
            "sides": ui_list(content, "office.p_sides_vals"), "side": int(job["duplex"]),
            "sides_label": content.ui("office.p_sides"), "more": content.ui("office.p_more"),
            # a PDF is saved, not printed (Chrome's "Save" for "Save as PDF")
            "buttons": [content.ui("common.save" if pdf else "office.p_print"),
                        content.ui("common.cancel")],
            "page_of": content.ui("document.page_of", n=job["first"], total=job["pages"]),
            "expanded": bool(rng.random() < 0.6), "panel_w": int(choice(rng, [360, 380, 400])),
        }
        if job["duplex"] and not p["expanded"]:
            # the sides show only under "More settings" expanded: a collapsed dialog prints
            # on one side, or its sheet count would not follow from what it shows (pages 1-3
            # x 3 copies read "6 sheets")
            job["duplex"], job["sheets"] = False, (job["last"] - job["first"] + 1) * job["copies"]
            p["side"], p["sheets"] = 0, _sheets(content, job, pdf)
        return p

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        title_bar(page, theme, typo, f"{params['doc']} – {params['app']}", mac=False)
        dim = (0, 0, 0) if theme.name == "dark" else (110, 110, 115)
        shade = theme.faded(dim, on=theme.surface, amount=0.5)
        with page.region("window", "body", (0, 30, page.width, page.height)):
            self._window(page, theme, shade, TABLE_TOOLS if params["table"] else TEXT_TOOLS)
        box = (60, 60, page.width - 60, page.height - 40)
        with dialog(page, theme, typo, box, params["title"], mac=False) as top:
            pw = params["panel_w"]
            split = box[2] - pw
            self._preview(page, theme, typo, params, (box[0] + 1, top, split, box[3] - 1))
            self._settings(page, theme, typo, params, (split, top, box[2], box[3]))
        return page

    def _window(self, page: Page, theme: Theme, shade: tuple[int, int, int],
                tools: tuple[str, ...]) -> None:
        """The application behind the dialog, dimmed: its toolbar, and the document's page
        on the grey desk with its text lines."""
        w, h = page.width, page.height
        dim = lambda c, a=0.55: theme.faded(c, on=shade, amount=a)  # noqa: E731
        page.rect((0, 30, w, h), shade, name="dimmed document")
        page.rect((0, 30, w, 64), dim(theme.panel, 0.35), name="toolbar")
        x = 14
        for kind in tools:  # the editor's own controls, dimmed with it
            if kind == "|":
                page.line((x + 2, 40), (x + 2, 56), dim(theme.border, 0.4))
                x += 14
                continue
            icon(page, theme, kind, x, 39, 16, dim(theme.text, 0.45))
            x += 30
        dark = theme.name == "dark"
        paper = dim((255, 255, 255), 0.6 if dark else 0.3)
        page.rect((w // 2 - 320, 80, w // 2 + 320, h), paper, name="page")
        ink = dim((90, 94, 100), 0.5 if dark else 0.3)
        y = 100
        for k in range(40):
            length = 560 if k % 6 != 5 else 300  # paragraphs end short
            page.rect((w // 2 - 280, y, w // 2 - 280 + length, y + 5), ink, name="text line")
            y += 16 if k % 6 != 5 else 30
            if y > h - 10:
                break

    def _preview(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        with page.region("preview", "media", box):
            page.rect(box, (210, 212, 216) if theme.name == "light" else (60, 62, 66),
                      name="preview")
            landscape = p["landscape"]
            h = y2 - y1 - 60
            w = round(h / 1.414) if not landscape else min(x2 - x1 - 40, round(h * 1.414))
            if landscape:
                h = round(w / 1.414)
            px = (x1 + x2 - w) // 2
            py = y1 + 20 if not landscape else (y1 + y2 - h) // 2 - 20
            ink = paper_theme(theme)
            page.rect((px + 2, py + 3, px + w + 2, py + h + 3), (150, 150, 155), name="shadow")
            page.rect((px, py, px + w, py + h), ink.bg, name="page")
            # the margins the dialog sets (default about 25 mm of A4's 210, narrow 12, none
            # the printer's own 4), the page's own text at the preview's scale
            m = max(6, round(min(w, h) * (0.12, 0.06, 0.02)[p.get("margin", 0)]))
            _page_text(page, typo, p, (px + m, py + m, px + w - m, py + h - m))
            st = ui_style(typo, theme, size=typo["size"] - 1,
                          color=(60, 60, 64) if theme.name == "light" else (220, 220, 224))
            page.label(px, py + h + 6, p["page_of"], st, role="text")

    def _settings(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                  box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        x = x1 + 20
        st = ui_style(typo, theme, color=theme.muted)
        page.label(x, y1 - 8, p["sheets"], st, role="text")
        y = y1 + 28
        label_w = 120
        ctrl_w = x2 - x - 20 - label_w
        for label, value, kind in p["rows"]:
            y = option_row(page, theme, typo, x, y, label, value, label_w, ctrl_w, kind)
        page.line((x, y), (x2 - 20, y), theme.border)
        y += 8
        page.label(x, y, p["more"], ui_style(typo, theme, bold=True), role="structural")
        cy = y + round(typo["size"] * 1.1)
        if p["expanded"]:
            page.polygon([(x2 - 36, cy + 3), (x2 - 28, cy - 4), (x2 - 20, cy + 3)], theme.muted)
            y += 36
            for label, value, kind in p["more_rows"]:
                y = option_row(page, theme, typo, x, y, label, value, label_w, ctrl_w, kind)
        if p["expanded"] and not p.get("pdf"):  # a PDF has no sides to print on
            with page.region(f"field {p['sides_label']}", "field", (x, y, x2 - 20, y + 70),
                             label=p["sides_label"]):
                page.label(x, y, p["sides_label"], ui_style(typo, theme), role="structural")
                ry = y
                for k, opt in enumerate(p["sides"]):
                    ry = radio(page, theme, typo, x + label_w, ry, opt, k == p["side"],
                               ctrl_w)
        if not p["expanded"]:
            page.polygon([(x2 - 36, cy - 3), (x2 - 28, cy + 4), (x2 - 20, cy - 3)], theme.muted)
        page.line((x1, y2 - 60), (x2, y2 - 60), theme.border)
        dialog_buttons(page, theme, typo, x2 - 20, y2 - 46, p["buttons"], primary=0)



def _paper(rng: np.random.Generator, papers: list[str]) -> str:
    """The paper size: mostly the country's default (the list's first: Letter in the US, A4
    in Europe), sometimes the list's second size (Legal, A5); never the last, a foreign
    format ("Lettre US" on a French printer)."""
    return papers[0] if rng.random() < 0.85 else papers[1]


def _sheets(content: Content, job: dict[str, Any], pdf: bool) -> str:
    """What the job takes: a PDF's pages, or the sheets of paper."""
    printed = job["last"] - job["first"] + 1
    if pdf:
        return content.ui("w19d.pdf_page") if printed == 1 else \
            content.ui("w19d.pdf_pages", n=printed)
    return content.ui("print.sheet_one") if job["sheets"] == 1 else \
        content.ui("office.p_sheets", n=job["sheets"])


def _print_job(rng: np.random.Generator, pdf: bool = False, most: int = 24) -> dict[str, Any]:
    """The job first: document length, page range, copies, duplex; the sheet count follows
    (a PDF is one copy, one-sided)."""
    n_pages = int(rng.integers(1, most + 1))
    whole = n_pages < 3 or rng.random() < 0.6
    first = 1 if whole else int(rng.integers(1, n_pages))
    last = n_pages if whole else int(rng.integers(first + 1, n_pages + 1))
    copies = 1 if pdf else int(choice(rng, [1, 1, 1, 2, 3, 10]))
    duplex = bool(n_pages > 1 and rng.random() < 0.4) and not pdf
    printed = last - first + 1
    per_copy = (printed + 1) // 2 if duplex else printed
    return {"pages": n_pages, "all": whole, "first": first, "last": last, "copies": copies,
            "duplex": duplex, "sheets": per_copy * copies}


INK = (36, 36, 40)
RULE = (200, 202, 206)


def _page_text(page: Page, typo: dict[str, Any], p: dict[str, Any],
               box: tuple[int, int, int, int]) -> None:
    """The first page printed, in the document's own words at the preview's small scale:
    page 1 opens with the title; a later page (printing pages 3-7) has the title only in
    its running header and goes on with the text."""
    x1, y1, x2, y2 = box
    doc, first = p["preview"], p["job"]["first"] == 1
    body = style(typo["body"], 7, INK)
    if first:
        y = page.text((x1, y1, x2, y1 + 30), doc["title"], body.but(size=11, bold=True),
                      role="miniature", max_lines=2, line_height=1.2).bottom + 8
    else:
        page.label(x1, y1 - 6, doc["title"], body.but(size=6, color=(120, 122, 128)),
                   role="miniature", max_width=x2 - x1)
        page.line((x1, y1 + 9), (x2, y1 + 9), RULE)
        y = y1 + 16
    if "sections" not in doc:
        table(page, x1, x2, y, y2, doc["header"], doc["rows"], doc["right"], body, RULE)
        return
    for sec in doc["sections"][0 if first else 1:]:
        if y + 30 > y2:
            break
        page.label(x1, y - 5, sec["heading"], body.but(size=8, bold=True), role="miniature",
                   max_width=x2 - x1)
        y = paragraph(page, x1, x2, y + 13, y2, sec["text"], body) + 6
        if sec["table"] and y + 40 < y2:
            t = sec["table"]
            y = table(page, x1, x2, y, y2, t[0], t[1:], list(range(1, len(t[0]))), body,
                      RULE) + 6
