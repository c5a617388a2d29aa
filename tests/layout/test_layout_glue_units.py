"""r92 rows 07 and 15: no line breaks between a day number and its month ("zum 5." /
"April", "auf den 4." / "Juni"), a currency sign and its amount ("tot €" / "1.042.000") or a
number and its unit ("9" / "%", "12" / "km"), in every language's month names."""

from __future__ import annotations

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from generator import formats
from generator.layout import Span, Style
from generator.layout.engine import layout_block
from tests.layout.layout_helpers import rejoined

STYLE = Style("dejavu_sans", 14, (0, 0, 0))
LANGS = ("en", "de", "fr", "es", "it", "nl")
MONTHS = sorted({m for lang in LANGS for w in ("wide", "abbreviated")
                 for m in formats.month_names(lang, w, "format")})
WORDS = ["the", "Projekt", "endet", "am", "de", "la", "réunion", "stegen", "met", "tot",
         "Umsatz", "verso", "el", "vanaf", "pagina", "x", "Verwaltungsgebäude"]
UNITS = ["%", "km", "kg", "°C", "€", "MB", "h", "min", "mph"]


@st.composite
def pairs(draw) -> tuple[str, list[tuple[str, str]]]:
    """A text of words with bound pairs in it, and the pairs."""
    parts, bound = [], []
    for _ in range(draw(st.integers(3, 30))):
        kind = draw(st.sampled_from(["word", "word", "day", "money", "unit", "us"]))
        n = str(draw(st.integers(1, 28)))
        pair = {"word": None,
                "day": (n + draw(st.sampled_from(["", "."])), draw(st.sampled_from(MONTHS))),
                "money": (draw(st.sampled_from(["€", "$", "£", "CHF"])),
                          f"{draw(st.integers(1, 999))}.{draw(st.integers(100, 999))}"),
                "unit": (str(draw(st.integers(1, 9999))), draw(st.sampled_from(UNITS))),
                "us": (draw(st.sampled_from(MONTHS[:12])), n + ",")}[kind]
        parts.append(draw(st.sampled_from(WORDS)))  # a word between two pairs
        if pair is not None:
            parts.append(" ".join(pair))
            bound.append(pair)
    return " ".join(parts), bound


def _lines(text: str, width: int) -> list[str]:
    block = layout_block([[Span(text, STYLE)]], (0, 0, width, 4000), line_height=1.3)
    return ["".join(g.char for g in line.glyphs) for line in block.lines]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=pairs(), width=st.integers(120, 420))
@example(case=("the the Verwaltungsgebäude", []), width=120)  # a break inside a word
def test_no_line_breaks_inside_a_date_an_amount_or_a_measure(case, width: int) -> None:
    text, bound = case
    lines = _lines(text, width)
    assert rejoined(text, lines) == text  # nothing lost or reordered
    ends = {(a.split()[-1], b.split()[0]) for a, b in zip(lines, lines[1:], strict=False)}
    for first, second in bound:
        assert (first, second) not in ends, (width, lines)


def test_the_reviewed_breaks_stay_together() -> None:
    for text in ("Het project loopt tot zum 5. April en de omzet stegen met 9% tot € 1.042.000.",
                 "Das Projekt endet planmäßig auf den 4. Juni, der Umzug folgt am 4. Juni."):
        for width in range(80, 400, 7):
            lines = _lines(text, width)
            for a, b in zip(lines, lines[1:], strict=False):
                assert not (a.endswith(("5.", "4.", "€")) and b[:1] in "AJ1"), (width, lines)
