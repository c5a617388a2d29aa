"""A team chat with a thread side panel open (Slack style): channel list, the channel's
messages, and on the right the parent message with its replies and a reply box."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.chrome import ui_style
from surfaces.kit.forms import checkbox
from surfaces.kit.messages import AVATAR_COLOURS, chat_row, clock_key, composer, speaker_for
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style

SIDEBAR = [(63, 14, 64), (26, 29, 33), (17, 56, 96), (35, 60, 50)]


def _messages(rng: np.random.Generator, content: Content, pool: list[str], n: int,
              people: list[str]) -> list[dict[str, Any]]:
    out = []
    for _ in range(n):
        text = pool.pop() if pool else content.sentence("chat.team")
        out.append({"who": speaker_for(rng, text, people), "time": content.time(), "text": text,
                    "marks": sample_marks(rng, text, "chat")})
    times = sorted((m["time"] for m in out), key=clock_key)
    for m, t in zip(out, times, strict=True):
        m["time"] = t
    return out


class ThreadReplies(Surface):
    name = "thread_replies"
    family = "chat"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each reply is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line", "select_substring")  # few compounds, amounts or addresses
    regions = ("sidebar", "header", "messages", "message", "thread", "reply", "composer")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        people = [content.full_name() for _ in range(5)]
        content.pin(name=[p.split()[0] for p in people])  # messages name the channel's people
        pool = content.sentences("chat.team", 30)  # a work channel: no "Mum says hi"
        pool = [pool[int(i)] for i in rng.permutation(len(pool))]
        channels = sorted({content.word("chat_channel") for _ in range(7)})
        channel = choice(rng, channels)
        # the thread opens on a question; the first reply answers it, the others acknowledge
        questions = [t for t in pool if t.rstrip().endswith("?")]
        pool = [t for t in pool if not t.rstrip().endswith("?")] + questions[1:]
        main = _messages(rng, content, pool, int(rng.integers(6, 10)), people)
        parent = int(rng.integers(0, min(3, len(main))))
        ask = questions[0] if questions else content.sentence("chat.team")
        main[parent].update(text=ask, marks=sample_marks(rng, ask, "chat"),
                            who=speaker_for(rng, ask, people))
        pool = [t for t in pool if not t.rstrip().endswith("?")]
        asker = main[parent]["who"]
        helper = int(choice(rng, [i for i in range(len(people)) if i != asker]))
        named = [p.split()[0] for i, p in enumerate(people) if i not in (asker, helper)]
        answer = content.fill(str(choice(rng, content.data.SLOTS["gsoc_thread_answer"])),
                              name=str(choice(rng, named)))
        replies = [{"who": helper, "time": "", "text": answer,
                    "marks": sample_marks(rng, answer, "chat")}]
        acks = content.data.SLOTS["gsoc_team_reply"]  # the asker thanks, others take note
        for k in range(int(rng.integers(1, 4))):
            text = str(acks[int(choice(rng, [0, 1, 4]))] if k == 0 else acks[2 + 3 * (k % 2)])
            who = asker if k == 0 else int(choice(rng, [i for i in range(len(people))
                                                        if i not in (asker, helper)]))
            replies.append({"who": who, "time": "", "text": text,
                            "marks": sample_marks(rng, text, "chat")})
        t = clock_key(main[parent]["time"])
        for r in replies:
            t = min(t + int(rng.integers(1, 40)), 23 * 60 + 59)
            h, m = t // 60, t % 60
            r["time"] = content.format_time(h, m)
        return {
            "typo": sample_typography(rng, "sans", (14, 15)), "people": people,
            "channels": channels, "channel": channel, "main": main, "parent": parent,
            "replies": replies,
            "labels": {"thread": content.ui("office.th_thread"),
                       "channels": content.ui("chat.channels"),
                       "n_replies": content.ui("office.th_replies", n=len(replies)),
                       "also": content.ui("office.th_also", channel=channel),
                       "reply_ph": content.ui("office.th_reply_ph"),
                       "placeholder": content.ui("chat.message_to", channel=channel),
                       "link": content.ui("chat.replies", n=len(replies))},
            "workspace": content.company().split(",")[0].split(" and ")[0],
            "sidebar": bool(rng.random() < 0.7), "sidebar_w": int(choice(rng, [200, 220])),
            "thread_w": int(choice(rng, [360, 390, 420])),
            "colour": int(rng.integers(0, len(SIDEBAR))),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        x = 0
        if params["sidebar"]:
            x = params["sidebar_w"]
            self._sidebar(page, theme, typo, params, x)
        tx = page.width - params["thread_w"]
        lab = params["labels"]
        self._head(page, theme, typo, (x, 0, tx, 52), f"# {params['channel']}", "")
        with page.region("messages", "body", (x, 52, tx, page.height - 80)):
            y = 62
            for k, m in enumerate(params["main"]):
                if y > page.height - 150:
                    break
                y = self._row(page, theme, typo, params, m, f"message {k + 1}", x + 16, y,
                              tx - 16)
                if k == params["parent"]:
                    st = ui_style(typo, theme, size=typo["size"] - 2, bold=True,
                                  color=theme.link)
                    page.label(x + 62, y - 2, lab["link"], st, role="text")
                    y += 26
                y += 8
        composer(page, theme, typo, (x + 16, page.height - 70, tx - 16, page.height - 18),
                 lab["placeholder"], radius=8, n_icons=2)
        self._thread(page, theme, typo, params, tx)
        return page

    def _sidebar(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 w: int) -> None:
        sb = SIDEBAR[p["colour"]]
        with page.region("sidebar", "chrome", (0, 0, w, page.height), label=p["workspace"]):
            page.rect((0, 0, w, page.height), sb, name="sidebar")
            st = style(typo["ui"], typo["size"], (205, 200, 210))
            page.label(16, 10, p["workspace"], st.but(bold=True, color=(250, 250, 250),
                                                      size=st.size + 2), role="structural",
                       max_width=w - 24)
            y = 64
            page.label(16, y, p["labels"]["channels"], st, role="structural", max_width=w - 24)
            y += 30
            for ch in p["channels"]:
                if ch == p["channel"]:
                    page.rect((8, y, w - 8, y + 28), (18, 100, 163), radius=6, name="selection")
                page.label(22, y, f"# {ch}", st.but(color=(250, 250, 250) if ch == p["channel"]
                                                    else st.color), max_width=w - 30)
                y += 28

    def _head(self, page: Page, theme: Theme, typo: dict[str, Any], box, title: str,
              sub: str) -> None:
        x1, y1, x2, y2 = box
        with page.region("header" if not sub else "thread header", "chrome", box):
            st = style(typo["ui"], typo["size"] + 2, theme.text, bold=True)
            t = page.label(x1 + 18, y1 + 8, title, st, role="structural", max_width=x2 - x1 - 60)
            if sub:
                page.label(t.right + 8, y1 + 10, sub, ui_style(typo, theme, color=theme.muted,
                                                               size=typo["size"] - 1),
                           max_width=max(30, x2 - t.right - 60))
                cx, cy = x2 - 28, y1 + 26
                page.line((cx - 6, cy - 6), (cx + 6, cy + 6), theme.muted, 2, name="icon")
                page.line((cx - 6, cy + 6), (cx + 6, cy - 6), theme.muted, 2, name="icon")
            page.line((x1, y2 - 1), (x2, y2 - 1), theme.border)

    def _row(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
             m: dict[str, Any], name: str, x: int, y: int, right: int, size: int = 0) -> int:
        sender = p["people"][m["who"]]
        body = style(typo["ui"], size or typo["size"], theme.text)
        spans = styled_spans(m["text"], m["marks"], body, theme, typo["mono"])
        with page.region(name, "message", (x, y, right, y + 60), label=sender):
            return chat_row(page, theme, typo, x, y + 4, right, sender, m["time"], spans,
                            AVATAR_COLOURS[m["who"] * 2 % len(AVATAR_COLOURS)], size=size or None)

    def _thread(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                tx: int) -> None:
        lab = p["labels"]
        with page.region("thread", "sidebar", (tx, 0, page.width, page.height),
                         label=lab["thread"]):
            page.rect((tx, 0, page.width, page.height), theme.surface, name="thread panel")
            page.line((tx, 0), (tx, page.height), theme.border)
            self._head(page, theme, typo, (tx, 0, page.width, 52), lab["thread"],
                       f"# {p['channel']}")
            size = typo["size"] - 1
            y = self._row(page, theme, typo, p, p["main"][p["parent"]], "parent message",
                          tx + 16, 62, page.width - 16, size) + 10
            st = ui_style(typo, theme, size=size - 1, color=theme.muted)
            page.label(tx + 16, y, lab["n_replies"], st, role="structural")
            page.line((tx + 100, y + 13), (page.width - 16, y + 13), theme.border)
            y += 32
            for k, m in enumerate(p["replies"]):
                if y > page.height - 190:
                    break
                y = self._row(page, theme, typo, p, m, f"reply {k + 1}", tx + 16, y,
                              page.width - 16, size) + 10
            composer(page, theme, typo, (tx + 14, page.height - 110, page.width - 14,
                                         page.height - 50), lab["reply_ph"], radius=8)
            checkbox(page, theme, typo, tx + 16, page.height - 44, lab["also"], False,
                     page.width - tx - 30)
