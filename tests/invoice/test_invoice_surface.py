"""The invoice surface: registration, four layouts, every field exactly once and whole, no
overlapping text, determinism, and invoice content in all six languages."""

from __future__ import annotations

import pytest
from invoice_pages import GROUP_KINDS, LANGS, LAYOUTS, compose, page, params_for

from generator.content import locale_data
from generator.page.render import render
from generator.targets import INVOICE_CATEGORIES
from surfaces import registry
from surfaces.invoice.data import TRADES, locale

FIELDS = [c for c in INVOICE_CATEGORIES if c not in GROUP_KINDS]
PAGES = [(layout, lang, seed) for layout in LAYOUTS for lang in LANGS for seed in (2, 60)]


def test_registered_as_an_invoice_surface() -> None:
    cls = registry.get("invoice")
    assert cls.invoice and cls.family == "commerce"
    assert set(cls.languages) == set(LANGS)
    assert {"field", "structural", "text", "prose"} <= set(cls.text_roles)
    assert all(cls.supports(c) for c in INVOICE_CATEGORIES)


def test_all_layouts_are_sampled() -> None:
    assert {params_for(layout, "en", 0)["layout"] for layout in LAYOUTS} == set(LAYOUTS)


@pytest.mark.parametrize(("layout", "lang", "seed"), PAGES)
def test_fields_are_unique_whole_and_apart(layout: str, lang: str, seed: int) -> None:
    _, _, geo = page(layout, lang, seed, dark=seed % 2 == 0)
    for name in FIELDS:
        assert sum(b.name == name and b.role == "field" for b in geo.blocks) == 1, name
    for kind in ("invoice_totals", "invoice_bank_details", "invoice_items"):
        assert sum(r.kind == kind for r in geo.regions) == 1, kind
    assert not any(g.char == "…" for g in geo.glyphs)
    inks: dict[int, list[int]] = {}
    for g in geo.glyphs:
        if g.ink is not None:
            assert 0 <= g.ink[0] and g.ink[2] <= geo.width and g.ink[3] <= geo.height - 2
            box = inks.setdefault(g.block, list(g.ink))
            box[:] = [min(box[0], g.ink[0]), min(box[1], g.ink[1]), max(box[2], g.ink[2]),
                      max(box[3], g.ink[3])]
    boxes = list(inks.items())
    for i, (a, ba) in enumerate(boxes):
        for b, bb in boxes[i + 1:]:
            apart = ba[2] <= bb[0] or bb[2] <= ba[0] or ba[3] <= bb[1] or bb[3] <= ba[1]
            assert apart, (a, b)


def test_dark_theme_shows_the_document_in_a_viewer() -> None:
    _, _, geo = page("classic", "de", 2, dark=True)
    assert any(r.name == "toolbar" for r in geo.regions)


def test_compose_is_deterministic() -> None:
    params = params_for("modern", "fr", 4)
    a, b = render(compose(params))[1], render(compose(params))[1]
    assert a.to_json() == b.to_json()


INVOICE_KEYS = ("UI", "SENTENCES", "TITLES", "SLOTS")
SAME_ANYWHERE = {"IBAN", "BIC", "Web", "Bank", "m²", "h", "Contact", "Total", "E-mail",
                 "BIC/SWIFT", "Datum", "Date", "Tel.", "Stk.", "Std.", "Workshop vor Ort"}


def invoice_keys(lang: str, key: str) -> dict:
    return {k: v for k, v in getattr(locale_data(lang), key).items() if k.startswith("invoice.")}


@pytest.mark.parametrize("lang", LANGS[1:])
def test_content_in_every_language(lang: str) -> None:
    for key in INVOICE_KEYS:
        assert set(invoice_keys(lang, key)) == set(invoice_keys("en", key)), key
    mine, english = invoice_keys(lang, "UI"), invoice_keys("en", "UI")
    same = [k for k in mine if mine[k] == english[k] and mine[k] not in SAME_ANYWHERE]
    assert len(same) <= 3, same
    for trade, items in TRADES.items():
        assert f"invoice.project.{trade}" in invoice_keys(lang, "TITLES")
        for product in items:
            assert f"invoice.item.{trade}.{product.key}" in invoice_keys(lang, "TITLES")
    data = locale(lang)
    assert data.CITIES and data.STREETS and data.BANKS
    assert data.FORMATS["country"] in {"DE", "FR", "ES", "IT", "NL"}


@pytest.mark.parametrize("layout", LAYOUTS)
def test_viewer_sheet_is_as_wide_as_its_zoom_and_holds_every_line(layout: str) -> None:
    """In the PDF viewer the sheet is narrower at a lower zoom (an A4 sheet is 794 px at
    100 %: the toolbar prints width / 7.94), never narrower than its widest line needs, and
    the sampled widths give narrow sheets (a reader sees a whole page at a glance)."""
    widths = set()
    for seed in range(0, 40, 3):
        params = {**params_for(layout, "fr", seed), "frame": "viewer"}
        geo = render(compose(params))[1]
        sheet = next(r.box for r in geo.regions if r.name == "document")
        width = sheet[2] - sheet[0]
        widths.add(width)
        assert width >= params["sheet_w"]
        toolbar = "".join(g.char for g in geo.glyphs if g.baseline < sheet[1])
        assert f"{round(width / 7.94)}%" in toolbar
        on_sheet = [g for g in geo.glyphs if g.baseline > sheet[1]]
        assert all(sheet[0] < g.ink[0] and g.ink[2] < sheet[2] for g in on_sheet if g.ink)
        assert not any(g.char == "…" for g in on_sheet)
    assert min(widths) < 700 < max(widths)
