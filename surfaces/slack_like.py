"""A team chat workspace: workspace rail, channel sidebar, channel header, message rows with
thread and reaction chips, and the message composer."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.chrome import icon, ui_style
from surfaces.kit.holidays import is_working_day, next_working_day, working_day
from surfaces.kit.icons import emoji
from surfaces.kit.messages import (
    AVATAR_COLOURS,
    CHAT_PHOTOS,
    avatar_shape,
    chat_row,
    composer,
    day_divider,
    initials,
)
from surfaces.kit.numbers import random_day
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.sector_firms import sector_firm
from surfaces.kit.team_talk import clock, flatten, members, units
from surfaces.kit.typography import sample_typography, style

# Who reacts to what (kit/team_talk.py kinds): news and shipped work ("say") collect a few
# emoji from the channel, a lunch plan a 👍 from whoever comes, a question the next message
# answered at most one ✅ (the one who handled it), an answer at most one 👍; a thank-you or
# an "ok" collects nothing. (emoji, most pills, most people on one pill)
REACTIONS = {"lunch": (["thumbs-up"], [0, 1, 1], 4), "ask": (["check"], [0, 1], 1),
             "answer": (["thumbs-up"], [0, 0, 0, 1], 1)}
# what each "say" line of hchat_say (same order in every language) collects: 🎉 for a fix
# shipped, a build ready or a happy client, ✅ for a heads-up or a reminder (seen; no 👀:
# drawn small it reads as a fearful face), 👍 otherwise
SAYS = {0: (["thumbs-up", "party"], [0, 1, 2], 4), 1: (["check", "thumbs-up"], [0, 1, 1], 3),
        2: (["thumbs-up"], [0, 1], 2), 3: (["party", "thumbs-up"], [1, 1, 2], 4),
        4: (["check", "thumbs-up"], [0, 1], 3), 5: (["thumbs-up"], [0, 1], 2),
        6: (["thumbs-up"], [0, 1], 3), 7: (["party", "heart", "thumbs-up"], [1, 2, 2, 3], 5)}


def _react(rng: np.random.Generator, msg: dict[str, Any], answered: bool) -> None:
    """``msg``'s reaction pills (``reactions`` counts, ``emoji``) as what it says draws them."""
    pool, pills, most = (SAYS[msg["entry"] % len(SAYS)] if msg["kind"] == "say" else
                         REACTIONS.get(msg["kind"], ([], [0], 0)))
    n = int(choice(rng, pills)) if msg["kind"] != "ask" or answered else 0
    msg["emoji"] = [pool[int(i)] for i in rng.permutation(len(pool))[:n]]
    msg["reactions"] = sorted((int(rng.integers(1, most + 1)) for _ in msg["emoji"]),
                              reverse=True)


def _colour(who: int) -> tuple[int, int, int]:
    """Person ``who``'s avatar colour, the same in the sidebar, messages and thread rows."""
    return AVATAR_COLOURS[who * 2 % len(AVATAR_COLOURS)]


COMPOSER = 86  # the message box at the foot and its margin (px): messages end above it
# chat_channel indices: where a team chats about lunch, where it works (announcements and
# releases are never the open channel: a team's day of questions is not an announcement)
SOCIAL = (0, 1, 8)
RANDOM = 1  # #random's topic is off-topic talk, not "Team updates and day-to-day questions"
# (#support, 5, is never open: its topic is the customers' tickets, which the team's talk
# tables never are; r69 0023 showed pricing-page and campaign talk under "Customer questions")
WORK = (2, 3, 4, 9)
SUPPORT = 5
# the talk of builds and servers (hchat_say: a pushed fix, staging maintenance, a new build;
# hchat_ex: "is staging down?") belongs where the team's engineers talk: #general, #backend,
# the city team's and the help desk, never #design, #marketing, #support or #random
DEV_TALK = {("say", 0), ("say", 1), ("say", 3), ("ask", 4)}
DEV_CHANNELS = (0, 3, 8, 9)
# the engineers' own channels (#backend, #help-desk): their tasks are build work (chat_task_dev)
ENGINEERS = (3, 9)
# what a work channel is for, as the hchat_say and hchat_ex lines (kit/team_talk) it carries:
# "the client loved the prototype" in #design or #marketing, never in #help-desk or #support;
# the help desk hears of outages, owners and where things are, not of deadlines
CHANNEL_TALK = {2: ((2, 4, 5, 6, 7), (0, 1, 2, 3, 5)),
                3: ((0, 1, 2, 3, 4, 6), (0, 1, 2, 3, 4, 5)),
                4: ((2, 4, 5, 6, 7), (0, 2, 3, 5)),
                5: ((2, 4, 5, 6), (0, 1, 2, 3, 5)),
                9: ((0, 1, 6), (1, 2, 4, 5))}


