"""A calendar app's week view: header, mini month, calendar list, hour grid with events."""

from __future__ import annotations

import calendar
import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.chrome import button, icon, ui_style
from surfaces.kit.court_world import month_year
from surfaces.kit.forms import checkbox
from surfaces.kit.holidays import public_holidays, school_open
from surfaces.kit.numbers import (
    clock,
    first_weekday,
    hour_label,
    random_day,
    ui_list,
    week_columns,
)
from surfaces.kit.typography import sample_typography, style

EVENT_COLOURS = ["blue", "green", "purple", "orange", "teal", "red"]
# the calendar (dash.calendars: work, personal) of each dash_event entry: an event takes its
# calendar's colour, so the gym is green every day of the week
EVENT_CALENDAR = [0, 1, 0, 0, 1, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1, 1]


# per dash_event (same order in every language): the hours it may start at, its lengths in
# minutes, whether it happens at weekends: standup in the morning, lunch at noon, the gym
# early or after work, a dentist in office hours
EVENT_TIMES = [((9, 10), (15, 30), False), ((12, 13), (60, 90), True),
               ((9, 16), (60,), False), ((9, 16), (30, 45), False), ((8, 17), (30, 45), False),
               ((9, 16), (60, 90), False), ((7, 7, 17, 18, 19), (60, 90), True),
               ((9, 16), (30, 60), False), ((9, 14), (120, 180), False),
               ((9, 11), (60, 120), False), ((8, 9, 10, 15, 16), (30,), True),
               ((10, 15), (90, 120), False), ((9, 16), (45, 60), False),
               ((7, 18, 19), (60,), True), ((7, 18), (90, 120, 150), True),
               ((15, 18), (30, 60), False)]

# dash_event kinds a week holds once (a project review, the dentist, a flight); a standup,
# a lunch, the gym or a client call may come back
ONCE = (2, 4, 5, 8, 9, 11, 14, 15)
FLIGHT = 14  # dash_event's flight to another town
# the weekdays (Monday 0) a trip may leave on: a trip away is the last thing in the week (the
# view never shows its traveller back at home, r57 0020), so it leaves late in the week
FLIGHT_DAYS = (3, 4, 5)
# days offices close early or shut: no work meetings on Christmas Eve or New Year's Eve
# (no "Workshop di design" on the Vigilia, r56 0026); the day is as free as a Sunday
OFFICE_CLOSED = ((12, 24), (12, 31))
SCHOOL = 15  # dash_event's parent-teacher meeting: in term time only
EVENT_MIN_MINUTES = 30  # the least height an event is drawn at (room for its title)


def in_term(day: datetime.date, lang: str | None = None) -> bool:
    """Whether schools of ``lang``'s country are open on ``day`` (kit.holidays.SCHOOL_BREAKS:
    Italy's summer break runs mid-June to mid-September); no ``lang``: in some country."""
    return school_open(day, lang)


STANDUP = 0  # dash_event's daily standup: one time every working day of the week


def _event(rng: np.random.Generator, content: Content, d: int, k: int, start: int,
           length: int, busy: tuple[int, int], home: str) -> dict[str, Any]:
    """Event ``k`` of day ``d`` from ``start`` (minutes) for ``length`` minutes."""
    lang = content.lang
    return {"day": d, "weekday": d, "start": start, "len": length, "kind": k,
            "busy": list(busy),
            "title": content.title_at("dash_event", k, city=_away(content, home)),
            "time": f"{clock(start // 60, start % 60, lang)} – "
                    f"{clock((start + length) // 60, (start + length) % 60, lang)}",
            "colour": EVENT_COLOURS[EVENT_CALENDAR[k]],
            "place": _place(rng, content, k, home) if rng.random() < 0.5 else ""}


