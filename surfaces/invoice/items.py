"""Invoice line items written from the invoice's world: what the seller's trade sells, with
plausible quantities, pack sizes and prices, and a description composed for this invoice.

Each product of a trade is a ``Product``: its unit (``hour``, ``piece``, ``pack``, ``box`` ...),
the unit price range in whole currency units (for the smallest pack, when sold in packs),
the quantity range and, for goods sold in packs, the pack counts. A description is one of the
language's ``invoice.item.<trade>.<key>`` title templates (generator/locales/<lang>/content/
invoice.toml): its ``{a|b}`` alternatives compose format, material, colour, size, work and
deliverable, and its slots take the invoice's own values: ``{pack}`` (the pack the unit
column names: "box of 250"), ``{month}``/``{year}`` (the period billed), ``{project}`` (the
job this invoice is for) and ``{site}`` (the customer's street, where work was done).
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any, NamedTuple

import numpy as np

from surfaces.invoice.amounts import fmt_number, fmt_qty
from surfaces.kit import Content, chance


class Product(NamedTuple):
    key: str
    unit: str  # hour | piece | flat | day | month | sqm | pack | box | person | interview
    lo: int  # lowest unit price (per smallest pack), whole currency units
    hi: int
    qty: tuple[int, int]
    packs: tuple[int, ...] = ()  # pack counts, for the units pack and box


P = Product
TRADES: dict[str, list[Product]] = {
    "web": [P("home", "flat", 450, 1200, (1, 1)), P("templates", "piece", 120, 280, (2, 8)),
            P("frontend", "hour", 65, 110, (4, 40)), P("migration", "hour", 45, 80, (2, 16)),
            P("hosting", "month", 15, 45, (1, 12)), P("domain", "piece", 8, 20, (1, 1)),
            P("ssl", "piece", 30, 90, (1, 1)), P("seo", "flat", 250, 600, (1, 1)),
            P("support", "hour", 55, 95, (1, 12))],
    "print": [P("cards", "box", 25, 45, (1, 4), (100, 250, 500, 1000)),
              P("flyers", "pack", 35, 60, (1, 4), (250, 500, 1000, 2500, 5000)),
              P("banner", "piece", 60, 140, (1, 3)),
              P("letterhead", "pack", 45, 80, (1, 3), (250, 500, 1000)),
              P("logo", "flat", 300, 900, (1, 1)), P("layout", "hour", 40, 75, (1, 12)),
              P("poster", "piece", 6, 18, (5, 40)), P("shipping", "flat", 8, 25, (1, 1))],
    "craft": [P("master", "hour", 45, 75, (1, 24)), P("apprentice", "hour", 22, 40, (1, 24)),
              P("callout", "flat", 30, 90, (1, 1)), P("socket", "piece", 6, 15, (2, 12)),
              P("spot", "piece", 12, 28, (4, 16)), P("fusebox", "flat", 350, 650, (1, 1)),
              P("worktop", "sqm", 90, 160, (2, 9)), P("disposal", "flat", 30, 80, (1, 1)),
              P("skip", "flat", 250, 450, (1, 1))],  # a skip: r62 0019 "benne 7 m³" at 70
    "office": [P("paper", "box", 18, 30, (2, 10), (4, 5)), P("toner", "piece", 45, 120, (1, 4)),
               P("binders", "pack", 12, 25, (1, 6), (5, 10, 20)),
               P("chair", "piece", 140, 380, (1, 4)), P("lamp", "piece", 25, 60, (1, 6)),
               P("whiteboard", "piece", 60, 140, (1, 2)),
               P("pens", "box", 6, 12, (1, 5), (10, 12, 20, 50)),
               P("shredder", "piece", 90, 220, (1, 1)), P("delivery", "flat", 25, 90, (1, 1))],
    "consult": [P("senior", "hour", 90, 160, (2, 24)), P("prep", "hour", 70, 140, (2, 12)),
                P("workshop", "day", 700, 1400, (1, 3)), P("pm", "hour", 60, 110, (2, 20)),
                P("travel", "flat", 40, 250, (1, 1)), P("report", "flat", 400, 1200, (1, 1)),
                P("training", "person", 180, 450, (2, 12)),
                P("interviews", "interview", 150, 400, (3, 12))],
    # a translation agency: a translation names both languages, proofreading only one
    "lang": [P("translation", "flat", 180, 1800, (1, 1)), P("proofread", "flat", 80, 450, (1, 1)),
             P("certified", "piece", 35, 80, (1, 4)), P("interpreting", "hour", 60, 120, (2, 8)),
             P("localisation", "hour", 45, 85, (4, 30)), P("terminology", "flat", 150, 500, (1, 1)),
             P("dtp", "hour", 40, 70, (1, 8)), P("rush", "flat", 50, 250, (1, 1))],
}
# the periods a service billed by the month is invoiced for: never "11 Monate" of hosting
BILLED_MONTHS = (1, 3, 6, 12)
# the products that are goods (the rest are work or services, delivery goes with goods)
GOODS = {"print": {"cards", "flyers", "banner", "letterhead", "poster", "shipping"},
         "office": {p.key for p in TRADES["office"]}}


# the lines that are the work of a job a client names as a project (a site built, a
# campaign printed, a room refitted, a study): domain renewals, certificates, hosting or
# business cards are not "project customer portal" work (r70 0000)
PROJECT_WORK = {"web": {"home", "templates", "frontend", "migration"},
                "print": {"flyers", "banner", "poster", "layout"},
                "craft": {"master", "apprentice", "socket", "spot", "fusebox", "worktop",
                          "disposal", "skip"},
                "consult": {p.key for p in TRADES["consult"]}}


def fit_project(items: list[dict[str, Any]], world: dict[str, str], redraw) -> None:
    """The world's project drawn again (``redraw``) until it fits the lines: a homepage
    redesign is a site's job, not a blog's (r70 0026)."""
    while any(i["key"] == "home" for i in items) and "blog" in world["project"].lower():
        world["project"] = redraw()


def project_work(doc: dict[str, Any]) -> bool:
    """Whether the invoice's lines include work of a project its prose may name."""
    work = PROJECT_WORK.get(doc["trade"], set())
    return any(item["key"] in work for item in doc["items"])


