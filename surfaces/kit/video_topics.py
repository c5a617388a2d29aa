"""What a video thumbnail shows, from its title's topic (en de fr es it nl): a trip a
landscape, a shore or a road; a town a street or a market; a recipe its dish; a routine, a
workout or a clear-out a room; a repair or a restoration the workbench; a review the thing
reviewed; a garden a park's greenery; a talk, a vlog or a lesson its maker on camera
(review r95 row 17: every "Up next" thumbnail was one talking head, for yoga, Scotland
and a laptop alike).

``topic_picture(title, kind)`` gives the (variant, subject) of kit.media.picture, or
("person", "") for a face; each thumbnail is drawn from its own ``kind`` (no two alike)."""

from __future__ import annotations

from surfaces.kit.food import KINDS, dish_kind
from surfaces.kit.products import item_shape
from surfaces.kit.scenes import video_scene

# topic -> stems of a title (lower case, padded with spaces), first match wins
TOPICS: list[tuple[str, tuple[str, ...]]] = [
    ("review", ("review", "testing", "ranking", "i test", "ich teste", "wir testen",
                "je teste", "tester ", "essayer", "comparer", "on compare", "probando",
                "probamos", "reseña", "comparamos", "ho provato", "abbiamo testato",
                "prova completa", "recensione", "we vergeleken", "getest", "getest:")),
    ("bench", ("repair", "fixing", " fix ", "restor", "rebuild", "cleaning a", "patch",
               "herrichten", "rénover", "répar", "reparar", "restaur", "ripar", "bekleden",
               "plakken", " plak ", "isoleerde", "pintar", "commode", "kommode")),
    ("food", ("eat in a day", "meals", "dinner", "cook", "baking", "sourdough", "focaccia",
              "croissant", "ramen", "bread", "strudel", "kuchen", "brot", "crêpe", "brioche",
              "baguette", "camembert", "cuisine", "recette", "comida", "masa madre", "turrón",
              "pasta", "piatti", "cucin", "stamppot", "appeltaart", "kombucha", "yoghurt",
              " eet ", "kookte", "koken", "seizoensgroenten")),
    ("garden", ("garden", "balcon", "balkon", "windowsill", "fensterbank", "jardin", "huerto",
                "basilico", "orchide", "verpot", "tomato", "herbs", "plant", "grow")),
    ("market", ("market", "markt", "flohm", "marché", "mercado", "mercato")),
    ("shore", ("hallig", "badesee", "hausboot", "la mer", "kayak", "kanoën", "schaatsen",
               "vissen", "plassen", "waddenkust", "veerpont", "pagay", "nadar", "nuotare",
               "swim", "zelt", "kamperen", "camping")),
    ("road", ("road trip", "roulé", "marché jusqu", "marché de", "ruta", "cammino",
              "wandelen", "escapada", "borgo", "castello", "stazione")),
    ("landscape", ("trip", "week in", "weekend in", "travel", "packing", "pack for",
                   "wochenende in", "reise", "week-end", "voyage", "viaje", "viaggio",
                   "settimana a", "giorno a", "reizen", "reis", "escalade")),
    ("street", ("moving to", "umzug", "mudarme", "vivir en", "cafés", "metro", "station",
                "estación", "rondleiding", "sluizen", "gemalen", "24 heures", "stadt",
                "day in the life", "un día en")),
    ("room", ("routine", "ritual", "organiz", "organis", "organisation", "decluttering",
              "cleaning my", "apartment", "house", "garage", "bureau", "scrivania", "armadio",
              "escritorio", "setup", "armario", "trastero", "homeoffice", "télétravail",
              "yoga", "stretching", "workout", "esercizi", "allenamento", "plan ik",
              "huis", "badkamer", "abitudini", "rutina", "range mon", "ordeno", "limpieza")),
]
# a dish no kit.food stem names, by a stem of its title
DISHES = (("ramen", "soup"), ("pizza", "bread"), ("masa madre", "bread"), ("sourdough", "bread"),
          ("zuurdesem", "bread"), ("croissant", "bread"), ("brioche", "bread"),
          ("baguette", "bread"), ("turrón", "cake"), ("strudel", "cake"), ("crêpe", "cake"),
          ("appeltaart", "cake"), ("stamppot", "roast"), ("pasta", "pasta"))
# plural or short names of reviewed things kit.products.item_shape misses
THINGS = (("rucks", "backpack"), ("zaini", "backpack"), ("sacs à dos", "backpack"),
          ("mochilas", "backpack"), ("rugzak", "backpack"), ("cuffie", "headphones"),
          ("koptelefoon", "headphones"), ("móvil", "phone"), ("camera", "laptop"),
          ("cámara", "laptop"), ("printer", "appliance"), ("cafetière", "coffee"),
          ("macchina del caff", "coffee"), ("aspirateur", "carton"))
# the room a topic's picture shows (kit.places.room kinds)
ROOMS = ("living", "bedroom", "living", "kitchen")


def topic(title: str) -> str:
    """The topic of ``title`` (a key of ``TOPICS``, or "" for a talk, a vlog, a lesson)."""
    low = f" {title.lower()} "
    scene = video_scene(title)
    if scene in ("guitar", "piano"):  # a lesson: its teacher with the instrument
        return ""
    by_scene = {"kitchen": "food", "bench": "bench", "garden": "garden", "city": "street",
                "room": "room", "landscape": "landscape", "bike": "bike"}
    for name, stems in TOPICS:
        if any(stem in low for stem in stems):
            return "bike" if name == "review" and "bike" in low else name
    return by_scene.get(scene, "")


def topic_picture(title: str, kind: int) -> tuple[str, str]:
    """(variant, subject) of kit.media.picture showing what ``title`` is about, from
    ``kind`` (a street by day, a room's kind, a dish's kind); ("person", "") for a face."""
    name = topic(title)
    low = title.lower()
    if any(s in low for s in ("coffee", "café filtre", "kaffee", "borracc", "cafetera")):
        return "object", "bottle" if "borracc" in low else "mug"  # a cup on the table
    if name == "food":
        named = next((d for stem, d in DISHES if stem in low), "")
        return "dish", named or dish_kind(title) or KINDS[kind % len(KINDS)]
    if name == "review":
        shape = next((t for stem, t in THINGS if stem in low), "") or item_shape(title)
        return "object", shape
    if name == "bench":
        for stem, shape in (("laptop", "laptop"), ("phone", "phone"), ("headphone", "headphones"),
                            ("console", "appliance"), ("record player", "appliance")):
            if stem in low:  # an appliance mended: the appliance itself
                return "object", shape
        piece = "chair" if any(s in low for s in ("chair", "stoel", "sedia", "silla")) else ""
        return "workshop", piece
    if name == "room":
        cook = any(s in low for s in ("kitchen", "küche", "cuisine", "cocina", "cucina", "keuken"))
        return "room", "kitchen" if cook else ROOMS[kind % len(ROOMS)]
    if name == "garden":  # green in a park, or its grower among the pots on the balcony
        return ("park", "") if kind % 2 else ("presenter", "garden")
    if name == "street":
        return "city", ""
    if name == "bike":
        return "city", "bike"
    if name in ("market", "shore", "road"):
        return name, ""
    if name == "landscape":
        return ("scene", "shore", "road")[kind % 3], ""
    return "person", ""
