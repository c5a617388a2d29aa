"""Brand marks as wordmarks: a real airline's or carrier's name typeset bold in its brand's
colours, never an invented emblem beside a real name (review 94: "DPD" beside a red disc
with an arrow read as a fake; the real mark is a cube). The name stays text (its role is
the caller's), on the right background: its ink on its own band, the band's colour where
it reads on the page (contrast at least 3:1), else on a plate of the band.

``AIRLINES`` holds the real home carriers' colours (boarding pass); parcel carriers' colours
are in kit.carriers. Invented companies keep their own invented logos elsewhere.
"""

from __future__ import annotations

from generator.layout import Style, measure
from generator.page import Page
from generator.page.theme import contrast_ratio
from surfaces.kit.stage import RGB

MIN_CONTRAST = 3.0  # WCAG's floor for large bold text

# airline -> (band, the ink on it): the brand's colours (an approximation)
AIRLINES: dict[str, tuple[RGB, RGB]] = {
    "British Airways": ((7, 33, 70), (255, 255, 255)), "Air France": ((0, 32, 91), (255, 255, 255)),
    "Lufthansa": ((5, 22, 77), (255, 255, 255)), "KLM": ((0, 125, 195), (255, 255, 255)),
    "Iberia": ((212, 25, 32), (255, 255, 255)), "Vueling": ((255, 204, 0), (51, 51, 51)),
    "ITA Airways": ((0, 39, 118), (255, 255, 255)),
    "TAP Air Portugal": ((0, 122, 62), (255, 255, 255)), "Austrian": ((224, 7, 33), (255, 255, 255)),
    "Swiss": ((226, 0, 26), (255, 255, 255)), "Aegean Airlines": ((17, 41, 99), (255, 255, 255)),
    "SAS": ((0, 18, 106), (255, 255, 255)), "Delta": ((0, 47, 95), (255, 255, 255)),
}


def wordmark_colours(band: RGB, ink: RGB, bg: RGB, plate: bool = False) -> tuple[RGB, RGB | None]:
    """The colour a brand's name is typeset in on ``bg`` and the plate under it (None: the
    name straight on ``bg``): its ink on its own band, else the band's colour where it
    reads, else (or when ``plate`` is asked for) the ink on a plate of the band."""
    if tuple(bg) == tuple(band):
        return ink, None
    if not plate and contrast_ratio(band, bg) >= MIN_CONTRAST:
        return band, None
    return ink, band


def wordmark(page: Page, x: int, y: int, name: str, st: Style, band: RGB, ink: RGB, bg: RGB,
             max_width: int, *, plate: bool = False, role: str = "structural",
             height: int | None = None) -> int:
    """``name`` as a wordmark, its label box's top-left at (x, y) (a plate ``height`` tall
    centred on the line, 1.6 times the size by default), bold in the brand's colours on
    ``bg``, at most ``max_width`` wide; returns its right x."""
    colour, under = wordmark_colours(band, ink, bg, plate)
    st = st.but(bold=True, color=colour)
    if under is None:
        return page.label(x, y, name, st, role=role, max_width=max_width, name="wordmark").right
    pad = max(6, round(st.size * 0.45))
    tw = min(round(measure(name, st)[0]) + 2, max_width - 2 * pad)
    line = round(st.size * 2.2)
    h = min(height or round(st.size * 1.6), line)
    top = y + (line - h) // 2
    page.rect((x, top, x + tw + 2 * pad, top + h), under, radius=max(2, h // 8),
              name="wordmark plate")
    page.label(x + pad, y, name, st, role=role, max_width=tw, name="wordmark")
    return x + tw + 2 * pad