def _day_events(rng: np.random.Generator, content: Content, d: int,
                first_hour: int, once: set[int], home: str,
                date: datetime.date | None = None, holiday: bool = False,
                standup: tuple[int, int] | None = None) -> list[dict[str, Any]]:
    """The events of day ``d`` of the week (Monday 0), each at a time that suits it, no two
    overlapping, none before the grid's first hour; a one-off meeting (``ONCE``) at most
    once a week (``once``: those already in it); places in the owner's town ``home``, a
    flight to another one (after which the day holds nothing more). A public ``holiday``
    is a day off like a Sunday (no budget meeting on Ferragosto, r54 0001), and a school's
    meeting falls in term (no "Tutoría del colegio" on 7 August, r55 0027). The week's
    ``standup`` (start, minutes) is on every working day at its one time (r65 0021: a
    "Team-Standup" at another hour each day, none on Monday)."""
    lang = content.lang
    used: list[tuple[int, int]] = []
    out = []
    work_day = d < 5 and not holiday
    if work_day and standup and standup[0] >= first_hour * 60:
        # busy as far as it is drawn: a 15-minute standup takes a half hour of the grid
        # (r21: a 9:30 meeting was drawn over a 9:15 standup's title)
        used.append((standup[0], standup[0] + max(standup[1], EVENT_MIN_MINUTES)))
        out.append(_event(rng, content, d, STANDUP, standup[0], standup[1], used[0], home))
    kinds = [k for k in range(len(EVENT_TIMES)) if (work_day or EVENT_TIMES[k][2])
             and k not in once and not (k == SCHOOL and date and not in_term(date, lang))
             and not (k == FLIGHT and d not in FLIGHT_DAYS) and k != STANDUP]
    for k in rng.permutation(kinds)[:int(rng.integers(2, 6)) if work_day else int(rng.integers(0, 2))]:
        hours, lengths, _ = EVENT_TIMES[int(k)]
        span = range(hours[0], hours[1] + 1) if len(hours) == 2 else hours
        start = int(choice(rng, [h for h in span if h >= first_hour] or [-1])) * 60
        if start < 0:
            continue
        start += int(choice(rng, [0, 30]))
        length = int(choice(rng, list(lengths)))
        # a flight keeps its traveller busy from two hours before it (the airport) to the
        # end of the day (away from the home town of the day's other events)
        busy = (start - 120, 24 * 60) if int(k) == FLIGHT else \
            (start, start + max(length, EVENT_MIN_MINUTES))
        if any(s < busy[1] and busy[0] < e for s, e in used):
            continue
        used.append(busy)
        if int(k) in ONCE:
            once.add(int(k))
        out.append(_event(rng, content, d, int(k), start, length, busy, home))
    return out


def _week_title(months: list[str], first: datetime.date, last: datetime.date, lang: str) -> str:
    """The header of a week: "March 2026", or both months of a week that spans two
    ("March – April 2026", "December 2025 – January 2026"), as the language joins a month
    to its year ("marzo de 2026", r67 0003)."""
    if first.month == last.month:
        return month_year(first, lang)
    if first.year == last.year:
        return f"{months[first.month - 1]} – {month_year(last, lang)}"
    return f"{month_year(first, lang)} – {month_year(last, lang)}"


