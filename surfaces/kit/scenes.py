"""Photos of a subject: a city street, people at a meeting, a town at night, a presenter
in a video frame (at a desk, a workbench, in a kitchen, on a balcony, with a guitar).

A news story about a council meeting shows people, a city's encyclopedia page its skyline, a
series called "Night shift" a street after dark; a landscape with a sun (kit.web.photo)
under such a caption reads as a stock image. Each scene is drawn from shapes only (no text
glyph), deterministically from ``kind``, which varies colours and proportions.
"""

from __future__ import annotations

import math

from generator.page import Page
from surfaces.kit.camera import scene_rng
from surfaces.kit.stage import RGB, Box, Stage, fill_gradient, shade
from surfaces.kit.street import street
from surfaces.kit.webcam import figure, group

SKIES: list[RGB] = [(170, 200, 225), (205, 215, 225), (235, 205, 175), (190, 210, 230)]
FACADES: list[RGB] = [(150, 140, 130), (190, 175, 150), (120, 130, 145), (175, 120, 100),
                      (205, 200, 190)]
CLOTHES: list[RGB] = [(60, 70, 95), (120, 60, 60), (70, 100, 80), (90, 90, 90),
                      (150, 120, 80), (40, 50, 60)]
SKIN: list[RGB] = [(235, 200, 170), (200, 150, 115), (160, 110, 80), (240, 215, 190)]


def city(page: Page, box: Box, kind: int, night: bool = False, bike: bool = False,
         person: bool = False) -> None:
    """A street photographed from the pavement, receding to its far end (kit.street);
    ``bike``: with painted bike lanes along both kerbs and a cyclist; ``person``: with
    someone standing in front of it (a caption's "vor dem Rathaus")."""
    street(page, box, kind, night, bike, person)


def people(page: Page, box: Box, kind: int) -> tuple[tuple[int, int], ...]:
    """Three to five people seen from the chest up in a room, a park or an evening's
    lights (a meeting, a team, a party), as a camera sees them (kit.webcam.group): the
    backdrop out of focus, shaded faces, hair; returns their heads (for page.photo)."""
    return group(page, box, scene_rng(page, kind, "people"), 3 + kind % 3)


# ---- video frames: a presenter in their setting -----------------------------------------

SETTINGS = ("talk", "desk", "workbench", "kitchen", "garden", "guitar", "bike")


def _bike(s: Stage, cu: float, v: float, size: float, colour: RGB) -> None:
    """A bicycle side-on, ``size`` box-heights tall, its wheels' top at ``v``."""
    q = s.square_at(cu, v, size)
    for wx in (0.02, 0.58):
        q.oval(wx, 0.4, wx + 0.4, 0.8, None, (40, 40, 44), 0.035)
    for a, b, c, d in ((0.22, 0.6, 0.45, 0.6), (0.45, 0.6, 0.38, 0.3), (0.38, 0.3, 0.22, 0.6),
                       (0.38, 0.3, 0.7, 0.3), (0.7, 0.3, 0.78, 0.6), (0.45, 0.6, 0.7, 0.3),
                       (0.7, 0.3, 0.66, 0.18), (0.36, 0.26, 0.42, 0.26)):
        q.line(a, b, c, d, colour, 0.03)


def _shelf(s: Stage, kind: int) -> None:
    """A bookshelf behind the speaker: spines of varied heights and colours."""
    s.rect(0.62, 0.2, 0.96, 0.22, (120, 90, 60))
    s.rect(0.62, 0.42, 0.96, 0.44, (120, 90, 60))
    for row, base in enumerate((0.2, 0.42)):
        u = 0.63
        for k in range(9):
            w = 0.018 + ((kind + k * 5 + row) % 3) * 0.006
            hgt = 0.12 + ((kind + k * 7 + row) % 4) * 0.015
            s.rect(u, base - hgt, u + w, base, CLOTHES[(kind + k + row) % len(CLOTHES)])
            u += w + 0.004


