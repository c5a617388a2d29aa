"""Company names end with the legal forms of the language's country (locale.toml companies)."""

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
