"""Inline-style marks: where a writer puts them (names, amounts, identifiers, key terms),
never on filler words, word runs or across punctuation."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.layout import Style
from generator.page import make_theme
from surfaces.kit.prose import (
    ALLOWED,
    MIXES,
    apply_kind,
    markable_spans,
    sample_marks,
)

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
        assert len(inner) >= 2 and inner.split()[0] not in ("the", "in", "of", "a"), inner
        assert not any(ch in inner for ch in ";–"), inner
        assert kind in MIXES[mix] and (colour != "") == (kind == "color")
        end = stop
    spans = {(a, b): t for a, b, t in markable_spans(text)}
    for start, stop, kind, _ in marks:
        assert spans.get((start, stop)) in ALLOWED[kind], (text[start:stop], kind)


def test_styles_fall_on_what_writers_mark() -> None:
    text = ("Il team garantisce che i dati di Marco Rossi siano pronti entro venerdì alle "
            "14:30, per un totale di 1.234,50 € (file report_q3.xlsx).")
    spans = {text[a:b]: t for a, b, t in markable_spans(text)}
    assert spans["Marco Rossi"] == "name" and spans["14:30"] == "number"
    assert spans["1.234,50 €"] == "number" and spans["report_q3.xlsx"] == "ident"
    assert "che" not in " ".join(spans) and "Il" not in spans  # filler, sentence start
    for seed in range(200):
        for start, stop, kind, _ in sample_marks(np.random.default_rng(seed), text, "rich"):
            assert text[start:stop] in spans, text[start:stop]
            assert spans[text[start:stop]] in ALLOWED[kind]


def test_figures_are_coloured_when_they_change_and_struck_when_they_are_prices() -> None:
    """A red "14:30" or a greyed "1.234" in a sentence is arbitrary: colour falls on a
    change ("+8,2 %"), strike on a price, and no running figure is faded or shrunk."""
    text = ("Il fatturato sale del +8,2 % a 1.234 pezzi alle 14:30; prezzo 49 €, "
            "ordine 5812 del 12 marzo.")
    kinds: dict[str, set[str]] = {}
    for seed in range(400):
        for start, stop, kind, _ in sample_marks(np.random.default_rng(seed), text, "rich"):
            kinds.setdefault(kind, set()).add(text[start:stop])
    assert kinds.get("color") == {"8,2 %"}, kinds.get("color")
    assert kinds.get("strike") == {"49 €"}, kinds.get("strike")
    assert "faded" not in kinds and "smaller" not in kinds, kinds
    # bold falls on a key figure, the price and the day, not on a count, a time or a number
    assert kinds["bold"] == {"49 €", "12 marzo"}, kinds["bold"]


def test_size_kinds_change_the_size_and_are_recorded() -> None:
    theme = make_theme(False)
    base = Style("dejavu_sans", 14, theme.text)
    assert apply_kind(base, "larger", "", theme, "dejavu_sans_mono").size > 14
    assert apply_kind(base, "smaller", "", theme, "dejavu_sans_mono").size < 14


@given(st.lists(st.sampled_from(["Ausreißer", "Straße", "Cœur", "Köln", "größte", "Émile",
                                 "Zoë", "data", "Ørsted", "naïve", "42", "v1.2", "and", "Œuvre"]),
                min_size=1, max_size=12))
@settings(max_examples=80, deadline=None)
def test_a_markable_span_is_never_part_of_a_word(words: list[str]) -> None:
    """'Ausrei' of 'Ausreißer' was styled as a link: a span starts and ends at word edges."""
    text = " ".join(words) + "."
    for start, end, _ in markable_spans(text):
        assert start == 0 or not text[start - 1].isalnum(), (text, text[start:end])
        assert end == len(text) or not text[end].isalnum(), (text, text[start:end])


def test_german_nouns_are_not_names_but_german_full_names_are() -> None:
    """German capitalises every noun: a lone capitalised word there is no name to style."""
    text = "Bitte den Zahlungseingang von Anna Schmidt mit dem Kontoauszug abgleichen."
    names = [text[a:b] for a, b, kind in markable_spans(text) if kind == "name"]
    assert names == ["Anna Schmidt"]
    english = "Please check the payment from Anna against the Statement."
    assert [english[a:b] for a, b, k in markable_spans(english) if k == "name"] == \
        ["Anna", "Statement"]


def test_a_name_is_styled_whole_or_not_at_all() -> None:
    """Reviewers saw "**Jerez**" and "**Frontera**" styled apart and a link on "Fils" of
    "Coste Marty et Fils": a name runs across its particles and a firm's "et Fils"."""
    text = ("Vive en Jerez de la Frontera, trabaja para Coste Marty et Fils y habla con "
            "Ana van der Berg. Santa Cruz de Tenerife queda lejos.")
    names = [text[a:b] for a, b, kind in markable_spans(text) if kind == "name"]
    assert names == ["Jerez de la Frontera", "Coste Marty et Fils", "Ana van der Berg"]


def test_weekdays_acronyms_and_dates_are_no_arbitrary_spans() -> None:
    """No "**Tuesday**" or "**Sundays**", no link on "IT", and a date with a month's name is
    one span ("21 January"), never its bare day number."""
    text = "The IT desk closes on Tuesday, 21 January and on Sundays; call Anna Reed."
    spans = {text[a:b]: kind for a, b, kind in markable_spans(text)}
    assert spans.get("21 January") == "number" and "21" not in spans
    assert spans.get("Anna Reed") == "name"
    assert spans.get("Tuesday") != "name" and spans.get("Sundays") != "name"
    assert spans.get("IT") == "acronym"
    rng = np.random.default_rng(0)
    for _ in range(200):
        for start, end, kind, _ in sample_marks(rng, text, "rich"):
            assert text[start:end] not in ("IT", "Tuesday", "Sundays", "21"), kind