def _speaker(page: Page, box: Box, kind: int, cu: float) -> None:
    """The person in focus at ``cu``, after the room behind them is defocused (kit.webcam)."""
    page.photo(box, kind, "defocus")
    x1, y1, x2, y2 = box
    rng = scene_rng(page, kind, "presenter")
    cx = x1 + (x2 - x1) * (cu + rng.uniform(-0.04, 0.04))
    cy, r = y1 + (y2 - y1) * rng.uniform(0.36, 0.44), (y2 - y1) * rng.uniform(0.15, 0.19)
    figure(page, box, int(rng.integers(0, 2 ** 31)), cx, cy, r)


def presenter(page: Page, box: Box, kind: int, setting: str = "") -> None:
    """A video frame: a person talking to the camera in ``setting`` (one of ``SETTINGS``)."""
    setting = setting or SETTINGS[kind % len(SETTINGS)]
    s = Stage(page, box, square=False)
    wall = [(225, 220, 210), (205, 215, 220), (235, 230, 220), (60, 66, 80)][kind % 4]
    s.rect(0, 0, 1, 1, wall)
    if setting == "garden":
        fill_gradient(page, box, (140, 185, 230), (215, 230, 240), 8)
        s.rect(0, 0.7, 1, 1, (150, 150, 150))
        for k in range(4):
            u = 0.55 + k * 0.11
            s.rect(u, 0.62, u + 0.08, 0.78, (190, 100, 70), radius=0.01)
            s.oval(u - 0.02, 0.4, u + 0.1, 0.66, (80, 140, 70))
            s.oval(u + 0.01, 0.48, u + 0.035, 0.53, (220, 60, 40))
        s.rect(0, 0.66, 1, 0.7, (90, 90, 96))  # the balcony rail
    elif setting == "bike":
        fill_gradient(page, box, (150, 190, 230), (225, 235, 240), 8)
        s.rect(0, 0.62, 1, 1, (110, 150, 90))
        s.rect(0, 0.78, 1, 0.86, (170, 165, 160))
        _bike(s, 0.76, 0.38, 0.55, CLOTHES[kind % len(CLOTHES)])
    elif setting in ("workbench", "bench"):  # "bench": the thing mended is not a bike
        s.rect(0.5, 0.08, 0.98, 0.5, (200, 170, 130))  # pegboard
        for k in range(5):
            s.line(0.55 + k * 0.09, 0.16, 0.55 + k * 0.09, 0.34 - (k % 2) * 0.06,
                   (70, 70, 76), 0.012)
        if setting == "workbench":
            _bike(s, 0.76, 0.34, 0.5, (200, 60, 50))
        else:  # a cased machine and a screwdriver on the bench
            s.rect(0.6, 0.6, 0.9, 0.8, CLOTHES[kind % len(CLOTHES)], radius=0.02)
            s.rect(0.64, 0.55, 0.86, 0.62, (70, 70, 76), radius=0.01)
            s.line(0.52, 0.78, 0.58, 0.7, (200, 60, 50), 0.015)
        s.rect(0, 0.8, 1, 1, (140, 100, 60))
    elif setting == "kitchen":
        s.rect(0, 0.06, 1, 0.3, (245, 245, 240))
        s.rect(0, 0.74, 1, 1, (235, 235, 230))
        s.rect(0, 0.72, 1, 0.76, (120, 110, 100))
        s.rect(0.64, 0.6, 0.86, 0.74, (190, 130, 70), radius=0.05)  # a loaf
        s.oval(0.1, 0.62, 0.3, 0.74, (240, 240, 236))  # a bowl
    else:
        _shelf(s, kind)
        s.oval(0.05, 0.1, 0.17, 0.3, (250, 240, 200))  # a lamp
        if setting == "desk":
            s.rect(0, 0.8, 1, 1, (130, 95, 65))
            s.rect(0.62, 0.58, 0.9, 0.8, (60, 62, 70), radius=0.01)
    _speaker(page, box, kind, 0.36 if setting != "talk" else 0.5)
    if setting == "guitar":
        s.oval(0.26, 0.66, 0.46, 0.98, (170, 100, 50))
        s.oval(0.33, 0.76, 0.39, 0.84, (40, 30, 25))
        s.line(0.44, 0.78, 0.66, 0.56, (90, 60, 40), 0.02)
    if setting == "piano":  # the keyboard across the frame's foot
        s.rect(0, 0.8, 1, 1, (25, 25, 28))
        s.rect(0.04, 0.84, 0.96, 0.98, (245, 245, 240))
        for k in range(23):
            s.line(0.04 + k * 0.04, 0.84, 0.04 + k * 0.04, 0.98, (60, 60, 64), 0.004)
            if k % 7 not in (2, 6):
                s.rect(0.068 + k * 0.04, 0.84, 0.092 + k * 0.04, 0.92, (25, 25, 28))
    if setting == "desk":
        s.rect(0, 0.8, 1, 1, (130, 95, 65))
        s.poly([(0.24, 0.8), (0.48, 0.8), (0.5, 0.84), (0.22, 0.84)], (200, 200, 205))


