"""Product shots: one object on a studio backdrop, drawn from shapes in the product's own
colour (a navy backpack is a navy backpack), so a shop page shows what it sells.
``product(page, box, shape, colour, seed)``; ``shape`` is one of ``SHAPES``, ``seed`` the
backdrop, the build and the design (kit.product_forms). ``COLOURS``: the shop colours' RGB.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable

from generator.page import Page
from surfaces.kit.coffee_machine import coffee_machine
from surfaces.kit.garments import shirt as _shirt
from surfaces.kit.garments import tote as _tote
from surfaces.kit.product_forms import design, set_of
from surfaces.kit.stage import RGB, Box, Stage, fill_gradient, luma, mix, shade

# black, navy, olive, sand, grey, white, burgundy: the order of the web_colour slot
COLOURS: list[RGB] = [(38, 38, 42), (38, 52, 92), (104, 110, 62), (206, 186, 150),
                      (150, 152, 158), (238, 238, 234), (122, 32, 48)]
BACKDROPS: list[tuple[RGB, RGB]] = [((246, 246, 248), (228, 229, 232)),
                                    ((244, 240, 234), (226, 220, 210)),
                                    ((236, 240, 244), (214, 222, 230))]


def _backpack(s: Stage, c: RGB, seed: int) -> None:
    dark, light = shade(c, 0.3), shade(c, -0.15)
    s.arc(0.5, 0.24, 0.1, 0, 180, 0.03, dark)  # the grab handle
    s.rect(0.22, 0.3, 0.3, 0.84, dark, radius=0.04)  # shoulder straps behind
    s.rect(0.7, 0.3, 0.78, 0.84, dark, radius=0.04)
    s.rect(0.26, 0.2, 0.74, 0.9, c, radius=0.12)
    s.rect(0.33, 0.52, 0.67, 0.86, light if luma(c) < 120 else shade(c, 0.1), radius=0.06)
    s.line(0.35, 0.56, 0.65, 0.56, shade(c, 0.5), 0.008)  # pocket zip
    s.line(0.31, 0.3, 0.69, 0.3, shade(c, 0.45), 0.008)  # main zip
    s.rect(0.62, 0.54, 0.66, 0.6, (190, 190, 195), radius=0.01)  # zip puller
    if seed % 2:
        s.rect(0.44, 0.62, 0.56, 0.66, shade(c, 0.5), radius=0.01)  # a leather patch


def _laptop(s: Stage, c: RGB, seed: int) -> None:
    s.rect(0.16, 0.16, 0.84, 0.64, c, radius=0.02)
    screen = [(40, 70, 120), (30, 40, 60), (70, 100, 140)][seed % 3]
    fill_gradient(s.page, s.b(0.19, 0.19, 0.81, 0.61), mix(screen, (255, 255, 255), 0.3),
                  screen, 6)
    s.poly([(0.1, 0.66), (0.9, 0.66), (0.97, 0.74), (0.03, 0.74)], shade(c, -0.1))
    s.rect(0.03, 0.74, 0.97, 0.76, shade(c, 0.3))
    s.rect(0.42, 0.66, 0.58, 0.68, shade(c, 0.2), radius=0.01)  # the lid notch


def _headphones(s: Stage, c: RGB, seed: int) -> None:
    s.arc(0.5, 0.52, 0.32, 5, 175, 0.05, shade(c, 0.2))
    s.arc(0.5, 0.52, 0.28, 20, 160, 0.02, (60, 60, 64))  # the padding
    for x in (0.14, 0.7):
        s.rect(x, 0.48, x + 0.16, 0.8, c, radius=0.07)
        s.rect(x + (0.1 if x < 0.5 else 0.0), 0.52, x + (0.16 if x < 0.5 else 0.06), 0.76,
               (45, 45, 48), radius=0.03)


def _shoe(s: Stage, c: RGB, seed: int) -> None:
    s.poly([(0.08, 0.72), (0.1, 0.5), (0.24, 0.46), (0.42, 0.36), (0.5, 0.38), (0.58, 0.52),
            (0.84, 0.6), (0.92, 0.68), (0.92, 0.74)], c)
    s.poly([(0.08, 0.6), (0.1, 0.5), (0.22, 0.47), (0.2, 0.6)], shade(c, 0.25))  # heel
    sole = (245, 245, 242) if luma(c) < 200 else (70, 60, 55)
    s.rect(0.06, 0.72, 0.94, 0.8, sole, radius=0.03)
    for k in range(4):  # laces
        u = 0.42 + k * 0.05
        s.line(u, 0.42 + k * 0.04, u + 0.05, 0.46 + k * 0.04, shade(c, -0.5) if luma(c) < 128
               else shade(c, 0.5), 0.012)
    s.line(0.2, 0.66, 0.8, 0.68, shade(c, 0.2), 0.01)


def _mug(s: Stage, c: RGB, seed: int) -> None:
    s.oval(0.56, 0.4, 0.82, 0.72, None, shade(c, 0.1), 0.05)  # the handle
    s.rect(0.24, 0.3, 0.64, 0.84, c, radius=0.05)
    s.oval(0.24, 0.26, 0.64, 0.34, shade(c, 0.15))
    s.oval(0.26, 0.27, 0.62, 0.33, (90, 60, 40))  # coffee
    s.rect(0.28, 0.36, 0.32, 0.78, shade(c, -0.25), radius=0.02)  # highlight


def _chair(s: Stage, c: RGB, seed: int) -> None:
    wood = [(150, 110, 70), (60, 50, 45), (200, 170, 130)][seed % 3]
    for u1, u2 in ((0.3, 0.26), (0.7, 0.74), (0.36, 0.38), (0.64, 0.62)):
        s.line(u1, 0.62, u2, 0.92, wood, 0.025)
    s.rect(0.3, 0.12, 0.7, 0.5, c, radius=0.06)  # the back
    s.poly([(0.26, 0.56), (0.74, 0.56), (0.78, 0.66), (0.22, 0.66)], shade(c, -0.1))
    s.rect(0.22, 0.66, 0.78, 0.7, shade(c, 0.25))


def _lamp(s: Stage, c: RGB, seed: int) -> None:
    s.oval(0.3, 0.82, 0.62, 0.9, shade(c, 0.2))
    s.line(0.46, 0.85, 0.36, 0.5, shade(c, 0.1), 0.025)
    s.line(0.36, 0.5, 0.62, 0.28, shade(c, 0.1), 0.025)
    s.oval(0.33, 0.47, 0.39, 0.53, shade(c, 0.35))
    s.poly([(0.56, 0.2), (0.68, 0.2), (0.86, 0.44), (0.5, 0.44)], c)
    s.oval(0.56, 0.42, 0.8, 0.47, (255, 236, 170))  # the bulb's glow


def _phone(s: Stage, c: RGB, seed: int) -> None:
    s.rect(0.34, 0.08, 0.66, 0.92, c, radius=0.05)
    scr = [(90, 140, 200), (230, 120, 90), (80, 170, 150)][seed % 3]
    fill_gradient(s.page, s.b(0.355, 0.11, 0.645, 0.89), scr, shade(scr, 0.5), 8)
    s.rect(0.46, 0.12, 0.54, 0.14, (20, 20, 22), radius=0.01)


def _top(s: Stage, c: RGB, jacket: bool, buttons: bool = True) -> None:
    if not jacket and buttons:  # a shirt: collar points, a button placket, cuffs (r95 row 00)
        _shirt(s, c)
        return
    s.poly([(0.32, 0.14), (0.14, 0.28), (0.06, 0.72), (0.18, 0.74), (0.26, 0.42), (0.26, 0.9),
            (0.74, 0.9), (0.74, 0.42), (0.82, 0.74), (0.94, 0.72), (0.86, 0.28), (0.68, 0.14)], c)
    s.poly([(0.32, 0.14), (0.5, 0.3), (0.68, 0.14), (0.6, 0.12), (0.5, 0.2), (0.4, 0.12)],
           shade(c, 0.25))
    if jacket:
        s.oval(0.36, 0.04, 0.64, 0.2, shade(c, 0.15))  # the hood
        s.line(0.5, 0.28, 0.5, 0.9, shade(c, 0.5), 0.01)
        s.rect(0.3, 0.62, 0.42, 0.64, shade(c, 0.4))
        s.rect(0.58, 0.62, 0.7, 0.64, shade(c, 0.4))


def _bottle(s: Stage, c: RGB, seed: int) -> None:
    s.rect(0.36, 0.28, 0.64, 0.9, c, radius=0.08)
    s.rect(0.42, 0.14, 0.58, 0.3, c, radius=0.03)
    s.rect(0.41, 0.08, 0.59, 0.16, (60, 60, 64) if luma(c) > 100 else (200, 200, 205),
           radius=0.02)
    s.rect(0.4, 0.34, 0.44, 0.84, shade(c, -0.25), radius=0.02)


def _teapot(s: Stage, c: RGB, seed: int) -> None:
    s.poly([(0.68, 0.6), (0.86, 0.36), (0.9, 0.38), (0.76, 0.7)], shade(c, 0.1))  # spout
    s.oval(0.1, 0.42, 0.34, 0.7, None, shade(c, 0.15), 0.04)  # handle
    s.oval(0.22, 0.34, 0.78, 0.86, c)
    s.oval(0.36, 0.28, 0.64, 0.38, shade(c, 0.15))
    s.oval(0.46, 0.22, 0.54, 0.3, shade(c, 0.3))
    s.oval(0.3, 0.44, 0.42, 0.6, shade(c, -0.2))


def _blanket(s: Stage, c: RGB, seed: int) -> None:
    for k in range(3):
        v = 0.36 + k * 0.16
        s.rect(0.14 + k * 0.02, v, 0.86 - k * 0.02, v + 0.18, shade(c, 0.08 * (2 - k)),
               radius=0.06)
    stripe = shade(c, -0.45) if luma(c) < 150 else shade(c, 0.3)
    for k in range(3):
        s.line(0.3 + k * 0.2, 0.36, 0.3 + k * 0.2, 0.84, stripe, 0.012)


def _wallet(s: Stage, c: RGB, seed: int) -> None:
    s.rect(0.18, 0.32, 0.82, 0.78, c, radius=0.05)
    s.rect(0.18, 0.32, 0.82, 0.5, shade(c, 0.15), radius=0.05)
    stitch = shade(c, -0.4) if luma(c) < 150 else shade(c, 0.35)
    s.rect(0.21, 0.35, 0.79, 0.75, None, radius=0.04, outline=stitch, width=0.006)
    s.rect(0.3, 0.26, 0.5, 0.34, (226, 226, 230), radius=0.01)  # a card peeking out


def _pan(s: Stage, c: RGB, seed: int) -> None:
    s.rect(0.6, 0.56, 0.96, 0.62, shade(c, 0.1), radius=0.02)
    s.oval(0.04, 0.4, 0.66, 0.8, c)
    s.oval(0.09, 0.44, 0.61, 0.74, shade(c, 0.3))
    s.oval(0.14, 0.47, 0.4, 0.6, shade(c, 0.15))


def _parcel(s: Stage, c: RGB, seed: int) -> None:
    s.rect(0.2, 0.36, 0.8, 0.86, c, radius=0.02)
    s.poly([(0.2, 0.36), (0.3, 0.24), (0.9, 0.24), (0.8, 0.36)], shade(c, -0.2))
    s.poly([(0.8, 0.36), (0.9, 0.24), (0.9, 0.74), (0.8, 0.86)], shade(c, 0.2))


def _sweater(s: Stage, c: RGB, seed: int) -> None:
    _top(s, c, False, buttons=False)
    rib = shade(c, 0.2)
    for v in (0.84, 0.86, 0.88):
        s.line(0.27, v, 0.73, v, rib, 0.006)


def _earbuds(s: Stage, c: RGB, seed: int) -> None:
    s.rect(0.26, 0.46, 0.74, 0.86, c, radius=0.12)  # the charging case
    s.line(0.26, 0.6, 0.74, 0.6, shade(c, 0.25), 0.008)
    s.oval(0.47, 0.68, 0.53, 0.71, (120, 200, 120))  # its charge light
    for u in (0.3, 0.58):
        s.oval(u, 0.18, u + 0.12, 0.3, c)
        s.rect(u + 0.07, 0.26, u + 0.11, 0.42, c, radius=0.02)
        s.oval(u + 0.02, 0.2, u + 0.07, 0.25, shade(c, 0.35))


def _candle(s: Stage, c: RGB, seed: int) -> None:
    s.rect(0.3, 0.4, 0.7, 0.86, (236, 236, 232) if c[0] + c[1] + c[2] < 600 else
           (200, 196, 190), radius=0.04)  # the glass
    s.rect(0.32, 0.48, 0.68, 0.84, c, radius=0.03)  # the wax in the product's colour
    s.rect(0.34, 0.58, 0.66, 0.72, (250, 250, 246), radius=0.01)  # the label
    s.line(0.5, 0.4, 0.5, 0.46, (40, 40, 40), 0.01)  # the wick


def _kettle(s: Stage, c: RGB, seed: int) -> None:
    s.oval(0.6, 0.3, 0.84, 0.7, None, shade(c, 0.2), 0.05)  # the handle
    s.poly([(0.26, 0.86), (0.3, 0.3), (0.64, 0.3), (0.7, 0.86)], c)
    s.poly([(0.3, 0.4), (0.16, 0.3), (0.14, 0.34), (0.29, 0.5)], shade(c, 0.1))  # spout
    s.rect(0.24, 0.84, 0.72, 0.9, (60, 60, 64), radius=0.02)  # the base
    s.rect(0.36, 0.24, 0.58, 0.3, shade(c, 0.25), radius=0.02)  # the lid
    s.rect(0.34, 0.4, 0.38, 0.78, shade(c, -0.3), radius=0.01)


def _appliance(s: Stage, c: RGB, seed: int) -> None:
    s.rect(0.24, 0.22, 0.76, 0.88, c, radius=0.08)
    s.rect(0.3, 0.3, 0.7, 0.56, shade(c, 0.25), radius=0.05)  # its window or grille
    s.oval(0.44, 0.64, 0.56, 0.76, (60, 60, 64))  # the dial
    s.oval(0.62, 0.68, 0.68, 0.72, (120, 200, 120))  # the power light
    s.rect(0.28, 0.86, 0.36, 0.9, (50, 50, 54))
    s.rect(0.64, 0.86, 0.72, 0.9, (50, 50, 54))


def _robot(s: Stage, c: RGB, seed: int) -> None:
    """A robot vacuum: a flat disc seen from above at an angle, its sensor turret on top."""
    s.oval(0.1, 0.5, 0.9, 0.86, shade(c, 0.35))  # the bumper's side
    s.oval(0.1, 0.44, 0.9, 0.8, c)
    s.oval(0.2, 0.5, 0.8, 0.74, None, shade(c, 0.15), 0.008)  # the lid's seam
    s.oval(0.42, 0.5, 0.58, 0.6, shade(c, 0.4))  # the laser turret
    s.oval(0.48, 0.66, 0.52, 0.69, (120, 200, 120))  # the power light


def _fan(s: Stage, c: RGB, seed: int) -> None:
    """A desk fan: a round grille with three blades on a stand."""
    s.oval(0.3, 0.84, 0.7, 0.92, shade(c, 0.2))  # the base
    s.rect(0.47, 0.5, 0.53, 0.87, shade(c, 0.1), radius=0.01)
    s.oval(0.2, 0.1, 0.8, 0.7, (232, 234, 238), c, 0.025)
    for u1, v1, u2, v2 in ((0.44, 0.14, 0.56, 0.4), (0.24, 0.42, 0.48, 0.52),
                           (0.52, 0.42, 0.76, 0.52)):
        s.oval(u1, v1, u2, v2, shade(c, -0.25))  # the blades
    s.oval(0.45, 0.35, 0.55, 0.45, shade(c, 0.3))  # the hub
    s.line(0.5, 0.12, 0.5, 0.68, shade(c, 0.1), 0.006)  # the grille's struts
    s.line(0.22, 0.4, 0.78, 0.4, shade(c, 0.1), 0.006)


def _speaker(s: Stage, c: RGB, seed: int) -> None:
    """A cylinder speaker with a dotted grille and a button strip."""
    s.rect(0.3, 0.16, 0.7, 0.88, c, radius=0.18)
    for row in range(7):
        for col in range(4):
            u, v = 0.38 + col * 0.08, 0.32 + row * 0.07
            s.oval(u - 0.013, v - 0.013, u + 0.013, v + 0.013, shade(c, 0.3))
    s.rect(0.42, 0.19, 0.58, 0.23, shade(c, 0.25), radius=0.02)


def _dryer(s: Stage, c: RGB, seed: int) -> None:
    """A hair dryer: barrel, nozzle, intake and handle."""
    s.poly([(0.42, 0.44), (0.56, 0.44), (0.62, 0.86), (0.5, 0.88)], shade(c, 0.1))
    s.rect(0.2, 0.26, 0.74, 0.48, c, radius=0.1)
    s.oval(0.68, 0.24, 0.82, 0.5, shade(c, 0.2))  # the air intake
    s.rect(0.1, 0.3, 0.21, 0.44, shade(c, 0.3), radius=0.02)  # the nozzle
    s.rect(0.52, 0.58, 0.56, 0.64, (60, 60, 64))  # the switch


def _blender(s: Stage, c: RGB, seed: int) -> None:
    """A jar on a motor base (blender, grinder, stand mixer, juicer)."""
    s.rect(0.3, 0.66, 0.7, 0.9, c, radius=0.05)  # the motor base
    s.oval(0.46, 0.74, 0.54, 0.82, (60, 60, 64))  # the dial
    s.poly([(0.32, 0.16), (0.68, 0.16), (0.64, 0.66), (0.36, 0.66)], (214, 228, 236))
    s.rect(0.3, 0.12, 0.7, 0.18, shade(c, 0.25), radius=0.02)  # the lid
    s.line(0.42, 0.24, 0.4, 0.6, (240, 246, 250), 0.01)  # the glass's glint


def _carton(s: Stage, c: RGB, seed: int) -> None:
    """The product's retail box with its label band: for an item no drawing fits."""
    _parcel(s, c, seed)
    s.rect(0.2, 0.5, 0.8, 0.64, (246, 246, 244))
    s.rect(0.26, 0.55, 0.56, 0.59, shade(c, 0.2), radius=0.01)


