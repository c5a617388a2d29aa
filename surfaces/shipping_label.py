"""A 4x6 parcel label in a print preview: service, sender, recipient, barcodes, tracking, weight."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.carriers import CARRIERS, tracking_number
from surfaces.kit.chrome import ui_style
from surfaces.kit.codes2d import aztec_code, datamatrix, pdf417
from surfaces.kit.forms import form_button
from surfaces.kit.holidays import working_day
from surfaces.kit.logos import wordmark
from surfaces.kit.nearby import other_street
from surfaces.kit.numbers import (
    format_date,
    format_number,
    random_day,
    territory,
    ui_list,
    with_colon,
)
from surfaces.kit.stage import Box
from surfaces.kit.typography import sample_typography, style

INK = (20, 20, 20)
PAPER = (255, 255, 255)


def _route(rng: np.random.Generator, country: str, postcode: str) -> str:
    """The sort code printed big on the label: the destination's country and the start of
    its postcode ("US 452 C4" for a parcel to Cincinnati 45202), then the sorting belt as a
    letter and a digit, which no reader takes for the rest of a ZIP ("US 992 13" read as 99213
    on a label to 99202)."""
    digits = re.sub(r"\D", "", postcode)
    head = digits[:3] if len(digits) >= 4 else postcode.split()[0].upper()
    belt = "ABCDEFGHJKLMNPRSTUVWXYZ"[int(rng.integers(0, 23))] + str(int(rng.integers(1, 10)))
    return f"{country} {head} {belt}"


def parcel(rng: np.random.Generator, metric: bool) -> tuple[str, str]:
    """A parcel's weight and size that fit together (r64 0019: 24,6 kg in a 45 x 10 x 16 cm
    box is denser than stone): the box first (longest side first), then its contents at
    0.1-0.5 kg per litre (a box of clothes to one of books), under the carriers' 31.5 kg."""
    sides = sorted((int(rng.integers(15, 61)), int(rng.integers(10, 41)),
                    int(rng.integers(5, 31))), reverse=True)
    if not metric:  # a US box in whole inches, weighed from the size it shows
        sides = [max(2, round(v / 2.54)) for v in sides]
    litres = sides[0] * sides[1] * sides[2] / 1000 * (1 if metric else 2.54 ** 3)
    kg = min(max(litres * float(rng.uniform(0.1, 0.5)), 0.3), 31.5)
    unit, shown = ("cm", kg) if metric else ("in", kg * 2.2046)
    return f"{shown:.1f}", " x ".join(map(str, sides)) + f" {unit}"


