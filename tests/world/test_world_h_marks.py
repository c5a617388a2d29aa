"""h_marks (wave 23): real brands under made-up emblems read as fakes (review 94: "DPD" beside
a red disc with an arrow; the real mark is a cube). A real airline or parcel carrier shows
as a wordmark, its name typeset bold in its brand's colours on a background it reads on
(contrast at least 3:1), with no emblem shape beside it."""

from __future__ import annotations

import pytest
from world_helpers import sampled

from generator.page import make_theme
from generator.page.theme import contrast_ratio
from surfaces import registry
from surfaces.flight_booking import LOGO
from surfaces.kit.carriers import CARRIERS
from surfaces.kit.logos import AIRLINES, MIN_CONTRAST, wordmark_colours

WHITE = (255, 255, 255)
# surface -> the params key naming its brand
BRANDED = {"boarding_pass": "airline", "flight_booking": None, "shipping_label": "carrier"}
EMBLEM_NAMES = {"logo", "airline logo", "carrier mark"}


def _text(op) -> str:
    return "".join(g.char for line in op.laid.lines for g in line.glyphs)


def _brands(name: str, p: dict) -> set[str]:
    if name == "flight_booking":
        return {r["airline"] for r in p["results"]}
    return {p[BRANDED[name]]}


def _near(a, b, gap: int) -> bool:
    """Boxes ``a`` and ``b`` share a line and stand within ``gap`` px of each other."""
    return a[1] < b[3] and b[1] < a[3] and a[0] - gap < b[2] and b[0] < a[2] + gap


@pytest.mark.parametrize("name", sorted(BRANDED))
def test_real_brands_are_wordmarks_with_no_emblem_beside_them(name):
    cls = registry.get(name)
    pages = 0
    for lang, seed, p in sampled(name, 4):  # 24 pages, light and dark
        theme = make_theme(seed % 2 == 1, "blue")
        page = cls().compose(p, theme)
        assert not [op for op in page.ops if getattr(op, "name", "") in EMBLEM_NAMES], (lang, seed)
        marks = [op for op in page.ops if getattr(op, "name", "") == "wordmark" and hasattr(op, "laid")]
        assert marks and {_text(op) for op in marks} <= _brands(name, p), (lang, seed)
        plates = [op for op in page.ops if getattr(op, "name", "") == "wordmark plate"]
        shapes = [op for op in page.ops if getattr(op, "kind", "") in ("polygon", "ellipse", "mesh")]
        for op in marks:
            box = op.laid.box
            assert not [s for s in shapes if _near(box, s.box, 60)], (lang, seed, _text(op))
            colour = op.laid.lines[0].glyphs[0].style.color
            under = [s.fill for s in plates if _near(box, s.box, 0)]
            bg = under[0] if under else _background(name, p, theme)
            assert contrast_ratio(colour, bg) >= MIN_CONTRAST, (lang, seed, _text(op), colour, bg)
        pages += 1
    assert pages >= 20


def _background(name: str, p: dict, theme) -> tuple[int, int, int]:
    """What a wordmark without a plate stands on: the boarding pass's band, a result card."""
    if name == "boarding_pass":
        return AIRLINES[p["airline"]][0]
    return theme.surface


def test_every_brands_wordmark_reads_wherever_it_stands():
    """Every brand's colours give a readable wordmark: the ink on its band, the band (or a
    plate of it) on white and on the dark theme's cards."""
    dark = make_theme(True, "blue").surface
    pairs = [(band, ink) for band, ink in AIRLINES.values()] + \
        [(fill, ink) for fill, ink, _ in CARRIERS.values()] + [(c, WHITE) for c in LOGO]
    for band, ink in pairs:
        assert contrast_ratio(band, ink) >= MIN_CONTRAST, (band, ink)
        for bg in (WHITE, dark, band):
            for plate in (False, True):
                colour, under = wordmark_colours(band, ink, bg, plate)
                assert contrast_ratio(colour, under or bg) >= MIN_CONTRAST, (band, ink, bg)


def test_spanish_terms_number_clauses_the_spanish_way():
    """Spanish terms head a clause "1. Objeto", "Artículo 1.", "Cláusula primera." or
    "PRIMERA.–", never "Cláusula 1." (a number after "Cláusula" reads as a translation);
    the contents column keeps the plain "1."."""
    import re

    from surfaces.terms_of_service import section_label, toc_number

    natural = re.compile(r"^(?:\d{1,2}\.|Artículo \d{1,2}\.|Cláusula [a-zé]+\.|[A-ZÉ]+\.–)$")
    styles = set()
    for lang, seed, p in sampled("terms_of_service", 30):
        for n in range(1, 12):
            label = section_label(p, n)
            assert "{" not in label and not re.search(r"Cláusula \d", label), (lang, seed, label)
            assert toc_number(p["numbering"], n) in (f"{n}.", f"§ {n}"), (lang, seed, p["numbering"])
            if lang == "es":
                assert natural.match(label), (seed, label)
        if lang == "es":
            styles.add(section_label(p, 1).split()[0])
    assert {"Cláusula", "PRIMERA.–", "1."} <= styles, styles
