"""A plated dish seen from above at an angle, coloured by the dish's kind: a bowl of soup,
a curry with rice, a risotto, a roast with potatoes, a loaf, a cake or tart, pasta, a salad.

``dish_kind(title)`` reads the kind off a recipe title in any of the six languages.
"""

from __future__ import annotations

import math
from typing import Any

from generator.page import Page
from surfaces.kit.plates import EXTRA, extra_kind, plated
from surfaces.kit.stage import RGB, Box, Stage, fill_gradient, mix, shade
from surfaces.kit.table_setting import fork, spoon, wide_setting

# stems of the recipe titles (en de fr es it nl) -> the kind of dish
STEMS: list[tuple[str, tuple[str, ...]]] = [
    ("soup", ("soup", "suppe", "soupe", "sopa", "zuppa", "soep", "vellut", "crema de")),
    ("curry", ("curry", "stew", "eintopf", "ragoût", "guiso", "stufato", "stoof", "chili")),
    ("risotto", ("risotto", "paella", "rice", "reis", "riz", "arroz", "riso", "rijst")),
    ("roast", ("chicken", "hähnchen", "huhn", "poulet", "pollo", "kip", "roast", "braten",
               "rôti", "asado", "arrosto", "oven")),
    # a cake or a tart (appeltaart, cheesecake, crostata): a round cake, a slice cut out
    ("cake", ("cake", "kuchen", "torte", "gâteau", "tarte", "tartes", "taart", "tarta",
              "torta", "crostata", "bizcocho", "pastel", "muffin", "cookie", "koekje",
              "pâtiss", "gebak", "strudel", "crumble", "pie ", " pie")),
    ("bread", ("bread", "brot", "brood", "pane", "brioche", "baking", "backen", "reposter",
               "bakken")),
    ("pasta", ("pasta", "spaghetti", "nudel", "pâtes", "lasagn", "penne", "tagliatelle")),
    ("salad", ("salad", "salat", "salade", "ensalada", "insalata", "bowl")),
]
# the pan-fried flat dishes (kit.plates' "pancake"), by their names: each its own shape, a
# flat disc and never a ring (r68 0008: an Apfelpfannkuchen drawn as a doughnut)
FLAT: list[tuple[str, tuple[str, ...]]] = [
    ("fritters", ("puffer", "poffertjes", "reibek", "latke", "rösti", "frittell", "buñuel")),
    ("torn pancake", ("schmarrn",)),
    ("omelette", ("tortilla", "frittata", "omelet", "omelette", "tortilla de")),
    ("crepe", ("crêpe", "crepe", "galette", "palatschink", "blini", "crespell")),
    ("apple pancake", ("apfelpfannk", "apple pancake", "appelpannenk", "pannenkoek met appel",
                       "pancake aux pommes", "tortitas de manzana", "frittelle di mele")),
    ("bacon pancake", ("spek", "speck", "bacon", "lard", "tocino", "pancetta")),
    ("pancake stack", ("pancake", "pfannkuchen", "pannenkoek", "pannekoek", "tortita",
                       "panqueque", "eierkuchen")),
]
FLAT_KINDS = tuple(kind for kind, _ in FLAT)
KINDS = ("soup", "tomato soup", "curry", "risotto", "roast", "bread", "pasta", "salad", "cake")
TABLES: list[tuple[RGB, RGB]] = [((196, 160, 120), (170, 130, 95)),
                                 ((232, 228, 220), (214, 208, 198)),
                                 ((90, 96, 104), (70, 74, 82)),
                                 ((222, 210, 190), (200, 186, 162))]


def dish_kind(title: str) -> str:
    """The kind of dish a recipe title names ("" when no stem matches): a named dish of
    kit.plates first (nasi goreng, stamppot, schnitzel), then the plain kinds."""
    low = title.lower()
    extra = extra_kind(low)
    if extra == "pancake":
        return next((kind for kind, stems in FLAT if any(s in low for s in stems)),
                    "pancake stack")
    if extra:
        tomato = extra == "soup" and low.split()[0] in ("gazpacho", "salmorejo")
        return "tomato soup" if tomato else extra
    for kind, stems in STEMS:
        if any(stem in low for stem in stems):
            tomato = kind == "soup" and any(t in low for t in ("tomat", "pomodor"))
            return "tomato soup" if tomato else kind
    return ""


