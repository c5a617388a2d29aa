"""The world of a photo library's open album: which album it is, the day it was taken, and
what each of its pictures shows, sampled before any caption is written. A caption is then
written from its picture's kind (a mountain view under peaks, a meal under a dish), the
album's name fits its photos and its season, and the selected photo's time fits its light
(a sunset in the evening, a street at night after dark)."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from generator.content import Content
from generator.rng import choice
from surfaces.kit.scenery import pick

# what a picture shows -> the kit.media.picture variant that draws it
VARIANT = {"mountains": "scene", "lake": "scene", "meadow": "scene", "sunset": "scene",
           "street": "city", "night": "night", "dish": "dish", "people": "people",
           "park": "park", "market": "market", "portrait": "portrait", "home": "room",
           "cafe": "interior", "road": "road", "facade": "facade"}
# r86 0010: an album of three kinds repeated the park a dozen times; these kinds vary it
# (a portrait of one of the party, the family's living room or kitchen, a table in a café,
# the mountain road up): few of each, uncaptioned (most photos have no caption)
UNCAPTIONED = ("portrait", "home", "cafe", "road", "facade")
FACADES = ("block", "house")
HOMES = ("living", "kitchen", "family")
# the variants a town picture may be drawn with (a street: houses or a market street)
POOLS = {"street": ("city", "market")}
# the exposure a photo of that kind is taken with (photo_gallery.LIGHT)
LIGHT_OF = {"street": "city", "market": "city", "facade": "city", "night": "people", "dish": "dish", "people": "people",
            "portrait": "people", "home": "people", "cafe": "people"}
# the meals kit.food draws that a "best meal of the trip" caption may sit under
MEALS = ("soup", "tomato soup", "curry", "risotto", "roast", "pasta", "salad", "fried rice",
         "stew", "pancake", "bake", "seafood", "cutlet", "dessert")
# media.gallery (the same order in every language): the albums an open album may be, with
# the months it may be dated in and the pictures it holds (Fall colors and Garden, spring:
# the kit draws no autumn leaves nor flower beds; a wedding is not a trip; a family weekend
# is its people, its meals and the park, not "exploring the town without a map")
# A town's albums (summer in town, a family weekend, street photos) hold town pictures only:
# the kit's lakes and paths lie under hills, which a flat town has not; the hike is placed in
# a real mountain area of the language's travellers (w6ct.mountain_areas), not in a town.
ALBUMS = {0: ((6, 7, 8), ("street", "dish", "people", "night", "portrait", "cafe",
                        "facade")),
          1: ((4, 5, 6, 7, 8, 9, 10), ("people", "dish", "park", "portrait", "home")),
          2: ((6, 7, 8, 9), ("mountains", "lake", "meadow", "sunset", "portrait", "road")),
          3: (tuple(range(1, 13)), ("street", "night", "portrait", "cafe", "facade"))}
HIKE = 2  # media.gallery: "Mountain hike"
WEEKEND = 1  # media.gallery: "Family weekend", dated a Saturday or a Sunday (r50 0028)
# a sidebar album's cover: (variant, kind) by its media.gallery index, drawn from its subject
# (a town's street, a family, peaks, the wedding's guests, trees turning, a garden's lawn
# and trees: never the mountain path of a hike over "Garden, spring")
THUMBS = {0: ("city", 5), 1: ("people", 1), 2: ("scene", 3), 3: ("city", 2),
          4: ("people", 3), 5: ("park", 2), 6: ("park", 5)}


def cover_of(index: int, photos: list[dict[str, Any]]) -> tuple[str, int]:
    """The cover of album ``index``: for the open album its first photo that is no meal
    (the sidebar draws no dish), else its subject's picture (THUMBS)."""
    for photo in photos:
        if photo["variant"] not in ("dish", "portrait"):
            return str(photo["variant"]), int(photo["kind"])
    return THUMBS[index]
# a photo's order in the day: daylight first, then the sunset, then the night
ORDER = {"sunset": 1, "night": 2}
CAP = {"sunset": 2, "night": 3, "portrait": 4, "home": 3, "cafe": 3, "road": 2, "facade": 5}
# the hour the sun sets in each month (Europe and the US, local summer time)
SUNSET = {1: 17, 2: 17, 3: 18, 4: 20, 5: 20, 6: 21, 7: 21, 8: 20, 9: 19, 10: 18, 11: 16,
          12: 16}


def landscape_kind(rng: np.random.Generator, what: str, seen: set[int] = frozenset()) -> int:
    """A kit.places.landscape seed that draws ``what``: peaks, a lake under hills, a path
    through hills, or the sun setting (its own sky)."""
    tests = {"mountains": lambda k: k % 3 == 0 and k % 5 != 4,
             "lake": lambda k: k % 3 and k % 2 == 0 and k % 5 != 4,
             "meadow": lambda k: k % 3 and k % 2 and k % 5 != 4,
             "sunset": lambda k: k % 5 == 4}
    return int(choice(rng, [k for k in range(60) if tests[what](k) and k not in seen]))


