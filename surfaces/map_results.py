"""A maps app's place search: a results panel (search box, filter chips, places with name,
rating, type and price level, address, opening status and action buttons) beside a map
drawn from shapes (streets, parks, water) with pins for the results."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, languages, measure
from surfaces.kit.chrome import search_box, ui_style
from surfaces.kit.maps import draw_map, neighbours, pin
from surfaces.kit.media import picture, star_rating
from surfaces.kit.nearby import street_name
from surfaces.kit.numbers import (
    clock,
    currency_symbol,
    format_number,
    local_currency,
    territory,
    ui_list,
)
from surfaces.kit.opening_hours import KINDS, PRICED, opening_hours, split
from surfaces.kit.opening_hours import is_open as open_at
from surfaces.kit.street_grid import (
    add_parks,
    as_map,
    distance,
    label_grid,
    metres,
    metres_per_px,
    place_on,
    point,
    sample_grid,
    scale_bar,
)
from surfaces.kit.typography import sample_typography
from surfaces.kit.web import chip

# reviews a maps app shows for a place of each kind (KINDS order): a florist or a pharmacy
# gets tens to low hundreds, a gallery hundreds, a busy restaurant thousands
REVIEWS = {"cafe": (25, 900), "bakery": (20, 600), "bookshop": (12, 380),
           "pharmacy": (6, 140), "restaurant": (60, 2400), "museum": (20, 900),
           "wine_bar": (20, 520), "gym": (15, 460), "pizzeria": (40, 1500), "florist": (5, 190)}


# the price levels of a place of each priced kind (KINDS order): a bakery is cheap, a wine bar
# never the cheapest; a restaurant whose name gives its type keeps that type's range
PRICES = {"cafe": (1, 2), "bakery": (1, 1), "restaurant": (1, 3), "wine_bar": (2, 3),
          "pizzeria": (1, 2)}


def category(content: Content, kind: str, label: str, name: str) -> tuple[str, int, int]:
    """The category line's type and price range of a place named ``name``: the type its
    name says (an eetcafé, a trattoria) where the language lists it, else the searched
    ``label`` with the kind's range."""
    lo, hi = PRICES.get(kind, (1, 3))
    if kind == "restaurant":
        for row in content.ui_list("w19d.venue_types"):
            word, said, low, high = row.split("|")
            if word in name:
                return said, int(low), int(high)
    return label, lo, hi


def _sited(content: Content, name: str, street: str) -> bool:
    """Whether a name that says where its place stands ("Fioraio del Corso", "Apotheke am
    Markt") is on such a street (w10.venue.sited); any other name anywhere."""
    for row in content.ui_list("w10.venue.sited"):
        said, street_word = row.split("|")
        if said in name and street_word.lower() not in street.lower():
            return False
    return True


def place_names(content: Content, kind: str, city: str, streets: list[str]) -> list[str]:
    """A name for each place of ``kind`` in ``city`` on ``streets`` (one street a place), all
    different, from the language's venue names (w10.venue.<kind>): a pharmacy is "Löwen-
    Apotheke", a museum "Galerie Weber", a gym "Fit aan de Gasthuisstraat", never a first
    name ("Museum Sandra") or "on the corner"."""
    names: list[str] = []
    surnames: set[str] = set()
    # museums: galleries and collections under a family name; an invented "Stadtmuseum
    # <City>" claims a real city's one museum (and two of them duplicated each other)
    key = "w13.venue.museum" if kind == "museum" else f"w10.venue.{kind}"
    for street_line in streets:
        street = " ".join(w for w in street_line.replace(",", " ").split()
                          if not w[:1].isdigit())
        for _ in range(30):
            surname = content.last_name()
            name = content.title(key, surname=surname, city=city, street=street)
            if name not in names and surname not in surnames and _sited(content, name, street):
                break
        names.append(name)
        surnames.add(surname)
    return names


