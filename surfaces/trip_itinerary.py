"""A trip itinerary (TripIt style): trip banner with dates and travellers, a day-by-day
timeline of plans (flight, hotel, activities) with times and confirmation codes, a map
sketch and a notes card in prose."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, layout_block, measure
from surfaces.kit.brand_art import person_initials
from surfaces.kit.cards import card
from surfaces.kit.chrome import avatar, button, ui_style
from surfaces.kit.flights import block_minutes, local_arrival, zone_shift
from surfaces.kit.maps import draw_map
from surfaces.kit.numbers import clock, format_date, random_day, ui_list, with_colon
from surfaces.kit.persona import PERSON_COLOURS
from surfaces.kit.phone import screen_height
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.street_grid import as_map, metres_per_px, pinned_overview, point, scale_bar
from surfaces.kit.trip_places import MARKET, activity_place, city_places, market_open
from surfaces.kit.typography import sample_typography, style

ROW = 56  # one plan's height in the timeline
KIND_COLOURS = {"flight": "blue", "hotel": "purple", "activity": "green", "food": "orange"}


def _code(rng: np.random.Generator) -> str:
    return "".join(choice(rng, list("ABCDEFGHJKLMNPQRSTUVWXYZ23456789")) for _ in range(6))




# apps_trip_activity (same order in every language): the hours each can start at (a market
# in the morning, a day trip at breakfast time, dinner and concerts in the evening)
WINDOWS = {0: (9, 15), 1: (10, 15), 2: (19, 20), 3: (10, 16), 4: (10, 17), 5: (16, 19),
           6: (8, 11), 7: (8, 9), 8: (19, 20), 9: (9, 15)}
DAY_TRIP = 7
# trn.tails (0 tickets in the app, 2 booked for k, 3 water and a jacket) a plan of an
# activity cannot carry: a jacket only outdoors (r68 0011), no tickets for a bike tour; no
# "comfortable shoes, we will walk a lot" after a boat trip's or bike tour's note (r78 0016)
OUTDOOR_TAIL, SHOES_NOTE, NOT_ON_FOOT = 3, 4, (3, 9)
OUTDOOR = (0, 3, MARKET, DAY_TRIP, 9)  # walking tour, boat trip, market, day trip, bike tour
UNFIT_TAILS = {MARKET: (0, 2), 2: (0, OUTDOOR_TAIL), 9: (0,)} | {a: (OUTDOOR_TAIL,) for a in (1, 4, 5, 8)}
# the latest start of an outdoor activity in the dark months (November to February): a boat
# trip or a bike tour in daylight, not at 16:00 in January (r67 0015)
WINTER = (11, 12, 1, 2)
WINTER_LATEST = {0: 13, 3: 13, 9: 13}


def _plans(rng: np.random.Generator, order: list[int], arrival: bool,
           winter: bool = False) -> list[tuple[int, int]]:
    """A day's plans as (activity, start minute): one after the other, each in its window
    (about two hours and a break apiece; a day trip fills the day until the evening; in
    ``winter`` an outdoor one in daylight)."""
    minute = (16 if arrival else int(rng.integers(9, 11))) * 60 + int(choice(rng, [0, 30]))
    wanted = 1 if arrival else int(rng.integers(1, 4))
    plans = []
    for a in sorted(order[-6:], key=lambda a: WINDOWS[a][0]):
        lo, hi = WINDOWS[a]
        hi = min(hi, WINTER_LATEST.get(a, hi)) if winter else hi
        if len(plans) == wanted or (a == DAY_TRIP and arrival):
            continue
        start = max(minute, lo * 60) if a != DAY_TRIP else max(minute - 60, lo * 60)
        if start > hi * 60 + 30 or (winter and a in WINTER_LATEST and start > hi * 60):
            continue
        plans.append((a, start))
        order.remove(a)
        minute = 19 * 60 if a == DAY_TRIP else start + 120 + int(choice(rng, [30, 60, 90]))
    return plans


# trn.generic's note of a place that only takes cash, and the destinations where paying
# cash is still common (Germany, Austria, Italy, Greece); elsewhere (Copenhagen, Amsterdam,
# London, Paris, New York...) a card is taken everywhere
CASH_NOTE = 2
CASH_COMMON = {"FRA", "MUC", "VIE", "FCO", "MXP", "ATH"}


def _notes(rng: np.random.Generator, content: Content, days: list[dict[str, Any]],
           flight: dict[str, Any], people: list[str], places: dict[str, Any]) -> list[str]:
    """Trip notes written from the plan: the landing and check-in times, one or two planned
    activities with their day and time as the timeline prints them, and a few notes naming
    no time, day or place the plan lacks ("the bike tour starts at nine" under one at 13:30)."""
    lang, notes = content.lang, []
    if rng.random() < 0.6:
        notes.append(content.fill(content.ui("trn.landing"), checkin=clock(15, 0, lang),
                                  arr=clock(flight["arr"] // 60, flight["arr"] % 60, lang)))
    # plans the timeline shows
    events = [(day["n"] - 1, item) for day in days for item in day["items"]
              if item[0] in ("activity", "food")]
    travellers = len(people)
    texts = ui_list(content, "trn.tails")
    tails = [int(k) for k in rng.permutation(len(texts)) if int(k) != 2 or travellers > 1]
    acts, noted = content.data.SLOTS["apps_trip_activity"], set()
    for i in sorted(rng.choice(len(events), min(len(events), int(rng.integers(1, 3))),
                               replace=False)):
        d, item = events[int(i)]
        # a market is free and walked into: no tickets, no booking; a dinner has no tickets
        fits = [k for k in tails if k not in UNFIT_TAILS.get(acts.index(item[2]), ())]
        if not fits:
            continue
        tails.remove(fits[-1])
        noted.add(acts.index(item[2]))
        notes.append(content.fill(content.ui("trn.event"), act=item[2], time=item[1],
                                  day=content.ui("apps.trip.day", n=d + 1),
                                  tail=texts[fits[-1]].replace("{k}", str(travellers))))
    # a tip in someone's name comes from a fellow traveller of the trip (never a stranger);
    # a lone traveller's notes carry none
    gen = ui_list(content, "trn.generic")
    shoes = gen[SHOES_NOTE] if noted & set(NOT_ON_FOOT) else None
    generic = [t for t in gen if ("{name}" not in t or len(people) > 1) and t != shoes]
    if flight.get("dest") not in CASH_COMMON:  # "only cash" in Copenhagen (r64 0029)
        generic = [content.data.UI["trn.card_note"] if t == gen[CASH_NOTE] else t for t in generic]
    for i in rng.permutation(len(generic))[:int(rng.integers(2, 4))]:
        notes.append(content.fill(generic[int(i)], area=places["areas"][-1],
                                  name=people[-1].split()[0]))
    return notes


def _flight(rng: np.random.Generator, content: Content, origin: str, iata: str,
            city: str) -> tuple[list[Any], dict[str, Any]]:
    """The outbound flight from a European airport, landing (local time) late in the morning
    so the 15:00 check-in comes after it: departure and arrival each in their own zone."""
    lang = content.lang
    dur = block_minutes(origin, iata, rng)
    target = int(rng.integers(9 * 12 + 6, 13 * 12 + 9)) * 5  # 9:30 to 13:40
    dep = max(6 * 60, (target - dur - zone_shift(origin, iata)) // 5 * 5)
    arr = local_arrival(origin, iata, dep, dur)
    times = f"{origin} {clock(dep // 60, dep % 60, lang)} → {iata} {clock(arr // 60, arr % 60, lang)}"
    return ["flight", clock(dep // 60, dep % 60, lang), content.ui("apps.trip.flight", city=city),
            f"{times} · {content.ui('apps.trip.confirmation')} {_code(rng)}"], \
        {"dep": dep, "arr": arr, "origin": origin, "dest": iata}


def _return(rng: np.random.Generator, content: Content, iata: str, origin: str,
            home: str) -> list[Any]:
    """The flight home on the last day, after the 11:00 check-out (in the evening from New
    York, landing the next morning: "+1")."""
    lang = content.lang
    dur = block_minutes(iata, origin, rng)
    dep = int(rng.integers(17 * 12, 21 * 12) if iata == "JFK" else rng.integers(13 * 12, 19 * 12)) * 5
    arr = local_arrival(iata, origin, dep, dur)
    plus = " (+1)" if arr >= 1440 else ""
    arr %= 1440
    times = f"{iata} {clock(dep // 60, dep % 60, lang)} → {origin} {clock(arr // 60, arr % 60, lang)}{plus}"
    return ["flight", clock(dep // 60, dep % 60, lang), content.ui("apps.trip.flight", city=home),
            f"{times} · {content.ui('apps.trip.confirmation')} {_code(rng)}"]


def _fit(days: list[dict[str, Any]], room: int = 590) -> None:
    """Drop plans of the middle days (then a middle day left without plans) until the
    timeline fits its column: every day it shows is whole, the last one included."""
    def height() -> int:
        return sum(42 + ROW * len(d["items"]) for d in days)
    while height() > room:
        middle = [d for d in days[1:-1] if d["items"]]
        if not middle:
            break
        longest = max(middle, key=lambda d: len(d["items"]))
        longest["items"].pop()
        if not longest["items"]:
            days.remove(longest)


def _days(rng: np.random.Generator, content: Content, places: dict[str, Any],
          trip: tuple[dict[str, str], str, str], start: datetime.date,
          nights: int, room: int = 590) -> list[dict[str, Any]]:
    """The plan day by day: the flight out and the check-in on day 1, activities on the days
    between, the check-out and the flight home on the last day (the days without a plan are
    left out, as trip apps do)."""
    lang = content.lang
    home, iata, city = trip
    acts = content.data.SLOTS["apps_trip_activity"]
    # no "day trip to the coast" (Vienna and Zurich have none)
    order = [int(i) for i in rng.permutation(len(acts)) if int(i) != DAY_TRIP]
    hotel = f"{places['hotel_area']}, {city}"
    days, n = [], 0
    for d in range(nights + 1):
        items, extra = [], {}
        if d == 0:
            item, extra["flight"] = _flight(rng, content, home["iata"], iata, city)
            items += [item, ["hotel", clock(15, 0, lang),
                             f"{with_colon(content.ui('apps.trip.checkin'), lang)} {places['hotel']}", hotel]]
        if d == nights:
            items += [["hotel", clock(11, 0, lang),
                       f"{with_colon(content.ui('apps.trip.checkout'), lang)} {places['hotel']}", hotel],
                      _return(rng, content, iata, home["iata"], home["city"])]
        else:  # the market only on a day it opens (Albert Cuypmarkt: never on a Sunday)
            day = start + datetime.timedelta(days=d)
            shut = MARKET in order and not market_open(iata, day.weekday())
            todays = [a for a in order if not (shut and a == MARKET)]
            plans = _plans(rng, todays, d == 0, day.month in WINTER)
            order[:] = [a for a in order if a in todays or (shut and a == MARKET)]
            for a, minute in plans:
                items.append(["food" if a in (2, 4, 5) else "activity",
                              clock(minute // 60 % 24, minute % 60, lang), acts[a],
                              f"{activity_place(places, a, n)}, {city}"])
                n += 1
        day = start + datetime.timedelta(days=d)
        days.append({"title": f"{content.ui('apps.trip.day', n=d + 1)} · {format_date(day, lang)}",
                     "n": d + 1, "items": items, **extra})
    _fit(days, room)
    return days


# the airports a page's traveller lives near, by language (its country's hubs)
HOME_AIRPORTS = {"en": ("LHR",), "de": ("FRA", "MUC"), "fr": ("CDG",), "es": ("MAD", "BCN"),
                 "it": ("FCO", "MXP"), "nl": ("AMS",)}


def _map(rng: np.random.Generator, lang: str, stops: list[list[str]]) -> dict[str, Any]:
    """The city's main roads (blocks of 500 m to 1 km, no river the world does not give)
    and a pin per place (x, y in the map, kind, name) on a road, apart enough for a pin
    and its name beside it not to cover another's (r68 0011: pins without names)."""
    grid, spots = pinned_overview(
        rng, lang, len(stops), lambda u, v: 0.06 <= u <= 0.62 and 0.12 <= v <= 0.92,
        lambda u, v, taken: all(abs(u - a) > 0.42 or abs(v - b) > 0.13 for a, b in taken))
    return {"grid": grid, "pins": [[*uv, *stop] for uv, stop in zip(spots, stops, strict=True)]}


