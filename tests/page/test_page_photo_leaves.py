"""Foliage reads as leaves, not as a mosaic of square cells (r95 row 03: a cover banner's
trees and lawns were "visibly pixelated, blocky"): the leaves' texture has no grid (its
variance is the same at every column phase, unlike a field resized from a grid of cells)
and no picture of a surface with photos is an upscale of a smaller one (identical 2x2
pixel blocks)."""

import numpy as np
import pytest

from generator.content import Content
from generator.page import make_theme, photo
from generator.page.render import render
from generator.surfaceset import registry


def test_leaves_have_no_grid() -> None:
    for field in (photo._leaves(), photo._leaves().T):
        spread = [field[:, k::3].var() for k in range(3)] + [field[:, k::4].var() for k in range(4)]
        assert max(spread) / min(spread) < 1.05
    assert abs(photo._leaves().std() - photo._noise()[0].std()) < 1e-3


def _blocks(a: np.ndarray) -> float:
    """Share of aligned 2x2 blocks whose four pixels are one colour."""
    a = a[:a.shape[0] // 2 * 2, :a.shape[1] // 2 * 2].astype(np.int16)
    q = a[0::2, 0::2]
    same = (q == a[1::2, 0::2]).all(-1) & (q == a[0::2, 1::2]).all(-1) & (q == a[1::2, 1::2]).all(-1)
    return float(same.mean())


@pytest.mark.parametrize("name", ["profile_page", "newsletter_email", "checkout_form"])
def test_photos_are_not_upscaled_blocks(name: str) -> None:
    surface = registry.get(name)()
    for seed in range(6):
        lang = ("en", "de", "fr", "es", "it", "nl")[seed]
        params = surface.sample(np.random.default_rng([seed, 0]),
                                Content(lang, np.random.default_rng([seed, 0, 1])))
        page = surface.compose(params, make_theme(False, "blue"))
        image = np.asarray(render(page)[0].convert("RGB"))
        for op in page.ops:
            if getattr(op, "kind", "") != "photo":
                continue
            x1, y1, x2, y2 = op.box
            if (x2 - x1) * (y2 - y1) >= 4000:
                assert _blocks(image[y1:y2, x1:x2]) < 0.08, (name, seed, op.box)
