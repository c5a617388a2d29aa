"""r85 0005: a target inside a print preview's page ("mouse", 23x5 px; clicking it does
nothing). Preview text is role "miniature": no sampler takes it and the verifier rejects it
(``illegible``), as it rejects any target set under ``MIN_LEGIBLE`` px."""

from __future__ import annotations

import numpy as np
import pytest
from verify_kit import Sheet, check, word_box, words

from generator.page import make_theme
from generator.page.render import render
from generator.surfaceset import registry
from generator.targets import sample_target
from generator.verify.core import MIN_LEGIBLE

LANGS = ("en", "de", "fr", "es", "it", "nl")
CATS = ("word_center", "word_bbox", "char_center", "char_bbox", "line_bbox", "punctuation",
        "paragraph_bbox", "select_word", "select_range")


def _page(surface: str, lang: str, seed: int):
    from generator.content import Content

    s = registry.get(surface)()
    p = s.sample(np.random.default_rng([seed, 0]), Content(lang, np.random.default_rng([seed, 0, 1])))
    return render(s.compose(p, make_theme(seed % 2 == 1, "blue")))


@pytest.mark.parametrize("lang", LANGS)
def test_print_preview_text_is_never_a_target(lang):
    seen = 0
    for seed in range(5):
        _, geo = _page("print_dialog", lang, seed)
        mini = {b.id for b in geo.blocks if b.role == "miniature"}
        assert mini, f"{lang} {seed}: the preview's page has no miniature text"
        seen += 1
        for k, cat in enumerate(CATS):
            t = sample_target(geo, cat, np.random.default_rng([seed, k]))
            if t is not None:
                assert not {geo.glyphs[i].block for i in t.glyphs} & mini, (lang, seed, cat)
    assert seen


def test_verifier_rejects_miniature_and_tiny_text():
    sheet = Sheet()
    sheet.prose(["The parcel left the depot this morning."])
    sheet.prose(["Wireless mouse and keyboard."], role="miniature", size=14)
    sheet.prose(["Ferrets nap here."], size=MIN_LEGIBLE - 1)
    image, geo = sheet.render()
    ok = check(image, geo, "Click the word “parcel”.", "word_center",
               word_box(geo, words(geo, "parcel")[0]))
    assert ok.ok, ok.detail
    for text in ("mouse", "Ferrets"):
        v = check(image, geo, f"Click the word “{text}”.", "word_center",
                  word_box(geo, words(geo, text)[0]))
        assert not v.ok and v.reason == "illegible", (text, v)


def test_sampler_skips_words_under_the_floor():
    sheet = Sheet()
    sheet.prose(["Ferrets nap here quietly."], size=MIN_LEGIBLE - 1)
    sheet.prose(["Otters swim."], size=16)
    _, geo = sheet.render()
    tiny = {w.id for w in geo.words if w.text in ("Ferrets", "nap", "here", "quietly")}
    picked = set()
    for k in range(40):
        t = sample_target(geo, "word_center", np.random.default_rng(k))
        assert t is not None
        picked.add(t.ref["word"])
    assert picked and not picked & tiny, picked
