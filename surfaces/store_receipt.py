"""A till receipt on thermal paper, shown in a viewer: store header, items, totals, payment."""

from __future__ import annotations

import datetime
import zlib
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Style, Theme, choice, measure
from surfaces.kit.chrome import toolbar
from surfaces.kit.numbers import (
    currency_for,
    food_rate,
    format_money,
    format_number,
    format_percent,
    random_day,
    tax_rate,
    with_colon,
)
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
        upper = bool(rng.random() < 0.5)  # one letter case for the whole till roll
        items, subtotal, units = _basket(rng, content, cur, upper)
        cashier = content.first_name()
        shop, store = content.address(), content.word("shop_store")
        rate = tax_rate(lang, cur, shop.city)
        vats = _vat_lines(content, items) if cur == "EUR" else []
        us_taxes = _us_tax(content, items, rate, food_rate(lang, shop.city)) \
            if cur == "USD" else []
        tax = sum(v[2] for v in (vats or us_taxes))
        total = subtotal if cur != "USD" else round(subtotal + tax, 2)
        cash = rng.random() < 0.35
        paid = float(np.ceil(total / 10) * 10) if cash else total
        # a weekday (the printed opening hours close on Sundays) inside opening hours
        day = random_day(rng)
        day += datetime.timedelta(days=1) if day.weekday() == 6 else datetime.timedelta()
        hour, minute = int(rng.integers(9, 20)), int(rng.integers(0, 60))
        return {
            "lang": content.lang,
            "typo": sample_typography(rng, "sans", (13,)),
            "store": store, "street": shop.street, "city": shop.town_line,
            "phone": f"{content.ui('shop.tel')} {content.fake.phone_of(shop.city)}",
            "date": content.format_date(day), "time": content.format_time(hour, minute),
            "receipt": content.ui("shop.receipt_no", n=int(rng.integers(1000, 99999))),
            "cashier": content.ui("shop.cashier", n=cashier),
            "terminal": content.ui("shop.terminal", n=int(rng.integers(1, 9))),
            "items": items, "count": content.ui("shop.items_count", n=units),  # articles, not lines
            "currency": cur,
            "labels": {k: content.ui(f"shop.{k}") for k in
                       ("subtotal", "tax", "total", "cash", "change", "card", "thanks",
                        "approved", "auth")},
            "vat": vats[0][0] if vats else "", "vats": [v[:2] for v in vats or us_taxes],
            "subtotal": format_number(subtotal, lang), "tax": format_number(tax, lang),
            "total": format_money(total, lang, cur), "cash": cash,
            "paid": format_number(paid, lang), "change": format_number(paid - total, lang),
            "visa": content.ui("shop.visa", n=int(rng.integers(1000, 9999))),
            "auth_code": f"{int(rng.integers(100000, 999999))}", "us": cur == "USD",
            "policy": _policy(rng, content, store, total),
            "policy_gap": float(choice(rng, [0.0, 1.0])),
            "bars": [int(v) for v in rng.integers(1, 4, 90)],
            "width": int(choice(rng, [330, 350, 370])), "size": int(choice(rng, [12, 13])),
            "zoom": format_percent(int(choice(rng, [100, 125, 90])), lang, 0),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        page.rect((0, 0, page.width, page.height), theme.panel if theme.name == "light"
                  else (24, 25, 28), name="viewer")
        toolbar(page, theme, typo, (0, 0, page.width, 44), [params["zoom"]],
                icons=["download", "print", "search", "expand"])
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
                price = item["price"] + item.get("code", "")
                if item["qty"]:
                    pen.line(item["name"])
                    pen.line(f"  {item['qty']}", price)
                else:
                    pen.line(item["name"], price)
        pen.rule()
        with page.region("totals", "totals", (x1, pen.y, x2, pen.y + 80)):
            pen.line(lab["subtotal"], p["subtotal"])
            if not p["vats"] and not p["us"]:
                pen.line(lab["tax"], p["tax"])
            for label, amount in p["vats"]:
                pen.line(label, amount)
            pen.y += 4
            pen.line(lab["total"].upper(), p["total"], pen.mono.but(bold=True, size=p["size"] + 3))
        pen.y += 4
        with page.region("payment", "payment", (x1, pen.y, x2, pen.y + 80)):
            if p["cash"]:
                pen.line(lab["cash"], p["paid"])
                pen.line(lab["change"], p["change"])
            else:
                pen.line(lab["card"], p["visa"])
                pen.line(f"{with_colon(lab['auth'], p['lang'])} {p['auth_code']}", lab["approved"])
        pen.rule()
        self._footer(page, pen, p)

    def _footer(self, page: Page, pen: _Pen, p: dict[str, Any]) -> None:
        x1, x2 = pen.x1, pen.x2
        with page.region("footer", "body", (x1, pen.y, x2, page.height)):
            pen.centre(p["count"])
            pen.centre(p["labels"]["thanks"], pen.mono.but(bold=True))
            st = pen.mono.but(size=pen.mono.size - 1)
            policy, y = list(p["policy"]), pen.y + 16
            while policy:  # a printed slip ends on a whole line: drop lines until it fits
                paras = [[Span(t, st)] for t in (policy[0], " ".join(policy[1:])) if t]
                block = page.text((x1, pen.y + 4, x2, pen.y + 110), paras, st, role="prose",
                                  align="center", line_height=1.35,
                                  paragraph_gap=p["policy_gap"])
                if not block.laid.truncated:
                    y = block.bottom + 12
                    break
                page.ops.remove(block)
                policy.pop()
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


# What each product of the ``shop_grocery`` slot (the same order in every language)
# costs: lowest and highest shelf price in euros or dollars, and whether the till
# weighs it (a price per kilo, per pound on an American till) and how many a
# shopper takes at most.
GROCERY = (
    (0.99, 1.49, "", 4),   # milk 1 l
    (2.29, 4.49, "", 1),   # sourdough bread
    (1.19, 1.99, "kg", 0),  # bananas
    (2.19, 3.99, "", 2),   # eggs
    (2.49, 6.49, "", 1),   # cheese
    (4.49, 8.99, "", 1),   # olive oil 500 ml
    (0.79, 1.79, "", 3),   # spaghetti 500 g
    (1.49, 2.79, "", 2),   # cherry tomatoes, a punnet
    (3.49, 6.99, "", 2),   # ground coffee
    (1.49, 3.29, "", 2),   # orange juice 1 l
    (1.79, 2.99, "", 2),   # butter 250 g
    (1.99, 3.49, "kg", 0),  # apples
    (1.99, 3.49, "", 2),   # basmati rice 1 kg
    (0.89, 2.49, "", 4),   # yogurt
    (1.29, 2.99, "", 3),   # dark chocolate
    (0.29, 0.89, "", 6),   # sparkling water 1.5 l
)
# VAT of each product (by its index in GROCERY) as the country's law classes it, %: the
# reduced rate for food, the standard one for juice and water in Germany, coffee, juice
# and water in Italy; the super-reduced one for basic food in Italy and Spain
FOOD_VAT = {"de": 7, "fr": 5.5, "es": 10, "it": 10, "nl": 9}  # the usual food rate
VAT_OF = {
    "de": {9: 19, 15: 19},
    "es": {0: 4, 1: 4, 2: 4, 3: 4, 4: 4, 5: 4, 7: 4, 11: 4, 12: 4},
    "it": {0: 4, 1: 4, 2: 4, 4: 4, 5: 4, 6: 4, 7: 4, 10: 4, 11: 4, 12: 4, 13: 4,
           8: 22, 9: 22, 15: 22},
}


def vat_of(lang: str, index: int) -> float:
    """Product ``index``'s VAT rate in ``lang``'s country, %."""
    return float(VAT_OF.get(lang, {}).get(index, FOOD_VAT[lang]))


def _basket(rng: np.random.Generator, content: Content, cur: str,
            upper: bool) -> tuple[list[dict[str, str]], float, int]:
    """Distinct products, each at its shelf price, in quantities a shopper buys; weighed
    produce as weight x price per kilo (per pound in dollars)."""
    lang, items, subtotal, units = content.lang, [], 0.0, 0
    for i in rng.permutation(len(GROCERY))[:int(rng.integers(5, 12))]:
        name = content.word_at("shop_grocery", int(i))
        unit = shelf_price(name, int(i), cur)
        most, weighed = GROCERY[i][3], GROCERY[i][2]
        if weighed:
            qty, per = round(float(rng.uniform(0.3, 1.9)), 3), "lb" if cur == "USD" else "kg"
            line = f"{format_number(qty, lang, 3)} {per} x {format_number(unit, lang)}/{per}"
            n = 1
        else:
            n = int(choice(rng, [k for k in (1, 1, 1, 2, 2, 3, 4, 6) if k <= most]))
            qty, line = n, f"{n} x {format_number(unit, lang)}" if n > 1 else ""
        price = round(qty * unit, 2)
        units += n
        subtotal += price
        items.append({"name": name.upper() if upper else name, "qty": line, "index": int(i),
                      "price": format_number(price, lang), "value": price,
                      "rate": vat_of(lang, int(i)) if lang in FOOD_VAT else 0.0})
    return items, round(subtotal, 2), units


def _policy(rng: np.random.Generator, content: Content, store: str, total: float) -> list[str]:
    """Two or three footer lines, the shop's name in one of them at most (the header
    already names it: "receipt from X ... X opening hours ... X card" reads as a template)."""
    lines = content.sentences(
        "shop2_receipt_policy", 9, store=store, days=str(choice(rng, [14, 28, 30])),
        points=str(int(total)), voucher=str(choice(rng, [10, 20, 50])),
        off=str(choice(rng, [5, 10])))
    named = [t for t in lines if store in t][:1]
    rest = [t for t in lines if store not in t]
    out = (named + rest)[:int(rng.integers(2, 4))]
    return [t for t in lines if t in out]


# the groceries an American town taxes (candy and soft drinks); food is exempt
US_TAXED = (14, 15)


def _us_tax(content: Content, items: list[dict[str, Any]], rate: float,
            food: float | None = None) -> list[list[Any]]:
    """The town's sales tax lines, each naming its rate: the full rate on the lines marked
    "T" (candy and soft drinks), as an American till prints it. Where the state taxes
    groceries at the full rate too (Idaho), every line is "T" (r94 0011: "Sales tax 1.26"
    on a basket whose only "T" line cost 1.16); where at a reduced rate (Tennessee, r53
    0001), the food lines are "F" and taxed on their own "Food tax" line. Where the state
    has no sales tax (Oregon) the till prints none."""
    food = food or 0.0
    if not rate:  # no sales tax in the state (Oregon): no tax line, no flags
        return []
    full = [i for i in items if i["index"] in US_TAXED or food >= rate]
    groceries = [i for i in items if i not in full] if food else []
    lines = []
    for group, r, key, code in ((full, rate, "shop.tax", " T"),
                                (groceries, food, "shop.food_tax", " F")):
        if not group and key != "shop.tax":
            continue
        for i in group:
            i["code"] = code
        pct = round(r * 100, 3)
        places = len(f"{pct:g}".partition(".")[2])
        label = f"{content.ui(key)} {format_percent(pct, content.lang, places)}"
        tax = round(sum(i["value"] for i in group) * r, 2)
        lines.append([label, format_number(tax, content.lang), tax])
    return lines


def _vat_lines(content: Content, items: list[dict[str, Any]]) -> list[list[Any]]:
    """One VAT line per rate the basket holds ("MwSt. 7 %", the tax inside the gross sum);
    with more than one rate each line and each item carry its class letter (A, B)."""
    lang = content.lang
    rates = sorted({i["rate"] for i in items}, reverse=True)
    lines = []
    for k, r in enumerate(rates):
        gross = sum(i["value"] for i in items if i["rate"] == r)
        tax = round(gross * r / (100 + r), 2)
        label = content.ui("shop.vat", r=format_percent(r, lang, 0 if r % 1 == 0 else 1))
        if len(rates) > 1:
            label = f"{'ABC'[k]} {label}"
            for i in items:
                if i["rate"] == r:
                    i["code"] = f" {'ABC'[k]}"
        lines.append([label, format_number(tax, lang), tax])
    return lines


def shelf_price(product: str, index: int, cur: str = "EUR") -> float:
    """Product ``index``'s price, within its range, a fixed function of its name (a shop
    charges the same for it on every receipt), ending in 9 cents; a pound costs less."""
    lo, hi, weighed, _ = GROCERY[index]
    if weighed and cur == "USD":
        lo, hi = lo / 2.2, hi / 2.2
    step = zlib.crc32(product.encode("utf-8")) % 1000 / 1000
    return max(round(lo + step * (hi - lo), 1) - 0.01, 0.19)
