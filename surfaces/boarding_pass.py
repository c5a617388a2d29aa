"""A printed or mobile boarding pass: airline band, big airport codes with cities, labelled
fields (flight, date, boarding, gate, seat, group), a barcode or QR code and a tear-off stub
behind a perforation."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.airport_gates import flight_number, layout  # noqa: F401 (tests import it)
from surfaces.kit.airport_gates import gate as airport_gate
from surfaces.kit.apps import barcode, field_pair, perforation, qr_code, sample_bars, sample_cells
from surfaces.kit.chrome import ui_style
from surfaces.kit.flights import block_minutes, distance_km, local_arrival
from surfaces.kit.logos import AIRLINES, wordmark
from surfaces.kit.numbers import clock, random_day, ui_list, with_colon
from surfaces.kit.stage import luma
from surfaces.kit.typography import sample_typography, style, surname_for

# The airline is the real home carrier of one end, flying under its real code (review 55:
# a fictional "Blue Heron Air" flew as B8, Eritrean Airlines' code; nearly every two-letter
# code is some airline's, so a consistent fictional carrier is not to be had). Its mark is a
# wordmark (kit.logos): the name typeset in the brand's colours (the band and the ink on it),
# never an invented emblem beside a real name. airline -> (band, ink)
BRAND = AIRLINES


def brand(airline: str) -> tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]]:
    """The band, the ink on it and the accent for gate and seat on white (the band unless
    it is too light to read: Vueling's yellow gives its dark ink)."""
    band, ink = BRAND[airline]
    return band, ink, band if luma(band) < 150 else ink


SEAT_ROWS = {0: (10, 36), 1: (7, 10), 2: (1, 6)}  # apps.bp.classes order: rows per cabin


class BoardingPass(Surface):
    name = "boarding_pass"
    family = "forms"
    text_roles = ("text", "structural")
    # No select_substring: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    unsupported_categories = ("select_substring", "select_range")  # few runs of two or more words to drag across
    regions = ("ticket", "header", "route", "stub", "footer")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        airports = content.data.SLOTS["apps_airport"]
        a, b = ([airports[int(i)]["iata"], airports[int(i)]["city"]]
                for i in rng.choice(len(airports), 2, replace=False))
        h, m = int(rng.integers(6, 22)), int(choice(rng, [0, 10, 15, 25, 35, 40, 50, 55]))
        dep = h * 60 + m
        board = dep - int(choice(rng, [30, 35, 40, 45]))
        # local times at both ends: block time from the distance, plus the zone difference
        arr = local_arrival(a[0], b[0], dep, block_minutes(a[0], b[0], rng))
        # the home carrier of one end under its own code (see BRAND)
        airline, code = CARRIERS[a[0] if rng.random() < 0.5 else b[0]]
        gate, terminal = airport_gate(rng, a[0], code, b[0])  # r64 0014: AMS G19 to MUC
        keys = ("title", "passenger", "flight", "date", "boarding", "gate", "seat", "group", "class",
                "departs", "arrives", "from", "to", "booking", "terminal", "notice", "wallet",
                "route")
        classes = ui_list(content, "apps.bp.classes")
        # economy, premium, business: no Premium Economy on a short hop (LIS-MAD, review 54)
        long_haul = distance_km(a[0], b[0]) > LONG_HAUL
        cabin = int(rng.choice(3, p=[0.75, 0.12, 0.13] if long_haul else [0.85, 0.0, 0.15]))
        return {
            "lang": content.lang,
            "typo": sample_typography(rng, "sans", (13, 14)),
            "labels": {k: content.ui(f"apps.bp.{k}") for k in keys},
            "airline": airline, "top": int(rng.integers(40, 260)),
            "passenger": passenger(content),
            "from": a, "to": b, "flight": f"{code} {flight_number(rng, code, a[0], b[0])}",
            "date": _departure_date(random_day(rng, 400, 600), a[0], lang),
            "boarding": _clock(board // 60, board % 60, lang, a[0]),
            "departs": _clock(h, m, lang, a[0]),
            "arrives": _clock(arr // 60 % 24, arr % 60, lang, a[0])
            + (f" +{arr // 1440}" if arr >= 1440 else ""),
            "dep_min": dep, "arr_min": arr, "board_min": board,
            "gate": gate,
            # the seat's row fits the class: business at the front, premium behind it
            "seat": f"{int(rng.integers(*SEAT_ROWS[cabin]))}{choice(rng, 'ABCDEF' if cabin < 2 else 'ACDF')}",
            "group": str(1 if cabin == 2 else int(rng.integers(2, 6))), "terminal": terminal,
            "booking": "".join(choice(rng, list("ABCDEFGHJKLMNPQRSTUVWXYZ23456789")) for _ in range(6)),
            "class": classes[cabin], "qr": bool(rng.random() < 0.5),
            "bars": sample_bars(rng, 70), "cells": sample_cells(rng),
            "layout": choice(rng, ["print", "print", "mobile"]),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        w, h = page.width, page.height
        bg = (228, 231, 236) if theme.name == "light" else (24, 25, 28)
        page.rect((0, 0, w, h), bg, name="background")
        if params["layout"] == "mobile":
            self._mobile(page, theme, params, bg)
        else:
            self._print(page, theme, params, bg)
        return page

    def _route(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int],
               big: int) -> None:
        x1, y1, x2, _ = box
        typo, lab = p["typo"], p["labels"]
        code_st = style(typo["ui"], big, theme.text, bold=True)
        cap = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
        with page.region("route", "body", box):
            for k, (iata, city) in enumerate((p["from"], p["to"])):
                cw = round(measure(iata, code_st)[0])
                x = x1 if k == 0 else x2 - cw
                page.label(x, y1, lab["from" if k == 0 else "to"].upper(), cap, role="structural")
                page.label(x, y1 + 18, iata, code_st, role="text")
                time = p["departs"] if k == 0 else p["arrives"]
                line = f"{city} · {time}"
                lw = round(measure(line, ui_style(typo, theme))[0])
                page.label(x if k == 0 else x2 - lw, y1 + 18 + round(big * 1.9), line,
                           ui_style(typo, theme), role="text")
            mid = (x1 + x2) // 2
            cy = y1 + 18 + round(big * 1.1)
            page.line((x1 + round(big * 2.4), cy), (x2 - round(big * 2.4), cy), theme.border, 2,
                      name="route line")
            page.polygon([(mid - 16, cy - 3), (mid + 14, cy - 3), (mid + 20, cy), (mid + 14, cy + 3),
                          (mid - 16, cy + 3)], theme.muted, name="plane")
            page.polygon([(mid - 4, cy - 3), (mid + 4, cy - 3), (mid - 6, cy - 16), (mid - 10, cy - 16)],
                         theme.muted, name="plane")
            page.polygon([(mid - 4, cy + 3), (mid + 4, cy + 3), (mid - 6, cy + 16), (mid - 10, cy + 16)],
                         theme.muted, name="plane")

    def _print(self, page: Page, theme: Theme, p: dict[str, Any], bg: Any) -> None:
        typo, lab = p["typo"], p["labels"]
        band, ink, accent = brand(p["airline"])
        # the pass and its notice centred on the page, a little off (r48: the card in the
        # lower half of an empty canvas)
        x1 = (page.width - 920) // 2
        y1 = max(16, (page.height - 500) // 2 + (p["top"] - 150) // 6)
        x2, y2 = x1 + 920, y1 + 440
        stub = x2 - 250
        white = (255, 255, 255)
        with page.region("ticket", "card", (x1, y1, x2, y2), label=lab["title"]):
            page.rect((x1, y1, x2, y2), theme.surface, radius=14, name="ticket")
            with page.region("header", "chrome", (x1, y1, x2, y1 + 60)):
                page.rect((x1, y1, x2, y1 + 60), band, radius=14, name="band")
                page.rect((x1, y1 + 30, x2, y1 + 60), band, name="band")
                st = ui_style(typo, theme, size=typo["size"] + 8)
                wordmark(page, x1 + 28, y1 + 13, p["airline"], st, band, ink, band, 320)
                t = ui_style(typo, theme, color=ink)
                tw = round(measure(lab["title"].upper(), t)[0])
                page.label(stub - 24 - tw, y1 + 16, lab["title"].upper(), t, role="structural")
                page.label(stub + 24, y1 + 16, p["class"], t, role="text", max_width=200)
            self._route(page, theme, p, (x1 + 30, y1 + 78, stub - 30, y1 + 200), 44)
            fy = y1 + 214
            fields = [("passenger", p["passenger"]), ("flight", p["flight"]), ("date", p["date"])]
            # no terminal where the airport has one (Schiphol)
            fields2 = [("boarding", p["boarding"]), ("gate", p["gate"]), ("seat", p["seat"]),
                       ("group", p["group"]), ("terminal", p["terminal"])][:5 if p["terminal"] else 4]
            widths = [(stub - x1 - 60) * k // 100 for k in (46, 27, 27)]
            x = x1 + 30
            for (key, value), wd in zip(fields, widths, strict=True):
                field_pair(page, theme, typo, x, fy, lab[key], value, wd - 10)
                x += wd
            x, fw = x1 + 30, (stub - x1 - 60) // 5
            for key, value in fields2:
                field_pair(page, theme, typo, x, fy + 62, lab[key], value, fw - 8, big=4,
                           ink=accent if key in ("gate", "seat") and theme.name == "light" else None)
                x += fw
            if p["qr"]:
                qr_code(page, (x1 + 30, y2 - 96, x1 + 110, y2 - 16), p["cells"], (20, 20, 20), white)
            else:
                barcode(page, (x1 + 30, y2 - 70, x1 + 360, y2 - 22), p["bars"], theme.text)
            bk = f"{with_colon(lab['booking'], p['lang'])} {p['booking']}"
            page.label(x1 + 380, y2 - 60, bk, ui_style(typo, theme, color=theme.muted), role="text",
                       max_width=stub - x1 - 400)
            perforation(page, stub, y1, y2, theme.border, bg)
            with page.region("stub", "card", (stub, y1 + 60, x2, y2), label=lab["title"]):
                y = y1 + 78
                for key, value in (("passenger", p["passenger"]), ("flight", p["flight"]),
                                   # "VIE → CPH" is a route, not an origin (r65 0028)
                                   ("route", f"{p['from'][0]} → {p['to'][0]}"), ("seat", p["seat"]),
                                   ("boarding", p["boarding"])):
                    y = field_pair(page, theme, typo, stub + 24, y, lab[key], value, x2 - stub - 48) + 4
        with page.region("footer", "text", (x1, y2 + 20, x2, y2 + 80)):
            page.label(x1, y2 + 24, lab["notice"], ui_style(typo, theme, color=theme.muted),
                       role="text", max_width=x2 - x1)

    def _mobile(self, page: Page, theme: Theme, p: dict[str, Any], bg: Any) -> None:
        typo, lab = p["typo"], p["labels"]
        band, ink, _ = brand(p["airline"])
        white = (255, 255, 255)
        x1, y1, x2, y2 = 322, 16, 702, 752
        with page.region("ticket", "card", (x1, y1, x2, y2), label=lab["title"]):
            page.rect((x1, y1, x2, y2), theme.surface, radius=18, name="ticket")
            with page.region("header", "chrome", (x1, y1, x2, y1 + 64)):
                page.rect((x1, y1, x2, y1 + 64), band, radius=18, name="band")
                page.rect((x1, y1 + 40, x2, y1 + 64), band, name="band")
                wordmark(page, x1 + 22, y1 + 15, p["airline"],
                         ui_style(typo, theme, size=typo["size"] + 6), band, ink, band, 230)
                fw = round(measure(p["flight"], ui_style(typo, theme, color=ink))[0])
                page.label(x2 - 20 - fw, y1 + 20, p["flight"], ui_style(typo, theme, color=ink),
                           role="text")
            self._route(page, theme, p, (x1 + 20, y1 + 80, x2 - 20, y1 + 190), 40)
            fy = y1 + 214
            half = (x2 - x1 - 40) // 2
            pairs = [("passenger", p["passenger"]), ("date", p["date"]), ("boarding", p["boarding"]),
                     ("gate", p["gate"]), ("seat", p["seat"]), ("group", p["group"]),
                     ("class", p["class"]), ("booking", p["booking"])]
            for k, (key, value) in enumerate(pairs):
                if k == 0:
                    field_pair(page, theme, typo, x1 + 20, fy, lab[key], value, x2 - x1 - 40)
                    continue
                col, row = (k - 1) % 2, (k - 1) // 2
                field_pair(page, theme, typo, x1 + 20 + col * half, fy + 58 + row * 56, lab[key],
                           value, half - 10)
            py = y2 - 250
            perforation(page, x1, py, py, theme.border, bg)
            page.line((x1 + 16, py), (x2 - 16, py), theme.border, name="perforation")
            perforation(page, x2, py, py, theme.border, bg)
            with page.region("stub", "card", (x1, py, x2, y2), label=lab["title"]):
                s = 170
                qr_code(page, ((x1 + x2 - s) // 2, py + 24, (x1 + x2 + s) // 2, py + 24 + s),
                        p["cells"], (20, 20, 20), white)
        with page.region("footer", "text", (x1, y2 - 40, x2, y2)):
            ww = round(measure(lab["wallet"], ui_style(typo, theme))[0])
            page.label((x1 + x2 - ww) // 2, y2 - 38, lab["wallet"], ui_style(typo, theme,
                                                                              color=theme.link),
                       role="text")


# how the departure country writes a date (the pass is printed there)
_DATE_FORMAT = {"JFK": "{m}/{d}/{y}", "FRA": "{dd}.{mm}.{y}", "MUC": "{dd}.{mm}.{y}",
                "VIE": "{dd}.{mm}.{y}", "ZRH": "{dd}.{mm}.{y}", "CPH": "{dd}.{mm}.{y}",
                "AMS": "{dd}-{mm}-{y}"}

# the date as the page's language writes it (English: the departure country's way)
_LANG_DATE = {"de": "{dd}.{mm}.{y}", "fr": "{dd}/{mm}/{y}", "es": "{dd}/{mm}/{y}",
              "it": "{dd}/{mm}/{y}", "nl": "{dd}-{mm}-{y}"}


def _clock(hour: int, minute: int, lang: str, origin: str) -> str:
    """A time as the pass prints it: the clock of the country whose date form it uses (an
    English pass from Madrid reads 12:50 beside 05/06/2025, not 12:50 PM, review 55)."""
    if lang == "en" and origin != "JFK":
        return f"{hour:02d}:{minute:02d}"
    return clock(hour, minute, lang)


# the home carrier of each airport: (name, IATA code); its colours in BRAND
CARRIERS = {"LHR": ("British Airways", "BA"), "CDG": ("Air France", "AF"),
            "FRA": ("Lufthansa", "LH"), "MUC": ("Lufthansa", "LH"),
            "AMS": ("KLM", "KL"), "MAD": ("Iberia", "IB"), "BCN": ("Vueling", "VY"),
            "FCO": ("ITA Airways", "AZ"), "MXP": ("ITA Airways", "AZ"),
            "LIS": ("TAP Air Portugal", "TP"), "VIE": ("Austrian", "OS"),
            "ZRH": ("Swiss", "LX"), "ATH": ("Aegean Airlines", "A3"),
            "CPH": ("SAS", "SK"), "JFK": ("Delta", "DL")}
LONG_HAUL = 3000  # km: a flight with a Premium Economy cabin


def _departure_date(day: datetime.date, iata: str, lang: str = "en") -> str:
    """``day`` as the pass's language writes it, an English pass as the departure country
    does (dd/mm/yyyy in most of Europe, m/d/yyyy in the US): a Dutch pass from New York
    reads 21-10-2025, not 10/21/2025 (r49)."""
    form = _LANG_DATE.get(lang) or _DATE_FORMAT.get(iata, "{dd}/{mm}/{y}")
    return form.format(d=day.day, m=day.month, dd=f"{day.day:02d}", mm=f"{day.month:02d}",
                       y=day.year)


def passenger(content: Content) -> str:
    """The passenger as a boarding pass prints them: "SURNAME/FIRST" (nobody famous)."""
    first = content.first_name()
    return f"{surname_for(content, first).upper()}/{first.upper()}"
