"""The lower band of a product page, as shops fill it: "Customers also bought", a row of
the shop's other items (a photo, the item, its stars and price), each drawn from the shop's
range (kit/products.py) in a colour it offers."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.kit import Content, Page, Theme
from surfaces.kit.chrome import ui_style
from surfaces.kit.numbers import format_money
from surfaces.kit.products import COLOURS, product
from surfaces.kit.web import stars


def also_bought(rng: np.random.Generator, content: Content, item: str, cur: str) -> dict[str, Any]:
    """Four other items of the shop (never the one on the page): name, shape, colour,
    rating and a price in the item's own range."""
    others = [r for r in content._slot("page_product") if str(r["item"]) != item]
    picks = rng.choice(len(others), min(4, len(others)), replace=False)
    items = []
    for k in picks:
        r = others[int(k)]
        price = float(rng.integers(r["low"], r["high"])) + float(rng.choice([0.0, 0.5, 0.99]))
        name = str(r["item"])
        items.append({"name": name.title() if content.lang == "en" else name[:1].upper() + name[1:],
                      "shape": str(r["shape"]), "colour": int(rng.integers(len(COLOURS))),
                      "rating": float(rng.integers(6, 11)) / 2,
                      "price": format_money(price, content.lang, cur), "photo": int(rng.integers(5))})
    return {"title": content.ui("web.shop_also_bought"), "items": items}


def draw_also_bought(page: Page, theme: Theme, typo: dict[str, Any], more: dict[str, Any],
                     box: tuple[int, int, int, int]) -> int:
    """The heading and as many cards as ``box`` is wide for: in a tall band a photo over
    each item's name, stars and price, in a low one a square photo beside them; the
    bottom drawn."""
    x1, y1, x2, y2 = box
    head = ui_style(typo, theme, size=16, bold=True)
    page.label(x1, y1, more["title"], head, role="structural")
    page.line((x1, y1 + 30), (x2, y1 + 30), theme.border)
    tall = y2 - y1 >= 230
    n = min(len(more["items"]), max(1, (x2 - x1 + 24) // (224 if tall else 264)))
    w = (x2 - x1 - 24 * (n - 1)) // n
    top = y1 + 42
    photo = min(w * 3 // 4, y2 - top - 70) if tall else min(96, max(52, y2 - top))
    small = ui_style(typo, theme, size=13)
    for k, it in enumerate(more["items"][:n]):
        cx = x1 + k * (w + 24)
        pw = w if tall else photo
        product(page, (cx, top, cx + pw, top + photo), it["shape"], COLOURS[it["colour"]],
                it["photo"])
        tx, ty = (cx, top + photo + 6) if tall else (cx + photo + 12, top)
        tw = w - (tx - cx)
        page.label(tx, ty, it["name"], small, role="text", max_width=tw)
        stars(page, tx, ty + (26 if tall else 23), it["rating"], 12)
        page.label(tx, ty + (40 if tall else 36), it["price"], small.but(bold=True), role="text",
                   max_width=tw)
    return top + photo + (62 if tall else 0)
