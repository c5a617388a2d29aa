"""A help-centre FAQ page: hero with search, category list, accordion of questions (some
open with answer text), helpful-vote row and a contact box."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.chrome import button, search_box, sidebar_list, ui_style
from surfaces.kit.document import fit_prose, unique_records, unique_words
from surfaces.kit.prose import writer_marks
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import chip, site_header


class FaqPage(Surface):
    name = "faq_page"
    family = "web"
    text_roles = ("prose", "structural", "chrome")
    # No blank_line: paragraphs are spaced by less than a line, as the real page styles them.
    unsupported_categories = ("blank_line", "select_substring")  # few compounds, amounts or addresses
    regions = ("header", "hero", "search", "sidebar", "question", "contact")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # records may hold {a|b} alternatives: a help centre words its answers its own way
        pairs = [(content.fill(p["question"]), content.fill(p["answer"]))
                 for p in unique_records(content, "web_faq", 7)]
        items = []
        for k, (q, a) in enumerate(pairs):
            # the first question open, rarely a second: a help centre shows one answer at
            # a time (five open answers printed stock replies page after page)
            is_open = k == 0 or (rng.random() < 0.08 and not any(i["open"] for i in items[1:]))
            # an open question shows its own answer (the record's), never stray facts that
            # could contradict it
            answer = [a] if is_open else []
            items.append({"q": q, "open": is_open, "answer": answer,
                          "marks": writer_marks(rng, answer, "mail", [])})
        # the questions shown span every category: the selected entry is the popular ones
        # (not "Orders" above a question about opening hours)
        cats = [content.ui("faq.popular")] + unique_words(content, "faq_category", 4)
        return {
            "typo": sample_typography(rng, "sans", (15, 16)),
            "brand": content.word("web_brand"), "help": content.ui("web.faq_help_centre"),
            "title": content.ui("web.faq_title"), "search": content.ui("web.faq_search"),
            "items": items, "cats": cats, "active": 0,
            "helpful": content.ui("web.faq_helpful"),
            "yes": content.ui("web.faq_yes"), "no": content.ui("web.faq_no"),
            "still": content.ui("web.faq_still"), "contact": content.ui("web.faq_contact"),
            "nav": [content.ui("web.home"), content.ui("web.shop_shop"),
                    content.ui("web.faq_help_centre")],
            "sidebar": bool(rng.random() < 0.6), "hero": bool(rng.random() < 0.7),
            "gap": float(choice(rng, [0.5, 1.0])), "contact_box": bool(rng.random() < 0.6),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        site_header(page, theme, typo, (0, 0, page.width, 56), params["brand"], params["nav"],
                    active=2)
        y = 56
        if params["hero"]:
            with page.region("hero", "structural", (0, 56, page.width, 206)):
                page.rect((0, 56, page.width, 206), theme.accent, name="hero")
                st = style(typo["ui"], 28, theme.accent_text, bold=True)
                page.text((0, 78, page.width, 120), params["title"], st, role="structural",
                          align="center", max_lines=1)
            search_box(page, theme, typo, (page.width // 2 - 260, 136, page.width // 2 + 260,
                                           180), params["search"])
            y = 206
        x1 = 40
        if params["sidebar"]:
            sidebar_list(page, theme, typo, (0, y, 230, page.height), params["cats"],
                         params["active"], row=38)
            x1 = 270
        x2 = page.width - 60
        y += 26
        if not params["hero"]:
            page.text((x1, y, x2, y + 50), params["title"],
                      style(typo["ui"], 28, theme.text, bold=True), role="structural",
                      max_lines=1)
            y += 60
        if not params["sidebar"]:
            x = x1
            for k, cat in enumerate(params["cats"]):
                x = chip(page, theme, typo, x, y, cat, active=k == 0) + 8
            y += 48
        limit = page.height - (190 if params["contact_box"] else 70)
        for k, item in enumerate(params["items"]):
            if y > limit:
                break
            y = self._item(page, theme, typo, params, item, k, x1, x2, y)
        if params["contact_box"] and y < page.height - 112:
            self._contact(page, theme, typo, params, x1, x2, y + 30)
        return page

    def _contact(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 x1: int, x2: int, y: int) -> None:
        with page.region("contact", "card", (x1, y, x2, y + 76)):
            page.rect((x1, y, x2, y + 76), theme.panel, theme.border, radius=10, name="card")
            st = ui_style(typo, theme, size=typo["size"] + 1, bold=True)
            page.label(x1 + 24, y + 20, params["still"], st, role="structural",
                       max_width=x2 - x1 - 260)
            width = round(measure(params["contact"], ui_style(typo, theme))[0]) + 24
            button(page, theme, typo, x2 - 24 - width, y + 24, params["contact"], primary=True)

    def _item(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              item: dict[str, Any], k: int, x1: int, x2: int, y: int) -> int:
        with page.region("question", "list item", (x1, y, x2, page.height), label=item["q"]):
            st = ui_style(typo, theme, size=typo["size"] + 1, bold=True)
            page.label(x1 + 4, y + 10, item["q"], st, role="structural", max_width=x2 - x1 - 60)
            cx, cy = x2 - 18, y + 28
            if item["open"]:
                page.line((cx - 7, cy), (cx + 7, cy), theme.accent, 2, name="icon")
            else:
                page.line((cx - 7, cy), (cx + 7, cy), theme.muted, 2, name="icon")
                page.line((cx, cy - 7), (cx, cy + 7), theme.muted, 2, name="icon")
            y += 56
            if item["open"]:
                body = style(typo["body"], typo["size"], theme.text)
                block = fit_prose(page, (x1 + 4, y, x2 - 40, page.height - 50), item["answer"],
                                  item["marks"], body, theme, typo["mono"], line_height=1.55,
                                  gap=params["gap"])
                y = block.bottom + 12
                if y + 40 < page.height:
                    small = ui_style(typo, theme, size=13, color=theme.muted)
                    x = page.label(x1 + 4, y, params["helpful"], small).right + 12
                    x = button(page, theme, typo, x, y + 2, params["yes"], height=26)
                    button(page, theme, typo, x + 8, y + 2, params["no"], height=26)
                    y += 44
            page.line((x1, y), (x2, y), theme.border)
        return y + 1
