"""No word twice back to back (review w14: "… y y …" on a Spanish menu, "the CSV export export"
in a git log). A dish's name and description on every language's menu over many seeds, and the
running text (roles prose, text, structural) of one page of every surface in every language,
must not hold a word right after itself, except where the grammar wants it (``ALLOWED``: "die
die Datei abdecken", "wenn Sie sie speichern", "je je adres", "Vous vous engagez", "Viaje a A
Coruña"). Code, chrome and field blocks are left out (a terminal's "nicole nicole" owner and
group columns, an HTTP "GET Get invoice" row)."""

from __future__ import annotations

import re

import numpy as np
import pytest

from generator.content import Content
from surfaces import registry
from tests.world.test_world_h_repeat import page_texts

# a word, then itself: not part of an address or a path ("per esempio esempio.it",
# "autorizzato/a a lavorare")
DOUBLED = re.compile(r"(?<![\w./@-])(\w+)\s+(\1)(?![\w./@-])", re.I)
ALLOWED = {
    "de": {"die", "der", "das", "sie"},
    "nl": {"je", "dat"},
    "fr": {"vous", "nous"},
    "es": {"a"},  # "a A Coruña"
    "it": set(), "en": {"that", "had"},
}
ROLES = ("prose", "text", "structural")
MENU_SEEDS = 60


def doubled(text: str, lang: str) -> list[str]:
    return [m.group(0) for m in DOUBLED.finditer(text)
            if m.group(1).casefold() not in ALLOWED.get(lang, set()) and not m.group(1).isdigit()]


def test_the_guard_catches_a_doubled_word() -> None:
    assert doubled("Tomates asados y y albahaca", "es") == ["y y"]
    assert doubled("Fix currency issue in the CSV export export", "en") == ["export export"]
    assert doubled("Tests, die die Datei abdecken", "de") == []
    assert doubled("per esempio esempio.it", "it") == []


def test_menu_dishes_never_double_a_word() -> None:
    cls = registry.get("restaurant_menu")
    found = []
    for lang in cls.languages:
        for seed in range(MENU_SEEDS):
            params = cls().sample(np.random.default_rng([seed, 0]),
                                  Content(lang, np.random.default_rng([seed, 0, 1])))
            found += [(lang, seed, item["name"], item["desc"])
                      for sec in params["sections"] for item in sec["items"]
                      if doubled(item["name"], lang) or doubled(item["desc"], lang)]
            if seed < 4:
                found += [(lang, seed, t) for role, t in page_texts("restaurant_menu", lang, seed)
                          if doubled(t, lang)]
    assert not found, found


@pytest.mark.parametrize("name", registry.names())
def test_no_word_twice_in_a_row(name) -> None:
    found = [(lang, role, w, text[:100]) for lang in registry.get(name).languages
             for role, text in page_texts(name, lang, 0) if role in ROLES
             for w in doubled(text, lang)]
    assert not found, found