# the shape of a reviewed item, by a stem of its name in any language (the first that
# matches); every review_item of every language has one (r47 0023: a robot vacuum drawn as
# a box with a dial)
APPLIANCE_STEMS = (
    ("robot", ("robot vacuum", "robot aspirador", "saugroboter", "robotstofzuiger",
               "aspirateur robot")),
    ("carton", ("stabmixer", "staafmixer", "milchaufschäumer", "toothbrush", "cepillo",
                "rasoio", "ferro da stiro", "réveil", "wekker", "staubsauger", "stofzuiger",
                "aspirateur", "fietslamp")),
    ("lamp", ("lamp", "flexo")),
    ("headphones", ("headphone", "kopfhörer", "casque", "koptelefoon", "cuffie")),
    ("kettle", ("kettle", "wasserkocher", "hervidor", "bollitore", "waterkoker",
                "bouilloire")),
    ("fan", ("desk fan", "ventila")),
    ("speaker", ("speaker", "altavoz", "lautsprecher")),
    ("dryer", ("hair dryer", "föhn", "sèche-cheveux", "secador")),
    ("blender", ("blender", "standmixer", "mixeur", "frullatore", "tritatutto", "grinder",
                 "molinillo", "macinacaffè", "moulin à café", "koffiemolen", "stand mixer",
                 "robot pâtissier", "robot da cucina", "exprimidor", "presse-agrumes", "batidora",
                 "mixer")),
    ("coffee", ("kaffeevollautomat", "coffee machine", "espresso", "kaffeemaschine",
                "koffiemachine", "cafetera", "macchina del caffè", "machine à café")),
    ("appliance", ("toaster", "tostador", "tostapane", "grille-pain", "microonde", "purifier",
                   "purificador", "purificatore", "purificateur", "reiniger", "humidificador",
                   "deumidificatore", "heizlüfter", "radiateur")),
)


