"""h_blurbs: an app listing describes and shows only what that kind of app does (review w11:
a photo vault whose description praised charts over weeks and whose screenshots had bars)."""

from __future__ import annotations

import re

import numpy as np

from generator.content import Content
from tests.world.world_helpers import sampled

# dt_app indices (same order in every language) and what each may show: recipes, photo
# vault, plants, trail maps, notes and meals keep no figures over time, so no chart
NO_CHART = {1, 3, 4, 5, 7, 9}
CHART_LINE = 2  # shop2_app_desc's line on charts
CHART_LAYOUT = 1  # kit.brand_art.app_screen: kind % 3 == 1 draws a bar chart


def _pattern(template: str) -> re.Pattern[str]:
    """A template as a regex: each {slot} or {a|b} group matches any short text."""
    parts = re.split(r"\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}", template)
    return re.compile(".{0,80}?".join(re.escape(p) for p in parts if p is not None))


def test_descriptions_and_screens_fit_the_app_kind():
    seen = 0
    for lang, seed, p in sampled("app_store_listing", 60):
        content = Content(lang, np.random.default_rng(0))
        chart = _pattern(content.data.SENTENCES["shop2_app_desc"][CHART_LINE])
        if p["app_index"] in NO_CHART:
            seen += 1
            assert not any(chart.search(d) for d in p["desc"]), (lang, seed, p["desc"])
            assert all(k % 3 != CHART_LAYOUT for k in p["screens"]), (lang, seed, p["screens"])
        assert len(p["screens"]) == p["shots"]
    assert seen > 40


def test_the_developer_is_no_firm_of_another_trade():
    """No freight forwarder ("Schmidt Spedition OHG") publishes a sleep app."""
    from tests.world.test_world_h_blurbs_stock import OTHER_TRADE
    for lang, seed, p in sampled("app_store_listing", 40):
        assert not re.search(r"Spedition|Transport|Bau\b|Immobilien|Gebäudereinigung",
                             p["developer"]), (lang, seed, p["developer"])
        trade = re.sub(r"Software|Informati\w*|Automatiser\w*", "", p["developer"])
        assert not OTHER_TRADE.search(trade), \
            (lang, seed, p["developer"])
