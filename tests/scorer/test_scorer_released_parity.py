"""Parity with the released scorer (SPEC 9: "its numbers equal the released scorer's").

``released_*`` below is a minimal re-implementation of the hit decision of
``pointerbench-text/eval.py`` in warmwindOS/pointerbench, written from a
reading of that file.  Random predictions in every accepted key form are
scored by it and by ``score()``; the two must agree row by row and on every
reported number the released scorer has.
"""

from __future__ import annotations

import copy
import json
import math
import re
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from generator.scorer.protocol import AXES, load_predictions, score

# --- the released scorer's hit decision ------------------------------------------------

_RELEASED_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


def released_load(path: Path) -> dict:
    text = path.read_text(encoding="utf-8").strip()
    records = (json.loads(text) if text[:1] == "["
               else [json.loads(line) for line in text.splitlines() if line.strip()])
    return {r["id"]: r for r in records if "id" in r}  # a later record replaces an earlier


def _released_numbers(value) -> list[float]:
    if isinstance(value, str):
        return [float(m) for m in _RELEASED_NUMBER.findall(value)]
    if isinstance(value, (list, tuple)):
        return [float(v) for v in value if isinstance(v, (int, float))]
    return []


def _released_sorted(box) -> list:
    x0, y0, x1, y1 = box
    return [min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)]


def released_point(rec: dict):
    for key in ("point", "pred", "coordinate", "prediction"):
        value = rec.get(key)
        if isinstance(value, (list, tuple)) and len(value) >= 2:
            return float(value[0]), float(value[1])
    if "x" in rec and "y" in rec:
        return float(rec["x"]), float(rec["y"])
    return None


def released_box(rec: dict):
    for key in ("bbox", "box", "pred", "prediction"):
        nums = _released_numbers(rec.get(key))
        if len(nums) >= 4:
            return _released_sorted(nums[:4])
    if all(k in rec for k in ("x0", "y0", "x1", "y1")):
        return _released_sorted([rec["x0"], rec["y0"], rec["x1"], rec["y1"]])
    nums = _released_numbers(rec.get("text") or rec.get("raw") or rec.get("answer"))
    return _released_sorted(nums[:4]) if len(nums) >= 4 else None


def released_box_hit(pred, gt, rule: dict) -> bool:
    ax0, ay0, ax1, ay1 = _released_sorted(pred)
    bx0, by0, bx1, by1 = _released_sorted([float(v) for v in gt])
    inter = (max(0.0, min(ax1, bx1) - max(ax0, bx0))
             * max(0.0, min(ay1, by1) - max(ay0, by0)))
    pred_area = max(0.0, ax1 - ax0) * max(0.0, ay1 - ay0)
    gt_area = max(0.0, bx1 - bx0) * max(0.0, by1 - by0)
    coverage = inter / gt_area if gt_area else 0.0
    precision = inter / pred_area if pred_area else 0.0
    return (coverage >= float(rule.get("min_coverage", 0.9))
            and precision >= float(rule.get("min_precision", 0.7)))


def released_evaluate(gt: list[dict], preds: dict) -> tuple[list[tuple[bool, bool]], dict]:
    """Per row ``(hit, counted_missing)``, and the released report's numbers."""
    outcomes, by = [], {axis: {} for axis in AXES}
    for ex in gt:
        pred, rule = preds.get(ex["id"]), ex.get("eval") or {}
        answer_type = ex.get("answer_type") or ("bbox" if rule.get("type") == "iou" else "point")
        got = None
        if pred and answer_type == "bbox":
            got = released_box(pred)
            ok = got is not None and released_box_hit(got, ex["bbox"], rule)
        elif pred:
            got = released_point(pred)
            x0, y0, x1, y1 = ex["bbox"]
            ok = got is not None and (min(x0, x1) <= got[0] <= max(x0, x1)
                                      and min(y0, y1) <= got[1] <= max(y0, y1))
        else:
            ok = False
        outcomes.append((ok, got is None))
        for axis in AXES:
            key = answer_type if axis == "answer_type" else ex.get(axis, "?")
            cell = by[axis].setdefault(key, [0, 0])
            cell[0] += ok
            cell[1] += 1
    hits, n = sum(ok for ok, _ in outcomes), len(gt)
    report = {"n": n, "accuracy": round(hits / n, 4) if n else 0.0, "hits": hits,
              "missing_predictions": sum(miss for _, miss in outcomes)}
    for axis in AXES:
        report[f"by_{axis}"] = {k: {"acc": round(v[0] / v[1], 4), "n": v[1]}
                                for k, v in sorted(by[axis].items())}
    return outcomes, report