# stems of video titles (en de fr es it nl) -> the frame that shows them; a title naming
# none gets a plain title card (kit.media.thumbnail), never a stranger's frame
VIDEO_STEMS: list[tuple[str, tuple[str, ...]]] = [
    # a home tour or a clear-out: a room (kit.places.room)
    ("room", ("apartment tour", "house tour", "home tour", "roomtour", "room tour",
              "wohnungstour", "hausführung", "visite de mon", "visite d'un", "tour por mi",
              "tour por un", "tour di un", "tour della", "huistour", "visitamos un",
              "declutter", "ausmist", "désencombr", "ordenar", "riordin", "opruim")),
    ("city", ("street food", "food tour", "breakfast tour", "48 hours in", "48 stunden in",
              "48 heures à", "48 horas en", "48 ore a", "48 uur in")),
    ("city", ("walk", "spaziergang", "promenade", "paseo", "passeggiata", "wandeling",
              "zu fuß", "à pied", "a pie", "a piedi", "te voet", "day in the life", "alltag")),
    ("guitar", ("guitar", "gitarre", "guitare", "guitarra", "chitarra", "gitaar", "ukulele",
                "ukelele")),
    ("piano", ("piano", "klavier")),
    ("kitchen", ("bread", "brot", " pain ", " pan ", " pane", "brood", "sourdough", "sauerteig",
                 "focaccia", "ramen", "pizza", "croissant", "meal", "cook", "kochen",
                 "cuisine", "cocina", "cucina", "koken", "recipe", "rezept", "recette",
                 "receta", "ricetta", "recept")),
    ("garden", ("garden", "balcon", "balkon", "jardin", "jardín", "giardino", "tuin",
                "plant", "pflanz", "tomat", "pomodor", "grow")),
    ("bike", ("bike", "fahrrad", "rad ", "vélo", "bici", "fiets")),
    ("bench", ("repair", "fix", "flick", "répar", "repar", "ripar", "restor", "restaur",
               "build ", "built", "baue", "gebaut", "construi", "costrui", "bouw", "sistem",
               "ridipin")),
    ("landscape", ("trip", "travel", "reise", "voyage", "viaje", "viaggio", "reis", "hike",
                   "wander", "randonn", "sender", "escurs", "road", "lighthouse", "bridge",
                   "brücke", " pont ", "puente", "ponte", "brug", " faro", " mill", "mühle",
                   "moulin", "molino", "mulino", "molen", "acueducto", "acquedotto",
                   "aqueduc", "muralla", "stadtmauer", "by train", "mit dem zug",
                   "en train", "en tren", "in treno", "met de trein")),
]


def video_scene(title: str) -> str:
    """The setting a video titled ``title`` is filmed in ("" when the title names none)."""
    low = f" {title.lower()} "
    for scene, stems in VIDEO_STEMS:
        if any(stem in low for stem in stems):
            return scene
    return ""


