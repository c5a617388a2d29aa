"""A browser window crowded with tabs: a strip of many narrow tabs (favicons, titles cut
short), the address bar, a bookmarks bar, and the active tab's page (an article with a
site header, headline, byline and prose paragraphs)."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.chrome import icon, ui_style
from surfaces.kit.devtools import bookmarks_bar, favicon, fit_words, text_h
from surfaces.kit.entity_marks import entity_marks
from surfaces.kit.news_story import news_story_world, write_story
from surfaces.kit.prose import styled_spans
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import paper_host, path_slug, site_header


def _people_marks(rng: np.random.Generator, texts: list[str],
                  people: list[str]) -> list[list[list[Any]]]:
    """Links on the people the story quotes (a whole name), each once, never the town."""
    return [entity_marks(rng, t, [p for p in people if p in t], ("link",), 0.5)
            for t in texts]


class BrowserTabs(Surface):
    name = "browser_tabs"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: paragraphs are spaced by less than a line, as the real page styles them.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("tab bar", "address bar", "bookmarks bar", "header", "article")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        n = int(rng.integers(7, 15))
        tabs, icons = [], []
        mail = False
        for _ in range(n):
            kind = choice(rng, ["article", "docs", "mail", "title"])
            if kind == "mail" and mail:  # one mailbox: one inbox tab, one unread count
                kind = "docs"
            if kind == "mail":
                mail = True
                tabs.append(content.ui("devtools.br_inbox", n=int(rng.integers(1, 300))))
            elif kind == "title":
                tabs.append(content.title("devtools.issue"))
            else:
                tabs.append(content.title(kind))
            # a favicon belongs to a site: every tab of the tracker / the docs shares one
            icons.append({"mail": 0, "title": 1, "docs": 2}.get(kind, int(rng.integers(3, 6))))
        active = int(rng.integers(0, n))
        # the article is one story of a town (kit/news_story.py, as website_article's):
        # headline, date, body and quoted people all written from its world
        world = news_story_world(rng, content)
        content.pin(city=world["city"])
        story = write_story(content, world)
        title = story["headline"]
        tabs[active] = title  # the active tab is the page the window shows
        icons[active] = int(rng.integers(3, 6))  # ... with the news site's favicon
        site = content.fill(content.word("web_masthead"), city=world["city"])
        paras = story["texts"]
        people = [world["speaker"]["full"], world["other"]["full"]]
        bookmarks = list(dict.fromkeys(content.word("dt_bookmark") for _ in range(10)))
        return {
            "typo": sample_typography(rng, choice(rng, ["serif", "sans"]), (15, 16, 17)),
            "tabs": tabs, "icons": icons, "active": active, "title": title, "site": site,
            "url": f"https://www.{paper_host(site, content.lang)}/{path_slug(title)}",
            "byline": world["reporter"],
            "date": content.format_date(datetime.date.fromisoformat(world["day"])),
            "paras": paras, "world": world, "marks": _people_marks(rng, paras, people),
            "bookmarks": bookmarks + [content.ui("devtools.br_other")],
            "nav": [content.ui(k) for k in ("web.nav_news", "web.nav_world", "web.nav_business",
                                            "web.nav_culture", "web.nav_sport")],
            "gap": float(choice(rng, [0.5, 0.8])), "width": int(choice(rng, [620, 680, 740])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        dark = theme.name == "dark"
        strip = (34, 35, 38) if dark else (222, 225, 230)
        bar = (53, 54, 58) if dark else (255, 255, 255)
        self._tabs(page, theme, typo, params, strip, bar)
        with page.region("address bar", "chrome", (0, 38, page.width, 76)):
            page.rect((0, 38, page.width, 76), bar, name="address bar")
            cy = 57
            page.polygon([(14, cy), (24, cy - 6), (24, cy + 6)], theme.muted)
            page.polygon([(50, cy), (40, cy - 6), (40, cy + 6)], theme.faded(theme.muted))
            icon(page, theme, "refresh", 62, cy - 9, 18)
            fill = (40, 41, 44) if dark else (241, 243, 244)
            page.rect((96, 43, page.width - 90, 71), fill, radius=14, name="address field")
            st = ui_style(typo, theme, size=13)
            page.label(124, cy - text_h(st) // 2, params["url"], st, role="text",
                       max_width=page.width - 240)
            for k, name in enumerate(("star", "more-vertical")):  # bookmark, the menu
                icon(page, theme, name, page.width - 72 + 28 * k, cy - 9, 18)
        bookmarks_bar(page, theme, typo, (0, 76, page.width, 104), params["bookmarks"])
        site_header(page, theme, typo, (0, 104, page.width, 160), params["site"], params["nav"],
                    brand_style=style(typo["body"], 24, theme.text, bold=True))
        self._article(page, theme, typo, params)
        return page

    def _tabs(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              strip: tuple[int, int, int], bar: tuple[int, int, int]) -> None:
        w = page.width
        tabs = params["tabs"]
        with page.region("tab bar", "chrome", (0, 0, w, 38)):
            page.rect((0, 0, w, 38), strip, name="tab bar")
            for k in range(3):
                page.ellipse((12 + 20 * k, 13, 24 + 20 * k, 25),
                             ((255, 95, 87), (254, 188, 46), (40, 200, 64))[k])
            x0 = 74
            wide = 160
            tw = min(200, (w - x0 - 50 - wide) // max(1, len(tabs) - 1))
            st = ui_style(typo, theme, size=12)
            x = x0
            for i, title in enumerate(tabs):
                act = i == params["active"]
                x += 0 if i == 0 else (wide if i - 1 == params["active"] and tw < wide else tw)
                tw_i = max(tw, wide) if act else tw
                tw, tw_keep = tw_i, tw
                with page.region(f"tab {i + 1}", "tab", (x, 4, x + tw, 38), label=title):
                    if act:
                        page.rect((x, 5, x + tw, 42), bar, radius=8, name="tab")
                    elif i + 1 != params["active"]:
                        page.line((x + tw, 12), (x + tw, 28), theme.border)
                    favicon(page, theme, x + 9, 14, params["icons"][i])
                    if tw > 64:
                        page.label(x + 28, 22 - text_h(st) // 2,
                                   fit_words(title, st, tw - (54 if act else 36)),
                                   st.but(color=theme.text if act else theme.muted),
                                   max_width=tw - (52 if act else 34))
                    if act:
                        page.line((x + tw - 18, 17), (x + tw - 10, 25), theme.muted, name="icon")
                        page.line((x + tw - 18, 25), (x + tw - 10, 17), theme.muted, name="icon")
                tw = tw_keep
            x += max(tw, wide) if params["active"] == len(tabs) - 1 else tw
            page.line((x + 10, 21), (x + 22, 21), theme.muted, 2, name="icon")
            page.line((x + 16, 15), (x + 16, 27), theme.muted, 2, name="icon")

    def _article(self, page: Page, theme: Theme, typo: dict[str, Any],
                 params: dict[str, Any]) -> None:
        w = params["width"]
        x1 = (page.width - w) // 2
        x2 = x1 + w
        with page.region("article", "body", (x1, 160, x2, page.height)):
            h = style(typo["body"], typo["size"] + 14, theme.text, bold=True)
            b = page.text((x1, 184, x2, 290), params["title"], h, role="structural",
                          max_lines=2, line_height=1.2)
            st = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
            m = page.label(x1, b.bottom + 8, f"{params['byline']} · {params['date']}", st,
                           role="text")
            body = style(typo["body"], typo["size"], theme.text)
            paras = [styled_spans(p, mk, body, theme, typo["mono"])
                     for p, mk in zip(params["paras"], params["marks"], strict=True)]
            page.text((x1, m.bottom + 14, x2, page.height - 8), paras, body, role="prose",
                      line_height=1.55, paragraph_gap=params["gap"])
