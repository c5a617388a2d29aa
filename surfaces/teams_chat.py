"""An enterprise team channel (Microsoft-Teams style): app rail, team and channel list,
channel tabs, post cards with threaded replies and a "start a post" box."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.chrome import icon, search_box, ui_style
from surfaces.kit.holidays import working_day
from surfaces.kit.messages import AVATAR_COLOURS, CHAT_PHOTOS, avatar_shape
from surfaces.kit.numbers import random_day
from surfaces.kit.prose import mention_marks, sample_marks, styled_spans
from surfaces.kit.sector_firms import sector_firm
from surfaces.kit.team_talk import clock, members, units
from surfaces.kit.typography import sample_typography, style

RAIL = ["office.t_activity", "office.t_chat", "office.t_teams", "office.t_calendar",
        "office.t_files"]
RAIL_ICONS = ["bell", "chat", "users", "calendar", "file"]
COMPOSER = 64  # the "New post" bar at the foot of the channel (px)


def _next_thread(rng: np.random.Generator, lang: str, day: datetime.date,
                 last: int) -> tuple[datetime.date, int | None]:
    """When the next thread opens: later the same day, after the last reply of the one
    above, or on a later working day (its first minute drawn by ``units``)."""
    later = last + int(rng.integers(25, 150))
    if later < 16 * 60 and rng.random() < 0.5:
        return day, later
    return working_day(lang, day + datetime.timedelta(days=int(rng.integers(1, 4)))), None


class TeamsChat(Surface):
    name = "teams_chat"
    family = "chat"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each message is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("app bar", "search", "teams", "header", "posts", "post", "composer")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        people = members(content, 6)
        content.pin(name=[p.split()[0] for p in people])  # posts name the team's members
        tagged = people + [p.split()[0] for p in people]  # named in a post: a mention chip
        posts: list[dict[str, Any]] = []
        used: set[Any] = set()
        # a software team's channels (backend, releases) and talk: a software firm's teams
        teams = [sector_firm(rng, content, "software", bare=True)]
        teams.append(sector_firm(rng, content, "software", teams[:1], bare=True))
        domain = content.domain(teams[0])  # the open team's files are on its own drive
        # the channel's threads, oldest at the top (ordered by their latest activity, as
        # Teams does), each on a working day of the page's country, its replies the same day
        day, minute = working_day(content.lang, random_day(rng)), None
        for k in range(int(rng.integers(2, 4))):
            # a post and its replies: the answer to its question, then the asker's thanks
            kind = "ask" if k == 0 or rng.random() < 0.4 else None
            head, *replies = units(rng, content, people, 1, start=minute, first=kind,
                                   used=used, domain=domain, day=day)[0]
            for r in replies:
                r.update(time=clock(content, r["minute"]),
                         marks=mention_marks(r["text"], tagged,
                                             sample_marks(rng, r["text"], "chat")))
            posts.append({"who": head["who"], "kind": head["kind"], "minute": head["minute"],
                          "time": f"{content.format_date(day)} {clock(content, head['minute'])}",
                          "subject": "", "day": day.isoformat(),
                          "text": head["text"], "marks": mention_marks(head["text"], tagged,
                                                  sample_marks(rng, head["text"], "chat")),
                          "replies": replies, "names": head["names"],
                          # earlier replies folded away only above acknowledgements
                          "hidden": int(choice(rng, [0, 0, 2, 4])) if head["kind"] == "say"
                          else 0})
            day, minute = _next_thread(rng, content.lang, day, ([head] + replies)[-1]["minute"])
        general = content.ui("office.t_general")  # listed first, not again as "general"
        channels = sorted({content.word("chat_channel") for _ in range(5)} - {general.lower()})
        # the other team: collapsed, or open on its channels, General first as Teams lists
        # them (r92 row 02: an open team with no channel under it)
        more = sorted({content.word("chat_channel") for _ in range(int(rng.integers(0, 3)))}
                      - {general.lower()})
        other = [general, *more] if rng.random() < 0.5 else []
        return {
            "typo": sample_typography(rng, "sans", (13, 14)), "people": people, "posts": posts,
            "rail": [content.ui(k) for k in RAIL], "rail_icons": list(RAIL_ICONS), "teams": teams,
            "channels": [general] + channels, "other_channels": other,
            # the posts are the team's everyday talk (slides, deadlines, lunch): they belong
            # in General, never in "backend" or "marketing"
            "active": 0,
            "tabs": [content.ui(k) for k in ("office.t_posts", "office.t_files",
                                             "office.t_notes")],
            "your_teams": content.ui("office.t_your_teams"),
            "reply": content.ui("office.t_reply"), "new_post": content.ui("office.t_new_post"),
            "replies_label": content.ui("office.t_replies", n="{n}"),
            "search": content.ui("common.search"), "meet": content.ui("office.t_meet"),
            "list_w": int(choice(rng, [250, 270, 290])), "compact": bool(rng.random() < 0.4),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        dark = theme.name == "dark"
        purple = (98, 100, 167)
        top = (235, 235, 240) if not dark else (41, 41, 41)
        with page.region("search", "chrome", (0, 0, page.width, 48)):
            page.rect((0, 0, page.width, 48), top, name="top bar")
        search_box(page, theme, typo, (page.width // 2 - 260, 8, page.width // 2 + 260, 40),
                   params["search"])
        self._rail(page, theme, typo, params, purple, top)
        lw = params["list_w"]
        self._teams(page, theme, typo, params, (68, 48, 68 + lw, page.height))
        x1 = 68 + lw
        canvas = (245, 245, 245) if not dark else (31, 31, 31)
        page.rect((x1, 48, page.width, page.height), canvas, name="posts background")
        self._header(page, theme, typo, params, x1, purple)
        with page.region("posts", "body", (x1, 108, page.width, page.height - 64)):
            y = 124
            for k, post in enumerate(params["posts"]):
                if y > page.height - 160:
                    break
                y = self._post(page, theme, typo, params, post, k, x1 + 24, y,
                               page.width - 24) + 16
        with page.region("composer", "chrome", (x1 + 24, page.height - 56, page.width - 24,
                                                page.height - 16)):
            bst = ui_style(typo, theme, color=(255, 255, 255))
            w = round(measure(params["new_post"], bst)[0]) + 56
            page.rect((x1 + 24, page.height - 54, x1 + 24 + w, page.height - 18), purple,
                      radius=4, name="button")
            page.line((x1 + 38, page.height - 36), (x1 + 48, page.height - 36), (255, 255, 255),
                      2, name="icon")
            page.line((x1 + 43, page.height - 41), (x1 + 43, page.height - 31), (255, 255, 255),
                      2, name="icon")
            page.label(x1 + 58, page.height - 36 - round(bst.size * 1.1), params["new_post"], bst)
        return page

    def _rail(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
              purple: tuple[int, int, int], fill: tuple[int, int, int]) -> None:
        with page.region("app bar", "chrome", (0, 48, 68, page.height)):
            page.rect((0, 48, 68, page.height), fill, name="app bar")
            st = ui_style(typo, theme, size=10, color=theme.muted)
            y = 60
            for k, label in enumerate(p["rail"]):
                active = k == 2
                if active:
                    page.rect((0, y, 3, y + 52), purple, name="selection")
                icon(page, theme, p["rail_icons"][k], 23, y + 4, 22, purple if active else None)
                w = round(measure(label, st)[0])
                page.label(max(2, 34 - w // 2), y + 24, label,
                           st.but(color=purple if active else theme.muted), max_width=64)
                y += 62

    def _teams(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
               box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        with page.region("teams", "sidebar", box, label=p["your_teams"]):
            page.rect(box, theme.panel, name="teams list")
            st = ui_style(typo, theme)
            page.label(x1 + 16, y1 + 10, p["rail"][2], st.but(bold=True, size=st.size + 4),
                       role="structural")
            y = y1 + 56
            page.label(x1 + 16, y, p["your_teams"], st.but(color=theme.muted, size=st.size - 1),
                       role="structural")
            y += 32
            for t, team in enumerate(p["teams"]):
                shown = p["channels"] if t == 0 else p.get("other_channels", [])
                page.polygon([(x1 + 14, y + 12), (x1 + 22, y + 12), (x1 + 18, y + 17)] if shown
                             else [(x1 + 15, y + 10), (x1 + 20, y + 14), (x1 + 15, y + 18)],
                             theme.muted)  # ▼ open, ▶ collapsed
                avatar_shape(page, typo, x1 + 30, y + 4, team,
                             AVATAR_COLOURS[(t * 3 + 2) % len(AVATAR_COLOURS)], 24, True)
                page.label(x1 + 62, y, team, st.but(bold=True), max_width=x2 - x1 - 74)
                y += 34
                for c, ch in enumerate(shown):
                    if t == 0 and c == p["active"]:
                        page.rect((x1 + 6, y, x2 - 6, y + 30), theme.surface, radius=4,
                                  name="selection")
                    page.label(x1 + 62, y, ch, st.but(bold=t == 0 and c == p["active"]),
                               max_width=x2 - x1 - 74)
                    y += 32
                y += 6
            page.line((x2 - 1, y1), (x2 - 1, y2), theme.border)

    def _header(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                x1: int, purple: tuple[int, int, int]) -> None:
        with page.region("header", "chrome", (x1, 48, page.width, 108)):
            page.rect((x1, 48, page.width, 108), theme.surface, name="header")
            avatar_shape(page, typo, x1 + 20, 62, p["teams"][0], AVATAR_COLOURS[2], 32, True)
            st = ui_style(typo, theme, size=typo["size"] + 2, bold=True)
            name = page.label(x1 + 64, 57, p["channels"][p["active"]], st, role="structural",
                              max_width=220)
            x = name.right + 28
            tst = ui_style(typo, theme)
            for k, tab in enumerate(p["tabs"]):
                b = page.label(x, 58, tab, tst.but(bold=k == 0,
                                                   color=theme.text if k == 0 else theme.muted))
                if k == 0:
                    page.line((x, 104), (b.right, 104), purple, 3)
                x = b.right + 22
            mw = round(measure(p["meet"], tst)[0]) + 30
            page.rect((page.width - mw - 20, 62, page.width - 20, 94), purple, radius=4,
                      name="button")
            page.label(page.width - mw - 5, 78 - round(tst.size * 1.1), p["meet"],
                       tst.but(color=(255, 255, 255)))
            page.line((x1, 107), (page.width, 107), theme.border)

    def _post(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
              post: dict[str, Any], k: int, x1: int, y: int, x2: int) -> int:
        sender = p["people"][post["who"]]
        size = typo["size"]
        body = style(typo["ui"], size, theme.text)
        with page.region(f"post {k + 1}", "message", (x1, y, x2, y + 300), label=sender) as reg:
            card = page.rect((x1 + 44, y, x2, y + 10), theme.surface, theme.border, radius=6,
                             name="post")
            avatar_shape(page, typo, x1, y + 4, sender,
                         AVATAR_COLOURS[post["who"] * 2 % len(AVATAR_COLOURS)], 32,
                         photos=CHAT_PHOTOS)
            cx = x1 + 60
            name = page.label(cx, y + 6, sender, body.but(bold=True, size=size - 1),
                              role="structural", max_width=260)
            page.label(name.right + 10, y + 6, post["time"], body.but(size=size - 2,
                                                                      color=theme.muted),
                       role="text")
            ty = y + 38
            if post["subject"]:
                ty = page.label(cx, ty - 4, post["subject"], body.but(bold=True, size=size + 3),
                                role="structural", max_width=x2 - cx - 16).bottom + 2
            # nothing of a post runs under the "New post" button (r21: a third post's
            # "Reply" row sat under it): its text, replies and reply row end above it
            spans = [styled_spans(post["text"], post["marks"], body, theme, typo["mono"])]
            block = page.text((cx, ty, x2 - 16, min(ty + 200, page.height - COMPOSER - 12)),
                              spans, body, role="prose", line_height=1.45)
            own = block.bottom + 12
            # the post's own message only: a reply is a message of its writer (a reviewer
            # read "the message sent by Gérard" boxed on Raymond's reply under Gérard's post)
            page.regions[reg].box = (x1, y, x2, own)
        y2 = self._replies(page, theme, typo, p, post, x1 + 44, own, x2, k)
        page.resize(card, (x1 + 44, y, x2, y2))
        return y2

    def _replies(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 post: dict[str, Any], x1: int, y: int, x2: int, k: int = 0) -> int:
        size = typo["size"] - 1
        body = style(typo["ui"], size, theme.text)
        sub = theme.faded(theme.panel, on=theme.surface, amount=0.3)
        link = theme.accent if theme.name == "light" else theme.link
        if post["replies"] or post["hidden"]:
            page.line((x1, y), (x2, y), theme.border)
        limit = page.height - COMPOSER
        if post["hidden"] and y + 34 <= limit:
            # the folded replies only, as Teams counts them (r53: "3 antwoorden" over the one
            # reply shown below)
            page.label(x1 + 16, y + 4, p["replies_label"].format(n=post["hidden"]),
                       body.but(color=link),
                       role="text")
            y += 34
        for j, r in enumerate(post["replies"]):
            if y > page.height - 120 or y + 96 > limit:
                break
            who = p["people"][r["who"]]
            with page.region(f"post {k + 1} reply {j + 1}", "message", (x1, y, x2, y + 160),
                             label=who) as reg:
                page.rect((x1 + 1, y, x2 - 1, y + 4), sub, name="reply")
                avatar_shape(page, typo, x1 + 16, y + 10, who,
                             AVATAR_COLOURS[r["who"] * 2 % len(AVATAR_COLOURS)], 24,
                             photos=CHAT_PHOTOS)
                nx = x1 + 50
                n = page.label(nx, y + 2, who, body.but(bold=True), role="structural",
                               max_width=240)
                page.label(n.right + 8, y + 2, r["time"], body.but(size=size - 1,
                                                                   color=theme.muted), role="text")
                block = page.text((nx, y + 30, x2 - 16, y + 160), [styled_spans(
                    r["text"], r["marks"], body, theme, typo["mono"])], body, role="prose",
                    line_height=1.4)
                page.regions[reg].box = (x1, y, x2, block.bottom + 10)
            y = block.bottom + 10
        if y + 36 > limit:
            return y
        page.line((x1, y), (x2, y), theme.border)
        icon(page, theme, "undo", x1 + 14, y + 9, 15)
        page.label(x1 + 36, y + 1, p["reply"], body.but(color=theme.muted), role="chrome")
        return y + 36
