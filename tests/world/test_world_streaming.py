"""A streaming catalogue's hero blurb is one show's synopsis, not two shows' glued together
("A family of chefs fights for their restaurant ... A documentary about the night trains")."""

from __future__ import annotations

from world_helpers import sampled, written_from

from generator.content.provider import locale_data


def test_the_hero_blurb_is_one_synopsis() -> None:
    for lang, seed, p in sampled("streaming_catalog", 15):
        synopses = locale_data(lang).TITLES["ws_show_blurb"]  # one per title
        assert written_from(p["synopsis"], synopses, single=True), (lang, seed, p["synopsis"])
        assert p["synopsis"].count(". ") == 0, (lang, seed, p["synopsis"])


def test_the_genre_fits_the_synopsis() -> None:
    """No "Animation" over a retired detective's old case, no "Drama" over a documentary."""
    import numpy as np

    from generator.content import Content
    from surfaces.streaming_catalog import HERO_GENRE, genre_choices
    for lang in ("en", "de", "fr", "es", "it", "nl"):  # each title's own blurb and genre
        content = Content(lang, np.random.default_rng(0))
        for show, genre in enumerate(HERO_GENRE):
            blurb = content.title_at("ws_show_blurb", show)
            assert genre in genre_choices(blurb) or genre in (0, 3, 4, 5), (lang, blurb)
    text = {"en": "A documentary on those who keep the city's bridges running.",
            "de": "Eine pensionierte Kommissarin kehrt zurück, als ein alter Fall neu aufrollt.",
            "fr": "Dans un futur proche, une jeune ingénieure découvre ce que la ville cache.",
            "es": "Una comedia tierna sobre la amistad."}
    expect = {"en": (2,), "de": (6, 3), "fr": (4,), "es": (1,)}
    for lang, synopsis in text.items():
        assert genre_choices(synopsis) == expect[lang], (lang, synopsis)
