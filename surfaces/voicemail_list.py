"""Visual voicemail: a list of messages (caller, date, duration, unread dot, preview) and the
selected message with a waveform player, actions and its transcription as prose."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.apps import waveform
from surfaces.kit.chrome import avatar, button, icon, search_box, ui_style
from surfaces.kit.holidays import is_working_day
from surfaces.kit.messages import initials
from surfaces.kit.numbers import clock, format_date, random_day, ui_list
from surfaces.kit.persona import PERSON_COLOURS
from surfaces.kit.phone import PHONE_REGIONS, phone_layout, phone_params, status_bar, tab_bar
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style

# The minutes a caller guesses ("about 20 minutes", "etwa 15 Minuten", "unos 10 minutos")
ROUND_MINUTES = (5, 10, 15, 20, 30, 40, 45)
AVATARS = [(220, 90, 90), (90, 150, 220), (80, 170, 120), (200, 140, 60), (150, 100, 200)]
UNKNOWN = (150, 154, 160)  # an unknown caller's grey avatar


def _weekday(rng: np.random.Generator, content: Content, day: datetime.date) -> str:
    """The weekday a message plans for: a working day 2-5 days after the call (its name
    unambiguous, never the call's own weekday)."""
    ahead = [day + datetime.timedelta(days=k) for k in range(2, 6)]
    ahead = [d for d in ahead if is_working_day(content.lang, d)] or [
        d for d in ahead if d.weekday() < 5]
    return content.word_at("weekday", ahead[int(rng.integers(len(ahead)))].weekday())


def _details(rng: np.random.Generator, content: Content, name: str,
             hour: int, day: datetime.date | None = None,
             business: bool = False) -> dict[str, str]:
    """What one call is about: the caller's name, a weekday and time, a party of a few,
    minutes late, a house number, closing time, an order number; "ready at" comes after
    the call's own ``hour`` and closing time after that; ``past`` (the parcel came) is
    earlier that day, ``later`` ("call me back before") later that day; a ``business``'s
    appointment or pick-up time is within its opening hours (9:00 to 17:45)."""
    ready = int(rng.integers(hour + 1, 19))
    t = content.format_time(int(rng.integers(9, 18 if business else 20)),
                            int(choice(rng, [0, 15, 30, 45])))
    past = content.format_time(int(rng.integers(max(8, hour - 4), hour)),
                               int(choice(rng, [0, 15, 30, 45])))
    later = content.format_time(int(rng.integers(hour + 1, 21)), int(choice(rng, [0, 30])))
    weekday = content.word("weekday") if day is None else _weekday(rng, content, day)
    return {"name": name, "weekday": weekday, "time": t, "past": past,
            "later": later,
            # "about {mins} minutes late": an estimate is a round number (never "unos 28")
            "n": str(int(rng.integers(2, 9))), "mins": str(int(choice(rng, ROUND_MINUTES))),
            "no": str(int(rng.integers(2, 140))), "order": f"{int(rng.integers(10000, 99999))}",
            "close": content.format_time(int(rng.integers(max(17, ready + 1), 21)), 0),
            "ready": content.format_time(ready, int(choice(rng, [0, 30])))}


# the tabs of apps.vm.nav: favourites, recents, contacts, keypad, voicemail
VM_ICONS = ["star", "clock", "user", "keypad", "voicemail"]

class VoicemailList(Surface):
    name = "voicemail_list"
    min_width = 390  # portrait tablet, and a phone layout (generator/screens.py)
    family = "chat"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each transcript is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line", "select_substring")  # few compounds, amounts or addresses
    regions = ("navigation", "header", "list", "player", "transcription")
    phone_regions = PHONE_REGIONS

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        days = sorted((random_day(rng, 700, 40) for _ in range(9)), reverse=True)
        # one message a call: a friend's own words signed with their name, or a business
        # (surgery, garage) calling from a number not in the contacts
        person = [str(x) for x in rng.permutation(content.data.SLOTS["hm_vm_person"])]
        business = [str(x) for x in rng.permutation(content.data.SLOTS["hm_vm_business"])]
        items = []
        # the afternoon's calls, newest first like their days (two on one day: the later above)
        times = [t for _, t in sorted(((d, (int(rng.integers(13, 18)), int(rng.integers(
            0, 60)))) for d in days), reverse=True)]
        for k, day in enumerate(days):
            # a business calls on a working day (its opening hours: the afternoon below);
            # a friend may call on a Sunday or a public holiday (friends kept for those)
            rest = sum(not is_working_day(lang, d) for d in days[k + 1:])
            known = not is_working_day(lang, day) or not business or (
                len(person) > rest and rng.random() < 0.8)
            name = content.full_name() if known else content.ui("apps.vm.unknown")
            hour, minute = times[k]
            text = content.fill(person.pop() if known else business.pop(),
                                **_details(rng, content, name.split()[0], hour, day, not known))
            secs = int(len(text.split()) * 0.5) + int(rng.integers(4, 12))  # spoken, with pauses
            # a friend's mobile (the list says "mobile"); a business's landline, under its
            # town as the phone shows an unknown number's place
            town = content.city()
            items.append({"name": name, "known": known, "town": town, "day": day.isoformat(),
                          "hour": hour,
                          "number": content.fake.mobile_number() if known else
                          content.fake.phone_of(town),
                          "when": f"{format_date(day, lang)} {clock(hour, minute, lang)}",  # afternoon: "arrived this afternoon", "open until six"
                          "dur": f"{secs // 60}:{secs % 60:02d}", "unread": bool(k < 3 and rng.random() < 0.7),
                          "text": text, "colour": k % len(AVATARS)})
        sel = int(rng.integers(0, 3))
        paras = [items[sel]["text"]]  # the transcript is that one message
        keys = ("title", "transcription", "call_back", "delete", "share", "mobile", "greeting",
                "edit", "beta", "search")
        params = {
            "typo": sample_typography(rng, "sans", (13, 14, 15)),
            "labels": {k: content.ui(f"apps.vm.{k}") for k in keys},
            "nav": ui_list(content, "apps.vm.nav"), "items": items, "selected": sel,
            "paras": paras, "marks": [sample_marks(rng, t, "mail") for t in paras],
            "wave": [float(v) for v in np.clip(rng.gamma(2, 0.18, 90), 0.05, 1.0)],
            "played": float(rng.uniform(0.0, 0.8)), "gap": float(choice(rng, [0.6, 1.0])),
            "list_w": int(rng.integers(330, 400)), "preview": bool(rng.random() < 0.6),
        }
        if params["played"] >= 0.02:  # the open message is being played: heard, no dot
            items[sel]["unread"] = False
        if phone_layout(self):  # drawn last: desktop pages draw what they always drew
            params["phone"] = phone_params(rng, lang)
        return params

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        if "phone" in params:
            return self._phone(page, theme, params)
        typo, lab = params["typo"], params["labels"]
        w, h = page.width, page.height
        page.rect((0, 0, w, h), theme.surface, name="background")
        st = ui_style(typo, theme)
        nav_w = 84
        with page.region("navigation", "chrome", (0, 0, nav_w, h)):
            page.rect((0, 0, nav_w, h), theme.panel, name="navigation")
            page.line((nav_w - 1, 0), (nav_w - 1, h), theme.border)
            small = st.but(size=typo["size"] - 4)
            for k, item in enumerate(params["nav"]):
                y = 24 + k * 74
                active = k == len(params["nav"]) - 1
                if active:
                    page.rect((8, y - 6, nav_w - 8, y + 60), theme.selection, radius=10, name="selection")
                icon(page, theme, ("star", "clock", "users", "grid", "record")[k % 5], nav_w // 2 - 9, y + 4, 18)
                iw = round(measure(item, small)[0])
                page.label(max(4, (nav_w - iw) // 2), y + 26, item, small.but(bold=active),
                           max_width=nav_w - 8)
        lw = params["list_w"]
        x1 = nav_w
        with page.region("header", "chrome", (x1, 0, x1 + lw, 110)):
            page.label(x1 + 18, 12, lab["title"], style(typo["ui"], typo["size"] + 10, theme.text,
                                                        bold=True), role="structural")
            ew = round(measure(lab["edit"], st)[0])
            page.label(x1 + lw - 18 - ew, 18, lab["edit"], st.but(color=theme.link))
            search_box(page, theme, typo, (x1 + 16, 62, x1 + lw - 16, 96), lab["search"])
        self._list(page, theme, params, (x1, 110, x1 + lw, h))
        page.line((x1 + lw, 0), (x1 + lw, h), theme.border)
        self._detail(page, theme, params, (x1 + lw, 0, w, h))
        return page

    def _list(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        typo = p["typo"]
        st = ui_style(typo, theme)
        rh = 84 if p["preview"] else 64
        with page.region("list", "list", box):
            y = y1
            for k, it in enumerate(p["items"]):
                if y + rh > y2:
                    break
                with page.region(f"voicemail {k + 1}", "row", (x1, y, x2, y + rh), label=it["name"]):
                    if k == p["selected"]:
                        page.rect((x1, y, x2, y + rh), theme.selection, name="selection")
                    if it["unread"]:
                        page.ellipse((x1 + 8, y + 20, x1 + 16, y + 28), theme.accent, name="unread dot")
                    page.label(x1 + 24, y + 6, it["name"] if it["known"] else it["number"],
                               st.but(bold=it["unread"]), role="text", max_width=x2 - x1 - 140)
                    date = it["when"].split(" ")[0]
                    dw = round(measure(date, st.but(size=typo["size"] - 2))[0])
                    page.label(x2 - 16 - dw, y + 8, date, st.but(size=typo["size"] - 2,
                                                                 color=theme.muted), role="text")
                    sub = p["labels"]["mobile"] if it["known"] else it["town"]
                    page.label(x1 + 24, y + 28, sub, st.but(size=typo["size"] - 2, color=theme.muted),
                               role="text", max_width=160)
                    uw = round(measure(it["dur"], st.but(size=typo["size"] - 2))[0])
                    page.label(x2 - 16 - uw, y + 28, it["dur"], st.but(size=typo["size"] - 2,
                                                                       color=theme.muted), role="text")
                    if p["preview"]:
                        page.label(x1 + 24, y + 50, it["text"], st.but(size=typo["size"] - 1,
                                                                       color=theme.muted),
                                   role="text", max_width=x2 - x1 - 40)
                    page.line((x1 + 24, y + rh - 1), (x2, y + rh - 1), theme.border)
                y += rh

    def _detail(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        typo, lab = p["typo"], p["labels"]
        it = p["items"][p["selected"]]
        st = ui_style(typo, theme)
        pad = 32
        with page.region("player", "card", (x1, y1, x2, 330), label=it["name"]):
            cx = (x1 + x2) // 2
            # a saved contact in the person's colour; an unknown number a grey "?"
            ini = initials(it["name"]) if it["known"] else "?"
            avatar(page, theme, typo, cx - 36, 30, ini,
                   PERSON_COLOURS[0] if it["known"] else UNKNOWN, 72)
            big = st.but(size=typo["size"] + 6, bold=True)
            for k, (text, s) in enumerate(((it["name"], big), (it["number"], st.but(color=theme.muted)),
                                           (it["when"], st.but(size=typo["size"] - 1, color=theme.muted)))):
                tw = min(x2 - x1 - 2 * pad, round(measure(text, s)[0]))
                page.label(cx - tw // 2, 112 + k * 30 + (6 if k else 0), text, s,
                           role="structural" if k == 0 else "text", max_width=tw + 2)
            wy = 226
            page.ellipse((x1 + pad, wy - 18, x1 + pad + 36, wy + 18), theme.accent, name="play button")
            page.polygon([(x1 + pad + 14, wy - 9), (x1 + pad + 26, wy), (x1 + pad + 14, wy + 9)],
                         (255, 255, 255), name="icon")
            waveform(page, (x1 + pad + 52, wy - 20, x2 - pad - 60, wy + 20), p["wave"], theme.accent,
                     theme.border, p["played"])
            page.label(x2 - pad - 50, wy - 13, it["dur"], st.but(size=typo["size"] - 1, color=theme.muted),
                       role="text")
            bx = x1 + pad
            for k, key in enumerate(("call_back", "share", "delete")):
                bx = button(page, theme, typo, bx, 266, lab[key], primary=k == 0, height=34) + 10
        with page.region("transcription", "section", (x1, 330, x2, y2), label=lab["transcription"]):
            page.line((x1 + pad, 330), (x2 - pad, 330), theme.border)
            page.label(x1 + pad, 344, lab["transcription"], st.but(bold=True, size=typo["size"] + 1),
                       role="structural")
            base = style(typo["body"], typo["size"] + 1, theme.text)
            paras = [styled_spans(t, m, base, theme, typo["mono"])
                     for t, m in zip(p["paras"], p["marks"], strict=True)]
            tb = page.text((x1 + pad, 384, x2 - pad, y2 - 60), paras, base, role="prose",
                           line_height=1.55, paragraph_gap=p["gap"])
            page.label(x1 + pad, min(y2 - 40, tb.bottom + 16), lab["beta"],
                       st.but(size=typo["size"] - 2, italic=True, color=theme.muted), role="text",
                       max_width=x2 - x1 - 2 * pad)

    # ---- the phone app: one list, the selected message opened in place, tabs below ------

    def _phone(self, page: Page, theme: Theme, p: dict[str, Any]) -> Page:
        typo, lab = p["typo"], p["labels"]
        w, h = page.width, page.height
        page.rect((0, 0, w, h), theme.surface, name="background")
        status_bar(page, theme, typo, p["phone"])
        st = ui_style(typo, theme, size=typo["size"] + 2)
        with page.region("header", "chrome", (0, 48, w, 150)):
            page.label(20, 46, lab["greeting"], st.but(color=theme.link), max_width=w // 2 - 30)
            ew = round(measure(lab["edit"], st)[0])
            page.label(w - 20 - ew, 46, lab["edit"], st.but(color=theme.link))
            page.label(20, 80, lab["title"], style(typo["ui"], 30, theme.text, bold=True),
                       role="structural", max_width=w - 40)
        bottom = tab_bar(page, theme, typo, p["nav"], len(p["nav"]) - 1, icons=VM_ICONS)
        with page.region("list", "list", (0, 150, w, bottom)):
            y = 150
            for k, it in enumerate(p["items"]):
                tall = k == p["selected"]
                if y + (330 if tall else 72) > bottom:
                    break
                with page.region(f"voicemail {k + 1}", "row", (0, y, w, y + 72), label=it["name"]):
                    self._phone_row(page, theme, p, it, y)
                y += 72
                if tall:
                    y = self._phone_player(page, theme, p, it, y, bottom)
                page.line((36, y - 1), (w, y - 1), theme.border)
        return page

    def _phone_row(self, page: Page, theme: Theme, p: dict[str, Any], it: dict[str, Any],
                   y: int) -> None:
        typo, w = p["typo"], page.width
        st = ui_style(typo, theme, size=typo["size"] + 3)
        small = st.but(size=typo["size"] + 1, color=theme.muted)
        if it["unread"]:
            page.ellipse((12, y + 22, 22, y + 32), theme.accent, name="unread dot")
        date = it["when"].split(" ")[0]
        dw = round(measure(date, small)[0])
        page.label(w - 20 - dw, y + 8, date, small, role="text")
        page.label(36, y + 4, it["name"] if it["known"] else it["number"],
                   st.but(bold=it["unread"]), role="text", max_width=w - 56 - dw - 12)
        sub = p["labels"]["mobile"] if it["known"] else it["town"]
        page.label(36, y + 34, sub, small, role="text", max_width=w - 140)
        uw = round(measure(it["dur"], small)[0])
        page.label(w - 20 - uw, y + 34, it["dur"], small, role="text")

    def _phone_player(self, page: Page, theme: Theme, p: dict[str, Any], it: dict[str, Any],
                      y: int, bottom: int) -> int:
        typo, lab, w = p["typo"], p["labels"], page.width
        st = ui_style(typo, theme, size=typo["size"] + 1)
        with page.region("player", "card", (0, y, w, y + 116), label=it["name"]):
            page.ellipse((36, y + 6, 72, y + 42), theme.accent, name="play button")
            page.polygon([(50, y + 15), (62, y + 24), (50, y + 33)], (255, 255, 255),
                         name="icon")
            waveform(page, (84, y + 4, w - 72, y + 44), p["wave"], theme.accent, theme.border,
                     p["played"])
            page.label(w - 62, y + 10, it["dur"], st.but(color=theme.muted), role="text")
            bx = 36
            for k, key in enumerate(("call_back", "share", "delete")):
                bx = button(page, theme, typo, bx, y + 62, lab[key], primary=k == 0,
                            height=40) + 10
        y += 116
        with page.region("transcription", "section", (0, y, w, bottom), label=lab["transcription"]):
            page.label(36, y, lab["transcription"], st.but(bold=True), role="structural")
            base = style(typo["body"], typo["size"] + 2, theme.text)
            para = styled_spans(p["paras"][0], p["marks"][0], base, theme, typo["mono"])
            tb = page.text((36, y + 36, w - 20, min(bottom - 120, y + 200)), [para], base,
                           role="prose", line_height=1.45)
            y = tb.bottom + 4
            page.label(36, y, lab["beta"], st.but(size=typo["size"] - 1, italic=True,
                                                  color=theme.muted), role="text",
                       max_width=w - 56)
        return y + 44
