"""More dishes for kit.food, drawn from their main ingredients: fried rice with an egg,
a dark stew, mash with sausage, a breaded cutlet, meatballs in sauce, pancakes, a baked
gratin, a set dessert, mussels or prawns, toasted sandwiches, fried dough balls.

``extra_kind(title)`` reads one of them off a recipe title in the six languages ("Nasi
goreng" is fried rice, not the tomato soup a random plate would have been).
"""

from __future__ import annotations

from surfaces.kit.stage import RGB, Stage, shade

EXTRA_STEMS: list[tuple[str, tuple[str, ...]]] = [
    ("fried rice", ("nasi", "goreng", "bami", "fried rice", "gebratener reis")),
    # a broth with pieces of vegetable, beans and pasta, not a smooth cream (a minestrone
    # drawn as an orange velouté, review 55)
    ("chunky soup", ("minestrone", "pasta e fagioli", "ribollita", "groentesoep",
                     "linseneintopf", "erbseneintopf", "vegetable soup", "gemüsesuppe",
                     "soupe au pistou", "sopa de verduras")),
    ("soup", ("gazpacho", "salmorejo")),  # kit.food's own kinds, by name
    ("cake", ("sponge", "datschi")),
    ("bread", ("focaccia",)),
    ("mash", ("stamppot", "hutspot", "stoemp", "purée", "mash")),
    ("stew", ("bourguignon", "hachee", "draadjesvlees", "rouladen", "ossobuco", "lentejas",
              "marmitako", "ratatouille", "pisto", "goulash", "gulasch", "estofad")),
    ("cutlet", ("schnitzel", "saltimbocca", "cotoletta", "escalope", "milanesa")),
    # croquettes are fried and breaded, golden on a plate, not meatballs in sauce (before
    # "croque": croquetas are no toast)
    ("fried", ("croquet", "kroket", "crocchett")),
    ("balls", ("frikadell", "klopse", "gehaktbal", "albóndigas", "polpette", "meatball")),
    ("pancake", ("pannenkoek", "poffertjes", "crêpe", "kaiserschmarrn", "puffer", "tortilla",
                 "frittata", "pancake", "pfannkuchen", "omelet")),
    ("bake", ("gratin", "parmigiana", "hachis", "macaroni", "toad in the hole", "quiche",
              "lasagn", "moussaka", "ovenschotel", "auflauf")),
    ("dessert", ("mousse", "flan", "crema catalana", "panna cotta", "tiramis", "pudding",
                 "clafoutis", "far breton", "vla")),
    ("seafood", ("moules", "gambas", "mussel", "mosselen", "prawn", "garnalen", "cozze")),
    ("toast", ("croque", "rarebit", "torrijas", "tosti", "toast", "pain perdu")),
    ("fried", ("oliebollen", "bravas", "churros", "beignet", "pasties", "scone", "spätzle", "bratkartoffeln",
               "cacio e pepe")),
]
EXTRA = tuple(dict.fromkeys(kind for kind, _ in EXTRA_STEMS
                            if kind not in ("soup", "cake", "bread")))


def extra_kind(title: str) -> str:
    """The extra kind of dish a title names ("" when none)."""
    low = title.lower()
    return next((kind for kind, stems in EXTRA_STEMS if any(s in low for s in stems)), "")


def _blobs(s: Stage, colour: RGB, spots: list[tuple[float, float]], r: float) -> None:
    for u, v in spots:
        s.oval(u - r, v - r * 0.75, u + r, v + r * 0.75, colour)
        s.oval(u - r * 0.5, v - r * 0.6, u + r * 0.2, v - r * 0.1, shade(colour, -0.25))


SPOTS = [(0.4, 0.42), (0.56, 0.4), (0.66, 0.52), (0.34, 0.56), (0.5, 0.6), (0.62, 0.64),
         (0.46, 0.5)]


