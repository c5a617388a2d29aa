"""A hotel-booking results page: brand bar, a search bar (destination, dates, guests),
a filter sidebar with a small map and checkbox filters, and wide result cards with a photo,
hotel class stars, distance, perks, a review-score badge and the nightly price."""

from __future__ import annotations

import math
import re
from datetime import date, timedelta
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.brands import brand
from surfaces.kit.chrome import ui_style
from surfaces.kit.city_facts import FACTS
from surfaces.kit.city_geo import town_has
from surfaces.kit.forms import checkbox
from surfaces.kit.maps import draw_map, pin
from surfaces.kit.media import picture, rating_badge, star_rating
from surfaces.kit.numbers import currency_for, format_money, format_number, random_day, ui_list
from surfaces.kit.street_grid import (
    MILE,
    add_parks,
    as_map,
    metres_per_px,
    overview,
    point,
    ring_spot,
    scale_bar,
)
from surfaces.kit.typography import sample_typography

NAVY = (0, 53, 128)
MAP = (230, 150)  # the sidebar map's size: an overview of the town's main roads


def _fmt(content: Content, day: date) -> str:
    return content.format_date(day)


# media.hotel (same order in every language): km from the centre (from, to), fewest stars
# (an agriturismo or a guesthouse in an old mill lies in the country, review 54); a
# city-centre search lists the houses within the sidebar map's reach, the country one on
# the town's edge: one at 12 km set the map's scale and bunched the rest round the centre
PROFILE = {0: (0.2, 0.8, 3), 1: (0.8, 3.0, 2), 2: (0.3, 1.5, 4), 3: (0.8, 3.0, 4),
           4: (4.0, 6.0, 2), 5: (2.0, 5.0, 3), 6: (0.5, 4.0, 3), 7: (0.3, 2.0, 3)}
# the amenities (media_amenity, same order in every language: Wi-Fi, parking, pool, gym,
# restaurant, airport shuttle, pets, air conditioning, spa, bar) each kind of house has: no
# gym at an agriturismo, no spa at an inn, no restaurant in a block of lofts
AMENITIES = {0: range(10), 1: (0, 1, 4, 6, 7, 9), 2: range(10), 3: (0, 1, 2, 3, 5, 7, 8, 9),
             4: (0, 1, 2, 4, 6), 5: (0, 1, 4, 6, 9), 6: range(10), 7: (0, 1, 6, 7)}
# the houses a town must have the water for: the harbour inn a port, the riverside lodge
# a river (no "Locanda del Porto" in inland Sassari)
WATER = {1: "port", 5: "river"}
SHOWN = 6  # results sampled: the cards that fit the screen, then "more results"
# the houses among them (an inn, a guesthouse in an old mill, a riverside lodge) have a gable
# roof; the city, grand and Bellevue hotels, the suites and the lofts are a block
HOUSES = (1, 4, 5)
SUITES = (3, 7)  # suites and apartments show their living room


def photo_subject(profile: int, variant: str, guests: int) -> str:
    """What a hotel's photo shows: its building as the name says, or the room booked: a
    double bedroom for two, a double and a single bed for three, two doubles for four, the
    living room of a suite or an apartment."""
    if variant == "facade":
        return "house" if profile in HOUSES else "block"
    if profile in SUITES:
        return "living"
    return "bedroom" if guests <= 2 else "triple" if guests == 3 else "family"


def room(content: Content, profile: int, guests: int) -> str:
    """The room booked and its beds, as many as the guests (r64 0007: 3 adults and a photo
    of two beds); a suite or an apartment says it in its name."""
    return "" if profile in SUITES else ui_list(content, "media.hotel_rooms")[min(guests, 4) - 2]


