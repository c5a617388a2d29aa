"""h_r80 (review r80 row 8): an order book's depth bars stay inside the rows' padding: the
deepest bar starts where a bar moved off a figure starts (4 px left of the price column),
never at the panel's edge."""

from __future__ import annotations

from world_helpers import composed_pages


def test_depth_bars_keep_the_panel_padding() -> None:
    bars = 0
    for lang, seed, page in composed_pages("crypto_exchange", range(30)):
        book = next(r for r in page.regions if r.name == "order book")
        for op in page.ops:
            if getattr(op, "name", "") == "depth":
                bars += 1
                assert op.box[0] >= book.box[0] + 8, (lang, seed, op.box, book.box)
                assert op.box[2] <= book.box[2], (lang, seed, op.box, book.box)
    assert bars
