"""A property search page: header with a location search, filter chips, a map with price
bubbles on one side and a grid of home cards (photo, price, beds / baths / area, address,
agent) on the other."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, languages, measure
from surfaces.kit.brands import brand
from surfaces.kit.chrome import button, search_box, ui_style
from surfaces.kit.city_facts import FACTS
from surfaces.kit.home_world import area_range, central, first_year, rent_of, tier
from surfaces.kit.maps import draw_map, one_neighbourhood
from surfaces.kit.media import picture
from surfaces.kit.numbers import (
    currency_for,
    format_money,
    format_number,
    ui_list,
)
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.street_grid import (
    add_parks,
    as_map,
    bearing,
    label_grid,
    metres_per_px,
    place_on,
    point,
    sample_grid,
    scale_bar,
)
from surfaces.kit.subjects import home_picture
from surfaces.kit.typography import sample_typography
from surfaces.kit.web import chip


def _count(content: Content, what: str, n: int) -> str:
    """"1 bagno", "2 bagni": the room count in the number's form."""
    return content.ui(f"media.{what}_one" if n == 1 else f"media.{what}s", n=n)


CARD_GAP = 14
# from this card width the photo stands beside the text, the card this tall (min, max)
SIDE_BY_SIDE, SIDE_H = 520, (180, 250)