def _dots(s: Stage, cx: float, cy: float, rx: float, ry: float, colour: RGB, n: int,
          size: float, seed: int) -> None:
    for k in range(n):
        a = (seed * 7 + k * 37) % 100 / 100
        b = (seed * 11 + k * 53) % 100 / 100
        u, v = cx + (a - 0.5) * 1.6 * rx, cy + (b - 0.5) * 1.6 * ry
        s.oval(u - size, v - size * 0.7, u + size, v + size * 0.7, colour)


def _food(s: Stage, kind: str, seed: int, has: Any = None) -> None:
    has = has or (lambda _: True)
    cx, cy = 0.5, 0.52
    if kind in ("soup", "tomato soup"):
        s.oval(0.2, 0.3, 0.8, 0.76, (250, 250, 248))  # a deep bowl
        s.oval(0.25, 0.34, 0.75, 0.72, (212, 70, 45) if kind != "soup" else (225, 150, 60))
        s.oval(0.42, 0.46, 0.56, 0.56, (250, 240, 225))  # a swirl of cream
        if has("herbs"):
            _dots(s, cx, cy, 0.16, 0.1, (70, 130, 60), 5, 0.018, seed)
        s.line(0.74, 0.66, 0.92, 0.86, (190, 190, 195), 0.03)  # the spoon
        return
    if kind in ("curry", "risotto"):
        main = (220, 150, 60) if kind == "curry" else (235, 222, 180)
        s.oval(0.24, 0.32, 0.76, 0.74, main)
        if kind == "curry":
            s.oval(0.3, 0.36, 0.52, 0.56, (250, 250, 245))  # rice
            _dots(s, 0.6, 0.56, 0.1, 0.08, (210, 180, 110), 6, 0.025, seed)  # chickpeas
            _dots(s, cx, cy, 0.2, 0.14, (60, 120, 60), 6, 0.02, seed + 1)
        else:
            _dots(s, cx, cy, 0.18, 0.13, (140, 100, 70), 8, 0.03, seed)  # mushrooms
            _dots(s, cx, cy, 0.18, 0.13, (90, 130, 70), 4, 0.012, seed + 3)
        return
    if kind == "roast":
        _dots(s, cx, 0.6, 0.2, 0.1, (225, 180, 90), 7, 0.045, seed)  # potatoes
        s.oval(0.32, 0.32, 0.68, 0.58, (190, 120, 60))  # the bird
        s.oval(0.38, 0.36, 0.56, 0.48, (215, 150, 80))
        s.oval(0.64, 0.36, 0.74, 0.44, (245, 225, 80))  # lemon
        return
    if kind == "cake":
        s.oval(0.22, 0.3, 0.78, 0.74, (150, 95, 50))  # the cake's side
        s.oval(0.22, 0.26, 0.78, 0.68, (225, 170, 95))  # its golden top
        for k in range(6):  # a lattice or fruit slices on top
            s.line(0.3 + k * 0.08, 0.3, 0.26 + k * 0.08, 0.64, (190, 120, 60), 0.012)
        s.poly([(0.5, 0.47), (0.78, 0.4), (0.77, 0.56)], (245, 240, 230))  # the slice cut out
        return
    if kind == "bread":
        s.rect(0.24, 0.34, 0.76, 0.66, (170, 110, 60), radius=0.08)
        s.rect(0.3, 0.38, 0.7, 0.5, (200, 140, 80), radius=0.06)
        s.rect(0.56, 0.52, 0.76, 0.72, (235, 200, 140), radius=0.02)  # a cut slice
        return
    if kind == "pasta":
        s.oval(0.26, 0.34, 0.74, 0.72, (240, 210, 130))
        for k in range(5):
            s.oval(0.3 + k * 0.02, 0.38 + k * 0.02, 0.7 - k * 0.02, 0.68 - k * 0.02, None,
                   (220, 185, 100), 0.008)
        s.oval(0.4, 0.44, 0.6, 0.58, (200, 60, 40))
        _dots(s, cx, cy, 0.1, 0.06, (60, 130, 60), 3, 0.02, seed)
        return
    _dots(s, cx, cy, 0.2, 0.14, (110, 170, 70), 14, 0.045, seed)  # leaves
    _dots(s, cx, cy, 0.18, 0.12, (210, 50, 40), 5, 0.03, seed + 2)  # tomatoes
    _dots(s, cx, cy, 0.18, 0.12, (245, 240, 220), 4, 0.025, seed + 5)  # cheese


