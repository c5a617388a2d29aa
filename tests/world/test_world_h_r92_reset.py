"""r92 row 03 (password_reset): the card holds its back link, no I-beam over a button, round
lockout and link-validity durations."""

from __future__ import annotations

import re

import numpy as np

from generator.effects.inputs import page_inputs
from generator.effects.sampling import sample_effects
from tests.world.world_helpers import rendered, sampled

LANGS = ("en", "de", "fr", "es", "it", "nl")


def _crosses(ink, card) -> bool:
    """A glyph's ink across the card's top or bottom border."""
    return ink[0] < card[2] and ink[2] > card[0] and any(ink[1] <= y <= ink[3] for y in card[1::2])


def test_no_text_crosses_the_card_border():
    bad = []
    for lang in LANGS:
        for seed in range(40):
            params, geo = rendered("password_reset", lang, seed)
            if "phone" in params:
                continue
            card = next(r.box for r in geo.regions if r.name == "card")
            bad += [(lang, seed, g.char) for g in geo.glyphs if g.ink and _crosses(g.ink, card)]
    assert not bad, bad[:5]


def test_no_ibeam_over_a_button():
    ibeams = 0
    for lang in ("en", "it"):
        for seed in range(12):
            _, geo = rendered("password_reset", lang, seed)
            buttons = [s.box for s in geo.shapes if s.kind == "button"]
            word = geo.words[0]
            kw = page_inputs(geo, geo.glyphs[word.glyphs[0]].ink or (0, 0, 1, 1))
            for k in range(25):
                out = sample_effects(np.random.default_rng([seed, k]), **kw,
                                     probabilities={"cursor": 1.0, "caret": 0.0})
                for d in (d for d in out["distractors"] if d["kind"] == "cursor"):
                    over = any(b[0] <= d["x"] < b[2] and b[1] <= d["y"] < b[3] for b in buttons)
                    ibeams += d["shape"] == "ibeam"
                    assert not (over and d["shape"] == "ibeam"), (lang, seed, d)
    assert ibeams  # the I-beam still rests in the e-mail field


MINUTES = re.compile(r"(\d+)\s*(?:minutes|Minuten|minutos|minuti|minuten)\b")


def test_lockouts_and_link_lifetimes_are_round():
    seen = set()
    for lang, seed, params in sampled("password_reset", 40):
        for text in params["intro"]:
            for n in MINUTES.findall(text):
                seen.add(int(n))
                assert int(n) in (5, 10, 15, 30, 45, 60), (lang, seed, text)
    assert seen
