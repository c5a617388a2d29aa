"""A scanned letter closes once, names no date after its own, asks the reader to write to
nobody whose address it does not give, and runs its web domain under its own firm's name."""

from __future__ import annotations

import re

import numpy as np

from generator.content import Content, names
from tests.world.world_helpers import sampled

MAIL = re.compile(r"\be-?mail\b|courriel|correo electrónico", re.I)


def test_letter_closes_once() -> None:
    for lang, seed, p in sampled("scanned_letter", 40):
        regards = p["regards"].rstrip(",.").split()[-1].lower()  # "saluti", "regards"
        body = " ".join(p["texts"]).lower()
        assert regards not in body, (lang, seed, p["texts"][-1])


def test_letter_contact_is_reachable() -> None:
    """The colleague the body sends the reader to is reached by the letterhead's phone or
    at the office, never "at the e-mail address given": the page gives only the signer's."""
    for lang, seed, p in sampled("scanned_letter", 40):
        for sentence in re.split(r"(?<=\.) ", " ".join(p["texts"])):
            if p["contact"] in sentence:
                assert not MAIL.search(sentence), (lang, seed, sentence)


def test_letter_names_no_later_month() -> None:
    """The months the body names (not a moved appointment's) are the letter's or the one
    before it: no "please reply by 12 August" in a letter of 31 August."""
    for lang, seed, p in sampled("scanned_letter", 40):
        if p["purpose"] == 3:
            continue
        months = Content(lang, np.random.default_rng(0)).data.MONTHS
        # a European "Place, date" line; an American letter's date stands alone
        day = p["date"].split(", ", 1)[1] if p["ref"] else p["date"]
        named = [m for m in months if re.search(rf"\b{m}\b", " ".join(p["texts"]))]
        for m in named:
            after = months[(months.index(m) + 1) % 12]
            assert m[:3] in day or after[:3] in day, (lang, seed, m, day)


def test_letter_domain_is_the_firm() -> None:
    for lang, seed, p in sampled("scanned_letter", 40):
        word = p["web"].removeprefix("www.").split(".")[0]
        firm = re.sub(r"[^a-z0-9]", "", names.address_ascii(p["company"].lower(), lang == "de"))
        assert word in firm, (lang, seed, p["company"], p["web"])
