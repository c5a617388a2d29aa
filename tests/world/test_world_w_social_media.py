"""Streaming hero: the featured show's blurb, genre and still are the ones written for its
title (not "The Lighthouse Keeper" over a family of chefs)."""

import numpy as np

from generator.content import Content
from surfaces.streaming_catalog import HERO_GENRE, SHOW_STILLS
from tests.world.world_helpers import sampled


def test_every_title_has_its_blurb_genre_and_still():
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        content = Content(lang, np.random.default_rng(0))
        for i in range(len(HERO_GENRE)):
            assert content.title_at("media.show", i) and content.title_at("ws_show_blurb", i)
        assert len(SHOW_STILLS) == len(HERO_GENRE)


def test_hero_blurb_is_the_title_s_own():
    for lang, seed, p in sampled("streaming_catalog", 10):
        content = Content(lang, np.random.default_rng(0))
        titles = [content.title_at("media.show", i) for i in range(len(HERO_GENRE))]
        show = titles.index(p["hero"])
        assert p["hero_still"]["variant"] == SHOW_STILLS[show][0], (lang, seed)
        assert p["genre"] == content.word_at("media_genre", HERO_GENRE[show])
        assert p["hero"] not in p["titles"], (lang, seed)


def test_photo_exif_agrees_with_itself():
    """The lens is one of the camera's own mount, the aperture one the lens has (a phone's
    is fixed), the pixel size the camera's sensor's."""
    import re

    from surfaces.photo_gallery import CAMERAS
    names = Content("en", np.random.default_rng(0))._slot("media_camera")
    for lang, seed, p in sampled("photo_gallery", 10):
        fields = [v for _, v in p["fields"]]
        camera = names.index(fields[0])
        size, _, lenses = CAMERAS[camera]
        lens = dict(lenses)
        assert fields[1] in lens, (lang, seed, fields)
        stop = float(re.search(r"f/([\d.]+) ·", fields[2]).group(1))
        assert stop >= lens[fields[1]] - 0.01, (lang, seed, fields)
        if fields[0].startswith("iPhone"):
            assert stop == 1.78
        assert fields[3] == f"{size[0]} × {size[1]}", (lang, seed, fields)
