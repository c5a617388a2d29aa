"""h_instr: a region is named for what it is. The pitch column of a sign-up page is a side
panel, not "the logo" (r62 0011: "de alinea die begint met „Zeven op” in het logo"); only a
region holding a logo and a name is called the logo. An invoice's item table is "la tabla de
conceptos" (not "los conceptos"), and a receipt's or an order's list of items is no invoice's
lines ("in de factuurregels" on a till receipt)."""

from __future__ import annotations

import re

import numpy as np
import pytest
from world_helpers import rendered, sample_target

from generator.instructions import render_instruction
from generator.instructions.render import templates
from generator.surfaceset import registry

LANGS = ("en", "de", "fr", "es", "it", "nl")
LOGO = re.compile(r"\blogo", re.IGNORECASE)  # not "riepilogo", "diálogo"
INVOICE = re.compile(r"factu|fattur|invoice|rechnung|facturation", re.IGNORECASE)


def _logo_names() -> set[str]:
    """The region names some language calls a logo."""
    names: set[str] = set()
    for lang in LANGS:
        regions = templates(lang).REGIONS
        names |= {name for name, phrase in regions.items() if LOGO.search(phrase)}
        names |= {name for name in regions if LOGO.search(name)}
    return names


def test_a_region_called_the_logo_holds_a_logo_and_a_name_only() -> None:
    """Every surface, one page (and a phone page of the surfaces that have one): a region a
    language calls the logo holds no running text and at most a short name beside a mark."""
    logos, checked = _logo_names(), 0
    classes = registry.load_all()
    for k, name in enumerate(sorted(classes)):
        lang = LANGS[k % len(LANGS)]
        if lang not in classes[name].languages:
            lang = "en"
        _, geo = rendered(name, lang, 0)
        for reg in geo.regions:
            if reg.name not in logos:
                continue
            blocks = [b for b in geo.blocks if b.region == reg.id]
            words = [w for w in geo.words if geo.blocks[w.block].region == reg.id]
            assert all(b.role != "prose" for b in blocks), (name, reg.name)
            assert len(words) <= 4, (name, reg.name, [w.text for w in words])
            checked += 1
    assert checked >= 1


@pytest.mark.parametrize("lang", LANGS)
def test_the_signup_pitch_is_in_the_side_panel(lang: str) -> None:
    said = 0
    for seed in range(8):
        _, geo = rendered("signup_form", lang, seed)
        assert "side panel" in {r.name for r in geo.regions} or "brand" in \
            {r.name for r in geo.regions}, seed
        for category in ("select_paragraph", "paragraph_bbox", "word_center", "line_bbox"):
            for j in range(4):
                target = sample_target(geo, category, np.random.default_rng([seed, j]))
                if target is None:
                    continue
                text = render_instruction(target, lang, np.random.default_rng([seed, j, 2]))
                assert not LOGO.search(text), (seed, text)
                said += templates(lang).REGIONS.get("side panel") in text \
                    or (lang == "en" and "side panel" in text)
    assert said >= 1


@pytest.mark.parametrize("lang", LANGS)
def test_item_lists_are_named_for_what_they_list(lang: str) -> None:
    regions = templates(lang).REGIONS
    assert not INVOICE.search(regions.get("items", "items")), (lang, regions.get("items"))
    table = regions.get("item table", "")
    assert table and table != regions.get("items"), lang
    if lang == "es":
        assert "tabla de conceptos" in table
    names = {r.name for r in rendered("invoice", lang, 1)[1].regions}
    assert "item table" in names and "items" not in names


# regions pages draw without declaring them, which other languages called "in this area"
# ("dans cette zone": no reader can find it, and the verifier rejected it as no_match)
DRAWN_UNDECLARED = ("slide body", "slide title", "command bar", "header row", "income",
                    "add task", "projects", "substitution", "thread header", "side panel",
                    "testimonial", "item table")


@pytest.mark.parametrize("lang", LANGS[1:])
def test_drawn_regions_have_a_name(lang: str) -> None:
    regions = templates(lang).REGIONS
    assert not [n for n in DRAWN_UNDECLARED if regions.get(n) == regions.unnamed], lang
    phrases = [regions.get(n) for n in DRAWN_UNDECLARED]
    assert len(set(phrases)) == len(phrases), phrases