def _order(rng: np.random.Generator, content: Content, hotels: list[dict[str, Any]]) -> int:
    """Write each hotel's distance and put them in the order of the sort drawn (an index of
    media.sort_options: featured, price or rating; no "newest" for hotels). The farthest
    house lies at most three times as far as the next (never below its own kind's nearest,
    PROFILE), so the map's scale leaves the others room to spread."""
    by_far = sorted(hotels, key=lambda h: -h["km"])
    far_one = by_far[0]
    far_one["km"] = max(PROFILE[far_one["profile"]][0],
                        min(far_one["km"], round(3 * by_far[1]["km"], 1)))
    for h in hotels:  # none so near the centre its pin sinks into the others' (a 12th of the
        h["km"] = max(h["km"], math.ceil(far_one["km"] / 1.2) / 10)  # farthest: 0.5 of 6 km)
        far = round(h["km"] * (1000 / MILE if content.lang == "en" else 1), 1)  # US: miles
        h["dist"] = content.ui("media.from_centre", d=format_number(far, content.lang, 1))
        h["metres"] = far * (MILE if content.lang == "en" else 1000)  # as the card says
    sort = int(choice(rng, [0, 1, 3]))
    if sort == 1:
        hotels.sort(key=lambda h: h["price_value"])
    elif sort == 3:
        hotels.sort(key=lambda h: -h["score_value"])
    return sort



# the amenity of a shuttle to the airport, in every language
AIRPORT = re.compile(r"airport|flughafen|aéroport|aeropuerto|aeroportual|luchthaven", re.I)


def _offered(content: Content, city: str, profile: int | None = None) -> list[str]:
    """The amenities a hotel of ``city`` may have: an airport shuttle only where there is
    an airport (none in La Spezia, r49); those its kind of house has (``profile``)."""
    return [a for k, a in enumerate(content.data.SLOTS["media_amenity"])
            if (town_has(content, city, "airport") or not AIRPORT.search(a))
            and (profile is None or k in AMENITIES[profile])]


def _profiles(rng: np.random.Generator, content: Content, city: str,
              amenity: str | None) -> list[int]:
    """The kinds of house listed (media.hotel indices, shuffled, up to SHOWN): those the
    town has the water for, and, under an amenity filter, those offering it."""
    order = [int(i) for i in rng.permutation(len(content.data.TITLES["media.hotel"]))]
    return [i for i in order if (i not in WATER or town_has(content, city, WATER[i]))
            and (amenity is None or amenity in _offered(content, city, i))][:SHOWN]

