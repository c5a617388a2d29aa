"""g_media: a photo's caption is written from the scene its picture shows (a market street
is captioned as a market, not "a quiet street"), one caption per scene kind (a reviewer read
"Tout le monde se serre sur la photo." beside "Tout le monde essaie de tenir sur la photo."),
and no caption claims a day of the trip or a square the album does not have."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_one_caption_per_scene_kind_from_its_picture() -> None:
    from generator.content.provider import locale_data
    from surfaces.kit.photo_world import caption_key

    markets = 0
    for lang, seed, p in sampled("photo_gallery", 30):
        data = locale_data(lang)
        seen = set()
        for photo in p["photos"]:
            assert (photo["scene"] == "market") == (photo["variant"] == "market"), (lang, photo)
            if not photo["caption"]:
                continue
            assert photo["scene"] not in seen, (lang, seed, photo["scene"])
            seen.add(photo["scene"])
            stems = [t.split("{")[0].strip() for t in data.SENTENCES[caption_key(photo["scene"])]]
            assert any(photo["caption"].startswith(s) for s in stems if s) or \
                not all(stems), (lang, seed, photo)
            markets += photo["scene"] == "market"
    assert markets > 10


def test_no_caption_names_a_trip_day_or_a_square() -> None:
    words = {"en": ("First day", "Last day", "square of"), "fr": ("jour à", "place de"),
             "de": ("Tag in", "Marktplatz"), "es": ("día en", "plaza de"),
             "it": ("giorno a", "piazza di"), "nl": ("dag in", "plein van")}
    for lang, seed, p in sampled("photo_gallery", 30):
        for photo in p["photos"]:
            for w in words[lang]:
                # a word's start ("Marktdag in Haarlem" is a market day, no trip's day)
                assert not re.search(r"(?<!\w)" + re.escape(w), photo["caption"]), \
                    (lang, seed, photo["caption"])