def _by_stems(item: str, table: tuple[tuple[str, tuple[str, ...]], ...]) -> str | None:
    """The first shape of ``table`` one of whose stems is in ``item``, else None."""
    return next((shape for shape, stems in table if any(t in item.lower() for t in stems)), None)


def appliance_shape(item: str) -> str:
    """The shape of a reviewed appliance ("desk lamp" -> lamp, "robot vacuum" -> robot);
    an item no stem names is shown as its retail box."""
    return _by_stems(item, APPLIANCE_STEMS) or "carton"


# the shape of a shop's item by a stem of its name in any language, before the appliance
# stems (a support chat's coat, backpack or chair is drawn as itself, not as its box)
ITEM_STEMS = (
    ("headphones", ("headphone", "kopfhörer", "casque", "koptelefoon", "cuffie", "auricular")),
    ("jacket", ("jacket", "jacke", "winterjas", "abrigo", "manteau", "giacca")),
    ("backpack", ("backpack", "rucksack", "rugzak", "mochila", "sac à dos", "zaino")),
    ("chair", ("chair", "stuhl", "bureaustoel", "silla", "sedia", "chaise")),
    ("shoe", ("zapatilla", "sneaker", "trainer", "schuh", "schoen", "scarpe", "chaussure")),
    ("phone", ("téléphone", "smartphone", "telefon", "telefoon", "teléfono", "telefono")),
    ("lamp", ("lámpara", "lampada", "lampe")),
    ("coffee", ("coffee machine", "kaffeemaschine", "koffiemachine", "cafetera",
                "macchina del caffè", "machine à café")),
    ("appliance", ("robot de cuisine", "airfryer", "lave-linge", "tostadora")),
)