def goods_only(doc: dict[str, Any]) -> bool:
    """Whether an invoice bills goods only (its intro then speaks of goods, not work)."""
    goods = GOODS.get(doc["trade"], set())
    return all(item["key"] in goods for item in doc["items"])


# a consultant's expenses by the language's ``w13r.travel`` line: travel, travel and hotel,
# a train ticket, a flight and a night's hotel, travel and meals (review w13: "Flights and
# one night's hotel" for 100.00)
TRAVEL = ((40, 250), (180, 650), (35, 180), (280, 900), (80, 350))

HALVES = ("hour", "sqm")  # units whose quantity may be a half
PACKED = ("pack", "box")
MAX_ITEMS = min(len(items) for items in TRADES.values())


def pack_text(content: Content, unit: str, count: int, fmt: dict[str, Any]) -> str:
    """The pack a unit names, as the description writes it ("box of 250")."""
    return content.ui(f"invoice.pack.{unit}", n=fmt_number(Decimal(count), fmt, 0))


# units billed at a professional's rate (a day rate, a flat fee), never at a shop's 9.99
RATE_UNITS = ("hour", "day", "flat", "person", "interview")


def unit_price(rng: np.random.Generator, product: Product, count: int) -> int:
    """A unit price in cents with a shop-like ending; a bigger pack costs more per pack but
    less per piece."""
    lo, hi = product.lo, product.hi
    if product.packs:
        scale = (count / product.packs[0]) ** 0.8
        lo, hi = lo * scale, hi * scale
    value = lo + rng.random() * (hi - lo)
    if value >= 100 or product.unit in RATE_UNITS:  # a rate is round: 70 an hour, not 70.99
        return int(round(value / 5) * 5) * 100
    ending = int(rng.choice([0, 50, 90, 99, 0]))
    return int(value) * 100 + ending


# a year of a domain by its TLD (whole currency units, low-high): a country code or .com
# about ten, .io, a new gTLD or a city's far dearer (a .paris renewal at 9.99, review 54)
TLD_YEAR = {".com": (11, 16), ".net": (13, 18), ".org": (12, 17), ".eu": (7, 11),
            ".fr": (8, 12), ".de": (6, 10), ".es": (8, 12), ".it": (8, 12), ".nl": (8, 12),
            ".uk": (7, 11), ".co.uk": (7, 11), ".org.uk": (7, 11), ".cat": (22, 30),
            ".io": (45, 60), ".shop": (30, 40), ".online": (30, 40), ".paris": (40, 55),
            ".amsterdam": (40, 55)}


