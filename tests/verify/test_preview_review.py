"""``preview`` for a one-glance review (issue 17): the region a location clause names is
outlined dashed, quoted texts are highlighted in the caption, and ``--sample K --seed S``
spreads K random rows over the surfaces."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
from verify_pages import main_page

from generator.preview import QUOTE_FILL, REGION, annotate, named_regions, preview, spread_sample


def test_the_named_region_is_outlined_and_the_quote_highlighted() -> None:
    image, geo = main_page()
    toolbar = next(r for r in geo.regions if r.name == "toolbar")
    row = {"id": "t", "instruction": "Click “Print” in the toolbar.", "language": "en",
           "bbox": [0, 0, 5, 5], "point": [2, 2], "category": "chrome_label",
           "surface": "hand", "difficulty": "easy"}
    assert named_regions(geo, row) == [toolbar.box]
    assert named_regions(geo, {**row, "instruction": "Click “Print”."}) == []
    drawn = np.asarray(annotate(image, row, geo))
    x1, y1, x2, _ = toolbar.box
    top = drawn[y1 - 2, x1 - 2:x2]
    dashes = (top == REGION).all(axis=1)
    assert 0.3 < dashes.mean() < 0.7, "a dashed line along the region's top edge"
    strip = drawn[image.height:]
    assert (strip == QUOTE_FILL).all(axis=2).sum() > 100, "the quote is highlighted"


def test_sample_spreads_over_surfaces(built: Path, tmp_path: Path) -> None:
    rows = [json.loads(x) for x in (built / "data/test/metadata.jsonl").open()]
    surfaces = {r["surface"] for r in rows}
    k = min(5, len(surfaces))
    picked = spread_sample(rows, k, seed=3)
    assert len(picked) == k and len({r["surface"] for r in picked}) == k
    assert picked == spread_sample(rows, k, seed=3)
    assert spread_sample(rows, len(rows) + 5, seed=1) == sorted(rows, key=lambda r: r["id"])
    written = preview(built, tmp_path / "p", None, "test", 16, sample=k, seed=3)
    assert sorted(p.name for p in written) == sorted([f"{r['id']}.png" for r in picked]
                                                     + ["sheet.png"])
