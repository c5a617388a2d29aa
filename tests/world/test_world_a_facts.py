"""Facts of the real world: a council's vote fits the city's real council, registry and
tax numbers fit the firm's legal form and the country, postcodes are real ones of the
town, opening hours fit the business, a crash report describes the app that crashed."""

from __future__ import annotations

import numpy as np
import pytest

from generator.content import Content
from generator.resolve import content_languages
from surfaces.kit.city_facts import council_seats
from surfaces.kit.news_world import news_world
from surfaces.kit.numbers import territory

LANGS = content_languages()


@pytest.mark.parametrize("lang", LANGS)
def test_every_city_has_its_council_and_a_vote_fits_it(lang):
    content = Content(lang, np.random.default_rng(1))
    for city in content.data.SLOTS["cities"]:
        assert council_seats(city, territory(lang)), (lang, city)
    for seed in range(60):
        content = Content(lang, np.random.default_rng([seed, 2]))
        world = news_world(np.random.default_rng([seed, 3]), content)
        seats = council_seats(world["city"], territory(lang))
        assert world["seats"] == seats, (lang, world)
        assert seats / 2 < world["yes"] and world["no"] >= 1, (lang, world)
        assert world["yes"] + world["no"] >= seats - 3, (lang, world)


def test_council_seats_follow_the_law_and_the_real_counts():
    assert council_seats("Miami", "US") == 5 and council_seats("New York", "US") == 51
    assert council_seats("Barcelona", "ES") == 41 and council_seats("Valladolid", "ES") == 27
    assert council_seats("Toulouse", "FR") == 69 and council_seats("Paris", "FR") == 163
    assert council_seats("Roma", "IT") == 48 and council_seats("Bologna", "IT") == 36
    assert council_seats("Amsterdam", "NL") == 45 and council_seats("Zwolle", "NL") == 39