def _card_size(box: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """A card's width, height, photo width and photo height in the list ``box`` (two cards
    a row). A wide card puts a 4:3 photo beside its text, as listing sites do, rather than
    stretching it into a 6:1 strip above (r57 0006)."""
    cw = (box[2] - box[0] - CARD_GAP) // 2
    if cw >= SIDE_BY_SIDE:  # three rows of cards as tall as the screen gives them
        ch = min(SIDE_H[1], max(SIDE_H[0], (box[3] - box[1] - 78) // 3 - 12))
        return cw, ch, round(ch * 4 / 3), ch
    ih = 130 if cw > 240 else 110
    return cw, ih + 146, cw, ih


def _cards_drawn(box: tuple[int, int, int, int], homes: int) -> int:
    """How many cards the list ``box`` draws: the whole ones and the next row's tops, where
    at least 40 px of them show (their photo and price: on the map too, r71 0009)."""
    shown = _cards_shown(box, homes)
    ch = _card_size(box)[1]
    tops = [k for k in range(shown, min(homes, shown + 2))
            if box[3] - (box[1] + 74 + (k // 2) * (ch + 12)) >= 40]
    return shown + len(tops)


def _cards_shown(box: tuple[int, int, int, int], homes: int) -> int:
    """How many of ``homes`` cards the list ``box`` shows whole: two a row, rows that fit."""
    ch = _card_size(box)[1]
    rows = sum(1 for r in range((homes + 1) // 2)
               if box[1] + 74 + r * (ch + 12) + ch + 4 <= box[3])
    return min(homes, 2 * rows)


def _listed(rng: np.random.Generator, city: str) -> int:
    """How many homes a property site lists in ``city``: about one per thousand people
    (thousands in New York, a few hundred in Krefeld)."""
    if city not in FACTS:
        return int(rng.integers(30, 400))
    return max(12, int(FACTS[city][0] * float(rng.uniform(0.4, 1.6))))


def rate_range(content: Content, city: str, rent: bool) -> tuple[float, float]:
    """The town's price per m² (a month's rent per m² for a rental), lowest and highest:
    dear in the country's dearest cities (h_data.toml ``re.rate_*``), low in its cheapest
    towns (Emmen, Chemnitz, Nevers: w6_a_mix2.toml ``w6m2.re_*``), between elsewhere."""
    if city in content.ui_list("re.dear_cities"):
        key = "re.rate_dear"
    elif city in content.ui_list("w6m2.re_cheap_cities"):
        key = "w6m2.re_rate_cheap"
    else:
        key = "re.rate_town"
    lo_hi = [float(v) for v in content.ui_list(key)]
    lo, hi = lo_hi[2:] if rent else lo_hi[:2]
    return lo, hi


def _rates(content: Content, city: str, rent: bool) -> float:
    """The town's price per m² for a sale; for a rental, where the town's rents sit in its
    tier's range (0-1)."""
    if rent:
        return float(content.rng.uniform(0.2, 0.8))
    return float(content.rng.uniform(*rate_range(content, city, rent)))


def age_factor(year: int) -> float:
    """What the home's age does to its price per m²: a new build (2000 on) a little dearer,
    one of the 1960s-90s a little cheaper than the town's older stock."""
    return 1.05 if year >= 2000 else 0.93 if year >= 1960 else 1.0


def _area(m2: int, lang: str) -> str:
    """The floor area as the country's portals write it (square feet in the US)."""
    if lang == "en":
        return f"{format_number(round(m2 * 10.764, -1), lang, 0)} sq ft"
    return f"{format_number(m2, lang, 0)} m²"


def _home(rng: np.random.Generator, content: Content, city: str, rent: bool,
          rate: float, cur: str) -> dict[str, Any]:
    """One home, sampled first (a flat in a block or a house, its size, rooms, floor and
    year built); its photo, facts and description are written from it."""
    lang = content.lang
    house = bool(rng.random() < (0.25 if rent else 0.55)) \
        and city not in content.ui_list("re.flat_towns")
    # the bedrooms first, then a floor area that fits them (kit/home_world)
    beds = int(rng.integers(3, 5)) if house else int(choice(rng, [1, 1, 2, 2, 2, 3]))
    area = int(rng.integers(*area_range(lang, house, beds)))
    baths = max(1, area // 90) if house else 1 + int(area > 100)
    year = int(rng.integers(max(1925 if house else 1905, first_year(lang, city, house)), 2009))
    slots = {"beds": str(beds), "year": str(year), "reno": str(int(rng.integers(2016, 2025))),
             "floor": choice(rng, content.ui_list("wc.re.floors")), "city": city}
    desc = content.sentence("wc.re.house" if house else "wc.re.flat", **slots)
    if rent:  # the tier's rent for that many bedrooms, the town's level and the home's own
        price = float(rent_of(lang, tier(content, city), beds, rate + float(rng.uniform(-0.2, 0.2))))
    else:  # the town's price per m², a home a little above or below it, and its age's effect
        price = round(area * rate * age_factor(year) * float(rng.uniform(0.88, 1.12)), -3)
    agency = choice(rng, content.ui_list("wc.re.agency")).format(name=content.last_name())
    # a photo of the home: a flat's room or its block; a house (a villa, a "Villetta con
    # giardino") from outside, never a living room (r68 0017)
    marks = sample_marks(rng, desc, "listing")  # (the draws in their old order)
    kind = int(rng.integers(0, 8))
    variant = str(choice(rng, ["room", "facade"]))
    variant = home_picture(house)[0] or variant
    return {
        "desc": desc, "marks": marks, "house": house,
        "kind": kind, "variant": variant,
        "building": "house" if house else "block",
        "value": price, "area": area, "beds": beds, "year": year,
        "price": format_money(price, lang, cur, 0) + (content.ui("media.per_month") if rent else ""),
        "short": format_money(price, lang, cur, 0) if rent else
        content.ui("re.pin", k=format_number(price / 1000, lang, 0)),
        "facts": [_count(content, "bed", beds), _count(content, "bath", baths), _area(area, lang)],
        "address": "",  # its street: RealestateListing.sample spreads the six over the town
        "badge": choice(rng, [content.ui("media.new_listing"), content.ui("media.price_cut"), "", ""]),
        "agent": content.ui("media.listed_by", name=agency),
    }


def _streets(content: Content, city: str, homes: list[dict[str, Any]]) -> None:
    """Six homes of a town on six streets, not three of four on one; a house (a garden, a
    garage) never on a square or in the town centre ("Stadhuisplein 14 ... rustige straat
    met tuin en garage") nor in the town's listed centre streets, where the homes are flats."""
    lines = content.fake.street_addresses_in(city, 14)
    # the town's own listed streets are its centre's (Via Gombito, Passeig del Born)
    # (the house number before or after the name: "13 Pike Street" is on Pike Street too,
    # r65 0018 called it a family home with a backyard)
    known = [street for street, _ in content.fake.street_rows(city)]
    quiet = [s for s in lines if not central(content, s) and not any(
        re.search(rf"(^|\s){re.escape(k)}(,|\s|$)", s) for k in known)]
    for home in sorted(homes, key=lambda h: not h["house"]):
        pool = quiet if home["house"] and quiet else lines
        street = pool[0]
        for rest in (lines, quiet):
            if street in rest:
                rest.remove(street)
        if central(content, street):  # a square's houses are few: small numbers
            street = re.sub(r"\d+(?=\D*$)", lambda m: str(int(m.group()) % 40 + 1), street)
        home["address"] = f"{street}, {city}"


def _map(rng: np.random.Generator, content: Content, city: str, streets: list[str],
         homes: list[dict[str, Any]]) -> dict[str, Any]:
    """The map of the homes' streets: each home's street a road of its own (an American
    street running as its name says), the home's pin on it inside one of its blocks, clear
    of the other pins; the roads named are those of one neighbourhood (kit.maps), the
    others drawn unnamed, as a map leaves most streets; a town of districts (Venice's
    sestieri are no streets) names none."""
    try:
        districts = city in languages.fact(content.lang, "addresses.districts", dict)
    except languages.LanguageError:  # a language whose towns have no districts
        districts = False
    ew = [not (content.lang == "en" and bearing(n) is False) for n in streets]
    shape = (max(int(rng.integers(5, 7)), sum(ew)),
             max(int(rng.integers(3, 5)), len(ew) - sum(ew)))
    grid = sample_grid(rng, content.lang, [], True, shape)
    roads = {n: [("r" if e else "c"), k] for n, e, k in zip(
        streets, ew, _lines(rng, ew, shape), strict=True)}
    named = [] if districts else one_neighbourhood(content, city, streets)
    grid["named"] = {n: road for n, road in roads.items() if n in named}
    taken: list[list[float]] = []
    for home, street in zip(homes, streets, strict=True):
        home["uv"] = place_on(rng, {**grid, "named": roads}, street, taken)["uv"]
        home["road"], home["street"] = roads[street], street if street in named else ""
        taken.append(home["uv"])
    add_parks(rng, grid, taken)
    grid["seed"] = int(rng.integers(0, 1000))
    return grid


def _lines(rng: np.random.Generator, ew: list[bool], shape: tuple[int, int]) -> list[int]:
    """A row for each east-west street, a column for each north-south one, all different."""
    rows = [int(i) for i in rng.permutation(shape[0])]
    cols = [int(j) for j in rng.permutation(shape[1])]
    return [rows.pop() if e else cols.pop() for e in ew]


class RealestateListing(Surface):
    name = "realestate_listing"
    family = "web"
    text_roles = ("text", "structural", "chrome")
    # No select_substring: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    unsupported_categories = ("select_substring",)
    regions = ("header", "search", "filters", "map", "listing")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        content.pin(city=content.city())  # one document, one town
        lang = content.lang
        rent = bool(rng.random() < 0.4)
        city = content.city()
        rate = _rates(content, city, rent)
        cur = currency_for(rng, lang)
        sort = int(rng.integers(0, len(ui_list(content, "re.sort_options"))))
        homes = [_home(rng, content, city, rent, rate, cur) for _ in range(8)]
        _streets(content, city, homes)
        # one home a street (Venice's six sestieri hold six of the eight)
        streets = [re.sub(r"^\d+\w*\s+|\s+\d+\w*$", "", h["address"].split(",")[0]) for h in homes]
        homes = [h for k, h in enumerate(homes) if streets[k] not in streets[:k]]
        grid = _map(rng, content, city, list(dict.fromkeys(streets)), homes)
        for home, kind in zip(homes, rng.permutation(8), strict=False):  # eight different photos
            home["kind"] = int(kind)
        if sort in (1, 2, 4):  # price up, price down, largest first: the list obeys its sort
            homes.sort(key=lambda h: h["value"] if sort < 4 else h["area"], reverse=sort in (2, 4))
        return {
            "typo": sample_typography(rng, "sans", (12, 13, 14)),
            "brand": brand(content, "property"), "city": city, "rent": rent,
            "mode": content.ui("media.for_rent" if rent else "media.for_sale"),
            "filters": ui_list(content, "media.estate_filters"),
            "save": content.ui("media.save_search"),
            "count": content.ui("media.homes_in", n=format_number(_listed(rng, city), lang, 0),
                                city=city),
            "sort": content.ui("media.sort_by", s=ui_list(content, "re.sort_options")[sort]),
            "sort_index": sort,
            "homes": homes, "grid": grid, "map_w": int(choice(rng, [380, 440, 500])),
            "map_left": bool(rng.random() < 0.5), "active": int(rng.integers(0, 6)),
            "map_streets": list(grid["named"]),  # the homes' streets, beside their roads
            "lang": lang,
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        w = page.width
        with page.region("header", "chrome", (0, 0, w, 56)):
            page.rect((0, 0, w, 56), theme.bg, name="header")
            page.label(20, 10, params["brand"], ui_style(typo, theme, size=20, bold=True,
                                                         color=theme.accent),
                       role="structural")
            page.line((0, 55), (w, 55), theme.border)
        search_box(page, theme, typo, (200, 10, 520, 46), params["city"])
        with page.region("filters", "toolbar", (0, 56, w, 100)):
            x = chip(page, theme, typo, 20, 64, params["mode"], active=True, size=12) + 8
            for label in params["filters"]:
                x = chip(page, theme, typo, x, 64, label, size=12) + 8
            button(page, theme, typo, w - 150, 64, params["save"], primary=True)
            page.line((0, 99), (w, 99), theme.border)
        mw = params["map_w"]
        mx = 0 if params["map_left"] else w - mw
        mbox = (mx, 100, mx + mw, page.height)
        lx = mw + 20 if params["map_left"] else 20
        lbox = (lx, 100, lx + w - mw - 40, page.height)
        # the map pins the homes whose cards the list shows, whole or the next row's tops
        # (review44 0004: six price pins over two cards; r71 0009: four cards, two pins);
        # the count is the search's, the list scrolls on to the rest
        shown = _cards_drawn(lbox, len(params["homes"]))
        self._map(page, theme, typo, {**params, "homes": params["homes"][:shown],
                                      "active": params["active"] % max(1, shown)}, mbox)
        self._list(page, theme, typo, params, lbox)
        return page

    def _map(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
             box: tuple[int, int, int, int]) -> None:
        grid, dark = params["grid"], theme.name == "dark"
        st = ui_style(typo, theme, size=11, bold=True, color=(255, 255, 255))
        bubbles = []  # each home's price pin, its tip on the home's place
        for home in params["homes"]:
            x, y = point(box, home["uv"])
            tw = round(measure(home["short"], st)[0]) + 14
            bubbles.append((x - tw // 2, y - 28, x - tw // 2 + tw, y))
        with page.region("map", "map", box):
            bar, scale = scale_bar(params["lang"], metres_per_px(box, grid))
            draw_map(page, box, as_map(grid), dark, scale=scale, bar=bar)
            pinned = {h["street"] for h in params["homes"]}
            label_grid(page, box, {**grid, "named": {s: v for s, v in grid["named"].items()
                                                     if s in pinned}}, typo["ui"], dark,
                       [(a - 2, b - 2, c + 2, d + 2) for a, b, c, d in bubbles] + [
                           (box[2] - 50, box[3] - 114, box[2] - 10, box[3] - 42),
                           (box[0], box[3] - 28, box[0] + bar + 70, box[3])])
            for k, (home, (x, y, x2, tip)) in enumerate(zip(params["homes"], bubbles,
                                                            strict=True)):
                fill = (200, 40, 60) if k == params["active"] else theme.accent
                page.rect((x, y, x2, y + 22), fill, radius=11, name="map pin")
                page.polygon([((x + x2) // 2 - 5, y + 21), ((x + x2) // 2 + 5, y + 21),
                              ((x + x2) // 2, tip)], fill, name="map pin")
                page.label(x + 7, y + (22 - round(11 * 2.2)) // 2, home["short"], st,
                           role="text")

    def _list(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              box: tuple[int, int, int, int]) -> None:
        x1, y, x2, y2 = box
        page.label(x1, y + 10, params["count"], ui_style(typo, theme, size=16, bold=True),
                   role="structural", max_width=x2 - x1 - 10)
        page.label(x1, y + 38, params["sort"], ui_style(typo, theme, size=12, color=theme.muted),
                   role="chrome")
        y += 74
        cw, ch, pw, ph = _card_size(box)
        side = pw < cw
        shown = _cards_shown(box, len(params["homes"]))
        for k, home in enumerate(params["homes"][:shown + 2]):
            cx = x1 + (k % 2) * (cw + CARD_GAP)
            cy = y + (k // 2) * (ch + 12)
            if k >= shown:  # the row under the fold: the cards' tops, the list scrolls on
                if y2 - cy >= 40:  # (r65 0018: "690 homes" over two cards and a blank half)
                    with page.region(f"listing {k + 1}", "card", (cx, cy, cx + cw, y2),
                                     label=home["address"]):  # pinned on the map too
                        self._card(page, theme, typo, home, (cx, cy, cx + cw, cy + ch),
                                   (pw, min(ph, y2 - cy)), side)
                continue
            with page.region(f"listing {k + 1}", "card", (cx, cy, cx + cw, cy + ch),
                             label=home["address"]):
                self._card(page, theme, typo, home, (cx, cy, cx + cw, cy + ch), (pw, ph), side)

    def _card(self, page: Page, theme: Theme, typo: dict[str, Any], home: dict[str, Any],
              box: tuple[int, int, int, int], photo: tuple[int, int], side: bool) -> None:
        """One home's card in ``box``: its photo (``photo``: width, height), badge and facts
        (the lines above the page's bottom edge where the card runs on below it)."""
        cx, cy, right, bottom = box
        pw, ph = photo
        page.rect((cx, cy, right, min(bottom, page.height + 12)), theme.surface, theme.border,
                  radius=8, name="card")
        picture(page, (cx, cy, cx + pw, cy + ph), home["kind"], home["variant"],
                home["building"] if home["variant"] == "facade" else "")
        if home["badge"] and cy + 30 <= page.height:
            chip(page, theme, typo, cx + 8, cy + 8, home["badge"], height=22, size=11)
        # the text under the photo, or beside it on a wide card
        tx, ty = (cx + pw + 4, cy + (bottom - cy - 140) // 2) if side else (cx, cy + ph)
        self._facts(page, theme, typo, home, (tx, ty, right))

    def _facts(self, page: Page, theme: Theme, typo: dict[str, Any], home: dict[str, Any],
               at: tuple[int, int, int]) -> None:
        """Price, facts, address, description and agent from (x, y) to the card's right."""
        cx, top, right = at
        width = right - cx
        room = page.height - top  # a card under the fold shows the lines above the edge
        if room >= 44:
            page.label(cx + 12, top + 4, home["price"],
                       ui_style(typo, theme, size=18, bold=True), role="text",
                       max_width=width - 24)
        st = ui_style(typo, theme, size=12)
        x = cx + 12
        for j, fact in enumerate(home["facts"] if room >= 66 else []):
            if j:
                x = page.label(x + 6, top + 38, "|", st.but(color=theme.muted)).right + 6
            x = page.label(x, top + 38, fact, st.but(bold=True), role="text").right
        if room < 86:
            return
        page.label(cx + 12, top + 58, home["address"], st, role="text", max_width=width - 24)
        desc = styled_spans(home["desc"], home["marks"], st, theme, typo["mono"])
        if room >= 124:
            page.text((cx + 12, top + 82, right - 12, top + 124), desc, st, role="text",
                      max_lines=2, line_height=1.3)
        if room >= 146:
            page.label(cx + 12, top + 118, home["agent"], st.but(size=11, color=theme.muted),
                       role="text", max_width=width - 24)
