"""Readers of 0.25.0: a one-letter text is named as a letter by itself ("el punto después de
la «s»", "le point après le « s »"), never "the text «s»", and a caret at a one-letter text
never says "after its last character"; a repeated digit is named by itself with the ordinal
a native writes ("el último «1» de «131,00»", "l'ultimo «1» di «131,00»", "die letzte „1“",
"le dernier « 1 »", "de laatste „1”", "the last '1'")."""

from __future__ import annotations

import re

import numpy as np
import pytest

from generator import languages
from generator.instructions.render import render_instruction
from generator.targets import Target
from generator.targets.categories import CATEGORIES
from generator.verify import parse_instruction

LANGS = languages.codes()
ONE = {"text": "s", "word": 0, "code": False, "qualifiers": []}
# "the text" of each language's token phrase, and its own words for a word's own last glyph
TEXT_NOUN = re.compile(r"\b(?:text|Text|texte|texto|testo|tekst) [«»„“\"'‘]")
LAST = {"en": "last '1'", "de": "letzte „1“", "fr": "dernier « 1 »", "es": "el último «1»",
        "it": "l'ultimo «1»", "nl": "laatste „1”"}


def _target(category: str, ref: dict) -> Target:
    cat = CATEGORIES[category]
    return Target(category, cat.data_type, cat.answer_type, (1, 1, 5, 5), ref, [])


def _renders(category: str, ref: dict, lang: str, n: int = 40) -> set[str]:
    return {render_instruction(_target(category, ref), lang, np.random.default_rng(k))
            .replace("\u00a0", " ") for k in range(n)}


@pytest.mark.parametrize("lang", LANGS)
def test_a_one_letter_text_is_named_as_a_letter(lang: str) -> None:
    from generator.instructions.render import templates
    glyph_words = [w.casefold() for w in templates(lang).GLYPH_WORDS]
    assert glyph_words
    cases = [("punctuation", {"kind": "mark", "char": ".", "glyph": 1, "word": ONE,
                              "text": "."})]
    cases += [(c, {"kind": "word", **ONE}) for c in ("caret_after_word", "caret_before_word",
                                                     "word_center")]
    for category, ref in cases:
        for text in _renders(category, ref, lang):
            assert not TEXT_NOUN.search(text), text
            assert not any(w in text.casefold() for w in glyph_words), text
            query = parse_instruction(text, lang)
            assert query.word is not None and query.word.text == "s", text


@pytest.mark.parametrize("lang", LANGS)
def test_a_repeated_digit_is_named_by_itself(lang: str) -> None:
    ref = {"kind": "char", "char": "1", "char_kind": "digit", "ordinal": -1, "glyph": 0,
           "word": {**ONE, "text": "131,00"}, "text": "1"}
    texts = _renders("char_center", ref, lang) | _renders("char_bbox", ref, lang)
    quoted = [re.sub(r"[«»„“”\"'‘’]\s?1\s?[«»„“”\"'‘’]", "'1'", t) for t in texts]
    assert any(LAST[lang].replace("«1»", "'1'").replace("„1“", "'1'").replace("„1”", "'1'")
               .replace("« 1 »", "'1'") in q for q in quoted), (lang, sorted(texts)[:4])
    for text in texts:  # never "the last digit «1»": the last digit of 131,00 is a 0
        assert not re.search(r"(?:cifra|chiffre|Ziffer|cijfer|digit) [«»„“\"']", text), text
        query = parse_instruction(text, lang)
        assert query.chars == ("1",) and query.char_ordinal == -1, text


# a quoted number named by itself with an ordinal takes a number's gender: es/it masculine,
# de feminine (die Zahl); a word keeps the word's (la palabra, la parola, das Wort)
NUMBER_ORDINAL = {"es": ("el último «12»", "la última «casa»"),
                  "it": ("l'ultimo «12»", "l'ultima «casa»"),
                  "de": ("die letzte »12«", "das letzte »casa«")}
WRONG_NUMBER = {"es": re.compile(r"\b(?:la|una) \w+a [«“]\d"),
                "it": re.compile(r"\b(?:la|l'|una) ?\w+a [«“]\d"),
                "de": re.compile(r"\bdas \w+e [»„]\d")}


@pytest.mark.parametrize("lang", sorted(NUMBER_ORDINAL))
def test_a_number_with_an_ordinal_takes_a_numbers_gender(lang: str) -> None:
    seen = set()
    for text in ("12", "4,50", "casa"):
        ref = {"kind": "word", **ONE, "text": text, "qualifiers": [{"type": "ordinal", "n": -1}]}
        for out in _renders("word_center", ref, lang, 30):
            assert not WRONG_NUMBER[lang].search(out), out
            query = parse_instruction(out, lang)
            assert query.word.text == text and query.word.ordinal == -1, out
            seen |= {p for p in NUMBER_ORDINAL[lang] if p in out.replace("„", "»")
                     .replace("“", "«")}
    assert seen == set(NUMBER_ORDINAL[lang]), seen
