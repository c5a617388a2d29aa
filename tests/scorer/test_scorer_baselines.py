"""Baselines: oracle is perfect, centre fails off-centre targets, random is seeded."""

from __future__ import annotations

import pytest

from generator.scorer.baselines import BASELINE_KINDS, baseline_predictions
from generator.scorer.protocol import point_hit, score


def by_id(preds: list[dict]) -> dict[str, dict]:
    return {p["id"]: p for p in preds}


def test_oracle_scores_one(rows_factory):
    rows = rows_factory(200, seed=21)
    report = score(rows, by_id(baseline_predictions("oracle", rows)))
    assert report["accuracy"] == 1.0 and report["hits"] == 200


def test_center_scores_low_when_boxes_avoid_the_centre(rows_factory):
    rows = [r for r in rows_factory(300, seed=22) if not point_hit((512, 384), r["bbox"])]
    preds = baseline_predictions("center", rows)
    report = score(rows, by_id(preds))
    assert report["accuracy"] < 0.05
    point = next(p for p in preds if "point" in p)
    box = next(p for p in preds if "bbox" in p)
    assert point["point"] == [512, 384]
    assert box["bbox"] == [462, 364, 562, 404]


def test_center_hits_a_centred_target(row_factory):
    rows = [row_factory(0, [500, 370, 530, 400]), row_factory(1, [462, 364, 562, 404], "bbox")]
    assert score(rows, by_id(baseline_predictions("center", rows)))["accuracy"] == 1.0


def test_center_uses_the_row_image_size(row_factory):
    row = row_factory(0, [10, 10, 20, 20])
    row["image_size"] = [800, 600]
    assert baseline_predictions("center", [row])[0]["point"] == [400, 300]


def test_random_is_seeded_and_inside_the_image(rows_factory):
    rows = rows_factory(100, seed=23)
    first = baseline_predictions("random", rows, seed=5)
    assert first == baseline_predictions("random", rows, seed=5)
    assert first != baseline_predictions("random", rows, seed=6)
    for pred in first:
        values = pred.get("point") or pred["bbox"]
        assert all(isinstance(v, int) for v in values)
        if "point" in pred:
            assert 0 <= values[0] < 1024 and 0 <= values[1] < 768
        else:
            x1, y1, x2, y2 = values
            assert 0 <= x1 < x2 <= 1024 and 0 <= y1 < y2 <= 768


def test_unknown_kind_rejected(rows_factory):
    with pytest.raises(ValueError, match="valid: center, oracle, random"):
        baseline_predictions("smart", rows_factory(2))
    assert BASELINE_KINDS == ("center", "oracle", "random")