class MapResults(Surface):
    name = "map_results"
    family = "media"
    text_roles = ("text", "structural", "chrome")
    # No punctuation: its running text is names, numbers and dates, without punctuation marks.
    # No select_range: since its result lines lost their stock sentences (0.23.0) a place's
    # card rarely holds a run of words worth selecting (1 page in 12).
    unsupported_categories = ("punctuation", "select_range")
    regions = ("search", "filters", "results", "place", "map")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        kind_index = int(rng.integers(len(content.data.SLOTS["media_place_type"])))
        kind = content.word_at("media_place_type", kind_index)
        priced = KINDS[kind_index] in PRICED
        city = content.city()
        symbol = currency_symbol(local_currency(lang), lang)
        places = []
        # one "now" (a half hour of the day): each place keeps the hours its kind keeps in
        # the country (kit/opening_hours), open now if it opened before and closes after;
        # every result has its own name
        now = float(rng.integers(16, 41)) / 2
        names = grid_names(rng, content, city)
        grid = sample_grid(rng, lang, names, not content.fake.street_rows(city))
        streets, spots = _addresses(rng, content, city, grid, names)
        names = place_names(content, KINDS[kind_index], city,
                            [s.get("street", line) for s, line in zip(spots, streets, strict=True)])
        low, high = REVIEWS[KINDS[kind_index]]
        for k in range(len(streets)):
            said, lo, hi = category(content, KINDS[kind_index], kind, names[k])
            rating = float(round(rng.uniform(3.4, 4.9), 1))
            hours = opening_hours(rng, kind_index, territory(lang))
            is_open = open_at(hours, now)
            places.append({
                "name": names[k],
                "rating": rating, "rating_t": format_number(rating, lang, 1),
                "count": f"({format_number(int(rng.integers(low, high + 1)), lang, 0)})",
                # a price level belongs to places that serve food or drink
                "meta": f"{said} · {symbol * int(rng.integers(lo, hi + 1))}" if priced else said,
                "address": streets[k],
                "open": is_open,
                "opens": hours[0], "closes": hours[1],
                "hours": content.ui("media.closes_at" if is_open else "media.opens_at",
                                    time=clock(*split(hours[1] if is_open else hours[0]), lang)),
                **spots[k],  # where it stands on the map: its street, block, cross street
                "kind": int(rng.integers(0, 12)),
            })
            # the photo is the street front as it looks now: by day while the sun is up,
            # after dark only for a place already closed on an evening page
            places[-1]["photo"] = choice_variant(places[-1]["kind"], now, is_open)
        add_parks(rng, grid, [p["uv"] for p in places])
        grid["seed"] = int(rng.integers(0, 1000))
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "query": f"{kind} {city}", "city": city, "place_kind": KINDS[kind_index],
            "filters": ui_list(content, "media.map_filters"),
            "results": content.ui("media.results"), "places": places,
            "open_now": content.ui("media.open_now"), "closed": content.ui("media.closed"),
            "search_area": content.ui("media.search_area"), "grid": grid, "lang": lang,
            "panel_w": int(choice(rng, [380, 410, 440])), "thumbs": bool(rng.random() < 0.6),
            "active": int(rng.integers(0, 3)), "now": now,
            # the searcher's own position (a blue dot, not a pin) on half the pages
            "here": [float(rng.uniform(0.25, 0.75)), float(rng.uniform(0.3, 0.8))]
            if rng.random() < 0.5 else [],
            "map_streets": list(grid["named"]),  # each name on its own row or column
            "map_credit": content.ui("w19d.map_credit"),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        w, h = page.width, page.height
        pw = params["panel_w"]
        mbox = (pw, 0, w, h)
        with page.region("map", "map", mbox):
            self._map(page, theme, params, mbox)
        with page.region("results", "sidebar", (0, 0, pw, h), label=params["results"]):
            page.rect((0, 0, pw, h), theme.bg, name="panel")
            page.line((pw - 1, 0), (pw - 1, h), theme.border)
        search_box(page, theme, typo, (14, 14, pw - 14, 58), params["query"])
        with page.region("filters", "toolbar", (0, 64, pw, 104)):
            x = 14
            for label in params["filters"]:
                if x + 60 > pw:
                    break
                x = chip(page, theme, typo, x, 70, label, size=12) + 6
        page.line((0, 108), (pw, 108), theme.border)
        y = 110
        for k, place in enumerate(params["places"][:listed(h, len(params["places"]))]):
            y = self._place(page, theme, typo, params, place, (0, y, pw, y + 132), k)
        return page

    def _map(self, page: Page, theme: Theme, params: dict[str, Any],
             mbox: tuple[int, int, int, int]) -> None:
        """The map drawn from the page's grid: roads, parks, the scale bar its block length
        gives, the named streets' names beside their roads, the blue dot and the pins."""
        typo, grid, dark = params["typo"], params["grid"], theme.name == "dark"
        w, h = page.width, page.height
        bar, scale = scale_bar(params["lang"], metres_per_px(mbox, grid))
        draw_map(page, mbox, as_map(grid), dark, params.get("map_credit", ""), scale, bar)
        st = ui_style(typo, theme, size=13)
        # the chip as wide as its label ("Rechercher dans cette zone" was cut at 150 px)
        bw = round(measure(params["search_area"], st)[0]) + 34
        bx = mbox[0] + (w - mbox[0] - bw) // 2
        n = listed(h, len(params["places"]))
        points = [point(mbox, p["uv"]) for p in params["places"][:n]]
        here = point(mbox, params["here"]) if params["here"] else None
        avoid = [(x - 14, y - 36, x + 14, y + 2) for x, y in points] + [
            (bx, 14, bx + bw, 56), (w - 50, h - 114, w - 10, h - 42), (mbox[0], h - 28,
                                                                      mbox[0] + bar + 70, h),
            (w - 250, h - 24, w, h)] + ([(here[0] - 22, here[1] - 22, here[0] + 22,
                                          here[1] + 22)] if here else [])
        label_grid(page, mbox, grid, typo["ui"], dark, avoid)
        if here:  # under the pins: a result next to you stays visible
            _you_are_here(page, *here, dark)
        for k, (x, y) in enumerate(points):
            pin(page, x, y, (234, 67, 53) if k == params["active"] else (190, 60, 50),
                size=20, active=k == params["active"])
        page.rect((bx, 18, bx + bw, 52), theme.surface, theme.border, radius=17, name="button")
        page.label(bx + 16, 20, params["search_area"], st, max_width=bw - 28)

    def _place(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               place: dict[str, Any], box: tuple[int, int, int, int], k: int) -> int:
        x1, y, x2, y2 = box
        with page.region(f"place {k + 1}", "list item", box, label=place["name"]):
            if k == params["active"]:
                page.rect((x1, y, x2 - 1, y2), theme.selection, name="selection")
            tx2 = x2 - (100 if params["thumbs"] else 16)
            st = ui_style(typo, theme, size=13, color=theme.muted)
            page.label(x1 + 18, y + 8, place["name"], ui_style(typo, theme, size=16, bold=True),
                       role="structural", max_width=tx2 - x1 - 18)
            r = page.label(x1 + 18, y + 34, place["rating_t"], st, role="text").right + 4
            r = star_rating(page, r, y + 42, place["rating"], size=12, gap=1) + 4
            r = page.label(r, y + 34, place["count"], st, role="text").right
            page.label(x1 + 18, y + 54, _meta(page, params, place), st, role="text",
                       max_width=tx2 - x1 - 18)
            page.label(x1 + 18, y + 74, place["address"], st, role="text",
                       max_width=tx2 - x1 - 18)
            status = params["open_now"] if place["open"] else params["closed"]
            name = "green" if place["open"] else "red"
            colour = theme.palette[name]
            s = page.label(x1 + 18, y + 94, status, st.but(color=colour, color_name=name),
                           role="text")
            page.label(s.right + 6, y + 94, f"· {place['hours']}", st, role="text",
                       max_width=tx2 - s.right - 6)
            if params["thumbs"]:
                picture(page, (x2 - 94, y + 14, x2 - 14, y + 94), place["kind"],
                        place["photo"])
            page.line((x1 + 18, y2 - 1), (x2 - 18, y2 - 1), theme.border)
        return y2


