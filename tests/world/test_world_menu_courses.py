"""A menu's dishes sit in their course and fit the restaurant: an Italian menu (a trattoria,
or any menu in Italian) serves no Caesar salad, burger or curry, and its risotto and ravioli
are Primi, never under "Secondi"."""

from __future__ import annotations

from world_helpers import sampled

from generator.content.provider import locale_data

FOREIGN = {"starter": (1,), "main": (4, 5), "dessert": (2, 5, 6)}
PRIMI = (0, 3)


def _names(lang: str, course: str, picks: tuple[int, ...]) -> set[str]:
    dishes = [d["name"] for d in locale_data(lang).SLOTS["media_dishes"] if d["course"] == course]
    return {dishes[i].split("{")[0].strip() for i in picks}


def test_italian_menus_keep_to_italian_courses() -> None:
    italian = 0
    for lang, seed, p in sampled("restaurant_menu", 8):
        if not (lang == "it" or p["name"].startswith("Trattoria")):
            continue
        italian += 1
        foreign = set().union(*(_names(lang, c, ix) for c, ix in FOREIGN.items()))
        primi = _names(lang, "main", PRIMI)
        mains = locale_data(lang).UI["media.menu_sections"][1]
        for section in p["sections"]:
            for item in section["items"]:
                assert not any(item["name"].startswith(f) for f in foreign), (lang, seed, item)
                if section["title"] == mains:
                    assert not any(item["name"].startswith(f) for f in primi), (lang, seed, item)
    assert italian > 6
