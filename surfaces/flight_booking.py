"""Flight search results: a search bar (from, to, dates, passengers), sort tabs with prices,
a filter sidebar (stops, airlines) and result cards (times, route line, stops, price)."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.cards import card
from surfaces.kit.chrome import button, ui_style
from surfaces.kit.flights import HUBS, block_minutes, distance_km, duration_text, local_arrival
from surfaces.kit.logos import wordmark
from surfaces.kit.messages import checkbox
from surfaces.kit.numbers import clock, currency_for, format_date, format_money, random_day, ui_list
from surfaces.kit.typography import sample_typography, style

# each listed airline's brand colour (its wordmark's; the ink on a plate of it is white)
LOGO = [(0, 58, 112), (200, 16, 46), (0, 110, 90), (90, 40, 140), (200, 90, 0)]


BEST_HOUR = 40.0  # what an hour of travel is worth on the "Best" ranking, in money
DETOUR = 1.5  # a connection is on the way: the legs fly at most 1.5 times the direct distance


def best_score(r: dict[str, Any]) -> float:
    return r["value"] + BEST_HOUR * trip_minutes(r) / 60


def trip_minutes(r: dict[str, Any]) -> int:
    """A card's time in the air and between flights: both flights of a round trip."""
    return r.get("trip_minutes", r["minutes"])


def detour(path: list[str]) -> float:
    """How much farther the legs of ``path`` fly than the great circle from end to end."""
    legs = sum(distance_km(x, y) for x, y in zip(path, path[1:], strict=False))
    return legs / max(1.0, distance_km(path[0], path[-1]))


def connections(rng: np.random.Generator, a: str, b: str, stops: int) -> list[str]:
    """Up to ``stops`` hubs roughly on the way from a to b (no LHR-FRA via Munich), in
    flying order; fewer when no such hubs exist. Within Europe one connection at most (no
    CPH-MAD via FRA and CDG, review 54)."""
    if distance_km(a, b) < 3000:
        stops = min(stops, 1)
    near = [h for h in HUBS if h not in (a, b) and detour([a, h, b]) <= DETOUR]
    order = [str(h) for h in rng.permutation(sorted(near))]
    for n in range(min(stops, len(order)), 0, -1):
        for start in range(len(order) - n + 1):
            vias = sorted(order[start:start + n], key=lambda h: distance_km(a, h))
            if detour([a, *vias, b]) <= DETOUR:
                return vias
    return []


def _label_baseline(text: str, st: Any) -> int:
    """How far below its ``y`` a one-line ``page.label`` puts the baseline of ``text``."""
    _, ascent, descent = measure(text, st)
    pitch = max(round(st.size * 1.2), ascent + descent)
    return (round(st.size * 2.2) - round(st.size * 1.2)) // 2 + (pitch - ascent - descent) // 2 \
        + ascent