def album_kinds(rng: np.random.Generator, mix: tuple[str, ...], n: int) -> list[str]:
    """``n`` picture kinds from the album's ``mix`` (none more often than its captions
    allow), in the order of the day."""
    caps = {what: CAP.get(what, 5) for what in mix}
    while sum(caps.values()) < n:  # a street album of sixteen: more streets, not more nights
        free = [what for what in caps if what not in CAP] or list(caps)
        for what in free:
            caps[what] += 1
    out: list[str] = []
    while len(out) < n:
        what = str(choice(rng, mix))
        if out.count(what) < caps[what]:
            out.append(what)
    return sorted(out, key=lambda w: ORDER.get(w, 0))


def pictures_of(rng: np.random.Generator, kinds: list[str]) -> list[dict[str, Any]]:
    """How kit.media.picture draws each photo of ``kinds`` (its seed, variant, subject),
    no two alike: landscapes of their own seeds, meals of their own dishes, the town's
    pictures by scenery.pick."""
    drawn = pick(rng, [POOLS.get(what, (VARIANT[what],)) for what in kinds])
    meals = [str(m) for m in rng.permutation(MEALS)]
    seen: set[int] = set()
    out = []
    for what, pic in zip(kinds, drawn, strict=True):
        if VARIANT[what] == "scene":
            kind = landscape_kind(rng, what, seen)
            seen.add(kind)
            pic = {"kind": kind, "variant": "scene"}
        elif what == "portrait":  # page.portrait's person: each their own
            pic = {"kind": int(rng.integers(0, 2 ** 31)), "variant": "portrait"}
        subject = meals[len([p for p in out if p["variant"] == "dish"]) % len(meals)]
        homes = len([p for p in out if p["variant"] == "room"])
        out.append({**pic, "subject": subject if what == "dish" else
                    HOMES[homes % len(HOMES)] if what == "home" else
                    FACADES[int(pic["kind"]) % 2] if what == "facade" else ""})
    return out


def taken_hour(rng: np.random.Generator, what: str, month: int) -> int:
    """The hour a photo of ``what`` was taken in ``month``: a sunset at sunset, a night
    street after dark, anything else in daylight."""
    sunset = SUNSET[month]
    if what == "sunset":
        return sunset - int(rng.integers(0, 2))
    if what == "night":
        return min(23, sunset + int(rng.integers(1, 4)))
    return int(rng.integers(9, min(17, sunset - 1) + 1))


def caption_key(scene: str) -> str:
    """The sentences key of captions of a picture of ``scene``."""
    return {"park": "w8m.cap_park", "market": "w10gm.cap_market"}.get(scene, f"w6p.cap_{scene}")


def captions_of(content: Content, scenes: list[str], city: str) -> list[str]:
    """One caption per scene kind, under the first photo of that kind (the others have
    none, as most photos have none): two captions of one kind read as the same caption
    twice ("Everyone squeezing in" / "Everyone trying to fit")."""
    out = []
    for k, scene in enumerate(scenes):
        out.append("" if scene in scenes[:k] or scene in UNCAPTIONED else
                   content.sentences(caption_key(scene), 1, city=city)[0])
    return out


def album_world(rng: np.random.Generator, content: Content, n: int, city: str) -> dict[str, Any]:
    """The open album: its media.gallery index and name, its day, its place (``city``, or a
    mountain area for the hike), its photos (kind, picture and a caption written from the
    picture) in the order they were taken."""
    index = int(choice(rng, sorted(ALBUMS)))
    place = str(choice(rng, content.ui_list("w6ct.mountain_areas"))) if index == HIKE else city
    months, mix = ALBUMS[index]
    day = datetime.date(int(rng.integers(2024, 2027)), int(choice(rng, months)),
                        int(rng.integers(1, 29)))
    if index == WEEKEND:  # the Saturday or Sunday of that week, not after the month
        back = (day.weekday() - int(choice(rng, [5, 6]))) % 7
        day -= datetime.timedelta(days=back if back < day.day else back - 7)
    kinds = album_kinds(rng, mix, n)
    pics = pictures_of(rng, kinds)
    # the scene a picture shows: a town picture drawn as a market street is a market
    scenes = ["market" if pic["variant"] == "market" else what
              for what, pic in zip(kinds, pics, strict=True)]
    captions = captions_of(content, scenes, place)
    photos = [{"what": what, "scene": scene, "caption": caption, **pic}
              for what, scene, caption, pic in zip(kinds, scenes, captions, pics, strict=True)]
    return {"index": index, "title": content.title_at("media.gallery", index, city=city),
            "day": day, "photos": photos, "place": place}
