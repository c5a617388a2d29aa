"""h_chrome (wave 15): page chrome that looks like real software (truncation, measure, empty panes)."""

import numpy as np
import pytest

from generator.layout.engine import ELLIPSIS, measure
from generator.layout.style import Style
from generator.page.model import Page
from generator.page import make_theme

FAMILIES = ("dejavu_sans", "karla", "eb_garamond", "tex_gyre_cursor", "linux_libertine")


def _ends_cut(block) -> bool:
    lines = block.laid.lines
    return bool(lines and lines[-1].glyphs and lines[-1].glyphs[-1].char == ELLIPSIS)


@pytest.mark.parametrize("scale", [1, 1.25, 1.5, 2])
def test_label_measured_to_fit_is_not_cut_at_any_device_scale(scale):
    """A label given the width ``measure`` reports keeps its whole text on every screen
    (review43 #10: "07 57 61 68…" in a wide pane at 125 %: the font size rounded up)."""
    rng = np.random.default_rng(7)
    texts = ("07 57 61 68 90", "04/01/2026 16:58", "+33 6 85 17 74 20", "Sep 13, 2024 10:47",
             "Caroline Coulon", "87102 Albuquerque")
    for _ in range(300):
        text = texts[int(rng.integers(len(texts)))]
        st = Style(FAMILIES[int(rng.integers(len(FAMILIES)))], int(rng.integers(10, 27)),
                   (0, 0, 0))
        page = Page(1280, 720, make_theme(False, "blue"), scale=scale)
        w = int(np.ceil(measure(text, st)[0]))
        block = page.label(100, 100, text, st, max_width=w)
        assert not _ends_cut(block), (scale, st, text)
