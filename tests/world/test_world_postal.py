"""Postal addresses: every town a page may print has its real postcodes (and state or
province) in its language's locale.toml, and every address a page prints pairs a town with a
postcode of that town, written in the country's order ("Chicago, IL 60614", "10115 Berlin",
"1012 AB Amsterdam", "00184 Roma (RM)")."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from world_helpers import sampled, strings_of

from generator import languages
from generator.content import Content
from generator.content.provider import locale_data

LANGS = ("en", "de", "fr", "es", "it", "nl")
SHAPE = {"en": r"\d{5}", "de": r"\d{5}", "fr": r"\d{5}", "es": r"\d{5}", "it": r"\d{5}",
         "nl": r"[1-9]\d{3} [A-Z]{2}"}
SURFACES = ("scanned_letter", "fax_cover", "store_receipt", "shipping_label", "checkout_form",
            "pdf_form", "order_confirmation", "contract_page", "prescription_view", "tax_form",
            "newsletter_email", "court_filing")


def _postal(lang: str) -> dict[str, Any]:
    return languages.fact(lang, "addresses.postal", dict)


def _matches(pattern: str, code: str) -> bool:
    regex = "".join(r"\d" if c == "#" else "[A-Z]" if c == "?" else re.escape(c)
                    for c in pattern)
    return re.fullmatch(regex, code) is not None


@pytest.mark.parametrize("lang", LANGS)
def test_every_town_has_postcodes_of_the_country_shape(lang: str) -> None:
    postal = _postal(lang)
    for city in locale_data(lang).SLOTS["cities"]:
        patterns = postal["postcodes"].get(city)
        assert patterns, (lang, city)
        for pattern in patterns:
            code = pattern.replace("#", "1").replace("?", "A")
            assert re.fullmatch(SHAPE[lang], code), (lang, city, pattern)
        if "{region}" in postal["town_line"]:
            assert re.fullmatch(r"[A-Z]{2}", postal["regions"][city]), (lang, city)


@pytest.mark.parametrize("lang", LANGS)
def test_an_address_is_written_in_the_country_order(lang: str) -> None:
    content = Content(lang, np.random.default_rng(4))
    for _ in range(20):
        city = content.word("cities")
        address = content.address(city)
        assert address.city == city
        assert any(_matches(p, address.postcode) for p in _postal(lang)["postcodes"][city])
        expected = {"en": f"{city}, {address.region} {address.postcode}",
                    "it": f"{address.postcode} {city} ({address.region})"}
        assert address.town_line == expected.get(lang, f"{address.postcode} {city}")
        assert address.one_line == f"{address.street}, {address.town_line}"




def _pairs(text: str, lang: str) -> Iterator[tuple[str, str]]:
    """(postcode, town) of every postcode-and-town pair written in ``text``."""
    towns = "|".join(re.escape(c) for c in sorted(locale_data(lang).SLOTS["cities"],
                                                    key=len, reverse=True))
    if lang == "en":
        for town, code in re.findall(rf"({towns}), [A-Z]{{2}} (\d{{5}})", text, re.I):
            yield code, town
    else:
        for code, town in re.findall(rf"\b({SHAPE[lang]}) ({towns})", text, re.I):
            yield code, town


@pytest.mark.parametrize("name", SURFACES)
def test_pages_pair_each_town_with_its_own_postcode(name: str) -> None:
    found = 0
    for lang, seed, params in sampled(name, 4):
        postcodes = {c.lower(): p for c, p in _postal(lang)["postcodes"].items()}
        for text in strings_of(params):
            for code, town in _pairs(text, lang):
                found += 1
                assert any(_matches(p, code.upper()) for p in postcodes[town.lower()]), \
                    (name, lang, seed, text)
    if name not in ("checkout_form", "pdf_form"):  # these print postcode and town apart
        assert found, name
