"""A product's thumbnail as a shop's email shows it: the product's silhouette (a garment, a
shoe, a mug ...) in its colour on a light photo backdrop, drawn with shapes only."""

from __future__ import annotations

from generator.page import Page, Theme

RGB = tuple[int, int, int]
Box = tuple[int, int, int, int]


def _shade(c: RGB, f: float) -> RGB:
    return tuple(max(0, min(255, round(v * f))) for v in c)  # type: ignore[return-value]


def thumbnail(page: Page, theme: Theme, box: Box, shape: str, colour: RGB) -> None:
    """``shape`` (garment, wallet, shoe, mug, earbuds, lamp, backpack, bottle, tote,
    candle) in ``colour`` inside ``box``; a pale product gets a darker outline."""
    x1, y1, x2, y2 = box
    pale = sum(colour) > 600  # a white product on a darker backdrop, with an edge
    back = (222, 222, 218) if pale else (243, 242, 239) if theme.name == "light" \
        else (232, 231, 228)
    page.rect(box, back, radius=6, name="thumbnail")
    w = x2 - x1
    P = lambda u, v: (x1 + round(u * w / 48), y1 + round(v * w / 48))  # noqa: E731
    edge = _shade(colour, 0.75) if pale else None
    dark = _shade(colour, 0.7)
    if shape == "garment":
        page.polygon([P(17, 9), P(31, 9), P(41, 15), P(38, 22), P(34, 20), P(34, 40), P(14, 40),
                      P(14, 20), P(10, 22), P(7, 15)], colour, name="product")
        page.polygon([P(19, 9), P(24, 14), P(29, 9)], dark, name="product")
    elif shape == "wallet":
        page.rect((*P(9, 15), *P(39, 35)), colour, edge, radius=3, name="product")
        page.rect((*P(28, 21), *P(39, 29)), dark, radius=2, name="product")
    elif shape == "shoe":
        page.polygon([P(8, 22), P(18, 22), P(26, 28), P(38, 30), P(41, 35), P(8, 35)], colour,
                     name="product")
        page.rect((*P(8, 34), *P(41, 37)), (235, 235, 232), name="product")
    elif shape == "mug":
        page.ellipse((*P(28, 19), *P(38, 31)), None, colour, max(2, w // 16), name="product")
        page.rect((*P(12, 14), *P(31, 37)), colour, edge, radius=3, name="product")
    elif shape == "earbuds":
        for u in (13, 27):
            page.ellipse((*P(u, 16), *P(u + 9, 25)), colour, edge, name="product")
            page.rect((*P(u + 3, 24), *P(u + 6, 35)), colour, edge, radius=1, name="product")
    elif shape == "lamp":
        page.polygon([P(15, 10), P(31, 10), P(36, 22), P(10, 22)], colour, name="product")
        page.rect((*P(22, 22), *P(25, 36)), (120, 120, 124), name="product")
        page.rect((*P(15, 36), *P(32, 39)), (120, 120, 124), radius=1, name="product")
    elif shape == "backpack":
        page.ellipse((*P(19, 7), *P(29, 15)), None, dark, max(2, w // 20), name="product")
        page.rect((*P(13, 11), *P(35, 40)), colour, edge, radius=7, name="product")
        page.rect((*P(17, 25), *P(31, 35)), dark, radius=3, name="product")
    elif shape == "bottle":
        page.rect((*P(20, 7), *P(28, 13)), dark, radius=2, name="product")
        page.rect((*P(17, 12), *P(31, 41)), colour, edge, radius=5, name="product")
    elif shape == "tote":
        page.ellipse((*P(17, 8), *P(31, 24)), None, dark, max(2, w // 20), name="product")
        page.polygon([P(12, 16), P(36, 16), P(38, 40), P(10, 40)], colour, name="product")
    else:  # candle
        page.ellipse((*P(22, 8), *P(26, 15)), (244, 170, 60), name="product")
        page.rect((*P(15, 16), *P(33, 40)), colour, edge, radius=3, name="product")
