"""French typography in line breaking: a line never starts with ? ! : ; or a closing », nor
ends on an opening «, when the text sets them off with plain spaces ("Une question ?", readers
of 0.25.0 saw a lone "?" on a line of a French message preview). German guillemets (»Zitat«)
still break as words do."""

from __future__ import annotations

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from generator.layout import Span, Style
from generator.layout.engine import layout_block
from tests.layout.layout_helpers import rejoined

STYLE = Style("dejavu_sans", 14, (0, 0, 0))
WORDS = ["Bonjour", "vous", "une", "question", "avez-vous", "reçu", "le", "colis", "merci",
         "Rappel", "demain", "à", "l'heure", "prévue", "Oui", "non", "mot", "x"]
MARKS = ["?", "!", ":", ";", "?!", "!»", "»", "?»", "».", "…", "»,"]


def _lines(text: str, width: int) -> list[str]:
    block = layout_block([[Span(text, STYLE)]], (0, 0, width, 4000), line_height=1.3)
    return ["".join(g.char for g in line.glyphs) for line in block.lines]


@st.composite
def french(draw) -> str:
    parts: list[str] = []
    for _ in range(draw(st.integers(3, 30))):
        kind = draw(st.sampled_from(["word", "word", "word", "mark", "quote"]))
        if kind == "word" or not parts:
            parts.append(draw(st.sampled_from(WORDS)))
        elif kind == "mark":
            parts.append(draw(st.sampled_from(MARKS)))
        else:
            words = draw(st.lists(st.sampled_from(WORDS), min_size=1, max_size=3))
            parts.append("« " + " ".join(words) + " »")
    return " ".join(parts)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=french(), width=st.integers(110, 420))
@example(text="Bonjour « avez-vous » ?!", width=110)  # 0.27.1: the glued unit broke at its spaces
@example(text="non « Rappel mot vous » « merci » « Bonjour »", width=60)  # a narrow box
@example(text="mot une : « Oui » : : une x Rappel ?» question", width=60)
def test_no_french_line_starts_with_a_high_mark_or_ends_on_an_opening_guillemet(
        text: str, width: int) -> None:
    lines = _lines(text, width)
    assert rejoined(text, lines) == text, lines  # nothing lost, added or reordered
    for line in lines[1:]:
        assert line[0] not in "?!:;»", (width, lines)
    for line in lines[:-1]:
        assert not line.endswith("«"), (width, lines)


def test_a_lone_question_mark_stays_with_its_word() -> None:
    text = "Bonjour Madame, une question ?"
    widths = [w for w in range(120, 300) if _lines(text, w)[-1] in ("question ?", "?")]
    assert widths and all(_lines(text, w)[-1] == "question ?" for w in widths)


def test_german_guillemets_still_break_between_words() -> None:
    text = "Er sagte »Hallo« und ging dann »nach Hause« weiter"
    lines = _lines(text, 90)
    assert any(line.startswith("»") for line in lines), lines


def test_a_glued_unit_wider_than_the_box_breaks_inside_its_words() -> None:
    """"« avez-vous » ?!" is one unit (no-break spaces): too wide for its line, it breaks at
    the word's own hyphen or at a syllable, never at a space that keeps a mark in place."""
    assert _lines("Bonjour « avez-vous » ?!", 110) == ["Bonjour", "« avez-", "vous » ?!"]
    lines = _lines("Alors « Rappel » ?", 50)
    assert lines[1:] == ["« Rap-", "pel » ?"], lines