def item_shape(item: str) -> str:
    """The shape of a shop's item ("winter jacket" -> jacket, "electric kettle" -> kettle);
    an item no stem names is shown as its retail box."""
    return _by_stems(item, ITEM_STEMS) or appliance_shape(item)


DRAW: dict[str, Callable[[Stage, RGB, int], None]] = {
    "backpack": _backpack, "laptop": _laptop, "headphones": _headphones, "shoe": _shoe,
    "mug": _mug, "mug_set": lambda s, c, k: set_of(s, c, k, _mug), "chair": _chair, "lamp": _lamp, "phone": _phone,
    "jacket": lambda s, c, k: _top(s, c, True), "shirt": lambda s, c, k: _top(s, c, False),
    "bottle": _bottle, "teapot": _teapot, "blanket": _blanket, "wallet": _wallet,
    "pan": _pan, "sweater": _sweater, "earbuds": _earbuds, "tote": _tote, "candle": _candle,
    "kettle": _kettle, "appliance": _appliance, "parcel": _parcel, "robot": _robot, "fan": _fan,
    "speaker": _speaker, "dryer": _dryer, "blender": _blender, "carton": _carton,
    "coffee": coffee_machine}
# the shape of each shop_product (commerce.toml, the same order in every language):
# sweater, wallet, trail shoes, mug set, earbuds, linen shirt, desk lamp, backpack, water
# bottle, tote bag, rain jacket, scented candle
SHOP_SHAPES = ("sweater", "wallet", "shoe", "mug_set", "earbuds", "shirt", "lamp", "backpack",
               "bottle", "tote", "jacket", "candle")