class HotelListing(Surface):
    name = "hotel_listing"
    family = "web"
    text_roles = ("text", "structural", "chrome")
    # No punctuation: its running text is names, numbers and dates, without punctuation marks.
    # select_range: its pages, hotels of one town sorted as the page says since 0.7.0, rarely
    # offer one
    unsupported_categories = ("punctuation", "select_range")
    regions = ("header", "search", "filters", "map", "results bar", "hotel")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        cur = currency_for(rng, lang)
        city = content.city()
        words = ui_list(content, "media.score_words")
        nights, guests = int(rng.integers(2, 8)), int(rng.integers(2, 5))  # "adults", "nights"
        day = random_day(rng)
        # the checked filter first: every hotel listed passes it
        amenities = sorted({str(choice(rng, _offered(content, city))) for _ in range(8)})[:6]
        checked = int(rng.integers(0, 3))
        order = _profiles(rng, content, city, amenities[0] if checked == 2 else None)
        hotels = []
        for k in range(len(order)):
            # the hotel's name says where it is and what it is: "Central" near the centre, a
            # grand hotel with five stars, a guesthouse with two or three; the price follows
            near, far, stars_from = PROFILE[int(order[k])]
            score = float(round(rng.uniform(6.8, 9.8), 1))
            stars = int(rng.integers(stars_from, min(6, stars_from + 2)))
            price = float(int((30 + 26 * stars + 22 * (score - 7)) * rng.uniform(0.85, 1.2)))
            hotels.append({
                "name": content.title_at("media.hotel", int(order[k]), city=city), "kind": int(rng.integers(0, 8)),
                "variant": (variant := choice(rng, ["room", "room", "facade"])),  # or building
                "subject": photo_subject(int(order[k]), variant, guests), "room": room(content, int(order[k]), guests),
                "stars": stars, "score_value": score,
                "price_value": price, "profile": int(order[k]),
                "km": float(round(rng.uniform(near, far), 1)),  # placed on the map by _map
                "perks": [str(v) for v in rng.choice(_offered(content, city, int(order[k])), 2,
                                                     replace=False)],
                "cancel": checked == 0 or bool(rng.random() < 0.6),
                "breakfast": checked == 1 or bool(rng.random() < 0.4),
                "score": format_number(score, lang, 1),
                # Booking's bands: 9.5 exceptional, 9 superb, 8 very good, 7 good (r49)
                "word": words[0 if score >= 9.5 else 1 if score >= 9 else 2 if score >= 8
                              else 3 if score >= 7 else 4],
                "reviews": content.ui("media.n_reviews", n=format_number(
                    int(rng.integers(12, 5000)), lang, 0)),
                "price": format_money(price * nights, lang, cur, 0), "total_value": price * nights,
                "old": format_money(price * nights * 1.2, lang, cur, 0) if rng.random() < 0.3 else "",
            })
            if checked == 2 and amenities[0] not in hotels[-1]["perks"]:
                hotels[-1]["perks"] = [amenities[0], next(
                    p for p in hotels[-1]["perks"] if p != amenities[0])]
        sort = _order(rng, content, hotels)
        return {
            "typo": sample_typography(rng, "sans", (12, 13, 14)),
            "brand": brand(content, "travel"), "city": city, "sort_index": sort, "lang": lang,
            "dates": f"{_fmt(content, day)} — {_fmt(content, day + timedelta(days=nights))}",
            "guests": content.ui("media.guests", n=guests), "search": content.ui("media.search_btn"),
            "found": content.ui("media.properties_found", city=city,
                                n=format_number(_properties(rng, city), lang, 0)),
            "sort": content.ui("media.sort_by", s=ui_list(content, "media.sort_options")[sort]),
            "filter_by": content.ui("media.filter_by"),
            "popular": content.ui("media.popular_filters"),
            "amenities": amenities, "checked": checked, "hotels": hotels, "map": _map(rng, lang, hotels),
            "nights": content.ui("media.nights", n=nights, g=guests),
            "taxes": content.ui("media.taxes_incl"), "see": content.ui("media.see_availability"),
            "cancel": content.ui("media.free_cancellation"),
            "breakfast": content.ui("media.breakfast"), "more": content.ui("h_trade.more_results"),
            "photo_w": int(choice(rng, [180, 200, 220])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        # the site's centred container (about 1180 px) on a wide screen, as booking sites
        # have: cards never stretch a gap between their text and their price
        w = min(page.width, 1180)
        ox = (page.width - w) // 2
        with page.region("header", "chrome", (0, 0, page.width, 80)):
            page.rect((0, 0, page.width, 80), NAVY, name="header")
            page.label(ox + 24, 10, params["brand"], ui_style(typo, theme, size=20, bold=True,
                                                              color=(255, 255, 255)),
                       role="structural")
        with page.region("search", "form", (ox + 20, 56, ox + w - 20, 104)):
            page.rect((ox + 20, 56, ox + w - 20, 104), (255, 183, 0), radius=8, name="search bar")
            fields = [(24, 360, params["city"]), (364, 640, params["dates"]),
                      (644, 860, params["guests"])]
            st = ui_style(typo, theme, size=13, color=(26, 26, 26))
            for a, b, text in fields:
                page.rect((ox + a, 60, ox + b, 100), (255, 255, 255), radius=5, name="field")
                page.label(ox + a + 12, 66, text, st, role="field", max_width=b - a - 20)
            page.rect((ox + 864, 60, ox + w - 24, 100), (0, 113, 194), radius=5, name="button")
            page.label(ox + 884, 66, params["search"], st.but(bold=True, color=(255, 255, 255)),
                       max_width=w - 24 - 890)
        side = 230
        self._sidebar(page, theme, typo, params, (ox + 20, 120, ox + 20 + side, page.height))
        x1, x2 = ox + side + 40, ox + w - 20
        with page.region("results bar", "chrome", (x1, 112, x2, 170)):
            page.label(x1, 118, params["found"], ui_style(typo, theme, size=20, bold=True),
                       role="structural", max_width=x2 - x1)
            page.label(x1, 150, params["sort"], ui_style(typo, theme, size=12,
                                                         color=theme.link), role="chrome")
        y = 184
        for k, hotel in enumerate(params["hotels"]):
            if y + 180 > page.height:
                break
            y = self._card(page, theme, typo, params, hotel, (x1, y, x2, y + 180), k) + 12
        if y + 56 <= page.height:  # the list goes on: a button loads the next results
            with page.region("more results", "chrome", (x1, y, x2, y + 44)):
                st = ui_style(typo, theme, size=14, bold=True, color=theme.link)
                tw = round(measure(params["more"], st)[0])
                cx = (x1 + x2) // 2
                page.rect((cx - tw // 2 - 24, y + 4, cx + tw // 2 + 24, y + 44), theme.surface,
                          theme.link, radius=6, name="button")
                page.label(cx - tw // 2, y + 24 - round(st.size * 1.1), params["more"], st,
                           role="chrome")
        return page

    def _sidebar(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y, x2, _ = box
        mbox = (x1, y, x1 + MAP[0], y + MAP[1])
        grid, dark = params["map"], theme.name == "dark"
        with page.region("map", "map", mbox):
            bar, scale = scale_bar(params["lang"], metres_per_px(mbox, grid))
            draw_map(page, mbox, as_map(grid), dark, scale=scale, bar=bar)
            cx, cy = point(mbox, grid["origin"])  # the centre the cards count from
            page.ellipse((cx - 6, cy - 6, cx + 6, cy + 6), (255, 255, 255), NAVY,
                         name="map center")
            page.ellipse((cx - 2, cy - 2, cx + 2, cy + 2), NAVY, name="map center")
            # one pin per hotel listed (r64 0007: one pin for three hotels), on a road as
            # far from the centre as its card says at the scale bar's scale
            for hotel in params["hotels"]:
                pin(page, *point(mbox, hotel["uv"]), (0, 113, 194), size=16)
        y += MAP[1] + 16
        with page.region("filters", "sidebar", (x1, y, x2, box[3]), label=params["filter_by"]):
            page.rect((x1, y, x2, box[3] - 10), theme.surface, theme.border, radius=6,
                      name="panel")
            page.label(x1 + 12, y + 6, params["filter_by"], ui_style(typo, theme, size=15,
                                                                     bold=True),
                       role="structural")
            page.line((x1, y + 40), (x2, y + 40), theme.border)
            page.label(x1 + 12, y + 46, params["popular"], ui_style(typo, theme, size=13,
                                                                    bold=True),
                       role="structural")
            yy = y + 78
            for k, name in enumerate([params["cancel"], params["breakfast"],
                                      *params["amenities"]]):
                if yy + 30 > box[3] - 10:
                    break
                yy = checkbox(page, theme, typo, x1 + 12, yy, name, checked=k == params["checked"],
                              max_width=x2 - x1 - 24)

    def _card(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              hotel: dict[str, Any], box: tuple[int, int, int, int], k: int) -> int:
        x1, y1, x2, y2 = box
        pw = params["photo_w"]
        with page.region(f"hotel {k + 1}", "card", box, label=hotel["name"]):
            page.rect(box, theme.surface, theme.border, radius=8, name="card")
            picture(page, (x1 + 10, y1 + 10, x1 + 10 + pw, y2 - 10), hotel["kind"],
                    hotel["variant"], hotel["subject"])
            tx = x1 + pw + 26
            right = x2 - 196  # the price column: "Inclusief belastingen en toeslagen" whole
            name = page.label(tx, y1 + 6, hotel["name"], ui_style(typo, theme, size=17,
                                                                  bold=True, color=theme.link),
                              role="structural", max_width=right - tx - 90)
            if hotel["stars"] >= 3:
                star_rating(page, name.right + 8, y1 + 18, hotel["stars"], size=12, gap=1)
            st = ui_style(typo, theme, size=12)
            page.label(tx, y1 + 36, hotel["dist"], st.but(color=theme.link, underline=True),
                       role="text", max_width=right - tx)
            yy = y1 + 62
            if hotel.get("room"):
                page.label(tx, yy, hotel["room"], st.but(bold=True), role="text",
                           max_width=right - tx)
                yy += 22
            for perk in hotel["perks"]:
                page.label(tx, yy, f"• {perk}", st, role="text", max_width=right - tx)
                yy += 22
            green = theme.palette["green"]
            if hotel["cancel"]:
                page.label(tx, yy, params["cancel"], st.but(bold=True, color=green,
                                                            color_name="green"), role="text")
                yy += 22
            if hotel["breakfast"]:
                page.label(tx, yy, params["breakfast"], st.but(color=green, color_name="green"),
                           role="text")
            self._price(page, theme, typo, params, hotel, (right, y1, x2, y2))
        return y2

    def _price(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               hotel: dict[str, Any], box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        st = ui_style(typo, theme, size=12)
        word = st.but(size=14, bold=True)  # a long word ("Außergewöhnlich") set smaller, whole
        if measure(hotel["word"], word)[0] > x2 - x1 - 60:
            word = word.but(size=12)
        page.label(x1, y1 + 6, hotel["word"], word, role="text", max_width=x2 - x1 - 60)
        page.label(x1, y1 + 26, hotel["reviews"], st.but(size=11, color=theme.muted),
                   role="text", max_width=x2 - x1 - 60)
        rating_badge(page, typo, x2 - 52, y1 + 12, hotel["score"], NAVY, size=14)
        page.label(x1, y2 - 112, params["nights"], st.but(size=11, color=theme.muted),
                   role="text", max_width=x2 - x1 - 10)
        px = x1
        if hotel["old"]:
            px = page.label(x1, y2 - 92, hotel["old"], st.but(strike=True,
                                                              color=theme.palette["red"],
                                                              color_name="red"),
                            role="text").right + 8
        page.label(px, y2 - 96, hotel["price"],
                   st.but(size=19, bold=True), role="text")
        taxes = st.but(size=11, color=theme.muted)
        if measure(params["taxes"], taxes)[0] > x2 - x1 - 10:
            taxes = taxes.but(size=10)
        page.label(x1, y2 - 66, params["taxes"], taxes, role="text", max_width=x2 - x1 - 10)
        page.rect((x1, y2 - 42, x2 - 12, y2 - 10), (0, 113, 194), radius=5, name="button")
        see = st.but(size=13, bold=True, color=(255, 255, 255))
        if measure(params["see"], see)[0] > x2 - x1 - 34:
            see = see.but(size=12)
        page.label(x1 + 10, y2 - 42 + (32 - round(see.size * 2.2)) // 2, params["see"], see,
                   max_width=x2 - x1 - 30)


def _map(rng: np.random.Generator, lang: str, hotels: list[dict[str, Any]]) -> dict[str, Any]:
    """The sidebar map: an overview of the town's main roads around its centre at a scale
    that keeps the farthest hotel in; each hotel's place on a road at its card's distance
    (``uv``), clear of the others."""
    grid = overview(rng, lang, MAP, max(h["metres"] for h in hotels))
    taken = [grid["origin"]]
    for h in sorted(hotels, key=lambda h: -h["metres"]):
        h["uv"] = ring_spot(grid, MAP, h["metres"], taken)
        taken.append(h["uv"])
    add_parks(rng, grid, taken)
    grid["seed"] = int(rng.integers(0, 1000))
    return grid


def _properties(rng: np.random.Generator, city: str) -> int:
    """How many places to stay a booking site finds in ``city``: more in a bigger city
    (New York a thousand or two, Krefeld under a hundred and fifty)."""
    if city not in FACTS:
        return int(rng.integers(40, 400))
    return int(FACTS[city][0] ** 0.75 * float(rng.uniform(1.2, 2.5)))
