"""Inline-style marks: on terms and phrases, never on filler words or across punctuation."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.layout import Style
from generator.page import make_theme
from surfaces.kit.prose import MIN_MARKED_WORD, MIXES, apply_kind, sample_marks

WORDS = st.sampled_from(["the", "in", "settlement", "invoice", "of", "quarterly", "report",
                         "Müller", "l'homme", "e-mail", "12:30", "data", "a"])
TEXTS = st.lists(st.tuples(WORDS, st.sampled_from([" ", ", ", ". ", "; ", " – "])),
                 min_size=1, max_size=40).map(lambda ws: "".join(w + sep for w, sep in ws))


@given(TEXTS, st.integers(0, 2**32 - 1), st.sampled_from(sorted(MIXES)))
@settings(max_examples=80, deadline=None)
def test_marks_cover_whole_terms_and_never_cross_punctuation(text: str, seed: int,
                                                             mix: str) -> None:
    marks = sample_marks(np.random.default_rng(seed), text, mix)
    end = -1
    for start, stop, kind, colour in marks:
        assert end < start < stop <= len(text)
        inner = text[start:stop]
        assert len(inner.split()[0]) >= MIN_MARKED_WORD, inner
        assert not any(ch in inner for ch in ",.;–"), inner
        assert kind in MIXES[mix] and (colour != "") == (kind == "color")
        end = stop


def test_size_kinds_change_the_size_and_are_recorded() -> None:
    theme = make_theme(False)
    base = Style("dejavu_sans", 14, theme.text)
    assert apply_kind(base, "larger", "", theme, "dejavu_sans_mono").size > 14
    assert apply_kind(base, "smaller", "", theme, "dejavu_sans_mono").size < 14
