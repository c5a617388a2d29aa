"""A text-message thread: round blue and grey bubbles with tails, a centred service and
time stamp, "Delivered" under the last sent message. Either a desktop messages app with a
conversation list, or a phone screen mirrored in the middle of the page: the whole phone
inside the page, its status bar's clock no earlier than the last message."""

from __future__ import annotations

import datetime
from dataclasses import replace
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.chat_world import BIRTHDAY_SCENE, clock, list_previews, scene
from surfaces.kit.chrome import icon, search_box, ui_style
from surfaces.kit.clock import recent_dates
from surfaces.kit.messages import avatar_shape, bubble, composer
from surfaces.kit.numbers import date_month_day
from surfaces.kit.phone import phone_params, status_bar
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style, system_typography

BLUE = (10, 132, 255)
SMS_GREEN = (52, 199, 89)
GREY_AVATAR = (142, 142, 147)


def _stamp(content: Content, messages: list[dict[str, Any]], today: datetime.date,
           days_ago: int) -> None:
    """Stamp the scene's messages: the first under its day and time ("Today 6:12 PM",
    "Yesterday 6:12 PM"), a later one only after an hour's pause, as the messages app does."""
    day = today - datetime.timedelta(days=days_ago)
    when = content.ui("chat.today") if days_ago == 0 else \
        content.ui("chat.yesterday") if days_ago == 1 else date_month_day(day, content.lang)
    prev = None
    for m in messages:
        pause = prev is None or m["minute"] - prev >= 60
        m["stamp"] = f"{when} {clock(content, m['minute'])}" if pause else None
        m["days_ago"] = days_ago
        prev = m["minute"]


def _status(rng: np.random.Generator, content: Content, last: int) -> dict[str, Any]:
    """The phone's status bar: its clock the last message's minute or up to half an hour
    after it, the same day (the thread is "Today"), and a battery level."""
    status = phone_params(rng, content.lang)
    hour, minute = divmod(min(24 * 60 - 1, last + int(rng.integers(0, 31))), 60)
    status["clock"] = f"{hour % 12 or 12}:{minute:02d}" if content.lang == "en" else \
        f"{hour:02d}:{minute:02d}"
    status["minute"] = hour * 60 + minute
    return status


