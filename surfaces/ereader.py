"""An e-book reader app: slim top bar, one or two reflowed columns, reading progress below."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook, measure
from surfaces.kit.chrome import icon, ui_style
from surfaces.kit.document import (
    centred_label,
    heading,
)
from surfaces.kit.novel import chapter_title, novel_paragraphs, novel_world
from surfaces.kit.phone import PHONE_REGIONS, home_indicator, phone_layout, phone_params, status_bar
from surfaces.kit.prose import sample_marks
from surfaces.kit.prose_flow import flow
from surfaces.kit.typography import sample_typography, style

MODES = {"white": ((255, 255, 255), (30, 30, 30)), "sepia": ((248, 240, 222), (72, 56, 40)),
         "grey": ((92, 92, 96), (235, 235, 235)), "black": ((0, 0, 0), (190, 190, 190)),
         "night": ((28, 28, 30), (214, 208, 196))}


def reading_position(rng: np.random.Generator) -> tuple[int, int, int, int]:
    """(locations in the book, chapter number, location, minutes left in the chapter): the
    page is the chapter's first, so the location lies at the start of that chapter's share
    of the book; the rest of the chapter reads at ~0.08 min a location."""
    total, chapters = int(rng.integers(3000, 9000)), int(rng.integers(12, 36))
    chapter = int(rng.integers(1, chapters + 1))
    start, end = total * (chapter - 1) // chapters, total * chapter // chapters
    loc = start + int(rng.integers(1, 4))
    return total, chapter, loc, max(1, round((end - loc) * 0.08))


class Ereader(Surface):
    name = "ereader"
    min_width = 390  # portrait tablet, and a phone layout (generator/screens.py)
    family = "documents"
    text_roles = ("prose", "structural", "chrome")
    # No blank_line: a book indents paragraphs; an empty line is a rare scene break.
    # No structural_text: kept as before (the chapter heading is the page's only one).
    # No select_substring: a novel's page rarely holds a compound, amount or address to cut.
    unsupported_categories = ("blank_line", "structural_text", "select_substring")
    regions = ("top bar", "page", "chapter heading", "progress")
    phone_regions = PHONE_REGIONS[:1]

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        columns = 2 if rng.random() < 0.4 else 1
        world = novel_world(rng, content)
        texts = novel_paragraphs(rng, content, world, 13 * columns, "opening")
        total, chapter, loc, left = reading_position(rng)
        # a Kindle counts locations, other readers the printed edition's pages (about 16
        # locations a page): the percentage is the shown position over the shown total
        pages = total // int(rng.integers(14, 19))
        shown = (loc, total, "document.location") if rng.random() < 0.5 else \
            (max(1, round(pages * loc / total)), pages, "w6.page_of")
        params = {
            "typo": sample_typography(rng, "serif", (13,)),
            "font": choice(rng, fontbook().families_of(choice(rng, ["serif", "serif", "sans"]))),
            "size": int(choice(rng, [17, 18, 19, 20, 22])),
            "columns": columns, "texts": texts, "cast": world["cast"], "town": world["town"],
            "absent": world["cast"][2]["name"],
            # the world as data: the matter by its title (its lines are templates, written
            # into the page's text above)
            "world": {**{k: world[k] for k in ("place", "time", "city", "month", "titles")},
                      "matter": world["matter"]["title"]},
            "marks": [sample_marks(rng, t, "book", keys=[]) for t in texts],  # no styled names
            "light_mode": choice(rng, ["white", "sepia", "sepia"]),
            "dark_mode": choice(rng, ["black", "night", "grey"]),
            "book": content.title("book"), "library": content.ui("document.library"),
            "chapter": chapter_title(rng, world, texts[:5 * columns]),  # it opens the chapter
            "chapter_label": content.ui("document.chapter", n=chapter),
            "location": content.ui(shown[2], n=shown[0], total=shown[1]),
            "percent": f"{round(100 * shown[0] / shown[1])}%", "unit": shown[2],
            "left": content.ui("document.min_left", n=left),
            "margin": int(choice(rng, [70, 100, 130])),
            "line_height": float(choice(rng, [1.45, 1.6, 1.75])),
            "gap": float(choice(rng, [0.4, 0.6, 1.0])),
        }
        if phone_layout(self):  # drawn last: desktop pages draw what they always drew
            params["phone"] = phone_params(rng, content.lang)
        return params

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        page.meta["medium"] = "screen"  # a digital document in a viewer: no paper grain
        mode = params["dark_mode" if theme.name == "dark" else "light_mode"]
        paper, ink = MODES[mode]
        muted = tuple(round(i * 0.55 + p * 0.45) for i, p in zip(ink, paper, strict=True))
        look = replace(theme, bg=paper, surface=paper, panel=paper, text=ink, muted=muted)
        typo = params["typo"]
        page.rect((0, 0, page.width, page.height), paper, name="page")
        phone = params.get("phone")
        top = status_bar(page, look, typo, phone) if phone else 0  # a phone: one column
        self._top(page, look, typo, params, top)
        m = 24 if phone else params["margin"]
        cols = 1 if phone else params["columns"]
        gap = 80
        width = (page.width - 2 * m - (cols - 1) * gap) // cols
        body = style(params["font"], params["size"], ink)
        texts, marks = params["texts"], params["marks"]
        done = 0  # paragraphs set so far: the next column goes on from there
        for c in range(cols):
            x1 = m + c * (width + gap)
            box = (x1, top + 70, x1 + width, page.height - 56 - 2 * top // 3)
            with page.region("page", "page", box, label=str(c + 1)):
                y = top + 78
                if params["chapter"] and c == 0:
                    with page.region("chapter heading", "structural",
                                     (x1, y, x1 + width, y + 122)):
                        centred_label(page, x1 + width // 2, y + 6, params["chapter_label"],
                                      body.but(size=body.size - 3, color=muted), "structural")
                        head = heading(page, (x1, y + 46, x1 + width, y + 122), params["chapter"],
                                       body.but(size=body.size + 8, bold=True), align="center")
                    y = head.bottom + 36
                done += flow(page, (x1, y, x1 + width, box[3] - 8), texts[done:],
                             marks[done:], body, look, typo["mono"], partial=c == cols - 1,
                             line_height=params["line_height"], gap=params["gap"])
        self._progress(page, look, typo, params, 28 if phone else 0)
        if phone:
            home_indicator(page, muted)
        return page

    def _top(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
             top: int = 0) -> None:
        w = page.width
        with page.region("top bar", "chrome", (0, top, w, top + 48)):
            st = ui_style(typo, theme, color=theme.muted)
            page.polygon([(22, top + 24), (30, top + 16), (30, top + 32)], theme.muted)
            if top:  # a phone: the title between the back link and the icons, truncated
                lib = page.label(38, top + 10, params["library"], st, max_width=w // 4)
                lo, hi = lib.right + 14, w - 142  # between the back link and "Aa"
                tw = min(round(measure(params["book"], st)[0]), hi - lo)
                page.label(min(hi - tw, max(lo, w // 2 - tw // 2)), top + 10, params["book"], st,
                           max_width=tw + 2)
            else:
                page.label(38, top + 10, params["library"], st)
                centred_label(page, w // 2, top + 10, params["book"], st, role="chrome")
            page.label(w - 132, top + 10, "Aa", st.but(family="dejavu_serif", size=st.size + 2))
            # search, then the one bookmark control (r65 0026: two bookmark icons)
            icon(page, theme, "search", w - 92, top + 18)
            page.polygon([(w - 48, top + 14), (w - 34, top + 14), (w - 34, top + 34),
                          (w - 41, top + 28), (w - 48, top + 34)], theme.muted)

    def _progress(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                  bottom: int = 0) -> None:
        y = page.height - 44 - bottom
        with page.region("progress", "chrome", (0, y, page.width, page.height)):
            st = ui_style(typo, theme, size=12, color=theme.muted)
            left = page.label(24, y + 6, params["left"], st)
            text = f"{params['location']} · {params['percent']}"
            width = round(measure(text, st)[0])
            if page.width - 24 - width < left.right + 16:  # a narrow screen: the percentage
                text = params["percent"]
                width = round(measure(text, st)[0])
            page.label(page.width - 24 - width, y + 6, text, st)
            frac = int(params["percent"].rstrip("%")) / 100
            yb = y + 36
            page.line((24, yb), (page.width - 24, yb), theme.faded(theme.muted, amount=0.6), 2)
            page.line((24, yb), (24 + round((page.width - 48) * frac), yb), theme.muted, 2)
