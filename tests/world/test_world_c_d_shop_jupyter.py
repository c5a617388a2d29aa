"""jupyter_notebook: the df.head() rows sell at a plausible unit price (revenue / n)."""

from __future__ import annotations

import numpy as np

from generator.content import Content
from surfaces.jupyter_notebook import PRODUCT_PRICES
from tests.world.world_helpers import sampled


def _head_rows(params):
    for cell in params["cells"]:
        out = cell.get("output") or {}
        if out.get("kind") == "table":
            yield from out["rows"]


def test_product_prices_cover_the_product_slot():
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        words = Content(lang, np.random.default_rng(0))._slot("tbl_product")  # noqa: SLF001
        assert len(words) == len(PRODUCT_PRICES), lang


def test_head_rows_have_plausible_unit_prices():
    seen = 0
    for lang, seed, params in sampled("jupyter_notebook", 30):
        for _, group, revenue, n in _head_rows(params):
            unit = float(revenue) / int(n)
            seen += 1
            assert 3.0 <= unit <= 460.0, (lang, seed, group, revenue, n)
            assert float(revenue) <= 40000, (lang, seed, group, revenue, n)
    assert seen > 100
