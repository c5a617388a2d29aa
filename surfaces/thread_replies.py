"""A team chat with a thread side panel open (Slack style): channel list, the channel's
messages, and on the right the parent message with its replies and a reply box."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.chrome import ui_style
from surfaces.kit.forms import checkbox
from surfaces.kit.listed import software_firm
from surfaces.kit.messages import AVATAR_COLOURS, CHAT_PHOTOS, chat_row, composer
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.team_talk import clock, members, unit, units
from surfaces.kit.typography import sample_typography, style

SIDEBAR = [(63, 14, 64), (26, 29, 33), (17, 56, 96), (35, 60, 50)]

TEAM_CHANNELS = (0, 8)


def _channel(rng: np.random.Generator, content: Content, people: list[str], domain: str
             ) -> tuple[list[dict[str, Any]], int, list[dict[str, Any]]]:
    """The channel's messages, the index of the question its open thread hangs under, and
    that thread's replies: the answer from someone else, then the asker's thanks. Shared
    links point at the firm's own drive (``domain``)."""
    used: set[Any] = set()
    parts = units(rng, content, people, int(rng.integers(6, 10)), used=used, domain=domain)
    at = int(rng.integers(0, min(3, len(parts))))
    if parts[at][0]["kind"] != "ask":
        parts[at] = unit(rng, content, people, "ask", parts[at][0]["minute"], used, domain)
    if parts[at][-1]["kind"] != "thanks":  # the asker thanks the one who answered
        first = people[parts[at][1]["who"]].split()[0]
        parts[at].append({"who": parts[at][0]["who"], "kind": "thanks", "names": [first],
                          "minute": parts[at][1]["minute"] + int(rng.integers(1, 9)),
                          "text": content.fill(content.data.SLOTS["hchat_thanks"][3],
                                               name=first)})
    main = [m for k, part in enumerate(parts) for m in (part[:1] if k == at else part)]
    parent = sum(1 if k == at else len(part) for k, part in enumerate(parts[:at]))
    for m in main + parts[at][1:]:
        m.update(time=clock(content, m["minute"]), marks=sample_marks(rng, m["text"], "chat"))
    return main, parent, parts[at][1:]


class ThreadReplies(Surface):
    name = "thread_replies"
    family = "chat"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each reply is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line", "select_substring")  # few compounds, amounts or addresses
    regions = ("sidebar", "header", "messages", "message", "thread", "reply", "composer")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        people = members(content, 5)
        content.pin(name=[p.split()[0] for p in people])  # messages name the channel's people
        # the open channel is the team's own (general, team-<city>: chat_channel's order in
        # every language), where lunch plans and build-server notices both belong, never
        # #marketing or #announcements
        channel = content.word_at("chat_channel", int(choice(rng, TEAM_CHANNELS)))
        channels = sorted({content.word("chat_channel") for _ in range(7)} | {channel})
        # the workspace's firm (its drive hosts the links): a team with #backend and
        # #releases works at a software house or a firm naming no other trade
        company = software_firm(content)
        main, parent, replies = _channel(rng, content, people, content.domain(company))
        return {
            "typo": sample_typography(rng, "sans", (14, 15)), "people": people, "org": company,
            "channels": channels, "channel": channel, "main": main, "parent": parent,
            "replies": replies,
            "labels": {"thread": content.ui("office.th_thread"),
                       "channels": content.ui("chat.channels"),
                       "n_replies": content.ui("office.th_replies", n=len(replies)),
                       "also": content.ui("office.th_also", channel=channel),
                       "reply_ph": content.ui("office.th_reply_ph"),
                       "placeholder": content.ui("chat.message_to", channel=channel),
                       "link": content.ui("chat.replies", n=len(replies))},
            "workspace": company.split(",")[0].split(" and ")[0],
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
                 lab["placeholder"], radius=8, n_icons=2, focused=False)
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
                            AVATAR_COLOURS[m["who"] * 2 % len(AVATAR_COLOURS)], size=size or None,
                            photos=CHAT_PHOTOS)

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