# --- random predictions in every accepted key form --------------------------------------

NAN, INF = float("nan"), float("inf")
FLAT = ("x0", "y0", "x1", "y1")
FORMS = [  # (point p = [x, y] near the target centre, box b = 4 numbers near the target)
    lambda p, b: {"point": p},
    lambda p, b: {"point": p + b[2:]},                      # a 4-number list on any row
    lambda p, b: {"pred": p},
    lambda p, b: {"coordinate": p},
    lambda p, b: {"prediction": p},
    lambda p, b: {"point": f"({p[0]}, {p[1]})"},            # strings: boxes only
    lambda p, b: {"point": f"{p[0]} {p[1]}", "coordinate": p},
    lambda p, b: {"point": [p[0]], "pred": p},
    lambda p, b: {"x": p[0], "y": p[1]},
    lambda p, b: {"x": str(p[0]), "y": str(p[1])},
    lambda p, b: {"point": [p[0], NAN]},
    lambda p, b: {"point": [True, p[1]]},
    lambda p, b: {"pred": p + b},                           # 6 numbers
    lambda p, b: {"text": f"click ({p[0]}, {p[1]})"},
    lambda p, b: {"bbox": b},
    lambda p, b: {"box": b},
    lambda p, b: {"pred": b},
    lambda p, b: {"prediction": b},
    lambda p, b: {"bbox": b + [7]},
    lambda p, b: {"bbox": ["box", *b, None]},
    lambda p, b: {"bbox": str(b)},
    lambda p, b: {"box": "({}, {}), ({}, {})".format(*b)},
    lambda p, b: {"prediction": "x0={} y0={} x1={} y1={}".format(*b)},
    lambda p, b: {"bbox": b[:3], "box": b},
    lambda p, b: {"bbox": "no box", "prediction": str(b)},
    lambda p, b: dict(zip(FLAT, b, strict=True)),
    lambda p, b: dict(zip(FLAT, [b[0], b[1], NAN, b[3]], strict=True)),
    lambda p, b: {"x0": b[0], "y0": b[1], "x1": b[2]},
    lambda p, b: {"text": f"The answer is {b}."},
    lambda p, b: {"raw": " ".join(map(str, b))},
    lambda p, b: {"answer": f"<box>{b}</box>"},
    lambda p, b: {"text": "none", "raw": str(b)},            # first non-empty text decides
    lambda p, b: {"text": "", "answer": str(b)},
    lambda p, b: {"bbox": [b[0], NAN, b[2], b[3]]},
    lambda p, b: {"bbox": [b[0], b[1], INF, b[3]]},
    lambda p, b: {"bbox": [b[2], b[3], b[0], b[1]]},          # swapped corners
    lambda p, b: {"bbox": [b[0], b[1], b[0], b[3]]},          # zero width
    lambda p, b: {},                                          # the id alone
]


def _jitter(rng: np.random.Generator, values: list, spread: int) -> list:
    out = [int(v) + int(rng.integers(-spread, spread + 1)) for v in values]
    return [v + 0.5 if rng.random() < 0.2 else v for v in out]


def random_predictions(rows: list[dict], seed: int) -> tuple[list[dict], Counter]:
    rng = np.random.default_rng(seed)
    records, used = [], Counter()
    for row in rows:
        picks = [] if rng.random() < 0.08 else [int(rng.integers(len(FORMS)))]
        if picks and rng.random() < 0.12:                     # duplicates: the last counts
            picks = [int(rng.integers(len(FORMS))) for _ in range(int(rng.integers(1, 3)))] + picks
        for form in picks:
            p = _jitter(rng, row["point"], int(rng.choice([1, 6, 25])))
            b = _jitter(rng, row["bbox"], int(rng.choice([1, 4, 15, 60])))
            records.append({"id": row["id"], **FORMS[form](p, b)})
            used[form] += 1
    junk = [{"point": [1, 2]}, {"id": 7, "point": [1, 2]}, {"id": "nope", "bbox": [1, 2, 3, 4]}]
    return records + junk, used


