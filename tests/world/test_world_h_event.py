"""An event page reads as a native writes it (review w14): no British "tram stop"/"line-up" on
a US page, no "festival" on a jazz night in en/es, French "recettes" agree ("reversées"),
Italian proceeds go "alla ricerca" (not "alla ricerca di Siracusa") and a jazz night's guest
plays rather than presents a book; a title's season is capitalised in en title case; a free
event's button reserves a place instead of selling tickets."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled

from generator.content import Content

SEEDS = 40
ODD = {
    "en": re.compile(r"\btram\b|line-up|festival|: a (Winter|Spring|Summer|Fall) evening"),
    "fr": re.compile(r"recettes (seront )?(reversés|versés)"),
    "es": re.compile(r"festival"),
    "it": re.compile(r"ricerca di [A-Z]|libro"),
    "de": re.compile(r"$^"), "nl": re.compile(r"$^"),
}


def _ui(lang: str, key: str) -> str:
    return Content(lang, np.random.default_rng(0)).ui(key)


def test_event_text_is_native() -> None:
    for lang, seed, p in sampled("event_page", SEEDS):
        for text in [p["title"], *p["texts"]]:
            assert not ODD[lang].search(text), (lang, seed, text)


def test_a_free_event_sells_no_tickets() -> None:
    seen = 0
    for lang, seed, p in sampled("event_page", SEEDS):
        free = p["price"] == _ui(lang, "media.free")
        seen += free
        assert p["get"] == _ui(lang, "media.get_free" if free else "media.get_tickets"), (
            lang, seed, p["get"])
        assert _ui(lang, "media.get_free") != _ui(lang, "web.sign_in"), lang
    assert seen
