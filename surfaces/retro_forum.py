"""An early-2000s phpBB board: a gradient logo banner, the link row (FAQ, search,
memberlist ...), a breadcrumb to the topic, page navigation, and a bordered table of posts
with an author column (rank, joined, post count, location) beside the subject line, post
date, prose body and small quote / profile buttons (no edit: the reader wrote none)."""

from __future__ import annotations

import calendar
import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook, measure
from surfaces.kit.brand_art import monogram
from surfaces.kit.chrome import frame
from surfaces.kit.clock import thread_times
from surfaces.kit.forum_thread import follow_up_later, sample_thread
from surfaces.kit.media import gradient
from surfaces.kit.numbers import ui_list
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.scenery import pixel_avatar
from surfaces.kit.typography import style

BOARD = 1200  # the widest the board is drawn (px), centred on a wider screen
SKINS = {
    "subsilver": {"bg": (229, 229, 229), "row1": (239, 239, 239), "row2": (222, 227, 231),
                  "head": (0, 110, 187), "head2": (0, 60, 120), "border": (160, 176, 192),
                  "text": (0, 0, 0), "link": (0, 96, 153), "muted": (80, 80, 80),
                  "title": (255, 163, 31)},
    "midnight": {"bg": (16, 24, 36), "row1": (28, 38, 54), "row2": (34, 46, 64),
                 "head": (40, 64, 110), "head2": (14, 22, 40), "border": (70, 90, 120),
                 "text": (220, 226, 236), "link": (140, 190, 255), "muted": (150, 160, 178),
                 "title": (255, 200, 90)},
}


def _offset(lang: str, moment: datetime.datetime) -> str:
    """The board's UTC offset on ``moment`` ("+ 2" in a European summer, "- 5" in a US
    winter): English boards keep US Eastern time, the others Central European time."""
    year = moment.year

    def sunday(month: int, nth: int) -> datetime.datetime:  # nth Sunday (-1: the last)
        last = calendar.monthrange(year, month)[1]
        days = [datetime.datetime(year, month, d) for d in range(1, last + 1)]
        return [d for d in days if d.weekday() == 6][nth]
    if lang == "en":
        summer = sunday(3, 1) <= moment.replace(tzinfo=None) < sunday(11, 0)
        return "- 4" if summer else "- 5"
    summer = sunday(3, -1) <= moment.replace(tzinfo=None) < sunday(10, -1)
    return "+ 2" if summer else "+ 1"


def _stamp(content: Content, moment: datetime.datetime) -> str:
    return f"{content.format_date(moment)} {content.format_time(moment.hour, moment.minute)}"


