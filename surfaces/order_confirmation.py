"""An order-confirmation email: brand header, thank-you, items, totals, address and payment."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.chrome import ui_style
from surfaces.kit.forms import form_button
from surfaces.kit.numbers import currency_for, format_date, format_money, random_day, tax_rate
from surfaces.kit.paras import paragraphs
from surfaces.kit.products import COLOURS, SHOP_COLOURS, SHOP_SHAPES, product
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.shop import new_shade, pick_products
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import url_words

# days no carrier delivers in any of the pages' countries (25 and 26 December, 1 January)
NO_DELIVERY = frozenset({(12, 25), (12, 26), (1, 1)})


def _shop_domain(store: str, lang: str) -> str:
    """The shop's own web domain, its whole name under the country's code ("Atelier Neun"
    -> atelierneun.de, "Pine Co" -> pineco.com; not atelier.com)."""
    slug = "".join(url_words(store))
    return f"{slug}.{'com' if lang == 'en' else lang}"


def _sender(content: Content, store: str) -> str:
    """The shop's own address, its mailbox in its language (r72 0023: "orders@" of an
    Italian shop)."""
    return f"{content.ui('shop.orders_mailbox')}@{_shop_domain(store, content.lang)}"


class OrderConfirmation(Surface):
    name = "order_confirmation"
    family = "commerce"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: paragraphs are spaced by less than a line, as the real page styles them.
    unsupported_categories = ("blank_line",)
    regions = ("header", "body", "items", "summary", "details", "footer")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        cur = currency_for(rng, lang)
        items, subtotal, shades = [], 0.0, []
        for k, name, price in pick_products(rng, content, 1, 3):  # catalogue prices
            qty = int(choice(rng, [1, 1, 2]))
            subtotal += round(qty * price, 2)
            colour = new_shade(rng, shades, len(SHOP_COLOURS))  # the thumbnail's colour
            items.append({"name": name, "index": k, "unit": price, "colour": colour,
                          "variant": content.ui("shop.colour",
                                                c=content.word_at("shop_colour", colour)),
                          "qty": content.ui("shop.qty", n=qty),
                          "price": format_money(qty * price, lang, cur)})
        shipping = 0.0 if rng.random() < 0.5 else float(rng.integers(4, 10)) - 0.01
        home = content.address()  # where the order goes: an American town's sales tax
        rate = tax_rate(lang, cur, home.city)
        # US prices are net and tax is added; European prices include VAT (shown, not added)
        included = cur != "USD"
        tax = round((subtotal + shipping) * rate / (1 + rate) if included else subtotal * rate, 2)
        total = subtotal + shipping + (0.0 if included else tax)
        day = random_day(rng)
        first = content.first_name()
        store = content.word("shop_brand")
        name = content.full_name(first)
        arrives = day + datetime.timedelta(days=int(rng.integers(2, 8)))
        # parcels come on working days, never on Christmas or New Year's Day
        while arrives.weekday() > 4 or (arrives.month, arrives.day) in NO_DELIVERY:
            arrives += datetime.timedelta(days=1)
        # the note's "on Thursday" is the estimated delivery day; with three items it stays
        # short so the address and payment below still fit on the page
        chrome = bool(rng.random() < 0.5) and len(items) < 3  # no room for both
        load = len(items) + chrome  # the longer the order, the shorter the note
        note = paragraphs(content, rng, "shop_order_note", [(2, 4), (2, 4), (1, 2), (1, 1)][load - 1],
                          max_paragraphs=2 if load < 3 else 1,
                          weekday=content.word_at("weekday", arrives.weekday()))
        keys = ("order_placed", "est_delivery", "ship_to", "payment_method", "order_summary",
                "subtotal", "shipping", "free", "total", "view_order", "track", "confirmed",
                "help", "est_tax")
        choice(rng, ["sans", "serif"])  # the older draw of a body class, kept for the stream
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),  # a shop's mail: one UI face
            "store": store, "thanks": content.ui("shop.thanks_order",
                                                                      n=first),
            "order": content.ui("shop.order_no", n=int(rng.integers(100000, 999999))),
            "date": format_date(day, lang),
            "delivery": format_date(arrives, lang), "arrives": arrives.isoformat(),
            "items": items, "note": note, "marks": [sample_marks(rng, t, "notice", keys=[]) for t in note],
            "address": [name, *home.lines],
            "card": content.ui("shop.visa", n=int(rng.integers(1000, 9999))),
            "subtotal": format_money(subtotal, lang, cur),
            "shipping": format_money(shipping, lang, cur) if shipping else "",
            "tax": format_money(tax, lang, cur),
            "total": format_money(total, lang, cur),
            "sums": {"subtotal": subtotal, "shipping": shipping, "tax": tax, "total": total,
                     "included": included},
            "incl_tax": content.ui("shop.incl_tax"),
            "labels": {k: content.ui(f"shop.{k}") for k in keys},
            "footer": content.ui("shop.footer", s=store).replace("..", "."),
            "mail_chrome": chrome, "gap": float(choice(rng, [0.6, 1.0])), "from": _sender(content, store),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        lab = params["labels"]
        page.rect((0, 0, page.width, page.height), theme.panel, name="background")
        top = 0
        if params["mail_chrome"]:
            with page.region("header", "chrome", (0, 0, page.width, 40)):
                page.rect((0, 0, page.width, 40), theme.surface, name="mail header")
                page.line((0, 39), (page.width, 39), theme.border)
                st = ui_style(typo, theme)
                b = page.label(16, 4, params["store"], st.but(bold=True))
                page.label(b.right + 8, 4, f"<{params['from']}>", st.but(color=theme.muted),
                           max_width=400)
            top = 40
        x1, x2 = 192, page.width - 192
        page.rect((x1, top + 16, x2, page.height), theme.surface, theme.border, name="email")
        with page.region("body", "body", (x1, top + 16, x2, page.height)):
            page.rect((x1, top + 16, x2, top + 70), theme.accent, name="brand bar")
            page.label(x1 + 28, top + 28, params["store"],
                       style(typo["ui"], typo["size"] + 5, theme.accent_text, bold=True),
                       role="structural")
            y = top + 90
            page.ellipse((x1 + 28, y, x1 + 52, y + 24), theme.palette["green"], name="check")
            page.line((x1 + 34, y + 12), (x1 + 39, y + 17), (255, 255, 255), 2, name="icon")
            page.line((x1 + 39, y + 17), (x1 + 47, y + 7), (255, 255, 255), 2, name="icon")
            page.label(x1 + 60, y - 2, lab["confirmed"], ui_style(typo, theme,
                                                                  color=theme.palette["green"],
                                                                  color_name="green", bold=True),
                       role="text")
            page.label(x1 + 28, y + 30, params["thanks"],
                       style(typo["body"], typo["size"] + 8, theme.text, bold=True),
                       role="structural", max_width=x2 - x1 - 56)
            meta = f"{params['order']} · {lab['order_placed']} {params['date']}"
            page.label(x1 + 28, y + 68, meta, ui_style(typo, theme, color=theme.muted),
                       role="text", max_width=x2 - x1 - 56)
            body = style(typo["body"], typo["size"], theme.text)
            paras = [styled_spans(t, m, body, theme, typo["mono"])
                     for t, m in zip(params["note"], params["marks"], strict=True)]
            block = page.text((x1 + 28, y + 104, x2 - 28, y + 230), paras, body, role="prose",
                              line_height=1.5, paragraph_gap=params["gap"])
            y = block.bottom + 14
            # the buttons give way when the items, totals and addresses would not fit below
            if y + 56 + 58 * len(params["items"]) + 130 + 110 + 34 > page.height:
                self._items_and_details(page, theme, typo, params, x1, y, x2)
                return page
            st = ui_style(typo, theme)
            bw = round(measure(lab["view_order"], st)[0]) + 40
            form_button(page, theme, typo, (x1 + 28, y, x1 + 28 + bw, y + 36), lab["view_order"])
            tw = round(measure(lab["track"], st)[0]) + 40
            form_button(page, theme, typo, (x1 + 40 + bw, y, x1 + 40 + bw + tw, y + 36),
                        lab["track"], primary=False)
            self._items_and_details(page, theme, typo, params, x1, y + 56, x2)
        return page

    def _items_and_details(self, page: Page, theme: Theme, typo: dict[str, Any],
                           params: dict[str, Any], x1: int, y: int, x2: int) -> None:
        y = self._items(page, theme, typo, params, x1 + 28, y, x2 - 28)
        self._details(page, theme, typo, params, x1 + 28, y + 10, x2 - 28)

    def _items(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any], x1: int,
               y: int, x2: int) -> int:
        lab = p["labels"]
        st = ui_style(typo, theme, size=typo["size"])
        with page.region("items", "list", (x1, y, x2, y + 300), label=lab["order_summary"]):
            page.label(x1, y, lab["order_summary"], st.but(bold=True, size=typo["size"] + 2),
                       role="structural")
            y += 36
            for item in p["items"]:
                product(page, (x1, y, x1 + 48, y + 48), SHOP_SHAPES[item["index"]],
                        COLOURS[SHOP_COLOURS[item["colour"]]], item["index"])
                pw = round(measure(item["price"], st)[0])
                page.label(x1 + 60, y - 2, item["name"], st.but(bold=True), role="text",
                           max_width=x2 - x1 - 80 - pw)
                page.label(x1 + 60, y + 20, f"{item['variant']} · {item['qty']}",
                           st.but(color=theme.muted, size=typo["size"] - 2), role="text")
                page.label(x2 - pw, y + 8, item["price"], st, role="text")
                y += 58
        with page.region("summary", "totals", (x1, y, x2, y + 120)):
            page.line((x1, y), (x2, y), theme.border)
            y += 8
            rows = [(lab["subtotal"], p["subtotal"]), (lab["shipping"], p["shipping"] or
                                                       lab["free"]), (p["incl_tax"] if p["sums"]["included"]
                                                                else lab["est_tax"], p["tax"])]
            for name, value in rows:
                vw = round(measure(value, st)[0])
                page.label(x1, y, name, st.but(color=theme.muted), role="text")
                page.label(x2 - vw, y, value, st, role="text")
                y += 24
            big = st.but(bold=True, size=typo["size"] + 2)
            vw = round(measure(p["total"], big)[0])
            page.label(x1, y + 4, lab["total"], big, role="structural")
            page.label(x2 - vw, y + 4, p["total"], big, role="text")
        return y + 44

    def _details(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 x1: int, y: int, x2: int) -> None:
        lab = p["labels"]
        st = ui_style(typo, theme, size=typo["size"] - 1)
        cw = (x2 - x1) // 3
        cols = [(lab["ship_to"], p["address"]), (lab["payment_method"], [p["card"]]),
                (lab["est_delivery"], [p["delivery"]])]
        bottom = y + 34 + 20 * max(len(lines) for _, lines in cols)
        with page.region("details", "body", (x1, y, x2, bottom)):
            page.line((x1, y), (x2, y), theme.border)
            for k, (title, lines) in enumerate(cols):
                cx = x1 + k * cw
                page.label(cx, y + 10, title, st.but(bold=True), role="structural",
                           max_width=cw - 10)
                for j, text in enumerate(lines):
                    page.label(cx, y + 34 + j * 20, text, st.but(color=theme.muted), role="text",
                               max_width=cw - 10)
        fy = max(bottom + 24, page.height - 34)  # clear of the address, or below the fold
        if fy + 24 > page.height:
            return
        with page.region("footer", "chrome", (x1, fy - 4, x2, fy + 24)):
            page.line((x1, fy - 8), (x2, fy - 8), theme.border)
            page.label(x1, fy, p["footer"], st.but(size=typo["size"] - 2, color=theme.muted),
                       role="text", max_width=x2 - x1)