def grid_names(rng: np.random.Generator, content: Content, city: str) -> list[str]:
    """The streets the map names: where the town's real streets are known, those of one
    neighbourhood (one postcode, the largest: a 200 m map never draws Serrano beside
    Atocha, nor a country-list street beside them); else three to five streets of the
    country's list; none in a town of districts (Venice's sestieri are no streets)."""
    rows = content.fake.street_rows(city)
    if rows:
        codes = [c for _, c in rows]
        big = [s for s, c in rows if codes.count(c) == max(map(codes.count, codes))]
        return neighbours(content, city, big[int(rng.integers(len(big)))])
    try:
        if city in languages.fact(content.lang, "addresses.districts", dict):
            return []
    except languages.LanguageError:  # a language whose towns have no districts
        pass
    return list(dict.fromkeys(street_name(s) for s in
                              content.fake.street_addresses_in(city, int(rng.integers(3, 6)))))


def _addresses(rng: np.random.Generator, content: Content, city: str, grid: dict[str, Any],
               names: list[str]) -> tuple[list[str], list[dict[str, Any]]]:
    """The five results' street lines and where each stands: on the named streets in turn
    (the results of the neighbourhood the map shows: a town whose known streets are one a
    postcode gives its one street several, a full list, not a half-empty one; a town of
    districts keeps its district lines, pinned in the blocks), each at a block of its
    street clear of the other pins."""
    if not names:
        lines = content.fake.street_addresses_in(city, 5)
        return lines, [{"uv": [float(rng.uniform(0.1, 0.9)), float(rng.uniform(0.18, 0.9))]}
                       for _ in lines]
    order = [names[int(k)] for k in rng.permutation(len(names))]
    spots: list[dict[str, Any]] = []
    for k in range(5):
        street = order[k % len(order)]
        spot = place_on(rng, grid, street, [s["uv"] for s in spots], rng.random() < 0.35)
        spots.append({"street": street, **spot})
    numbers = _numbers(content, city, spots)
    fmt = languages.fact(content.lang, "addresses.format", str)
    lines: list[str] = []
    for spot, number in zip(spots, numbers, strict=True):
        corner = content.ui("w19d.map_corner", a=spot["street"], b=spot["cross"])
        if spot["corner"] and len(corner) <= 36:  # "Vine Street & East 4th Street": two
            lines.append(corner)  # streets the map crosses, where the line has room
        else:
            spot["corner"] = False
            lines.append(fmt.format(street=spot["street"], number=number))
    return lines, spots


