"""Wave 23 h_photos: pictures that read as photographs, and grain only where a sensor is."""

from __future__ import annotations

import numpy as np
from world_helpers import rendered

from generator.effects import apply_effects, page_inputs, sample_effects
from generator.page.render import render

UI = ("settings_panel", "chat_bubbles", "login_form", "spreadsheet", "social_feed", "event_page")
ALWAYS = {"grain": 1.0, "jpeg": 0.0, "blur": 1.0, "caret": 0.0, "cursor": 0.0}


def _flat(arr: np.ndarray) -> np.ndarray:
    """The pixels of the page's most common colour (its flat background)."""
    flat = arr.reshape(-1, 3).astype(np.int32)
    code = flat[:, 0] << 16 | flat[:, 1] << 8 | flat[:, 2]
    values, counts = np.unique(code, return_counts=True)
    return (code == values[counts.argmax()]).reshape(arr.shape[:2])


def test_ui_backgrounds_stay_uniform_after_effects():
    """A scanned-look grain was laid over crisp app UIs. After every effect a UI page may
    take (grain and blur forced on), its flat background pixels keep one colour; a scanned
    letter still gets its sensor grain."""
    from generator.page import make_theme
    from surfaces import registry

    names = [n for n in UI if n in registry.names()]
    assert len(names) >= 4
    for name in (*names, "scanned_letter"):
        for seed in range(3):
            params, geo = rendered(name, "en", seed)
            cls = registry.get(name)
            image, _ = render(cls().compose(params, make_theme(seed % 2 == 1, "blue")))
            word = geo.words[len(geo.words) // 2]
            kw = page_inputs(geo, geo.word_box(word), range(*word.glyphs))
            fx = sample_effects(np.random.default_rng(seed), **kw, surface=name,
                                family=cls.family, probabilities=ALWAYS)
            before = np.asarray(image)
            after = np.asarray(apply_effects(image, fx))
            mask = _flat(before)
            spread = after[mask].max(axis=0).astype(int) - after[mask].min(axis=0)
            if name == "scanned_letter":
                assert fx["grain"] and spread.max() > 4, (name, seed, spread)
            else:
                assert fx["grain"] is None and fx["blur"] is None, (name, seed)
                assert spread.max() == 0, (name, seed, spread)