GOLD: RGB = (226, 168, 84)
SUGAR: RGB = (250, 248, 242)


def _disc(s: Stage, cx: float, cy: float, rx: float, ry: float, colour: RGB, seed: int) -> None:
    """A flat fried disc: a browner rim, a golden face with darker browned patches."""
    s.oval(cx - rx, cy - ry + 0.012, cx + rx, cy + ry + 0.012, shade(colour, 0.3))  # its edge
    s.oval(cx - rx, cy - ry, cx + rx, cy + ry, colour)
    _dots(s, cx, cy, rx * 0.6, ry * 0.6, shade(colour, 0.14), 5, min(rx, ry) * 0.22, seed)


def _flat(s: Stage, kind: str, seed: int, has: Any) -> None:
    """The pan-fried flat dishes of ``FLAT`` on the plate (centre 0.5, 0.5)."""
    cx, cy = 0.5, 0.5
    if kind == "fritters":  # small discs, overlapping, a dollop of apple sauce or sugar
        for k, (u, v) in enumerate(((0.36, 0.42), (0.55, 0.38), (0.42, 0.6), (0.62, 0.58),
                                    (0.5, 0.5))):
            _disc(s, u, v, 0.1, 0.085, shade(GOLD, 0.05 * (k % 2)), seed + k)
        s.oval(0.62, 0.34, 0.74, 0.44, (236, 214, 150))
        _dots(s, cx, cy, 0.2, 0.14, SUGAR, 10, 0.008, seed)
    elif kind == "torn pancake":  # torn pieces, dusted, plum compote beside
        for k in range(12):
            a, b = (seed * 7 + k * 41) % 100 / 100, (seed * 13 + k * 29) % 100 / 100
            u, v = 0.28 + a * 0.32, 0.3 + b * 0.3
            s.poly([(u, v), (u + 0.13, v - 0.03), (u + 0.14, v + 0.07), (u + 0.03, v + 0.1)],
                   shade(GOLD, 0.1 * (k % 3)))
        _dots(s, cx, cy, 0.2, 0.14, SUGAR, 14, 0.01, seed)
        s.oval(0.66, 0.56, 0.8, 0.7, (110, 40, 70))
    elif kind == "omelette":  # a thick golden round with a wedge cut showing its inside
        _disc(s, cx, cy, 0.27, 0.22, (214, 170, 70), seed)
        s.poly([(cx, cy), (cx + 0.27, cy - 0.06), (cx + 0.25, cy + 0.1)], (244, 222, 140))
        _dots(s, cx - 0.06, cy, 0.14, 0.1, (90, 140, 60) if seed % 2 else (240, 226, 170), 6,
              0.02, seed)
    elif kind == "crepe":  # two folded quarters, dusted, a lemon wedge
        for dx in (-0.1, 0.1):
            s.poly([(cx + dx - 0.16, cy + 0.16), (cx + dx + 0.16, cy + 0.16), (cx + dx, cy - 0.18)],
                   shade(GOLD, 0.06 if dx < 0 else -0.06))
        _dots(s, cx, cy, 0.18, 0.12, SUGAR, 12, 0.01, seed)
        if has("lemon"):
            s.oval(0.68, 0.3, 0.78, 0.38, (245, 220, 70))
    else:  # a big flat pancake filling the plate, with what is baked in or laid on top
        if kind == "pancake stack":
            for k in range(3):
                _disc(s, cx, cy + 0.03 - k * 0.03, 0.24, 0.19, shade(GOLD, 0.04 * (2 - k)),
                      seed + k)
            if has("syrup"):  # maple syrup run over the top
                s.oval(cx - 0.15, cy - 0.1, cx + 0.13, cy + 0.02, (196, 120, 40))
            s.rect(cx - 0.04, cy - 0.09, cx + 0.04, cy - 0.03, (250, 236, 160))  # butter
            if has("berries"):
                _dots(s, cx, cy - 0.02, 0.2, 0.14, (70, 60, 140), 7, 0.018, seed)
            return
        _disc(s, cx, cy, 0.32, 0.27, GOLD, seed)
        if kind == "apple pancake":  # apple slices fanned in a ring, cinnamon sugar
            for k in range(10):
                a = 2 * math.pi * k / 10
                u, v = cx + 0.19 * math.cos(a), cy + 0.15 * math.sin(a)
                s.poly([(u - 0.05, v), (u, v - 0.025), (u + 0.05, v), (u, v + 0.015)],
                       (242, 226, 170))
            _dots(s, cx, cy, 0.14, 0.1, (160, 100, 50), 8, 0.008, seed)
        else:  # bacon strips baked in
            for k in range(4):
                v, u = cy - 0.12 + k * 0.08, cx + (0.04 if k % 2 else -0.04)
                s.poly([(u - 0.16, v), (u + 0.16, v - 0.02), (u + 0.16, v + 0.02),
                        (u - 0.16, v + 0.035)], (180, 80, 70))


