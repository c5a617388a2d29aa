"""A webmail inbox: search bar, folder sidebar, category tabs and one-line message rows."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.chrome import icon, search_box, ui_style
from surfaces.kit.inbox_world import inbox_rows, mail_dates
from surfaces.kit.messages import checkbox, inline_row_text_bottom, mail_row_inline
from surfaces.kit.numbers import format_number, random_day
from surfaces.kit.phone import screen_height
from surfaces.kit.scenes import portrait
from surfaces.kit.typography import sample_typography

FOLDERS = ["mailui.inbox", "mailui.starred", "mailui.snoozed", "mailui.important",
           "mailui.sent", "mailui.drafts", "mailui.spam", "mailui.trash", "mailui.more"]
TABS = ["mailui.primary", "mailui.promotions", "mailui.social", "mailui.updates"]
TAB_COLOURS = [(26, 115, 232), (24, 128, 56), (26, 115, 232), (227, 116, 0)]


# one icon per mail.gm_folders entry: inbox, starred, snoozed, important, sent, drafts,
# spam, trash, more
FOLDER_ICONS = ("mail", "star", "clock", "bookmark", "send", "file", "shield", "trash",
                "chevron-down")


class GmailInbox(Surface):
    name = "gmail_inbox"
    family = "mail"
    text_roles = ("text", "structural", "chrome")
    # No select_substring: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    unsupported_categories = ("select_substring", "select_line")
    regions = ("search", "sidebar", "toolbar", "tab bar", "message list", "message")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        row_h = int(choice(rng, [32, 36, 40]))
        tabs_on = bool(rng.random() < 0.7)
        # the rows the window shows (the screen's height: a tall one shows more)
        # and the one the window's foot cuts (r65 0009: "1–50 von 4.920" over 16 whole rows
        # and a blank strip: a list that runs on shows the next row's top at the edge)
        n_rows = -(-(screen_height(self) - 112 - 52 * tabs_on) // row_h)
        today = random_day(rng, 200, 800)  # the page's "now": times today, "May 8" this year
        dates = mail_dates(rng, content, n_rows, int(rng.integers(1, 6)), today)
        me = content.first_name()  # the mailbox's owner, whom colleagues greet
        # each row one mail of its own kind: subject and preview written together
        mails = [dict(row, date=dates[k][0], unread=bool(rng.random() < 0.35),
                      starred=bool(rng.random() < 0.12))
                 for k, row in enumerate(inbox_rows(rng, content, dates, me, tabs_on))]
        # the pager counts what the list holds: a full window runs on below (50 a page, of
        # many); a list that ends on screen is the whole folder (r49: "1–50 de 6.843" above
        # 18 rows and empty space)
        full = len(mails) >= n_rows
        n_rows = len(mails)
        total = int(rng.integers(120, 9000)) if full else n_rows
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "folders": [content.ui(k) for k in FOLDERS],
            # the inbox's unread count: the bold rows on this page and some of the older mails
            "counts": [sum(m["unread"] for m in mails) + (int(rng.integers(
                0, max(1, min(300, (total - n_rows) // 3)))) if full else 0), 0, 0, 0, 0,
                int(rng.integers(1, 9)), 0, 0, 0],
            "tabs": [content.ui(k) for k in TABS], "tabs_on": tabs_on,
            "compose": content.ui("mailui.compose"), "search": content.ui("mailui.search"),
            "range": content.ui("mailui.range", a=1, b=50 if full else n_rows,
                                n=format_number(total, content.lang, 0)),
            "mails": mails, "row_h": row_h, "today": today.isoformat(), "owner": me,
            "owner_sex": content.sex_of(me),  # the account's photo is the owner's
            "sidebar_width": int(choice(rng, [220, 240, 256])),
            "sender_width": int(choice(rng, [170, 190, 210])),
            "selected": int(rng.integers(-4, n_rows)),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        sw = params["sidebar_width"]
        dark = theme.name == "dark"
        shell = theme.panel if not dark else theme.bg
        page.rect((0, 0, page.width, page.height), shell, name="background")
        self._top(page, theme, typo, params, sw)
        self._sidebar(page, theme, typo, params, sw)
        x1, x2 = sw, page.width - 16
        card = theme.surface if not dark else theme.panel
        # a full list runs on below the window (50 rows a page): the card has no bottom edge
        page.rect((x1, 64, x2, page.height + 20), card, radius=14, name="list card")
        y = self._list_toolbar(page, theme, typo, params, x1, x2)
        if params["tabs_on"]:
            y = self._tabs(page, theme, typo, params, x1, x2, y)
        with page.region("message list", "list", (x1, y, x2, page.height)):
            for k, mail in enumerate(params["mails"]):
                h = params["row_h"]
                # the row the window's foot cuts is drawn too, when its text line is whole
                # (r83 0004: a cut row showed its checkbox, star and date but no sender)
                if inline_row_text_bottom(typo, y, y + h) > page.height:
                    break
                fill = None
                if k == params["selected"]:
                    fill = theme.selection
                elif not mail["unread"]:
                    fill = (242, 246, 252) if not dark else theme.surface
                with page.region(f"message {k + 1}", "message", (x1, y, x2, y + h),
                                 label=mail["sender"]):
                    mail_row_inline(page, theme, typo, (x1, y, x2, y + h), mail,
                                    params["sender_width"], fill)
                y += h
        return page

    def _top(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
             sw: int) -> None:
        icon(page, theme, "menu", 21, 24, 20)
        # the logo: an envelope "M" in four colours
        page.line((66, 22), (66, 44), (66, 133, 244), 6, name="logo")
        page.line((96, 22), (96, 44), (52, 168, 83), 6, name="logo")
        page.line((67, 23), (81, 35), (234, 67, 53), 6, name="logo")
        page.line((81, 35), (95, 23), (234, 67, 53), 6, name="logo")
        page.line((94, 22), (99, 22), (251, 188, 4), 5, name="logo")
        search_box(page, theme, typo, (sw, 10, min(page.width - 160, sw + 700), 54),
                   params["search"])
        for k, name in enumerate(("help", "settings", "grid")):  # support, settings, apps
            icon(page, theme, name, page.width - 142 + 32 * k, 23, 20)
        portrait(page, (page.width - 48, 16, page.width - 16, 48), 3, circle=True,
                 sex=params.get("owner_sex"))

    def _sidebar(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 sw: int) -> None:
        with page.region("sidebar", "chrome", (0, 64, sw, page.height)):
            st = ui_style(typo, theme, size=typo["size"])
            fill = theme.surface if theme.name == "light" else theme.selection
            # Gmail's compose button is as wide as its label: "Nouveau message" (r21: it ran
            # 42 px out of a fixed 140 px button)
            right = min(sw - 12, max(152, 60 + round(measure(params["compose"],
                                                             st.but(bold=True))[0]) + 28))
            page.rect((12, 72, right, 126), fill, theme.border, radius=16, name="button")
            page.polygon([(30, 106), (44, 92), (48, 96), (34, 110)], theme.text, name="icon")
            page.label(60, 82, params["compose"], st.but(bold=True), max_width=right - 72)
            y = 142
            for k, folder in enumerate(params["folders"]):
                if k == 0:
                    page.rect((0, y, sw - 12, y + 32), theme.selection, radius=16,
                              name="selection")
                icon(page, theme, FOLDER_ICONS[k % len(FOLDER_ICONS)], 25, y + 7, 18,
                     theme.text if k == 0 else None)
                page.label(62, y + 1, folder, st.but(bold=k == 0), max_width=sw - 120)
                count = params["counts"][k]
                if count:
                    text = str(count)
                    w = round(measure(text, st)[0])
                    page.label(sw - 28 - w, y + 1, text, st.but(bold=k == 0, size=st.size - 1))
                y += 32

    def _list_toolbar(self, page: Page, theme: Theme, typo: dict[str, Any],
                      params: dict[str, Any], x1: int, x2: int) -> int:
        with page.region("toolbar", "chrome", (x1, 64, x2, 112)):
            checkbox(page, theme, x1 + 20, 81)
            for k, name in enumerate(("refresh", "more-vertical")):
                icon(page, theme, name, x1 + 58 + 36 * k, 79, 18)
            st = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
            w = round(measure(params["range"], st)[0])
            page.label(x2 - 90 - w, 76, params["range"], st)
            for k in range(2):
                cx = x2 - 70 + 30 * k
                pts = [(cx + 8, 82), (cx + 2, 88), (cx + 8, 94)] if k == 0 else \
                    [(cx + 2, 82), (cx + 8, 88), (cx + 2, 94)]
                page.line(pts[0], pts[1], theme.muted, 2)
                page.line(pts[1], pts[2], theme.muted, 2)
        return 112

    def _tabs(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              x1: int, x2: int, y: int) -> int:
        h = 52
        with page.region("tab bar", "chrome", (x1, y, x2, y + h)):
            width = min(250, (x2 - x1) // 4)
            st = ui_style(typo, theme, size=typo["size"])
            for k, label in enumerate(params["tabs"]):
                x = x1 + k * width
                colour = TAB_COLOURS[k] if k == 0 else theme.muted
                icon(page, theme, ("mail", "bookmark", "users", "info")[k % 4], x + 18,
                     y + h // 2 - 10, 20, colour)
                page.label(x + 52, y + (h - round(st.size * 2.2)) // 2, label,
                           st.but(color=colour if k == 0 else theme.text, bold=k == 0),
                           max_width=width - 60)
                if k == 0:
                    page.rect((x + 8, y + h - 3, x + width - 8, y + h), TAB_COLOURS[0],
                              radius=2, name="tab")
            page.line((x1, y + h - 1), (x2, y + h - 1), theme.border)
        return y + h
