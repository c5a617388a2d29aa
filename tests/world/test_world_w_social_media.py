"""Streaming hero: the featured show's blurb, genre and still are the ones written for its
title (not "The Lighthouse Keeper" over a family of chefs)."""

import numpy as np

from generator.content import Content
from surfaces.streaming_catalog import HERO_GENRE, HERO_STILL
from tests.world.world_helpers import sampled


def test_every_title_has_its_blurb_genre_and_still():
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        content = Content(lang, np.random.default_rng(0))
        for i in range(len(HERO_GENRE)):
            assert content.title_at("media.show", i) and content.title_at("ws_show_blurb", i)
        assert len(HERO_STILL) == len(HERO_GENRE)


def test_hero_blurb_is_the_title_s_own():
    for lang, seed, p in sampled("streaming_catalog", 10):
        content = Content(lang, np.random.default_rng(0))
        titles = [content.title_at("media.show", i) for i in range(len(HERO_GENRE))]
        show = titles.index(p["hero"])
        assert p["still"] == HERO_STILL[show], (lang, seed)
        assert p["genre"] == content.word_at("media_genre", HERO_GENRE[show])
        assert p["hero"] not in p["titles"], (lang, seed)
