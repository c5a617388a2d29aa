"""A shop's category / search-results grid: site header with search, a results bar with a
sort menu, a filter sidebar (brands, price ranges, rating), and a grid of product cards with
pictures, badges, star ratings and prices."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.chrome import icon, search_box, ui_style
from surfaces.kit.forms import checkbox
from surfaces.kit.media import listing_card, star_rating
from surfaces.kit.numbers import currency_for, format_money, format_number, ui_list
from surfaces.kit.phone import screen_width
from surfaces.kit.products import COLOURS, shot_seed
from surfaces.kit.tables import scrollbar
from surfaces.kit.typography import sample_typography

# model names makers give their lines (the same in every language)
MODELS = ["Nova", "Arc", "Halo", "Linea", "Flex", "Aero", "Orbit", "Terra", "Vita", "Luna"]
MAX_CARD = 260  # the widest a product card gets (a wider screen gets more columns)
CARD_TEXT = 140  # a card's height under its picture: two title lines, stars, price, note
FREE_FROM = 50  # orders from this much ship free (in the page's currency)


class ProductListing(Surface):
    name = "product_listing"
    family = "web"
    text_roles = ("text", "structural", "chrome")
    # No punctuation: its running text is names, numbers and dates, without punctuation marks.
    # No between_words: its multi-word texts are titles (structural) and repeated badges.
    unsupported_categories = ("punctuation", "between_words", "select_line", "select_range")
    regions = ("header", "search", "filters", "results bar", "product")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        cur = currency_for(rng, lang)
        cols = int(choice(rng, [3, 4, 4, 5]))
        # a wide screen shows more columns, not wider cards: a product photo stays about
        # square (r69 0021: teapots in 4:1 banners on a 1920-px screen)
        cols = max(cols, -(-(screen_width(self) - 260) // (MAX_CARD + 14)))
        # the search first: every result is the product searched for (brands and colours
        # differ), priced within what shops ask for it
        product = content.record("page_product")
        query = product["item"]
        makers = sorted({content.word("web_brand") for _ in range(6)})  # the brand filter's
        # none, one or two brands ticked in the filter: the grid shows only theirs
        ticked = [str(m) for m in rng.permutation(makers)[:int(choice(rng, [0, 0, 1, 2]))]]
        sort = int(rng.integers(0, 4))  # featured, price low to high, newest, best rated
        items = _results(rng, content, product, sorted(ticked) or makers, cols * 3, cur)
        if sort == 1:
            items.sort(key=lambda it: it["value"])
        elif sort == 3:  # best rated: the stars shown, then the most reviews among equals
            items.sort(key=lambda it: (-it["rating"], -it["reviews"]))
        found = len(items) if len(items) < cols * 3 else \
            int(rng.integers(len(items), 60)) if ticked else int(rng.integers(40, 400))
        # a shop whose brand filter lists six makers has dozens of teapots, not 2,581 (r69 0021)
        lo = [int(v) for v in (25, 50, 100, 200)]
        return {
            "typo": sample_typography(rng, "sans", (12, 13, 14)),
            "brand": content.word("web_brand"), "search": query, "range": [product["low"],
                                                                           product["high"]],
            "nav": ui_list(content, "shop.nav"), "cart": content.ui("shop.cart"),
            "results": content.ui("media.results_for", n=format_number(found, lang, 0), q=query),
            "sort": content.ui("media.sort_by", s=ui_list(content, "media.sort_options")[sort]),
            "sort_index": sort, "found": found,
            "filters": content.ui("media.filters"), "brand_t": content.ui("media.brand"),
            "brands": makers,
            "price_t": content.ui("media.price"),
            "ranges": [f"{format_money(a, lang, cur, 0)} – {format_money(b, lang, cur, 0)}"
                       for a, b in zip([0] + lo, lo, strict=False)],
            "rating_t": content.ui("media.rating"), "and_up": content.ui("media.and_up"),
            "checked": ticked,
            "cols": cols, "items": items, "side_w": int(choice(rng, [200, 220, 240])),
            "image_h": int(choice(rng, [120, 140, 160])),
            "bordered": bool(rng.random() < 0.6),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        w = page.width
        with page.region("header", "chrome", (0, 0, w, 96)):
            page.rect((0, 0, w, 60), theme.panel, name="header")
            page.label(24, 12, params["brand"], ui_style(typo, theme, size=22, bold=True,
                                                         color=theme.accent),
                       role="structural")
            icon(page, theme, "cart", w - 130, 22, 16)
            page.label(w - 110, 16, params["cart"], ui_style(typo, theme, size=13),
                       max_width=100)
            page.line((0, 60), (w, 60), theme.border)
            x = 24
            st = ui_style(typo, theme, size=13)
            for item in params["nav"]:
                x = page.label(x, 64, item, st).right + 26
            page.line((0, 95), (w, 95), theme.border)
        search_box(page, theme, typo, (220, 12, w - 160, 48), params["search"])
        side = params["side_w"]
        with page.region("results bar", "chrome", (side + 20, 96, w, 140)):
            page.label(side + 24, 104, params["results"], ui_style(typo, theme, size=14,
                                                                   bold=True),
                       role="structural", max_width=w - side - 290)
            page.rect((w - 250, 104, w - 20, 132), theme.surface, theme.border, radius=6,
                      name="dropdown")
            page.label(w - 240, 103, params["sort"], ui_style(typo, theme, size=12),
                       max_width=200)
        self._filters(page, theme, typo, params, (0, 96, side, page.height))
        shown = self._grid(page, theme, typo, params, (side + 20, 146, w - 20, page.height))
        if shown < params["found"]:  # "1,236 results" over the first rows: the page scrolls
            scrollbar(page, theme, (side, 140, w, page.height), shown, params["found"])
        return page

    def _filters(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y, x2, y2 = box
        x = x1 + 20
        with page.region("filters", "sidebar", box, label=params["filters"]):
            page.line((x2 - 1, y), (x2 - 1, y2), theme.border)
            y += 12
            page.label(x, y, params["filters"], ui_style(typo, theme, size=16, bold=True),
                       role="structural")
            y += 40
            head = ui_style(typo, theme, size=13, bold=True)
            page.label(x, y, params["brand_t"], head, role="structural")
            y += 30
            for brand in params["brands"]:
                checkbox(page, theme, typo, x, y, brand, checked=brand in params["checked"])
                y += 26
            y += 12
            page.label(x, y, params["price_t"], head, role="structural")
            y += 30
            st = ui_style(typo, theme, size=13, color=theme.link)
            for text in params["ranges"]:
                page.label(x, y, text, st, role="text", max_width=x2 - x - 10)
                y += 24
            y += 12
            if y + 140 > y2:
                return
            page.label(x, y, params["rating_t"], head, role="structural")
            y += 30
            for k in range(4):
                right = star_rating(page, x, y + 5, 4 - k, size=14)
                page.label(right + 6, y, params["and_up"], ui_style(typo, theme, size=12),
                           role="text")
                y += 24

    def _grid(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              box: tuple[int, int, int, int]) -> int:
        x1, y1, x2, y2 = box
        n = params["cols"]
        gap = 14
        cw = (x2 - x1 - gap * (n - 1)) // n
        inner = cw - (20 if params["bordered"] else 0)
        ih = min(square_image(params["image_h"], inner), (y2 - y1 - gap) // 2 - CARD_TEXT)
        y = y1
        for row in range(3):
            bottom = y
            for c in range(n):
                if row * n + c >= len(params["items"]):  # a filtered search: fewer results
                    return row * n + c
                item = params["items"][row * n + c]
                est = y + ih + CARD_TEXT
                if est > y2:
                    return row * n + c
                cx = x1 + c * (cw + gap)
                b = listing_card(page, theme, typo, (cx, y, cx + cw, y + ih + CARD_TEXT),
                                 item, f"product {row * n + c + 1}", image_h=ih,
                                 border=params["bordered"])
                bottom = max(bottom, b, y + ih + CARD_TEXT)  # rows never overlap
            y = bottom + gap
        return 3 * n


def square_image(image_h: int, inner: int) -> int:
    """A product photo's height in a card ``inner`` px wide: the sampled height, kept
    between 3:4 and 1:1 of the width (a shop shows products in square-ish tiles)."""
    return max(min(image_h, inner), round(inner * 0.75))


def _results(rng: np.random.Generator, content: Content, product: dict[str, Any],
             makers: list[str], n: int, cur: str) -> list[dict[str, Any]]:
    """Up to ``n`` different results (brand and colour) for the product searched for, each
    priced within what shops ask for it; a sale's old price is a round shelf price, and
    delivery is free from a fixed order value."""
    lang, query = content.lang, product["item"]
    colours = [content.word_at("web_colour", i) for i in range(len(
        content.data.SLOTS["web_colour"]))]
    pairs = [(m, c) for m in makers for c in range(len(colours))]
    items, prices, models = [], {}, {}
    sales: dict[tuple[str, str], tuple[bool, float]] = {}
    for k in rng.permutation(len(pairs))[:n]:
        maker, ci = pairs[int(k)]
        colour = colours[ci]
        # each result is one model of its maker ("Brightwood Nova"); a model costs the same
        # in every colour, two models of a maker differ
        taken = [m for ms in models.values() for m in ms]
        options = [m for m in MODELS if m not in taken] or models.get(maker)
        if not options:  # every model name is another maker's: no result for this maker
            continue
        model = choice(rng, options)
        models.setdefault(maker, []).append(model)
        price = prices.setdefault((maker, model), float(rng.integers(
            product["low"], product["high"] + 1)) - choice(rng, [0.01, 0.05, 0.1, 0.0]))
        # a sale is the model's, in every colour (r75 0008: white at $60.00, olive on sale
        # at $60.00 down from $90.00)
        sale, old = sales.setdefault((maker, model), (
            bool(rng.random() < 0.3), float(np.ceil(price * float(choice(
                rng, [1.2, 1.25, 1.3, 1.5])))) - choice(rng, [0.01, 0.0])))
        rating, reviews = _rating(rng)
        items.append({
            # two results are two photos (the seed turns, sizes and lights the shot; _shots)
            "kind": int(rng.integers(0, 16)), "variant": "object",
            # the picture is the product searched for, in the colour its title names
            "subject": str(product["shape"]), "colour": list(COLOURS[ci]),
            "title": f"{maker} {model} {query}, {colour}", "maker": maker, "value": price,
            "model": model,
            "rating": rating, "reviews": reviews,
            "count": format_number(reviews, lang, 0),
            "price": format_money(price, lang, cur),
            "old": format_money(old, lang, cur) if sale else "",
            "badge": content.ui("media.sale") if sale else "",
            "note": content.ui("media.free_delivery") if price >= FREE_FROM else "",
        })
    _shots(items)
    # the best seller is the most reviewed result, when buyers rate it well
    top = max(items, key=lambda it: it["reviews"], default=None)
    if top and not top["badge"] and top["rating"] >= 4.0 and rng.random() < 0.6:
        top["badge"] = content.ui("media.best_seller")
    return items


def _shots(items: list[dict[str, Any]]) -> None:
    """Each result's photo seed: its model's build (a Halo lamp is not a Linea), and among
    the results of one colour a backdrop and side of their own, so no two tiles of the grid
    show one picture (r21: two navy lamps of two makers were one photo)."""
    seen: dict[tuple, int] = {}
    for it in items:
        look = seen[tuple(it["colour"])] = seen.get(tuple(it["colour"]), -1) + 1
        it["kind"] = shot_seed(look, MODELS.index(it["model"]), it["kind"])


def _rating(rng: np.random.Generator) -> tuple[float, int]:
    """A result's stars (halves; most products rate well) and its number of reviews; a full
    five stars only over a handful of reviews."""
    reviews = int(np.exp(rng.uniform(np.log(3), np.log(4000))))
    stars = float(np.clip(rng.normal(4.1, 0.5), 2.5, 5.0))
    if reviews > 40:
        stars = min(stars, 4.7)
    return float(round(stars * 2) / 2), reviews