class RetroForum(Surface):
    name = "retro_forum"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    # No select_substring: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    # blank_line: since 0.7.0 a post is one paragraph, so its pages rarely offer one
    unsupported_categories = ("select_substring", "blank_line")
    regions = ("banner", "nav", "breadcrumb", "post", "author", "pagination")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # the thread first: who asks, who answers, about which device
        ranks = ui_list(content, "media.ranks")
        n = int(rng.integers(2, 4))
        # the posts, then the reader's visit; a follow-up a day or more on, by day
        times = follow_up_later(rng, thread_times(rng, n + 1))
        people = [self._member(rng, content, ranks, times[0]) for _ in range(2)]
        if people[1]["colour"] == people[0]["colour"]:  # two users, two photos
            people[1]["colour"] += 3  # the same kind % 3: the same hair length
        thread = sample_thread(rng, content, people[1]["author"], times[1], times)
        subject = thread["subject"]
        posts = []
        for k in range(n):  # the question, the answer, the asker's thanks
            texts = [thread["messages"][k]]
            posts.append({**people[k % 2],
                          "date": content.ui("media.posted", date=_stamp(content, times[k])),
                          "subject": content.ui("media.subject", s=("Re: " if k else "") + subject),
                          "texts": texts, "marks": [sample_marks(rng, t, "rich") for t in texts]})
        pages = 1  # a thread of two or three posts fits on its first page
        return {
            "font": choice(rng, fontbook().families_of("sans")),
            "mono": choice(rng, fontbook().families_of("mono")),
            "size": int(choice(rng, [11, 12])),
            "board": choice(rng, content.ui_list("ws.retro_boards")),
            "tagline": content.ui("forum.tagline", year=int(rng.integers(1998, 2009))), "nav": ui_list(content, "media.phpbb_nav"),
            "crumbs": [content.ui("media.board_index"),
                       content.word_at("forum_category", thread["cat"]), subject],
            "last_visit": content.ui("media.last_visit", date=content.format_date(times[-1])),
            "pages": content.ui("media.page_of", a=1, b=pages), "goto": content.ui("media.goto"),
            "n_pages": pages, "reply": content.ui("media.post_reply"),
            "new": content.ui("media.new_topic"), "author_t": content.ui("media.author"),
            "message_t": content.ui("media.message_col"), "utc": content.ui("ws.forum_tz", off=_offset(content.lang, times[-1])),
            # the reader wrote none of these posts: no "edit" under them (quote, profile, pm)
            "buttons": [b for k, b in enumerate(ui_list(content, "media.forum_buttons"))
                        if k != 1], "posts": posts,
            "thread": {**{k: thread[k] for k in ("thing", "index")}, "month": times[1].month},
            "author_w": int(choice(rng, [150, 170])),
        }

    @staticmethod
    def _member(rng: np.random.Generator, content: Content, ranks: list[str],
                first_post: datetime.datetime) -> dict[str, Any]:
        """A poster's profile: handle, rank, join date, post count and town."""
        days = int(rng.integers(3, 2500))
        joined = first_post - datetime.timedelta(days=days)
        # the rank follows the post count, and the count the time since joining
        count = int(rng.integers(3, max(4, min(4000, days * 2))))
        rank = ranks[0 if count < 50 else 1 if count < 500 else 2 if count < 1500 else 4]
        if count >= 500 and rng.random() < 0.1:
            rank = ranks[3]
        first = content.first_name()
        # the avatar's kind (scenery.pixel_avatar: kind % 4 == 3 uploaded none, the silhouette)
        looks = {"f": [1, 4, 7, 10, 13], "m": [0, 2, 3, 5, 6, 8, 9, 11]}.get(
            content.sex_of(first) or "", range(12))
        return {"author": first.lower() + str(int(rng.integers(1, 99))),
                "rank": rank, "n": count,
                "joined": content.ui("media.joined", date=content.format_date(joined)),
                "count": content.ui("media.n_posts", n=count),
                "where": content.ui("media.location_l", city=content.city()),
                "colour": int(choice(rng, list(looks)))}

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        s = SKINS["midnight" if theme.name == "dark" else "subsilver"]
        h = page.height
        # the board keeps to a centred column of at most BOARD px, as a fixed-width phpBB
        # style does (r21: on a 1920 px screen two short posts ran one line across it all)
        o = max(0, (page.width - BOARD) // 2)
        w = page.width - o  # the board's right edge; o its left
        font, size = params["font"], params["size"]
        st = style(font, size, s["text"])
        page.rect((0, 0, page.width, h), s["bg"], name="background")
        with page.region("banner", "header", (o + 10, 8, w - 10, 86)):
            gradient(page, (o + 10, 8, w - 10, 86), s["head"], s["head2"], steps=10,
                     name="banner")
            monogram(page, {"ui": font}, (o + 22, 20, o + 70, 74), params["board"], s["title"])
            page.label(o + 84, 16, params["board"], style(font, 24, (255, 255, 255), bold=True),
                       role="structural")
            page.label(o + 84, 52, params["tagline"], style(font, 12, (230, 236, 245),
                                                            italic=True), role="text")
        with page.region("nav", "chrome", (o + 10, 88, w - 10, 112)):
            x = o + 20
            for item in params["nav"]:
                page.rect((x, 96, x + 8, 104), s["title"], name="icon")
                x = page.label(x + 12, 88, item, st.but(color=s["link"], bold=True)).right + 16
            page.label(w - 260, 88, params["last_visit"], st.but(size=size - 1,
                                                                  color=s["muted"]),
                       role="text", max_width=250)
        y = 120
        with page.region("breadcrumb", "chrome", (o + 10, y, w - 10, y + 24)):
            x = o + 16
            for k, crumb in enumerate(params["crumbs"]):
                if k:
                    x = page.label(x + 4, y, "»", st).right + 4
                x = page.label(x, y, crumb, st.but(bold=True, color=s["link"]),
                               role="structural" if k == 2 else "chrome",
                               max_width=w - x - 20).right
        y += 30
        self._pagination(page, params, s, st, (o, y, w))
        y += 34
        y = self._table(page, params, s, st, (o, y, w))
        if y + 30 < h:
            page.label(o + 16, y + 6, params["utc"], st.but(size=size - 1, color=s["muted"]),
                       role="text")
        return page

    def _pagination(self, page: Page, params: dict[str, Any], s: dict[str, Any], st: Any,
                    span: tuple[int, int, int]) -> None:
        o, y, w = span
        with page.region("pagination", "chrome", (o + 10, y, w - 10, y + 28)):
            x = o + 16
            for label in (params["new"], params["reply"]):
                bw = round(measure(label, st.but(bold=True))[0]) + 20
                page.rect((x, y, x + bw, y + 24), s["head"], s["head2"], name="button")
                page.label(x + 10, y + 12 - round(st.size * 1.1), label,
                           st.but(bold=True, color=(255, 255, 255)))
                x += bw + 8
            # "Page 1 of 1", the bullet and "Go to page" are three labels, as phpBB draws them
            parts = [params["pages"], "•", params["goto"]]
            nums = [str(k) for k in range(1, min(params["n_pages"], 5) + 1)]
            total = round(measure("  ".join(parts) + "  " + ", ".join(nums), st)[0])
            x = w - 20 - total
            for part in parts:
                x = page.label(x, y + 2, part, st, role="text").right + 6
            for k, num in enumerate(nums):
                x = page.label(x, y + 2, num + ("," if k < len(nums) - 1 else ""),
                               st.but(bold=k == 0, color=s["text"] if k == 0 else s["link"]),
                               role="text").right + 4

    def _table(self, page: Page, params: dict[str, Any], s: dict[str, Any], st: Any,
               span: tuple[int, int, int]) -> int:
        o, y, w = span
        h = page.height
        x1, x2 = o + 10, w - 10
        aw = params["author_w"]
        page.rect((x1, y, x2, y + 24), s["head2"], s["border"], name="table header")
        hst = st.but(bold=True, color=(255, 255, 255))
        page.label(x1 + 10, y + 12 - round(st.size * 1.1), params["author_t"], hst,
                   role="structural")
        page.label(x1 + aw + 10, y + 12 - round(st.size * 1.1), params["message_t"], hst,
                   role="structural")
        y += 24
        for k, post in enumerate(params["posts"]):
            if y + 200 > h:
                break
            y = self._post(page, params, s, st, post, (x1, y, x2, h - 30), k)
        return y

    def _post(self, page: Page, params: dict[str, Any], s: dict[str, Any], st: Any,
              post: dict[str, Any], box: tuple[int, int, int, int], k: int) -> int:
        x1, y1, x2, y2 = box
        aw = params["author_w"]
        fill = s["row1"] if k % 2 == 0 else s["row2"]
        row = page.rect((x1, y1, x2, y1 + 10), fill, s["border"], name="post row")
        sep = page.line((x1 + aw, y1), (x1 + aw, y1 + 10), s["border"])
        small = st.but(size=st.size - 1)
        with page.region(f"author {k + 1}", "author", (x1, y1, x1 + aw, y2),
                         label=post["author"]):
            page.label(x1 + 8, y1 + 4, post["author"], st.but(bold=True, color=s["link"]),
                       role="text", max_width=aw - 12)
            page.label(x1 + 8, y1 + 24, post["rank"], small.but(color=s["muted"]), role="text",
                       max_width=aw - 12)
            # one user, one avatar: the board's pixel pattern of the name, or its silhouette
            pixel_avatar(page, (x1 + 10, y1 + 50, x1 + 74, y1 + 114), post["author"],
                         post["colour"])
            frame(page, (x1 + 10, y1 + 50, x1 + 74, y1 + 114), s["border"])
            yy = y1 + 120
            for line in (post["joined"], post["count"], post["where"]):
                page.label(x1 + 8, yy, line, small, role="text", max_width=aw - 12)
                yy += 18
        tx = x1 + aw + 10
        with page.region(f"post {k + 1}", "message", (x1 + aw, y1, x2, y2), label=post["author"]):
            page.label(tx, y1 + 4, post["date"], small.but(color=s["muted"]), role="text",
                       max_width=340)
            page.label(tx + 350, y1 + 4, post["subject"], small.but(color=s["muted"]),
                       role="text", max_width=x2 - tx - 360)
            page.line((tx, y1 + 28), (x2 - 10, y1 + 28), s["border"])
            paras = [styled_spans(t, m, st, page.theme, params["mono"])
                     for t, m in zip(post["texts"], post["marks"], strict=True)]
            body = page.text((tx, y1 + 36, x2 - 12, y2 - 30), paras, st, role="prose",
                             line_height=1.45, paragraph_gap=1.0)
            by = max(body.bottom + 12, yy - 4)
            bx = x2 - 12
            for label in reversed(params["buttons"]):
                bw = round(measure(label, small)[0]) + 12
                bx -= bw
                page.rect((bx, by, bx + bw, by + 18), s["row2"] if k % 2 == 0 else s["row1"],
                          s["border"], name="button")
                page.label(bx + 6, by + 9 - round(small.size * 1.1), label, small)
                bx -= 4
        bottom = by + 26
        page.resize(row, (x1, y1, x2, bottom))
        page.reline(sep, (x1 + aw, y1), (x1 + aw, bottom))
        return bottom