# what a title names that no scene here draws (en de fr es it nl): a fire, rain or snow, a
# lighthouse, a bridge, a mill, an igloo... (r83 0012: "Relaxing fireplace for sleep" over a
# face, "A rainy walk" on a sunny street, an old lighthouse as parkland)
UNDRAWN_STEMS = (
    "fireplace", "kamin", "cheminée", "chimenea", "caminetto", "haardvuur", "open haard",
    "campfire", "lagerfeuer", "feu de camp", "fogata", "falò", "kampvuur",
    "rain", "regen", "pluie", "pluvie", "lluvi", "pioggi", "piovos",
    "snow", "schnee", "neige", "nieve", " neve", "sneeuw", "storm", "tempête", "tormenta",
    "tempesta", "lighthouse", "leuchtturm", " phare", " faro", "vuurtoren", "bridge",
    "brücke", " pont ", "puente", "ponte", " brug", " mill", "mühle", "moulin", "molino",
    "mulino", "molen", "acueducto", "acquedotto", "aqueduc", "muralla", "stadtmauer",
    "igloo", "iglú", "treehouse", "baumhaus", "cabane", "albero", "árbol", "boomhut",
    "sleeper train", "nachtzug", "train de nuit", "tren nocturno", "treno notte",
    "nachttrein", "underwater", "unterwasser", "sous l'eau", "submarin", "subacque",
    "onderwater", "aurora", "nordlicht", "northern lights")


def drawn_scene(title: str) -> str:
    """``video_scene(title)`` when that scene shows what the title names, else "": a
    thumbnail is drawn from its title's subject, so a title about a fire, rain or a
    lighthouse (``UNDRAWN_STEMS``) has no scene to show it."""
    low = f" {title.lower()} "
    return "" if any(stem in low for stem in UNDRAWN_STEMS) else video_scene(title)


def shown_title(title: str) -> bool:
    """Whether a thumbnail can show ``title``: its scene (``drawn_scene``), or, for a title
    naming no setting (a talk, a review), its maker on camera; not one naming a fire, rain
    or a lighthouse that no scene draws."""
    low = f" {title.lower()} "
    return bool(drawn_scene(title)) or not (video_scene(title)
                                            or any(stem in low for stem in UNDRAWN_STEMS))


# words of a title (en de fr es it nl) that set it after dark: its street is drawn at night,
# and a street drawn at night gets such a title
NIGHT_STEMS = ("night", "nacht", "de nuit", "nocturn", "notturn", "nächtlich")


def is_night(title: str) -> bool:
    """Whether ``title`` sets its scene after dark ("A night walk through Leeds")."""
    low = title.lower()
    return any(stem in low for stem in NIGHT_STEMS)


# stems of a social post (en de fr es it nl) -> the photo it comes with
POST_STEMS: list[tuple[str, tuple[str, ...]]] = [
    ("sunset", ("sunset", "sonnenunterg", "coucher", "atardecer", "puesta de sol", "tramonto",
                "zonsonderg", "abendrot")),
    ("scene", (" run", "lauf", "course", "correr", "corsa", "hardloop", "jog", "hike",
               "wander", "randonn", "excursi", "escursion", "fiets", "bike", "vélo", "bici",
               "cycling", "ciclismo", "trekking", "camp")),
    # (a garden is not the hills and lake the landscape draws: a post about its
    # strawberries or its digging shows no photo; r89 row 16)
    ("dish", ("recipe", "rezept", "recette", "receta", "ricetta", "recept", "bread", "brot",
              "cake", "kuchen", "gâteau", "pastel", "torta", "taart", "curry", "dinner",
              "cook", "koch", "cuisine", "cocina", "cucina", "koken", "baking", "caffè",
              "wine")),
    # a team that is hiring: its office, not a row of heads
    ("office", ("hiring", "stellt ein", "recrute", "busca gente", " assume", "cerca nuove",
                "si allarga", "zoekt versterking", "zoekt een", "vacature")),
    ("people", ("launch", "party", "fest", "fête", "fiesta", "team", "équipe", "equipo",
                "squadra", "hiring", "inaugura", "opening", "eröffnung", "borrel")),
]