def off_topic(content: Content, open_at: int) -> set[tuple[str, int]]:
    """The talk that does not belong in channel ``open_at``: build talk outside the
    engineers' channels, and in a work channel whatever is not its business."""
    out = set() if open_at in DEV_CHANNELS else set(DEV_TALK)
    if open_at in CHANNEL_TALK:
        for kind, table, fits in zip(("say", "ask"), ("hchat_say", "hchat_ex"),
                                     CHANNEL_TALK[open_at], strict=True):
            out |= {(kind, i) for i in range(len(content.data.SLOTS[table])) if i not in fits}
    return out


def _topic(rng: np.random.Generator, content: Content, open_at: int) -> str:
    """The open channel's topic: off-topic talk in #random, "link the ticket" only where
    tickets are discussed."""
    if open_at == RANDOM:
        return content.fill(choice(rng, content.data.SLOTS["w8_random_topic"]))
    return content.fill(content.ui_list("w13hf.chan_topic")[open_at])  # names its purpose


def _yesterday_afternoon(rng: np.random.Generator, content: Content,
                         earlier: list[dict[str, Any]]) -> None:
    """The messages above "Today" are yesterday's last ones: moved, in order, to end in the
    late afternoon (not 10:54 AM yesterday followed by 11:19 AM today)."""
    if not earlier:
        return
    shift = int(rng.integers(990, 1060)) - earlier[-1]["minute"]
    for m in earlier:
        m["minute"] += max(0, shift)
        m["time"] = clock(content, m["minute"])


def _workday(rng: np.random.Generator, lang: str) -> datetime.date:
    """The page's "Today": a working day of the language's country whose day before (the
    messages above "Yesterday") is one too."""
    day = working_day(lang, random_day(rng))
    while not is_working_day(lang, day - datetime.timedelta(days=1)):
        day = next_working_day(lang, day)
    return day


SIDEBAR_COLOURS = [(63, 14, 64), (26, 29, 33), (17, 56, 96), (35, 60, 50), (74, 21, 75)]


