"""A documentation site: top navigation, a section sidebar, an article and an on-page outline."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.brand_art import monogram
from surfaces.kit.chrome import search_box, sidebar_list, ui_style
from surfaces.kit.docs_page import KINDS, docs_page
from surfaces.kit.docs_world import pin_docs_world
from surfaces.kit.prose import styled_spans
from surfaces.kit.typography import sample_typography, style


class DocsSite(Surface):
    name = "docs_site"
    family = "web"
    text_roles = ("prose", "structural", "chrome")
    # No blank_line: paragraphs are spaced by less than a line, as the real page styles them.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("navigation", "sidebar", "body", "outline", "search", "breadcrumb")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # the docs of one product, the page the sidebar has open written section by section
        world = pin_docs_world(rng, content)  # its name, version, config file, port
        nav = ["docs.guides", "docs.reference", "docs.changelog"]
        side = ["docs.overview", "docs.install", "docs.config", "docs.faq"]
        active = int(rng.integers(0, 3))  # not the FAQ: its page would be questions
        pages = {"install": content.ui(side[1]), "config": content.ui(side[2])}
        doc = docs_page(rng, content, world, KINDS[active], pages)
        return {
            "typo": sample_typography(rng, choice(rng, ["sans", "serif"]), (14, 15, 16)),
            "product": world["tool"],
            "title": content.ui(side[active]),  # the page the sidebar has open
            "nav": [content.ui(k) for k in nav], "side": [content.ui(k) for k in side],
            "side_title": content.ui("docs.guides"),
            "outline_title": content.ui("docs.on_this_page"),
            "search": content.ui("common.search"),
            "sections": doc["sections"], "active": active,
            "outline": bool(rng.random() < 0.7),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        self._top_nav(page, theme, typo, params)
        sidebar_list(page, theme, typo, (0, 56, 220, page.height), params["side"],
                     params["active"], title=params["side_title"], row=32)
        right = page.width - (210 if params["outline"] else 40)
        with page.region("body", "body", (244, 56, right, page.height)):
            drawn = self._article(page, theme, typo, params, 244, right)
        if params["outline"]:  # the outline lists the sections the page shows (review r29)
            self._outline(page, theme, typo, params["sections"][:drawn],
                          params["outline_title"], right + 20)
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

    def _outline(self, page: Page, theme: Theme, typo: dict[str, Any],
                 sections: list[dict[str, Any]], title: str, x: int) -> None:
        with page.region("outline", "chrome", (x, 56, page.width, page.height), label=title):
            st = ui_style(typo, theme, size=typo["size"] - 2)
            page.label(x, 80, title, st.but(bold=True), role="structural")
            y = 106
            for sec in [s for s in sections if s["heading"]]:
                block = page.text((x, y, page.width - 16, y + 40), sec["heading"],
                                  st.but(color=theme.muted), role="chrome", max_lines=2,
                                  line_height=1.3)
                y = block.bottom + 8

    def _article(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 x1: int, x2: int) -> int:
        """The breadcrumb, title and the sections that fit; returns how many it drew."""
        with page.region("breadcrumb", "structural", (x1, 64, x2, 92)):
            crumb = f"{params['side_title']} › {params['side'][params['active']]}"
            page.label(x1, 70, crumb, ui_style(typo, theme, size=typo["size"] - 2,
                                                color=theme.muted), role="structural")
        h1 = page.text((x1, 96, x2, 150), params["title"],
                       style(typo["ui"], typo["size"] + 14, theme.text, bold=True),
                       role="structural", wrap=False)
        y = h1.bottom + 14
        drawn = 0
        for sec in params["sections"]:
            if y > page.height - 80:
                break
            drawn += 1
            if sec["heading"]:
                h2 = page.text((x1, y, x2, y + 40), sec["heading"],
                               style(typo["ui"], typo["size"] + 5, theme.text, bold=True),
                               role="structural", wrap=False)
                y = h2.bottom + 8
            for block in sec["blocks"]:
                y = self._block(page, theme, typo, block, (x1, y, x2, page.height - 10))
            y += 8
        return drawn

    def _block(self, page: Page, theme: Theme, typo: dict[str, Any], block: list[Any],
               box: tuple[int, int, int, int]) -> int:
        """One paragraph, numbered step list or code block at the top of ``box``; returns
        the y below it."""
        x1, y, x2, y2 = box
        body = style(typo["body"], typo["size"], theme.text)
        if y > y2 - 40:
            return y
        if block[0] == "p":
            text = page.text((x1, y, x2, y2), [styled_spans(block[1], block[2], body, theme,
                                                            typo["mono"])],
                             body, role="prose", line_height=1.6)
            return text.bottom + 14
        if block[0] == "steps":
            for n, (step, marks) in enumerate(block[1], 1):
                if y > y2 - 30:
                    break
                page.text((x1 + 4, y, x1 + 26, y + 40), f"{n}.", body, role="text",
                          wrap=False, line_height=1.55)
                text = page.text((x1 + 28, y, x2, y2), [styled_spans(step, marks, body, theme,
                                                                     typo["mono"])],
                                 body, role="prose", line_height=1.55)
                y = text.bottom + 6
            return y + 10
        mono = style(typo["mono"], typo["size"] - 1, theme.text)
        h = round(mono.size * 1.6) * len(block[1]) + 20
        page.rect((x1, y, x2, min(y + h, y2)), theme.code_bg, radius=6, name="code block")
        page.text((x1 + 14, y + 10, x2 - 14, y2), "\n".join(block[1]), mono, role="code",
                  line_height=1.6)
        return y + h + 16
