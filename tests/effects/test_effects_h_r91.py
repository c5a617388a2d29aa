"""r91 0007/0009: a hand pointer over plain source text and over a page's margin. The hand
rests only over a button, a tab or a chip (``hand_boxes``) or on such a label's end
(``hand_slots``); elsewhere the pointer is an arrow."""

from __future__ import annotations

import numpy as np

from generator.effects.sampling import sample_effects

PAGE = (1024, 768)
TEXT = [(100, 300, 310), (400, 500, 510)]  # label ends (x, mid, bottom) of plain chrome text
BOXES = [(600, 100, 700, 140), (50, 600, 300, 700)]  # rows, cards
BUTTON = (800, 600, 900, 640)


def _cursors(hand: bool, n: int = 400):
    for seed in range(n):
        kw = {"hand_slots": [(880, 620, 630)], "hand_boxes": [BUTTON]} if hand else {}
        out = sample_effects(np.random.default_rng(seed), page_size=PAGE,
                             target_box=(10, 10, 40, 30), text_slots=TEXT, point_boxes=BOXES,
                             probabilities={"cursor": 1.0, "caret": 0.0}, **kw)
        yield from (d for d in out["distractors"] if d["kind"] == "cursor")


def test_no_hand_where_nothing_is_clickable():
    shapes = {d["shape"] for d in _cursors(False)}
    assert "hand" not in shapes and "arrow" in shapes


def test_a_hand_rests_only_over_a_button():
    hands = [d for d in _cursors(True) if d["shape"] == "hand"]
    assert len(hands) > 20
    x1, y1, x2, y2 = BUTTON
    for d in hands:
        assert x1 - 4 <= d["x"] <= x2 + 16 and y1 - 10 <= d["y"] <= y2, d


def test_over_typed_text_the_pointer_is_an_ibeam():
    """r91 0007: over an editor pane the pointer is an I-beam, never an arrow or a hand."""
    editor = (0, 0, 512, 768)
    shapes = set()
    for seed in range(300):
        out = sample_effects(np.random.default_rng(seed), page_size=PAGE,
                             target_box=(10, 10, 40, 30), text_slots=TEXT, point_boxes=BOXES,
                             ibeam_boxes=[editor], probabilities={"cursor": 1.0, "caret": 0.0})
        for d in (d for d in out["distractors"] if d["kind"] == "cursor"):
            inside = d["x"] < editor[2]
            assert not inside or d["shape"] == "ibeam", d
            shapes.add((d["shape"], inside))
    assert ("ibeam", True) in shapes and ("arrow", False) in shapes