class SlackLike(Surface):
    name = "slack_like"
    family = "chat"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each message is one paragraph: there is no empty line between paragraphs.
    # select_substring: its pages, written from one world since 0.6.0, rarely offer one
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("workspace bar", "sidebar", "header", "messages", "message", "composer")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        people = members(content, 5)
        content.pin(name=[p.split()[0] for p in people])  # messages name the channel's people
        # chat_channel's order (every language): general, random, design, backend, marketing,
        # support, announcements, releases, team-<city>, help-desk
        picks = {int(i) for i in rng.integers(0, len(content.data.SLOTS["chat_channel"]), 8)}
        # never #random: its purpose is off-topic talk, which the team's talk tables are not
        open_at = int(choice(rng, sorted(picks & set(SOCIAL + WORK) - {RANDOM}) or [0]))
        channels = sorted({content.word_at("chat_channel", i) for i in picks | {open_at}})
        channel = content.word_at("chat_channel", open_at)
        workspace = sector_firm(rng, content, "software", bare=True)  # #backend: software
        messages, last = [], -1
        # the channel's day as exchanges: a question, its answer, the asker's thanks
        barred = off_topic(content, open_at)  # taken: not drawn
        if open_at in ENGINEERS:  # no summer campaign in #backend
            content.pin(chat_task=list(content.data.SLOTS["chat_task_dev"]))
        today = _workday(rng, content.lang)
        talk = units(rng, content, people, int(rng.integers(10, 15)),
                     domain=content.domain(workspace), used=set(barred), day=today)
        if open_at not in SOCIAL:  # lunch is arranged in the team's social channels only
            talk = [u for u in talk if u[0]["kind"] != "lunch"] or units(
                rng, content, people, 1, first="ask", domain=content.domain(workspace),
                used=set(barred), day=today)[:1]
        for m in flatten(talk):
            who = m["who"]
            messages.append({
                "who": who, "time": clock(content, m["minute"]), "minute": m["minute"],
                "text": m["text"], "kind": m["kind"], "names": m["names"], "entry": m["entry"],
                "marks": sample_marks(rng, m["text"], "chat"), "cont": who == last,
                "replies": int(rng.integers(2, 9)) if rng.random() < 0.18 else 0,
            })
            last = who
        for m, nxt in zip(messages, messages[1:] + [None], strict=True):
            _react(rng, m, bool(nxt and nxt["kind"] == "answer"))
        for m, nxt in zip(messages, messages[1:] + [None], strict=True):
            if m["kind"] not in ("ask", "say", "lunch") or nxt and nxt["kind"] not in (
                    "ask", "say", "lunch"):
                m["replies"] = 0  # no thread under a message answered in the channel
        divider_at = int(choice(rng, [k for k, m in enumerate(messages[:4]) if k and m[
            "kind"] in ("ask", "say", "lunch")] or [0]))  # "Today" between exchanges
        _yesterday_afternoon(rng, content, messages[:divider_at])
        return {
            "typo": sample_typography(rng, "sans", (14, 15)),
            "workspace": workspace,
            "people": people, "channels": channels, "channel": channel,
            "dms": people[1:4], "me": people[0],
            "topic": _topic(rng, content, open_at), "social": open_at in SOCIAL,
            "labels": {k: content.ui(f"chat.{k}") for k in (
                "threads", "mentions", "drafts", "channels", "direct", "add_channel", "today", "yesterday",
                "home", "dms", "activity")},
            "members": content.ui("chat.members", n=int(rng.integers(len(people), 180))),
            "placeholder": content.ui("chat.message_to", channel=channel),
            "replies": content.ui("chat.replies", n="{n}"),
            "messages": messages, "sidebar_colour": int(rng.integers(len(SIDEBAR_COLOURS))),
            "sidebar_width": int(choice(rng, [230, 250, 270])), "rail": bool(rng.random() < 0.6),
            "unread": [0 if c == channel else int(rng.integers(0, 3)) for c in channels],
            "divider_at": divider_at, "today": today.isoformat(),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        sb = SIDEBAR_COLOURS[params["sidebar_colour"]]
        x = 0
        if params["rail"]:
            x = self._rail(page, theme, typo, params, sb)
        sw = params["sidebar_width"]
        self._sidebar(page, theme, typo, params, (x, 0, x + sw, page.height), sb)
        x1 = x + sw
        y = self._header(page, theme, typo, params, x1)
        with page.region("messages", "body", (x1, y, page.width, page.height - 90)):
            self._messages(page, theme, typo, params, x1 + 20, y + 10, page.width - 24)
        composer(page, theme, typo, (x1 + 20, page.height - 80, page.width - 20,
                                     page.height - 20), params["placeholder"], radius=8,
                 icons=["plus", "smile", "at"])
        return page

    def _rail(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              sb: tuple[int, int, int]) -> int:
        dark = tuple(max(0, c - 20) for c in sb)
        with page.region("workspace bar", "chrome", (0, 0, 70, page.height)):
            page.rect((0, 0, 70, page.height), dark, name="workspace bar")
            # the workspace's tile: its initials in the bar's colour on a light square (no
            # person's avatar: white initials on it would not show)
            page.rect((15, 14, 55, 54), (230, 230, 235), radius=8, name="workspace icon")
            tile = style(typo["ui"], 15, dark, bold=True)
            text = initials(params["workspace"])
            page.label(35 - round(measure(text, tile)[0] / 2), 34 - round(15 * 1.1), text, tile)
            st = ui_style(typo, theme, size=11, color=(235, 235, 240))
            y = 84
            for k, key in enumerate(("home", "dms", "activity")):
                if k == 0:
                    page.rect((17, y, 53, y + 36), tuple(min(255, c + 45) for c in sb), radius=8,
                              name="selection")
                icon(page, theme, ("home", "chat", "bell")[k], 25, y + 8, 20, (235, 235, 240))
                label = params["labels"][key]
                w = round(measure(label, st)[0])
                page.label(35 - w // 2, y + 36, label, st, max_width=68)
                y += 76
        return 70

    def _sidebar(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 box: tuple[int, int, int, int], sb: tuple[int, int, int]) -> None:
        x1, y1, x2, y2 = box
        lab = params["labels"]
        fg, dim = (245, 245, 247), (200, 195, 205)
        with page.region("sidebar", "chrome", box, label=params["workspace"]):
            page.rect(box, sb, name="sidebar")
            head = style(typo["ui"], typo["size"] + 3, fg, bold=True)
            page.label(x1 + 16, y1 + 8, params["workspace"], head, role="structural",
                       max_width=x2 - x1 - 40)
            page.line((x1, y1 + 52), (x2, y1 + 52), tuple(min(255, c + 30) for c in sb))
            st = ui_style(typo, theme, size=typo["size"], color=dim)
            y = y1 + 62
            for k, key in enumerate(("threads", "mentions", "drafts")):
                icon(page, theme, ("chat", "at", "send")[k], x1 + 18, y + 6, 16, dim)
                page.label(x1 + 44, y, lab[key], st, max_width=x2 - x1 - 56)
                y += 28
            y += 10
            y = self._section(page, typo, lab["channels"], x1, x2, y, st)
            for k, ch in enumerate(params["channels"]):
                active = ch == params["channel"]
                unread = params["unread"][k] and not active
                if active:
                    page.rect((x1 + 8, y, x2 - 8, y + 28), (18, 100, 163), radius=6,
                              name="selection")
                page.label(x1 + 22, y, "#", st.but(color=fg if active or unread else dim))
                page.label(x1 + 42, y, ch, st.but(color=fg if active or unread else dim,
                                                  bold=bool(unread)), max_width=x2 - x1 - 60)
                y += 28
            y += 10
            y = self._section(page, typo, lab["direct"], x1, x2, y, st)
            for k, person in enumerate(params["dms"]):
                if y + 28 > y2:
                    break
                avatar_shape(page, typo, x1 + 20, y + 5, person,
                             _colour(k + 1), 18, True, photos=CHAT_PHOTOS)  # dms: people[1:4]
                page.label(x1 + 46, y, person, st, max_width=x2 - x1 - 60)
                y += 28

    def _section(self, page: Page, typo: dict[str, Any], title: str, x1: int, x2: int, y: int,
                 st: Any) -> int:
        page.polygon([(x1 + 20, y + 11), (x1 + 29, y + 11), (x1 + 24, y + 17)], st.color)
        page.label(x1 + 40, y, title, st, role="structural", max_width=x2 - x1 - 52)
        return y + 30

    def _header(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                x1: int) -> int:
        with page.region("header", "chrome", (x1, 0, page.width, 56)):
            st = style(typo["ui"], typo["size"] + 3, theme.text, bold=True)
            name = page.label(x1 + 20, 6, f"# {params['channel']}", st, role="structural")
            small = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
            page.label(name.right + 16, 9, params["topic"], small, role="text",
                       max_width=max(60, page.width - name.right - 200))
            page.label(page.width - 120, 9, params["members"], small, max_width=110)
            page.line((x1, 55), (page.width, 55), theme.border)
        return 56

    def _messages(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                  x: int, y: int, right: int) -> None:
        limit = page.height - 100
        for k, msg in enumerate(params["messages"]):
            if k == 0 and params["divider_at"]:  # what comes before "Today" is yesterday's
                y = day_divider(page, theme, typo, x - 20, right + 24, y,
                                params["labels"]["yesterday"])
            if k == params["divider_at"]:
                y = day_divider(page, theme, typo, x - 20, right + 24, y, params["labels"]["today"])
            if y > limit - 40:
                break
            sender = params["people"][msg["who"]]
            body = style(typo["ui"], typo["size"], theme.text)
            spans = styled_spans(msg["text"], msg["marks"], body, theme, typo["mono"])
            with page.region(f"message {k + 1}", "message", (x, y, right, y + 60), label=sender):
                bottom = chat_row(page, theme, typo, x, y + 4, right, sender, msg["time"],
                                  spans, _colour(msg["who"]),
                                  avatar_size=36, photos=CHAT_PHOTOS,
                                  show_head=not msg["cont"] or k == params["divider_at"],
                                  limit=page.height - COMPOSER)
                bottom = self._extras(page, theme, typo, params, msg, x + 46, bottom + 4)
            nxt = params["messages"][k + 1] if k + 1 < len(params["messages"]) else None
            y = bottom + (2 if nxt and nxt["cont"] and k + 1 != params["divider_at"] else 12)

    def _extras(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                msg: dict[str, Any], x: int, y: int) -> int:
        st = ui_style(typo, theme, size=typo["size"] - 2)
        # nothing runs under the composer (r21: a last message's reaction pill was cut by it)
        limit = page.height - COMPOSER
        if msg["reactions"] and y + 24 <= limit:
            for k, n in enumerate(msg["reactions"]):
                page.rect((x, y, x + 46, y + 24), theme.panel, theme.border, radius=12,
                          name="reaction")
                emoji(page, msg["emoji"][k], x + 7, y + 4, 16)
                page.label(x + 27, y + 12 - round(st.size * 1.1), str(n), st)
                x += 52
            y += 30
        if msg["replies"] and y + 24 <= limit:
            label = params["replies"].format(n=msg["replies"])
            for j in range(min(3, msg["replies"])):
                avatar_shape(page, typo, x + 22 * j if not msg["reactions"] else x - 52 *
                             len(msg["reactions"]) + 22 * j, y + 2, params["people"][j],
                             _colour(j), 20, True)
            lx = (x if not msg["reactions"] else x - 52 * len(msg["reactions"])) + 70
            page.label(lx, y, label, st.but(color=theme.link, bold=True))
            y += 28
        return y