def _numbers(content: Content, city: str, spots: list[dict[str, Any]]) -> list[int]:
    """A house number for each place, different on one street and rising along it the way
    its pins stand (west to east, north to south)."""
    numbers = [0] * len(spots)
    for street in dict.fromkeys(s["street"] for s in spots):
        ks = [k for k, s in enumerate(spots) if s["street"] == street]
        drawn: set[int] = set()
        for _ in range(12 * len(ks)):
            if len(drawn) == len(ks):
                break
            drawn.add(int(content.fake.number_on(city, street)))
        while len(drawn) < len(ks):  # a short street's numbers all taken: the next ones
            drawn.add(max(drawn) + 2)
        along = sorted(ks, key=lambda k: spots[k]["uv"][0] + spots[k]["uv"][1])
        for k, n in zip(along, sorted(drawn), strict=True):
            numbers[k] = n
    return numbers


def _meta(page: Page, params: dict[str, Any], place: dict[str, Any]) -> str:
    """A result's type and price line, and where the searcher's position is known, how far
    the place is: its pin's distance from the blue dot at the map's scale."""
    if not params["here"]:
        return place["meta"]
    box = (params["panel_w"], 0, page.width, page.height)
    far = metres(box, params["grid"], params["here"], place["uv"])
    return f"{place['meta']} · {distance(params['lang'], far)}"


def _you_are_here(page: Page, x: int, y: int, dark: bool) -> None:
    """The device's location: a blue dot in a white ring inside a pale accuracy halo."""
    page.ellipse((x - 22, y - 22, x + 22, y + 22), (52, 70, 100) if dark else (200, 220, 250),
                 name="location")
    page.ellipse((x - 9, y - 9, x + 9, y + 9), (255, 255, 255), name="location")
    page.ellipse((x - 6, y - 6, x + 6, y + 6), (26, 115, 232), name="location")


def listed(height: int, n: int) -> int:
    """How many of ``n`` results fit in the list (the map pins exactly those)."""
    return min(n, max(0, (height - 110 - 130) // 132 + 1))


DUSK = 19.0  # the hour a page's "now" counts as evening (it runs from 8:00 to 20:00)


def choice_variant(kind: int, now: float, is_open: bool) -> str:
    """A place's photo: its street front (never a mountain lake or a bowl of soup for a
    bakery or a bookshop), by day, or after dark when the page's now is evening and the
    place has closed (an open shop at 11:00 is no night scene)."""
    return "night" if kind % 3 == 2 and now >= DUSK and not is_open else "city"
