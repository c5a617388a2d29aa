"""A streaming catalogue's hero blurb is one show's synopsis, not two shows' glued together
("A family of chefs fights for their restaurant ... A documentary about the night trains")."""

from __future__ import annotations

from world_helpers import sampled, written_from

from generator.content.provider import locale_data


def test_the_hero_blurb_is_one_synopsis() -> None:
    for lang, seed, p in sampled("streaming_catalog", 15):
        synopses = locale_data(lang).SENTENCES["media.synopsis"]
        assert written_from(p["synopsis"], synopses, single=True), (lang, seed, p["synopsis"])
        assert p["synopsis"].count(". ") == 0, (lang, seed, p["synopsis"])
