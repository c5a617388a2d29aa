"""Reader findings on 0.24.0 fixed at their root (wave 20, h_facts2): every test samples a
world or a surface over many seeds and all languages and asserts the invariant."""

from __future__ import annotations

import numpy as np
import pytest

from generator import languages
from generator.content import Content, names

LANGS = ("en", "de", "fr", "es", "it", "nl")


# ---- 1. names -----------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_no_given_name_is_the_surname(lang: str) -> None:
    """r69 0004 "Michael Michael": a surname drawn after a given name (or a given name after
    a surname, "Surname, First") never repeats it, case-insensitively."""
    content = Content(lang, np.random.default_rng(1))
    surnames = {n.casefold() for n in (content.last_name() for _ in range(3000))}
    shared = 0
    for seed in range(300):
        content = Content(lang, np.random.default_rng(seed))
        first = content.first_name()
        if first.casefold() not in surnames:
            continue
        shared += 1
        for _ in range(40):  # the surname drawn right after the given name
            assert content.last_name().casefold() != first.casefold(), (lang, first)
        last = content.last_name()
        assert content.first_name().casefold() != last.casefold(), (lang, last)
    for seed in range(200):
        content = Content(lang, np.random.default_rng(seed))
        for _ in range(20):
            first, last = content.full_name().split(" ", 1)
            assert first.casefold() != last.casefold(), (lang, first, last)
    if lang in ("en", "fr", "es"):
        assert shared, lang  # these languages share names between the two lists


def test_a_surname_never_repeats_the_given_name() -> None:
    draws = iter(["Michael", "MICHAEL", "Smith"])
    assert names.surname_for(draws.__next__, "Michael") == "Smith"


def test_a_user_page_repeats_a_given_name_at_most_twice() -> None:
    """r69 0011: three "Agnès" among ten users of one directory page."""
    from surfaces.admin_user_table import AdminUserTable

    surface = AdminUserTable()
    for lang in LANGS:
        for seed in range(40):
            p = surface.sample(np.random.default_rng(seed), Content(lang, np.random.default_rng(seed)))
            firsts = [u["name"].split()[0].casefold() for u in p["users"]]
            assert max(firsts.count(f) for f in firsts) <= 2, (lang, seed, firsts)
            assert len(p["users"]) == 10


def test_an_applicant_lives_elsewhere_and_writes_from_a_webmail() -> None:
    """r68 0021: the applicant at "Via Santa Maria, 6", the office at "Via Santa Maria, 27";
    "emanuele@colombo.it" a vanity address."""
    from surfaces.kit.pdf_form_world import street_name
    from surfaces.pdf_form import PdfForm

    surface = PdfForm()
    for lang in LANGS:
        webmail = languages.fact(lang, "addresses.webmail", list)
        for seed in range(60):
            content = Content(lang, np.random.default_rng(seed))
            p = surface.sample(np.random.default_rng(seed), content)
            fields = {k: v for k, v in p["fields"]}
            street = fields[content.ui("forms.address")]
            assert street_name(street) not in street_name(p["org_address"]), (lang, seed, street, p["org_address"])
            assert fields[content.ui("forms.email")].split("@")[1] in webmail
