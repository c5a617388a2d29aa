"""A trip itinerary (TripIt style): trip banner with dates and travellers, a day-by-day
timeline of plans (flight, hotel, activities) with times and confirmation codes, a map
sketch and a notes card in prose."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.cards import card
from surfaces.kit.chrome import button, ui_style
from surfaces.kit.flights import block_minutes, local_arrival, zone_shift
from surfaces.kit.numbers import clock, format_date, random_day, ui_list
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style

KIND_COLOURS = {"flight": "blue", "hotel": "purple", "activity": "green", "food": "orange"}


def _code(rng: np.random.Generator) -> str:
    return "".join(choice(rng, list("ABCDEFGHJKLMNPQRSTUVWXYZ23456789")) for _ in range(6))




# apps_trip_activity (same order in every language): the hours each can start at (a market
# in the morning, a day trip at breakfast time, dinner and concerts in the evening)
WINDOWS = {0: (9, 15), 1: (10, 15), 2: (19, 20), 3: (10, 16), 4: (10, 17), 5: (16, 19),
           6: (8, 11), 7: (8, 9), 8: (19, 20), 9: (9, 15)}
DAY_TRIP = 7


def _plans(rng: np.random.Generator, order: list[int], arrival: bool) -> list[tuple[int, int]]:
    """A day's plans as (activity, start minute): one after the other, each in its window
    (about two hours and a break apiece; a day trip fills the day until the evening)."""
    minute = (16 if arrival else int(rng.integers(9, 11))) * 60 + int(choice(rng, [0, 30]))
    wanted = int(rng.integers(1, 3)) if arrival else int(rng.integers(2, 4))
    plans = []
    for a in sorted(order[-6:], key=lambda a: WINDOWS[a][0]):
        lo, hi = WINDOWS[a]
        if len(plans) == wanted or (a == DAY_TRIP and arrival):
            continue
        start = max(minute, lo * 60) if a != DAY_TRIP else max(minute - 60, lo * 60)
        if start > hi * 60 + 30:
            continue
        plans.append((a, start))
        order.remove(a)
        minute = 19 * 60 if a == DAY_TRIP else start + 120 + int(choice(rng, [30, 60, 90]))
    return plans


def _notes(rng: np.random.Generator, content: Content, days: list[dict[str, Any]],
           flight: dict[str, Any], travellers: int) -> list[str]:
    """Trip notes written from the plan: the landing and check-in times, one or two planned
    activities with their day and time as the timeline prints them, and a few notes that
    name no time, day or place the plan lacks ("the bike tour starts at nine" under a bike
    tour at 13:30 read as a contradiction)."""
    lang = content.lang
    notes = []
    if rng.random() < 0.6:
        notes.append(content.fill(content.ui("trn.landing"), checkin=clock(15, 0, lang),
                                  arr=clock(flight["arr"] // 60, flight["arr"] % 60, lang)))
    # plans of day 1 and the first three of day 2: those the timeline shows on every screen
    events = [(d, item) for d, day in enumerate(days[:2]) for k, item in enumerate(day["items"])
              if item[0] in ("activity", "food") and (d == 0 or k < 3)]
    tails = [t for k, t in enumerate(ui_list(content, "trn.tails")) if k != 2 or travellers > 1]
    tails = [tails[int(i)] for i in rng.permutation(len(tails))]
    for i in sorted(rng.choice(len(events), min(len(events), int(rng.integers(1, 3))),
                               replace=False)):
        d, item = events[int(i)]
        notes.append(content.fill(content.ui("trn.event"), act=item[2], time=item[1],
                                  day=content.ui("apps.trip.day", n=d + 1),
                                  tail=tails.pop().replace("{k}", str(travellers))))
    generic = ui_list(content, "trn.generic")
    for i in rng.permutation(len(generic))[:int(rng.integers(2, 4))]:
        notes.append(content.fill(generic[int(i)]))
    return notes


def _flight(rng: np.random.Generator, content: Content, airports: list[dict[str, str]], iata: str,
            city: str) -> tuple[list[Any], dict[str, Any]]:
    """The outbound flight from a European airport, landing (local time) late in the morning
    so the 15:00 check-in comes after it: departure and arrival each in their own zone."""
    lang = content.lang
    origin = choice(rng, [x["iata"] for x in airports if x["iata"] not in (iata, "JFK")])
    dur = block_minutes(origin, iata, rng)
    target = int(rng.integers(9 * 12 + 6, 13 * 12 + 9)) * 5  # 9:30 to 13:40
    dep = max(6 * 60, (target - dur - zone_shift(origin, iata)) // 5 * 5)
    arr = local_arrival(origin, iata, dep, dur)
    times = f"{origin} {clock(dep // 60, dep % 60, lang)} → {iata} {clock(arr // 60, arr % 60, lang)}"
    return ["flight", clock(dep // 60, dep % 60, lang), content.ui("apps.trip.flight", city=city),
            f"{times} · {content.ui('apps.trip.confirmation')} {_code(rng)}"], \
        {"dep": dep, "arr": arr, "origin": origin, "dest": iata}


class TripItinerary(Surface):
    name = "trip_itinerary"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    # select_substring: its pages, a plan of one trip since 0.7.0, rarely offer one
    unsupported_categories = ("select_substring",)
    regions = ("navigation", "banner", "timeline", "map", "notes")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        airports = content.data.SLOTS["apps_airport"]
        airport = choice(rng, airports)
        iata, city = airport["iata"], airport["city"]
        start = random_day(rng, 200, 700)
        nights = int(rng.integers(2, 6))
        hotel = content.word("apps_trip_hotel")
        acts = content.data.SLOTS["apps_trip_activity"]
        # no "day trip to the coast" (Vienna and Zurich have none)
        order = [int(i) for i in rng.permutation(len(acts)) if int(i) != DAY_TRIP]
        days = []
        for d in range(min(3, nights + 1)):
            items = []
            if d == 0:
                item, flight = _flight(rng, content, airports, iata, city)
                items.append(item)
                items.append(["hotel", clock(15, 0, lang), f"{content.ui('apps.trip.checkin')}: {hotel}",
                              f"{content.word('trip_area')}, {city}"])
            for a, minute in _plans(rng, order, d == 0):
                items.append(["food" if a in (2, 4, 5) else "activity",
                              clock(minute // 60 % 24, minute % 60, lang), acts[a],
                              f"{content.word('trip_area')}, {city}"])
            day = start + datetime.timedelta(days=d)
            days.append({"title": f"{content.ui('apps.trip.day', n=d + 1)} · {format_date(day, lang)}",
                         "items": items})
        people = [content.full_name() for _ in range(int(rng.integers(1, 4)))]
        pool = _notes(rng, content, days, flight, len(people))
        cut = int(rng.integers(max(1, len(pool) - 3), len(pool)))
        notes = [" ".join(pool[:cut]), " ".join(pool[cut:])]
        end = start + datetime.timedelta(days=nights)
        keys = ("notes", "travellers", "share", "edit", "add", "map")
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "labels": {k: content.ui(f"apps.trip.{k}") for k in keys},
            "nav": ui_list(content, "apps.trip.nav"),
            "title": content.ui("apps.trip.title", city=city),
            "dates": f"{format_date(start, lang)} - {format_date(end, lang)}",
            "nights": content.ui("apps.trip.nights", n=nights), "days": days,
            "people": people, "flight": flight,
            "notes": notes, "marks": [sample_marks(rng, t, "rich") for t in notes],
            "gap": float(choice(rng, [0.6, 1.0])), "brand": choice(rng, ["tripnest", "wayfarer", "itinero"]),
            "roads": [[float(v) for v in rng.uniform(0, 1, 4)] for _ in range(7)],
            "pins": [[float(v) for v in rng.uniform(0.1, 0.9, 2)] for _ in range(4)],
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo, lab = params["typo"], params["labels"]
        w, h = page.width, page.height
        page.rect((0, 0, w, h), theme.panel, name="background")
        st = ui_style(typo, theme)
        with page.region("navigation", "chrome", (0, 0, w, 48)):
            page.rect((0, 0, w, 48), theme.surface, name="navigation")
            page.line((0, 47), (w, 47), theme.border)
            x = page.label(20, 6, params["brand"], st.but(bold=True, size=typo["size"] + 4,
                                                        color=theme.accent), max_width=160).right + 32
            for k, item in enumerate(params["nav"]):
                x = page.label(x, 9, item, st.but(bold=k == 0, color=theme.text if k == 0 else
                                                  theme.muted)).right + 22
        with page.region("banner", "header", (0, 48, w, 150), label=params["title"]):
            page.rect((0, 48, w, 150), theme.faded(theme.accent, on=theme.surface, amount=0.2),
                      name="banner")
            white = (255, 255, 255)
            page.label(32, 58, params["title"], style(typo["ui"], typo["size"] + 14, white, bold=True),
                       role="structural", max_width=620)
            page.label(32, 106, f"{params['dates']} · {params['nights']}", st.but(color=white),
                       role="text", max_width=520)
            x = w - 32
            for key in ("edit", "share"):
                bw = round(measure(lab[key], st)[0]) + 24
                x -= bw
                button(page, theme, typo, x, 64, lab[key])
                x -= 8
            for k, name in enumerate(params["people"]):
                ax = w - 60 - k * 26
                page.ellipse((ax, 104, ax + 30, 134), (120 + 40 * k, 90, 200 - 40 * k), name="avatar")
                page.label(ax + 8, 108, name[:1], st.but(size=typo["size"] - 1, bold=True, color=white))
        split = 610
        self._timeline(page, theme, params, (24, 166, split, h - 12))
        self._map(page, theme, params, (split + 16, 166, w - 24, 380))
        with page.region("notes", "card", (split + 16, 392, w - 24, h - 12), label=lab["notes"]):
            card(page, theme, (split + 16, 392, w - 24, h - 12), radius=10)
            page.label(split + 32, 400, lab["notes"], st.but(bold=True), role="structural")
            base = style(typo["body"], typo["size"] - 1, theme.text)
            paras = [styled_spans(t, m, base, theme, typo["mono"])
                     for t, m in zip(params["notes"], params["marks"], strict=True)]
            page.text((split + 32, 434, w - 40, h - 24), paras, base, role="prose", line_height=1.5,
                      paragraph_gap=params["gap"])
        return page

    def _timeline(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        typo = p["typo"]
        st = ui_style(typo, theme)
        with page.region("timeline", "list", box):
            y = y1
            for d, day in enumerate(p["days"]):
                if y + 80 > y2:
                    break
                page.label(x1, y, day["title"], st.but(bold=True, size=typo["size"] + 2),
                           role="structural", max_width=x2 - x1)
                y += 36
                for k, (kind, time, title, sub) in enumerate(day["items"]):
                    if y + 62 > y2:
                        break
                    with page.region(f"plan {d + 1}.{k + 1}", "card", (x1, y, x2, y + 58), label=title):
                        card(page, theme, (x1 + 70, y, x2, y + 58), radius=8, shadow=False)
                        page.label(x1, y + 8, time, st.but(size=typo["size"] - 1, color=theme.muted),
                                   role="text", max_width=66)
                        colour = theme.palette[KIND_COLOURS[kind]]
                        page.ellipse((x1 + 84, y + 15, x1 + 112, y + 43), colour, name="plan icon")
                        page.rect((x1 + 93, y + 24, x1 + 103, y + 34), (255, 255, 255), radius=2,
                                  name="plan icon")
                        page.label(x1 + 124, y + 4, title, st.but(bold=True), role="text",
                                   max_width=x2 - x1 - 140)
                        page.label(x1 + 124, y + 26, sub, st.but(size=typo["size"] - 2, color=theme.muted),
                                   role="text", max_width=x2 - x1 - 140)
                    y += 66
                y += 8

    def _map(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        with page.region("map", "figure", box, label=p["labels"]["map"]):
            land = (232, 236, 226) if theme.name == "light" else (46, 52, 48)
            page.rect(box, land, radius=10, name="map")
            water = (170, 205, 235) if theme.name == "light" else (40, 60, 90)
            page.polygon([(x1, y2 - 60), (x1 + 120, y2 - 90), (x1 + 220, y2 - 40), (x1 + 240, y2),
                          (x1, y2)], water, name="water")
            road = (255, 255, 255) if theme.name == "light" else (90, 95, 100)
            for ax, ay, bx, by in p["roads"]:
                page.line((round(x1 + ax * (x2 - x1)), round(y1 + ay * (y2 - y1))),
                          (round(x1 + bx * (x2 - x1)), round(y1 + by * (y2 - y1))), road, 4, name="road")
            for k, (px, py) in enumerate(p["pins"]):
                cx, cy = round(x1 + px * (x2 - x1)), round(y1 + py * (y2 - y1))
                colour = theme.palette[list(KIND_COLOURS.values())[k % 4]]
                page.polygon([(cx - 8, cy - 10), (cx + 8, cy - 10), (cx, cy + 6)], colour, name="pin")
                page.ellipse((cx - 9, cy - 20, cx + 9, cy - 2), colour, name="pin")
                page.ellipse((cx - 3, cy - 14, cx + 3, cy - 8), (255, 255, 255), name="pin")
