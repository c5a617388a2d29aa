"""An e-book reader app: slim top bar, one or two reflowed columns, reading progress below."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook, measure
from surfaces.kit.chrome import icon, ui_style
from surfaces.kit.document import centred_label, fit_prose, heading, sample_paragraphs
from surfaces.kit.prose import sample_marks
from surfaces.kit.typography import sample_typography, style

MODES = {"white": ((255, 255, 255), (30, 30, 30)), "sepia": ((248, 240, 222), (72, 56, 40)),
         "grey": ((92, 92, 96), (235, 235, 235)), "black": ((0, 0, 0), (190, 190, 190)),
         "night": ((28, 28, 30), (214, 208, 196))}


class Ereader(Surface):
    name = "ereader"
    min_width = 768  # lays out on a portrait tablet too (generator/screens.py)
    family = "documents"
    text_roles = ("prose", "structural", "chrome")
    # No blank_line: a book indents paragraphs; an empty line is a rare scene break.
    # No structural_text: a chapter heading shows only on a chapter's first page.
    unsupported_categories = ("blank_line", "structural_text")
    regions = ("top bar", "page", "chapter heading", "progress")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        columns = 2 if rng.random() < 0.4 else 1
        texts = sample_paragraphs(rng, content, "book", 10 * columns, (2, 5))
        total = int(rng.integers(3000, 9000))
        loc = int(rng.integers(10, total))
        return {
            "typo": sample_typography(rng, "serif", (13,)),
            "font": choice(rng, fontbook().families_of(choice(rng, ["serif", "serif", "sans"]))),
            "size": int(choice(rng, [17, 18, 19, 20, 22])),
            "columns": columns, "texts": texts,
            "marks": [sample_marks(rng, t, "book") for t in texts],
            "light_mode": choice(rng, ["white", "sepia", "sepia"]),
            "dark_mode": choice(rng, ["black", "night", "grey"]),
            "book": content.title("book"), "library": content.ui("document.library"),
            "chapter": content.title("chapter") if rng.random() < 0.3 else "",
            "chapter_label": content.ui("document.chapter", n=int(rng.integers(1, 25))),
            "location": content.ui("document.location", n=loc, total=total),
            "percent": f"{round(100 * loc / total)}%",
            "left": content.ui("document.min_left", n=int(rng.integers(2, 40))),
            "margin": int(choice(rng, [70, 100, 130])),
            "line_height": float(choice(rng, [1.45, 1.6, 1.75])),
            "gap": float(choice(rng, [0.4, 0.6, 1.0])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        mode = params["dark_mode" if theme.name == "dark" else "light_mode"]
        paper, ink = MODES[mode]
        muted = tuple(round(i * 0.55 + p * 0.45) for i, p in zip(ink, paper, strict=True))
        look = replace(theme, bg=paper, surface=paper, panel=paper, text=ink, muted=muted)
        typo = params["typo"]
        page.rect((0, 0, page.width, page.height), paper, name="page")
        self._top(page, look, typo, params)
        m = params["margin"]
        cols = params["columns"]
        gap = 80
        width = (page.width - 2 * m - (cols - 1) * gap) // cols
        body = style(params["font"], params["size"], ink)
        texts, marks = params["texts"], params["marks"]
        half = len(texts) // cols
        for c in range(cols):
            x1 = m + c * (width + gap)
            box = (x1, 70, x1 + width, page.height - 56)
            with page.region("page", "page", box, label=str(c + 1)):
                y = 78
                if params["chapter"] and c == 0:
                    with page.region("chapter heading", "structural", (x1, 78, x1 + width, 200)):
                        centred_label(page, x1 + width // 2, 84, params["chapter_label"],
                                      body.but(size=body.size - 3, color=muted), "structural")
                        head = heading(page, (x1, 124, x1 + width, 200), params["chapter"],
                                       body.but(size=body.size + 8, bold=True), align="center")
                    y = head.bottom + 36
                part = slice(c * half, None if c == cols - 1 else (c + 1) * half)
                fit_prose(page, (x1, y, x1 + width, page.height - 64), texts[part], marks[part],
                          body, look, typo["mono"], line_height=params["line_height"],
                          gap=params["gap"])
        self._progress(page, look, typo, params)
        return page

    def _top(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any]):
        with page.region("top bar", "chrome", (0, 0, page.width, 48)):
            st = ui_style(typo, theme, color=theme.muted)
            page.polygon([(22, 24), (30, 16), (30, 32)], theme.muted)
            page.label(38, 10, params["library"], st)
            centred_label(page, page.width // 2, 10, params["book"], st, role="chrome")
            page.label(page.width - 132, 10, "Aa", st.but(family="dejavu_serif", size=st.size + 2))
            icon(page, theme, 2, page.width - 92, 18)
            page.polygon([(page.width - 48, 14), (page.width - 34, 14), (page.width - 34, 34),
                          (page.width - 41, 28), (page.width - 48, 34)], theme.muted)

    def _progress(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any]):
        y = page.height - 44
        with page.region("progress", "chrome", (0, y, page.width, page.height)):
            st = ui_style(typo, theme, size=12, color=theme.muted)
            page.label(24, y + 6, params["left"], st)
            text = f"{params['location']} · {params['percent']}"
            width = round(measure(text, st)[0])
            page.label(page.width - 24 - width, y + 6, text, st)
            frac = int(params["percent"].rstrip("%")) / 100
            page.line((24, page.height - 8), (page.width - 24, page.height - 8), theme.faded(
                theme.muted, amount=0.6), 2)
            page.line((24, page.height - 8), (24 + round((page.width - 48) * frac),
                                              page.height - 8), theme.muted, 2)
