"""A calendar app in month view: toolbar with Today, arrows, the month title and the view
switcher; an optional sidebar with a mini month and calendar list; the month grid with
timed and all-day event chips."""

from __future__ import annotations

import calendar
import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.chrome import ui_style
from surfaces.kit.clock import clock_key
from surfaces.kit.court_world import month_year
from surfaces.kit.holidays import public_holidays
from surfaces.kit.numbers import clock, first_weekday, locale_fact, ui_list, week_columns
from surfaces.kit.office import month_grid
from surfaces.kit.typography import sample_typography

COLOURS = ["blue", "green", "orange", "purple", "red", "teal"]

# When each office.event entry happens (same index in every language): the hours it may
# start at, whether it is a working-day event, whether it may fill the whole day, and
# whether it happens at most once a month (a dentist, a flight, a birthday party).
EVENT_HOURS = [((9, 10), True, False, False), ((12, 13), False, False, False),
               ((8, 17), True, False, True), ((9, 16), True, False, False),
               ((10, 16), True, False, True), ((7, 8), False, False, False),
               ((6, 21), False, True, True), ((9, 14), True, False, False),
               ((9, 17), True, False, False), ((17, 20), False, True, True),
               ((9, 11), True, False, True), ((8, 17), True, False, True),
               ((17, 20), False, False, False), ((18, 21), False, False, False)]

# The calendar (office.cal_names: work, personal, family, holidays) each event belongs to:
# its colour is that calendar's, so "Football" is one colour all month
EVENT_CALENDAR = [0, 1, 1, 0, 0, 1, 1, 0, 0, 2, 0, 1, 1, 2]
HOLIDAYS = 3  # office.cal_names' holiday calendar


# How long each office.event entry lasts, in minutes (same order); a flight also keeps
# its traveller busy before (check-in) and after it (landing, getting out of the airport).
EVENT_MINUTES = [(15,), (60, 90), (45,), (30,), (60,), (60,), (120, 180, 300), (120, 180),
                 (30,), (180,), (90,), (30,), (90,), (120,)]
FLIGHT, BEFORE_FLIGHT, AFTER_FLIGHT, DAY = 6, 120, 60, 24 * 60
DINNER = 13  # office.event: "Dinner" out
STANDUP = 0  # office.event: the daily stand-up ("Point quotidien"), every working day or never


def _busy(e: int, start: int, length: int, all_day: bool) -> tuple[int, int]:
    """The minutes of the day event ``e`` keeps its owner busy: a flight its hours and the
    airport's either side (a day-long one the whole day); another all-day event none (a
    birthday party all day long leaves its morning free)."""
    if e == FLIGHT:
        return (0, DAY) if all_day else (start - BEFORE_FLIGHT, start + length + AFTER_FLIGHT)
    return (0, 0) if all_day else (start, start + length)


def _day_events(rng: np.random.Generator, content: Content, k: int, weekend: bool,
                used: set[int], daily: list[Any] | None = None
                ) -> tuple[list[list[Any]], list[list[int]]]:
    """[time, title, colour, all day] of up to ``k`` different events of one day, each at a
    time that fits what it is, none overlapping another (a flight blocks its hours and the
    airport's either side; a day-long one the whole day), and the [start, end, event]
    minutes each timed one keeps its owner busy; once-a-month events join ``used``. The
    daily stand-up is never drawn here: it is the ``daily`` [hour, minute] of every working
    day, or of none."""
    options = [e for e, (_, work, _, once) in enumerate(EVENT_HOURS)
               if not (weekend and work) and not (once and e in used) and e != STANDUP]
    out: list[list[Any]] = []
    blocks: list[list[int]] = []
    if daily and not weekend:
        h, m = daily
        out.append([clock(h, m, content.lang), content.title_at("office.event", STANDUP),
                    COLOURS[EVENT_CALENDAR[STANDUP]], False])
        blocks.append([h * 60 + m, h * 60 + m + EVENT_MINUTES[STANDUP][0], STANDUP])
    for e in [int(e) for e in rng.permutation(options)[:k]]:
        (lo, hi), _, may_fill_day, once = EVENT_HOURS[e]
        if e == DINNER:  # the country's dinner time (r50 0020: "Etentje 21:30" in nl)
            lo, hi = locale_fact(content.lang, "dinner_hours")
        all_day = may_fill_day and bool(rng.random() < 0.3)
        h, m = int(rng.integers(lo, hi + 1)), int(choice(rng, [0, 0, 15, 30, 45]))
        length = int(choice(rng, list(EVENT_MINUTES[e])))
        busy = _busy(e, h * 60 + m, length, all_day)
        if any(t > busy[0] and busy[1] > u for u, t, _ in blocks) or \
                (busy == (0, DAY) and out) or any(b[:2] == [0, DAY] for b in blocks):
            continue
        if once:
            used.add(e)
        if busy[1] > busy[0]:
            blocks.append([busy[0], busy[1], e])
        title = content.title_at("office.event", e)
        out.append(["" if all_day else clock(h, m, content.lang), title,
                    COLOURS[EVENT_CALENDAR[e]], all_day])
    return out, blocks


