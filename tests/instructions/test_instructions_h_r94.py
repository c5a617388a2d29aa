"""Review r94: instructions a native speaker writes. A clock time or a numeric date is quoted
by itself ("la cifra «5» de «18:45»", never "del texto «18:45»"); "alla fine della riga
che termina con" (never "che finisce con": fine/finisce), "à la fin de la ligne se
terminant par" (never "finissant par")."""

from __future__ import annotations

import re

import numpy as np
import pytest

from generator import languages
from generator.instructions.render import render_instruction
from generator.targets import Target
from generator.targets.categories import CATEGORIES
from generator.verify import parse_instruction

LANGS = tuple(languages.codes())
TEXT_NOUN = {"en": "text", "de": "Text", "fr": "texte", "es": "texto", "it": "testo",
             "nl": "tekst"}


def target(category: str, ref: dict) -> Target:
    cat = CATEGORIES[category]
    return Target(category, cat.data_type, cat.answer_type, (1, 1, 5, 5), ref, [])


@pytest.mark.parametrize("lang", LANGS)
def test_a_time_is_quoted_by_itself(lang: str) -> None:
    for text in ("18:45", "7/12/2025", "07.12.25"):
        host = {"kind": "word", "text": text, "word": 0, "code": False, "qualifiers": []}
        refs = {"char_center": {"kind": "char", "char": "5" if "5" in text else "2",
                                "char_kind": "digit", "ordinal": None, "glyph": 0,
                                "word": host, "text": "5" if "5" in text else "2"},
                "word_center": host}
        for category, ref in refs.items():
            for k in range(12):
                out = render_instruction(target(category, ref), lang, np.random.default_rng(k))
                assert not re.search(rf"\b{TEXT_NOUN[lang]}\s*\W?\s*{re.escape(text)}", out), out
                assert parse_instruction(out, lang).word is not None, out


@pytest.mark.parametrize("lang", ("it", "fr"))
def test_the_end_of_a_line_is_not_said_twice(lang: str) -> None:
    repeat = {"it": re.compile(r"\bfine\b.*\bfinisce\b"),
              "fr": re.compile(r"\bfin\b.*\bfinissant\b")}[lang]
    for category, kind in (("line_end", "line"), ("paragraph_end", "paragraph")):
        ref = {"kind": kind, "line": 0, "paragraph": 0, "anchor": "end",
               "text": "the quick brown fox", "code": False, "qualifiers": []}
        for k in range(40):
            out = render_instruction(target(category, ref), lang, np.random.default_rng(k))
            assert not repeat.search(out), out
