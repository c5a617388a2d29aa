"""A discussion forum thread (Discourse-like): site bar, thread title with category and
stats, posts with avatar, author, date, body and like/reply row, a topic timeline."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.brand_art import monogram
from surfaces.kit.brands import brand
from surfaces.kit.chrome import button, search_box, ui_style
from surfaces.kit.clock import thread_times
from surfaces.kit.forum_thread import follow_up_later, sample_thread, suggested
from surfaces.kit.numbers import date_month_day
from surfaces.kit.prose import sample_marks
from surfaces.kit.typography import sample_typography
from surfaces.kit.web import AVATARS, comment

CONTAINER = 1110  # the widest the forum is drawn (px), centred on a wider screen
CATEGORY_COLOURS = [(0, 150, 136), (231, 76, 60), (52, 152, 219), (243, 156, 18),
                    (142, 68, 173), (39, 174, 96)]


class ForumThread(Surface):
    name = "forum_thread"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each post is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("header", "search", "title", "post", "timeline", "suggested")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        n = int(rng.integers(2, 4))  # the question, the answer, the asker's follow-up
        times = follow_up_later(rng, thread_times(rng, n))
        people = [content.fake.user_name() for _ in range(2)]
        thread = sample_thread(rng, content, people[1], dates=times)
        # a problem the follow-up reports fixed is marked solved, on the helper's answer
        solved = n == 3 and thread["cat"] == 1
        title = thread["subject"]
        if solved:
            title = f"[{content.ui('web.forum_solved')}] {title}"
        posts = [{"author": people[k % 2], "text": t, "marks": sample_marks(rng, t, "chat"),
                  "date": content.format_date(times[k]), "solution": solved and k == 1,
                  "colour": int(rng.integers(0, len(AVATARS))),
                  "likes": int(rng.integers(0, 30)) if rng.random() < 0.6 else 0}
                 for k, t in enumerate(thread["messages"][:n])]
        replies = n - 1  # the header counts the replies shown (no hidden pages)
        last = times[n - 1]
        colour = int(rng.integers(0, len(CATEGORY_COLOURS)))
        topics = [[s["title"], str(s["replies"]), str(s["views"]),
                   date_month_day(s["day"], content.lang) if s["day"].year == last.year
                   else content.format_date(s["day"]),
                   content.word_at("forum_category", s["cat"]),
                   str((colour + (s["cat"] != thread["cat"])) % len(CATEGORY_COLOURS))]
                  for s in suggested(rng, content, thread, last)]
        return {
            "typo": sample_typography(rng, "sans", (14, 15)),
            "site": f"{brand(content, 'community')} {choice(rng, ['Community', 'Forum'])}",
            "title": title, "category": content.word_at("forum_category", thread["cat"]),
            "thing": thread["thing"], "solved": solved,
            "solution": content.ui("hchat.forum_solution"),
            "cat_colour": colour,
            "stats": [content.ui("web.forum_replies", n=replies) if replies != 1 else
                      content.ui("ws.forum_reply_one"),
                      content.ui("web.forum_views", n=int(rng.integers(100, 9000)))],
            "posts": posts, "reply": content.ui("web.forum_reply"),
            "like": content.ui("web.forum_like"), "search": content.ui("web.search"),
            "new_topic": content.ui("web.forum_new_topic"),
            "nav": [content.ui("web.forum_latest"), content.ui("web.forum_top"),
                    content.ui("web.forum_categories")],
            "timeline": bool(rng.random() < 0.6), "total": replies + 1,
            "date_range": posts[-1]["date"], "width": int(choice(rng, [640, 690, 740])),
            "suggested": content.ui("w19.forum_suggested"),
            "columns": content.ui_list("w19.forum_cols"), "topics": topics,
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        # Discourse centres a container of at most 1110 px: the header's logo and buttons and
        # the thread keep to it on a wide screen (r21: a 1920 px page had it all at the left)
        left = max(0, (page.width - CONTAINER) // 2)
        right = page.width - left
        with page.region("header", "chrome", (0, 0, page.width, 60)):
            page.rect((0, 0, page.width, 60), theme.bg, name="header")
            page.line((0, 59), (page.width, 59), theme.border)
            monogram(page, typo, (left + 24, 16, left + 52, 44), params["site"], theme.accent,
                     circle=True, letters=1)
            st = ui_style(typo, theme, size=18, bold=True)
            page.label(left + 62, 9, params["site"], st, role="structural")
            x = right - 150
            button(page, theme, typo, x, 16, params["new_topic"], primary=True)
        search_box(page, theme, typo, (right - 470, 14, right - 170, 46), params["search"])
        x1 = left + 90
        x2 = x1 + params["width"]
        y = self._title(page, theme, typo, params, x1, x2)
        for k, post in enumerate(params["posts"]):
            if y > page.height - 90:
                y = page.height
                break
            with page.region("post", "message", (x1, y, x2, page.height), label=post["author"]):
                page.line((x1, y), (x2, y), theme.border)
                meta = f"#{k + 1} · {post['date']}"
                if post["solution"]:
                    meta += f" · ✓ {params['solution']}"
                actions = [params["reply"]]
                if post["likes"]:
                    actions.insert(0, str(post["likes"]))
                bottom = comment(page, theme, typo, (x1, y + 16, x2, page.height - 6),
                                 post["author"], meta, post["text"], post["marks"],
                                 ui_style(typo, theme, size=typo["size"]), post["colour"],
                                 actions, avatar_size=42, region=f"post {k + 1}")
            y = bottom + 18
        if y + 162 <= page.height:  # room for the heading and one topic
            self._suggested(page, theme, typo, params, x1, x2, y + 30)
        if params["timeline"]:
            self._timeline(page, theme, typo, params, x2 + 60)
        return page

    def _title(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               x1: int, x2: int) -> int:
        with page.region("title", "structural", (x1, 76, x2, 170)):
            block = page.text((x1, 80, x2, 150), params["title"],
                              ui_style(typo, theme, size=24, bold=True), role="structural",
                              max_lines=2, line_height=1.25)
            y = block.bottom + 10
            colour = CATEGORY_COLOURS[params["cat_colour"]]
            page.rect((x1, y + 8, x1 + 10, y + 18), colour, name="category")
            st = ui_style(typo, theme, size=13, color=theme.muted)
            x = page.label(x1 + 16, y, params["category"], st, role="text").right + 20
            for stat in params["stats"]:
                x = page.label(x, y, stat, st, role="text").right + 16
        return y + 40

    def _timeline(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                  x: int) -> None:
        if x + 100 > page.width:
            return
        with page.region("timeline", "chrome", (x, 90, page.width - 10, 400)):
            st = ui_style(typo, theme, size=12, color=theme.muted)
            page.label(x + 12, 96, params["posts"][0]["date"], st)
            page.line((x, 104), (x, 330), theme.border, 3)
            page.rect((x - 1, 120, x + 4, 170), theme.accent, name="handle")
            total = f"1 / {params['total']}"
            page.label(x + 12, 134, total, st.but(bold=True, color=theme.text))
            w = round(measure(params["date_range"], st)[0])
            page.label(x + 12, 320, params["date_range"], st, max_width=max(w + 12, 60))

    def _suggested(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                   x1: int, x2: int, y: int) -> None:
        """The "Suggested topics" table under the thread: the title with its category
        badge, then replies, views and last activity in right-aligned columns."""
        with page.region("suggested", "table", (x1, y, x2, page.height),
                         label=params["suggested"]):
            page.label(x1, y, params["suggested"], ui_style(typo, theme, size=18, bold=True),
                       role="structural")
            head = ui_style(typo, theme, size=13, color=theme.muted)
            rights = [x2 - 220, x2 - 115, x2]
            y += 44
            page.label(x1, y, params["columns"][0], head, role="text")
            for right, col in zip(rights, params["columns"][1:], strict=True):
                page.label(right - 100, y, col, head, role="text", max_width=100, align="right")
            title_st = ui_style(typo, theme, size=15)
            num = ui_style(typo, theme, size=14, color=theme.muted)
            for topic in params["topics"]:
                y += 32
                if y > page.height - 56:
                    break
                page.line((x1, y), (x2, y), theme.border)
                page.label(x1, y + 6, topic[0], title_st, role="text",
                           max_width=rights[0] - 50 - x1)
                page.rect((x1, y + 40, x1 + 8, y + 48), CATEGORY_COLOURS[int(topic[5])],
                          name="category")
                page.label(x1 + 14, y + 33, topic[4], head, role="text")
                for right, value in zip(rights, topic[1:4], strict=True):
                    page.label(right - 100, y + 18, value, num, role="text", max_width=100,
                               align="right")
                y += 28
