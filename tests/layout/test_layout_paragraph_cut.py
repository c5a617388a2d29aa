"""A block that runs out of room between paragraphs keeps its last paragraph whole (no
ellipsis after a finished sentence); a cut inside a paragraph still ends in an ellipsis."""

from __future__ import annotations

import pytest

from generator.layout import Span, Style
from generator.layout.engine import ELLIPSIS, layout_block

STYLE = Style("dejavu_sans", 14, (0, 0, 0))
FIRST = "The meeting is recorded and shared afterwards."
SECOND = "If you cannot come, tell Bettina by Monday so that she can plan the room and the call."


def _block(height: int, width: int = 600):
    return layout_block([[Span(FIRST, STYLE)], [Span(SECOND, STYLE)]], (0, 0, width, height),
                        line_height=1.4, paragraph_gap=0.5)


def _text(line) -> str:
    return "".join(g.char for g in line.glyphs)


@pytest.mark.parametrize("height", [22, 26, 30, 34])
def test_a_cut_between_paragraphs_keeps_the_sentence_whole(height: int) -> None:
    block = _block(height)
    assert [_text(line) for line in block.lines] == [FIRST], height
    assert block.truncated


def test_a_cut_inside_a_paragraph_still_ends_in_an_ellipsis() -> None:
    block = _block(70, width=260)  # the second paragraph wraps and is cut after its first line
    texts = [_text(line) for line in block.lines]
    assert block.truncated and len(texts) >= 2, texts
    assert texts[-1].endswith(ELLIPSIS), texts
    assert texts[0] != FIRST or not texts[0].endswith(ELLIPSIS)


def test_a_block_that_fits_is_not_truncated() -> None:
    block = _block(400, width=1000)
    assert [_text(line) for line in block.lines] == [FIRST, SECOND]
    assert not block.truncated
