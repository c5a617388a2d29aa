"""An id, a number or a time printed in code is quoted in the language's own marks (SPEC 4:
en “…”, de „…“ »…«, fr « … », es/it «…», nl '…' „…”), not in markdown backticks; an
identifier (a function, a command) keeps its backticks. A reader found "`f9cfc301`" in a
French instruction on a log viewer (r55 0015). The parser reads every form back."""

from __future__ import annotations

import numpy as np
import pytest

from generator.instructions.render import render_instruction, templates
from generator.targets import Target
from generator.targets.categories import CATEGORIES
from generator.verify import parse_instruction

LANGS = ("en", "de", "fr", "es", "it", "nl")
VALUES = ("f9cfc301", "1fcf58c", "64344", "19:16:18.914", "A4", "2025-05-17",
          "2025-11-12T18:21:05.004Z")
IDENTIFIERS = ("parse_rows", "npm", "redis-cache")


def _instruction(lang: str, text: str, category: str, seed: int) -> str:
    cat = CATEGORIES[category]
    ref = {"kind": "word", "text": text, "word": 0, "code": True, "qualifiers": []}
    target = Target(category, cat.data_type, cat.answer_type, (1, 1, 5, 5), ref, [])
    return render_instruction(target, lang, np.random.default_rng(seed))


@pytest.mark.parametrize("lang", LANGS)
def test_a_value_in_code_takes_the_languages_quotes_and_parses_back(lang: str) -> None:
    marks = [pair[:2] for pair in templates(lang).QUOTES]
    for text in VALUES:
        for category in ("word_center", "word_bbox"):
            for seed in range(6):
                out = _instruction(lang, text, category, seed)
                assert "`" not in out, (lang, out)
                assert any(f"{a}{text}{b}" in out for a, b in marks), (lang, out)
                assert parse_instruction(out, lang).word.text == text, (lang, out)


@pytest.mark.parametrize("lang", LANGS)
def test_an_identifier_is_quoted_in_the_language_marks_and_parses_back(lang: str) -> None:
    """h_instr2 (r68 0028): no Markdown backticks in an instruction, for code either."""
    for text in IDENTIFIERS:
        for seed in range(4):
            out = _instruction(lang, text, "word_center", seed)
            assert "`" not in out and text in out, (lang, out)
            assert parse_instruction(out, lang).word.text == text, (lang, out)

