"""A documentation site: top navigation, a section sidebar, an article and an on-page outline."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.brand_art import monogram
from surfaces.kit.chrome import search_box, sidebar_list, ui_style
from surfaces.kit.docs_world import pin_docs_world
from surfaces.kit.prose import page_marks, sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style

# the sections of each guide page, in reading order, as indices of the "docs" titles
# (0 getting started, 1 configuring X, 2 how to X, 3 troubleshooting, 4 installation):
# distinct, and never the page's own title
PAGE_SECTIONS = {0: (0, 2, 3), 1: (0, 2, 3), 2: (1, 2, 3)}


class DocsSite(Surface):
    name = "docs_site"
    family = "web"
    text_roles = ("prose", "structural", "chrome")
    # No blank_line: paragraphs are spaced by less than a line, as the real page styles them.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("navigation", "sidebar", "body", "outline", "search", "breadcrumb")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # the docs of one product: every sentence that names a component names it
        component = content.word("component")
        content.pin(component=component)
        world = pin_docs_world(rng, content)  # its name, version, config file, port
        nav = ["docs.guides", "docs.reference", "docs.changelog"]
        side = ["docs.overview", "docs.install", "docs.config", "docs.faq"]
        active = int(rng.integers(0, 3))  # not the FAQ: its page would be questions
        sections = []
        for index in PAGE_SECTIONS[active][:int(rng.integers(2, 4))]:
            paragraphs = [content.paragraph("docs", int(rng.integers(2, 4)))
                          for _ in range(int(rng.integers(1, 3)))]
            heading = content.title_at("docs", index)
            for _ in range(10):  # "How to configure X" would repeat "Configuring X"
                if heading not in [x["heading"] for x in sections]:
                    break
                heading = content.title_at("docs", index)
            sections.append({"heading": heading,
                             "paragraphs": paragraphs,
                             "marks": [sample_marks(rng, p, "docs") for p in paragraphs]})
        # the product is the page's subject: never linked, each other name styled once
        page_marks([(t, m) for sec in sections for t, m in zip(sec["paragraphs"], sec["marks"],
                                                               strict=True)], [world["tool"]])
        return {
            "typo": sample_typography(rng, choice(rng, ["sans", "serif"]), (14, 15, 16)),
            "product": world["tool"],
            "title": content.ui(side[active]),  # the page the sidebar has open
            "intro": content.paragraph("docs", 2),
            "nav": [content.ui(k) for k in nav], "side": [content.ui(k) for k in side],
            "side_title": content.ui("docs.guides"),
            "outline_title": content.ui("docs.on_this_page"),
            "search": content.ui("common.search"),
            "sections": sections, "active": active,
            "outline": bool(rng.random() < 0.7),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        self._top_nav(page, theme, typo, params)
        sidebar_list(page, theme, typo, (0, 56, 220, page.height), params["side"],
                     params["active"], title=params["side_title"], row=32)
        right = page.width - (210 if params["outline"] else 40)
        if params["outline"]:
            self._outline(page, theme, typo, params, right + 20)
        with page.region("body", "body", (244, 56, right, page.height)):
            self._article(page, theme, typo, params, 244, right)
        return page

    def _top_nav(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any]):
        with page.region("navigation", "chrome", (0, 0, page.width, 56)):
            page.rect((0, 0, page.width, 56), theme.bg, name="navigation")
            page.line((0, 55), (page.width, 55), theme.border)
            monogram(page, typo, (18, 16, 42, 40), params["product"], theme.accent, letters=1)
            brand = page.label(52, 14, params["product"],
                               ui_style(typo, theme, size=typo["size"] + 2, bold=True))
            x = brand.right + 36
            for label in params["nav"]:
                x = page.label(x, 17, label, ui_style(typo, theme, color=theme.muted)).right + 24
        search_box(page, theme, typo, (page.width - 260, 12, page.width - 20, 44), params["search"])

    def _outline(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 x: int) -> None:
        with page.region("outline", "chrome", (x, 56, page.width, page.height),
                         label=params["outline_title"]):
            st = ui_style(typo, theme, size=typo["size"] - 2)
            page.label(x, 80, params["outline_title"], st.but(bold=True), role="structural")
            y = 106
            for sec in params["sections"]:
                block = page.text((x, y, page.width - 16, y + 40), sec["heading"],
                                  st.but(color=theme.muted), role="chrome", max_lines=2,
                                  line_height=1.3)
                y = block.bottom + 8

    def _article(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 x1: int, x2: int) -> None:
        body = style(typo["body"], typo["size"], theme.text)
        with page.region("breadcrumb", "structural", (x1, 64, x2, 92)):
            crumb = f"{params['side_title']} › {params['side'][params['active']]}"
            page.label(x1, 70, crumb, ui_style(typo, theme, size=typo["size"] - 2,
                                                color=theme.muted), role="structural")
        h1 = page.text((x1, 96, x2, 150), params["title"],
                       style(typo["ui"], typo["size"] + 14, theme.text, bold=True),
                       role="structural", wrap=False)
        block = page.text((x1, h1.bottom + 10, x2, page.height - 10), params["intro"],
                          body.but(color=theme.muted), role="prose", line_height=1.55)
        y = block.bottom + 18
        for sec in params["sections"]:
            if y > page.height - 80:
                break
            h2 = page.text((x1, y, x2, y + 40), sec["heading"],
                           style(typo["ui"], typo["size"] + 5, theme.text, bold=True),
                           role="structural", wrap=False)
            paragraphs = [styled_spans(p, m, body, theme, typo["mono"])
                          for p, m in zip(sec["paragraphs"], sec["marks"], strict=True)]
            block = page.text((x1, h2.bottom + 8, x2, page.height - 10), paragraphs, body,
                              role="prose", line_height=1.6, paragraph_gap=0.7)
            y = block.bottom + 22