class CalendarMonth(Surface):
    name = "calendar_month"
    family = "productivity"
    text_roles = ("text", "structural", "chrome")
    # No punctuation: its running text is names, numbers and dates, without punctuation marks.
    # No select_substring: event chips hold short titles and clock times, with no amount,
    # e-mail, file name or compound a reader would cut (one hit in 30 pages: "anno" of
    # "compleanno").
    unsupported_categories = ("punctuation", "select_range", "select_substring", "select_line")
    regions = ("toolbar", "sidebar", "month grid", "day")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        year, month = int(rng.integers(2024, 2027)), int(rng.integers(1, 13))
        offset, n_days = calendar.monthrange(year, month)
        # a US calendar's week starts on Sunday, a European one's on Monday (CLDR)
        offset = (offset - first_weekday(content.lang)) % 7
        prev = calendar.monthrange(year - (month == 1), 12 if month == 1 else month - 1)[1]
        events: dict[str, list[list[Any]]] = {}
        blocks: dict[str, list[list[int]]] = {}  # the busy minutes of each day's events
        used: set[int] = set()
        # the holiday calendar (ticked in the sidebar) shows the country's public holidays,
        # all day; nobody has a work meeting on them (no "Budgetrunde" on Neujahr)
        holidays = {d.day: name for d, name in public_holidays(content.lang, year).items()
                    if d.month == month}
        # r53 0012: "09:30 Point quotidien" on one day of the month: a daily stand-up is at
        # one time on every working day, or the calendar has none
        daily = [int(rng.integers(9, 11)), int(choice(rng, [0, 15, 30]))] \
            if rng.random() < 0.3 else None
        for day in range(1, n_days + 1):
            k = int(choice(rng, [0, 0, 0, 1, 1, 1, 2, 2, 3, 4]))
            weekend = calendar.weekday(year, month, day) >= 5 or day in holidays
            evs, busy = _day_events(rng, content, k - bool(daily and not weekend and k),
                                    weekend, used, daily)
            if busy:
                blocks[str(day)] = busy
            evs.sort(key=lambda e: (not e[3], clock_key(e[0]) if e[0] else 0))
            if day in holidays:
                evs.insert(0, ["", holidays[day], COLOURS[HOLIDAYS], True])
            if evs:
                events[str(day)] = evs
        names = ui_list(content, "office.cal_names")
        return {
            "typo": sample_typography(rng, "sans", (13, 14)), "year": year, "month": month,
            "title": month_year(datetime.date(year, month, 1), content.lang), "offset": offset,
            "n_days": n_days, "prev": prev, "today": int(rng.integers(1, n_days + 1)),
            "events": events, "blocks": blocks, "weekdays": week_columns(ui_list(content, "office.cal_weekdays"), content.lang),
            "views": ui_list(content, "office.cal_views"),
            "today_label": content.ui("office.cal_today"),
            "create": content.ui("office.cal_create"), "my": content.ui("office.cal_my"),
            "calendars": names, "cal_colours": COLOURS[:len(names)],
            "more": content.ui("office.cal_more", n="{n}"),
            "sidebar": bool(rng.random() < 0.6), "sidebar_w": int(choice(rng, [220, 240])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        self._toolbar(page, theme, typo, params)
        x = 0
        if params["sidebar"]:
            x = params["sidebar_w"]
            self._sidebar(page, theme, typo, params, (0, 64, x, page.height))
        month_grid(page, theme, typo, (x + 8, 72, page.width - 8, page.height - 8),
                   params["weekdays"], params["offset"], params["n_days"], params["prev"],
                   params["today"], params["events"], params["more"])
        return page

    def _toolbar(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any]) -> None:
        w = page.width
        with page.region("toolbar", "chrome", (0, 0, w, 64)):
            page.rect((0, 0, w, 64), theme.bg, name="toolbar")
            page.line((0, 63), (w, 63), theme.border)
            st = ui_style(typo, theme)
            cy = 32
            x = 16
            if p["sidebar"]:
                cw = round(measure(p["create"], st.but(bold=True))[0]) + 52
                page.rect((x, 12, x + cw, 52), theme.surface, theme.border, radius=20,
                          name="button")
                page.line((x + 16, cy), (x + 28, cy), theme.accent, 2, name="icon")
                page.line((x + 22, cy - 6), (x + 22, cy + 6), theme.accent, 2, name="icon")
                page.label(x + 38, cy - round(st.size * 1.1), p["create"], st.but(bold=True))
                x += p["sidebar_w"] - 8
            tw = round(measure(p["today_label"], st)[0]) + 28
            page.rect((x, 16, x + tw, 48), theme.surface, theme.border, radius=6, name="button")
            page.label(x + 14, cy - round(st.size * 1.1), p["today_label"], st)
            x += tw + 18
            for d in (-1, 1):
                page.polygon([(x + 6 - 4 * d, cy - 7), (x + 6 + 4 * d, cy), (x + 6 - 4 * d,
                                                                               cy + 7)],
                             theme.muted, name="icon")
                x += 26
            tst = ui_style(typo, theme, size=typo["size"] + 8)
            page.label(x + 8, cy - round(tst.size * 1.1), p["title"], tst, role="structural")
            x = w - 16
            for k, v in reversed(list(enumerate(p["views"]))):
                vw = round(measure(v, st)[0]) + 24
                if k == 2:
                    page.rect((x - vw, 16, x, 48), theme.selection, radius=6, name="selection")
                page.label(x - vw + 12, cy - round(st.size * 1.1), v, st.but(bold=k == 2))
                x -= vw + 2

    def _sidebar(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        with page.region("sidebar", "chrome", box, label=p["my"]):
            st = ui_style(typo, theme, size=typo["size"] - 2)
            page.label(x1 + 16, y1 + 10, p["title"], st.but(bold=True, size=st.size + 1),
                       role="structural")
            cw = (x2 - x1 - 24) / 7
            y = y1 + 40
            for c, d in enumerate(p["weekdays"]):
                page.label(round(x1 + 12 + c * cw), y, d[:1], st.but(color=theme.muted))
            y += 26
            for k in range(p["offset"] + p["n_days"]):
                day = k - p["offset"] + 1
                r, c = divmod(k, 7)
                if day < 1:
                    continue
                cx, cy = round(x1 + 12 + c * cw), y + r * 24
                label = str(day)
                if day == p["today"]:
                    page.ellipse((cx - 4, cy + 1, cx + 20, cy + 24), theme.accent, name="today")
                # today is bold in its badge here as in the grid: a style that looks alike
                # never tells the two "28"s apart (r64 0024: "„28” (vetgedrukt)")
                today = day == p["today"]
                page.label(cx, cy, label, st.but(color=theme.accent_text if today
                                                  else theme.text, bold=today), role="text")
            y += 6 * 24 + 16
            page.label(x1 + 16, y, p["my"], st.but(bold=True, size=st.size + 1),
                       role="structural")
            y += 30
            for name, colour in zip(p["calendars"], p["cal_colours"], strict=False):
                c = theme.palette[colour]
                page.rect((x1 + 18, y + 5, x1 + 34, y + 21), c, radius=3, name="checkbox")
                page.line((x1 + 21, y + 13), (x1 + 25, y + 17), (255, 255, 255), 2)
                page.line((x1 + 25, y + 17), (x1 + 31, y + 9), (255, 255, 255), 2)
                page.label(x1 + 44, y, name, st.but(size=st.size + 1), role="text",
                           max_width=x2 - x1 - 56)
                y += 30