class SmsThread(Surface):
    name = "sms_thread"
    family = "chat"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each message is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("sidebar", "search", "status bar", "header", "conversation", "message",
               "composer")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        contact = content.full_name()
        messages = scene(rng, content, contact=contact)
        today = datetime.date(2024, 1, 1) + datetime.timedelta(days=int(rng.integers(200, 1000)))
        _stamp(content, messages, today, 0)
        for m in messages:
            m["marks"] = sample_marks(rng, m["text"], "sms")
        previews = list_previews(content, 8, None, messages[0]["scene"] == BIRTHDAY_SCENE,
                                 [m["text"] for m in messages])
        others = [content.full_name() for _ in previews]
        sms = bool(rng.random() < 0.3)
        params = {
            # Apple's Messages: San Francisco's look on a Mac and an iPhone alike
            "typo": system_typography(sample_typography(rng, "sans", (14, 15)), "mac"),
            "contact": contact, "messages": messages,
            "service": content.ui("chat.text_message" if sms else "chat.imessage"),
            "today": today.isoformat(),
            "delivered": content.ui(choice(rng, ["chat.delivered", "chat.read"])),
            "others": others, "previews": previews,
            "dates": [clock(content, messages[-1]["minute"])]
            + recent_dates(rng, content, len(others), today=today),
            "search": content.ui("chat.search"),
            "phone": bool(rng.random() < 0.4), "sms": sms,
            "selected": 0,
        }
        if params["phone"]:  # drawn last: the desktop pages draw what they drew before
            params["status"] = _status(rng, content, messages[-1]["minute"])
        return params

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        dark = theme.name == "dark"
        bottom = page.height
        if params["phone"]:  # the whole phone on the desk, its rounded foot inside the page
            page.rect((0, 0, page.width, page.height), (214, 218, 224) if not dark
                      else (12, 12, 14), name="desk")
            x1, x2 = 322, 702
            page.rect((x1 - 14, 6, x2 + 14, page.height - 6), (28, 28, 30), radius=50,
                      name="phone")
            bg = (0, 0, 0) if dark else (255, 255, 255)
            page.rect((x1, 20, x2, page.height - 20), bg, radius=40, name="screen")
            top = status_bar(page, theme, typo, params["status"], screen=(x1, 20, x2)) - 10
            top = self._header(page, theme, typo, params, x1, x2, top, True)
            bottom = page.height - 20 - 22  # the home indicator under the composer
            cx = (x1 + x2) // 2
            page.rect((cx - 67, page.height - 33, cx + 67, page.height - 28),
                      (255, 255, 255) if dark else (0, 0, 0), radius=3,
                      name="home indicator")
        else:
            sw = 300
            self._sidebar(page, theme, typo, params, sw)
            x1, x2 = sw, page.width
            page.rect((x1, 0, x2, page.height), (30, 30, 30) if dark else (255, 255, 255),
                      name="conversation")
            top = self._header(page, theme, typo, params, x1, x2, 0, False)
        with page.region("conversation", "body", (x1, top, x2, bottom - 56),
                         label=params["contact"]):
            self._thread(page, theme, typo, params, x1 + 16, x2 - 16, top, bottom - 62)
        box = (x1 + 50, bottom - 48, x2 - 14, bottom - 12)
        composer(page, theme, typo, box, params["service"], fill=(0, 0, 0) if dark and
                 params["phone"] else theme.bg, send=None)
        page.ellipse((x1 + 12, bottom - 44, x1 + 40, bottom - 16),
                     (60, 60, 64) if dark else (229, 229, 234), name="button")
        page.line((x1 + 26, bottom - 38), (x1 + 26, bottom - 22), theme.muted, 2)
        page.line((x1 + 18, bottom - 30), (x1 + 34, bottom - 30), theme.muted, 2)
        return page

    def _sidebar(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 sw: int) -> None:
        dark = theme.name == "dark"
        with page.region("sidebar", "chrome", (0, 0, sw, page.height)):
            page.rect((0, 0, sw, page.height), (40, 40, 42) if dark else (236, 236, 238),
                      name="sidebar")
            for i, c in enumerate(((255, 95, 87), (254, 188, 46), (40, 200, 64))):
                page.ellipse((14 + 20 * i, 14, 26 + 20 * i, 26), c)
            icon(page, theme, "edit", sw - 34, 13, 15)
            search_box(page, theme, typo, (12, 42, sw - 12, 70), params["search"])
            names = list(params["others"])
            names.insert(params["selected"], params["contact"])
            st = ui_style(typo, theme, size=typo["size"] - 1)
            y = 82
            for k, name in enumerate(names[:9]):
                sel = k == params["selected"]
                if sel:
                    page.rect((8, y, sw - 8, y + 68), BLUE, radius=8, name="selection")
                ink = (255, 255, 255) if sel else theme.text
                sub = (230, 240, 255) if sel else theme.muted
                avatar_shape(page, typo, 18, y + 12, name, GREY_AVATAR, 40, photos=0.35)
                j = min(k, len(params["dates"]) - 1)
                date = params["dates"][j]
                dst = st.but(size=st.size - 2, color=sub)
                dw = round(measure(date, dst)[0])
                page.label(sw - 18 - dw, y + 4, date, dst, role="text")
                page.label(68, y + 2, name, st.but(bold=True, color=ink), role="structural",
                           max_width=sw - 96 - dw)
                other = k - (k > params["selected"])  # the others' own previews, in order
                preview = params["messages"][-1]["text"] if sel else params["previews"][
                    min(other, len(params["previews"]) - 1)]
                page.text((68, y + 30, sw - 18, y + 64), preview, st.but(color=sub),
                          role="text", max_lines=2, line_height=1.2)
                y += 72

    def _header(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                x1: int, x2: int, y: int, phone: bool) -> int:
        h = 88 if phone else 64
        with page.region("header", "chrome", (x1, y, x2, y + h), label=params["contact"]):
            cx = (x1 + x2) // 2
            st = ui_style(typo, theme, size=typo["size"] - 1)
            if phone:
                page.polygon([(x1 + 26, y + 20), (x1 + 18, y + 28), (x1 + 26, y + 36)], BLUE)
                avatar_shape(page, typo, cx - 24, y + 4, params["contact"], GREY_AVATAR, 48,
                             photos=0.35)
                w = round(measure(params["contact"], st)[0])
                page.label(cx - w // 2, y + 52, params["contact"], st, role="structural")
            else:
                to = f"{params['contact']}"
                page.label(x1 + 20, y + 18, to, st.but(bold=True, size=typo["size"]),
                           role="structural")
                icon(page, theme, "info", x2 - 40, y + 24, 16)
            page.line((x1, y + h - 1), (x2, y + h - 1), theme.border)
        return y + h

    def _thread(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                x1: int, x2: int, top: int, bottom: int) -> None:
        scratch = Page(page.width, 100_000, theme)
        rows = self._bubbles(scratch, theme, typo, params, x1, x2, 0, 0)
        # the view opens on a day's first message, under its stamp (the service's name over
        # it: 44 px where a later stamp takes 26), the earliest day whose messages all fit
        starts = [k for k, m in enumerate(params["messages"]) if m["stamp"]]
        first = starts[-1]
        for k in reversed(starts):
            if rows[-1][2] - rows[k][1] + 48 > bottom - top - 12:
                break
            first = k
        head = 48
        if first != starts[0]:  # an earlier hour does not fit: the view is scrolled to the
            # end with a whole message at its top, not a band of blank above a stamp
            msgs = params["messages"]
            first = next(k for k in range(len(rows)) if rows[-1][2] - rows[k][1] + (
                48 if msgs[k]["stamp"] else 8) <= bottom - top - 12)
            head = 48 if msgs[first]["stamp"] else 8
        y0 = bottom - (rows[-1][2] - rows[first][1]) - head
        if params["phone"] and first == starts[0]:  # the phone's list starts at the top:
            y0 = top + 8  # a short thread leaves no band of blank under the header
        self._bubbles(page, theme, typo, params, x1, x2, y0, first)

    def _bubbles(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 x1: int, x2: int, y: int, first: int) -> list[tuple[int, int, int]]:
        dark = theme.name == "dark"
        body = style(typo["ui"], typo["size"] + 1, theme.text)
        out = []
        max_w = min(440, round((x2 - x1) * 0.72))
        msgs = params["messages"]
        # "Delivered"/"Read" under my message only while it is the thread's last: an answer
        # after it would have read it, and the app drops the receipt then
        last_mine = len(msgs) - 1 if msgs[-1]["mine"] else -1
        for k, msg in enumerate(msgs):
            if k < first:
                continue
            nxt = msgs[k + 1]["mine"] if k + 1 < len(msgs) else None
            gap = 2 if k > first and msgs[k - 1]["mine"] == msg["mine"] else 10
            if msg["stamp"]:  # the day's stamp (the service's name over the first one)
                st = ui_style(typo, theme, size=typo["size"] - 3, color=theme.muted)
                label = f"{params['service']}\n{msg['stamp']}" if k == first else msg["stamp"]
                h = 40 if k == first else 22
                page.text((x1, y + 4, x2, y + 4 + h), label, st, role="text", align="center",
                          line_height=1.3)
                y += h + 4
            y += gap
            tail = "bottom" if nxt != msg["mine"] else None
            with page.region(f"message {k + 1}", "message", (x1, y, x2, y + 40),
                             label="" if msg["mine"] else params["contact"]):
                if msg["mine"]:
                    fill = SMS_GREEN if params["sms"] else BLUE
                    st = body.but(color=(255, 255, 255))
                    spans = styled_spans(msg["text"], msg.get("marks", []), st,
                                         replace(theme, link=st.color), typo["mono"])
                    b = bubble(page, theme, x2, y, max_w, spans, st, fill, side="right",
                               radius=17, tail=tail, pad=(13, 7))
                else:
                    fill = (58, 58, 60) if dark else (233, 233, 235)
                    spans = styled_spans(msg["text"], msg.get("marks", []), body, theme,
                                         typo["mono"])
                    b = bubble(page, theme, x1, y, max_w, spans, body, fill, side="left",
                               radius=17, tail=tail, pad=(13, 7))
                end = b[3]
                if k == last_mine:
                    st = ui_style(typo, theme, size=typo["size"] - 4, color=theme.muted)
                    w = round(measure(params["delivered"], st)[0])
                    page.label(x2 - w - 4, b[3] - 4, params["delivered"], st.but(bold=True),
                               role="text")
                    end = b[3] + 18
            page.regions[-1].box = (x1, b[1], x2, end)
            out.append((k, b[1] - gap, end))
            y = end
        return out
