"""g_instr: an instruction never anchors on a one-character "word" that is an initial or a
symbol ("los dos puntos después de la palabra «D»", "el hueco entre «Álvarez» y «S»"): the
punctuation sampler skips such a host word and the between-words sampler such a pair, so the
instruction names another mark or another gap. A drive letter before its colon ("C:") stays
an anchor, named as a token ("the colon after «C»"), never "the word «C»". Over csv_preview
pages that print firms' "S.L." / "S.r.l." (es, it; no en or fr page did in 12 seeds)."""

from __future__ import annotations

import numpy as np
import pytest
from world_helpers import rendered, sample_target

from generator.instructions.tokens import token_kind
from generator.targets.chars import initial
from generator.targets.common import weak_anchor

PAGES = [("csv_preview", lang) for lang in ("es", "it")]
SEEDS = range(12)


@pytest.mark.parametrize("text,weak", [("D", True), ("S", True), ("&", True), ("§", True),
                                        ("y", False), ("a", False), ("3", False),
                                        ("Dr", False), ("SL", False)])
def test_weak_anchor(text: str, weak: bool) -> None:
    assert weak_anchor(text) is weak


@pytest.mark.parametrize("text,mark,weak", [("D", ".", True), ("S", ".", True),
                                             ("&", ",", True), ("C", ":", False),
                                             ("y", ".", False), ("Dr", ".", False)])
def test_initial(text: str, mark: str, weak: bool) -> None:
    """An initial before its full stop is no anchor; a drive letter before its colon is."""
    assert initial(text, mark) is weak


def test_one_character_is_never_called_a_word() -> None:
    # a letter by itself ("los dos puntos después de la «C»", readers of 0.25.0: never "del
    # texto «C»"), a symbol a token
    assert token_kind("C") == "letter" and token_kind("a") == "letter"
    assert token_kind("&") == "token" and token_kind("Dr") == "word"


def _weak_spots(geo) -> int:
    """How many weak words the page prints before a mark or beside another word."""
    n = 0
    for w in geo.words:
        if not weak_anchor(w.text):
            continue
        nxt = w.glyphs[1]
        n += nxt < len(geo.glyphs) and initial(w.text, geo.glyphs[nxt].char)
        n += any(v.line == w.line and abs(v.id - w.id) == 1 for v in geo.words)
    return n


@pytest.mark.parametrize("surface,lang", PAGES)
def test_no_instruction_anchors_on_an_initial(surface: str, lang: str) -> None:
    spots = sampled = 0
    for seed in SEEDS:
        _, geo = rendered(surface, lang, seed)
        spots += _weak_spots(geo)
        for k in range(6):
            for category in ("punctuation", "between_words"):
                t = sample_target(geo, category, np.random.default_rng([seed, k]))
                if t is None:
                    continue
                sampled += 1
                if category == "punctuation":
                    assert not initial(t.ref["word"]["text"], t.ref["char"]), (seed, t.ref)
                else:
                    assert not any(weak_anchor(x) for x in t.ref["texts"]), (seed, t.ref)
    assert sampled, f"{surface} {lang}: no target sampled"
    assert spots, f"{surface} {lang}: no page printed an initial (the test would prove nothing)"
