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
from surfaces.kit.typography import sample_typography

# office_file (same order in every language): the documents that are lists (budget draft,
# supplier list, travel expenses, price list, invoice archive) print as tables
TABLES = (0, 4, 5, 9, 10)
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
    unsupported_categories = ("punctuation", "select_substring")
    regions = ("title bar", "window", "dialog", "preview", "field", "buttons")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        job = _print_job(rng)
        doc = content.word("office_file")
        pages = content.ui("office.p_all") if job["all"] else f"{job['first']}-{job['last']}"
        layout = [content.ui("office.p_portrait"), content.ui("office.p_landscape")]
        landscape = bool(rng.random() < 0.3)
        sheets = (content.ui("print.sheet_one") if job["sheets"] == 1
                  else content.ui("office.p_sheets", n=job["sheets"]))
        return {
            "typo": sample_typography(rng, "sans", (13, 14)), "landscape": landscape,
            "doc": doc, "app": content.word("frm_app"),
            "table": doc in [content.word_at("office_file", i) for i in TABLES],
            "title": content.ui("office.p_print"),
            "sheets": sheets, "job": job,
            "rows": [
                [content.ui("office.p_printer"), content.word("office_printer"), "select"],
                [content.ui("office.p_pages"), pages, "select" if job["all"] else "text"],
                [content.ui("office.p_copies"), str(job["copies"]), "spin"],
                [content.ui("office.p_layout"), layout[int(landscape)], "select"],
                [content.ui("office.p_color"), choice(rng, ui_list(content, "office.p_colors")),
                 "select"],
            ],
            "more_rows": [
                [content.ui("office.p_paper"), _paper(rng, ui_list(content, "office.p_papers")),
                 "select"],
                [content.ui("office.p_margins"),
                 choice(rng, ui_list(content, "office.p_margin_vals")), "select"],
            ],
            "sides": ui_list(content, "office.p_sides_vals"), "side": int(job["duplex"]),
            "sides_label": content.ui("office.p_sides"), "more": content.ui("office.p_more"),
            "buttons": [content.ui("office.p_print"), content.ui("common.cancel")],
            "page_of": content.ui("document.page_of", n=job["first"], total=job["pages"]),
            # a one-page document ends on its page; a longer one fills its first page
            "bars": [int(rng.integers(40, 100)) for _ in range(26 if job["pages"] == 1 else 70)],
            "expanded": bool(rng.random() < 0.6), "panel_w": int(choice(rng, [360, 380, 400])),
            "heading_rows": [int(rng.integers(0, 3)), int(rng.integers(8, 12))],
        }

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
            grey = (190, 192, 196)
            m = max(18, w // 9)
            # the document's own first line, small as the preview shows it; a later page
            # (printing pages 3-7) has the title only in its running header
            first = p["job"]["first"] == 1
            title = page.text((px + m, py + m - 4 - (0 if first else m // 2), px + w - m,
                               py + m + 16), p["doc"],
                              ui_style(typo, theme, size=10 if first else 8, bold=first,
                                       color=(40, 40, 44) if first else (120, 122, 128)),
                              role="text", max_lines=1)
            y = title.bottom + 8
            if not first:
                page.line((px + m, y - 4), (px + w - m, y - 4), (215, 216, 220))
            for k, frac in enumerate(p["bars"]):
                if y > py + h - m:
                    break
                if p["table"]:  # a list document prints as a table: a header row, then cells
                    for c in range(3):
                        cw = (w - 2 * m) // 3
                        cl = round((cw - 8) * (0.4 + 0.5 * ((frac + 17 * c) % 100) / 100))
                        cl = round(cl * 0.6) if k == 0 else cl
                        page.rect((px + m + c * cw, y, px + m + c * cw + cl, y + 4),
                                  (120, 124, 130) if k == 0 else grey, name="text line")
                    page.line((px + m, y + 9), (px + w - m, y + 9),
                              (150, 152, 158) if k == 0 else (225, 226, 230))
                    y += 14
                    continue
                head = k in p["heading_rows"] and (first or k > 0)
                lh = 7 if head else 4
                length = round((w - 2 * m) * (frac / 100 if not head else 0.5))
                colour = (120, 124, 130) if head else grey
                page.rect((px + m, y, px + m + length, y + lh), colour, name="text line")
                y += lh + (10 if head else 7)
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
            with page.region(f"field {p['sides_label']}", "field", (x, y, x2 - 20, y + 70),
                             label=p["sides_label"]):
                page.label(x, y, p["sides_label"], ui_style(typo, theme), role="structural")
                ry = y
                for k, opt in enumerate(p["sides"]):
                    ry = radio(page, theme, typo, x + label_w, ry, opt, k == p["side"],
                               ctrl_w)
        else:
            page.polygon([(x2 - 36, cy - 3), (x2 - 28, cy + 4), (x2 - 20, cy - 3)], theme.muted)
        page.line((x1, y2 - 60), (x2, y2 - 60), theme.border)
        dialog_buttons(page, theme, typo, x2 - 20, y2 - 46, p["buttons"], primary=0)



def _paper(rng: np.random.Generator, papers: list[str]) -> str:
    """The paper size: mostly the country's default (the list's first: Letter in the US, A4
    in Europe), sometimes the list's second size (Legal, A5); never the last, a foreign
    format ("Lettre US" on a French printer)."""
    return papers[0] if rng.random() < 0.85 else papers[1]


def _print_job(rng: np.random.Generator) -> dict[str, Any]:
    """The job first: document length, page range, copies, duplex; the sheet count follows."""
    n_pages = int(rng.integers(1, 25))
    whole = n_pages < 3 or rng.random() < 0.6
    first = 1 if whole else int(rng.integers(1, n_pages))
    last = n_pages if whole else int(rng.integers(first + 1, n_pages + 1))
    copies = int(choice(rng, [1, 1, 1, 2, 3, 10]))
    duplex = bool(n_pages > 1 and rng.random() < 0.4)
    printed = last - first + 1
    per_copy = (printed + 1) // 2 if duplex else printed
    return {"pages": n_pages, "all": whole, "first": first, "last": last, "copies": copies,
            "duplex": duplex, "sheets": per_copy * copies}
