"""Company names end with the legal forms of the language's country (locale.toml companies)."""

import re

import numpy as np
import pytest

from generator import languages
from generator.content import Content


@pytest.mark.parametrize("lang", languages.codes())
def test_company_names_use_the_countrys_legal_forms(lang: str) -> None:
    suffixes = languages.fact(lang, "companies.suffixes", list)
    names = [Content(lang, np.random.default_rng(seed)).company() for seed in range(150)]
    banned = {"de": ("e.V.", "e.G.", "Stiftung & Co. KGaA"), "it": (" SPA",),
              "en": (" PLC", " Ltd")}.get(lang, ())
    assert not [n for n in names if banned and n.endswith(banned)], lang
    if suffixes:
        suffixed = [n for n in names if n.endswith(tuple(suffixes))]
        assert len(suffixed) > len(names) // 4, (lang, names[:10])


@pytest.mark.parametrize("lang", languages.codes())
def test_firms_are_not_named_like_law_partnerships(lang: str) -> None:
    """"Smith, Price and Holmes" reads as a law firm on a SaaS status page; "Tecnologías
    Globales" and "Despacho Españolas" are Faker's invented adjectives, not firm names."""
    content = Content(lang, np.random.default_rng(3))
    names = [content.firm() for _ in range(300)]
    partnerships = [n for n in names if re.search(r"\w, \w+ (and|e|et|y|und|en) \w", n)]
    assert not partnerships, partnerships[:5]
    if lang == "es":
        adjectives = [n for n in names if re.search(r"(Globales|Españolas|Integrales)", n)]
        assert not adjectives, adjectives[:5]


@pytest.mark.parametrize("lang", languages.codes())
def test_shop_and_site_brands_do_not_recur_page_after_page(lang: str) -> None:
    """A reader of 30 pages saw the same six shop brands on a forum, a listing and a
    streaming site; 30 pages now draw from a list where no brand shows up 4 times."""
    brands = [Content(lang, np.random.default_rng(seed)).word("web_brand") for seed in range(30)]
    top = max(brands.count(b) for b in brands)
    assert top < 4, (lang, sorted(brands))
