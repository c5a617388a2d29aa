"""A wrapped line never breaks inside a grouped number or before its percent/euro sign."""

from __future__ import annotations

import pytest

from generator.layout import Span, Style
from generator.layout.engine import layout_block

TEXT = "Le chiffre d'affaires atteint 756 000 € cette année, soit 1 234 567 visites et 12 % de plus"
GLUED = ["756 000 €", "1 234 567", "12 %"]


def _lines(width: int) -> list[str]:
    style = Style("dejavu_sans", 14, (0, 0, 0))
    block = layout_block([[Span(TEXT, style)]], (0, 0, width, 2000), line_height=1.3)
    return ["".join(g.char for g in line.glyphs) for line in block.lines]


@pytest.mark.parametrize("width", range(90, 420, 7))
def test_grouped_numbers_stay_on_one_line(width: int) -> None:
    lines = _lines(width)
    assert " ".join(lines).replace("  ", " ") == TEXT  # nothing lost or reordered
    for number in GLUED:
        assert any(number in line for line in lines), (width, number, lines)


def test_words_still_wrap_at_spaces() -> None:
    lines = _lines(160)
    assert len(lines) > 3
    assert all(not line.startswith(" ") and not line.endswith(" ") for line in lines)


FRENCH = ("Depuis deux semaines, l'appareil fait un bourdonnement bizarre ; je dois m'inquiéter ? "
          "Il affiche « Mise à jour » puis : erreur ! Merci d'avance")


@pytest.mark.parametrize("width", range(120, 420, 9))  # each word fits a line
def test_french_punctuation_keeps_its_word(width: int) -> None:
    """r21: "m'inquiéter / ?" put a lone question mark at the head of a line: French sets a
    space before ? ! : ; » and after «, and no line breaks there."""
    style = Style("dejavu_sans", 14, (0, 0, 0))
    block = layout_block([[Span(FRENCH, style)]], (0, 0, width, 2000), line_height=1.3)
    lines = ["".join(g.char for g in line.glyphs) for line in block.lines]
    assert " ".join(lines).replace("- ", "") == FRENCH  # a long word may be hyphenated
    for line in lines:
        assert line[:1] not in "?!:;»" and not line.rstrip().endswith("«"), (width, lines)
