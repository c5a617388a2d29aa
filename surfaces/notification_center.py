"""A desktop notification centre: a wallpaper with a window behind, and the notification
panel with the date, grouped notification cards (app icon, app, time, title, text)."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, icons, measure
from surfaces.kit.chrome import ui_style
from surfaces.kit.deadlines import fit_week
from surfaces.kit.mac_mail import mail_window, toolbar_labels
from surfaces.kit.mail_thread import first_mail
from surfaces.kit.mails import ATTACHED, attachments
from surfaces.kit.messages import AVATAR_COLOURS, fit_text
from surfaces.kit.numbers import currency_for, format_money
from surfaces.kit.phone import (
    PHONE_REGIONS,
    home_indicator,
    lock_date,
    phone_layout,
    phone_params,
    status_bar,
)
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.sector_firms import card_merchant
from surfaces.kit.typography import sample_typography, style

# the app (index into the chat_app slot) of each notification template
APP_OF = [3, 11, 0, 2, 7, 2, 4, 8, 9, 7, 10, 10]  # a delivery: the carrier's app (r80)
MEETING = 2  # chat.notif_body: "The {chat_task} meeting starts in 10 minutes"
# each app's icon (the chat_app slot's order: Calendar, Mail, Messages, Photos, Weather,
# Reminders, Music, Drive, Bank, Fitness, Settings, the locale's parcel carrier)
APP_ICONS = ("calendar", "mail", "chat", "image", "sun", "check", "play", "folder", "lock",
             "run", "settings", "package")
# a notification's own icon where its app's would not say what it is about (r49: a padlock
# for a card payment, a sun for a rain forecast, a gear for "battery low"; r54: a play button
# for the stand-up reminder), by template
KIND_ICONS = {6: "cloud-rain", 7: "credit-card", 8: "bell", 10: "battery"}
WALLPAPERS = [((40, 70, 140), (140, 90, 170)), ((20, 90, 100), (200, 160, 90)),
              ((60, 30, 80), (230, 120, 90)), ((30, 40, 60), (90, 140, 170))]


def timed(rng: np.random.Generator, content: Content, sent: int) -> dict[str, str]:
    """The times a notification sent at minute ``sent`` of the day announces: a delivery
    window that starts after it (today, or tomorrow once the day's rounds are over), and
    rain this afternoon, this evening or tomorrow morning, as its own hour allows."""
    hour = (sent // 60) % 24
    first = hour + 1 + int(sent % 60 > 0)  # a whole hour still to come
    day = "w13.echo_today" if first <= 18 else "w13.echo_tomorrow"
    start = int(rng.integers(first, 19)) if first <= 18 else int(rng.integers(8, 17))
    end = start + int(choice(rng, [2, 2, 3, 4]))

    def at(h: int) -> str:
        return content.format_time(h, 0) if content.ui("w13.echo_clock") == "yes" else \
            content.ui("w13.echo_hour", h=h)

    window = content.ui("w13.echo_window", day=content.ui(day), a=at(start), b=at(end))
    rain = content.ui_list("w13.echo_rain")[0 if hour < 12 else 1 if hour < 17 else 2]
    return {"window": window, "rain_when": rain}


CARD = 7  # chat.notif_body: "You paid {amount} at {merchant} with your card"
BATTERY = 10  # chat.notif_body: "Your battery is low, 10% remaining"
# the levels a low-battery notice names in words (it, nl); one naming none warned at 20 %
LEVEL_WORDS = {"dieci": 10, "cinque": 5, "quindici": 15, "tien": 10, "vijf": 5}


def _mail_window(rng: np.random.Generator, content: Content, day: datetime.date,
                 clock: tuple[int, int]) -> dict[str, Any]:
    """The mail open in the window behind the panel: subject, header and body."""
    # the window behind is a mail open on its subject, its body about that subject
    # (greeting, the matter, sign-off and the sender's name, as people write mail)
    # from a colleague on first-name terms: "Hi Alonso" closes "Cheers", never
    # "Yours faithfully"; no out-of-office reply
    # one deadline, a working day after the mail's own; no "Fwd:" over a body with no
    # forwarded block (r93 05)
    mail = first_mail(rng, content, day, forward=False)
    # its deadlines fit its day: on a Saturday "by Monday", not "by the end of the week"
    mail["sentences"] = [fit_week(content, day, t) for t in mail["sentences"]]
    title = fit_week(content, day, mail["subject"])
    # a mail that says a file is attached shows it (r69 0003: "In de bijlage vind je het
    # bijgewerkte budget" and no attachment); with no file to show, it does not say so
    files = attachments(rng, content, mail, " ".join([title, *mail["sentences"]]))
    lines = mail["sentences"] if files else \
        [t for t in mail["sentences"] if not ATTACHED.search(t)] or mail["sentences"][:1]
    cut = 1 + int(len(lines) > 2)
    sender, reader = _colleagues(content)
    hello = content.fill(str(choice(rng, content.data.SLOTS["ct_greeting_informal"])),
                         name=reader.split()[0])
    text = "\n".join([
        hello, *[" ".join(part) for part in (lines[:cut], lines[cut:]) if part],
        f"{choice(rng, content.data.SLOTS['ct_closing_informal'])},\n{sender.split()[0]}"])
    # the open mail's header: who wrote it to whom and when, that day before the panel's
    # time (r64 0020: a window with only a body)
    sent = max(7 * 60, clock[0] * 60 + clock[1] - int(rng.integers(20, 240)))
    dom = content.domain(content.company())
    head = [
        [content.ui("mailui.from"), f"{sender} <{content.email(sender, dom)}>"],
        [content.ui("mailui.to"), f"{reader} <{content.email(reader, dom)}>"],
        [content.ui("mailui.date_label"),
         f"{content.format_date(day)} {content.format_time(sent // 60, sent % 60)}"]]
    return {"window_title": title, "window_text": text, "window_head": head,
            "window_file": files[0] if files else ""}


def _colleagues(content: Content) -> tuple[str, str]:
    """Two colleagues with different first names: the mail's writer and its reader."""
    sender = content.full_name()
    reader = content.full_name()
    for _ in range(20):
        if reader.split()[0] != sender.split()[0]:
            break
        reader = content.full_name()
    return sender, reader


def _low_battery(items: list[dict[str, Any]]) -> int | None:
    """The status bar's battery level after a low-battery notice among ``items`` (None: no
    notice): the level it named, less what the phone used since (about 3 % an hour)."""
    for item in items:
        if item["kind"] == BATTERY:
            named = re.search(r"\d+", item["text"])
            words = [v for w, v in LEVEL_WORDS.items() if w in item["text"]]
            level = int(named.group()) if named else words[0] if words else 20
            return max(1, level - item["ago"] // 20)
    return None


def _paid(rng: np.random.Generator, content: Content) -> dict[str, str]:
    """A card payment's shop and an amount that fits it (r52 0008: not 2 euros at an
    energy-engineering firm)."""
    merchant, amount = card_merchant(rng, content)
    return {"merchant": merchant,
            "amount": format_money(amount, content.lang, currency_for(rng, content.lang))}


class NotificationCenter(Surface):
    name = "notification_center"
    min_width = 390  # a lock screen on phones and portrait tablets (generator/screens.py)
    family = "notifications"
    text_roles = ("text", "structural", "chrome")
    # No select_substring: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    unsupported_categories = ("select_substring",)
    regions = ("desktop", "menu bar", "notification panel", "notification")
    phone_regions = PHONE_REGIONS[:1]

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        """The panel's notifications, and the mail open in the window behind it."""
        bodies = content.data.SENTENCES["chat.notif_body"]
        titles = content.data.TITLES["chat.notif_title"]
        apps = content.data.SLOTS["chat_app"]
        minutes = sorted(int(m) for m in rng.integers(2, 59, 3))
        hours = sorted(int(h) for h in rng.integers(1, 9, 4))
        # the panel's day and time: a work meeting's reminder only on a working day's hours
        day = datetime.date(2024, 1, 1) + datetime.timedelta(days=int(rng.integers(0, 1000)))
        clock = (int(rng.integers(7, 22)), int(rng.integers(0, 12)) * 5)
        office = day.weekday() < 5 and 9 <= clock[0] < 17
        kinds = [int(i) for i in rng.permutation(len(bodies)) if office or int(i) != MEETING]
        items = []
        for k, i in enumerate(kinds[:7]):
            time = content.ui("chat.now") if k == 0 else content.ui(  # a Mac's "5m ago"
                "mailui.mac_min_ago", n=minutes[k - 1]) if k < 4 else content.ui(
                "mailui.mac_h_ago", n=hours[k - 4])
            ago = 0 if k == 0 else minutes[k - 1] if k < 4 else hours[k - 4] * 60
            # the minute of the day it was sent: what it announces comes after it
            fixed = timed(rng, content, clock[0] * 60 + clock[1] - ago)
            text = content.fill(bodies[i], **fixed, **(_paid(rng, content) if i == CARD else {}))
            items.append({"kind": i, "app": apps[APP_OF[i]], "title": content.fill(titles[i]),
                          "text": text, "marks": sample_marks(rng, text, "notice"), "time": time,
                          "colour": APP_OF[i] % len(AVATAR_COLOURS),
                          "icon": KIND_ICONS.get(i, APP_ICONS[APP_OF[i]]), "ago": ago})
        params = {
            "typo": sample_typography(rng, "sans", (13, 14)), "items": items,
            "title": content.ui("chat.notifications"), "clear": content.ui("chat.clear_all"),
            "date": content.format_date(day), "clock": content.format_time(*clock),
            "office": office, "weekday": day.weekday(),
            "new": content.ui("chat.new"), "earlier": content.ui("chat.earlier"),
            "focus": content.ui("chat.focus"),
            # a Mac's menu bar: the Mail app's own menus ("Ablage", not "Datei", r80)
            "menus": content.ui_list("mailui.mac_menus"),
            "wallpaper": int(rng.integers(len(WALLPAPERS))),
            "panel_width": int(choice(rng, [360, 380, 400])),
        }
        params.update(_mail_window(rng, content, day, clock))
        params["toolbar"] = toolbar_labels(content)
        params["menus"] = [apps[1], *params["menus"]]  # the front app's name, then its menus
        if phone_layout(self, 900):  # drawn last: desktop pages draw what they always drew
            params["phone"] = phone_params(rng, content.lang)
            hour = clock[0] % 12 or 12 if content.lang == "en" else clock[0]
            params["phone"]["clock"] = f"{hour}:{clock[1]:02d}"  # the lock screen's time
            params["phone"]["date"] = lock_date(day, content.lang)  # (r49: "2 sept 2024")
            level = _low_battery(items)
            if level is not None:  # (r49: "23 %" low 40 min ago, 38% now, not charging)
                params["phone"]["battery"] = level
        return params

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        if "phone" in params:
            return self._phone(page, theme, typo, params)
        self._desktop(page, theme, typo, params)
        pw = params["panel_width"]
        box = (page.width - pw - 10, 36, page.width - 10, page.height - 10)
        with page.region("notification panel", "panel", box, label=params["title"]):
            self._panel(page, theme, typo, params, box)
        return page

    def _desktop(self, page: Page, theme: Theme, typo: dict[str, Any],
                 params: dict[str, Any]) -> None:
        top, bottom = WALLPAPERS[params["wallpaper"]]
        with page.region("desktop", "desktop", (0, 0, page.width, page.height)):
            bands = 24
            for k in range(bands):  # a vertical gradient in bands
                t = k / (bands - 1)
                c = tuple(round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True))
                y = page.height * k // bands
                page.rect((0, y, page.width, page.height * (k + 1) // bands + 1), c,
                          name="wallpaper")
            mail_window(page, theme, typo, params)  # Apple Mail, its toolbar (r93 05)
        with page.region("menu bar", "chrome", (0, 0, page.width, 26)):
            page.rect((0, 0, page.width, 26), (236, 236, 240) if theme.name == "light"
                      else (30, 30, 34), name="menu bar")
            st = ui_style(typo, theme, size=typo["size"] - 1)
            x = 40
            text = f"{params['date']}  {params['clock']}"
            w = round(measure(text, st)[0])
            for k, label in enumerate(params["menus"]):
                if x + measure(label, st.but(bold=k == 0))[0] > page.width - 40 - w:
                    break  # the menus the bar has room for, left of the clock
                x = page.label(x, -2, label, st.but(bold=k == 0)).right + 18
            page.label(page.width - 16 - w, -2, text, st, role="text")

    def _panel(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        dark = theme.name == "dark"
        panel = (44, 44, 48) if dark else (238, 238, 242)
        card = (58, 58, 64) if dark else (250, 250, 252)  # frosted, not paper-white
        edge = (74, 74, 80) if dark else (222, 222, 228)
        page.rect(box, panel, theme.border, radius=14, name="panel")
        st = ui_style(typo, theme, size=typo["size"] + 3, bold=True)
        page.label(x1 + 18, y1 + 10, params["title"], st, role="structural")
        small = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
        cw = round(measure(params["clear"], small)[0])
        page.label(x2 - 18 - cw, y1 + 14, params["clear"], small.but(color=theme.link))
        y = y1 + 56
        for k, item in enumerate(params["items"]):
            if k in (0, 3):
                page.label(x1 + 18, y - 4, params["new"] if k == 0 else params["earlier"],
                           small.but(bold=True), role="structural")
                y += 26
            body = style(typo["ui"], typo["size"], theme.text)
            text = styled_spans(item["text"], item["marks"], body, theme, typo["mono"])
            _, th, _ = fit_text(text, body, x2 - x1 - 90, 1.35)
            h = 62 + min(th, 40)
            if y + h > y2 - 10:
                break
            with page.region(f"notification {k + 1}", "notification",
                             (x1 + 10, y, x2 - 10, y + h), label=item["app"]):
                # a macOS banner: a rounded, frosted card, the app's icon, its name in bold
                # and the age on one line, the title, then the text (r93 05)
                page.rect((x1 + 10, y, x2 - 10, y + h), card, edge, radius=16, name="card")
                c = AVATAR_COLOURS[item["colour"]]
                page.rect((x1 + 20, y + 12, x1 + 54, y + 46), c, radius=9, name="app icon")
                icons.draw(page, theme, item["icon"], x1 + 27, y + 19, 20, (255, 255, 255))
                tw = round(measure(item["time"], small)[0])
                page.label(x1 + 64, y + 2, item["app"], small.but(bold=True, color=theme.text),
                           role="chrome", max_width=x2 - x1 - 100 - tw)
                page.label(x2 - 24 - tw, y + 2, item["time"], small, role="text")
                page.label(x1 + 64, y + 20, item["title"], body.but(bold=True),
                           role="structural", max_width=x2 - x1 - 90)
                page.text((x1 + 64, y + 44, x2 - 24, y + h - 4), text, body,
                          role="text", line_height=1.35, max_lines=2)
            y += h + 8

    # ---- a phone: the lock screen, its clock and the notification stack ----------------

    def _phone(self, page: Page, theme: Theme, typo: dict[str, Any],
               params: dict[str, Any]) -> Page:
        w, h = page.width, page.height
        top, bottom = WALLPAPERS[params["wallpaper"]]
        white = (255, 255, 255)
        with page.region("desktop", "desktop", (0, 0, w, h)):
            bands = 32
            for k in range(bands):
                t = k / (bands - 1)
                c = tuple(round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True))
                page.rect((0, h * k // bands, w, h * (k + 1) // bands + 1), c, name="wallpaper")
        status_bar(page, theme, typo, params["phone"], ink=white)
        st = style(typo["ui"], 18, white, bold=True)
        date = params["phone"].get("date", params["date"])
        dw = round(measure(date, st)[0])
        page.label((w - dw) // 2, 62, date, st, role="text", max_width=w - 40)
        big = style(typo["ui"], 76, white, bold=True)
        cw = round(measure(params["phone"]["clock"], big)[0])
        page.label((w - cw) // 2, 58, params["phone"]["clock"], big, role="text")
        box = (12, 250, w - 12, h - 40)
        with page.region("notification panel", "panel", box, label=params["title"]):
            self._phone_cards(page, theme, typo, params, box)
        home_indicator(page, white)
        return page

    def _phone_cards(self, page: Page, theme: Theme, typo: dict[str, Any],
                     params: dict[str, Any], box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        dark = theme.name == "dark"
        card = (52, 52, 58) if dark else (244, 244, 246)
        white = (255, 255, 255)
        head = ui_style(typo, theme, size=typo["size"] + 5, bold=True, color=white)
        page.label(x1 + 8, y1, params["title"], head, role="structural", max_width=x2 - x1 - 16)
        y = y1 + 48
        small = ui_style(typo, theme, size=typo["size"], color=theme.muted)
        body = style(typo["ui"], typo["size"] + 2, theme.text)
        for k, item in enumerate(params["items"]):
            text = styled_spans(item["text"], item["marks"], body, theme, typo["mono"])
            _, th, _ = fit_text(text, body, x2 - x1 - 80, 1.35)
            hh = 54 + min(th, 46)
            if y + hh > y2:
                break
            with page.region(f"notification {k + 1}", "notification", (x1, y, x2, y + hh),
                             label=item["app"]):
                page.rect((x1, y, x2, y + hh), card, radius=20, name="card")
                c = AVATAR_COLOURS[item["colour"]]
                page.rect((x1 + 14, y + 16, x1 + 52, y + 54), c, radius=10, name="app icon")
                icons.draw(page, theme, item["icon"], x1 + 21, y + 23, 24, white)
                tw = round(measure(item["time"], small)[0])
                page.label(x2 - 16 - tw, y + 4, item["time"], small, role="text")
                page.label(x1 + 64, y + 4, item["title"], body.but(bold=True),
                           role="structural", max_width=x2 - x1 - 64 - tw - 28)
                page.text((x1 + 64, y + 38, x2 - 16, y + hh - 6), text, body,
                          role="text", line_height=1.35, max_lines=2)
            y += hh + 10
