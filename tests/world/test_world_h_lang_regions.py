"""h_lang: every region a page names "<kind> <label>" has a phrase a reader would use (the
list KNOWN_UNNAMED of r84 is gone). A quote row, a market row and a key-statistics row are
rows ("in the “BLUE” row", "in der Zeile »Tagesspanne«"), a weather tile a card, a menu's
course, a catalogue's shelf and a list of earlier reports a section ("dans la section
« Entrées »"); instructions that name them resolve to the one region on the page."""

from __future__ import annotations

import numpy as np
from world_helpers import rendered, sample_target

from generator.instructions import render_instruction
from generator.verify.core import resolve

LANGS = ("en", "de", "fr", "es", "it", "nl")
KINDS = {"stock_overview": "row", "crypto_exchange": "row", "weather_forecast": "card",
         "restaurant_menu": "section", "streaming_catalog": "section",
         "expense_report": "section"}
PHRASES = {"row": ("row", "Zeile", "ligne", "fila", "riga", "rij"),
           "card": ("card", "Karte", "carte", "tarjeta", "riquadro", "kaart"),
           "section": ("section", "Abschnitt", "section", "sección", "sezione", "sectie")}


def _regions(value):
    if isinstance(value, dict):
        if value.get("type") == "region" and "name" in value:
            yield value
        for v in value.values():
            yield from _regions(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _regions(v)


def test_labelled_regions_are_named_by_kind_and_label_and_resolve() -> None:
    seen = set()
    for k, (surface, kind) in enumerate(KINDS.items()):
        for n, lang in enumerate(LANGS):
            seed = (k + n) % 4
            _, geo = rendered(surface, lang, seed)
            for j in range(12):
                target = sample_target(geo, "word_center", np.random.default_rng([seed, j, 7]))
                names = [q["name"] for q in _regions(target.ref)] if target else []
                if not names or not names[0].startswith(kind + " "):
                    continue
                text = render_instruction(target, lang, np.random.default_rng([seed, j, 2]))
                assert PHRASES[kind][LANGS.index(lang)] in text, (surface, lang, text)
                _, cands = resolve(geo, {"instruction": text, "language": lang})
                assert len(cands) == 1, (surface, lang, text, len(cands))
                seen.add((surface, lang))
    assert len(seen) >= 12, sorted(seen)


def test_flashcard_rating_buttons_have_a_phrase_in_every_language() -> None:
    from generator.languages import instructions
    from generator.verify.grammar import lexicon
    for lang in LANGS:
        phrase = instructions(lang).REGIONS.get("rating buttons")
        assert phrase and "answer" not in phrase, (lang, phrase)
        assert "rating buttons" in lexicon(lang).REGION_NAMES.values(), lang
