"""An online shop's cart page: header with search, cart lines with quantity steppers, summary."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.cards import card
from surfaces.kit.chrome import search_box, ui_style
from surfaces.kit.forms import FieldLook, form_button, text_input
from surfaces.kit.numbers import currency_for, format_money, tax_rate, ui_list
from surfaces.kit.products import COLOURS, SHOP_COLOURS, SHOP_SHAPES, product
from surfaces.kit.shop import new_shade, pick_products, unit_price
from surfaces.kit.typography import sample_typography, style

THUMBS = [(186, 160, 130), (120, 150, 180), (150, 170, 140), (190, 150, 160), (140, 140, 150),
          (200, 190, 160)]


# Sizes of the shop_product entries that come in sizes (same index in every language):
# the sweater, the shoes, the shirt and the rain jacket; a mug or a lamp has none.
SIZES = {0: ["S", "M", "L", "XL"], 2: ["39", "41", "42", "44"], 5: ["S", "M", "L", "XL"],
         10: ["S", "M", "L", "XL"]}


class ShoppingCart(Surface):
    name = "shopping_cart"
    family = "commerce"
    text_roles = ("text", "structural", "chrome")
    regions = ("navigation", "search", "cart", "item", "summary", "field", "related",
               "footer")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        cur = currency_for(rng, lang)
        items, subtotal, shades = [], 0.0, []
        for k, name, unit in pick_products(rng, content, 2, 4):  # each at its catalogue price
            # two mugs or candles, rarely two lamps or jackets
            qty = int(choice(rng, [1, 1, 1, 2, 2, 3] if unit < 40 else [1, 1, 1, 1, 2]))
            was = float(np.ceil(unit * float(choice(rng, [1.2, 1.25, 1.5])))) - 0.01
            subtotal += round(qty * unit, 2)
            sale = rng.random() < 0.25
            shade = new_shade(rng, shades, len(SHOP_COLOURS))  # named and pictured
            items.append({"name": name, "shade": shade,
                          "colour": content.ui("shop.colour", c=content.word_at("shop_colour",
                                                                                shade)),
                          "size": content.ui("shop.size", s=choice(rng, SIZES[k]))
                          if k in SIZES else "",
                          "qty": qty, "unit": format_money(unit, lang, cur), "index": k,
                          "each": content.ui("shop.each", price=format_money(unit, lang, cur)),
                          "price": unit,
                          "was": format_money(qty * was, lang, cur) if sale else "",  # a round old price
                          "total": format_money(qty * unit, lang, cur),
                          "thumb": int(rng.integers(len(THUMBS)))})
        shipping = 0.0 if subtotal > 75 else 4.95
        rate = tax_rate(lang, cur)
        # US prices are net, tax is added; European prices include VAT, which is shown
        included = cur != "USD"
        tax = (subtotal + shipping) * rate / (1 + rate) if included else subtotal * rate
        total = subtotal + shipping + (0.0 if included else tax)
        keys = ("cart", "remove", "save_later", "promo", "apply", "checkout", "continue",
                "est_tax", "incl_tax", "in_stock", "free_ship_note", "subtotal", "shipping", "free", "total",
                "search", "account", "price", "quantity", "item", "order_summary")
        return {
            "related": self._related(rng, content, [i["index"] for i in items], cur),
            "related_title": str(choice(rng, content.ui_list("w19.shop_recs"))),
            "footer": content.ui_list("w19.shop_footer"),
            "typo": sample_typography(rng, "sans", (13, 14)), "items": items,
            "store": content.word("shop_brand"), "nav": ui_list(content, "shop.nav"),
            "count": content.ui("shop.cart_items", n=sum(i["qty"] for i in items)),
            "subtotal": format_money(subtotal, lang, cur),
            "shipping": format_money(shipping, lang, cur) if shipping else "",
            "tax": format_money(tax, lang, cur),
            "total": format_money(total, lang, cur), "tax_included": included,
            "labels": {k: content.ui(f"shop.{k}") for k in keys},
            "free_ship": shipping == 0.0, "ships": content.ui("shop.ships"), "header_cols": bool(rng.random() < 0.5),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        lab = params["labels"]
        with page.region("navigation", "chrome", (0, 0, page.width, 64)):
            page.line((0, 63), (page.width, 63), theme.border)
            b = page.label(28, 14, params["store"], style(typo["body"], typo["size"] + 7,
                                                          theme.text, bold=True))
            x = b.right + 36
            st = ui_style(typo, theme)
            for item in params["nav"]:
                x = page.label(x, 18, item, st).right + 22
            aw = round(measure(lab["account"], st)[0])
            page.label(page.width - 28 - aw, 18, lab["account"], st)
        search_box(page, theme, typo, (max(x + 10, 560), 14, page.width - 60 - aw, 50),
                   lab["search"])
        x1, split, x2 = 28, 680, page.width - 28
        with page.region("cart", "body", (x1, 64, split - 20, page.height)):
            head = page.label(x1, 80, lab["cart"], style(typo["ui"], typo["size"] + 10,
                                                         theme.text, bold=True),
                              role="structural")
            page.label(head.right + 12, 92, params["count"], ui_style(typo, theme,
                                                                      color=theme.muted),
                       role="text")
            y = 132
            if params["header_cols"]:
                small = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
                page.label(x1, y, lab["item"].upper(), small, role="structural")
                page.label(split - 260, y, lab["quantity"].upper(), small, role="structural")
                page.label(split - 140, y, lab["price"].upper(), small, role="structural",
                           align="right", max_width=120)
                y += 30
            page.line((x1, y), (split - 20, y), theme.border)
            shown = 0
            for k, item in enumerate(params["items"]):
                if y + 120 > page.height:
                    break
                shown += 1
                y = self._item(page, theme, typo, lab, item, k, x1, y + 16, split - 20,
                               params["ships"])
        bottom = 84 + (418 if params["free_ship"] else 388)
        self._summary(page, theme, typo, params, (split + 10, 84, x2, bottom))
        if shown == len(params["items"]):  # every line shown: the shop's page goes on below
            self._below(page, theme, typo, params, x1, x2, max(y, bottom) + 24)
        return page

    @staticmethod
    def _related(rng: np.random.Generator, content: Content, in_cart: list[int],
                 cur: str) -> list[dict[str, Any]]:
        """Five catalogue products not in the cart, each at its catalogue price and in one of
        the shop's colours (the "You might also like" row under the cart)."""
        names = content.data.SLOTS["shop_product"]
        rest = [int(k) for k in rng.permutation(len(names)) if int(k) not in in_cart][:5]
        return [{"index": k, "name": names[k], "shade": int(rng.integers(len(SHOP_COLOURS))),
                 "price": format_money(unit_price(rng, k), content.lang, cur),
                 "thumb": int(rng.integers(len(THUMBS)))} for k in rest]

    def _below(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               x1: int, x2: int, y: int) -> None:
        """The recommended products as cards across the page, then the shop's footer links,
        as far as they fit."""
        room = page.height - y - 104  # the heading above the pictures, name and price below
        pic = min(120, room - 40) if room - 40 >= 90 else min(120, room)  # footer if it fits
        if pic < 64:
            return
        cards = params["related"]
        st = ui_style(typo, theme, size=typo["size"])
        with page.region("related", "body", (x1, y, x2, page.height),
                         label=params["related_title"]):
            page.label(x1, y, params["related_title"], st.but(bold=True, size=typo["size"] + 5),
                       role="structural")
            w = (x2 - x1 - 24 * (len(cards) - 1)) // len(cards)
            top = y + 44
            for n, item in enumerate(cards):
                cx = x1 + n * (w + 24)
                with page.region(f"related {n + 1}", "item", (cx, top, cx + w, top + pic + 56),
                                 label=item["name"]):
                    product(page, (cx, top, cx + w, top + pic), SHOP_SHAPES[item["index"]],
                            COLOURS[SHOP_COLOURS[item["shade"]]], item["thumb"])
                    page.label(cx, top + pic + 6, item["name"], st, role="text", max_width=w)
                    page.label(cx, top + pic + 28, item["price"], st.but(bold=True),
                               role="text")
        y = top + pic + 60
        if y + 40 > page.height:
            return
        with page.region("footer", "chrome", (0, y, page.width, page.height)):
            page.rect((0, y, page.width, page.height), theme.panel, name="footer")
            link = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
            x = x1
            for label in params["footer"]:
                x = page.label(x, y + 12, label, link).right + 28

    def _item(self, page: Page, theme: Theme, typo: dict[str, Any], lab: dict[str, str],
              item: dict[str, Any], k: int, x1: int, y: int, x2: int, ships: str) -> int:
        st = ui_style(typo, theme, size=typo["size"])
        small = st.but(size=typo["size"] - 1, color=theme.muted)
        with page.region(f"item {k + 1}", "item", (x1, y, x2, y + 116), label=item["name"]):
            product(page, (x1, y, x1 + 96, y + 96), SHOP_SHAPES[item["index"]],
                    COLOURS[SHOP_COLOURS[item["shade"]]], item["thumb"])
            tx = x1 + 112
            page.label(tx, y - 4, item["name"], st.but(bold=True), role="text",
                       max_width=x2 - tx - 280)
            page.label(tx, y + 20, item["colour"], small, role="text")
            if item["size"]:  # only clothes and shoes come in sizes
                page.label(tx, y + 40, item["size"], small, role="text")
            green = theme.palette["green"]
            sb = page.label(tx, y + 60, f"✓ {lab['in_stock']}", small.but(color=green,
                                                                          color_name="green"),
                            role="text")
            page.label(sb.right + 8, y + 60, ships, small, role="text",
                       max_width=max(20, x2 - 8 - sb.right))  # below the stepper: the row is free
            links = small.but(color=theme.link, underline=True, link=True)
            rb = page.label(tx, y + 80, lab["remove"], links, role="chrome")
            page.label(rb.right + 16, y + 80, lab["save_later"], links, role="chrome")
            qx = x2 - 260
            page.rect((qx, y + 4, qx + 96, y + 36), theme.surface, theme.border, radius=6,
                      name="stepper")
            for sx, sign in ((qx + 14, "−"), (qx + 74, "+")):
                page.label(sx, y + 5, sign, st.but(color=theme.muted), role="chrome")
            page.label(qx + 32, y + 5, str(item["qty"]), st, role="text", align="center",
                       max_width=32)
            tw = round(measure(item["total"], st.but(bold=True))[0])
            page.label(x2 - tw, y + 4, item["total"], st.but(bold=True), role="text")
            if item["was"]:
                ww = round(measure(item["was"], small)[0])
                page.label(x2 - ww, y + 26, item["was"], small.but(strike=True), role="text")
            elif item["qty"] > 1:  # a unit price says so; a struck-out one is an old total
                uw = round(measure(item["each"], small)[0])
                page.label(x2 - uw, y + 26, item["each"], small, role="text")
        page.line((x1, y + 116), (x2, y + 116), theme.border)
        return y + 116

    def _summary(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        lab = p["labels"]
        st = ui_style(typo, theme, size=typo["size"])
        with page.region("summary", "card", box, label=lab["order_summary"]):
            card(page, theme, box, radius=10)
            page.label(x1 + 20, y1 + 14, lab["order_summary"], st.but(bold=True,
                                                                     size=typo["size"] + 3),
                       role="structural")
            y = y1 + 60
            rows = [(lab["subtotal"], p["subtotal"]),
                    (lab["shipping"], p["shipping"] or lab["free"]),
                    (lab["incl_tax" if p["tax_included"] else "est_tax"], p["tax"])]
            for name, value in rows:
                vw = round(measure(value, st)[0])
                page.label(x1 + 20, y, name, st.but(color=theme.muted), role="text")
                page.label(x2 - 20 - vw, y, value, st, role="text")
                y += 30
            page.line((x1 + 20, y + 4), (x2 - 20, y + 4), theme.border)
            big = st.but(bold=True, size=typo["size"] + 4)
            vw = round(measure(p["total"], big)[0])
            page.label(x1 + 20, y + 12, lab["total"], big, role="structural")
            page.label(x2 - 20 - vw, y + 12, p["total"], big, role="text")
            y += 64
            if p["free_ship"]:
                green = theme.palette["green"]
                page.label(x1 + 20, y - 6, lab["free_ship_note"],
                           st.but(size=typo["size"] - 1, color=green, color_name="green"),
                           role="text", max_width=x2 - x1 - 40)
                y += 30
            look = FieldLook(height=38, gap=4)
            aw = round(measure(lab["apply"], st)[0]) + 30
            text_input(page, theme, typo, x1 + 20, y, x2 - x1 - 50 - aw, lab["promo"],
                       placeholder=lab["promo"], look=look, hide_label=True)
            form_button(page, theme, typo, (x2 - 20 - aw, y, x2 - 20, y + 38), lab["apply"],
                        primary=False)
            y += 56
            form_button(page, theme, typo, (x1 + 20, y, x2 - 20, y + 46), lab["checkout"],
                        radius=23)
            cw = round(measure(lab["continue"], st)[0])
            page.label((x1 + x2 - cw) // 2, y + 58, lab["continue"],
                       st.but(color=theme.link, underline=True, link=True), role="chrome")