def vary_ground_truth(rows: list[dict]) -> list[dict]:
    """Rows whose rule resolution exercises the released scorer's precedence."""
    rows = copy.deepcopy(rows)
    for i, row in enumerate(rows):
        if row["answer_type"] == "bbox" and i % 20 == 0:
            row["eval"].update(min_coverage=0.0, min_precision=0.0)   # zero-area can hit
        elif row["answer_type"] == "bbox" and i % 20 == 1:
            row["eval"].update(min_coverage="0.5")
        elif i % 20 == 2:
            del row["answer_type"]                                    # eval.type decides
        elif i % 20 == 3:
            row["eval"]["bbox"] = [0, 0, 1, 1]                        # ignored: bbox decides
    return rows


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_score_matches_released_scorer_row_by_row(seed, rows_factory, write_preds):
    rows = vary_ground_truth(rows_factory(300, seed=100 + seed))
    records, used = random_predictions(rows, seed)
    path = write_preds(records)
    preds, _ = load_predictions(path)
    ours = score(rows, preds)
    outcomes, released = released_evaluate(copy.deepcopy(rows), released_load(path))

    for row, mine, (hit, counted_missing) in zip(rows, ours["rows"], outcomes, strict=True):
        assert mine["hit"] == hit, (row, preds.get(row["id"]))
        assert (mine["reason"] in ("missing", "unreadable")) == counted_missing, mine
    for key, value in released.items():
        if key.startswith("by_"):
            assert {k: {"acc": c["acc"], "n": c["n"]} for k, c in ours[key].items()} == value
            assert list(ours[key]) == list(value)
        else:
            assert ours[key] == value, key

    # the sample really exercises the rules: every form, both kinds, every outcome
    assert set(used) == set(range(len(FORMS)))
    reasons = Counter((r["answer_type"] if "answer_type" in r else "?", o["reason"])
                      for r, o in zip(rows, ours["rows"], strict=True))
    for kind in ("point", "bbox"):
        for reason in ("hit", "miss", "missing", "unreadable"):
            assert reasons[(kind, reason)] > 0, (kind, reason, reasons)
    assert ours["duplicate_ids"] > 0 and ours["unknown_ids"] == 1


def test_the_four_known_differences(row_factory):
    point_row, box_row = row_factory(0, [10, 10, 20, 20]), row_factory(1, [10, 10, 20, 20], "bbox")

    def both(row: dict, pred: dict) -> tuple[bool, bool]:
        preds = {row["id"]: {"id": row["id"], **pred}}
        return score([row], preds)["hits"] == 1, released_evaluate([row], preds)[1]["hits"] == 1

    assert both(point_row, {"point": [15, 15, 90, 90]}) == (True, True)   # 4 numbers on a point
    assert both(point_row, {"point": "(15, 15)"}) == (False, False)       # no string points
    assert both(box_row, {"bbox": "(10, 10, 20, 20)"}) == (True, True)    # string boxes
    rows = [row_factory(i, [10, 10, 20, 20]) for i in range(3)]
    preds = {r["id"]: {"id": r["id"], "point": [15, 15]} for r in rows[:2]}
    assert score(rows, preds)["accuracy"] == 0.6667 == released_evaluate(rows, preds)[1][
        "accuracy"]


def test_duplicates_use_the_last_record_like_released(row_factory, write_preds):
    row = row_factory(0, [10, 10, 20, 20])
    path = write_preds([{"id": row["id"], "point": [900, 900]},
                        {"id": row["id"], "point": [15, 15]}])
    preds, warnings = load_predictions(path)
    assert score([row], preds)["hits"] == 1 == released_evaluate([row], released_load(path))[1][
        "hits"]
    assert score([row], preds)["duplicate_ids"] == 1 and any("last" in w for w in warnings)
    assert math.isclose(score([row], preds)["accuracy"], 1.0)