def plated(s: Stage, kind: str, seed: int) -> None:
    """Draws ``kind`` (one of ``EXTRA``) on the plate kit.food has laid."""
    if kind == "chunky soup":
        s.oval(0.2, 0.28, 0.8, 0.76, (250, 250, 248))  # a deep bowl
        s.oval(0.25, 0.32, 0.75, 0.72, (196, 120, 70))  # the broth
        _blobs(s, (235, 130, 50), SPOTS[::2], 0.034)  # carrot
        _blobs(s, (110, 160, 70), SPOTS[1::2], 0.03)  # courgette, peas
        _blobs(s, (240, 232, 210), [(0.38, 0.48), (0.58, 0.46), (0.52, 0.62)], 0.026)  # beans
        _blobs(s, (235, 215, 150), [(0.44, 0.58), (0.64, 0.58)], 0.022)  # pasta
        s.line(0.74, 0.64, 0.92, 0.86, (190, 190, 195), 0.03)  # the spoon
    elif kind == "fried rice":
        s.oval(0.24, 0.3, 0.76, 0.74, (205, 150, 80))
        _blobs(s, (190, 120, 70), SPOTS[:5], 0.03)  # chicken
        s.oval(0.42, 0.34, 0.64, 0.52, (250, 250, 245))  # the fried egg
        s.oval(0.49, 0.39, 0.57, 0.47, (245, 180, 40))
        for k in range(3):
            s.oval(0.24 + k * 0.06, 0.62, 0.32 + k * 0.06, 0.7, (140, 190, 110))  # cucumber
    elif kind in ("stew", "mash"):
        base = (110, 55, 35) if kind == "stew" else (225, 205, 130)
        s.oval(0.24, 0.3, 0.76, 0.74, base)
        if kind == "stew":
            _blobs(s, (90, 45, 30), SPOTS, 0.045)
            _blobs(s, (230, 130, 50), SPOTS[seed % 3::3], 0.02)  # carrots
        else:
            _blobs(s, (120, 160, 70), SPOTS[::2], 0.02)  # greens through the mash
            for k in range(4):
                s.oval(0.3 + k * 0.1, 0.6, 0.38 + k * 0.1, 0.68, (160, 70, 50))  # sausage
    elif kind in ("cutlet", "toast"):
        colour = (205, 140, 60) if kind == "cutlet" else (230, 190, 110)
        s.rect(0.26, 0.32, 0.62, 0.66, colour, radius=0.1)
        s.rect(0.3, 0.36, 0.58, 0.48, shade(colour, -0.2), radius=0.06)
        if kind == "toast":
            s.rect(0.5, 0.46, 0.76, 0.72, colour, radius=0.03)
        else:
            _blobs(s, (235, 200, 110), [(0.66, 0.44), (0.7, 0.56), (0.64, 0.66)], 0.04)
            s.oval(0.66, 0.3, 0.76, 0.38, (245, 225, 80))  # lemon
    elif kind in ("balls", "fried"):
        if kind == "balls":
            s.oval(0.24, 0.3, 0.76, 0.74, (180, 70, 45))  # sauce
        _blobs(s, (130, 80, 50) if kind == "balls" else (200, 140, 60), SPOTS, 0.055)
    elif kind == "pancake":
        for k in range(3):
            s.oval(0.26, 0.34 - k * 0.03, 0.74, 0.72 - k * 0.03, shade((230, 175, 90), k * 0.05))
        s.oval(0.4, 0.4, 0.6, 0.5, (250, 240, 220))
    elif kind == "bake":
        s.rect(0.22, 0.3, 0.78, 0.72, (245, 245, 240), radius=0.04)  # the dish
        s.rect(0.26, 0.34, 0.74, 0.68, (215, 150, 70), radius=0.03)
        _blobs(s, (170, 95, 45), SPOTS, 0.03)
    elif kind == "dessert":
        top = (120, 75, 45) if seed % 2 else (230, 190, 110)
        s.oval(0.32, 0.3, 0.68, 0.7, (250, 250, 248))  # a ramekin
        s.oval(0.35, 0.33, 0.65, 0.66, top)
        s.oval(0.45, 0.4, 0.58, 0.5, shade(top, -0.3))
    else:  # seafood: a pile of mussels or prawns
        shell = (40, 40, 55) if seed % 2 else (235, 120, 80)
        _blobs(s, shell, SPOTS + [(0.4, 0.66), (0.58, 0.3)], 0.05)
        _dots = [(0.44, 0.46), (0.6, 0.56)]
        _blobs(s, (90, 150, 70), _dots, 0.015)
