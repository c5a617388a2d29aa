"""photo_gallery: an album's place fits its pictures. A mountain hike is located in a real
mountain area (never "Mountain hike" with Location Amsterdam), a town's album (summer in
town, family weekend, street photos) shows no peaks, lakes under hills or sunsets over the
valley, and no daylight caption names a meal time the photo's hour may contradict."""

from __future__ import annotations

from world_helpers import sampled

from generator.content.provider import locale_data
from surfaces.kit.photo_world import HIKE

LANDSCAPE = {"mountains", "lake", "meadow", "sunset"}


def test_album_place_fits_its_pictures() -> None:
    hikes = towns = 0
    for lang, seed, p in sampled("photo_gallery", 40):
        data = locale_data(lang)
        areas = data.UI["w6ct.mountain_areas"]
        hike = data.TITLES["media.gallery"][HIKE]
        location = p["fields"][6][1]
        kinds = {ph["what"] for ph in p["photos"]}
        if p["title"] == hike:
            hikes += 1
            assert location in areas, (lang, seed, location)
        else:
            towns += 1
            assert location in data.SLOTS["cities"], (lang, seed, location)
            assert not kinds & LANDSCAPE, (lang, seed, p["title"], kinds)
    assert hikes > 10 and towns > 10


def test_no_caption_names_a_meal_time() -> None:
    words = ("lunch", "Mittagessen", "déjeuner", "almuerzo", "pranzo", "lunchplek")
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for key, templates in locale_data(lang).SENTENCES.items():
            if key.startswith("w6p.cap_"):
                assert not any(w in t for t in templates for w in words), (lang, key)
