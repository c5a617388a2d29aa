"""Other designs of the shop's products: a shop's grid of eight desk lamps shows a swing-arm
lamp, a mushroom lamp, a banker's lamp and a drum-shade lamp, not one lamp recoloured
(review: "product pictures are recoloured copies of each other").

``ALTS[shape]`` lists the alternative drawings of a shape (kit.products draws the first
design itself); ``products.product`` picks one by the shot's model, so every model of a
grid keeps its own silhouette on every page and in every gallery thumbnail.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

from surfaces.kit.product_forms2 import MORE
from surfaces.kit.stage import RGB, Stage, luma, shade

GLOW: RGB = (255, 236, 170)


def _trim(c: RGB, t: float = 0.4) -> RGB:
    """A detail colour that shows on ``c`` (stitching, a lid, a zip)."""
    return shade(c, -t) if luma(c) < 140 else shade(c, t)


# ---- lamps --------------------------------------------------------------------------------

def _lamp_mushroom(s: Stage, c: RGB, seed: int) -> None:
    s.oval(0.34, 0.84, 0.66, 0.9, shade(c, 0.2))
    s.rect(0.47, 0.46, 0.53, 0.87, shade(c, 0.1))
    s.arc(0.5, 0.5, 0.26, 0, 180, 0.26, c)  # the dome
    s.oval(0.3, 0.47, 0.7, 0.53, GLOW)


def _lamp_bankers(s: Stage, c: RGB, seed: int) -> None:
    s.rect(0.2, 0.8, 0.8, 0.88, shade(c, 0.3), radius=0.02)
    s.rect(0.48, 0.46, 0.52, 0.82, (200, 170, 90))  # a brass stem
    s.arc(0.5, 0.5, 0.32, 0, 180, 0.1, c)
    s.poly([(0.18, 0.5), (0.82, 0.5), (0.78, 0.56), (0.22, 0.56)], shade(c, 0.2))
    s.rect(0.26, 0.54, 0.74, 0.58, GLOW)


def _lamp_drum(s: Stage, c: RGB, seed: int) -> None:
    s.oval(0.34, 0.52, 0.66, 0.9, c)  # a ceramic body
    s.rect(0.47, 0.38, 0.53, 0.56, (90, 90, 94))
    s.poly([(0.28, 0.1), (0.72, 0.1), (0.8, 0.42), (0.2, 0.42)], (240, 236, 226))
    s.rect(0.22, 0.4, 0.78, 0.43, shade((240, 236, 226), 0.15))


def _swing(elbow: tuple[float, float], head: tuple[float, float], base: float):
    def draw(s: Stage, c: RGB, seed: int) -> None:
        (ex, ey), (hx, hy) = elbow, head
        s.rect(base - 0.16, 0.84, base + 0.16, 0.9, shade(c, 0.2), radius=0.02)
        s.line(base, 0.86, ex, ey, shade(c, 0.1), 0.022)
        s.line(ex, ey, hx, hy, shade(c, 0.1), 0.022)
        s.oval(ex - 0.03, ey - 0.03, ex + 0.03, ey + 0.03, shade(c, 0.35))
        s.poly([(hx - 0.06, hy - 0.04), (hx + 0.06, hy - 0.04), (hx + 0.14, hy + 0.2),
                (hx - 0.14, hy + 0.2)], c)  # a conical shade hanging down
        s.oval(hx - 0.11, hy + 0.18, hx + 0.11, hy + 0.22, GLOW)
    return draw


# ---- mugs ---------------------------------------------------------------------------------

def _mug_tumbler(s: Stage, c: RGB, seed: int) -> None:
    s.poly([(0.34, 0.2), (0.66, 0.2), (0.62, 0.9), (0.38, 0.9)], c)
    s.rect(0.32, 0.12, 0.68, 0.22, _trim(c), radius=0.03)  # the lid
    s.rect(0.4, 0.08, 0.5, 0.12, _trim(c, 0.55), radius=0.01)
    s.poly([(0.37, 0.26), (0.41, 0.26), (0.42, 0.84), (0.4, 0.84)], shade(c, -0.25))


def _mug_cups(s: Stage, c: RGB, seed: int) -> None:
    s.oval(0.04, 0.74, 0.56, 0.86, shade(c, 0.15))  # saucer
    s.poly([(0.12, 0.5), (0.48, 0.5), (0.42, 0.8), (0.18, 0.8)], c)
    s.oval(0.44, 0.54, 0.56, 0.68, None, c, 0.03)
    s.poly([(0.52, 0.36), (0.92, 0.36), (0.86, 0.8), (0.58, 0.8)], shade(c, 0.1))
    s.oval(0.52, 0.33, 0.92, 0.39, shade(c, 0.3))


# ---- bottles ------------------------------------------------------------------------------

def _bottle_flask(s: Stage, c: RGB, seed: int) -> None:
    s.rect(0.3, 0.3, 0.7, 0.9, c, radius=0.1)
    s.rect(0.36, 0.2, 0.64, 0.32, _trim(c), radius=0.03)
    s.arc(0.5, 0.22, 0.1, 0, 180, 0.025, _trim(c))  # the carry loop
    s.rect(0.34, 0.36, 0.38, 0.84, shade(c, -0.25), radius=0.02)


def _bottle_sport(s: Stage, c: RGB, seed: int) -> None:
    s.poly([(0.4, 0.26), (0.6, 0.26), (0.64, 0.46), (0.6, 0.6), (0.64, 0.9), (0.36, 0.9),
            (0.4, 0.6), (0.36, 0.46)], c)
    s.rect(0.42, 0.16, 0.58, 0.27, _trim(c), radius=0.02)
    s.rect(0.47, 0.08, 0.53, 0.17, _trim(c, 0.55), radius=0.01)


# ---- candles ------------------------------------------------------------------------------

def _candle_tin(s: Stage, c: RGB, seed: int) -> None:
    s.rect(0.16, 0.6, 0.84, 0.86, (190, 190, 196), radius=0.03)
    s.oval(0.16, 0.56, 0.84, 0.66, c)
    s.rect(0.28, 0.68, 0.72, 0.8, (250, 250, 246), radius=0.01)
    s.line(0.5, 0.54, 0.5, 0.6, (40, 40, 40), 0.012)
    s.oval(0.47, 0.44, 0.53, 0.55, (255, 200, 90))


def _candle_pillar(s: Stage, c: RGB, seed: int) -> None:
    s.rect(0.36, 0.22, 0.64, 0.88, c, radius=0.03)
    s.oval(0.36, 0.19, 0.64, 0.25, shade(c, -0.15))
    s.line(0.5, 0.14, 0.5, 0.21, (40, 40, 40), 0.012)
    s.oval(0.47, 0.04, 0.53, 0.15, (255, 200, 90))


# ---- bags ---------------------------------------------------------------------------------

def _backpack_rolltop(s: Stage, c: RGB, seed: int) -> None:
    s.rect(0.28, 0.06, 0.72, 0.26, shade(c, 0.15), radius=0.04)  # the rolled top
    s.rect(0.3, 0.22, 0.7, 0.92, c, radius=0.06)
    s.rect(0.47, 0.06, 0.53, 0.5, _trim(c), radius=0.01)  # the strap down the front
    s.rect(0.44, 0.48, 0.56, 0.54, (60, 60, 64), radius=0.01)  # its buckle
    s.rect(0.34, 0.64, 0.66, 0.86, shade(c, 0.1), radius=0.04)


def _backpack_sling(s: Stage, c: RGB, seed: int) -> None:
    s.line(0.2, 0.2, 0.7, 0.5, _trim(c, 0.3), 0.04)  # the strap
    s.oval(0.14, 0.46, 0.86, 0.86, c)
    s.line(0.22, 0.6, 0.78, 0.6, _trim(c), 0.01)


def _tote_wide(s: Stage, c: RGB, seed: int) -> None:
    s.arc(0.36, 0.44, 0.12, 0, 180, 0.02, shade(c, 0.25))
    s.arc(0.64, 0.44, 0.12, 0, 180, 0.02, shade(c, 0.25))
    s.rect(0.08, 0.44, 0.92, 0.84, c, radius=0.02)
    s.rect(0.08, 0.44, 0.92, 0.5, shade(c, 0.15))


def _tote_bucket(s: Stage, c: RGB, seed: int) -> None:
    for du, k in ((-0.06, 0.4), (0.06, 0.25)):  # two handles, the far one darker
        s.line(0.3 + du, 0.34, 0.5 + du, 0.1, shade(c, k), 0.02)
        s.line(0.5 + du, 0.1, 0.7 + du, 0.34, shade(c, k), 0.02)
    s.poly([(0.28, 0.34), (0.72, 0.34), (0.76, 0.78), (0.24, 0.78)], c)
    s.oval(0.24, 0.7, 0.76, 0.88, c)
    s.oval(0.28, 0.31, 0.72, 0.37, shade(c, 0.3))


def _wallet_open(s: Stage, c: RGB, seed: int) -> None:
    s.poly([(0.04, 0.4), (0.5, 0.46), (0.5, 0.82), (0.06, 0.76)], c)
    s.poly([(0.5, 0.46), (0.96, 0.4), (0.94, 0.76), (0.5, 0.82)], shade(c, 0.15))
    for k in range(3):  # card slots with cards
        v = 0.5 + k * 0.08
        s.poly([(0.56, v), (0.9, v - 0.04), (0.9, v + 0.02), (0.56, v + 0.06)],
               (226, 226, 230) if k == 0 else _trim(c, 0.2))


def _wallet_cardholder(s: Stage, c: RGB, seed: int) -> None:
    s.rect(0.3, 0.3, 0.7, 0.84, c, radius=0.04)
    s.rect(0.34, 0.22, 0.66, 0.4, (226, 226, 230), radius=0.01)
    s.rect(0.3, 0.36, 0.7, 0.84, c, radius=0.04)
    s.rect(0.33, 0.39, 0.67, 0.81, None, radius=0.03, outline=_trim(c), width=0.006)


# ---- shoes, earbuds -----------------------------------------------------------------------

def _shoe_boot(s: Stage, c: RGB, seed: int) -> None:
    s.poly([(0.2, 0.74), (0.2, 0.14), (0.48, 0.14), (0.5, 0.5), (0.82, 0.58), (0.88, 0.74)], c)
    s.rect(0.18, 0.72, 0.9, 0.82, (70, 56, 46) if luma(c) > 90 else (200, 190, 170),
           radius=0.02)
    for k in range(5):
        v = 0.2 + k * 0.07
        s.line(0.4, v, 0.5, v + 0.02, _trim(c), 0.012)


def _shoe_loafer(s: Stage, c: RGB, seed: int) -> None:
    s.poly([(0.04, 0.72), (0.06, 0.58), (0.3, 0.56), (0.6, 0.58), (0.86, 0.64), (0.96, 0.72)],
           c)
    s.oval(0.14, 0.56, 0.44, 0.62, shade(c, 0.45))  # the opening
    s.rect(0.52, 0.6, 0.7, 0.63, _trim(c), radius=0.01)
    s.rect(0.02, 0.72, 0.98, 0.77, shade(c, 0.35), radius=0.02)


def _earbuds_round(s: Stage, c: RGB, seed: int) -> None:
    s.oval(0.22, 0.36, 0.78, 0.86, c)
    s.line(0.22, 0.58, 0.78, 0.58, shade(c, 0.25), 0.01)
    for u in (0.12, 0.74):
        s.oval(u, 0.14, u + 0.16, 0.3, shade(c, 0.1))
        s.oval(u + 0.04, 0.18, u + 0.1, 0.24, shade(c, 0.4))


# ---- clothes ------------------------------------------------------------------------------

def _folded(s: Stage, c: RGB, collar: bool) -> None:
    s.rect(0.14, 0.3, 0.86, 0.84, c, radius=0.03)
    s.rect(0.14, 0.74, 0.86, 0.84, shade(c, 0.12), radius=0.03)
    s.line(0.3, 0.3, 0.3, 0.74, shade(c, 0.15), 0.008)
    s.line(0.7, 0.3, 0.7, 0.74, shade(c, 0.15), 0.008)
    if collar:
        s.poly([(0.36, 0.3), (0.5, 0.42), (0.64, 0.3), (0.56, 0.26), (0.44, 0.26)],
               shade(c, 0.22))
    else:
        s.arc(0.5, 0.3, 0.12, 180, 360, 0.04, shade(c, 0.2))


def _coat(s: Stage, c: RGB, seed: int) -> None:
    """A coat laid flat, its sleeves straight out (a flat-lay shot): a T, not an A."""
    s.poly([(0.36, 0.1), (0.02, 0.16), (0.02, 0.3), (0.3, 0.28), (0.28, 0.94), (0.72, 0.94),
            (0.7, 0.28), (0.98, 0.3), (0.98, 0.16), (0.64, 0.1)], c)
    s.poly([(0.38, 0.1), (0.5, 0.36), (0.44, 0.4), (0.34, 0.14)], shade(c, 0.2))  # lapels
    s.poly([(0.62, 0.1), (0.5, 0.36), (0.56, 0.4), (0.66, 0.14)], shade(c, 0.2))
    s.line(0.5, 0.36, 0.5, 0.94, shade(c, 0.4), 0.008)
    for u in (0.02, 0.9):
        s.rect(u, 0.16, u + 0.08, 0.3, shade(c, 0.15))  # the cuffs
    for v in (0.5, 0.64, 0.78):
        s.oval(0.53, v, 0.56, v + 0.03, _trim(c, 0.5))


def _puffer(s: Stage, c: RGB, seed: int) -> None:
    s.poly([(0.3, 0.14), (0.08, 0.3), (0.04, 0.74), (0.18, 0.76), (0.22, 0.44), (0.22, 0.82),
            (0.78, 0.82), (0.78, 0.44), (0.82, 0.76), (0.96, 0.74), (0.92, 0.3), (0.7, 0.14)], c)
    s.rect(0.36, 0.08, 0.64, 0.2, shade(c, 0.15), radius=0.04)  # the stand collar
    for k in range(5):
        v = 0.28 + k * 0.11
        s.line(0.08, v, 0.92, v, shade(c, 0.25), 0.008)
    s.line(0.5, 0.14, 0.5, 0.82, _trim(c, 0.5), 0.01)


def set_of(s: Stage, c: RGB, seed: int, draw: Callable[[Stage, RGB, int], None]) -> None:
    """A set (r86 0015: a "mug set" drawn as one mug): two or three of the piece side by
    side, the back ones a little smaller, higher and in a lighter or darker glaze."""
    n = 2 + seed % 2
    for k in reversed(range(n)):
        part = copy.copy(s)
        size = 0.62 - 0.06 * k if n == 3 else 0.7 - 0.08 * k
        u = (0.02, 0.36, 0.2)[k] if n == 3 else (0.0, 0.34)[k]
        part.ox, part.sx = s.ox + s.sx * u, s.sx * size
        part.oy, part.sy = s.oy + s.sy * (1 - size - 0.04 * k), s.sy * size
        draw(part, shade(c, (0.0, 0.12, -0.1)[k]), seed)


ALTS: dict[str, tuple[Callable[[Stage, RGB, int], None], ...]] = {
    "lamp": (_lamp_mushroom, _swing((0.7, 0.34), (0.3, 0.2), 0.72), _lamp_bankers,
             _swing((0.26, 0.5), (0.72, 0.36), 0.3), _lamp_drum),
    "mug": (_mug_tumbler, _mug_cups), "mug_set": (_mug_cups,), "bottle": (_bottle_flask, _bottle_sport),
    # a backpack has shoulder straps: no sling bag, which reads as a duffel (r86 0015)
    "candle": (_candle_tin, _candle_pillar), "backpack": (_backpack_rolltop,),
    "tote": (_tote_wide, _tote_bucket), "wallet": (_wallet_open, _wallet_cardholder),
    "shoe": (_shoe_boot, _shoe_loafer), "earbuds": (_earbuds_round,),
    "sweater": (lambda s, c, k: _folded(s, c, False),),
    # a shirt shown as a shirt (a folded dark one read as a black box, r86 0015), with its
    # collar: never a collarless T-shirt ("Arc Hemd" drawn as a tee, r98 0019)
    "jacket": (_coat, _puffer),
}


ALTS = {k: ALTS.get(k, ()) + MORE.get(k, ()) for k in {**ALTS, **MORE}}
# the order in which the ten builds (kit.products.FORMS) take the designs: two builds that
# share a design are far apart in size ((1, 1) never shares with (0.9, 0.9)), so with four
# or more designs no two models of a grid overlap by more than two thirds
ORDER = (9, 7, 8, 5, 1, 3, 4, 2, 6, 0)


def design(shape: str, model: int) -> Callable[[Stage, RGB, int], None] | None:
    """Model ``model``'s drawing of ``shape``: None for the first design (kit.products)."""
    alts = ALTS.get(shape, ())
    k = ORDER[model % len(ORDER)] % (len(alts) + 1)
    return alts[k - 1] if k else None
