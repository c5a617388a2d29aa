"""A PDF viewer: toolbar with page and zoom controls, thumbnail strip, a report page on a canvas."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import WIDTH, Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook, measure
from surfaces.kit.doc_genres import sample_document
from surfaces.kit.document import (
    canvas_colour,
    fit_prose,
    footnote_height,
    footnotes,
    heading,
    page_number,
    paper_theme,
    sheet,
    viewer_toolbar,
)
from surfaces.kit.numbers import format_percent
from surfaces.kit.thumbs import (
    drawn_bars,
    folio_bar,
    sketched_bars,
    table_rows,
    thumbnail_column,
)
from surfaces.kit.typography import sample_typography, style


class PdfViewer(Surface):
    name = "pdf_viewer"
    family = "documents"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: paragraphs are spaced by less than a line, as the real page styles them.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("toolbar", "sidebar", "document", "header", "footnotes", "page number")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # the document first, a quarterly report or a project's status update (kit/
        # doc_genres.py), every sentence written from its world
        doc = sample_document(rng, content)
        sections = doc["sections"]
        for sec in sections:
            sec["marks"] = [[] for _ in sec["texts"]]
            if doc["genre"] != "report":  # the key-figures table has figures' columns
                sec.pop("table", None)
        # the title block is the first page's; a later page continues the report's sections;
        # the page ends with its last section, so only an appendix can follow it
        first_page = bool(rng.random() < 0.5)
        current = 1 if first_page else int(rng.integers(2, 4))
        total = current + int(rng.integers(1 if first_page else 0, 4))
        fit, side = bool(rng.random() < 0.4), bool(rng.random() < 0.6)
        size = int(choice(rng, [11, 12, 13]))
        screen = getattr(self, "screen", None)
        wide = screen.logical[0] if screen is not None else WIDTH
        width = 490 if fit else min(660, wide - (170 if side else 0) - 80)
        # the other pages' paragraphs (their line counts), for their thumbnails; the
        # appendix pages' rows: each full but the last, the tasks the text counts
        thumbs = [[int(v) for v in rng.integers(2, 7, 10)] for _ in range(total)]
        cap = table_rows(round(width * 1.414), size - (2 if fit else 0))
        for k in range(current, total):
            rows = cap if k < total - 1 else int(rng.integers(max(2, cap // 4), cap + 1))
            thumbs[k] = [rows, *thumbs[k]]  # the rows, then the tasks' names' lengths
        if total > current:  # "Page 1 of 6" over the whole report: the rest is its appendix
            pages = content.ui("hp.page", a=current + 1) if total == current + 1 else \
                content.ui("hp.pages", a=current + 1, b=total)
            last = sections[-1]
            tasks = sum(t[0] for t in thumbs[current:])
            last["paras"] = [*last["paras"], doc["appendix"](pages, tasks)]
            last["texts"] = [" ".join(last["paras"])]
        section0 = 1 if first_page else int(rng.integers(2, 4))
        sections = sections[section0 - 1:]
        company = doc["org"]()  # a firm that has such a team
        title = doc["title"]
        date = content.format_date(doc["day"])  # the report went out after its quarter
        return {
            "town": doc["city"], "genre": doc["genre"],  # the page's subject, named in a few sentences
            "typo": sample_typography(rng, "sans", (13, 14)),
            "font": choice(rng, fontbook().families_of(choice(rng, ["serif", "sans"]))),
            "size": size, "width": width,
            "file": f"{doc['file']}.pdf",
            "title": title, "company": company, "date": date, "sections": sections,
            # a page seen whole (fit) shows its foot: its footnotes
            "notes": doc["notes"][:int(rng.integers(1 if fit else 0, 3))],
            "page": current, "total": total,
            "zoom": format_percent(int(choice(rng, [100, 110, 125])), content.lang, 0),
            "sidebar": side, "numbered": bool(rng.random() < 0.5),
            "folio": content.ui("document.page_of", n=current, total=total),
            "gap": float(choice(rng, [0.5, 0.8, 1.0])),
            "first": first_page, "fit": fit, "section0": section0,
            "thumb_paras": thumbs,
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        page.meta["medium"] = "screen"  # a digital document in a viewer: no paper grain
        typo = params["typo"]
        viewer_toolbar(page, theme, typo, (0, 0, page.width, 48), params["file"],
                       str(params["page"]), f"/ {params['total']}", params["zoom"])
        left = 170 if params["sidebar"] else 0
        canvas = canvas_colour(theme)
        with page.region("document", "page", (left, 48, page.width, page.height)):
            page.rect((left, 48, page.width, page.height), canvas, name="canvas")
            width = params["width"]
            x1 = left + (page.width - left - width) // 2
            y1 = 62 if params["fit"] else 72
            box = (x1, y1, x1 + width, y1 + round(width * 1.414))
            sheet(page, box, (255, 255, 255), canvas)
            start = len(page.ops)
            metrics = self._report(page, theme, params, box)
        if params["sidebar"]:
            self._sidebar(page, theme, params, (0, 48, left, page.height), box,
                          drawn_bars(page, page.ops[start:]), metrics)
        return page

    def _sidebar(self, page: Page, theme: Theme, params: dict[str, Any], side, box,
                 shown: list, metrics: dict[str, int]) -> None:
        """The thumbnails the column holds, the open page among them and never past the
        document's last page: the open page's miniature from what it shows, the others
        sketched (page 1 under the title, the pages before this one text, the ones after
        it the appendix the last section announces)."""
        th = round((side[2] - 74) * 1.414)
        fits = max(1, (side[3] - side[1] - th - 42) // (th + 34) + 1)
        count = min(4, params["total"], fits)
        first = max(1, min(params["page"] - 1, params["total"] - count + 1))
        if box[3] > page.height:  # the foot of the open page is below the screen
            shown = shown + folio_bar(box, metrics)
        pages = []
        for n in range(first, first + count):
            kind = "title" if n == 1 else "table" if n > params["page"] else "text"
            pages.append((str(n), shown if n == params["page"] else
                          sketched_bars(box, metrics, kind, params["thumb_paras"][n - 1])))
        thumbnail_column(page, theme, params["typo"], side, box, pages, params["page"] - first)

    def _table(self, page: Page, ink: Theme, rows: list[list[str]],
               box: tuple[int, int, int], body: Any, notes: int = 0) -> int:
        """The key figures: one row per figure, the two quarters and the change; ``notes``
        footnotes on them marked in the head (the source on "Figure", the rounding on
        "Change")."""
        x1, y, x2 = box
        # each figure column's right edge, from the right: at least its widest cell (the
        # bold header too) and a gap wide enough to read as a column apart (r93 0009:
        # "Q2 2025 Veränderung" a space apart)
        rights = [x2 - 6]
        for c in range(len(rows[0]) - 1, 1, -1):
            widest = max(measure(r[c], body.but(bold=not k))[0] for k, r in enumerate(rows))
            rights.insert(0, min(x1 + round((x2 - x1) * (0.42, 0.62, 0.82)[c - 1]) - 6,
                                 rights[0] - round(widest) - max(18, body.size + 4)))
        row = round(body.size * 2.3)
        for k, cells in enumerate(rows):
            st = body.but(bold=True) if k == 0 else body
            first = min(rights[0] - round(max(measure(r[1], st)[0] for r in rows)) - 18,
                        x1 + round((x2 - x1) * 0.42))
            sup = st.but(script=1)
            for c, cell in enumerate(cells):
                mark = str((0, 0, 0, 2)[c] or 1) if k == 0 and (
                    (c == 0 and notes) or (c == 3 and notes > 1)) else ""
                if c == 0:
                    b = page.label(x1 + 4, y + 2, cell, st, role="text",
                                   max_width=first - x1 - 8 - 8 * bool(mark))
                    if mark:
                        page.label(b.right + 1, y + 2, mark, sup, role="text")
                else:  # figures right-aligned in their column
                    w = round(measure(mark, sup)[0]) + 1 if mark else 0
                    page.label(rights[c - 1] - w - round(measure(cell, st)[0]), y + 2, cell,
                               st, role="text")
                    if mark:
                        page.label(rights[c - 1] - w + 1, y + 2, mark, sup, role="text")
            y += row
            page.line((x1, y), (x2, y), ink.border if k else ink.text)
        return y

    def _report(self, page: Page, theme: Theme, params: dict[str, Any],
                box) -> dict[str, int]:
        ink = paper_theme(theme)
        x1, y1, x2, y2 = box
        m = 44 if params["fit"] else 60
        left, right = x1 + m, x2 - m
        size = params["size"] - (2 if params["fit"] else 0)
        body = style(params["font"], size, ink.text)
        small = body.but(size=size - 2, color=ink.muted)
        with page.region("header", "structural", (left, y1 + 20, right, y1 + 44)):
            # the first page's head: the firm and the date above the title block; a later
            # page's running head names the report it continues (r54 0015: page 2 of 2
            # opening on "Background" under no title)
            head, side = ((params["company"], params["date"]) if params["first"]
                          else (params["title"], params["company"]))
            width = round(measure(side, small)[0])
            page.label(right - width, y1 + 22, side, small, role="text")
            page.label(left, y1 + 22, head, small, role="text",
                       max_width=max(40, right - width - 24 - left))
            page.line((left, y1 + 46), (right, y1 + 46), ink.border)
        y = y1 + 66
        if params["first"]:
            block = heading(page, (left, y, right, y + 80), params["title"],
                            body.but(size=size + 11, bold=True, color=ink.accent))
            y = block.bottom + 18
        bottom = min(y2 - 50, page.height - 10)
        notes = params["notes"] if y2 <= page.height else []
        note_st = body.but(size=size - 2)
        height = footnote_height(notes, note_st, right - left) if notes else 0
        foot, bottom = bottom, bottom - (height + 10 if notes else 0)
        marked = False  # the notes are on the figures: numbered where the table marks them
        for k, sec in enumerate(params["sections"]):
            if y > bottom - 60:
                break
            n = params["section0"] + k
            title = f"{n}. {sec['heading']}" if params["numbered"] else sec["heading"]
            h = heading(page, (left, y, right, y + 40), title,
                        body.but(size=size + 3, bold=True), max_lines=1)
            block = fit_prose(page, (left, h.bottom + 6, right, bottom), sec["texts"],
                              sec["marks"], body, ink, "dejavu_sans_mono", line_height=1.5,
                              gap=params["gap"])
            y = block.bottom + round(size * 1.6)
            if sec.get("table") and y < bottom - 30 * len(sec["table"]):
                y = self._table(page, ink, sec["table"], (left, y - 6, right), body,
                                len(notes)) + 16
                marked = bool(notes)
        if notes:  # with no table on the page, plain notes (r93 0009: a note with no mark)
            footnotes(page, ink, (left, foot - height, right, foot), notes, note_st,
                      numbered=marked)
        if y2 <= page.height:
            page_number(page, (left, y2 - 40, right, y2 - 16), params["folio"], small)
        return {"left": left, "right": right, "size": size, "pitch": round(size * 1.5)}
