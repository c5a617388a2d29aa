"""More designs of the shop's products (kit.product_forms): teapots, blankets, pans and
the second and third designs of shirts, backpacks, wallets and jackets, so a grid of ten
models of one product shows at least five silhouettes."""

from __future__ import annotations

from collections.abc import Callable

from surfaces.kit.garments import shirt
from surfaces.kit.stage import RGB, Stage, luma, shade

Draw = Callable[[Stage, RGB, int], None]


def _trim(c: RGB, t: float = 0.4) -> RGB:
    return shade(c, -t) if luma(c) < 140 else shade(c, t)


# ---- teapots ------------------------------------------------------------------------------

def _teapot_tall(s: Stage, c: RGB, seed: int) -> None:
    s.poly([(0.66, 0.62), (0.9, 0.3), (0.94, 0.33), (0.72, 0.74)], shade(c, 0.1))
    s.rect(0.1, 0.36, 0.3, 0.7, None, radius=0.08, outline=shade(c, 0.15), width=0.04)
    s.poly([(0.34, 0.22), (0.66, 0.22), (0.72, 0.88), (0.28, 0.88)], c)
    s.oval(0.36, 0.16, 0.64, 0.26, shade(c, 0.15))
    s.oval(0.46, 0.1, 0.54, 0.18, shade(c, 0.3))


def _teapot_kyusu(s: Stage, c: RGB, seed: int) -> None:
    s.line(0.7, 0.62, 0.96, 0.5, shade(c, 0.15), 0.05)  # the side handle
    s.poly([(0.06, 0.56), (0.22, 0.6), (0.24, 0.68), (0.04, 0.6)], shade(c, 0.1))
    s.oval(0.18, 0.48, 0.76, 0.86, c)
    s.oval(0.3, 0.44, 0.64, 0.52, shade(c, 0.2))
    s.oval(0.43, 0.4, 0.51, 0.46, shade(c, 0.35))


def _teapot_iron(s: Stage, c: RGB, seed: int) -> None:
    s.arc(0.5, 0.42, 0.22, 0, 180, 0.03, shade(c, 0.35))  # the bail handle over the top
    s.poly([(0.72, 0.64), (0.86, 0.5), (0.9, 0.52), (0.78, 0.72)], shade(c, 0.1))
    s.oval(0.2, 0.4, 0.8, 0.88, c)
    for k in range(4):  # the hobnail rows
        v = 0.5 + 0.08 * k
        s.line(0.28, v, 0.72, v, shade(c, 0.2), 0.006)
    s.oval(0.38, 0.36, 0.62, 0.44, shade(c, 0.25))


# ---- blankets -----------------------------------------------------------------------------

def _blanket_folded(s: Stage, c: RGB, seed: int) -> None:
    """Folded in a stack, as the shop tells to store it (never a strapped roll: r84 0001)."""
    s.rect(0.14, 0.5, 0.88, 0.88, shade(c, 0.25), radius=0.03)  # the layer under it
    s.rect(0.1, 0.42, 0.84, 0.82, c, radius=0.03)
    knit = shade(c, 0.1)
    for k in range(13):  # a ribbed knit
        u = 0.14 + k * 0.052
        s.line(u, 0.45, u, 0.79, knit, 0.004)
    for v in (0.55, 0.68):  # the folds
        s.rect(0.1, v, 0.84, v + 0.018, shade(c, 0.2), radius=0.006)
    for k in range(9):  # the fringe along its edge
        v = 0.45 + k * 0.042
        s.line(0.84, v, 0.89, v + 0.01, shade(c, 0.3), 0.007)


def _blanket_drape(s: Stage, c: RGB, seed: int) -> None:
    s.rect(0.08, 0.12, 0.92, 0.15, (150, 120, 90), radius=0.01)  # a ladder rung
    s.poly([(0.22, 0.14), (0.7, 0.14), (0.76, 0.9), (0.16, 0.9)], c)
    s.poly([(0.5, 0.14), (0.7, 0.14), (0.76, 0.62), (0.52, 0.58)], shade(c, 0.15))
    for k in range(9):  # the fringe
        u = 0.18 + k * 0.07
        s.line(u, 0.9, u, 0.95, shade(c, 0.2), 0.008)


def _blanket_throw(s: Stage, c: RGB, seed: int) -> None:
    s.poly([(0.06, 0.5), (0.6, 0.36), (0.94, 0.52), (0.4, 0.7)], c)  # spread, seen aslant
    s.poly([(0.06, 0.5), (0.4, 0.7), (0.4, 0.76), (0.06, 0.56)], shade(c, 0.2))
    s.poly([(0.4, 0.7), (0.94, 0.52), (0.94, 0.58), (0.4, 0.76)], shade(c, 0.3))
    check = _trim(c, 0.3)
    for k in range(1, 4):
        t = k / 4
        s.line(0.06 + 0.54 * t, 0.5 - 0.14 * t, 0.4 + 0.54 * t, 0.7 - 0.18 * t, check, 0.008)


