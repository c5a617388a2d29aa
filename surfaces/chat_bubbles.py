"""A messenger web app: chat list on the left, a conversation of bubbles on a tinted
wallpaper with times and read ticks inside the bubbles, and a rounded composer."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.chat_world import BIRTHDAY_SCENE, clock, list_previews, scene
from surfaces.kit.chrome import icon, search_box, ui_style
from surfaces.kit.clock import recent_dates
from surfaces.kit.messages import AVATAR_COLOURS, avatar_shape, bubble, composer, day_divider
from surfaces.kit.messages import (
    CHAT_PHOTOS as PHOTOS,
)
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style

GREEN = (0, 168, 132)


def _seen_after(rng: np.random.Generator, messages: list[dict[str, Any]]) -> int:
    """A "last seen" minute no earlier than the contact's own last message and no later than
    the last message of the chat (the page's now)."""
    theirs = [m["minute"] for m in messages if not m["mine"]]
    floor = theirs[-1] if theirs else messages[0]["minute"]
    return int(rng.integers(floor, max(floor, messages[-1]["minute"]) + 1))


# the conversation header: video call, search in the chat, the menu
HEADER_ICONS = ("camera", "search", "more-vertical")


class ChatBubbles(Surface):
    name = "chat_bubbles"
    family = "chat"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each message is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("chat list", "search", "header", "conversation", "message", "composer")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        contact = content.full_name()
        chats = [contact] + [content.full_name() for _ in range(7)]  # the open chat is newest
        messages = scene(rng, content, contact=contact)
        for m in messages:
            m["time"] = clock(content, m["minute"])
            m["marks"] = sample_marks(rng, m["text"], "chat")
        stamps = [messages[-1]["time"]] + recent_dates(rng, content, len(chats) - 1)
        online = bool(rng.random() < 0.5)
        seen = messages[-1]["minute"] if online else _seen_after(rng, messages)
        status = content.ui("chat.online") if online else content.ui(
            "chat.last_seen", time=clock(content, seen))
        for m in messages:  # blue ticks only on what the contact was online to read
            m["read"] = bool(m["mine"] and m["minute"] <= seen)
        # no two chats open alike; no birthday wish days before today's
        others = iter(list_previews(content, len(chats) - 1, chats[1:],
                                    messages[0]["scene"] == BIRTHDAY_SCENE,
                                    [m["text"] for m in messages]))
        return {
            "typo": sample_typography(rng, "sans", (14, 15)),
            "contact": contact, "chats": chats,
            "previews": [messages[-1]["text"] if c == contact else next(others, "👍")
                         for c in chats],
            "stamps": stamps,
            "unread": [int(rng.integers(1, 5)) if rng.random() < 0.3 and c != contact else 0
                       for c in chats],
            "messages": messages,
            "status": status,
            "today": content.ui("chat.today"), "placeholder": content.ui("chat.type_message"),
            "search": content.ui("chat.search_chats"),
            "filters": [content.ui(k) for k in ("chat.all", "chat.unread", "chat.groups")],
            "title": content.ui("chat.messages"),
            "list_width": int(choice(rng, [300, 330, 360])), "list": bool(rng.random() < 0.8),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        x1 = 0
        if params["list"]:
            x1 = params["list_width"]
            self._chat_list(page, theme, typo, params, (0, 0, x1, page.height))
        self._header(page, theme, typo, params, x1)
        dark = theme.name == "dark"
        wall = (11, 20, 26) if dark else (239, 234, 226)
        box = (x1, 60, page.width, page.height - 62)
        with page.region("conversation", "body", box, label=params["contact"]):
            page.rect(box, wall, name="wallpaper")
            for k in range(0, 40):  # a faint doodle pattern, as on the real wallpaper
                cx = x1 + 30 + (k * 97) % (page.width - x1 - 40)
                cy = 80 + (k * 61) % (page.height - 160)
                tint = tuple(c + (5 if dark else -6) for c in wall)
                page.ellipse((cx, cy, cx + 14, cy + 14), None, tint, 2, name="wallpaper")
            self._messages(page, theme, typo, params, x1, box)
        with page.region("footer", "chrome", (x1, page.height - 62, page.width, page.height)):
            page.rect((x1, page.height - 62, page.width, page.height), theme.panel, name="footer")
            icon(page, theme, "smile", x1 + 15, page.height - 42, 22)
            composer(page, theme, typo, (x1 + 50, page.height - 52, page.width - 60,
                                         page.height - 10), params["placeholder"], radius=10)
            page.ellipse((page.width - 46, page.height - 46, page.width - 16, page.height - 16),
                         GREEN, name="send")
            # the composer is empty, so the round button records a voice message
            icon(page, theme, "mic", page.width - 40, page.height - 40, 18, (255, 255, 255))
        return page

    def _chat_list(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                   box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        with page.region("chat list", "chrome", box):
            page.rect(box, theme.bg, name="chat list")
            page.line((x2 - 1, y1), (x2 - 1, y2), theme.border)
            page.label(x1 + 18, 12, params["title"], style(typo["ui"], typo["size"] + 6,
                                                         theme.text, bold=True),
                       role="structural")
            search_box(page, theme, typo, (x1 + 12, 60, x2 - 12, 94), params["search"])
            st = ui_style(typo, theme, size=typo["size"] - 1)
            x = x1 + 14
            for k, label in enumerate(params["filters"]):
                w = round(measure(label, st)[0]) + 24
                fill = (217, 253, 211) if k == 0 and theme.name == "light" else (
                    (16, 60, 50) if k == 0 else theme.panel)
                page.rect((x, 104, x + w, 132), fill, radius=14, name="chip")
                page.label(x + 12, 118 - round(st.size * 1.1), label,
                           st.but(color=(0, 120, 90) if k == 0 and theme.name == "light"
                                  else theme.text))
                x += w + 8
            y = 142
            for k, name in enumerate(params["chats"]):
                if y + 72 > y2:
                    break
                if name == params["contact"]:
                    page.rect((x1, y, x2 - 1, y + 72), theme.panel, name="selection")
                self._chat_item(page, theme, typo, params, k, x1, x2, y)
                y += 72

    def _chat_item(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                   k: int, x1: int, x2: int, y: int) -> None:
        name = params["chats"][k]
        avatar_shape(page, typo, x1 + 14, y + 12, name, AVATAR_COLOURS[k % 10], 48,
                     photos=PHOTOS)
        st = ui_style(typo, theme, size=typo["size"])
        stamp = params["stamps"][k]
        small = st.but(size=st.size - 3, color=GREEN if params["unread"][k] else theme.muted)
        sw = round(measure(stamp, small)[0])
        page.label(x2 - 16 - sw, y + 10, stamp, small, role="text")
        page.label(x1 + 76, y + 8, name, st, role="structural", max_width=x2 - x1 - 100 - sw)
        page.label(x1 + 76, y + 32, params["previews"][k], st.but(size=st.size - 1,
                                                                  color=theme.muted),
                   role="text", max_width=x2 - x1 - 126)
        if params["unread"][k]:
            page.ellipse((x2 - 36, y + 38, x2 - 16, y + 58), GREEN, name="badge")
            page.label(x2 - 30, y + 37, str(params["unread"][k]),
                       style(typo["ui"], 11, (255, 255, 255), bold=True))
        page.line((x1 + 76, y + 71), (x2, y + 71), theme.border)

    def _header(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                x1: int) -> None:
        with page.region("header", "chrome", (x1, 0, page.width, 60),
                         label=params["contact"]):
            page.rect((x1, 0, page.width, 60), theme.panel, name="header")
            at = params["chats"].index(params["contact"])  # the colour it has in the list
            avatar_shape(page, typo, x1 + 16, 10, params["contact"], AVATAR_COLOURS[at % 10], 40,
                         photos=PHOTOS)
            st = ui_style(typo, theme, size=typo["size"])
            page.label(x1 + 68, 2, params["contact"], st.but(bold=True), role="structural")
            page.label(x1 + 68, 24, params["status"], st.but(size=st.size - 2, color=theme.muted),
                       role="text")
            for k, name in enumerate(HEADER_ICONS):
                icon(page, theme, name, page.width - 124 + 38 * k, 20, 20)

    def _messages(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                  x1: int, box: tuple[int, int, int, int]) -> None:
        """Bubbles anchored to the bottom, like a real conversation: lay them out on a
        scratch page first, keep the newest ones that fit, then draw them."""
        scratch = Page(page.width, 100_000, theme)
        spans = self._bubbles(scratch, theme, typo, params, x1, 0, 0)
        room = box[3] - box[1] - 60
        first = len(spans) - 1
        while first > 0 and spans[-1][2] - spans[first - 1][1] <= room:
            first -= 1
        top = box[3] - 12 - (spans[-1][2] - spans[first][1])
        y = day_divider(page, theme, typo, x1 + 40, page.width - 40, top - 42, params["today"],
                        chip=True, fill=(32, 44, 51) if theme.name == "dark" else
                        (255, 255, 255))
        del y
        self._bubbles(page, theme, typo, params, x1, top, first)

    def _bubbles(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 x1: int, y: int, first: int) -> list[tuple[int, int, int]]:
        dark = theme.name == "dark"
        mine_fill = (0, 92, 75) if dark else (217, 253, 211)
        theirs_fill = (32, 44, 51) if dark else (255, 255, 255)
        ink = (233, 237, 239) if dark else (17, 27, 33)
        body = style(typo["ui"], typo["size"], ink)
        meta = body.but(size=max(10, typo["size"] - 4), color=(140, 160, 170) if dark
                        else (102, 119, 129))
        max_w = min(520, round((page.width - x1) * 0.62))
        prev = None
        out = []
        for k, msg in enumerate(params["messages"]):
            if k < first:
                continue
            y += 3 if prev == msg["mine"] else 10
            spans = styled_spans(msg["text"], msg["marks"], body, theme, typo["mono"])
            tail = "top" if prev != msg["mine"] else None
            with page.region(f"message {k + 1}", "message", (x1, y, page.width, y + 40),
                             label=params["contact"] if not msg["mine"] else ""):
                if msg["mine"]:
                    b = bubble(page, theme, page.width - 60, y, max_w, spans, body, mine_fill,
                               side="right", radius=8, tail=tail, meta=msg["time"],
                               meta_style=meta, pad=(10, 6), meta_pad=18)
                    _ticks(page, b, (83, 189, 235) if msg.get("read", True) else theme.muted)
                else:
                    b = bubble(page, theme, x1 + 60, y, max_w, spans, body, theirs_fill,
                               side="left", radius=8, tail=tail, meta=msg["time"],
                               meta_style=meta, pad=(10, 6))
            page.regions[-1].box = (x1, b[1], page.width, b[3])
            out.append((k, b[1] - (3 if prev == msg["mine"] else 10), b[3]))
            y = b[3]
            prev = msg["mine"]
        return out


def _ticks(page: Page, box: tuple[int, int, int, int], colour: tuple[int, int, int]) -> None:
    """Two small check marks (read receipt) drawn as lines, just outside the time."""
    x, y = box[2] - 26, box[3] - 16
    for dx in (0, 5):
        page.line((x + dx, y + 4), (x + dx + 3, y + 7), colour, 2, name="icon")
        page.line((x + dx + 3, y + 7), (x + dx + 9, y), colour, 2, name="icon")