class CalendarWeek(Surface):
    name = "calendar_week"
    family = "dashboards"
    text_roles = ("text", "structural", "chrome")
    # No select_range: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    unsupported_categories = ("select_range", "select_substring")
    regions = ("header", "sidebar", "mini calendar", "calendars", "week", "event")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        some_day = random_day(rng)
        days = 7 if rng.random() < 0.6 else 5
        # a full week starts where the country's does (Sunday in the US); a work week on Monday
        first = first_weekday(lang) if days == 7 else 0
        start = some_day - datetime.timedelta(days=(some_day.weekday() - first) % 7)
        first_hour = int(rng.integers(7, 10))
        today = int(rng.integers(0, days))
        day = start + datetime.timedelta(days=today)
        once: set[int] = set()
        home = content.city()  # the owner's town: where the dentist and the gym are
        holidays = public_holidays(lang, start.year) | public_holidays(lang, start.year + 1)
        dates = [start + datetime.timedelta(days=c) for c in range(days)]
        events: list[dict[str, Any]] = []
        # most teams hold a standup: every working day at one time (9:00, 9:15 ... 10:00)
        standup = (int(choice(rng, [540, 555, 570, 585, 600])), int(choice(rng, [15, 15, 30]))) \
            if rng.random() < 0.6 else None
        for c, date in enumerate(dates):
            if any(e["kind"] == FLIGHT for e in events):
                break  # away from home for the rest of the week
            off = date in holidays or (date.month, date.day) in OFFICE_CLOSED
            events += [dict(e, day=c) for e in _day_events(
                rng, content, (first + c) % 7, first_hour, once, home, date, off, standup)]
        months = content.data.MONTHS
        names = ui_list(content, "dash.weekdays")  # Monday first
        cal = calendar.Calendar(first_weekday(lang)).monthdayscalendar(day.year, day.month)
        return {
            "typo": sample_typography(rng, "sans", (12, 13)), "first_day": start.isoformat(),
            "title": _week_title(months, start, start + datetime.timedelta(days=days - 1), lang),
            "week": [[(start + datetime.timedelta(days=d)).day] for d in range(days)],
            "weekdays": [names[(first + c) % 7] for c in range(days)],
            "all_weekdays": week_columns(names, lang),
            "today": today,
            "events": events, "first_hour": first_hour,
            "hours": [hour_label(h, lang) for h in range(24)], "mini": cal,
            "mini_title": month_year(day, lang), "mini_day": day.day,
            "calendars": ui_list(content, "dash.calendars"),
            "labels": {k: content.ui(f"dash.{k}") for k in
                       ("cal_today", "cal_week", "cal_work_week", "cal_month", "cal_create",
                        "my_calendars")},
            "app": content.company(), "now": int(rng.integers(30, 500)),
            "side": bool(rng.random() < 0.7),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        self._header(page, theme, typo, params)
        x0 = 0
        if params["side"]:
            x0 = 240
            self._sidebar(page, theme, typo, params, x0)
        self._grid(page, theme, typo, params, x0, 64)
        return page

    def _header(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any]) -> None:
        lab = p["labels"]
        with page.region("header", "chrome", (0, 0, page.width, 64)):
            page.line((0, 63), (page.width, 63), theme.border)
            icon(page, theme, "menu", 20, 24, 16)
            page.rect((56, 16, 88, 48), theme.accent, radius=6, name="logo")
            icon(page, theme, "calendar", 62, 22, 20, (255, 255, 255))  # the app's mark
            x = button(page, theme, typo, 110, 17, lab["cal_today"], height=30)
            for k, sign in enumerate((-1, 1)):
                cx, cy = x + 26 + 30 * k, 32
                page.polygon([(cx - 4 * sign, cy - 6), (cx + 4 * sign, cy), (cx - 4 * sign, cy + 6)],
                             theme.muted, name="chevron")
            page.label(x + 84, 14, p["title"], ui_style(typo, theme, size=typo["size"] + 8),
                       role="structural", max_width=360)
            st = ui_style(typo, theme)
            # a Monday-to-Friday view is the "Work week" (r75 0010: "Week" over five days)
            view = lab["cal_work_week" if len(p["week"]) == 5 else "cal_week"]
            w = round(measure(view, st)[0]) + 44
            button(page, theme, typo, page.width - 24 - w, 17, view + " ▾", height=30)

    def _sidebar(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 x0: int) -> None:
        lab = p["labels"]
        with page.region("sidebar", "chrome", (0, 64, x0, page.height)):
            page.rect((16, 80, 140, 124), theme.surface, theme.border, radius=22, name="button")
            page.label(56, 86, lab["cal_create"], ui_style(typo, theme, bold=True))
            icon(page, theme, "plus", 28, 94, 16, theme.accent)
        st = style(typo["ui"], typo["size"] - 2, theme.text)
        with page.region("mini calendar", "chrome", (12, 140, x0 - 12, 360),
                         label=p["mini_title"]):
            page.label(20, 140, p["mini_title"], st.but(bold=True, size=typo["size"] - 1),
                       role="structural")
            cw = (x0 - 40) // 7
            for k, wd in enumerate(p["all_weekdays"]):
                page.label(20 + k * cw, 168, wd[:1], st.but(color=theme.muted), align="center",
                           max_width=cw)
            y = 192
            for week in p["mini"]:
                for k, d in enumerate(week):
                    if not d:
                        continue
                    if d == p["mini_day"]:
                        page.ellipse((20 + k * cw + cw // 2 - 12, y + 1, 20 + k * cw + cw // 2 + 12,
                                      y + 25), theme.accent, name="today")
                    page.label(20 + k * cw, y, str(d),
                               st.but(color=theme.accent_text if d == p["mini_day"] else
                                      theme.text), align="center", max_width=cw)
                y += 26
        with page.region("calendars", "chrome", (12, 370, x0 - 12, page.height),
                         label=lab["my_calendars"]):
            page.label(20, 372, lab["my_calendars"], ui_style(typo, theme, bold=True),
                       role="structural")
            y = 404
            for k, name in enumerate(p["calendars"]):
                y = checkbox(page, theme, typo, 22, y, name, k < 3, x0 - 40, region=False,
                             role="chrome")

    def _grid(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any], x0: int,
              y0: int) -> None:
        gutter = 64
        days = len(p["weekdays"])
        col = (page.width - x0 - gutter - 12) // days
        head = 72
        hour_h = 48
        top = y0 + head
        with page.region("week", "body", (x0, y0, page.width, page.height)):
            st = style(typo["ui"], typo["size"] - 1, theme.muted)
            for d in range(days):
                cx = x0 + gutter + d * col
                today = d == p["today"]
                colour = theme.accent if today else theme.muted
                page.label(cx, y0 + 6, p["weekdays"][d].upper(), st.but(color=colour,
                                                                       size=typo["size"] - 2),
                           role="structural", align="center", max_width=col)
                if today:
                    page.ellipse((cx + col // 2 - 20, y0 + 30, cx + col // 2 + 20, y0 + 70),
                                 theme.accent, name="today")
                page.label(cx, y0 + 30, str(p["week"][d][0]),
                           style(typo["ui"], typo["size"] + 9, theme.accent_text if today else
                                 theme.text), role="structural", align="center", max_width=col)
                page.line((cx, y0 + head - 14), (cx, page.height), theme.border, name="grid")
            page.line((x0 + gutter, top), (page.width, top), theme.border, name="grid")
            for h in range(16):
                y = top + h * hour_h
                if y > page.height or p["first_hour"] + h >= len(p["hours"]):
                    break  # the day ends at midnight, however tall the screen
                if h:
                    page.label(x0, y - 11, p["hours"][p["first_hour"] + h], st.but(
                        size=typo["size"] - 3), role="chrome", align="right", max_width=gutter - 8)
                page.line((x0 + gutter - 6, y), (page.width, y), theme.border, name="grid")
            for k, ev in enumerate(p["events"]):
                self._event(page, theme, typo, ev, k, x0 + gutter, top, col, hour_h, p)
            ny = top + p["now"]
            nx = x0 + gutter + p["today"] * col
            page.line((nx, ny), (nx + col, ny), theme.palette["red"], 2, name="now line")
            page.ellipse((nx - 5, ny - 4, nx + 5, ny + 6), theme.palette["red"], name="now dot")

    def _event(self, page: Page, theme: Theme, typo: dict[str, Any], ev: dict[str, Any], k: int,
               gx: int, top: int, col: int, hour_h: int, p: dict[str, Any]) -> None:
        y1 = top + round((ev["start"] - p["first_hour"] * 60) * hour_h / 60)
        # a short event (a 15-minute standup) is drawn as tall as a half hour, as calendar
        # apps do, so its title shows (never an empty untitled sliver, r54 0001)
        y2 = y1 + round(max(ev["len"], EVENT_MIN_MINUTES) * hour_h / 60) - 2
        if y1 >= page.height - 20:
            return
        y2 = min(y2, page.height - 2)
        x1 = gx + ev["day"] * col + 2
        x2 = x1 + col - 10
        colour = theme.palette[ev["colour"]]
        light = theme.name == "light"
        fill = theme.faded(colour, on=theme.bg, amount=0.78 if light else 0.55)
        ink = theme.faded(colour, on=(0, 0, 0), amount=0.45) if light else (255, 255, 255)
        with page.region(f"event {k + 1}", "event", (x1, y1, x2, y2), label=ev["title"]):
            page.rect((x1, y1, x2, y2), fill, radius=4, name="event")
            page.rect((x1, y1, x1 + 3, y2), colour, name="event edge")
            st = style(typo["ui"], typo["size"] - 2, ink)
            lines = max(1, (y2 - y1 - 4) // round(st.size * 1.3))
            title = page.text((x1 + 7, y1 + 2, x2 - 4, y2), ev["title"], st.but(bold=True),
                              role="text", max_lines=min(2, lines), line_height=1.25)
            y = title.bottom
            when = ev["time"]
            if measure(when, st)[0] > x2 - x1 - 11:  # a narrow column shows the start only
                when = when.split(" – ")[0]  # ("1:30 PM", never "1:30 PM – 3:0…")
            for extra in (when, ev["place"]):
                if extra and y + round(st.size * 1.3) <= y2:
                    y = page.text((x1 + 7, y, x2 - 4, y2), extra, st, role="text", max_lines=1,
                                  wrap=False, line_height=1.25).bottom


# Where a meeting takes place: a video call, or an address in the calendar owner's town
# (street, number and that one town, as a calendar shows a place; no other city every day).
MEETING_TOOLS = ["Zoom", "Google Meet", "Microsoft Teams"]


ONLINE_OK = (0, 2, 3, 5, 7, 9, 11, 12)  # meetings and calls may be on a video tool
OUT_AND_ABOUT = (1, 4, 6, 10, 13, 15)  # lunch, dentist, gym ... happen at an address


def _place(rng: np.random.Generator, content: Content, kind: int, home: str) -> str:
    """Where event ``kind`` takes place: a video tool for a call, an address in the
    owner's town ``home`` for the dentist or the gym, nothing for a flight."""
    if kind in ONLINE_OK and (rng.random() < 0.5 or kind not in OUT_AND_ABOUT):
        return choice(rng, MEETING_TOOLS) if rng.random() < 0.6 else ""
    if kind in OUT_AND_ABOUT:  # as the calendar shows a place: "street and number, town"
        return f"{content.fake.street_address_in(home)}, {home}"
    return ""


def _away(content: Content, home: str) -> str:
    """A town other than ``home`` (a flight's destination)."""
    for _ in range(20):
        if (city := content.city()) != home:
            return city
    return city
