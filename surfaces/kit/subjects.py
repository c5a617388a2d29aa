"""What a page's picture shows, read off the words the page writes next to it (en de fr es
it nl), so the picture fits its caption, its listing or its topic:

- ``caption_outdoors(caption)``: a caption that places its subject outside ("vor dem
  Rathaus", "devant la mairie", "in the square") is an outdoor photo (r67 0023: that
  caption over a room with a bookshelf);
- ``topic_picture(topic)``: the picture class of a newsletter's, an event's or a news
  clip's topic (sewing: a craft table; jazz: a stage; finance: an office; cycling: a
  street with a bike lane; cooking: a dish), else a neutral blurred ``bokeh`` (r66
  0003/0006/0020: streets and fields for a jazz night, a sewing club, a bike lane);
- ``home_picture(house)``: a house's photo is its exterior (r68 0017: "Villetta con
  giardino" over a living room);
- ``chart_kind(title)``: the chart a slide titled so shows (a curve: a line chart; shares:
  a pie; counts: bars; r69 0012: "De vraagcurve" over a bar chart).

Pure functions of text; no randomness.
"""

from __future__ import annotations

import re

# places a caption puts its subject out of doors: in front of a building, in a square,
# a street, a park, on a site (stems; matched in the lower-cased caption)
PRESS = r"(?!(?:der |la |les |de |the )?(?:presse|press|pers|journalist|medien|médias|medios|stampa))"
OUTDOOR = re.compile(
    r"\b(?:(?:vor dem|vor der|in front of|outside|devant|frente al?|delante del?|davanti al?|"
    r"davanti allo|voor het|voor de) " + PRESS + r"|bij de ingang|at the site|on the site|"
    r"auf dem gelände|sur le chantier|en la obra|in cantiere|op de bouwplaats|in the square|"
    r"auf dem platz|sur la place|en la plaza|in piazza|op het plein|in the street|"
    r"on the street|auf der straße|dans la rue|en la calle|per strada|op straat|in the park|"
    r"im park|au parc|en el parque|al parco|nel parco|in het park|sur place|sur le terrain|"
    r"visita a la zona|sopralluogo|werkbezoek|site visit|ortstermin|vor ort|a pie de obra)")


def caption_outdoors(caption: str) -> bool:
    """Whether ``caption`` places its subject outdoors (in front of, in a square, ...)."""
    return bool(OUTDOOR.search(caption.lower()))


# a topic's words -> (variant, subject) of media.picture; the first entry that matches
TOPICS: list[tuple[tuple[str, str], tuple[str, ...]]] = [
    (("city", "bike"), ("cycl", "bike", "bici", "vélo", "velo ", "fiets", "radweg", "radfahr",
                        "fahrrad", "leihrad", "ciclis", "ciclov", "radwegenetz", "carril bici", "ciclab",
                        "piste cyclable", "voie verte", "towpath")),
    # a coffee or a wine club: a table with cups and a jug by a window, not a plate of food
    (("interior", ""), ("caffè", "coffee", "kaffee", "café", "koffie", "wine", "wein", "vin ",
                        "vino", "wijn", "tea ", "tee ", " thé", "té ")),
    (("dish", ""), ("cook", "kochen", "cuisine", "cocina", "cucina", "koken", "bak", "backen",
                    "pâtiss", "reposter", "pasticc", "recipe", "rezept", "recette",
                    "receta", "ricett", "recept", "food", "essen", "gastronom")),
    (("stage", ""), ("music", "musik", "musique", "música", "musica", "muziek", "jazz",
                     "concert", "konzert", "concierto", "concerto", "salle de concert",
                     "theat", "theater", "théâtre", "teatro", "cinema", "kino", "cinéma",
                     " cine ", "bioscoop", "festival", "song", "lied", "chanson", "canción",
                     "canzon", "band ", "orchest", "choir", "chor", "chœur", "coro", "koor")),
    (("craft", ""), ("sewing", "nähen", "couture", "costura", "cucito", "naai", "knit",
                     "strick", "tricot", "maglia", "breien", "diy", "do it yourself",
                     "heimwerk", "bricol", "fai da te", "klus", "handwerk", "craft",
                     "basteln", "artisan", "manualid", "zero waste", "zéro déchet",
                     "residuo cero", "rifiuti zero")),
    (("office", ""), ("financ", "finanz", "money", "geld", "argent", "dinero", "soldi",
                      "saving", "sparen", "épargne", "ahorro", "risparmio", "budget",
                      "invest", "tax", "steuer", "impôt", "impuesto", " tasse", "belasting",
                      "pension", " rente", "retraite", "jubilación")),
    (("city", ""), ("parking", "parkhaus", "parcheggio", "aparcamiento")),
    (("scene", ""), ("solar", "zonnepark", "hik", "wander", "randonn", "senderis", "trek",
                     "escurs", "camp", "running", "laufen", "course à pied", "correr",
                     "corsa", "hardlop", "train travel", "viajes en tren", "voie", "river",
                     "fluss", "fleuve", "rivière", "río", "fiume", "torrente", "rivier")),
    (("park", ""), ("garden", "garten", "jardin", "giardin", "tuin", "park", "parc",
                    "parque", "parco", "green", "grün", "végétal", "verde", "groen")),
    (("market", ""), ("market", "markt", "marché", "mercado", "mercato", "halle",
                      "market hall")),
    (("shore", ""), ("harbo", "hafen", " port", "puerto", " porto", "haven", "lungolago",
                     "waterfront", "promenade", "beach", "strand", "plage", "playa",
                     "spiaggia", "base nautique", "quais")),
    (("city", ""), ("city break", "städtereise", "city-trip", "escapadas urbanas", "stedentrip",
                    "tram", " bus", "stadium", "stadion", "stade", "stadio", "estadio",
                    "straßenbahn", "tranvía", "autobús", "corriere", "belbus",
                    "station", "gare", "estación", "stazione", "bahnhof", "centre",
                    "centro", "zentrum", "old town", "altstadt", "plaza", "piazza", "plein",
                    "square", "quartier", "barrio", "quartiere", "viertel", "wijk",
                    "photograph", "fotograf", "photographie")),
    (("room", "living"), ("interior", "einricht", "déco", "interiorismo", "arredam", "wonen",
                          "board game", "brettspiel", "jeux de société", "juegos de mesa",
                          "giochi da tavolo", "bordspel", "yoga", "reading", "lesen",
                          "lecture", "lectura", "lettura", "lezen", "library", "bibliot",
                          "médiathèque", "home", "maison", "casa", "thuis")),
]
NEUTRAL = ("bokeh", "")


