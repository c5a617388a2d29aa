"""Names a reader checks against the rest of the page (wave 15, f_names)."""

from __future__ import annotations

import numpy as np
import pytest

from generator.content.provider import Content

LANGS = ["en", "de", "fr", "es", "it", "nl"]

# regions, rivers and landmarks a firm name ties to one part of the country: "Brianza
# Costruzioni" in Napoli or "Isartal GmbH, Wiesbaden" reads wrong, and a firm's city is
# drawn apart from its name, so the brand stems never name a region
REGIONAL = {
    "de": {"Isartal", "Elbtal", "Rheinblick", "Mainufer", "Spreeufer", "Donautal", "Westfalia"},
    "fr": {"Garonne", "Val de Loire", "Armor", "Vercors", "Cévennes", "Rhodanie"},
    "it": {"Brianza", "Vesuvio", "Etna", "Dolomiti", "Salento", "Tevere", "Arno", "Murgia"},
    "es": {"Alhambra", "Ebro", "Duero", "Astur", "Galaica", "Bética", "Aljarafe"},
    "nl": {"Veluwe", "Zeeland", "Brabant", "Amstel", "Schelde", "Twentse", "Waddenzee"},
    "en": set(),
}


@pytest.mark.parametrize("lang", LANGS)
def test_firm_names_name_no_region(lang):
    for seed in range(300):
        name = Content(lang, np.random.default_rng(seed)).company()
        hit = [r for r in REGIONAL[lang] if r in name]
        assert not hit, (lang, seed, name)
