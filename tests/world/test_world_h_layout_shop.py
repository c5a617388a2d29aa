"""A product page has no blank foot: under a description shorter than the screen, the
shop's other items ("Customers also bought": photo, name, stars, price) fill the band, so
the text reaches to within a sixth of the foot on every screen; the items are others of the
shop's range, each priced within its own range. Six languages over four screens."""

from __future__ import annotations

import numpy as np
from world_helpers import sampled

from generator import screens
from generator.content import Content
from generator.page import make_theme
from generator.resolve import content_languages
from surfaces import registry

SCREENS = [screens.Screen(1024, 768, 1, "benchmark"), screens.Screen(1440, 900, 1, "laptop"),
           screens.Screen(1920, 1080, 1, "desktop"), screens.Screen(1280, 800, 1, "laptop")]


def test_the_band_under_the_description_is_filled() -> None:
    surface = registry.get("product_page")()
    langs = content_languages()
    drawn = 0
    for seed in range(24):
        lang, screen = langs[seed % len(langs)], SCREENS[seed % len(SCREENS)]
        surface.screen = screen
        params = surface.sample(np.random.default_rng([seed, 4]),
                                Content(lang, np.random.default_rng([seed, 4, 1])))
        page = surface.compose(params, make_theme(seed % 2 == 1, "blue"))
        blocks = page.text_blocks()
        bottom = max(b.bottom for b in blocks)
        assert bottom <= page.height, (lang, seed)
        assert page.height - bottom <= 136, (lang, seed, screen, page.height - bottom)
        said = {"".join(g.char for ln in b.laid.lines for g in ln.glyphs) for b in blocks}
        drawn += params["more"]["title"] in said
    assert drawn >= 8, drawn


def test_also_bought_items_are_the_shops_others_at_their_prices() -> None:
    from generator.content.provider import locale_data

    for lang, seed, p in sampled("product_page", 10):
        rows = {str(r["item"]).lower(): r for r in locale_data(lang).SLOTS["page_product"]}
        names = [it["name"].lower() for it in p["more"]["items"]]
        assert len(set(names)) == len(names) == 4, (lang, seed, names)
        assert p["crumbs"][-1].lower() not in names, (lang, seed, names)
        for it in p["more"]["items"]:
            row = rows[it["name"].lower()]
            digits = "".join(ch for ch in it["price"] if ch.isdigit())
            assert row["low"] <= int(digits) / 100 <= row["high"], (lang, seed, it, row)