def topic_picture(topic: str, default: tuple[str, str] = NEUTRAL) -> tuple[str, str]:
    """The (variant, subject) of media.picture for a page about ``topic``; ``default``
    (the neutral ``bokeh``) when no class fits: never a wrong scene."""
    low = f" {topic.lower()} "
    return next((pic for pic, stems in TOPICS if any(s in low for s in stems)), default)


# words of a listing that make it a house (its photo: the exterior), in the six languages
HOUSE = re.compile(r"villa|villetta|house|haus|maison|casa\b|casale|chalet|cottage|bungalow|"
                   r"rustico|masseria|cascina|landhuis|woning|huis\b|hof\b|ferme|finca|"
                   r"cortijo|reihenhaus|doppelhaus|pavillon")


def home_picture(house: bool, title: str = "") -> tuple[str, str]:
    """The (variant, subject) of a home's photo: a house (or a title naming one) shows its
    exterior; a flat a room or its block, chosen by the caller."""
    if house or HOUSE.search(title.lower()):
        return "facade", "house"
    return "", ""


# a slide's title -> its chart: a curve or a trend is a line, shares a pie, counts bars
CHARTS: list[tuple[str, re.Pattern[str]]] = [
    ("line", re.compile(r"curv|kurve|courbe|equilibri|gleichgewicht|équilibre|evenwicht|trend|verlauf|évolution|evoluci|andamento|verloop|"
                        r"over time|growth|wachstum|croissance|crecimiento|crescita|groei|"
                        r"\bfunctions?\b|\bfunktion|\bfonctions?\b|\bfunci[oó]n|"
                        r"\bfunzion[ei]\b|\bfuncties?\b")),
    ("pie", re.compile(r"\bshares?\b|anteil|\bparts de\b|\bcuotas?\b|\bquote\b|"
                       r"aandeel|breakdown|verteilung|répartition|distribuci|ripartizion|"
                       r"verdeling|percent|prozent|pourcentage|porcentaje|percentual|procent|"
                       r"zusammensetzung|composición|samenstelling")),
    ("bars", re.compile(r"\bcounts? of\b|number of|\banzahl|\bnombre de\b|\bnúmero de\b|"
                        r"\bnumero di\b|\baantal\b|statisti|\btotals\b|\bin zahlen\b|"
                        r"\ben chiffres\b|\ben cifras\b|\bin cifre\b|\bin cijfers\b|"
                        r"\bin figures\b|\bin numbers\b")),
]


def chart_kind(title: str) -> str:
    """The chart a slide titled ``title`` shows ("line", "pie", "bars"), "" for none."""
    low = title.lower()
    return next((kind for kind, pat in CHARTS if pat.search(low)), "")


# the number words 2..9 a title may count its points with, per language
NUMBERS = {"en": "two three four five six seven eight nine",
           "de": "zwei drei vier fünf sechs sieben acht neun",
           "fr": "deux trois quatre cinq six sept huit neuf",
           "es": "dos tres cuatro cinco seis siete ocho nueve",
           "it": "due tre quattro cinque sei sette otto nove",
           "nl": "twee drie vier vijf zes zeven acht negen"}


def title_count(title: str, lang: str) -> int:
    """How many things a title counts ("Les quatre phases de la mitose": 4), 0 for none:
    a thumbnail under it shows as many bullets or bars (r71 0004: five bars under four)."""
    words = NUMBERS.get(lang, NUMBERS["en"]).split()
    for token in re.findall(r"\w+", title.lower()):
        if token in words:
            return words.index(token) + 2
        if token.isdigit() and 2 <= int(token) <= 9:
            return int(token)
    return 0
