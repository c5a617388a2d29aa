"""terms_of_service: a page holds enough sections to fill it (no half-empty page that
stops at section 8 of 11)."""

from tests.world.world_helpers import sampled


def test_enough_sections():
    for lang, seed, p in sampled("terms_of_service", 20):
        left = 11 - p["first"] + 1
        assert len(p["titles"]) >= min(7, left), (lang, seed, len(p["titles"]))