# COLOURS index of each shop_colour (Black, White, Navy, Grey, Olive, Sand, Burgundy)
SHOP_COLOURS = (0, 5, 1, 4, 2, 3, 6)
# the shapes a product shot of no named subject draws (the reviewed appliances' own aside)
SHAPES = tuple(k for k in DRAW if k not in ("robot", "fan", "speaker", "dryer", "blender",
                                            "carton", "coffee", "mug_set"))


class Mirror(Stage):  # a stage seen from the other side: the object faces left
    def p(self, u: float, v: float) -> tuple[int, int]:
        return super().p(1 - u, v)


# a model's build (width, height of the object), picked by seed // 6: two models in one grid
# are two designs (r21: "Halo" and "Linea" in navy were one photo); seeds below 6 draw (1, 1)
FORMS = ((1.0, 1.0), (0.78, 1.0), (1.0, 0.8), (0.78, 0.8), (1.0, 0.64), (0.78, 0.64),
         (0.62, 1.0), (0.62, 0.8), (0.9, 0.9), (0.62, 0.64))
# each build's place in the frame: two builds of about one size sit apart
SHIFT = (0.0, -0.12, -0.05, 0.08, 0.05, -0.12, 0.0, -0.12, 0.08, 0.08)


def shot_seed(look: int, model: int, salt: int) -> int:
    """A shot's seed: ``look`` (0-5) the backdrop and side, ``model`` the build, ``salt`` size."""
    return look % 6 + 6 * (model % len(FORMS) + len(FORMS) * salt)


