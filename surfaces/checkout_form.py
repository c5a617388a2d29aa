"""A shop's checkout page: steps, contact and address fields, payment, and the order summary."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.chrome import ui_style
from surfaces.kit.forms import FieldLook, checkbox, form_button, radio, select, text_input
from surfaces.kit.numbers import currency_for, format_money, tax_rate, ui_list
from surfaces.kit.products import COLOURS, SHOP_COLOURS, SHOP_SHAPES, product
from surfaces.kit.shop import new_shade, pick_products
from surfaces.kit.typography import sample_typography, style


class CheckoutForm(Surface):
    name = "checkout_form"
    family = "forms"
    text_roles = ("text", "structural", "chrome")
    regions = ("header", "steps", "form", "field", "summary")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        # The address comes from the language's Faker locale, so the shopper lives in its
        # home country (the first of forms.countries) and pays in that country's currency.
        cur = currency_for(rng, lang)
        cur = "USD" if cur == "GBP" else cur
        items, subtotal = _cart(rng, content, cur)
        standard = 0.0 if rng.random() < 0.4 else float(rng.integers(4, 12)) - 0.01
        express, express_price = bool(rng.random() < 0.3), float(rng.integers(12, 25)) - 0.01
        shipping = express_price if express else standard  # the method chosen is the one charged
        filled = min(8, int(rng.integers(3, 12)))  # most shoppers have typed the address
        pending = filled <= 5  # no address yet: no shipping methods, shipping priced later
        shipping = 0.0 if pending else shipping
        home = content.address()
        # a US order pays the town's own combined sales tax (the receipt's table)
        rate = tax_rate(lang, cur, home.city)
        # US prices are net and tax is added; European prices include VAT (shown, not added)
        included = cur != "USD"
        tax = round((subtotal + shipping) * rate / (1 + rate) if included else subtotal * rate, 2)
        total = subtotal + shipping + (0.0 if included else tax)
        first, last = content.first_name(), content.last_name()
        email = content.email(f"{first} {last}")  # the field's and the summary's
        keys = ("contact", "email", "shipping_address", "country", "first_name", "last_name",
                "address", "apartment", "city", "zip", "phone", "payment", "card_number",
                "expiry", "cvc", "name_on_card", "same_billing", "save_info", "pay_now",
                "return_cart", "secure", "shipping_method", "standard", "express", "discount",
                "apply", "subtotal", "shipping", "taxes", "total", "free")
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "labels": {k: content.ui(f"forms.{k}") for k in keys},
            # the step shown: the contact and address form (Information) until the address
            # is complete, then choosing the delivery (Shipping); payment is the next page
            "steps": ui_list(content, "forms.steps"), "step": 2 if filled > 5 else 1,
            "next": content.ui("h_checkout.to_payment" if filled > 5
                               else "h_checkout.to_shipping"),
            "store": content.word("shop_brand"), "items": items,
            **_summary_rows(content, email, home.one_line),
            "values": {"email": email, "first": first, "last": last,
                       "address": home.street, "city": home.city,
                       "zip": home.postcode, "state": home.region if lang == "en" else "",
                       "phone": content.fake.mobile_number(),
                       "country": ui_list(content, "forms.countries")[0]},
            "filled": filled, "express": express, "pending": pending,
            "enter_address": content.ui("wc.checkout.enter_address"),
            "calculated": content.ui("wc.checkout.calculated"),
            "subtotal": format_money(subtotal, lang, cur),
            "shipping": format_money(standard, lang, cur) if standard else None,
            "charged": None if pending else format_money(shipping, lang, cur) if shipping else None,
            "express_price": format_money(express_price, lang, cur),
            "tax": format_money(tax, lang, cur),
            "total": format_money(total, lang, cur),
            "sums": {"subtotal": subtotal, "shipping": shipping, "tax": tax, "total": total,
                     "included": included},
            "incl_tax": content.ui("shop.incl_tax"),
            "currency": cur, "state_label": content.ui("d_shop.state"),
            "look": {"variant": choice(rng, ["outlined", "outlined", "filled"]),
                     "height": int(choice(rng, [36, 40])), "radius": int(choice(rng, [4, 6])),
                     "gap": 6},
            "save": bool(rng.random() < 0.5),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        split = 580
        page.rect((split, 0, page.width, page.height), theme.panel, name="summary panel")
        page.line((split, 0), (split, page.height), theme.border)
        self._left(page, theme, typo, params, 48, split - 40)
        self._summary(page, theme, typo, params, split + 36, page.width - 40)
        return page

    def _left(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
              x1: int, x2: int) -> None:
        lab, v = p["labels"], p["values"]
        look = FieldLook(**p["look"])
        with page.region("header", "structural", (x1, 16, x2, 56)):
            page.label(x1, 16, p["store"], style(typo["ui"], typo["size"] + 8, theme.text,
                                                 bold=True), role="structural")
        with page.region("steps", "chrome", (x1, 56, x2, 84)):
            st = ui_style(typo, theme, size=typo["size"] - 2)
            x = x1
            for k, step in enumerate(p["steps"]):
                colour = theme.text if k == p["step"] else (theme.link if k < p["step"]
                                                            else theme.muted)
                x = page.label(x, 56, step, st.but(color=colour, bold=k == p["step"])).right
                if k < len(p["steps"]) - 1:
                    x = page.label(x + 6, 56, "›", st.but(color=theme.muted)).right + 6
        y = 92
        h2 = ui_style(typo, theme, size=typo["size"] + 3, bold=True)
        w = x2 - x1
        half = (w - 12) // 2
        n = p["filled"]
        if p["step"] == 2:  # the Information step is done: no editable field of it
            with page.region("form", "form", (x1, y, x2, page.height)):
                y = self._reviewed(page, theme, typo, p, (x1, y + 8, x2))
                page.label(x1, y + 12, lab["shipping_method"], h2, role="structural")
                y = self._methods(page, theme, typo, p, x1, y + 48, w)
                self._next(page, theme, typo, p, (x1, y, x2))
            return
        with page.region("form", "form", (x1, y, x2, page.height)):
            page.label(x1, y, lab["contact"], h2, role="structural")
            y = text_input(page, theme, typo, x1, y + 36, w, lab["email"],
                           v["email"] if n > 0 else "", look=look)
            page.label(x1, y, lab["shipping_address"], h2, role="structural")
            y = select(page, theme, typo, x1, y + 36, w, lab["country"], v["country"], look)
            text_input(page, theme, typo, x1, y, half, lab["first_name"],
                       v["first"] if n > 1 else "", look=look)
            y = text_input(page, theme, typo, x1 + half + 12, y, half, lab["last_name"],
                           v["last"] if n > 2 else "", look=look)
            y = text_input(page, theme, typo, x1, y, w, lab["address"],
                           v["address"] if n > 3 else "", look=look, focused=n == 4)
            y = self._town(page, theme, typo, p, (x1, y, w, half))
            y = checkbox(page, theme, typo, x1, y, lab["save_info"], p["save"], w)
            page.label(x1, y + 4, lab["shipping_method"], h2, role="structural")
            y = self._methods(page, theme, typo, p, x1, y + 40, w)
            self._next(page, theme, typo, p, (x1, y, x2))

    def _next(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
              at: tuple[int, int, int]) -> None:
        """The button on to the next step and the link back to the cart."""
        x1, y, x2 = at
        look = FieldLook(**p["look"])
        bw = max(200, round(measure(p["next"], ui_style(typo, theme, bold=True))[0]) + 40)
        form_button(page, theme, typo, (x2 - bw, y + 8, x2, y + 8 + look.height + 6),
                    p["next"], radius=look.radius)
        page.label(x1, y + 8 + (look.height + 6 - 30) // 2, p["labels"]["return_cart"],
                   ui_style(typo, theme, color=theme.link), role="chrome")

    def _reviewed(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                  at: tuple[int, int, int]) -> int:
        """The contact and the address of the Information step as read-only rows, each with
        its "Change" link (review47 0022: Shipping active over editable address fields)."""
        x1, y, x2 = at
        st = ui_style(typo, theme, size=typo["size"] - 1)
        muted, link = st.but(color=theme.muted), st.but(color=theme.link)
        rows = p["review"]
        page.rect((x1, y, x2, y + 48 * len(rows)), theme.surface, theme.border, radius=6,
                  name="box")
        lw = 16 + max(round(measure(label, muted)[0]) for label, _ in rows) + 16
        cw = round(measure(p["change"], link)[0])
        for k, (label, value) in enumerate(rows):
            ry = y + 48 * k
            if k:
                page.line((x1 + 14, ry), (x2 - 14, ry), theme.border)
            with page.region(f"field {label}", "field", (x1, ry, x2, ry + 48), label=label):
                page.label(x1 + 16, ry + 14, label, muted, role="structural")
                page.label(x1 + lw, ry + 14, value, st, role="text",
                           max_width=x2 - x1 - lw - cw - 32)
                page.label(x2 - 16 - cw, ry + 14, p["change"], link, role="chrome")
        return y + 48 * len(rows) + 16

    def _town(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
              at: tuple[int, int, int, int]) -> int:
        """City and postcode; a US address reads City, State, ZIP in one row."""
        x1, y, w, half = at
        lab, v, n, look = p["labels"], p["values"], p["filled"], FieldLook(**p["look"])
        if not v.get("state"):
            text_input(page, theme, typo, x1, y, half, lab["city"], v["city"] if n > 4 else "",
                       look=look)
            return text_input(page, theme, typo, x1 + half + 12, y, half, lab["zip"],
                              v["zip"] if n > 5 else "", look=look)
        third = (w - 24) // 3
        text_input(page, theme, typo, x1, y, third, lab["city"], v["city"] if n > 4 else "",
                   look=look)
        text_input(page, theme, typo, x1 + third + 12, y, third, p["state_label"],
                   v["state"] if n > 4 else "", look=look)
        return text_input(page, theme, typo, x1 + 2 * third + 24, y, third, lab["zip"],
                          v["zip"] if n > 5 else "", look=look)

    def _methods(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 x: int, y: int, w: int) -> int:
        lab = p["labels"]
        if p["pending"]:  # methods and prices come once the address is known
            page.rect((x, y, x + w, y + 52), theme.panel, theme.border, radius=6, name="box")
            page.label(x + 14, y + 10, p["enter_address"],
                       ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted),
                       role="text", max_width=w - 28)
            return y + 60
        options = [(lab["standard"], p["shipping"] or lab["free"]),
                   (lab["express"], p["express_price"])]
        st = ui_style(typo, theme, size=typo["size"] - 1)
        with page.region(f"field {lab['shipping_method']}", "field", (x, y, x + w, y + 92),
                         label=lab["shipping_method"]):
            page.rect((x, y, x + w, y + 88), theme.surface, theme.border, radius=6, name="box")
            page.line((x, y + 44), (x + w, y + 44), theme.border)
            for k, (name, price) in enumerate(options):
                radio(page, theme, typo, x + 14, y + 7 + 44 * k, name, k == int(p["express"]),
                      w - 140)
                pw = round(measure(price, st)[0])
                page.label(x + w - 14 - pw, y + 7 + 44 * k, price, st.but(bold=True),
                           role="text")
        return y + 96

    def _summary(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 x1: int, x2: int) -> None:
        lab = p["labels"]
        st = ui_style(typo, theme, size=typo["size"])
        with page.region("summary", "body", (x1 - 36, 0, page.width, page.height)):
            y = 40
            for k, item in enumerate(p["items"]):
                with page.region(f"item {k + 1}", "item", (x1, y, x2, y + 64), label=item["name"]):
                    product(page, (x1, y, x1 + 60, y + 60), SHOP_SHAPES[item["index"]],
                            COLOURS[SHOP_COLOURS[item["shade"]]], k)
                    page.ellipse((x1 + 48, y - 8, x1 + 68, y + 12), theme.muted, name="badge")
                    page.label(x1 + 52, y - 11, str(item["qty"]),
                               style(typo["ui"], 10, (255, 255, 255), bold=True), role="text")
                    pw = round(measure(item["price"], st)[0])
                    page.label(x1 + 76, y + 6, item["name"], st.but(bold=True), role="text",
                               max_width=x2 - x1 - 96 - pw)
                    page.label(x1 + 76, y + 28, item["variant"], st.but(color=theme.muted,
                                                                         size=st.size - 2),
                               role="text")
                    page.label(x2 - pw, y + 16, item["price"], st, role="text")
                y += 80
            look = FieldLook(**p["look"])
            bw = round(measure(lab["apply"], st)[0]) + 32
            text_input(page, theme, typo, x1, y, x2 - x1 - bw - 10, lab["discount"],
                       placeholder=lab["discount"], look=look, hide_label=True)
            form_button(page, theme, typo, (x2 - bw, y, x2, y + look.height),
                        lab["apply"], primary=False)
            y += 28 + look.height
            rows = [(lab["subtotal"], p["subtotal"]),
                    (lab["shipping"], p["calculated"] if p["pending"] else p["charged"] or lab["free"]),
                    (p["incl_tax"] if p["sums"]["included"] else lab["taxes"], p["tax"])]
            for name, value in rows:
                page.label(x1, y, name, st.but(color=theme.muted), role="text")
                vw = round(measure(value, st)[0])
                page.label(x2 - vw, y, value, st, role="text")
                y += 28
            big = st.but(size=typo["size"] + 5, bold=True)
            page.label(x1, y + 10, lab["total"], big, role="structural")
            tw = round(measure(p["total"], big)[0])
            cw = round(measure(p["currency"], st)[0])
            page.label(x2 - tw, y + 10, p["total"], big, role="text")
            page.label(x2 - tw - cw - 8, y + 13, p["currency"], st.but(color=theme.muted,
                                                                     size=st.size - 2),
                       role="text")
            page.label(x1, page.height - 44, lab["secure"], st.but(color=theme.muted,
                                                                  size=st.size - 2),
                       role="text", max_width=x2 - x1)


def _summary_rows(content: Content, email: str, address: str) -> dict[str, Any]:
    """On the Shipping step the contact and address typed before are a summary box, each
    row with its change link."""
    return {"review": [[content.ui("forms.contact"), email],
                       [content.ui("hf.checkout.ship_to"), address]],
            "change": content.ui("hf.checkout.change")}


def _cart(rng: np.random.Generator, content: Content, cur: str) -> tuple[list[dict], float]:
    """1-3 catalogue products with their quantity and colour, and their subtotal."""
    items, subtotal, shades = [], 0.0, []
    for k, name, price in pick_products(rng, content, 1, 3):  # catalogue prices
        qty = int(choice(rng, [1, 1, 2]))
        subtotal += round(price * qty, 2)
        shade = new_shade(rng, shades, len(SHOP_COLOURS))  # named and pictured
        items.append({"name": name, "index": k, "unit": price, "shade": shade, "qty": qty,
                      "variant": content.word_at("shop_colour", shade),
                      "price": format_money(price * qty, content.lang, cur)})
    return items, subtotal