class FlightBooking(Surface):
    name = "flight_booking"
    family = "web"
    text_roles = ("text", "structural", "chrome", "field")
    # No punctuation: its running text is names, numbers and dates, without punctuation marks.
    unsupported_categories = ("punctuation", "select_range", "select_substring")
    regions = ("header", "search", "sort", "filters", "result")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        cur = currency_for(rng, lang)
        airports = content.data.SLOTS["apps_airport"]
        a, b = ([airports[int(i)]["iata"], airports[int(i)]["city"]]
                for i in rng.choice(len(airports), 2, replace=False))
        airlines = content.data.SLOTS["apps_airline"]
        day = random_day(rng, 300, 600)
        # the filters first: the results are the flights they let through
        stop_on = [True, True, bool(rng.random() < 0.5)]
        airline_off = int(rng.integers(0, len(airlines))) if rng.random() < 0.5 else -1
        allowed_stops = [n for n in (0, 0, 1, 1, 2) if stop_on[n]]
        allowed_airlines = [k for k in range(len(airlines)) if k != airline_off]
        results = [self._flight(rng, content, a[0], b[0], airlines, allowed_stops, allowed_airlines, cur)
                   for _ in range(8)]  # the cards the page shows (as many as fit)
        # a round trip's card holds both flights, its price theirs together (r98 0015: "Round
        # trip" over cards of the outbound flight alone); a one-way search has no return date
        round_trip = bool(rng.random() < 0.6)
        for r in results if round_trip else []:
            back = self._flight(rng, content, b[0], a[0], airlines, allowed_stops,
                                [airlines.index(r["airline"])], cur)
            r["back"] = back
            r["value"] = float(round(r["value"] + back["value"], 2))
            r["price"] = format_money(r["value"], lang, cur, 0)
            r["trip_minutes"] = r["minutes"] + back["minutes"]
        # the page is on its "Best" tab: cards ranked by price and time together (an hour
        # worth BEST_HOUR of the money), so the top card is never both dearer and slower
        # than another
        results.sort(key=best_score)
        keys = ("from", "to", "depart", "return", "search", "stops", "nonstop", "one_stop",
                "airlines", "price", "select", "filters", "bag", "per_person", "duration")
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "labels": {k: content.ui(f"apps.fl.{k}") for k in keys},
            "two_stops": content.ui("apps.fl.n_stops", n=2),
            "pax": content.ui("apps.fl.passengers", n=int(rng.integers(1, 4))),
            "sort": ui_list(content, "apps.fl.sort"), "trip": ui_list(content, "apps.fl.trip_types"),
            "results_n": content.ui("apps.fl.results", n=int(rng.integers(40, 400))),
            "more": content.ui("h_trade.more_results"),
            "from": f"{a[1]} ({a[0]})", "to": f"{b[1]} ({b[0]})", "iata": [a[0], b[0]],
            "round": round_trip,
            "date": format_date(day, lang), "ret": format_date(day + datetime.timedelta(days=int(rng.integers(2, 15))), lang),
            "results": results, "airlines": airlines, "stop_on": stop_on,
            "airline_off": airline_off, "sort_prices": [results[0]["price"], min(results, key=lambda r: r["value"])["price"],
                            min(results, key=trip_minutes)["price"]],
            "brand": choice(rng, ["skyfinder", "flyscan", "tripwing"]),
            "accent": choice(rng, ["blue", "teal", "purple"]),
        }

    @staticmethod
    def _flight(rng: np.random.Generator, content: Content, a: str, b: str, airlines: list[str],
                allowed_stops: list[int], allowed_airlines: list[int], cur: str) -> dict[str, Any]:
        """One result: legs through hubs near the way, each as long as its distance, a
        layover between them; the arrival is local time at b (the zone difference added)."""
        lang = content.lang
        dep = int(rng.integers(6 * 60, 21 * 60)) // 5 * 5
        stops = int(choice(rng, allowed_stops))
        vias = connections(rng, a, b, stops)
        stops = len(vias)
        path = [a, *vias, b]
        legs = [block_minutes(x, y, rng) for x, y in zip(path, path[1:], strict=False)]
        layovers = [int(rng.integers(10, 37)) * 5 for _ in vias]
        dur = sum(legs) + sum(layovers)
        arr = local_arrival(a, b, dep, dur)
        ai = int(choice(rng, allowed_airlines))
        base = 60 + distance_km(a, b) * 0.09 * float(rng.uniform(0.7, 1.6))
        price = float(int(base * (0.85 if stops else 1.0))) + 0.99 * (rng.random() < 0.3)
        stop_txt = content.ui("apps.fl.nonstop") if stops == 0 else content.ui(
            "apps.fl.one_stop") if stops == 1 else content.ui("apps.fl.n_stops", n=stops)
        if vias:
            stop_txt += " · " + ", ".join(vias)
        day = arr // 1440
        return {"airline": airlines[ai], "logo": ai % len(LOGO), "dep": clock(dep // 60, dep % 60, lang),
                "arr": clock(arr // 60 % 24, arr % 60, lang) + (f"+{day}" if day else ""),
                "dur": duration_text(dur), "stops": stops, "vias": vias, "legs": legs,
                "layovers": layovers, "dep_min": dep, "arr_min": arr,
                "stop_txt": stop_txt, "price": format_money(price, lang, cur, 0),
                "bag": bool(rng.random() < 0.5), "value": price, "minutes": dur}

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo, lab = params["typo"], params["labels"]
        w, h = page.width, page.height
        page.rect((0, 0, w, h), theme.panel, name="background")
        band = (5, 32, 60) if params["accent"] == "blue" else (0, 60, 70) \
            if params["accent"] == "teal" else (40, 20, 70)
        accent = theme.palette[params["accent"]]
        white = (255, 255, 255)
        st = ui_style(typo, theme)
        with page.region("header", "chrome", (0, 0, w, 48)):
            page.rect((0, 0, w, 150), band, name="header")
            page.label(24, 8, params["brand"], st.but(bold=True, size=typo["size"] + 6, color=white),
                       max_width=200)
            x = 240
            chosen = 0 if params["round"] else 1
            for i, t in enumerate(params["trip"]):
                b = page.label(x, 11, t, st.but(color=white, bold=i == chosen))
                if i == chosen:
                    page.line((x, 40), (b.right, 40), white, 2)
                x = b.right + 20
        with page.region("search", "form", (24, 56, w - 24, 140)):
            fields = [(lab["from"], params["from"], 200), (lab["to"], params["to"], 200),
                      (lab["depart"], params["date"], 140), (lab["return"], params["ret"], 140),
                      ("", params["pax"], 120)]
            if not params["round"]:
                del fields[3]
            x = 24
            for label, value, wd in fields:
                if label:
                    page.label(x, 58, label, st.but(size=typo["size"] - 1, color=(200, 210, 225)),
                               role="structural")
                with page.region(f"field {label or params['pax']}", "field", (x, 84, x + wd, 126),
                                 label=label):
                    page.rect((x, 84, x + wd, 126), theme.surface, theme.border, radius=6, name="input")
                    page.label(x + 10, 84 + (42 - round(st.size * 2.2)) // 2, value, st, role="field",
                               max_width=wd - 20)
                x += wd + 8
            page.rect((x, 84, w - 24, 126), accent, radius=6, name="button")
            sw = round(measure(lab["search"], st.but(bold=True))[0])
            page.label((x + w - 24 - sw) // 2, 84 + (42 - round(st.size * 2.2)) // 2, lab["search"],
                       st.but(bold=True, color=white))
        self._filters(page, theme, params, (24, 162, 250, h - 16))
        self._sort(page, theme, params, (264, 162, w - 24, 222), accent)
        y = 234
        ch = 156 if params["round"] else 92
        for k, r in enumerate(params["results"]):
            if y + ch > h - 8:
                break
            self._result(page, theme, params, r, k, (264, y, w - 24, y + ch), accent)
            y += ch + 10
        if y + 36 <= h - 8:  # the list ends above the fold: the rest of the count is one click
            # away (r66 0013: "164 risultati" over 5 cards and a blank page)
            sw = round(measure(params["more"], st)[0]) + 24
            button(page, theme, typo, (264 + w - 24 - sw) // 2, y, params["more"], height=32)
        return page

    def _filters(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        typo, lab = p["typo"], p["labels"]
        st = ui_style(typo, theme, size=typo["size"] - 1)
        with page.region("filters", "panel", box, label=lab["filters"]):
            card(page, theme, box, radius=8)
            page.label(x1 + 14, y1 + 8, lab["filters"], st.but(bold=True, size=typo["size"] + 1),
                       role="structural")
            page.label(x1 + 14, y1 + 22 + 18, p["results_n"], st.but(color=theme.muted), role="text")
            y = y1 + 78
            page.label(x1 + 14, y, lab["stops"], st.but(bold=True), role="structural")
            y += 30
            for k, t in enumerate((lab["nonstop"], lab["one_stop"], p["two_stops"])):
                checkbox(page, theme, x1 + 16, y + 6, 14, p["stop_on"][k])
                page.label(x1 + 40, y - 2, t, st, role="text", max_width=x2 - x1 - 54)
                y += 28
            y += 14
            page.label(x1 + 14, y, lab["airlines"], st.but(bold=True), role="structural")
            y += 30
            for k, t in enumerate(p["airlines"]):
                if y + 28 > y2 - 80:
                    break
                checkbox(page, theme, x1 + 16, y + 6, 14, k != p["airline_off"])
                page.label(x1 + 40, y - 2, t, st, role="text", max_width=x2 - x1 - 54)
                y += 28
            y += 14
            if y + 70 < y2:
                page.label(x1 + 14, y, lab["price"], st.but(bold=True), role="structural")
                page.rect((x1 + 16, y + 40, x2 - 16, y + 44), theme.border, radius=2, name="slider")
                page.rect((x1 + 16, y + 40, x2 - 60, y + 44), theme.accent, radius=2, name="slider")
                page.ellipse((x2 - 68, y + 34, x2 - 52, y + 50), theme.accent, name="slider knob")

    def _sort(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int],
              accent: Any) -> None:
        x1, y1, x2, y2 = box
        st = ui_style(p["typo"], theme)
        tw = (x2 - x1) // 3
        with page.region("sort", "chrome", box):
            card(page, theme, box, radius=8)
            for k, (name, price) in enumerate(zip(p["sort"], p["sort_prices"], strict=False)):
                bx = x1 + k * tw
                if k == 0:
                    page.rect((bx, y2 - 4, bx + tw, y2), accent, name="tab underline")
                if k:
                    page.line((bx, y1 + 10), (bx, y2 - 10), theme.border)
                page.label(bx + 16, y1 + 4, name, st.but(bold=True), role="structural",
                           max_width=tw - 32)
                page.label(bx + 16, y1 + 26, price, st.but(color=theme.muted), role="text")

    def _result(self, page: Page, theme: Theme, p: dict[str, Any], r: dict[str, Any], k: int,
                box: tuple[int, int, int, int], accent: Any) -> None:
        x1, y1, x2, y2 = box
        typo, lab = p["typo"], p["labels"]
        st = ui_style(typo, theme)
        big = style(typo["ui"], typo["size"] + 6, theme.text, bold=True)
        small = st.but(size=typo["size"] - 2)
        price_x = x2 - 170
        with page.region(f"result {k + 1}", "card", box, label=r["airline"]):
            card(page, theme, box, radius=8)
            page.line((price_x, y1 + 12), (price_x, y2 - 12), theme.border)
            # the airline's wordmark (kit.logos: its name in its colour), no invented emblem
            al_right = wordmark(page, x1 + 16, y1 + 10, r["airline"], st, LOGO[r["logo"]],
                                (255, 255, 255), theme.surface, 220, role="text",
                                plate=theme.name == "dark")
            mid, dw = self._leg(page, theme, p, r, p["iata"], (x1, y1, price_x))
            if "back" in r:  # the return flight under the outbound one
                self._leg(page, theme, p, r["back"], p["iata"][::-1], (x1, y1 + 62, price_x))
            pw = round(measure(r["price"], big)[0])
            page.label(x2 - 16 - pw, y1 + 8, r["price"], big, role="text")
            ppw = round(measure(lab["per_person"], small)[0])
            # beside the price, on its baseline (r57 0008: under it, "pro Person" touched the
            # digits and, on a short card, the button)
            drop = _label_baseline(r["price"], big) - _label_baseline(lab["per_person"], small)
            if x2 - 24 - pw - ppw >= price_x + 12:  # else the price stands alone
                page.label(x2 - 24 - pw - ppw, y1 + 8 + drop, lab["per_person"],
                           small.but(color=theme.muted), role="text")
            page.rect((price_x + 16, y2 - 34, x2 - 16, y2 - 8), accent, radius=6, name="button")
            bw = round(measure(lab["select"], st.but(bold=True))[0])
            page.label((price_x + x2 - bw) // 2, y2 - 34 + (26 - round(st.size * 2.2)) // 2,
                       lab["select"], st.but(bold=True, color=(255, 255, 255)))
            if r["bag"]:
                _bag(page, lab["bag"], small.but(color=theme.palette["green"], color_name="green"),
                     (al_right + 16, mid - dw // 2 - 16, mid + dw // 2 + 16, price_x - 16), y1 + 11)

    @staticmethod
    def _leg(page: Page, theme: Theme, p: dict[str, Any], r: dict[str, Any], iata: list[str],
             box: tuple[int, int, int]) -> tuple[int, int]:
        """One flight of a card (times, airports, route line, duration, stops) from ``box``'s
        top; the route line's middle and the duration's width."""
        x1, y1, price_x = box
        typo = p["typo"]
        st = ui_style(typo, theme)
        big = style(typo["ui"], typo["size"] + 6, theme.text, bold=True)
        d = page.label(x1 + 16, y1 + 40, r["dep"], big, role="text")
        page.label(x1 + 16, y1 + 66, iata[0], st.but(size=typo["size"] - 1, color=theme.muted),
                   role="text")
        aw = round(measure(r["arr"], big)[0])
        ax = price_x - 30 - aw
        page.label(ax, y1 + 40, r["arr"], big, role="text")
        page.label(ax, y1 + 66, iata[1], st.but(size=typo["size"] - 1, color=theme.muted),
                   role="text")
        lx1, lx2 = d.right + 24, ax - 24
        cy = y1 + 58
        page.line((lx1, cy), (lx2, cy), theme.muted, 2, name="route line")
        for s in range(r["stops"]):
            sx = lx1 + (lx2 - lx1) * (s + 1) // (r["stops"] + 1)
            page.ellipse((sx - 4, cy - 4, sx + 4, cy + 4), theme.palette["red"], name="stop")
        mid = (lx1 + lx2) // 2
        small = st.but(size=typo["size"] - 2)
        dw = round(measure(r["dur"], small)[0])
        page.label(mid - dw // 2, cy - 32, r["dur"], small.but(color=theme.muted), role="text")
        name = "green" if r["stops"] == 0 else "red"
        sw = round(measure(r["stop_txt"], small)[0])
        page.label(mid - sw // 2, cy + 4, r["stop_txt"], small.but(color=theme.palette[name],
                                                                   color_name=name), role="text")
        return mid, dw


def _bag(page: Page, text: str, st: Any, slots: tuple[int, int, int, int], y: int) -> None:
    """The baggage badge at its natural width: after the airline's name when it fits before
    the duration, else right-aligned before the price column, else not shown (r75 0015: cut
    to "Cabi…", "Cabin ba…" in the free space beside the name; never truncated)."""
    w = round(measure(text, st)[0]) + 2
    left, left_end, right_start, right_end = slots
    if left + w <= left_end:
        page.label(left, y, text, st, role="text", max_width=w)
    elif right_start + w <= right_end:
        page.label(right_end - w, y, text, st, role="text", max_width=w)
