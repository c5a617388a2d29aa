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


@pytest.mark.parametrize("lang", ["de", "fr", "es", "it", "nl"])
def test_an_invoice_town_has_the_postcodes_of_the_address_data(lang: str) -> None:
    """One source for a town's postcodes: an invoice from Augsburg is not 86906 (Landsberg)."""
    towns = languages.fact(lang, "addresses.postal.postcodes", dict)
    for city in languages.invoice(lang).CITIES:
        if city["name"] in towns:
            assert city["postcodes"] == [p.replace("?", "@") for p in towns[city["name"]]], \
                (lang, city["name"])


def test_an_email_keeps_the_whole_surname() -> None:
    """"Ben van Praagh" writes from ben.vanpraagh@..., not ben.van@...; a family's own domain
    is its name, never a .biz."""
    content = Content("nl", np.random.default_rng(0))
    assert content.email("Ben van Praagh", "acme.nl") == "ben.vanpraagh@acme.nl"
    for seed in range(40):
        content = Content("nl", np.random.default_rng(seed))
        local, domain = content.email("Jules van den Haarlem").split("@")
        # a webmail: the whole surname in the person's habit (jules.vandenhaarlem,
        # j.vandenhaarlem, julesvandenhaarlem42)
        assert "vandenhaarlem" in local and "jules"[:1] == local[:1], local
        assert domain.split(".")[0] not in ("van", "den", "stichting", "koninklijke")
        assert not domain.endswith((".biz", ".info"))


def _digits(text: str) -> str:
    return "".join(c for c in text if c.isdigit())


# A landline's national length (with its leading 0): the Netherlands always dials ten
# digits, Italy six to eleven, Germany (area code and subscriber) up to twelve.
_NATIONAL_LENGTH = {"nl": (10, 10), "it": (6, 11), "de": (9, 12)}


@pytest.mark.parametrize("lang", LANGS)
def test_every_town_has_its_area_code_and_a_landline_dials_it(lang: str) -> None:
    """A shop, a practice or a fax in Köln prints 0221, not a random German area code."""
    towns = languages.fact(lang, "addresses.postal.postcodes", dict)
    codes = languages.fact(lang, "addresses.postal.area_codes", dict)
    assert set(towns) <= set(codes), sorted(set(towns) - set(codes))
    content = Content(lang, np.random.default_rng(5))
    for town, code in codes.items():
        prefix = _digits(code.split("%")[0].split("#")[0].split("$")[0])
        for _ in range(3):
            number = content.fake.phone_of(town)
            assert _digits(number).startswith(prefix), (town, number)
            low, high = _NATIONAL_LENGTH.get(lang, (9, 12))
            assert low <= len(_digits(number)) <= high, (town, number)


@pytest.mark.parametrize("lang", ["de", "fr", "es", "it", "nl"])
def test_a_mobile_number_is_no_town_landline(lang: str) -> None:
    """What people write on a form is a mobile: it does not start with a town's area code."""
    codes = languages.fact(lang, "addresses.postal.area_codes", dict)
    landline = {_digits(c.split("%")[0].split("#")[0]) for c in codes.values()}
    content = Content(lang, np.random.default_rng(9))
    for _ in range(40):
        number = _digits(content.fake.mobile_number())
        assert not any(number.startswith(p) for p in landline if p), number


@pytest.mark.parametrize("lang", LANGS)
def test_most_private_addresses_are_at_a_webmail(lang: str) -> None:
    """A customer table of a dozen people does not show a dozen family domains
    (soledad.agusti@agusti.com): most people write from their country's webmails."""
    webmail = set(languages.fact(lang, "addresses.webmail", list))
    at_webmail = 0
    for seed in range(200):
        content = Content(lang, np.random.default_rng(seed))
        name = content.full_name()
        at_webmail += content.email(name).split("@")[1] in webmail
    assert at_webmail >= 170, at_webmail
