"""r85 0010: "Could you click on ‘bag’ set in bold?" with one "bag" on the page. A style
qualifier is given only where it tells the target apart from another word of that text."""

from __future__ import annotations

import numpy as np
import pytest

from generator.page import make_theme
from generator.page.render import render
from generator.surfaceset import registry
from generator.targets import PageIndex, sample_target

SURFACES = ("checkout_form", "search_page", "wikipedia", "email_3pane")
LANGS = ("en", "de", "fr", "es", "it", "nl")


@pytest.mark.parametrize("name", SURFACES)
def test_style_qualifier_only_when_the_word_repeats(name):
    from generator.content import Content

    surface = registry.get(name)()
    checked = 0
    for lang in LANGS:
        for seed in range(5):
            p = surface.sample(np.random.default_rng([seed, 0]),
                               Content(lang, np.random.default_rng([seed, 0, 1])))
            _, geo = render(surface.compose(p, make_theme(False, "blue")))
            index = PageIndex(geo)
            for k in range(12):
                t = sample_target(geo, ("word_center", "word_bbox")[k % 2],
                                  np.random.default_rng([seed, k]))
                if t is None or "word" not in t.ref:
                    continue
                checked += 1
                if any(q["type"] == "style" for q in t.ref.get("qualifiers", [])):
                    n = len(index.matches(geo.words[t.ref["word"]]))
                    assert n > 1, (lang, seed, t.ref)
    assert checked > 100, checked


def test_french_gap_is_an_espace_not_a_blanc():
    """r85 0001: "dans le blanc entre les mots" is typesetters' jargon; people say
    "dans l'espace entre les mots"."""
    import tomllib
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "generator/locales/fr/instructions/templates.toml"
    forms = tomllib.loads(path.read_text())["templates"]["between_words"]
    assert forms and not [f for f in forms if "blanc" in str(f)], forms