# ---- pans ---------------------------------------------------------------------------------

def _pan_wok(s: Stage, c: RGB, seed: int) -> None:
    s.line(0.62, 0.5, 0.98, 0.36, (90, 60, 40), 0.04)  # a wooden handle
    s.arc(0.38, 0.46, 0.34, 180, 360, 0.34, c)
    s.oval(0.04, 0.42, 0.72, 0.5, shade(c, 0.35))


def _pan_paella(s: Stage, c: RGB, seed: int) -> None:
    for u in (0.02, 0.86):
        s.oval(u, 0.56, u + 0.12, 0.64, None, shade(c, 0.2), 0.02)
    s.oval(0.1, 0.48, 0.9, 0.76, c)
    s.oval(0.15, 0.5, 0.85, 0.7, shade(c, 0.3))


def _pan_saute(s: Stage, c: RGB, seed: int) -> None:
    s.rect(0.68, 0.56, 0.98, 0.6, shade(c, 0.1), radius=0.02)
    s.rect(0.12, 0.48, 0.7, 0.76, c, radius=0.04)
    s.arc(0.41, 0.5, 0.3, 0, 180, 0.14, (190, 200, 205))  # a glass lid
    s.oval(0.37, 0.3, 0.45, 0.36, (40, 40, 40))


# ---- clothes, bags, wallets ---------------------------------------------------------------

def _shirt_hanger(s: Stage, c: RGB, seed: int) -> None:
    """The button-down shirt (kit.garments) on a wooden hanger: the hook above its collar,
    the hanger's ends past its shoulders; never a collarless or V-neck top (r98 0019, r95
    row 00: every design of "shirt" has its collar points and buttons)."""
    s.line(0.5, 0.0, 0.5, 0.12, (120, 120, 126), 0.012)
    s.poly([(0.5, 0.09), (0.1, 0.22), (0.9, 0.22)], (160, 130, 100))
    shirt(s, c)


def _backpack_hiker(s: Stage, c: RGB, seed: int) -> None:
    s.rect(0.3, 0.06, 0.7, 0.22, shade(c, 0.2), radius=0.06)  # the lid
    s.rect(0.28, 0.16, 0.72, 0.94, c, radius=0.08)
    for v in (0.4, 0.62):
        s.rect(0.24, v, 0.76, v + 0.03, _trim(c), radius=0.01)  # compression straps
    s.rect(0.36, 0.7, 0.64, 0.9, shade(c, 0.12), radius=0.04)


def _wallet_zip(s: Stage, c: RGB, seed: int) -> None:
    s.rect(0.1, 0.4, 0.9, 0.72, c, radius=0.08)
    s.line(0.14, 0.44, 0.86, 0.44, (190, 190, 195), 0.012)  # the zip round the edge
    s.line(0.86, 0.44, 0.86, 0.68, (190, 190, 195), 0.012)
    s.rect(0.86, 0.5, 0.96, 0.56, (190, 190, 195), radius=0.01)


def _parka(s: Stage, c: RGB, seed: int) -> None:
    s.oval(0.34, 0.02, 0.66, 0.22, shade(c, 0.2))  # the fur-trimmed hood
    s.oval(0.37, 0.05, 0.63, 0.2, (210, 200, 185))
    s.poly([(0.3, 0.16), (0.12, 0.26), (0.06, 0.7), (0.18, 0.72), (0.24, 0.4), (0.2, 0.98),
            (0.8, 0.98), (0.76, 0.4), (0.82, 0.72), (0.94, 0.7), (0.88, 0.26), (0.7, 0.16)], c)
    for u in (0.28, 0.56):
        s.rect(u, 0.6, u + 0.16, 0.74, shade(c, 0.12), radius=0.01)  # flap pockets
    s.line(0.5, 0.2, 0.5, 0.98, shade(c, 0.4), 0.01)


MORE: dict[str, tuple[Draw, ...]] = {
    "teapot": (_teapot_tall, _teapot_kyusu, _teapot_iron),
    "blanket": (_blanket_folded, _blanket_drape, _blanket_throw),
    "pan": (_pan_wok, _pan_paella, _pan_saute), "shirt": (_shirt_hanger,),
    "backpack": (_backpack_hiker,),  # a "duffel pack" reads as a duffel (r86 0015) "wallet": (_wallet_zip,),
    "jacket": (_parka,),
}
