"""Contact details as people write them: telephone numbers in the country's own formats
(never Faker's "001-236-491-5511x39204"), and one private e-mail address per person on a
page (a letter, a vault or a table naming Nicholas Johnston twice gives one address)."""

from __future__ import annotations

import re

import numpy as np
import pytest
from world_helpers import sampled

from generator import languages
from generator.content import Content

LANGS = ("en", "de", "fr", "es", "it", "nl")


def _regex(patterns: list[str]) -> str:
    marks = {"#": r"\d", "%": "[1-9]", "$": "[2-9]"}
    return "|".join("".join(marks.get(c, re.escape(c)) for c in p) for p in patterns)


def _phone_regex(lang: str) -> str:
    return _regex(languages.fact(lang, "addresses.phones", list))


def _landline_regex(lang: str) -> str:
    """A town's landline: its area code's pattern in the country's landline format."""
    fmt = languages.fact(lang, "addresses.postal.area_phone", str)
    codes = languages.fact(lang, "addresses.postal.area_codes", dict).values()
    return _regex(sorted({fmt.format(area=code) for code in codes}))


@pytest.mark.parametrize("lang", LANGS)
def test_phone_numbers_follow_the_country_formats(lang: str) -> None:
    content = Content(lang, np.random.default_rng(2))
    regex = _phone_regex(lang)
    for _ in range(40):
        number = content.fake.phone_number()
        assert re.fullmatch(regex, number) and "x" not in number, (lang, number)


@pytest.mark.parametrize("name", ("fax_cover", "scanned_letter", "store_receipt"))
def test_pages_print_numbers_without_extensions(name: str) -> None:
    for lang, seed, params in sampled(name, 5):
        regex = _landline_regex(lang)  # a business dials from its own town
        phones = [v for k, v in params.items() if k in ("phone", "fax") and isinstance(v, str)]
        assert phones, (name, params.keys())
        for phone in phones:
            assert re.search(rf"(?:{regex})$", phone), (name, lang, seed, phone)


@pytest.mark.parametrize("lang", LANGS)
def test_one_person_has_one_private_address(lang: str) -> None:
    content = Content(lang, np.random.default_rng(3))
    webmail = set(languages.fact(lang, "addresses.webmail", list))
    domains = []
    for _ in range(30):
        name = content.full_name()
        first = content.email(name)
        assert content.email(name) == first, (lang, name)
        domains.append(first.split("@")[1])
    assert 20 <= sum(d in webmail for d in domains) <= 30, (lang, domains)
