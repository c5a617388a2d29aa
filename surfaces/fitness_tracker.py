"""A fitness tracker dashboard: activity rings, stat tiles with goals, a heart-rate line,
weekly steps bars and a list of recent activities (distance, pace, time)."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.apps import line_chart, ring
from surfaces.kit.cards import card, card_title, progress
from surfaces.kit.chrome import ui_style
from surfaces.kit.holidays import is_working_day
from surfaces.kit.numbers import format_date, format_number, random_day, ui_list
from surfaces.kit.scenes import portrait
from surfaces.kit.typography import sample_typography, style

RING = [(250, 17, 79), (146, 232, 42), (30, 200, 230)]
KIND_COLOUR = {"run": "orange", "ride": "blue", "walk": "green", "swim": "teal"}
# apps_fit_activity (same order): km of a morning run, an evening ride, a lunch walk, a pool
# swim, a trail run, a hike, a commute by bike
KM = [(4, 14), (12, 45), (1.5, 5), (0.8, 3), (6, 21), (6, 18), (4, 18)]
COMMUTE = 6


def _kinds(rng: np.random.Generator, lang: str, days: list[datetime.date]) -> list[int]:
    """An apps_fit_activity for each of ``days``, all different: the ride to work (the
    last) only on a working day (r53: "Mit dem Rad zur Arbeit" on a Sunday)."""
    order = [int(i) for i in rng.permutation(len(KM))]
    kinds = order[:len(days)]
    spare = order[len(days):]
    for k, day in enumerate(days):
        if kinds[k] == COMMUTE and not is_working_day(lang, day):
            kinds[k] = spare.pop(0)
    return kinds


def _week_steps(rng: np.random.Generator, today: datetime.date, steps: int) -> list[float]:
    """Steps per weekday (Monday first): earlier days walked, today's the tile's count,
    nothing yet on the days to come."""
    return [float(rng.uniform(2000, 15000)) if d < today.weekday() else
            float(steps) if d == today.weekday() else 0.0 for d in range(7)]


# the hour a language's greeting turns to the afternoon's and to the evening's ("Good
# evening" from 17:00; "Guten Abend", "Bonsoir", "Goedenavond" from 18:00, "Buenas noches"
# after dark; Spanish mornings last until lunch)
GREETING_HOURS = {"en": (12, 17), "de": (12, 18), "fr": (12, 18), "es": (13, 20),
                  "it": (12, 17), "nl": (12, 18)}


def greeting(hour: int, lang: str) -> int:
    """Which of the morning, afternoon and evening greetings fits ``hour``."""
    noon, evening = GREETING_HOURS.get(lang, (12, 18))
    return 0 if hour < noon else 1 if hour < evening else 2


def _heart_line(rng: np.random.Generator, resting: int, bpm: int) -> list[float]:
    """48 readings of the day's heart rate: wandering above the resting rate, never below
    it, and rising (or falling) over the last few to the rate shown now."""
    values, v = [], float(resting + 10)
    for _ in range(48):
        v = resting + 10 + 0.75 * (v - resting - 10) + float(rng.normal(0, 4))
        values.append(max(float(resting), round(v, 1)))
    for k in range(6):  # the last six blend into the current rate
        w = (k + 1) / 6
        values[42 + k] = round(values[42 + k] * (1 - w) + bpm * w, 1)
    return values


# the units a language's readers run in: an American app counts miles (min/mi, mph, a pool's
# yards), the others kilometres (min/km, km/h, metres); (unit, km in one, speed, swim unit)
UNITS = {"en": ("mi", 1.609344, "mph", "yd", 0.9144)}
METRIC = ("km", 1.0, "km/h", "m", 1.0)


def units(lang: str) -> tuple[str, float, str, str, float]:
    """The distance unit of ``lang``'s pages, its length in km, the speed unit, the pool's
    unit and its length in metres."""
    return UNITS.get(lang, METRIC)


def _activity(rng: np.random.Generator, content: Content, pool: list[Any], i: int,
              day: datetime.date, cap: tuple[int, float]) -> dict[str, Any]:
    """One recorded activity on ``day``: distance, pace and time agree (1.52 km at 10:32 is
    16 min; 0.94 mi at 16:58 /mi too); it lasts no longer than ``cap``'s minutes, and on foot
    it covers no more than its distance (today's: the day's active minutes and distance so
    far, in the page's unit)."""
    lang = content.lang
    unit, size, speed_unit, pool_unit, lap = units(lang)
    name, kind = pool[i]["name"], pool[i]["kind"]
    dist = round(float(rng.uniform(*KM[i])) / size, 2)  # a lunch walk short, a hike long
    # seconds per km or mile (run, walk) or per 100 m or yd (a swimmer's pace), as shown
    secs = round(60 * float(rng.uniform(4.2, 7.5) * size if kind == "run" else
                            rng.uniform(9, 14) * size if kind == "walk" else
                            rng.uniform(1.6, 3.2) * lap))
    speed = float(rng.uniform(18, 30)) / size
    # minutes per unit shown (a swim's distance is shown in km or in laps' yards below)
    per = 60 / speed if kind == "ride" else secs * (1000 / lap / 100 * size if kind == "swim"
                                                    else 1) / 60
    dist = min(dist, round(cap[0] * 0.9 / per, 2))
    if kind in ("run", "walk"):
        dist = min(dist, round(cap[1] * 0.9, 2))
    dist = max(round(0.5 / size, 2), dist)
    shown = f"{format_number(dist, lang, 2)} {unit}"
    if kind == "swim" and pool_unit == "yd":  # 25-yard lengths, the pace per 100 yd
        yards = max(25, int(round(dist * size * 1000 / lap / 25)) * 25)
        dist, per = yards / 100, secs / 60
        shown = f"{format_number(yards, lang, 0)} yd"
    mins = int(dist * per) if kind == "ride" else round(dist * per)
    pace_unit = f"/100 {pool_unit}" if kind == "swim" else f"/{unit}"
    return {"name": name, "kind": kind, "minutes": mins, "ago": day.isoformat(),
            "date": format_date(day, lang), "dist": shown,
            "pace": f"{secs // 60}:{secs % 60:02d} {pace_unit}" if kind != "ride"
            else f"{format_number(dist * 60 / max(mins, 1), lang, 1)} {speed_unit}",
            "time": content.ui("apps.fit.hours", h=mins // 60, m=mins % 60)
            if mins >= 60 else  # "50 min", not "0 h 50 min"
            content.ui("apps.fit.hours", h=0, m=mins).split(" ", 2)[2]}


class FitnessTracker(Surface):
    name = "fitness_tracker"
    family = "dashboards"
    text_roles = ("text", "structural", "chrome")
    regions = ("navigation", "header", "rings", "stats", "heart rate", "week", "activities")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        # the hour of the day first: the counts are those of the day so far
        hour, minute = int(rng.integers(7, 23)), int(choice(rng, [0, 10, 15, 25, 40, 55]))
        part = (hour * 60 + minute - 360) / 960  # share of the waking day behind us
        steps = int(float(rng.uniform(5000, 17000)) * part)
        unit, size = units(lang)[:2]
        dist = steps * float(rng.uniform(0.00068, 0.0008)) / size  # in the page's unit
        goal = 8 if size == 1 else 5  # 8 km, 5 mi
        act = int(steps / float(rng.uniform(120, 180)))  # brisk minutes among the steps
        cal = int(float(rng.uniform(1500, 1900)) * part + steps * 0.045)  # resting + steps
        stats = [["steps", format_number(steps, lang, 0), content.ui("apps.fit.goal",
                                                                     n=format_number(10000, lang, 0)),
                  steps / 10000],
                 ["distance", f"{format_number(dist, lang, 1)} {unit}",
                  content.ui("apps.fit.goal", n=f"{goal} {unit}"), dist / goal],
                 ["calories", f"{format_number(cal, lang, 0)} kcal",
                  content.ui("apps.fit.goal", n=format_number(2500, lang, 0)), cal / 2500],
                 ["active", f"{act} min", content.ui("apps.fit.goal", n="60 min"), act / 60]]
        pool = content.data.SLOTS["apps_fit_activity"]
        today = random_day(rng, 60, 900)
        # the recent activities happened before today, newest first; with a good half hour
        # of active minutes today, the newest is today's (no longer than those minutes)
        ago = sorted(int(d) for d in rng.choice(np.arange(1, 12), 5, replace=False))
        if act >= 30:
            ago = [0] + ago[:4]
        days = [today - datetime.timedelta(days=d) for d in ago]
        acts = [_activity(rng, content, pool, i, day, (act, dist) if day == today else (600, 99.0))
                for i, day in zip(_kinds(rng, lang, days), days, strict=True)]
        bpm = int(rng.integers(62, 95))  # above the resting rate
        # an active user's resting rate (50-65); the day's line ends at the rate shown now
        resting = int(rng.integers(50, min(66, bpm - 3)))
        heart = _heart_line(rng, resting, bpm)
        keys = ("steps", "distance", "calories", "active", "heart", "this_week", "recent", "pace",
                "duration", "sleep")
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "labels": {k: content.ui(f"apps.fit.{k}") for k in keys},
            "nav": ui_list(content, "apps.fit.nav"), "days": ui_list(content, "apps.fit.days"),
            "hello": ui_list(content, "hmed.fit.hello")[greeting(hour, lang)]
            .format(name=(first := content.first_name())),
            "sex": content.sex_of(first),  # the avatar is the greeted user's
            "date": f"{content.format_date(today)}, {content.format_time(hour, minute)}",
            "today": today.isoformat(), "hour": hour,
            # the rings are the first three tiles' goals, in their colours
            "stats": stats, "rings": [min(1.0, stats[k][3]) for k in (0, 1, 2)],
            "heart": heart, "bpm": content.ui("apps.fit.bpm", n=bpm),  # one unit a language (r68 0012)
            "resting_bpm": resting,
            "resting": content.ui("apps.fit.resting", n=resting),
            "week": _week_steps(rng, today, steps), "acts": acts,
            "brand": choice(rng, ["Pulse", "Stride", "Movewell", "FitTrack"]),
            "accent": choice(rng, ["orange", "teal", "purple"]),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        w, h = page.width, page.height
        accent = theme.palette[params["accent"]]
        page.rect((0, 0, w, h), theme.panel, name="background")
        st = ui_style(typo, theme)
        with page.region("navigation", "chrome", (0, 0, w, 52)):
            page.rect((0, 0, w, 52), theme.surface, name="navigation")
            page.line((0, 51), (w, 51), theme.border)
            x = page.label(20, 9, params["brand"], st.but(bold=True, size=typo["size"] + 4,
                                                        color=accent), max_width=160).right + 36
            for k, item in enumerate(params["nav"]):
                b = page.label(x, 11, item, st.but(bold=k == 0, color=theme.text if k == 0 else theme.muted))
                if k == 0:
                    page.line((x, 49), (b.right, 49), accent, 3)
                x = b.right + 24
            portrait(page, (w - 50, 10, w - 18, 42), len(params["hello"]), circle=True,
                     sex=params.get("sex"))
        with page.region("header", "structural", (24, 60, w - 24, 110)):
            page.label(24, 64, params["hello"], style(typo["ui"], typo["size"] + 8, theme.text,
                                                      bold=True), role="structural", max_width=600)
            dw = round(measure(params["date"], st)[0])
            page.label(w - 24 - dw, 70, params["date"], st.but(color=theme.muted), role="text")
        self._rings(page, theme, params, (24, 118, 330, 330))
        self._stats(page, theme, params, (342, 118, w - 24, 330))
        self._heart(page, theme, params, (24, 342, 500, 500), accent)
        self._week(page, theme, params, (512, 342, w - 24, 500), accent)
        self._acts(page, theme, params, (24, 512, w - 24, h - 14))
        return page

    def _rings(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        with page.region("rings", "card", box, label=p["labels"]["active"]):
            card(page, theme, box, radius=12)
            size = min(x2 - x1 - 40, y2 - y1 - 30)
            cx, cy = (x1 + x2) // 2, (y1 + y2) // 2
            for k, f in enumerate(p["rings"]):
                r = size // 2 - k * 26
                ring(page, (cx - r, cy - r, cx + r, cy + r), f, RING[k],
                     theme.faded(RING[k], on=theme.surface, amount=0.8), theme.surface,
                     thickness=22 / max(r, 1))

    def _stats(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        typo, lab = p["typo"], p["labels"]
        tw, th = (x2 - x1 - 12) // 2, (y2 - y1 - 12) // 2
        with page.region("stats", "body", box):
            for k, (key, value, goal, frac) in enumerate(p["stats"]):
                bx, by = x1 + (k % 2) * (tw + 12), y1 + (k // 2) * (th + 12)
                with page.region(f"card {lab[key]}", "card", (bx, by, bx + tw, by + th), label=lab[key]):
                    card(page, theme, (bx, by, bx + tw, by + th), radius=12)
                    card_title(page, theme, typo, bx + 16, by + 8, lab[key], tw // 2, upper=True)
                    gst = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
                    gw = min(tw // 2 - 24, round(measure(goal, gst)[0]))
                    page.label(bx + tw - 16 - gw, by + 8, goal, gst, role="text", max_width=gw + 2)
                    page.label(bx + 16, by + 36, value, style(typo["ui"], typo["size"] + 10,
                                                             theme.text, bold=True), role="text",
                               max_width=tw - 32)
                    progress(page, theme, (bx + 16, by + th - 18, bx + tw - 16, by + th - 10), frac,
                             RING[k % 3])

    def _heart(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int],
               accent: Any) -> None:
        x1, y1, x2, y2 = box
        typo = p["typo"]
        with page.region("heart rate", "card", box, label=p["labels"]["heart"]):
            card(page, theme, box, radius=12)
            card_title(page, theme, typo, x1 + 16, y1 + 8, p["labels"]["heart"], 200)
            st = ui_style(typo, theme)
            bw = round(measure(p["bpm"], st.but(bold=True, size=typo["size"] + 4))[0])
            page.label(x2 - 16 - bw, y1 + 6, p["bpm"], st.but(bold=True, size=typo["size"] + 4,
                                                             color=theme.palette["red"],
                                                             color_name="red"), role="text")
            page.label(x1 + 16, y1 + 34, p["resting"], st.but(size=typo["size"] - 2, color=theme.muted),
                       role="text")
            line_chart(page, (x1 + 16, y1 + 66, x2 - 16, y2 - 14), p["heart"], theme.palette["red"],
                       grid=theme.border, lines=3)

    def _week(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int],
              accent: Any) -> None:
        x1, y1, x2, y2 = box
        typo = p["typo"]
        with page.region("week", "card", box, label=p["labels"]["this_week"]):
            card(page, theme, box, radius=12)
            card_title(page, theme, typo, x1 + 16, y1 + 8, f"{p['labels']['this_week']} · "
                       f"{p['labels']['steps']}", x2 - x1 - 32)
            small = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
            base, top = y2 - 28, y1 + 44
            slot = (x2 - x1 - 32) / 7
            hi = max(p["week"])
            # today's bar is the marked one, its day named in the accent (r88 0015: a
            # Thursday page marked Monday, the week's goal day, and left "Jue" pale)
            now = datetime.date.fromisoformat(p["today"]).weekday()
            for k, v in enumerate(p["week"]):
                bx = round(x1 + 16 + k * slot + slot * 0.25)
                colour = accent if k == now else theme.faded(accent, on=theme.surface, amount=0.5)
                bar_top = min(base - 2, round(base - (base - top) * v / hi))
                if v > 0:  # the days to come have no bar yet
                    page.rect((bx, bar_top, bx + round(slot * 0.5), base), colour,
                              radius=4 if base - bar_top >= 10 else 0, name="chart bar")
                st = small.but(color=accent, bold=True) if k == now else small
                dw = round(measure(p["days"][k], st)[0])
                page.label(round(x1 + 16 + k * slot + (slot - dw) / 2), base, p["days"][k], st,
                           role="text")

    def _acts(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        typo, lab = p["typo"], p["labels"]
        st = ui_style(typo, theme)
        with page.region("activities", "card", box, label=lab["recent"]):
            card(page, theme, box, radius=12)
            card_title(page, theme, typo, x1 + 16, y1 + 8, lab["recent"], 300)
            cols = [x1 + (x2 - x1) * k // 100 for k in (48, 64, 80)]
            small = st.but(size=typo["size"] - 2, color=theme.muted)
            for cx, key in zip(cols, ("distance", "pace", "duration"), strict=True):
                page.label(cx, y1 + 12, lab[key], small, role="structural", max_width=140)
            y = y1 + 44
            for k, a in enumerate(p["acts"]):
                if y + 40 > y2:
                    break
                with page.region(f"activity {k + 1}", "row", (x1, y, x2, y + 40), label=a["name"]):
                    page.line((x1 + 16, y), (x2 - 16, y), theme.border)
                    colour = theme.palette[KIND_COLOUR[a["kind"]]]
                    page.ellipse((x1 + 16, y + 6, x1 + 44, y + 34), theme.faded(colour, on=theme.surface,
                                                                               amount=0.7),
                                 name="activity icon")
                    page.ellipse((x1 + 25, y + 15, x1 + 35, y + 25), colour, name="activity icon")
                    page.label(x1 + 56, y - 2, a["name"], st.but(bold=True), role="text",
                               max_width=cols[0] - x1 - 170)
                    page.label(x1 + 56, y + 17, a["date"], small, role="text")
                    for cx, key in zip(cols, ("dist", "pace", "time"), strict=True):
                        page.label(cx, y + 6, a[key], st, role="text", max_width=150)
                y += 42
