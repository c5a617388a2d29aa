"""Prediction extraction (SPEC 9): every key form, strings, and unusable values."""

from __future__ import annotations

import math

import pytest

from generator.scorer.protocol import extract_box, extract_point, score

POINT_ROW_BOX = [600, 380, 680, 395]
BOX_ROW_BOX = [200, 300, 400, 340]


@pytest.mark.parametrize("pred", [
    {"point": [640, 385]},
    {"point": (640, 385)},
    {"pred": [640, 385]},
    {"coordinate": [640, 385]},
    {"prediction": [640, 385]},
    {"x": 640, "y": 385},
    {"x": 640.5, "y": 385.25},
    {"x": "640", "y": "385"},                  # float() reads numeric strings
    {"point": ["640", "385"]},
    {"point": [640, 385, 700, 390]},           # a 4-number list: its first two
    {"point": [640, 385, "junk"]},
    {"point": None, "pred": [640, 385]},       # first list of 2+ items wins
    {"point": [640], "pred": [640, 385]},
    {"point": "(1, 2)", "pred": [640, 385]},   # strings are skipped for points
    {"point": {"x": 1}, "x": 640, "y": 385},
])
def test_point_forms_hit(pred, row_factory):
    row = row_factory(0, POINT_ROW_BOX)
    report = score([row], {row["id"]: {"id": row["id"], **pred}})
    assert report["rows"][0]["reason"] == "hit", pred


@pytest.mark.parametrize("pred", [
    {"bbox": [200, 300, 400, 340]},
    {"bbox": (200, 300, 400, 340)},
    {"box": [200, 300, 400, 340]},
    {"pred": [200, 300, 400, 340]},
    {"prediction": [200, 300, 400, 340]},
    {"bbox": "[200, 300, 400, 340]"},
    {"box": "(200,300),(400,340)"},
    {"prediction": "left 200, top 300, right 400, bottom 340"},
    {"x0": 200, "y0": 300, "x1": 400, "y1": 340},
    {"x0": "200", "y0": "300", "x1": "400", "y1": "340"},
    {"text": "The box is [200, 300, 400, 340]."},
    {"raw": "200 300 400 340 and later 1 2 3 4"},   # first four numbers
    {"answer": "<box>(200, 300), (400, 340)</box>"},
    {"text": "", "raw": "200 300 400 340"},          # empty text: next key
    {"bbox": [400, 340, 200, 300]},                  # corners sorted
    {"bbox": [1, 2], "box": [200, 300, 400, 340]},   # first key with 4+ numbers wins
    {"bbox": [200, 300, 400, 340, 5]},               # 4+ numbers: the first four
    {"bbox": ["x", 200, None, 300, 400, 340]},       # non-numbers in a list are dropped
    {"bbox": "[200.0, 300.0, 400.0, 340.0]"},
])
def test_box_forms_hit(pred, row_factory):
    row = row_factory(0, BOX_ROW_BOX, "bbox")
    report = score([row], {row["id"]: {"id": row["id"], **pred}})
    assert report["rows"][0]["reason"] == "hit", pred


@pytest.mark.parametrize("pred", [
    {},                                        # no key at all
    {"point": [640]},
    {"x": 640},                                # y missing
    {"point": {"x": 640, "y": 385}},           # dicts are not read
    {"point": [[640, 385]]},
    {"point": "(640, 385)"},                   # strings are never points
    {"pred": "click at x=640, y=385"},
    {"prediction": "[640.5, 385.5]"},
    {"point": ["a", "b"]},                     # float() fails (the released one crashes)
    {"point": [None, 385], "pred": [640, 385]},  # the first list of 2+ decides
    {"point": [10**400, 385]},                 # too large for float()
    {"text": "(640, 385)"},                    # text/raw/answer are for boxes only
    {"bbox": [600, 380, 680, 395]},            # a box key for a point row
])
def test_point_unreadable(pred, row_factory):
    row = row_factory(0, POINT_ROW_BOX)
    report = score([row], {row["id"]: {"id": row["id"], **pred}})
    assert report["rows"][0] == {"id": row["id"], "hit": False, "reason": "unreadable"}
    # the released report counts unreadable predictions as missing
    assert report["unreadable_predictions"] == 1 and report["missing_predictions"] == 1


@pytest.mark.parametrize("pred", [
    {"point": [640, float("nan")]},            # read, then every comparison fails
    {"point": [math.inf, 385]},
    {"x": float("nan"), "y": 385},
    {"point": [True, False]},                  # float(True) == 1.0
    {"point": [1, 2, 640, 385]},               # first two numbers: (1, 2)
])
def test_point_read_but_missed(pred, row_factory):
    row = row_factory(0, POINT_ROW_BOX)
    report = score([row], {row["id"]: {"id": row["id"], **pred}})
    assert report["rows"][0]["reason"] == "miss"
    assert report["missing_predictions"] == 0


@pytest.mark.parametrize("pred", [
    {"point": [300, 320]},
    {"bbox": [200, 300, 400]},
    {"bbox": [200, 300, 400, None]},
    {"bbox": "200, 300, 400"},
    {"x0": 200, "y0": 300, "x1": 400},
    {"text": "no box"},
    {"text": "see below", "raw": "200 300 400 340"},  # first non-empty text decides
    {"bbox": {"x0": 200}},
    {"bbox": [10**400, 300, 400, 340, 1]},
])
def test_box_unreadable(pred, row_factory):
    row = row_factory(0, BOX_ROW_BOX, "bbox")
    report = score([row], {row["id"]: {"id": row["id"], **pred}})
    assert report["rows"][0]["reason"] == "unreadable"
    assert report["missing_predictions"] == 1


@pytest.mark.parametrize("pred", [
    {"bbox": [200, 300, 400, float("inf")]},
    {"bbox": [200, 300, 400, float("nan")]},
    {"x0": 200, "y0": 300, "x1": 400, "y1": float("nan")},
    {"bbox": [200, 300, 200, 340]},             # zero width
])
def test_box_read_but_missed(pred, row_factory):
    row = row_factory(0, BOX_ROW_BOX, "bbox")
    report = score([row], {row["id"]: {"id": row["id"], **pred}})
    assert report["rows"][0]["reason"] == "miss"


def test_extractors_return_floats_and_sorted_corners():
    assert extract_point({"point": [1, 2]}) == (1.0, 2.0)
    assert extract_box({"bbox": [5, 6, 1, 2]}) == (1.0, 2.0, 5.0, 6.0)
    assert extract_box({"text": "-3 4 5 -6"}) == (-3.0, -6.0, 5.0, 4.0)
    assert extract_point({}) is None and extract_box({}) is None


def test_strings_are_scanned_like_the_released_scorer():
    # Every run of digits counts, including the ones in labels such as "x1".
    assert extract_box({"prediction": "x1=200 y1=300 x2=400 y2=340"}) == (1.0, 200.0, 1.0, 300.0)
    assert extract_box({"pred": "1.5e2, 7, 8"}) == (1.5, 2.0, 7.0, 8.0)
    assert extract_point({"pred": "1.5e2, 7"}) is None


def test_missing_prediction_is_a_miss(row_factory):
    rows = [row_factory(0, POINT_ROW_BOX), row_factory(1, BOX_ROW_BOX, "bbox")]
    report = score(rows, {})
    assert report["missing_predictions"] == 2 and report["hits"] == 0
    assert [r["reason"] for r in report["rows"]] == ["missing", "missing"]
    assert report["accuracy"] == 0.0
