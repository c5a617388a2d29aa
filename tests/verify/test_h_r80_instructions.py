"""h_r80: Italian takes the euphonic "ed"/"ad" before a quoted word starting with the same
vowel ("fra “mi” ed “è”", "da «x» ad «Archivio»"; review r80 row 15), and the verifier reads
both forms back. Every between_words template of every language is rendered with a second
word starting with e/a; no Italian instruction keeps a bare "e"/"a" before it, no other
language changes."""

from __future__ import annotations

import re

import numpy as np
import pytest
from test_verify_languages_roundtrip import _target, check

import generator.instructions.render as render
from generator import languages
from generator.verify.selection.parse import parse_selection


def _pair(texts: list[str]) -> dict:
    return {"kind": "pair", "texts": texts, "words": [1, 2], "code": False, "qualifiers": [],
            "text": " ".join(texts)}


@pytest.mark.parametrize("lang", languages.codes())
@pytest.mark.parametrize("texts", [["mi", "è"], ["tabella", "esempio"], ["casa", "Alba"]])
def test_between_words_euphony_parses_back(lang: str, texts: list[str]) -> None:
    quotes = "|".join(re.escape(q[0]) for q in render.templates(lang).QUOTES)
    bare = re.compile(rf"(?:^|\s)(?:e (?:{quotes})\s*[eèEÈ]|a (?:{quotes})\s*[aA])")
    ed = 0
    for seed in range(40):
        text = render.render_instruction(_target("between_words", _pair(texts)), lang,
                                         np.random.default_rng(seed))
        check(lang, "between_words", _pair(texts), text)
        if lang == "it":
            assert not bare.search(text), text
            ed += " ed " in text
        else:
            assert " ed " not in text and " ad " not in text, text
    assert lang != "it" or texts[1][0] not in "eè" or ed, "no ed rendered"


@pytest.mark.parametrize("text,a,b", [("Seleziona il testo da «casa» ad «Archivio».", "casa",
                                       "Archivio"),
                                      ("Evidenzia tutto da «x» fino ad «alba» compreso.", "x",
                                       "alba")])
def test_the_verifier_reads_ad_in_a_range(text: str, a: str, b: str) -> None:
    q = parse_selection(text, "it")
    assert q.kind == "range" and (q.word.text, q.word2.text) == (a, b), q


def test_german_answer_verb_takes_a_natural_format_hint() -> None:
    """Never "Antworte als [x1, y1, x2, y2]" (review r80 row 7): a German answer verb takes
    "im Format …"/"in der Form …"; every format hint of de reads back in the verifier."""
    from test_verify_languages_roundtrip import refs
    seen = 0
    for category in ("word_bbox", "char_bbox", "line_bbox", "paragraph_bbox"):
        for k, ref in enumerate(refs(category)):
            for seed in range(12):
                text = render.render_instruction(_target(category, ref), "de",
                                                 np.random.default_rng(100 * k + seed))
                assert not re.search(r"\bals \[", text), text
                seen += "[x1" in text or "x1," in text
                check("de", category, ref, text)
    assert seen
