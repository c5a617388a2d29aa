"""People's names as the country writes them: accents kept ("José Ángel", never "Jose
Angel" beside it), "McKay" not "Mckay", Dutch surnames people really bear."""

from __future__ import annotations

import unicodedata

import numpy as np
import pytest

from generator import languages
from generator.content import Content, locale_data
from generator.content.names import write_as_people_do


def _plain(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def test_an_unaccented_twin_is_dropped_and_mc_is_capitalised() -> None:
    class Provider:
        first_names = ("José", "Jose", "Víctor", "Victor", "Ana")
        last_names = {"Mckay": 0.5, "Fernández": 0.3, "Fernandez": 0.2}

    provider = Provider()
    write_as_people_do(provider)
    assert provider.first_names == ("José", "Víctor", "Ana")
    assert provider.last_names == {"McKay": 0.5, "Fernández": 0.3}


@pytest.mark.parametrize("lang", ["es", "fr", "it", "en"])
def test_the_drawn_lists_have_no_unaccented_twins(lang: str) -> None:
    content = Content(lang, np.random.default_rng(0))
    checked = 0
    for provider in content.fake.factories[0].providers:
        for attr in ("first_names", "first_names_male", "first_names_female", "last_names"):
            names = list(getattr(provider, attr, ()) or ())
            if not names or not isinstance(names[0], str):
                continue
            plain = {n for n in names if n == _plain(n)}
            assert not {_plain(n) for n in names if n != _plain(n)} & plain, (lang, attr)
            assert not any(n.startswith("Mc") and n[2:3].islower() for n in names)
            checked += 1
    assert checked >= 2


def test_dutch_surnames_come_from_the_locale_list() -> None:
    common = set(languages.fact("nl", "people.last_names", list))
    assert "van Bernicia" not in common and "de Jong" in common
    for seed in range(20):
        content = Content("nl", np.random.default_rng(seed))
        assert content.last_name() in common


@pytest.mark.parametrize("lang", ["en", "de", "fr", "es", "it", "nl"])
def test_no_garbled_surname_reaches_a_page(lang: str) -> None:
    """Faker's de_DE surnames include "auch Schlauchin" and "Dussen van" (a songwriter
    credit read "Elena auch Schlauchin"): a lower-case word in a name is a particle in
    front of the surname ("van der Dussen", "de Vries"), never last, never "auch"."""
    from generator.content.names import PARTICLES

    for seed in range(400):
        words = Content(lang, np.random.default_rng([seed, 1])).full_name().split()
        assert not words[-1].islower(), (lang, seed, words)
        assert all(w in PARTICLES for w in words if w.islower()), (lang, seed, words)


def test_italian_pages_do_not_borrow_famous_surnames() -> None:
    """Faker's it_IT surnames are mostly famous people; a reviewer read "Benvenuto
    Berlusconi" and "Loretta Pirandello". Italian pages draw Italy's common surnames."""
    famous = {"Berlusconi", "Andreotti", "Pirandello", "Boccaccio", "Bergoglio", "Buscetta",
              "Mattarella", "Armani", "Versace", "Botticelli", "Alighieri"}
    drawn = {Content("it", np.random.default_rng([seed, 1])).last_name() for seed in range(600)}
    assert len(drawn) > 80 and not drawn & famous, drawn & famous
    # nor a surname that is also a town ("Manuel Ferrara" in a story set in Verona)
    assert not drawn & set(locale_data("it").SLOTS["cities"])