def product(page: Page, box: Box, shape: str, colour: RGB, seed: int = 0,
            angle: int = 0) -> None:
    """``shape`` in ``colour`` on a studio backdrop (a wall sweeping into the floor); ``angle``
    (0-3) moves and scales it a little, as a gallery's detail shots do; ``seed`` turns it
    (a mirrored view), sets its size and proportions and the backdrop, so two shots of one
    product in one shop's grid are two photos (r69 0021: "one clip-art teapot repeated")."""
    top, bottom = BACKDROPS[seed % len(BACKDROPS)]
    if luma(colour) > 215:  # a white product on a slightly darker sweep
        top, bottom = shade(top, 0.06), shade(bottom, 0.1)
    x1, y1, x2, y2 = box
    floor = y1 + (y2 - y1) * (0.62 + 0.04 * (seed % 3))
    fill_gradient(page, (x1, y1, x2, round(floor)), top, bottom, 8)
    fill_gradient(page, (x1, round(floor), x2, y2), shade(bottom, 0.02), shade(bottom, -0.3), 6)
    scale = (0.82, 0.95, 0.7, 0.88)[angle % 4] * (0.9 + 0.04 * (seed * 7 % 5))
    # a gallery's fourth shot shows the other side (r21: its thumbnails were one photo)
    s = (Mirror if ((seed // 3) % 2) ^ (angle % 4 == 3) else Stage)(page, box, scale)
    wide, tall = FORMS[(seed // 6) % len(FORMS)]
    draw = design(shape, seed // 6 % len(FORMS))  # each model its own (kit.product_forms)
    s.ox, s.sx = s.ox + s.sx * (1 - wide) / 2, s.sx * wide
    s.sy *= (0.94 + 0.03 * (seed % 5)) * tall  # a little taller or squatter from shot to shot
    s.sy *= 0.8 if angle % 4 == 3 else 1  # ... seen from a little higher up
    s.oy = y1 + (y2 - y1 - s.sy) / 2
    s.ox += s.sx * (SHIFT[(seed // 6) % len(FORMS)] - (0.12 if angle % 4 == 2 else 0))
    (draw or DRAW.get(shape, _parcel))(s, colour, seed)
    # a product photo, not a drawing: studio light on it, its contact shadow where its foot
    # meets the floor (no drawn ellipse at a fixed height), soft focus, grain (page.photo)
    page.photo(box, zlib.crc32(f"studio|{shape}|{seed}|{angle}|{box}".encode()), "product")