def _glyph(page: Page, kind: str, cx: int, cy: int) -> None:
    """The plan's white symbol in its coloured circle: a plane, a bed, cutlery, a flag."""
    white = (255, 255, 255)
    if kind == "flight":
        page.polygon([(cx - 8, cy + 1), (cx + 8, cy - 1), (cx + 8, cy + 1), (cx - 8, cy + 2)], white, name="plan icon")
        page.polygon([(cx - 1, cy), (cx + 3, cy), (cx - 3, cy - 7), (cx - 5, cy - 7)], white, name="plan icon")
        page.polygon([(cx - 1, cy + 1), (cx + 3, cy + 1), (cx - 3, cy + 8), (cx - 5, cy + 8)], white, name="plan icon")
    elif kind == "hotel":
        page.rect((cx - 8, cy - 6, cx - 6, cy + 6), white, name="plan icon")
        page.rect((cx - 6, cy, cx + 8, cy + 3), white, name="plan icon")
        page.rect((cx - 4, cy - 4, cx + 1, cy), white, radius=1, name="plan icon")
        page.rect((cx + 6, cy + 3, cx + 8, cy + 6), white, name="plan icon")
    elif kind == "food":
        for dx in (-5, -2):
            page.rect((cx + dx, cy - 7, cx + dx + 1, cy - 1), white, name="plan icon")
        page.rect((cx - 5, cy - 2, cx - 1, cy), white, name="plan icon")
        page.rect((cx - 4, cy - 1, cx - 2, cy + 7), white, name="plan icon")
        page.rect((cx + 3, cy - 7, cx + 6, cy + 7), white, radius=1, name="plan icon")
    else:
        page.rect((cx - 6, cy - 7, cx - 4, cy + 8), white, name="plan icon")
        page.polygon([(cx - 4, cy - 7), (cx + 7, cy - 3), (cx - 4, cy + 1)], white, name="plan icon")


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
        # the traveller flies from their own country's airport (r56: a Dutch page leaving
        # from Frankfurt), to a city elsewhere
        homes = [x for x in airports if x["iata"] in HOME_AIRPORTS[lang]] or airports[:1]
        home = choice(rng, homes)
        airport = choice(rng, [x for x in airports if x["iata"] not in
                               (*HOME_AIRPORTS[lang], home["iata"])])
        iata, city = airport["iata"], airport["city"]
        start = random_day(rng, 200, 700)
        nights = int(rng.integers(2, 4))  # a city break: every day fits the timeline
        places = city_places(rng, iata)
        # the timeline's room on this screen: the last day (the flight home) always shows
        days = _days(rng, content, places, (home, iata, city), start, nights,
                     screen_height(self) - 12 - 166)
        flight = days[0]["flight"]
        people = [content.full_name() for _ in range(int(rng.integers(1, 4)))]
        pool = _notes(rng, content, days, flight, people, places)
        cut = int(rng.integers(max(1, len(pool) - 3), len(pool)))
        notes = [" ".join(pool[:cut]), " ".join(pool[cut:])]
        end = start + datetime.timedelta(days=nights)
        # a pin per place, named as the plan names it (the hotel; a sight, a market, an area)
        stops = [[it[0], it[2].split(": ", 1)[-1] if it[0] == "hotel" else it[3].split(", ")[0]]
                 for d in days for it in d["items"] if it[0] != "flight"]
        stops = [k for n, k in enumerate(stops) if k[1] not in [s[1] for s in stops[:n]]]
        keys = ("notes", "travellers", "share", "edit", "add", "map")
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "labels": {k: content.ui(f"apps.trip.{k}") for k in keys},
            "nav": ui_list(content, "apps.trip.nav"),
            "title": content.ui("apps.trip.title", city=city),
            "dates": f"{format_date(start, lang)} – {format_date(end, lang)}",  # r94: en dash
            "nights": content.ui("apps.trip.nights", n=nights), "days": days,
            "people": people, "flight": flight, "start": start.isoformat(), "iata": iata,
            "lang": lang,
            "notes": notes, "marks": [sample_marks(rng, t, "rich") for t in notes],
            "gap": float(choice(rng, [0.6, 1.0])), "brand": choice(rng, ["tripnest", "wayfarer", "itinero"]),
            # the city's main roads and parks, one pin a place the plan visits (the hotel
            # once), in its plan's colour, on a road
            **_map(rng, lang, stops),
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
                avatar(page, theme, typo, ax, 104, person_initials(name), PERSON_COLOURS[0], 30)
        split = 610
        self._timeline(page, theme, params, (24, 166, split, h - 12))
        base = style(typo["body"], typo["size"] - 1, theme.text)
        paras = [styled_spans(t, m, base, theme, typo["mono"])
                 for t, m in zip(params["notes"], params["marks"], strict=True)]
        # the notes card as tall as its notes, the map taking the rest of the column (a tall
        # screen left a few lines of notes in a mostly empty card)
        need = layout_block(paras, (split + 32, 0, w - 40, h), line_height=1.5,
                            paragraph_gap=params["gap"]).bottom + 42 + 24
        top = max(392, h - 12 - need)
        self._map(page, theme, params, (split + 16, 166, w - 24, top - 12))
        with page.region("notes", "card", (split + 16, top, w - 24, h - 12), label=lab["notes"]):
            card(page, theme, (split + 16, top, w - 24, h - 12), radius=10)
            page.label(split + 32, top + 8, lab["notes"], st.but(bold=True), role="structural")
            page.text((split + 32, top + 42, w - 40, h - 24), paras, base, role="prose",
                      line_height=1.5, paragraph_gap=params["gap"])
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
                y += 34
                for k, (kind, time, title, sub) in enumerate(day["items"]):
                    if y + ROW - 4 > y2:
                        break
                    with page.region(f"plan {d + 1}.{k + 1}", "card", (x1, y, x2, y + ROW - 6), label=title):
                        card(page, theme, (x1 + 70, y, x2, y + ROW - 6), radius=8, shadow=False)
                        page.label(x1, y + 8, time, st.but(size=typo["size"] - 1, color=theme.muted),
                                   role="text", max_width=66)
                        colour = theme.palette[KIND_COLOURS[kind]]
                        page.ellipse((x1 + 84, y + 13, x1 + 112, y + 41), colour, name="plan icon")
                        _glyph(page, kind, x1 + 98, y + 27)
                        page.label(x1 + 124, y + 2, title, st.but(bold=True), role="text",
                                   max_width=x2 - x1 - 140)
                        page.label(x1 + 124, y + 25, sub, st.but(size=typo["size"] - 2, color=theme.muted),
                                   role="text", max_width=x2 - x1 - 140)
                    y += ROW
                y += 8

    def _map(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        with page.region("map", "figure", box, label=p["labels"]["map"]):
            bar, scale = scale_bar(p["lang"], metres_per_px(box, p["grid"]))
            draw_map(page, box, as_map(p["grid"]), theme.name == "dark", scale=scale, bar=bar)
            for px, py, kind, _ in p["pins"]:
                cx, cy = point(box, [px, py - 6 / (box[3] - box[1] - 1)])  # the tip on it
                colour = theme.palette[KIND_COLOURS[kind]]
                page.polygon([(cx - 8, cy - 10), (cx + 8, cy - 10), (cx, cy + 6)], colour, name="pin")
                page.ellipse((cx - 9, cy - 20, cx + 9, cy - 2), colour, name="pin")
                page.ellipse((cx - 3, cy - 14, cx + 3, cy - 8), (255, 255, 255), name="pin")
            st = ui_style(p["typo"], theme, size=p["typo"]["size"] - 3, bold=True)
            taken: list[tuple[int, int, int, int]] = []
            for px, py, _, name in p["pins"]:
                cx, cy = point(box, [px, py - 6 / (box[3] - box[1] - 1)])  # the tip on it
                tw = min(round(measure(name, st)[0]), x2 - cx - 26)
                tag = (cx + 11, cy - 22, cx + 19 + tw, cy - 2)  # ("Isola" is short, not cut)
                if x2 - cx - 26 < 40 or any(tag[0] < b[2] and b[0] < tag[2] and tag[1] < b[3]
                                  and b[1] < tag[3] for b in taken):
                    continue  # no room beside it: the pin stays bare rather than covered
                taken.append(tag)
                page.rect(tag, theme.surface, theme.border, radius=4, name="pin label")
                page.label(cx + 15, cy - 22 + (20 - round(st.size * 2.2)) // 2, name, st,
                           role="text", max_width=tw)
