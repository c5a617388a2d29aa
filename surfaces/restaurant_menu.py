"""A restaurant menu: a printed card (cream paper, serif) in the light theme or a chalkboard
in the dark one; centred name and ornament, sections in two or three columns, dishes with
dotted leaders to the price and a short description, and a footer note."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook, measure
from surfaces.kit.chrome import frame
from surfaces.kit.document import centred_label
from surfaces.kit.numbers import format_number, ui_list
from surfaces.kit.typography import style

PAPER, INK, RED = (250, 245, 232), (40, 34, 28), (150, 40, 30)
BOARD, CHALK, GOLD = (38, 48, 44), (236, 236, 228), (236, 200, 110)


# Each dish's price band (media_dishes, same order in every language), cheapest first:
# grilled prawns never below mushrooms on toast (review 55). A course's bands are whole-unit
# ranges [BOUNDS[k][t], BOUNDS[k][t + 1]) (euros, dollars, pounds) at the country's level.
# Starters: soup, mushrooms on toast, beet carpaccio; Caesar and goat cheese salads,
# burrata, pâté; shrimp and smoked salmon.
# Mains: risotto, ravioli, curry, parmigiana; roast chicken, burger; sea bass, lamb,
# steak, salmon (PREMIUM_MAINS). Desserts: a scoop of ice cream (PLAIN_DESSERTS); the
# plated ones (a tart, a crème brûlée).
TIERS = ({0: 0, 4: 0, 5: 0, 1: 1, 2: 1, 6: 1, 8: 1, 3: 2, 7: 2},
         {0: 0, 3: 0, 5: 0, 8: 0, 2: 1, 4: 1, 1: 2, 6: 2, 7: 2, 9: 2},
         {3: 0})
BOUNDS = ((6, 9, 12, 16), (13, 17, 21, 30), (5, 8, 12))
PREMIUM_MAINS = (1, 6, 7, 9)
PLAIN_DESSERTS = (3,)
# the price level of the country a menu's language places it in (a Paris or Amsterdam
# bistro dearer than a Spanish or Italian one)
LEVEL = {"en": 1.0, "de": 1.0, "fr": 1.1, "nl": 1.1, "es": 0.85, "it": 0.9}


def band(lang: str, k: int, i: int) -> tuple[int, int]:
    """The whole-unit band [low, high] of dish ``i`` of course ``k`` (k < 3)."""
    tier = TIERS[k].get(i, 1 if k == 2 else 0)
    edges = [round(b * LEVEL[lang]) for b in BOUNDS[k]]
    return edges[tier], edges[tier + 1] - 1


# Drinks (media_drink, same order in every language) by their own price: a glass of house
# wine, water, lemonade, espresso, a beer, iced tea, cappuccino, orange juice (an espresso
# never dearer than a juice); an Italian bar sells coffee at the counter price.
DRINK_PRICES = ((5.0, 8.0), (2.5, 4.0), (3.5, 5.0), (2.0, 3.0), (3.5, 6.0), (3.0, 4.5),
                (3.0, 4.5), (3.5, 5.0))
DRINK_PRICES_IT = {3: (1.2, 1.5), 6: (1.5, 2.5)}
# the glass a German card states for each cold drink (r67 0021: a German menu always lists
# 0,2 l / 0,5 l): the smaller one in the lower half of the drink's price range; coffee by
# the cup, without one
DE_VOLUMES = {0: ("0,2 l", "0,25 l"), 1: ("0,25 l", "0,25 l"), 2: ("0,3 l", "0,4 l"),
              4: ("0,3 l", "0,5 l"), 5: ("0,3 l", "0,4 l"), 7: ("0,2 l", "0,3 l")}


def drink_volume(lang: str, i: int, price: float) -> str:
    """The volume a card prints after drink ``i`` at ``price`` ("0,5 l"), or ""."""
    if lang != "de" or i not in DE_VOLUMES:
        return ""
    low, high = DRINK_PRICES[i]
    return DE_VOLUMES[i][int(price > (low + high) / 2)]


def _price(rng: np.random.Generator, lang: str, k: int, i: int, decimals: int) -> float:
    """The price of dish ``i`` of section ``k`` (drinks by their own range)."""
    if k == 3:
        low, high = DRINK_PRICES_IT.get(i, DRINK_PRICES[i]) if lang == "it" else DRINK_PRICES[i]
        step = 0.1 if high < 3 else 0.5
        price = round(float(rng.uniform(low, high)) / step) * step
        return float(max(1, round(price))) if not decimals else round(price, 2)
    low, high = band(lang, k, i)
    price = float(rng.integers(low, high + 1))
    return price + (float(choice(rng, [0.0, 0.5, 0.9])) if decimals else 0.0)


def _description(content: Content, dish: dict[str, str]) -> str:
    """The dish's description, drawn again while it repeats the dish's name ("Smoked
    salmon: Smoked salmon with rye bread")."""
    name = content.fill(dish["name"]).casefold()
    desc = content.fill(dish["desc"])
    for _ in range(8):
        if name not in desc.casefold():
            break
        desc = content.fill(dish["desc"])
    return desc


# An Italian menu (a trattoria, or any menu in Italian) keeps to Italian cooking (no Caesar
# salad, burger, curry, crumble, crème brûlée or toffee pudding: indices into each course of
# media_dishes) and serves pasta and risotto (PRIMI) as their own course before the mains.
FOREIGN = {0: (1,), 1: (4, 5), 2: (2, 5, 6)}
PRIMI = (0, 3)


def _courses(content: Content, italian: bool) -> list[tuple[str, int, Any]]:
    """(heading, course, which dishes of the course) of each section, in menu order."""
    names = ui_list(content, "media.menu_sections")
    if not italian:
        return [(title, k, lambda i: True) for k, title in enumerate(names)]

    def native(k: int) -> Any:
        return lambda i: i not in FOREIGN.get(k, ())

    return [(names[0], 0, native(0)), (content.ui("m_ops_menu.primi"), 1, lambda i: i in PRIMI),
            (names[1], 1, lambda i: i not in PRIMI and i not in FOREIGN[1]),
            (names[2], 2, native(2)), (names[3], 3, native(3))]


def _dishes(rng: np.random.Generator, content: Content, k: int, lang: str, decimals: int,
            keep: Any, short: bool) -> list[dict[str, Any]]:
    """The dishes of course ``k`` (those ``keep`` admits; fewer when ``short``: five courses
    share the card), each with its price and description; drinks have neither description
    nor vegetarian mark."""
    dishes = content.data.SLOTS["media_dishes"]
    courses = ["starter", "main", "dessert"]
    pool = ([d for d in dishes if d["course"] == courses[k]] if k < 3
            else [{"name": str(d), "desc": "", "veg": "no"}
                  for d in content.data.SLOTS["media_drink"]])
    order = [int(i) for i in rng.permutation(len(pool)) if keep(int(i))]
    items = []
    # four or five dishes a course, up to seven drinks: the card is full
    for i in order[:int(rng.integers(5, 8) if k == 3 else rng.integers(3, 5) if short
                        else rng.integers(4, 6))]:
        dish = pool[i]
        price = _price(rng, lang, k, i, decimals)
        # name and description may hold {a|b} alternatives (the side, the sauce, the
        # wording), drawn per page so a description does not recur verbatim
        items.append({"premium": k == 1 and i in PREMIUM_MAINS, "index": i, "value": price,
                      "name": content.fill(dish["name"])
                      + (" (v)" if dish["veg"] == "yes" and k < 2 else "")
                      + (f" {drink_volume(lang, i, price)}" if k == 3 and
                         drink_volume(lang, i, price) else ""),
                      "price": format_number(price, lang, decimals),
                      "desc": _description(content, dish) if k < 3 else ""})
    return items


class RestaurantMenu(Surface):
    name = "restaurant_menu"
    family = "documents"
    text_roles = ("text", "structural")
    regions = ("masthead", "section", "footer")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        # the restaurant (media.restaurant): 0 a trattoria, only in Italy (a French
        # "Trattoria da Lenoir" served a bistro's menu with two pasta dishes)
        kind = int(rng.integers(0 if lang == "it" else 1, 6))
        italian = lang == "it"
        decimals = 2 if rng.random() < 0.6 else 0
        sections = [{"title": title, "course": course,
                     "items": _dishes(rng, content, course, lang, decimals, keep, italian)}
                    for title, course, keep in _courses(content, italian)]
        fonts = fontbook()
        name = content.title_at("media.restaurant", kind, name=content.last_name())
        return {
            "head_font": choice(rng, fonts.families_of("serif")),
            "body_font": choice(rng, fonts.families_of(choice(rng, ["serif", "sans"]))),
            "size": int(choice(rng, [13, 14, 15])),
            "name": name,
            "since": content.ui("media.since", y=int(rng.integers(1950, 2015))),
            "menu": content.ui("media.menu"), "sections": sections,
            "note": content.ui("media.veg_note"), "service": content.ui("media.service_note"),
            "cols": 3 if italian else int(choice(rng, [2, 2, 3])), "leaders": bool(rng.random() < 0.6),
            "upper": bool(rng.random() < 0.5),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        dark = theme.name == "dark"
        bg, ink, accent = (BOARD, CHALK, GOLD) if dark else (PAPER, INK, RED)
        w, h = page.width, page.height
        page.rect((0, 0, w, h), bg, name="paper")
        frame(page, (18, 18, w - 18, h - 18), accent, width=2)
        with page.region("masthead", "header", (40, 30, w - 40, 150)):
            centred_label(page, w // 2, 36, params["name"],
                          style(params["head_font"], 36, ink, bold=True), role="structural")
            centred_label(page, w // 2, 100, params["since"].upper(),
                          style(params["body_font"], 12, accent), role="text")
            page.line((w // 2 - 160, 140), (w // 2 - 40, 140), accent, 1)
            page.polygon([(w // 2, 134), (w // 2 + 6, 140), (w // 2, 146), (w // 2 - 6, 140)],
                         accent, name="ornament")
            page.line((w // 2 + 40, 140), (w // 2 + 160, 140), accent, 1)
        cols = params["cols"]
        gap = 40
        x0 = 60
        cw = (w - 2 * x0 - gap * (cols - 1)) // cols
        ys = [168] * cols
        for k, section in enumerate(params["sections"]):
            c = ys.index(min(ys)) if cols < 4 else k % cols
            if ys[c] + 160 > h - 70:  # no room for a heading and its first dish: no heading
                continue
            x = x0 + c * (cw + gap)
            ys[c] = self._section(page, params, section, (x, ys[c], x + cw, h - 70), ink,
                                  accent) + 18
        with page.region("footer", "footer", (40, h - 64, w - 40, h - 24)):
            st = style(params["body_font"], 11, ink, italic=True)
            centred_label(page, w // 2, h - 66, params["note"], st, role="text")
            centred_label(page, w // 2, h - 46, params["service"], st, role="text")
        return page

    def _section(self, page: Page, params: dict[str, Any], section: dict[str, Any],
                 box: tuple[int, int, int, int], ink: tuple[int, int, int],
                 accent: tuple[int, int, int]) -> int:
        x1, y, x2, y2 = box
        # three narrow columns set a smaller type, so names and descriptions fit whole
        size = min(params["size"], 13) if params["cols"] == 3 else params["size"]
        with page.region(f"section {section['title']}", "section", box,
                         label=section["title"]):
            title = section["title"].upper() if params["upper"] else section["title"]
            page.label(x1, y, title, style(params["head_font"], size + 9, accent, bold=True),
                       role="structural", max_width=x2 - x1)
            y += round((size + 9) * 2.2) + 4
            name_st = style(params["body_font"], size, ink, bold=True)
            desc_st = style(params["body_font"], size - 2, ink, italic=True)
            for item in section["items"]:
                if y + size * 3 > y2:
                    break
                pw = round(measure(item["price"], name_st)[0])
                name = page.label(x1, y, item["name"], name_st, role="text",
                                  max_width=x2 - x1 - pw - 30)
                page.label(x2 - pw, y, item["price"], name_st, role="text")
                if params["leaders"]:
                    ly = y + round(size * 1.55)
                    for dx in range(name.right + 8, x2 - pw - 8, 6):
                        page.rect((dx, ly, dx + 2, ly + 2), ink, name="leader")
                y += round(size * 2.0)
                if item["desc"]:
                    d = page.text((x1, y, x2 - pw - 20, y + size * 5), item["desc"], desc_st,
                                  role="text", max_lines=3, line_height=1.3)
                    y = d.bottom + 8
                else:
                    y += 2
        return y
