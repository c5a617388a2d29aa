"""An online shop's product detail page: header with cart, breadcrumb, image gallery,
title, rating, price, colour and size options, add-to-cart, delivery notes, description and,
where the screen is taller than the description, the shop's other items."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.brand_art import heart
from surfaces.kit.chrome import icon, ui_style
from surfaces.kit.document import fit_prose
from surfaces.kit.feature_world import shingles
from surfaces.kit.numbers import currency_for, format_money, locale_fact, with_colon
from surfaces.kit.products import COLOURS, product
from surfaces.kit.prose import writer_marks
from surfaces.kit.shop_more import also_bought, draw_also_bought
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import breadcrumbs, chip, site_header, stars

# a product sentence about care or about why the maker chose the material (its merits)
CARE = re.compile(r"cloth|Tuch|chiffon|paño|panno|doek", re.I)
MERIT = re.compile(r"ages|altert|vieillit|envejece|invecchia|oud wordt", re.I)
# the items a home is furnished with: their colour "goes with almost any interior"
HOME = ("teapot", "blanket", "lamp", "pan")


def _working_days_after(day: datetime.date, n: int) -> datetime.date:
    """The day ``n`` working days after ``day`` (Monday to Friday)."""
    while n > 0:
        day += datetime.timedelta(days=1)
        n -= day.weekday() < 5
    return day


def _description(rng: np.random.Generator, content: Content, fixed: dict[str, str]) -> list[str]:
    """Two or three paragraphs of distinct sentences about the item, naming the shop's town
    and its founding year once each (not "Since 2019 ..." three times)."""
    # the number of colours is said once ("one of 5 colors" and "in 4 other colors" is the
    # same fact twice)
    counted = [i for i, t in enumerate(content.data.SENTENCES["product"])
               if "{others}" in t or "{colours_all}" in t]
    content.skip("product", tuple(counted[1:]))
    # care and the material's merits come from the item's own table (a linen shirt is
    # washed at 40 °C, not "cleaned with a damp cloth" like a chair)
    content.skip("product", tuple(i for i, t in enumerate(content.data.SENTENCES["product"])
                                  if CARE.search(t) or "{year}" in t and MERIT.search(t)))
    pool = content.sentences("product", content.fresh("product"), **fixed)
    if fixed["shape"] == "pan":  # offered in colours: enamelled, not oiled (r53 0026)
        content.skip("w10gm.care_pan", (0,))
    care = content.sentences(f"w10gm.care_{fixed['shape']}", 1)[0]
    pool = [pool[i] for i in rng.permutation(len(pool))]
    out: list[str] = []
    for key in ("city", "year", "web_brand"):  # each named in one sentence at most
        value = content.city() if key == "city" else fixed[key]
        hits = [s for s in pool if value in s]
        pool = [s for s in pool if value not in s or s is (hits[0] if hits else None)]
    # the item's name in two sentences at most, the rest say "it" ("desk lamp" five times
    # in two short paragraphs reads as keyword stuffing)
    named = [s for s in pool if fixed["web_item"].lower() in s.lower()]
    pool = once([s for s in pool if s not in named[2:]])
    counts = [int(rng.integers(2, 4)) for _ in range(int(rng.integers(2, 4)))]
    i = 0
    for c in counts:
        if pool[i:i + c]:
            out.append(" ".join(pool[i:i + c]))
        i += c
    # care closes the first paragraph (the page drops trailing sentences that do not fit)
    return [f"{out[0]} {care}", *out[1:]] if out else [care]


# "this piece", "dieses Stück", "questo articolo", "jedes Stück": a blurb says it once
_POINTER = re.compile(r"\b(?:this|each|every|dieses|diesen|jedes|ce|cet|cette|chaque|este|"
                      r"esta|cada|questo|questa|ogni|dit|deze|elk|elke)\s+(\w+)", re.I)


def once(pool: list[str]) -> list[str]:
    """``pool`` without a sentence that says again a clause of four words an earlier one
    said, or points at the item the way an earlier one did ("dieses Stück" twice)."""
    said: set[tuple[str, ...]] = set()
    pointed: set[str] = set()
    out = []
    for sentence in pool:
        runs = shingles(sentence)
        points = {m.group(1).lower() for m in _POINTER.finditer(sentence)}
        if runs & said or points & pointed:
            continue
        said |= runs
        pointed |= points
        out.append(sentence)
    return out


def _title(content: Content, fixed: dict[str, str]) -> str:
    """The product's title; one naming its material only when the item's name does not
    already ("Saltmarsh linen shirt, linen")."""
    for _ in range(12):
        title = content.title("product", **fixed)
        if title.lower().count(fixed["web_material"].lower()) <= 1:
            return title
    return f"{fixed['web_brand']} {fixed['web_item']}"


class ProductPage(Surface):
    name = "product_page"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome", "field")
    # No blank_line: paragraphs are spaced by less than a line, as the real page styles them.
    unsupported_categories = ("blank_line",)
    regions = ("header", "cart", "breadcrumb", "gallery", "buy box", "options", "description")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        content.pin(city=content.city())  # one document, one town
        product = content.record("page_product")  # the item first: its material, sizes, price
        item = str(product["item"])
        # the swatches on offer, the selected one first: the colour the page names
        swatches = [int(v) for v in rng.choice(len(COLOURS), int(rng.integers(3, 7)),
                                               replace=False)]
        fixed = {"web_item": item, "web_material": str(product["material"]),
                 "shape": str(product["shape"]),
                 "web_brand": content.word("web_brand"),
                 "web_colour": content.word_at("web_colour", swatches[0]),
                 # the shop's facts about it, which its description states
                 # only clothes say their weight ("light enough for every trip")
                 "weight": str(int(rng.integers(6, 25)) * 25), "year": str(int(rng.integers(2009, 2024))),
                 "colours": str(len(swatches)), "colours_all": str(len(swatches)),
                 "others": str(len(swatches) - 1),
                 # never below the country's legal term (three years in Spain, r49)
                 "warranty": str(int(choice(rng, [y for y in (2, 3, 5, 10)
                                                  if y >= locale_fact(content.lang,
                                                                      "warranty_years")]))),
                 "ship": str(int(rng.integers(2, 6))), "months": str(int(rng.integers(2, 13)))}
        today = datetime.date(2024, 1, 1) + datetime.timedelta(days=int(rng.integers(0, 1000)))
        arrives = _working_days_after(today, int(fixed["ship"]))
        fixed["weekday"] = content.word_at("weekday", arrives.weekday())  # "with you by Friday"
        if not product["clothing"]:
            content.skip("product", (2,))  # "light enough to take on every trip": clothes only
        if product["shape"] not in HOME:  # "goes with almost any interior": home things only
            content.skip("product", (5,))
        texts = _description(rng, content, fixed)
        price = float(rng.integers(product["low"], product["high"])) + \
            choice(rng, [0.0, 0.5, 0.9, 0.95, 0.99])
        cur = currency_for(rng, content.lang)
        sizes = choice(rng, [["XS", "S", "M", "L", "XL"], ["S", "M", "L"]]) \
            if product["clothing"] else []  # a teapot comes in no sizes
        params = {
            "lang": content.lang, "typo": sample_typography(rng, "sans", (14, 15)),
            "brand": fixed["web_brand"], "title": _title(content, fixed),
            "nav": [content.word("faq_category") for _ in range(0)] or
            [content.ui(k) for k in ("web.home", "web.shop_shop", "web.faq_help_centre")],
            "crumbs": [content.ui("web.home"), content.ui("web.shop_shop"),
                       item.title() if content.lang == "en" else item[0].upper() + item[1:]],
            "rating": float(rng.integers(6, 10)) / 2,
            "reviews": content.ui("web.shop_reviews", n=int(rng.integers(3, 900))),
            "price": format_money(price, content.lang, cur), "vat": "" if cur == "USD" else content.ui("web.shop_vat"),  # US prices: tax at checkout
            "colour_label": content.ui("web.shop_colour"), "colour": fixed["web_colour"],
            "swatches": swatches, "town": content.city(), "shape": str(product["shape"]),
            "size_label": content.ui("web.shop_size"), "sizes": sizes,
            "size": int(rng.integers(0, len(sizes))) if sizes else -1,
            "add": content.ui("web.shop_add_cart"),
            "stock": content.ui("web.shop_in_stock"),
            "delivery": content.ui("web.shop_delivery", date=content.format_date(arrives)),
            "returns": content.ui("web.shop_returns"),
            "desc_title": content.ui("web.shop_description"),
            "details": content.ui("web.shop_details"), "cart": content.ui("web.shop_cart"),
            "texts": texts, "marks": writer_marks(rng, texts, "article", [fixed["web_brand"], content.city()]),
            "photo": int(rng.integers(0, 5)), "thumbs_left": bool(rng.random() < 0.5),
            "search": content.ui("web.search"),
        }
        params["more"] = also_bought(rng, content, item, cur)  # drawn last: the rest keep theirs
        return params

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        brand = style(typo["ui"], 24, theme.text, bold=True)
        # the cart's label is measured: "Winkelwagen" or "Warenkorb" is shown whole, its
        # icons and the navigation's end move left of it (r71 0000 "Winkelwa…")
        cart_st = ui_style(typo, theme)
        cw = round(measure(params["cart"], cart_st)[0])
        cx = page.width - 20 - cw
        site_header(page, theme, typo, (0, 0, page.width, 60), params["brand"].upper(),
                    params["nav"], brand_style=brand, reserve=max(150, cw + 94))
        with page.region("cart", "chrome", (cx - 64, 0, page.width, 60)):
            icon(page, theme, "user", cx - 54, 22, 16)
            icon(page, theme, "cart", cx - 24, 22, 16)
            page.label(cx, 14, params["cart"], cart_st)
        breadcrumbs(page, theme, typo, 40, 72, params["crumbs"], "/")
        self._gallery(page, theme, params, (40, 110, 500, 560))
        self._buy(page, theme, typo, params, 540, page.width - 40)
        with page.region("description", "body", (40, 580, page.width - 40, page.height)):
            st = ui_style(typo, theme, size=16, bold=True)
            d = page.label(40, 580, params["desc_title"], st, role="structural")
            page.line((40, 612), (d.right, 612), theme.text, 2)
            page.label(d.right + 30, 580, params["details"], st.but(bold=False,
                                                                   color=theme.muted))
            page.line((40, 614), (page.width - 40, 614), theme.border)
            body = style(typo["body"], typo["size"], theme.text)
            block = fit_prose(page, (40, 628, page.width - 40, page.height - 8), params["texts"],
                              params["marks"], body, theme, typo["mono"], line_height=1.55,
                              gap=0.6)
        if page.height - block.bottom >= 124:  # no blank foot under a short description
            draw_also_bought(page, theme, typo, params["more"],
                             (40, block.bottom + 20, page.width - 40, page.height - 10))
        return page

    def _gallery(self, page: Page, theme: Theme, params: dict[str, Any], box) -> None:
        x1, y1, x2, y2 = box
        with page.region("gallery", "image", box):
            tx = x1 if params["thumbs_left"] else None
            main = (x1 + 80, y1, x2, y2) if tx is not None else (x1, y1, x2, y2 - 80)
            colour = COLOURS[params["swatches"][0]]
            product(page, main, params["shape"], colour, params["photo"])
            for k in range(4):
                if tx is not None:
                    tb = (x1, y1 + k * 78, x1 + 68, y1 + k * 78 + 68)
                else:
                    tb = (x1 + k * 78, y2 - 68, x1 + k * 78 + 68, y2)
                product(page, tb, params["shape"], colour, params["photo"], angle=k)
                if k == 0:
                    page.rect(tb, None, theme.text, 2, radius=4, name="selection")

    def _buy(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
             x1: int, x2: int) -> None:
        with page.region("buy box", "structural", (x1, 100, x2, 570)):
            st = ui_style(typo, theme, size=13, color=theme.muted)
            page.label(x1, 104, params["brand"], st.but(bold=True), role="text")
            title = page.text((x1, 132, x2, 200), params["title"],
                              style(typo["ui"], 24, theme.text), role="structural",
                              max_lines=2, line_height=1.2)
            y = title.bottom + 10
            right = stars(page, x1, y + 4, params["rating"], 16)
            page.label(right + 8, y - 6, params["reviews"], st.but(color=theme.link),
                       role="text")
            y += 34
            price = page.label(x1, y, params["price"], style(typo["ui"], 26, theme.text,
                                                               bold=True), role="text")
            if params["vat"]:
                page.label(price.right + 10, y + 10, params["vat"], st, role="text")
            y += 64
        with page.region("options", "form", (x1, y, x2, y + 200)):
            label = ui_style(typo, theme, size=14)
            page.label(x1, y, f"{with_colon(params['colour_label'], params['lang'])} {params['colour']}",
                       label.but(bold=True), role="field")
            for k, sw in enumerate(params["swatches"]):
                bx = x1 + k * 42
                page.ellipse((bx, y + 34, bx + 32, y + 66), COLOURS[sw], theme.border)
                if k == 0:
                    page.ellipse((bx - 4, y + 30, bx + 36, y + 70), None, theme.text, 2)
            y += 84
            if params["sizes"]:  # only clothes come in sizes
                page.label(x1, y, params["size_label"], label.but(bold=True), role="field")
                x = x1
                for k, size in enumerate(params["sizes"]):
                    x = chip(page, theme, typo, x, y + 32, size, active=k == params["size"],
                             height=34) + 8
                y += 84
        width = x2 - x1 - 60
        st = ui_style(typo, theme, size=16, bold=True, color=theme.accent_text)
        page.rect((x1, y, x1 + width, y + 48), theme.accent, radius=24, name="button")
        tw = measure(params["add"], st)[0]
        page.label(x1 + round((width - tw) / 2), y + 7, params["add"], st)
        page.ellipse((x2 - 48, y, x2, y + 48), theme.surface, theme.border, name="button")
        heart(page, x2 - 24, y + 24, 22, theme.text, theme.surface)  # add to the wishlist
        y += 64
        small = ui_style(typo, theme, size=13)
        green = theme.palette["green"]
        page.ellipse((x1, y + 10, x1 + 10, y + 20), green, name="stock")
        page.label(x1 + 16, y, params["stock"], small.but(color=green, bold=True), role="text")
        page.label(x1 + 16, y + 22, params["delivery"], small, role="text")
        page.label(x1 + 16, y + 44, params["returns"], small.but(color=theme.muted), role="text")
