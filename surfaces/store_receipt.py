"""A till receipt on thermal paper, shown in a viewer: store header, items, totals, payment."""

from __future__ import annotations

import zlib
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Style, Theme, choice, measure
from surfaces.kit.chrome import toolbar
from surfaces.kit.document import unique_words
from surfaces.kit.numbers import currency_for, format_money, format_number, tax_rate
from surfaces.kit.typography import sample_typography, style

PAPER = (252, 251, 246)
INK = (40, 40, 44)


class StoreReceipt(Surface):
    name = "store_receipt"
    family = "commerce"
    text_roles = ("prose", "text", "structural", "chrome")
    regions = ("toolbar", "receipt", "header", "items", "totals", "payment", "footer")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        # the shop's address comes from the language's home country (an American one in
        # English), so its till counts in that country's money, with its kind of tax
        cur = currency_for(rng, lang)
        cur = "USD" if cur == "GBP" else cur
        # Distinct products, each at its own shelf price (the same on every receipt), in
        # one letter case for the whole till roll
        upper = bool(rng.random() < 0.5)
        items, subtotal, units = [], 0.0, 0
        for name in unique_words(content, "shop_grocery", int(rng.integers(5, 12))):
            qty = int(choice(rng, [1, 1, 1, 2, 3]))
            units += qty
            unit = shelf_price(name)
            subtotal += qty * unit
            items.append({"name": name.upper() if upper else name,
                          "qty": f"{qty} x {format_number(unit, lang)}" if qty > 1 else "",
                          "price": format_number(qty * unit, lang)})
        cashier = content.first_name()
        rate = tax_rate(lang, cur)
        tax = subtotal * rate / (1 + rate) if cur != "USD" else subtotal * rate
        total = subtotal if cur != "USD" else subtotal + tax
        cash = rng.random() < 0.35
        paid = float(np.ceil(total / 10) * 10) if cash else total
        shop = content.address()
        return {
            "typo": sample_typography(rng, "sans", (13,)),
            "store": content.word("shop_store"), "street": shop.street,
            "city": shop.town_line,
            "phone": f"{content.ui('shop.tel')} {content.fake.phone_number()}",
            "date": content.date(), "time": content.time(),
            "receipt": content.ui("shop.receipt_no", n=int(rng.integers(1000, 99999))),
            "cashier": content.ui("shop.cashier", n=cashier),
            "terminal": content.ui("shop.terminal", n=int(rng.integers(1, 9))),
            "items": items, "count": content.ui("shop.items_count", n=units),  # articles, not lines
            "currency": cur,
            "labels": {k: content.ui(f"shop.{k}") for k in
                       ("subtotal", "tax", "total", "cash", "change", "card", "thanks",
                        "approved", "auth")},
            "vat": content.ui("shop.vat", r=f"{format_number(rate * 100, lang, 0)}%"),
            "subtotal": format_number(subtotal, lang), "tax": format_number(tax, lang),
            "total": format_money(total, lang, cur), "cash": cash,
            "paid": format_number(paid, lang), "change": format_number(paid - total, lang),
            "visa": content.ui("shop.visa", n=int(rng.integers(1000, 9999))),
            "auth_code": f"{int(rng.integers(100000, 999999))}", "us": cur == "USD",
            "policy": content.sentences("shop_receipt_policy", int(rng.integers(2, 4)),
                                        name=cashier),
            "policy_gap": float(choice(rng, [0.0, 1.0])),
            "bars": [int(v) for v in rng.integers(1, 4, 90)],
            "width": int(choice(rng, [330, 350, 370])), "size": int(choice(rng, [12, 13])),
            "zoom": choice(rng, ["100 %", "125 %", "90 %"]),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        page.rect((0, 0, page.width, page.height), theme.panel if theme.name == "light"
                  else (24, 25, 28), name="viewer")
        toolbar(page, theme, typo, (0, 0, page.width, 44), [params["zoom"]], n_icons=4)
        w = params["width"]
        x1, x2 = (page.width - w) // 2, (page.width + w) // 2
        with page.region("receipt", "document", (x1, 60, x2, page.height)):
            page.rect((x1 + 3, 63, x2 + 3, page.height), (0, 0, 0) if theme.name == "dark"
                      else (215, 215, 215), name="shadow")
            page.rect((x1, 60, x2, page.height), PAPER, name="paper")
            self._draw(page, typo, params, x1 + 22, 76, x2 - 22)
        return page

    def _draw(self, page: Page, typo: dict[str, Any], p: dict[str, Any], x1: int, y: int,
              x2: int) -> None:
        pen = _Pen(page, style(typo["mono"], p["size"], INK), x1, x2, y)
        lab = p["labels"]
        with page.region("header", "structural", (x1, y, x2, y + 140)):
            pen.centre(p["store"].upper(), pen.mono.but(bold=True, size=p["size"] + 5),
                       "structural")
            pen.y += 4
            for t in (p["street"], p["city"], p["phone"]):
                pen.centre(t)
        pen.rule()
        pen.line(p["date"], p["time"])
        pen.line(p["receipt"], p["terminal"])
        pen.line(p["cashier"])
        pen.rule()
        with page.region("items", "list", (x1, pen.y, x2, pen.y + 400)):
            for item in p["items"]:
                if item["qty"]:
                    pen.line(item["name"])
                    pen.line(f"  {item['qty']}", item["price"])
                else:
                    pen.line(item["name"], item["price"])
        pen.rule()
        with page.region("totals", "totals", (x1, pen.y, x2, pen.y + 80)):
            pen.line(lab["subtotal"], p["subtotal"])
            pen.line(lab["tax"] if p["us"] else p["vat"], p["tax"])
            pen.y += 4
            pen.line(lab["total"].upper(), p["total"], pen.mono.but(bold=True, size=p["size"] + 3))
        pen.y += 4
        with page.region("payment", "payment", (x1, pen.y, x2, pen.y + 80)):
            if p["cash"]:
                pen.line(lab["cash"], p["paid"])
                pen.line(lab["change"], p["change"])
            else:
                pen.line(lab["card"], p["visa"])
                pen.line(f"{lab['auth']}: {p['auth_code']}", lab["approved"])
        pen.rule()
        self._footer(page, pen, p)

    def _footer(self, page: Page, pen: _Pen, p: dict[str, Any]) -> None:
        x1, x2 = pen.x1, pen.x2
        with page.region("footer", "body", (x1, pen.y, x2, page.height)):
            pen.centre(p["count"])
            pen.centre(p["labels"]["thanks"], pen.mono.but(bold=True))
            st = pen.mono.but(size=pen.mono.size - 1)
            paras = [[Span(" ".join(p["policy"][:1]), st)], [Span(" ".join(p["policy"][1:]), st)]]
            block = page.text((x1, pen.y + 4, x2, pen.y + 110), paras, st, role="prose",
                              align="center", line_height=1.35, paragraph_gap=p["policy_gap"])
            y = block.bottom + 12
            x = x1 + 20
            for k, b in enumerate(p["bars"]):
                if k % 2 == 0 and x < x2 - 20:
                    page.rect((x, y, x + b, y + 44), INK, name="barcode")
                x += b + 1


class _Pen:
    """Writes receipt lines (left text, right-aligned amount) down the paper."""

    def __init__(self, page: Page, mono: Style, x1: int, x2: int, y: int):
        self.page, self.mono, self.x1, self.x2, self.y = page, mono, x1, x2, y

    def _top(self, st: Style) -> int:
        return self.y - (round(st.size * 2.2) - round(self.mono.size * 1.45)) // 2

    def line(self, left: str, right: str = "", st: Style | None = None) -> None:
        st = st or self.mono
        rw = round(measure(right, st)[0]) if right else 0
        if left:
            self.page.label(self.x1, self._top(st), left, st, role="text",
                            max_width=self.x2 - self.x1 - rw - 10)
        if right:
            self.page.label(self.x2 - rw, self._top(st), right, st, role="text")
        self.y += round(st.size * 1.45)

    def centre(self, text: str, st: Style | None = None, role: str = "text") -> None:
        st = st or self.mono
        self.page.label(self.x1, self._top(st), text, st, role=role, align="center",
                        max_width=self.x2 - self.x1)
        self.y += round(st.size * 1.45)

    def rule(self) -> None:
        for k in range(self.x1, self.x2, 8):
            self.page.line((k, self.y + 6), (k + 4, self.y + 6), INK, name="rule")
        self.y += 14


def shelf_price(product: str) -> float:
    """A product's price (0.59 to 6.48), a fixed function of its name: a shop charges the
    same for it on every receipt."""
    return (59 + zlib.crc32(product.encode("utf-8")) % 590) / 100
