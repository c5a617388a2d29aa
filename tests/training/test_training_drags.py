"""Multi-target pages that mix clicks and drags (#21 item 5, SPEC 12 + 13): a small
``uniform`` build with K=6 whose pages hold selection targets next to click targets. Each
drag target keeps its end boxes, occupies none of another target's boxes, verifies, is
scored by ``eval`` and ``eval.py``, exported in every coordinate system and drawn by the
gallery with its predicted ends."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from build_helpers import build_dataset

from generator.export.commands import run_export
from generator.export.coords import SYSTEMS, Frame
from generator.rows import DRAG_KEYS, target_rows
from generator.scorer.baselines import baseline_predictions
from generator.scorer.protocol import load_ground_truth, score
from generator.verify import verify_dataset

K, PAGES = 6, 10
# clicks and drags side by side (uniform alone gives a drag to one target in eight)
MIX = ("word_center", "caret_after_word", "line_bbox", "select_word", "select_range",
       "select_sentence", "select_line", "select_paragraph")


@pytest.fixture(scope="module")
def mixed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("mixed") / "ds"
    build_dataset(out, n=PAGES, seed=5, preset="uniform", split="train", targets_per_page=K,
                  categories=MIX)
    return out


def _rows(out: Path) -> list[dict]:
    text = (out / "data" / "train" / "metadata.jsonl").read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines()]


def _inside(point: list[float], box: list[int]) -> bool:
    return box[0] <= point[0] <= box[2] and box[1] <= point[1] <= box[3]


def _overlap(a: list[int], b: list[int]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _boxes(t: dict) -> list[list[int]]:
    return [t["bbox"], *(t[k] for k in ("start_bbox", "end_bbox") if k in t)]


def test_pages_mix_drags_with_clicks_and_keep_their_keys(mixed: Path) -> None:
    rows = _rows(mixed)
    drags = [t for r in rows for t in r["targets"] if t["answer_type"] == "drag"]
    assert len(drags) >= 5, len(drags)
    assert any({t["answer_type"] for t in r["targets"]} >= {"drag", "point"} for r in rows)
    for t in drags:
        assert t["category"].startswith("select_") and t["data_type"] == "selection"
        assert set(DRAG_KEYS) <= set(t)
        assert t["eval"] == {"type": "drag", "start_bbox": t["start_bbox"],
                             "end_bbox": t["end_bbox"]}
        assert _inside(t["start_point"], t["start_bbox"])
        assert _inside(t["end_point"], t["end_bbox"])
    for row in rows:
        targets = row["targets"]
        for i, a in enumerate(targets):
            for b in targets[i + 1:]:
                assert not any(_overlap(p, q) for p in _boxes(a) for q in _boxes(b)), \
                    (row["id"], a["category"], b["category"])


def test_verify_passes_every_target_and_the_files(mixed: Path) -> None:
    report = verify_dataset(mixed)
    assert report.checked == PAGES * K and report.failed == 0, report.failures[:3]
    res = subprocess.run([sys.executable, "-m", "generator", "verify", str(mixed)],
                         capture_output=True, text=True)
    assert res.returncode == 0, res.stdout[-2000:] + res.stderr


def test_oracle_scores_one_in_both_scorers_and_a_moved_end_misses(mixed: Path,
                                                                   tmp_path: Path) -> None:
    gt = load_ground_truth(mixed, "train")
    oracle = {p["id"]: p for p in baseline_predictions("oracle", gt)}
    assert score(gt, oracle)["accuracy"] == 1.0
    drag_ids = {r["id"] for r in gt if r["answer_type"] == "drag"}
    swapped = {i: ({"id": i, "start": p["end"], "end": p["start"]} if i in drag_ids else p)
               for i, p in oracle.items()}
    assert score(gt, swapped)["accuracy"] == 1.0  # a selection dragged right to left
    moved = dict(oracle)
    for row in gt:
        if row["id"] in drag_ids:  # the end just right of its box
            moved[row["id"]] = {"id": row["id"], "start": row["start_point"],
                                "end": [row["end_bbox"][2] + 1, row["end_point"][1]]}
    hits = {r["id"]: r["hit"] for r in score(gt, moved)["rows"]}
    assert not any(hits[i] for i in drag_ids)
    assert all(hit for i, hit in hits.items() if i not in drag_ids)
    for name, preds in (("oracle", oracle), ("moved", moved)):
        path = tmp_path / f"{name}.jsonl"
        path.write_text("".join(json.dumps(p) + "\n" for p in preds.values()))
        subprocess.run([sys.executable, str(mixed / "eval.py"), "--predictions", str(path),
                        "--split", "train", "--json", str(tmp_path / f"{name}.json")],
                       capture_output=True, text=True, check=True)
        report = json.loads((tmp_path / f"{name}.json").read_text())
        assert report["hits"] == len(gt) - (len(drag_ids) if name == "moved" else 0)
        assert report["by_answer_type"]["drag"]["n"] == len(drag_ids)


@pytest.mark.parametrize("system", SYSTEMS)
def test_export_maps_every_drag_number_back_inside_its_box(mixed: Path, tmp_path: Path,
                                                          system: str) -> None:
    run_export(mixed, "conversations", system, tmp_path)
    items = {i["id"]: i for i in json.loads((tmp_path / "train.json").read_text())}
    checked = 0
    for row in _rows(mixed):
        frame = Frame(system, *row["image_size"])
        answers = [t["value"] for t in items[row["id"]]["conversations"][1::2]]
        for answer, target in zip(answers, target_rows(row), strict=True):
            nums = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", answer)]
            if target["answer_type"] != "drag":
                continue
            assert answer.startswith('{"start": [') and len(nums) == 4, answer
            for k, box in enumerate([target["start_bbox"]] * 2 + [target["end_bbox"]] * 2):
                lo, hi = (box[0], box[2]) if k % 2 == 0 else (box[1], box[3])
                assert lo - 1e-6 <= frame.back(nums[k], k % 2) <= hi + 1e-6, (answer, box)
            checked += 1
    assert checked >= 5


def test_gallery_shows_each_target_with_its_outcome(mixed: Path, tmp_path: Path) -> None:
    gt = load_ground_truth(mixed, "train")
    moved = {p["id"]: p for p in baseline_predictions("oracle", gt)}
    drag = next(r for r in gt if r["answer_type"] == "drag")
    moved[drag["id"]] = {"id": drag["id"], "start": drag["start_point"],
                         "end": [drag["end_bbox"][2] + 1, drag["end_point"][1]]}
    preds = tmp_path / "p.jsonl"
    preds.write_text("".join(json.dumps(p) + "\n" for p in moved.values()))
    site = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "generator", "gallery", str(mixed), "--out",
                    str(site), "--predictions", str(preds), "--split", "train"],
                   capture_output=True, text=True, check=True)
    text = (site / "rows.js").read_text(encoding="utf-8")
    data = json.loads(text[text.index("{"):text.rstrip().rindex("}") + 1])
    page_id, k = drag["id"].split("#")
    outcomes = {item["row"]["id"]: item["outcome"] for item in data["rows"]}
    assert outcomes[page_id] == "miss"
    assert all(o == "hit" for i, o in outcomes.items() if i != page_id)
    item = next(i for i in data["rows"] if i["row"]["id"] == page_id)
    shown = item["pred"]["targets"][int(k)]
    assert shown["outcome"] == "miss" and shown["start"] == drag["start_point"]
    assert item["row"]["targets"][int(k)]["end_bbox"] == drag["end_bbox"]