def dish(page: Page, box: Box, kind: str, seed: int = 0) -> None:
    """A plate or bowl of ``kind`` (one of ``KINDS``, else a salad) on a table; ``kind``
    may end in "|" and the toppings its recipe lists (``garnish``): only those are drawn
    (r97: blueberries on pancakes whose recipe has none); without "|", the usual ones."""
    kind, bar, listed = kind.partition("|")
    has = (lambda g: g in listed.split(",")) if bar else (lambda _: True)
    top, bottom = TABLES[seed % len(TABLES)]
    fill_gradient(page, box, top, bottom, 6)
    s = Stage(page, box, 1.0)
    s.sx *= 1.25
    s.ox -= s.sx * 0.1
    if seed % 2:  # a napkin under the cutlery
        s.rect(0.02, 0.4, 0.18, 0.9, mix(top, (255, 255, 255), 0.6), radius=0.01)
    x1, y1, x2, y2 = box
    wide_setting(s, ((x2 - x1) - s.sx) / 2 / s.sx, bottom, seed)
    (spoon if "soup" in kind else fork)(s, 0.06 if seed % 2 else 0.1, 0.4, 0.88)
    s.oval(0.13, 0.2, 0.92, 0.92, shade(bottom, 0.08))  # the plate's soft cast shadow
    s.oval(0.12, 0.18, 0.89, 0.88, shade(bottom, 0.18))  # plate shadow
    s.oval(0.12, 0.16, 0.88, 0.84, (250, 250, 248))
    s.oval(0.18, 0.22, 0.82, 0.78, (240, 240, 238))
    if kind in FLAT_KINDS:
        _flat(s, kind, seed, has)
    elif kind in EXTRA:
        plated(s, kind, seed)
    else:
        _food(s, kind if kind in KINDS else "salad", seed, has)


# the toppings a dish photo may show, by the stems of the ingredients that bring them
GARNISH = {
    "berries": ("berr", "beere", "myrtill", "framboise", "fraise", "arándano", "frambues",
                "fresa", "mirtill", "lampon", "fragol", "bessen", "bosbes", "aardbei"),
    "syrup": ("syrup", "sirup", "sirop", "jarabe", "sciroppo", "stroop", "honey", "honig",
              "miel", "miele", "honing"),
    "lemon": ("lemon", "zitrone", "citron", "limón", "limone", "citroen"),
    "herbs": ("parsley", "basil", "chive", "cilantro", "coriander", "dill", "petersilie",
              "basilikum", "schnittlauch", "persil", "basilic", "ciboulette", "perejil",
              "albahaca", "cebollino", "prezzemolo", "basilico", "erba cipollina",
              "peterselie", "bieslook", "koriander", "cilantro", "aneth", "eneldo", "aneto"),
}


def garnish(kind: str, ingredients: list[str]) -> str:
    """``kind`` with the toppings ``ingredients`` bring ("pancake stack|syrup"), for ``dish``."""
    low = " ".join(ingredients).lower()
    return kind and kind + "|" + ",".join(g for g, stems in GARNISH.items()
                                 if any(stem in low for stem in stems))
