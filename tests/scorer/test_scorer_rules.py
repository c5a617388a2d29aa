"""Hit rules: hand-computed box cases, inclusive point edges, and an independent box rule."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.scorer.protocol import box_hit, point_hit, score

GT = [100, 100, 200, 110]  # 100 x 10 = area 1000


def reference_box_hit(pred, gt, cov=Fraction(9, 10), prec=Fraction(7, 10)) -> bool:
    """Independent re-implementation with exact rational arithmetic."""
    px = sorted(pred[0::2])
    py = sorted(pred[1::2])
    pred_area = (px[1] - px[0]) * (py[1] - py[0])
    gt_area = (gt[2] - gt[0]) * (gt[3] - gt[1])
    if pred_area == 0 or gt_area == 0:
        return False
    iw = max(0, min(px[1], gt[2]) - max(px[0], gt[0]))
    ih = max(0, min(py[1], gt[3]) - max(py[0], gt[1]))
    inter = Fraction(iw * ih)
    return inter / gt_area >= cov and inter / pred_area >= prec


@pytest.mark.parametrize("pred, expected", [
    ([100, 100, 200, 110], True),   # exact
    ([110, 100, 200, 110], True),   # coverage 900/1000 = 0.90 exactly
    ([111, 100, 200, 110], False),  # coverage 0.89 just under
    ([109, 100, 200, 110], True),   # coverage 0.91 just over
    ([100, 100, 200, 110 + 4], True),    # precision 1000/1400 = 0.714 just over
    ([100, 100, 200, 110 + 5], False),   # precision 1000/1500 = 0.667 just under
    ([100, 100, 242, 110], True),   # precision 1000/1420 = 0.7042 just over
    ([100, 100, 243, 110], False),  # precision 1000/1430 = 0.6993 just under
    ([200, 110, 100, 100], True),   # swapped corners are sorted
    ([200, 100, 100, 110], True),   # x swapped only
    ([150, 100, 150, 110], False),  # zero-width prediction
    ([100, 105, 200, 105], False),  # zero-height prediction
    ([300, 300, 400, 310], False),  # disjoint
])
def test_box_rule_hand_computed(pred, expected):
    assert box_hit(pred, GT) is expected
    assert reference_box_hit(pred, GT) is expected


def test_box_rule_both_thresholds_at_once():
    # 95 x 10 inside, plus 35 px overshoot: coverage 0.95, precision 950/1300 = 0.7308
    assert box_hit([105, 100, 235, 110], GT)
    # coverage 0.95 but precision 950/1400 = 0.6786
    assert not box_hit([105, 100, 245, 110], GT)


def test_zero_area_ground_truth_never_hits():
    assert not box_hit([100, 100, 200, 110], [150, 100, 150, 110])
    assert not box_hit([150, 100, 150, 110], [150, 100, 150, 110])


def test_thresholds_come_from_the_eval_object(row_factory):
    row = row_factory(0, GT, "bbox")
    pred = {row["id"]: {"id": row["id"], "bbox": [111, 100, 200, 110]}}  # coverage 0.89
    assert score([row], pred)["hits"] == 0
    row["eval"]["min_coverage"] = 0.85
    assert score([row], pred)["hits"] == 1
    row["eval"]["min_precision"] = 1.0
    assert score([row], {row["id"]: {"id": row["id"], "bbox": [100, 100, 201, 110]}})[
        "hits"] == 0


def test_row_bbox_is_the_target(row_factory):
    # As in the released scorer, the target is the row's `bbox`; eval supplies thresholds.
    row = row_factory(0, [10, 10, 20, 20])
    row["eval"]["bbox"] = [500, 500, 510, 510]
    report = score([row], {row["id"]: {"id": row["id"], "point": [15, 15]}})
    assert report["hits"] == 1


def test_answer_type_decides_the_kind(row_factory):
    row = row_factory(0, [10, 10, 20, 20], "bbox")
    row["eval"]["type"] = "point_in_bbox"           # answer_type wins over eval.type
    pred = {row["id"]: {"id": row["id"], "bbox": [10, 10, 20, 20], "point": [15, 15]}}
    assert score([row], pred)["rows"][0]["reason"] == "hit"
    assert score([row], {row["id"]: {"id": row["id"], "point": [15, 15]}})[
        "rows"][0]["reason"] == "unreadable"
    del row["answer_type"]                          # without it: eval.type "iou" -> bbox
    row["eval"]["type"] = "iou"
    report = score([row], pred)
    assert report["hits"] == 1 and list(report["by_answer_type"]) == ["bbox"]
    row["eval"]["type"] = "polygon"                 # anything else: a point row
    report = score([row], {row["id"]: {"id": row["id"], "point": [15, 15]}})
    assert report["hits"] == 1 and list(report["by_answer_type"]) == ["point"]


def test_zero_area_boxes_hit_only_with_zero_thresholds():
    assert not box_hit([150, 100, 150, 110], GT)
    assert box_hit([150, 100, 150, 110], GT, 0.0, 0.0)
    assert not box_hit([150, 100, 150, 110], GT, 0.0, 0.01)
    assert box_hit([100, 100, 200, 110], [150, 100, 150, 110], 0.0, 0.0)


@pytest.mark.parametrize("point, expected", [
    ((10, 20), True), ((30, 40), True), ((10, 40), True), ((30, 20), True),  # corners
    ((20, 30), True), ((9.999, 30), False), ((30.001, 30), False),
    ((20, 19.5), False), ((20, 40.5), False),
])
def test_point_edges_inclusive(point, expected):
    assert point_hit(point, [10, 20, 30, 40]) is expected


coord = st.integers(min_value=-20, max_value=1100)
gt_box = st.tuples(st.integers(0, 1000), st.integers(0, 740), st.integers(1, 300),
                   st.integers(1, 120)).map(lambda t: [t[0], t[1], t[0] + t[2], t[1] + t[3]])


@settings(max_examples=400, deadline=None)
@given(pred=st.lists(coord, min_size=4, max_size=4), gt=gt_box)
def test_box_rule_matches_reference_on_random_boxes(pred, gt):
    assert box_hit(pred, gt) == reference_box_hit(pred, gt)


@settings(max_examples=300, deadline=None)
@given(gt=gt_box, jitter=st.lists(st.integers(-8, 8), min_size=4, max_size=4))
def test_box_rule_matches_reference_near_the_target(gt, jitter):
    pred = [g + j for g, j in zip(gt, jitter, strict=True)]
    assert box_hit(pred, gt) == reference_box_hit(pred, gt)