# what a caption shows, by its words in the six languages: the picture drawn above it
CAPTION_SCENES: list[tuple[str, tuple[str, ...]]] = [
    ("people", ("everyone", "alle ", "tout le monde", "todos", "tutti", "iedereen")),
    ("dish", ("lunch", "breakfast", "coffee", "ice cream", "picnic", "barbecue", "mittag",
              "frühstück", "kaffee", " eis", "picknick", "grill", "déjeuner", "café", "glace",
              "pique-nique", "comida", "desayuno", "helado", "barbacoa", "pranzo", "colazione",
              "caffè", "gelato", "grigliata", "ontbijt", "koffie", "ijsje", "picknick")),
    ("city", ("street", "door", "market", "bridge", "café", "bookshop", "straße", "gasse",
              "tür", "markt", "brücke", "rue", "porte", "marché", "pont", "calle", "puerta",
              "mercado", "puente", "vicol", "porte", "mercato", "ponte", "straat", "steeg",
              "deur", "brug", "librer", "buchhand")),
]


def caption_scene(caption: str) -> str:
    """The picture a photo caption is written under: people, a dish, a street, else a
    landscape (hills, a harbour, a sunset)."""
    return _scene_of(caption, CAPTION_SCENES, "scene")


def _scene_of(text: str, table: list[tuple[str, tuple[str, ...]]], default: str) -> str:
    """The first scene of ``table`` one of whose stems ``text`` holds, else ``default``."""
    low = f" {text.lower()}"
    return next((scene for scene, stems in table if any(s in low for s in stems)), default)


def post_scene(text: str) -> str:
    """The photo a post about ``text`` shows: "sunset", "scene" (outdoors), "dish",
    "office" (a team hiring), "people", or "city" (the town the post is about) when the text names none."""
    return _scene_of(text, POST_STEMS, "city")


def portrait(page: Page, box: Box, kind: int, circle: bool = False,
             sex: str | None = None) -> None:
    """A profile photo: a person's head and shoulders on a plain backdrop, a square or a
    disc (``circle``: the shoulders follow the disc's rim, nothing pokes out of it). The
    hair follows the person's ``sex`` where the page knows it ("f": long, "m": short; r57
    0011: "Ornella" had a short-haired man's avatar), else ``kind``."""
    x1, y1, x2, y2 = box
    back = [(200, 215, 230), (230, 220, 200), (210, 225, 210), (225, 210, 220),
            (190, 190, 195)][kind % 5]
    q = Stage(page, box, 1.0)
    skin, body = SKIN[kind % len(SKIN)], CLOTHES[(kind * 3) % len(CLOTHES)]
    hair = [(50, 35, 25), (120, 80, 40), (30, 30, 30), (170, 150, 120)][(kind * 7) % 4]
    if circle:
        q.oval(0, 0, 1, 1, back)
        rim = [(0.5 + 0.5 * math.cos(math.radians(a)), 0.5 + 0.5 * math.sin(math.radians(a)))
               for a in range(27, 154, 9)]
        q.poly(rim[::-1] + [(0.5 - 0.45, 0.72), (0.5 + 0.45, 0.72)][::-1], body)
        q.oval(0.14, 0.62, 0.86, 0.84, body)
    else:
        page.rect(box, back, name="image")
        q.rect(0.16, 0.66, 0.84, 1.0, body, radius=0.14)
    q.rect(0.44, 0.54, 0.56, 0.7, shade(skin, 0.1))
    if (sex == "f") if sex in ("f", "m") else kind % 3 == 1:  # long hair: down both sides
        # of the face, none under the chin
        q.rect(0.27, 0.22, 0.4, 0.74, hair, radius=0.06)
        q.rect(0.6, 0.22, 0.73, 0.74, hair, radius=0.06)
    q.oval(0.32, 0.16, 0.68, 0.6, skin)
    q.oval(0.3, 0.12, 0.7, 0.32, hair)
    for ex in (0.43, 0.57):
        q.oval(ex - 0.015, 0.39, ex + 0.015, 0.42, (40, 35, 35))
