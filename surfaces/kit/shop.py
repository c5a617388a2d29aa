"""The online shop's catalogue: each ``shop_product`` (same index in every language) has its
own price range, so a candle never costs more than a rain jacket and a cart, a checkout and an
order confirmation price the same product alike."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.kit import choice

# (lowest, highest) unit price of each shop_product, in the shop's currency:
# sweater, wallet, trail shoes, mug set, earbuds, linen shirt, desk lamp, backpack,
# water bottle, tote bag, rain jacket, scented candle
PRICE_RANGES = [(59, 139), (25, 79), (79, 169), (19, 45), (39, 179), (35, 89), (29, 119),
                (49, 149), (15, 39), (9, 29), (59, 189), (9, 35)]
ENDINGS = (0.99, 0.95, 0.90, 0.0)


def unit_price(rng: np.random.Generator, index: int) -> float:
    """A shop price of product ``index`` (49.95, 119.00, 24.99)."""
    lo, hi = PRICE_RANGES[index]
    whole = int(rng.integers(lo, hi + 1))
    cents = float(choice(rng, ENDINGS))
    return round(whole - 1 + cents if cents else float(whole), 2)


def pick_products(rng: np.random.Generator, content: Any, low: int,
                  high: int) -> list[tuple[int, str, float]]:
    """``low``..``high`` different products as (index, name, unit price)."""
    names = content.data.SLOTS["shop_product"]
    picks = rng.permutation(len(names))[:int(rng.integers(low, high + 1))]
    return [(int(k), names[int(k)], unit_price(rng, int(k))) for k in picks]


def in_range(index: int, unit: float) -> bool:
    """Whether ``unit`` is a price product ``index`` can have (for tests)."""
    lo, hi = PRICE_RANGES[index]
    return lo - 1 <= unit <= hi


def new_shade(rng: np.random.Generator, used: list[int], count: int) -> int:
    """A colour variant (index into shop_colour's ``count`` colours) that no earlier item of
    the same order has: three products all in "Kaki" read as a template (r68 0006)."""
    free = [k for k in range(count) if k not in used] or list(range(count))
    shade = int(free[int(rng.integers(len(free)))])
    used.append(shade)
    return shade
