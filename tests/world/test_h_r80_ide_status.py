"""h_r80 (review r80 row 1): the IDE's status bar marks its branch, its error count and its
warning count each with an icon ("⎇ develop  ⊗ 3  ⚠ 4"), never bare "develop   3   4"."""

from __future__ import annotations

from world_helpers import composed_pages


def test_each_status_item_has_its_icon() -> None:
    for lang, seed, page in composed_pages("ide_problems_panel", range(30)):
        top = page.height - 24
        icons = [op.box for op in page.ops if not hasattr(op, "laid") and op.name == "icon"
                 and op.box[1] >= top]
        labels = sorted(op.laid.box[0] for op in page.ops if hasattr(op, "laid")
                        and op.laid.box[1] >= top - 4 and op.laid.box[0] < page.width // 2)
        assert len(labels) == 3, (lang, seed, labels)
        for x in labels:  # an icon ends just left of each item
            assert any(x - 10 <= box[2] <= x for box in icons), (lang, seed, x, icons)