def domain_price(rng: np.random.Generator, desc: str) -> int | None:
    """The price in cents of the domain line ``desc`` names: its TLD's yearly price times
    the years it says ("(.paris), 2 ans"); None when it names no TLD of TLD_YEAR."""
    tld = re.search(r"\((\.[a-z.]+)\)", desc)
    if not tld or tld.group(1) not in TLD_YEAR:
        return None
    years = re.search(r"\),\s*(\d+)", desc)
    lo, hi = TLD_YEAR[tld.group(1)]
    year = int(lo + rng.random() * (hi - lo)) * 100 + int(rng.choice([0, 50, 90, 99]))
    return year * (int(years.group(1)) if years else 1)


# the items a trade's line may name that cost more than the rest of its kind: a pop-up
# display wall is no roll-up (r67 0010: "Pop-up-Wand 300 x 225 cm" at 105,00 €); the
# range (whole currency units) such a line's unit price is drawn from
FLOORS = ((re.compile(r"pop-up|parapluie|photocall", re.I), 400, 900),)


def floor_price(rng: np.random.Generator, product: Product, desc: str, count: int,
                price: int) -> int:
    """``price`` (cents), or one of the dearer range a line like ``desc`` costs."""
    for pattern, lo, hi in FLOORS:
        if pattern.search(desc) and price < lo * 100:
            return unit_price(rng, product._replace(lo=lo, hi=hi), count)
    return price


# a text billed flat for its word count is priced from it (r84 0006: 1 200 words for 1 250 €):
# cents a word a translator (a proofreader) asks; the count ends the line ("…, 1 200 mots")
PER_WORD = {"translation": (8, 15), "proofread": (3, 6)}
WORD_COUNT = re.compile(r"(\d[\d.,\s\u202f\u00a0]*\d)\s+\S+$")


def word_price(rng: np.random.Generator, key: str, desc: str) -> int | None:
    """The price (cents) of a text of the line's word count, a round figure (a flat fee is
    a multiple of 5), or None."""
    m = WORD_COUNT.search(desc) if key in PER_WORD else None
    if m is None:
        return None
    words = int(re.sub(r"\D", "", m.group(1)))
    cents = words * int(rng.integers(PER_WORD[key][0], PER_WORD[key][1] + 1))
    return max(500, round(cents / 500) * 500)


def sample_items(rng: np.random.Generator, content: Content, world: dict[str, str], n: int,
                 fmt: dict[str, Any]) -> tuple[list[dict[str, Any]], int]:
    """``n`` distinct line items of the world's trade and their subtotal in cents."""
    specs = TRADES[world["trade"]]
    picks = sorted(int(i) for i in rng.permutation(len(specs))[:n])
    items, subtotal = [], 0
    for i in picks:
        product, travel = specs[i], ""
        if product.key == "travel":  # the price range of the kind of trip the line names
            k = int(rng.integers(len(TRAVEL)))
            product = product._replace(lo=TRAVEL[k][0], hi=TRAVEL[k][1])
            travel = content.ui_list("w13r.travel")[k]
        count = int(rng.choice(product.packs)) if product.packs else 0
        qty = Decimal(int(rng.integers(product.qty[0], product.qty[1] + 1)))
        if product.unit == "month":  # a month, a quarter, half a year or a year (r52 0020)
            qty = Decimal(int(rng.choice(BILLED_MONTHS)))
        if product.unit in HALVES and chance(rng, 0.3):
            qty += Decimal("0.5")
        price = unit_price(rng, product, count)
        if qty != qty.to_integral_value() and price % 2:
            price += 1
        pack = pack_text(content, product.unit, count, fmt) if count else ""
        slots = {"month": world["month"], "year": world["year"]}
        desc = content.fill(travel, **slots) if travel else content.title(
            f"invoice.item.{world['trade']}.{product.key}", pack=pack, **slots,
            project=world["project"], site=world["site"])
        if product.key == "domain":  # the price its TLD and its years ask
            price = domain_price(rng, desc) or price
        price = word_price(rng, product.key, desc) or floor_price(rng, product, desc, count,
                                                                   price)
        amount = int(qty * price)
        subtotal += amount
        items.append({"key": product.key, "desc": desc, "qty": fmt_qty(qty, fmt),
                      "pack": pack, "flat": product.unit == "flat",
                      "unit": content.ui(f"invoice.unit{'' if qty == 1 else 's'}.{product.unit}"),
                      "price_cents": price, "amount_cents": amount})
    return items, subtotal
