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


def test_boarding_pass_airline_is_a_wordmark_in_its_brand_colours():
    """A real airline's name stood next to a made-up tail-fin emblem. The carrier is the
    real home carrier under its real code, and its mark is its name typeset in its brand's
    colours: no emblem shape, the band in the brand's colour with the name in its ink, and
    gate and seat in an accent that reads on white."""
    from generator.page import make_theme
    from surfaces.boarding_pass import BRAND, CARRIERS, brand
    from surfaces.kit.stage import luma

    assert {name for name, _ in CARRIERS.values()} <= set(BRAND)
    assert all(luma(brand(name)[2]) < 150 for name in BRAND)
    from surfaces import registry

    cls = registry.get("boarding_pass")
    seen = set()
    for lang, seed in [(lang, s) for lang in ("en", "de", "fr", "es", "it", "nl") for s in range(5)]:
        params, geo = rendered("boarding_pass", lang, seed)
        page = cls().compose(params, make_theme(seed % 2 == 1, "blue"))
        assert not [op for op in page.ops if getattr(op, "name", "") == "airline logo"]
        band, ink, _ = brand(params["airline"])
        bands = [op for op in page.ops if getattr(op, "name", "") == "band"]
        assert bands and all(op.fill == band for op in bands), (lang, seed)
        image, _ = render(page)
        x1, y1, x2, _ = bands[0].box
        head = np.asarray(image)[y1 + 8:y1 + 50, x1 + 16:x1 + 200].reshape(-1, 3)
        assert (np.abs(head.astype(int) - ink).sum(axis=1) < 12).sum() > 20, (lang, seed)
        seen.add(params["airline"])
    assert len(seen) >= 5
