"""Street addresses are real street names of the language's country, written its way."""

from __future__ import annotations

import numpy as np
import pytest

from generator import languages
from generator.content import Content

LANGS = languages.codes()


@pytest.mark.parametrize("lang", LANGS)
def test_street_addresses_use_the_locale_streets_and_format(lang):
    streets = languages.fact(lang, "addresses.streets", list)
    fmt = languages.fact(lang, "addresses.format", str)
    content = Content(lang, np.random.default_rng(7))
    cities = set(content._slot("cities"))
    written = {fmt.format(street=s, number=n) for s in streets for n in range(1, 261)}
    for _ in range(60):
        address = content.fake.street_address()
        assert address in written, (lang, address)
        assert content.fake.street_name() in streets
        assert content.fake.city() in cities


@pytest.mark.parametrize("lang", LANGS)
def test_addresses_follow_the_example_stream(lang):
    def draw(seed):
        content = Content(lang, np.random.default_rng(seed))
        return [content.fake.street_address() for _ in range(5)]
    assert draw(3) == draw(3)
    assert draw(3) != draw(4)
