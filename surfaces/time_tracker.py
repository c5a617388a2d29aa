"""A time tracker (Toggl/Clockify style): a running-timer bar, a week bar chart with the
week total, and day groups of entries (description, coloured project, time range, duration)."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.cards import card
from surfaces.kit.chrome import icon, ui_style
from surfaces.kit.listed import software_firm
from surfaces.kit.numbers import (
    clock,
    currency_for,
    currency_symbol,
    format_date,
    random_day,
    ui_list,
    with_colon,
)
from surfaces.kit.phone import screen_height
from surfaces.kit.typography import sample_typography, style

PROJECT_COLOURS = ["blue", "green", "orange", "purple", "teal", "red"]
# per apps_tm_task (review PRs, client call, quarterly report, design review, login bug,
# invoices, standup, website copy, competitor research, sprint planning, support tickets,
# interview): the apps_tm_project it may be booked on (website relaunch, internal, mobile
# app, marketing, support, onboarding) and how long a session of it lasts, in minutes
TASK_PROJECTS = [[0, 2], [0, 2, 3, 5], [1], [0, 2], [0, 2], [1], [0, 1, 2], [0, 3], [3],
                 [0, 2], [4, 5], [1]]
TASK_MINUTES = [[30, 45, 60, 90], [30, 45, 60], [60, 90, 120, 150], [45, 60, 90],
                [60, 90, 120, 150], [30, 45, 60], [15, 15, 30], [45, 60, 90, 120],
                [60, 90, 120], [60, 90], [30, 45, 60, 90], [45, 60]]


def _hms(minutes: int) -> str:
    return f"{minutes // 60}:{minutes % 60:02d}:00"


STANDUP = 6  # apps_tm_task: the (daily) stand-up


def _entries(rng: np.random.Generator, lang: str, count: int,
             world: tuple[list[str], list[str], list[int], list[bool]],
             standup: bool) -> tuple[list, int]:
    """A day's ``count`` entries (different tasks, the stand-up first thing, a lunch break)
    and its total in minutes. A team with a stand-up logs it every day, else never (r68
    0007: "Dagelijkse stand-up" on one day of the week only)."""
    tasks, projects, booked, billable = world
    entries, t = [], int(rng.integers(8, 10)) * 60 + int(choice(rng, [0, 15, 30]))
    total, lunch = 0, False
    others = [int(k) for k in rng.permutation(len(tasks)) if k != STANDUP]
    picks = [STANDUP] * standup + others[:count - standup]
    for ti in sorted(picks, key=lambda k: k != 6):
        if t >= 12 * 60 and not lunch:
            t, lunch = t + int(choice(rng, [30, 45, 60])), True
        dur = int(choice(rng, TASK_MINUTES[ti]))
        pi = booked[ti]
        entries.append({"task": tasks[ti], "project": projects[pi],
                        "colour": PROJECT_COLOURS[pi], "billable": billable[pi],
                        "range": f"{clock(t // 60, t % 60, lang)} - "
                                 f"{clock((t + dur) // 60, (t + dur) % 60, lang)}",
                        "dur": _hms(dur), "minutes": dur})
        t += dur + int(choice(rng, [0, 0, 15, 30]))
        total += dur
    return entries, total



def fit_days(params: dict[str, Any], height: int) -> dict[str, Any]:
    """The params with the day cards cut to the rows a ``height`` page shows (a short screen
    has less room than the sampled one): a day's total, its bar and the week total count only
    the entries shown."""
    p = dict(params)
    today = datetime.date.fromisoformat(p["today"])
    week, days, y = list(p["week"]), [], 266
    for d, day in enumerate(p["days"]):
        rows = max(0, min(len(day["entries"]), (height - 10 - y - 40) // 44))
        if rows == 0:
            break
        shown = day["entries"][:rows]
        total = sum(e["minutes"] for e in shown)
        week[(today - datetime.timedelta(days=d)).weekday()] = total / 60
        days.append({**day, "entries": shown, "total": _hms(total)})
        y += 40 + 44 * rows + 14
    p["days"], p["week"] = days, week
    p["week_total"] = _hms(round(sum(week) * 60))
    return p


def _agency(content: Content) -> str:
    """The workspace's firm, a software agency like its tasks (pull requests, stand-ups, client
    calls on an app; r38 saw "Ferrell Roofing LLC" track them), short enough for the bar."""
    name = software_firm(content)
    for _ in range(12):
        if len(name) <= 22:
            break
        name = software_firm(content)
    return name

class TimeTracker(Surface):
    name = "time_tracker"
    # No select_substring: only a few German task names are compounds ("Login-Fehler"), one
    # page in six at best
    unsupported_categories = ("select_line", "select_substring")
    family = "dashboards"
    text_roles = ("text", "structural", "chrome")
    regions = ("sidebar", "timer", "week", "day")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        projects = content.data.SLOTS["apps_tm_project"]
        tasks = content.data.SLOTS["apps_tm_task"]
        # One week: today is Wednesday to Friday; the log lists every day of it so far, today
        # first (today, yesterday, then dates), as far as the page reaches (``fit_days``: a
        # day below the window keeps its bar, r48 saw Monday's 5:30 h bar above a log that
        # ended at Tuesday); the week's bars are the days' totals, nothing after today, and
        # the week total is the bars' sum.
        days = []
        today = random_day(rng, 300, 500)
        today += datetime.timedelta(days=int(rng.integers(2, 5)) - today.weekday())
        labels = [content.ui("apps.tm.today"), content.ui("apps.tm.yesterday")]
        minutes = [0] * 7
        # one task, one project on the page; one project, one colour
        booked = [int(choice(rng, TASK_PROJECTS[k])) for k in range(len(tasks))]
        billable = [k != 1 and bool(rng.random() < 0.6) for k in range(len(projects))]
        standup = bool(rng.random() < 0.6)  # the team's daily stand-up, logged every day
        y = 266  # (cards from y 266, 40 px of heading and 44 a row, 14 apart, down to 10 px
        # above the window's bottom)
        for d in range(today.weekday() + 1):  # today's few entries, a whole day's before
            day = today - datetime.timedelta(days=d)
            count = int(rng.integers(2, 5)) if d == 0 else int(rng.integers(3, 6))
            count = min(count, (screen_height(self) - 10 - y - 40) // 44)
            if count < 1:  # the page is full: the day's card is below the window, its bar not
                minutes[day.weekday()] = int(rng.integers(12, 33)) * 15
                y = screen_height(self)
                continue
            y += 40 + 44 * count + 14
            entries, total = _entries(rng, lang, count, (tasks, projects, booked, billable),
                                      standup)
            minutes[day.weekday()] = total
            name = labels[d] if d < 2 else format_date(day, lang)
            days.append({"name": name, "total": _hms(total), "entries": entries})
        week = [m / 60 for m in minutes]
        keys = ("placeholder", "start", "stop", "this_week", "week_total", "billable", "total",
                "workspace")
        running = bool(rng.random() < 0.6)
        done = {e["task"] for e in days[0]["entries"]}  # the timer runs on a new task
        current = int(choice(rng, [k for k, task in enumerate(tasks)
                                   if task not in done and k != STANDUP]))
        return {
            "typo": sample_typography(rng, "sans", (12, 13, 14)),
            "labels": {k: content.ui(f"apps.tm.{k}") for k in keys},
            "colon": with_colon("", lang),  # "Total : 2:45:00" in French
            "nav": ui_list(content, "apps.tm.nav"), "weekdays": ui_list(content, "apps.tm.days"),
            "days": days, "week": week, "week_total": _hms(sum(minutes)),
            "today": today.isoformat(),
            "running": running, "current": tasks[current] if running else "",
            "current_project": projects[booked[current]],
            "current_colour": PROJECT_COLOURS[booked[current]], "timer": f"0:{int(rng.integers(1, 59)):02d}:"
                                                              f"{int(rng.integers(0, 59)):02d}",
            "money": currency_symbol(currency_for(rng, lang), lang),
            "company": _agency(content), "brand_colour": choice(rng, ["purple", "red", "blue"]),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        params = fit_days(params, page.height)
        typo, lab = params["typo"], params["labels"]
        w, h = page.width, page.height
        page.rect((0, 0, w, h), theme.panel, name="background")
        brand = theme.palette[params["brand_colour"]]
        sw = 200
        side = (44, 23, 52) if theme.name == "light" else (28, 22, 34)
        white = (235, 230, 240)
        with page.region("sidebar", "chrome", (0, 0, sw, h)):
            page.rect((0, 0, sw, h), side, name="sidebar")
            st = ui_style(typo, theme, color=white)
            page.label(18, 14, lab["workspace"], st.but(size=typo["size"] - 2, color=(170, 160, 180)),
                       max_width=sw - 30)
            page.label(18, 34, params["company"], st.but(bold=True), max_width=sw - 30)
            y = 90
            for k, item in enumerate(params["nav"]):
                if k == 0:
                    page.rect((8, y, sw - 8, y + 34), theme.faded(brand, on=side, amount=0.55),
                              radius=6, name="selection")
                icon(page, theme, ("clock", "chart", "folder", "user-circle", "users", "settings")[k % 6],
                     22, y + 10)
                page.label(48, y + 1, item, st, max_width=sw - 58)
                y += 40
        x1, x2 = sw + 20, w - 20
        self._timer(page, theme, params, (x1, 16, x2, 72), brand)
        self._week(page, theme, params, (x1, 88, x2, 250), brand)
        y = 266
        for d, day in enumerate(params["days"]):
            y = self._day(page, theme, params, day, d, x1, y, x2)
            if y > h - 60:
                break
        return page

    def _timer(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int],
               brand: Any) -> None:
        x1, y1, x2, y2 = box
        typo, lab = p["typo"], p["labels"]
        st = ui_style(typo, theme, size=typo["size"] + 1)
        with page.region("timer", "toolbar", box):
            card(page, theme, box, radius=8, shadow=False)
            mid = (y1 + y2 - round(st.size * 2.2)) // 2
            if p["running"]:
                page.label(x1 + 16, mid, p["current"], st, role="text", max_width=(x2 - x1) // 2)
                colour = theme.palette[p["current_colour"]]  # the project's own colour
                page.ellipse((x1 + (x2 - x1) // 2 + 20, (y1 + y2) // 2 - 5, x1 + (x2 - x1) // 2 + 30,
                              (y1 + y2) // 2 + 5), colour, name="project dot")
                page.label(x1 + (x2 - x1) // 2 + 36, mid, p["current_project"],
                           st.but(color=colour, color_name=p["current_colour"]), role="text",
                           max_width=160)
            else:
                page.label(x1 + 16, mid, lab["placeholder"], st.but(color=theme.muted),
                           role="field", max_width=(x2 - x1) // 2, name="placeholder")
            bw = 44
            page.ellipse((x2 - 12 - bw, (y1 + y2 - bw) // 2, x2 - 12, (y1 + y2 + bw) // 2),
                         theme.palette["red"] if p["running"] else brand, name="timer button")
            cx, cy = x2 - 12 - bw // 2, (y1 + y2) // 2
            if p["running"]:
                page.rect((cx - 7, cy - 7, cx + 7, cy + 7), (255, 255, 255), radius=2, name="icon")
            else:
                page.polygon([(cx - 5, cy - 9), (cx + 9, cy), (cx - 5, cy + 9)], (255, 255, 255))
            tst = style(typo["mono"], typo["size"] + 4, theme.text, bold=True)
            tw = round(measure(p["timer"] if p["running"] else "0:00:00", tst)[0])
            page.label(x2 - 28 - bw - tw, (y1 + y2 - round(tst.size * 2.2)) // 2,
                       p["timer"] if p["running"] else "0:00:00", tst, role="text")

    def _week(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int],
              brand: Any) -> None:
        x1, y1, x2, y2 = box
        typo, lab = p["typo"], p["labels"]
        st = ui_style(typo, theme)
        with page.region("week", "card", box, label=lab["this_week"]):
            card(page, theme, box, radius=8, shadow=False)
            page.label(x1 + 16, y1 + 8, lab["this_week"], st.but(bold=True), role="structural")
            tot = f"{lab['week_total']}{p['colon']} {p['week_total']}"
            tw = round(measure(tot, st)[0])
            page.label(x2 - 16 - tw, y1 + 8, tot, st, role="text")
            small = st.but(size=typo["size"] - 2, color=theme.muted)
            base, top = y2 - 30, y1 + 46
            slot = (x2 - x1 - 32) / 7
            hi = max(p["week"]) or 1
            for k, v in enumerate(p["week"]):
                bx = round(x1 + 16 + k * slot + slot * 0.25)
                bar_top = min(base - 2, round(base - (base - top) * v / hi))
                if v > 0:  # a day with no hours (after today) has no bar at all
                    page.rect((bx, bar_top, bx + round(slot * 0.5), base), brand,
                              radius=3 if base - bar_top >= 8 else 0, name="chart bar")
                dw = round(measure(p["weekdays"][k], small)[0])
                page.label(round(x1 + 16 + k * slot + (slot - dw) / 2), base + 2, p["weekdays"][k],
                           small, role="text")
            page.line((x1 + 16, base), (x2 - 16, base), theme.border)

    def _day(self, page: Page, theme: Theme, p: dict[str, Any], day: dict[str, Any], d: int,
             x1: int, y: int, x2: int) -> int:
        typo, lab = p["typo"], p["labels"]
        st = ui_style(typo, theme)
        rh = 44
        height = 40 + rh * len(day["entries"])
        bottom = min(page.height - 10, y + height)
        with page.region(f"day {d + 1}", "card", (x1, y, x2, bottom), label=day["name"]):
            card(page, theme, (x1, y, x2, bottom), radius=8, shadow=False)
            page.rect((x1 + 1, y + 1, x2 - 1, y + 38), theme.panel, radius=8, name="day header")
            page.label(x1 + 16, y + 4, day["name"], st.but(bold=True), role="structural")
            tot = f"{lab['total']}{p['colon']} {day['total']}"
            tw = round(measure(tot, st)[0])
            page.label(x2 - 16 - tw, y + 4, tot, st.but(color=theme.muted), role="text")
            ey = y + 40
            mono = style(typo["mono"], typo["size"], theme.text)
            for k, e in enumerate(day["entries"]):
                if ey + rh > bottom:
                    break
                with page.region(f"entry {d + 1}.{k + 1}", "row", (x1, ey, x2, ey + rh),
                                 label=e["task"]):
                    page.line((x1, ey), (x2, ey), theme.border)
                    mid = ey + (rh - round(st.size * 2.2)) // 2
                    t = page.label(x1 + 16, mid, e["task"], st, role="text", max_width=260)
                    colour = theme.palette[e["colour"]]
                    page.ellipse((t.right + 14, ey + rh // 2 - 4, t.right + 22, ey + rh // 2 + 4),
                                 colour, name="project dot")
                    page.label(t.right + 28, mid, e["project"], st.but(color=colour,
                                                                       color_name=e["colour"]),
                               role="text", max_width=180)
                    dw = round(measure(e["dur"], mono)[0])
                    page.label(x2 - 16 - dw, mid, e["dur"], mono.but(bold=True), role="text")
                    rw = round(measure(e["range"], st)[0])
                    page.label(x2 - 40 - dw - rw, mid, e["range"], st.but(color=theme.muted),
                               role="text")
                    if e["billable"]:  # the money sign billable entries carry
                        sign = st.but(bold=True, color=theme.palette["green"], color_name="green")
                        sw = round(measure(p["money"], sign)[0])
                        page.label(x2 - 56 - dw - rw - sw, mid, p["money"], sign, role="chrome")
                ey += rh
        return bottom + 14
