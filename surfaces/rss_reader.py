"""A three-pane feed reader: a sidebar of smart folders and feeds with unread counts, an
article list (feed, time, title, summary, unread dot), and a reading pane with the selected
article's title, byline and styled prose."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook
from surfaces.kit.anaphor import ease_subject, ease_town_en, shorten_topic
from surfaces.kit.chrome import button, sidebar_list, ui_style
from surfaces.kit.city_geo import city_topic
from surfaces.kit.document import fit_prose, sample_paragraphs
from surfaces.kit.entity_marks import entity_marks
from surfaces.kit.news_world import pin_news_world
from surfaces.kit.numbers import ui_list
from surfaces.kit.prose import markable_spans, page_marks
from surfaces.kit.tables import scrollbar
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import AVATARS


def _times(rng: np.random.Generator, content: Content, n: int) -> list[str]:
    """``n`` of today's times, newest first (the list sorts by date)."""
    minutes = sorted((int(m) * 5 for m in rng.choice(np.arange(84, 240), n, replace=False)),
                     reverse=True)
    return [content.format_time(m // 60, m % 60) for m in minutes]


def _counts(rng: np.random.Generator, feeds: list[str], items: list[dict]) -> list[str]:
    """Each feed's unread count: at least its unread items in the list, plus older ones."""
    return [str(sum(i["unread"] for i in items if i["feed"] == f) + int(rng.integers(0, 15)))
            for f in feeds]


def _story_item(content: Content) -> dict[str, str]:
    """A list item's headline and summary, both about one town and one project (a summary
    about another town's library under a bus-station headline reads as a glitch)."""
    city = content.word("cities")  # a project the town can have (no inland harbor)
    story = {"city": city, "web_topic": city_topic(content.rng, content, city, "web_topic")}
    return {"title": content.title("news", **story), "city": story["city"],
            "summary": content.sentence("news", **story)}


def _marks(rng: np.random.Generator, texts: list[str], subject: list[str]) -> list[list[Any]]:
    """Links on the people the story quotes (whole names, each once), never on a random
    word or number."""
    marks = [entity_marks(rng, t, [t[a:b] for a, b, k in markable_spans(t)
                                   if k == "name" and " " in t[a:b]], ("link",), 0.5)
             for t in texts]
    page_marks(list(zip(texts, marks, strict=True)), subject)
    return marks


class RssReader(Surface):
    name = "rss_reader"
    family = "media"
    text_roles = ("prose", "text", "structural", "chrome")
    # No select_substring: news written from its town and people rarely holds a compound,
    # amount or address to cut (7 pages in 30).
    unsupported_categories = ("select_substring",)
    regions = ("sidebar", "feeds", "toolbar", "article list", "item", "reader")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        feeds = [str(f) for f in rng.choice(content.data.SLOTS["g_read_news_feed"], 6,
                                            replace=False)]
        items = [dict(_story_item(content), feed=choice(rng, feeds), time=m,
                      unread=bool(rng.random() < 0.5)) for m in _times(rng, content, 7)]
        # the open item is one story sampled first (town, works project, dates, vote): its
        # title and body write from it, and its summary is the body's first sentence
        world = pin_news_world(rng, content)
        # "{month}" is the article's own: a letter sent, a survey running, a report due
        story = {"topic": world["topic"],
                 "month": content.data.MONTHS[int(world["day"][5:7]) - 1],
                 "city": world["city"], "company": content.company()}  # people vary
        texts = sample_paragraphs(rng, content, "article", 5, (2, 4), **story)
        texts = ease_subject(texts, story["city"], content.lang)  # "in the city" after two
        texts = ease_town_en(texts, story["city"]) if content.lang == "en" else texts
        texts = shorten_topic(texts, story["topic"], content.lang)  # "the project"
        selected = int(rng.integers(0, 3))
        items[selected].update(title=content.title("article", **story), unread=False,
                               summary=texts[0].split(". ")[0].rstrip(".") + ".")
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "read_font": choice(rng, fontbook().families_of(choice(rng, ["serif", "sans"]))),
            "nav": ui_list(content, "media.rss_nav"), "feeds_t": content.ui("media.feeds"),
            "feeds": feeds, "counts": _counts(rng, feeds, items),
            "items": items, "selected": selected,
            "mark": content.ui("media.mark_read"), "add": content.ui("media.add_feed"),
            "open": content.ui("media.open_site"),
            "byline": content.ui("web.by", name=content.full_name()), "date": content.format_date(
                datetime.date.fromisoformat(world["day"])),
            "texts": texts, "marks": _marks(rng, texts, [story["topic"], story["city"]]),
            "list_w": int(choice(rng, [300, 330, 360])), "gap": float(choice(rng, [0.6, 1.0])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        w, h = page.width, page.height
        side = 210
        sidebar_list(page, theme, typo, (0, 0, side, h), params["nav"], active=0,
                     counts={1: str(sum(int(c) for c in params["counts"]))}, row=28)
        st = ui_style(typo, theme, size=12)
        y = 10 + 28 * len(params["nav"]) + 18
        with page.region("feeds", "list", (0, y, side, h), label=params["feeds_t"]):
            page.label(14, y, params["feeds_t"].upper(), st.but(bold=True, color=theme.muted),
                       role="structural")
            y += 30
            for k, (feed, count) in enumerate(zip(params["feeds"], params["counts"],
                                                  strict=True)):
                page.rect((16, y + 6, 30, y + 20), AVATARS[k % len(AVATARS)], radius=3,
                          name="favicon")
                page.label(40, y, feed, st.but(size=13), role="text", max_width=side - 80)
                page.label(side - 36, y, count, st.but(color=theme.muted), role="text")
                y += 28
            button(page, theme, typo, 14, y + 10, f"+ {params['add']}")
        lw = params["list_w"]
        self._list(page, theme, typo, params, (side, 0, side + lw, h))
        self._reader(page, theme, typo, params, (side + lw, 0, w, h))
        return page

    def _list(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              box: tuple[int, int, int, int]) -> None:
        x1, y, x2, y2 = box
        with page.region("toolbar", "chrome", (x1, 0, x2, 48)):
            page.rect((x1, 0, x2, 48), theme.bg, name="toolbar")
            page.label(x1 + 16, 12, params["nav"][0], ui_style(typo, theme, size=16, bold=True),
                       role="structural", max_width=x2 - x1 - 150)
            page.label(x2 - 130, 14, params["mark"], ui_style(typo, theme, size=12,
                                                              color=theme.link),
                       max_width=124)
            page.line((x1, 47), (x2, 47), theme.border)
        page.line((x2 - 1, 0), (x2 - 1, y2), theme.border)
        with page.region("article list", "list", (x1, 48, x2, y2)):
            y = 48
            st = ui_style(typo, theme, size=12, color=theme.muted)
            drawn = 0
            for k, item in enumerate(params["items"]):
                if y + 100 > y2:
                    break
                drawn += 1
                sel = k == params["selected"]
                with page.region(f"item {k + 1}", "list item", (x1, y, x2, y + 104),
                                 label=item["title"]):
                    if sel:
                        page.rect((x1, y, x2 - 1, y + 104), theme.selection, name="selection")
                    if item["unread"]:
                        page.ellipse((x1 + 8, y + 16, x1 + 16, y + 24), theme.accent,
                                     name="unread dot")
                    page.label(x1 + 24, y + 6, item["feed"], st.but(bold=True), role="text",
                               max_width=x2 - x1 - 110)
                    page.label(x2 - 80, y + 6, item["time"], st, role="text", max_width=74)
                    t = page.text((x1 + 24, y + 30, x2 - 14, y + 70), item["title"],
                                  ui_style(typo, theme, size=14, bold=item["unread"]),
                                  role="structural", max_lines=2, line_height=1.25)
                    page.text((x1 + 24, t.bottom + 2, x2 - 14, y + 100), item["summary"],
                              st.but(size=12), role="text", max_lines=1)
                    page.line((x1, y + 103), (x2, y + 103), theme.border)
                y += 104
            # all articles: every unread one the sidebar counts and the read ones shown, and
            # more: the list scrolls
            total = sum(int(c) for c in params["counts"]) + sum(
                not i["unread"] for i in params["items"][:drawn])
            scrollbar(page, theme, (x1, 48, x2 - 1, y2), drawn, max(total, drawn + 1))

    def _reader(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        item = params["items"][params["selected"]]
        with page.region("reader", "article", box, label=item["title"]):
            page.rect(box, theme.surface, name="reader")
            x1, x2 = x1 + 36, x2 - 36
            st = ui_style(typo, theme, size=12, color=theme.muted)
            page.label(x1, 24, f"{item['feed'].upper()} · {params['date']}, {item['time']}", st.but(bold=True),
                       role="text", max_width=x2 - x1)
            head = page.text((x1, 52, x2, 150), item["title"],
                             style(params["read_font"], 26, theme.text, bold=True),
                             role="structural", max_lines=3, line_height=1.2)
            page.label(x1, head.bottom + 6, params["byline"], st, role="text")
            page.label(x2 - 120, head.bottom + 6, params["open"], st.but(color=theme.link),
                       max_width=120)
            y = head.bottom + 44
            page.line((x1, y - 8), (x2, y - 8), theme.border)
            body = style(params["read_font"], typo["size"] + 2, theme.text)
            fit_prose(page, (x1, y + 6, x2, y2 - 14), params["texts"], params["marks"], body,
                      theme, typo["mono"], line_height=1.6, gap=params["gap"])