class ShippingLabel(Surface):
    name = "shipping_label"
    family = "commerce"
    text_roles = ("text", "structural", "chrome")
    # a label's fields are codes, names and figures: a part of a word to select is rare
    # (a page in four or fewer offers one) and the plan would waste pages on it
    unsupported_categories = ("select_substring",)
    regions = ("header", "label", "service", "sender", "recipient", "tracking", "details")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        # a parcel service of the country (DHL, Colissimo, PostNL; never "ParcelGo"), its
        # own mark and one of its own products (GLS BusinessParcel, not a generic EXPRESS)
        carrier = content.word("shop_carrier")
        fill, ink, services = CARRIERS.get(carrier, ((20, 20, 20), (255, 255, 255), ()))
        service = choice(rng, list(services) or ui_list(content, "shop.services"))
        tracking = tracking_number(rng, carrier, service)  # the carrier's own format (r56)
        metric = territory(lang) != "US"  # a US domestic label weighs in pounds and inches
        weight, dims = parcel(rng, metric)
        origin = content.address()
        # a parcel leaves the firm's town for a customer elsewhere, never on its own street
        # (r50 0000: 29 and 202 rue Saint-Georges, Rennes)
        town = next((t for t in (content.word("cities") for _ in range(20)) if t != origin.city),
                    origin.city)
        dest = other_street(content, [origin], town)
        return {
            "lang": content.lang,
            "typo": sample_typography(rng, "sans", (13, 14)), "service": service,
            "carrier": carrier, "mark": [list(fill), list(ink)],
            "sender": [content.firm(), *origin.lines],
            "recipient": [content.full_name().upper(), *(line.upper() for line in dest.lines)],
            "tracking": tracking, "route": _route(rng, territory(lang), dest.postcode),
            "weight": f"{format_number(float(weight), lang, 1)} {'kg' if metric else 'lb'}",
            "dims": dims,
            "date": format_date(working_day(lang, random_day(rng)), lang),  # a depot day
            "ref": f"{int(rng.integers(100000, 999999))}",
            "pieces": content.ui("shop.pieces", a=1, b=int(rng.integers(1, 3))),
            "sig": bool(rng.random() < 0.4),
            "labels": {k: content.ui(f"shop.{k}") for k in
                       ("from", "ship_to_label", "tracking", "weight", "dims", "ship_date", "sig",
                        "ref", "print", "label_title", "label_hint")},
            # a USPS label's postage indicia (what it paid, from where, on which day) where
            # other carriers print their 2D routing code (r67 0014: a UPS-style block)
            "indicia": ["US POSTAGE PAID", f"{service.upper()}", f"ZIP {origin.postcode}"]
            if carrier == "USPS" else [],
            "bars": [int(v) for v in rng.integers(1, 5, 120)],
            "matrix": int(rng.integers(1 << 31)),  # the routing code's data (kit.codes2d)
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        lab = params["labels"]
        page.rect((0, 0, page.width, page.height), theme.panel, name="background")
        with page.region("header", "chrome", (0, 0, page.width, 60)):
            page.rect((0, 0, page.width, 60), theme.surface, name="header")
            page.line((0, 59), (page.width, 59), theme.border)
            page.label(24, 14, lab["label_title"], ui_style(typo, theme, size=typo["size"] + 4,
                                                            bold=True), role="structural")
            st = ui_style(typo, theme)
            w = round(measure(lab["print"], st)[0]) + 36
            form_button(page, theme, typo, (page.width - 24 - w, 12, page.width - 24, 46),
                        lab["print"])
        page.text((24, 72, 300, 200), lab["label_hint"], ui_style(typo, theme,
                                                                  color=theme.muted),
                  role="text", line_height=1.45)
        x1, y1 = 340, 76
        x2, y2 = x1 + 440, y1 + 580
        page.rect((x1 + 4, y1 + 4, x2 + 4, y2 + 4), (0, 0, 0) if theme.name == "dark"
                  else (200, 200, 205), name="shadow")
        with page.region("label", "document", (x1, y1, x2, y2)):
            page.rect((x1, y1, x2, y2), PAPER, INK, width=2, name="label")
            for k in range(x1 - 12, x2 + 12, 10):  # the dotted cut and fold line the hint names
                page.line((k, y1 - 10), (k + 5, y1 - 10), theme.muted, name="fold line")
                page.line((k, y2 + 12), (k + 5, y2 + 12), theme.muted, name="fold line")
            for k in range(y1 - 10, y2 + 12, 10):
                page.line((x1 - 12, k), (x1 - 12, k + 5), theme.muted, name="fold line")
                page.line((x2 + 12, k), (x2 + 12, k + 5), theme.muted, name="fold line")
            self._label(page, typo, params, x1, y1, x2, y2)
        return page

    def _label(self, page: Page, typo: dict[str, Any], p: dict[str, Any], x1: int, y1: int,
               x2: int, y2: int) -> None:
        lab = p["labels"]
        sans = style(typo["ui"], 11, INK)
        bold = sans.but(bold=True)
        with page.region("service", "structural", (x1, y1, x2, y1 + 80)):
            fill, ink = (tuple(c) for c in p.get("mark", [INK, PAPER]))
            service = style(typo["ui"], 20, INK, bold=True)
            room = x2 - x1 - 44 - round(measure(p["service"], service)[0])
            # the carrier's wordmark (kit.logos: its name in its ink on a plate of its colour,
            # no invented emblem beside a real brand, review 94), the service beside it
            mark = style(typo["ui"], 26 if len(p["carrier"]) < 8 else 20, INK)
            right = wordmark(page, x1 + 10, y1 + 40 - round(mark.size * 1.1), p["carrier"], mark,
                             fill, ink, PAPER, max(120, min(230, room)), plate=True, height=56)
            page.label(right + 14, y1 + 18, p["service"], service,
                       role="structural", max_width=x2 - right - 24)
            page.line((x1, y1 + 80), (x2, y1 + 80), INK, 2)
        y = y1 + 88
        with page.region("sender", "address", (x1, y, x2, y + 80), label=lab["from"]):
            fb = page.label(x1 + 10, y, lab["from"], bold, role="structural")
            for k, line in enumerate(p["sender"]):
                page.label(fb.right + 10, y + k * 18, line, sans, role="text",
                           max_width=x2 - fb.right - 130)
            page.label(x2 - 110, y, p["date"], sans, role="text", align="right", max_width=100)
            page.label(x2 - 110, y + 18, p["weight"], bold, role="text", align="right",
                       max_width=100)
        y += 66
        page.line((x1, y), (x2, y), INK, 2)
        with page.region("recipient", "address", (x1, y, x2, y + 140),
                         label=lab["ship_to_label"]):
            page.label(x1 + 10, y + 6, lab["ship_to_label"], bold.but(size=13),
                       role="structural")
            for k, line in enumerate(p["recipient"]):
                page.label(x1 + 40, y + 34 + k * 26, line, style(typo["ui"], 17, INK,
                                                                 bold=k == 0),
                           role="text", max_width=x2 - x1 - 60)
        self._codes(page, typo, p, x1, y + 130, x2, y2)

    def _codes(self, page: Page, typo: dict[str, Any], p: dict[str, Any], x1: int, y: int,
               x2: int, y2: int) -> None:
        lab = p["labels"]
        sans = style(typo["ui"], 11, INK)
        bold = sans.but(bold=True)
        page.line((x1, y), (x2, y), INK, 2)
        if p.get("indicia"):
            self._indicia(page, typo, p, x1, y, x2)
            y += 112
            self._barcode(page, typo, p, x1, y, x2, y2)
            return
        routing_code(page, (x1 + 10, y + 8, x1 + 118, y + 104), p["carrier"], p["matrix"])
        page.label(x1 + 130, y + 20, p["route"], style(typo["mono"], 26, INK, bold=True),
                   role="text", max_width=x2 - x1 - 140)
        if p["sig"]:
            page.rect((x1 + 130, y + 70, x2 - 14, y + 94), INK, name="badge")
            page.label(x1 + 138, y + 68, lab["sig"].upper(), bold.but(color=PAPER, size=12),
                       role="text", max_width=x2 - x1 - 160)
        y += 112
        self._barcode(page, typo, p, x1, y, x2, y2)

    @staticmethod
    def _indicia(page: Page, typo: dict[str, Any], p: dict[str, Any], x1: int, y: int,
                 x2: int) -> None:
        """A USPS label's postage block: a framed indicia of paid postage (no routing code)."""
        sans = style(typo["ui"], 11, INK)
        page.rect((x2 - 214, y + 10, x2 - 14, y + 102), None, INK, name="indicia")
        for k, line in enumerate([*p["indicia"], p["date"]]):  # mailed on the label's day
            page.label(x2 - 204, y + 14 + k * 21, line, sans.but(bold=k == 0), role="text",
                       max_width=180)
        # the service's letter in its square, as USPS prints it: G(round Advantage),
        # P(riority Mail), E(xpress)
        service = p["service"]
        letter = "E" if "Express" in service else service[:1].upper()
        page.rect((x1 + 14, y + 10, x1 + 106, y + 102), None, INK, name="service letter")
        page.label(x1 + 40, y + 4, letter, style(typo["ui"], 56, INK, bold=True),
                   role="structural")

    def _barcode(self, page: Page, typo: dict[str, Any], p: dict[str, Any], x1: int, y: int,
                 x2: int, y2: int) -> None:
        lab = p["labels"]
        sans = style(typo["ui"], 11, INK)
        bold = sans.but(bold=True)
        page.line((x1, y), (x2, y), INK, 2)
        with page.region("tracking", "tracking", (x1, y, x2, y + 140), label=lab["tracking"]):
            page.label(x1 + 10, y + 4, lab["tracking"], bold, role="structural")
            page.label(x1 + 120, y + 2, p["tracking"], style(typo["mono"], 14, INK, bold=True),
                       role="text", max_width=x2 - x1 - 130)
            bx = x1 + 24
            for k, b in enumerate(p["bars"]):
                if bx + b > x2 - 24:
                    break
                if k % 2 == 0:
                    page.rect((bx, y + 34, bx + b, y + 114), INK, name="barcode")
                bx += b + 1
        y += 124
        page.line((x1, y), (x2, y), INK, 2)
        with page.region("details", "details", (x1, y, x2, y2)):
            rows = [(lab["dims"], p["dims"]), (lab["ref"], p["ref"]),
                    (lab["ship_date"], p["date"]), ("", p["pieces"])]
            for k, (key, value) in enumerate(rows):
                cx = x1 + 10 + (k % 2) * (x2 - x1) // 2
                cy = y + 6 + (k // 2) * 20
                if cy + 20 > y2:
                    break
                text = f"{with_colon(key, p['lang'])} {value}" if key else value
                page.label(cx, cy, text, sans, role="text", max_width=(x2 - x1) // 2 - 20)


def routing_code(page: Page, box: Box, carrier: str, seed: int) -> None:
    """The carrier's 2-D routing code as its labels print it: a PDF417 block on FedEx and
    UPS labels, an Aztec code on PostNL's and Poste Italiane's, a Data Matrix elsewhere
    (DHL, GLS, DPD, Colissimo...)."""
    if carrier in ("FedEx", "UPS"):
        pdf417(page, box, seed, INK, PAPER, columns=2)
    elif carrier in ("PostNL", "Poste Italiane", "SDA"):
        aztec_code(page, box, seed, INK, PAPER, layers=3)
    else:
        datamatrix(page, box, seed, INK, PAPER, n=22)
