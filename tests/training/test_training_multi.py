"""Many targets per page and absent targets (SPEC 12): a real small build, verified,
scored by both scorers, previewed."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from generator.geometry import PageGeometry
from generator.preview import annotate
from generator.rows import DRAG_KEYS, target_rows
from generator.scorer.baselines import baseline_predictions
from generator.scorer.protocol import load_ground_truth, load_predictions, score
from generator.verify import parse_instruction, verify, verify_dataset
from generator.verify.absent import fold, folded_page, on_page

K, PAGES = 8, 24  # the multi-target build of tests/training/conftest.py


def _rows(out: Path) -> list[dict]:
    text = (out / "data" / "train" / "metadata.jsonl").read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines()]


def _overlap(a: list[int], b: list[int]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _boxes(t: dict) -> list[list[int]]:
    return [t["bbox"], *(t[k] for k in ("start_bbox", "end_bbox") if k in t)]


def test_every_page_has_k_disjoint_targets_and_about_a_tenth_absent(multi: Path) -> None:
    rows = _rows(multi)
    assert len(rows) == PAGES
    absent = 0
    for row in rows:
        assert len(row["targets"]) == K
        present = [t for t in row["targets"] if t["answer_type"] != "absent"]
        for i, a in enumerate(present):  # a drag occupies its bbox and both end boxes
            for b in present[i + 1:]:
                assert not any(_overlap(p, q) for p in _boxes(a) for q in _boxes(b))
        for t in row["targets"]:
            drag = set(DRAG_KEYS) if t["answer_type"] == "drag" else set()
            assert set(t) == {"instruction", "bbox", "point", "answer_type", "eval",
                              "data_type", "category", "difficulty"} | drag
        absent += sum(t["answer_type"] == "absent" for t in row["targets"])
    # 192 Bernoulli(0.1) positions: mean 19.2, sd 4.2; this band holds with p > 0.999
    assert 5 <= absent <= 36, absent
    assert len({t["category"] for r in rows for t in r["targets"]}) >= 15


def test_verify_passes_every_target(multi: Path) -> None:
    report = verify_dataset(multi)
    assert report.checked == PAGES * K
    assert report.failed == 0, report.failures[:3]


def test_absent_text_is_nowhere_on_the_page(multi: Path) -> None:
    for row in _rows(multi):
        geo = PageGeometry.loads_gz((multi / "geometry" / "train" /
                                     row["file_name"].replace(".png", ".json.gz")).read_bytes())
        page = folded_page(geo)
        for t in row["targets"]:
            if t["answer_type"] == "absent":
                text = parse_instruction(t["instruction"], row["language"]).word.text
                assert t["bbox"] is None and t["eval"] == {"type": "absent"}
                assert len(text) >= 4 and not on_page(text, page)
                assert not any(fold(text) in fold(w.text) for w in geo.words)


def test_the_verifier_rejects_an_absent_row_whose_text_is_there(multi: Path) -> None:
    row = _rows(multi)[0]
    geo = PageGeometry.loads_gz((multi / "geometry" / "train" /
                                 row["file_name"].replace(".png", ".json.gz")).read_bytes())
    image = Image.open(multi / "data" / "train" / row["file_name"]).convert("RGB")
    flat = {**target_rows(row)[0], "answer_type": "absent", "bbox": None,
            "point": None, "eval": {"type": "absent"}}
    word = max((w for w in geo.words if w.text.isalpha() and len(w.text) >= 5),
               key=lambda w: len(w.text))
    flat["instruction"] = {"en": 'Click the word "{}".', "de": "Klicke auf das Wort „{}“.",
                           "fr": "Cliquez sur le mot « {} ».", "es": "Haz clic en la palabra «{}».",
                           "it": "Fai clic sulla parola «{}».",
                           "nl": "Klik op het woord '{}'."}[row["language"]].format(word.text)
    verdict = verify(image, geo, flat)
    assert not verdict.ok and verdict.reason in ("present", "ambiguous", "confusable"), verdict


def test_confusable_forms_count_as_present() -> None:
    line = fold("modern invoice 2O24 totaI Straße")
    page = (line, line.replace(" ", ""))
    assert on_page("MODERN", page)
    assert on_page("modem", page)  # rn reads as m
    assert on_page("2024", page)  # 0 and O
    assert on_page("Total", page)  # I and l
    assert on_page("strasse", page)  # casefold: ß is ss
    assert on_page("straße", page)
    assert not on_page("receipt", page)


def test_oracle_scores_one_and_a_shifted_box_misses_only_there(multi: Path,
                                                                tmp_path: Path) -> None:
    gt = load_ground_truth(multi, "train")
    assert len(gt) == PAGES * K and gt[0]["id"].endswith("#0")
    oracle = {p["id"]: p for p in baseline_predictions("oracle", gt)}
    assert score(gt, oracle)["accuracy"] == 1.0
    shifted, moved = dict(oracle), set()
    for row in gt:
        if row["id"].endswith("#1") and row["answer_type"] != "absent":
            x1, y1, x2, y2 = row["bbox"]
            dx = x2 - x1 + 3
            key = "point" if row["answer_type"] == "point" else "bbox"
            value = [x2 + 3, row["point"][1]] if key == "point" else [x1 + dx, y1, x2 + dx, y2]
            shifted[row["id"]] = {"id": row["id"], key: value}
            if row["answer_type"] == "drag":  # the end point just past its box
                end = row["end_bbox"]
                shifted[row["id"]] = {"id": row["id"], "start": row["start_point"],
                                      "end": [end[2] + 3, row["end_point"][1]]}
            moved.add(row["id"])
    report = score(gt, shifted)
    hits = {r["id"]: r["hit"] for r in report["rows"]}
    assert moved and not any(hits[i] for i in moved)
    assert all(hit for i, hit in hits.items() if i not in moved)
    # the same through the standalone eval.py, with predictions grouped per page
    pages: dict[str, list] = {}
    for row in gt:
        pages.setdefault(row["id"].split("#")[0], []).append(
            {k: v for k, v in shifted[row["id"]].items() if k != "id"})
    path = tmp_path / "preds.jsonl"
    path.write_text("".join(json.dumps({"id": i, "targets": t}) + "\n" for i, t in pages.items()))
    preds, _ = load_predictions(path)
    assert score(gt, preds)["hits"] == len(gt) - len(moved)
    res = subprocess.run([sys.executable, str(multi / "eval.py"), "--predictions", str(path),
                          "--split", "train", "--json", str(tmp_path / "r.json")],
                         capture_output=True, text=True, check=True)
    assert json.loads((tmp_path / "r.json").read_text())["hits"] == len(gt) - len(moved), res


def test_absent_is_said_in_the_documented_ways(multi: Path) -> None:
    gt = [r for r in load_ground_truth(multi, "train") if r["answer_type"] == "absent"][:1]
    assert gt
    rid = gt[0]["id"]
    for pred, hit in (({"absent": True}, True), ({"answer": "Absent."}, True),
                      ({"text": "absent"}, True), ({"point": [5, 5]}, False),
                      ({"bbox": [0, 0, 9, 9]}, False), ({"absent": False}, False)):
        assert score(gt, {rid: {"id": rid, **pred}})["hits"] == int(hit), pred


def test_preview_draws_every_target(multi: Path) -> None:
    row = _rows(multi)[0]
    with Image.open(multi / "data" / "train" / row["file_name"]) as page:
        out = annotate(page, row)
        assert out.height > page.height + 20 * K
    first = next(t for t in row["targets"] if t["bbox"])
    x1, y1, _, _ = first["bbox"]
    assert out.getpixel((x1 - 1, y1 - 1)) != page.convert("RGB").getpixel((x1 - 1, y1 - 1))


def test_bench_counts_verified_targets_of_both_builds() -> None:
    from generator.bench_targets import report, targets_bench

    r = targets_bench(2, 3, seed=5)
    assert r["k_targets_per_s"] == pytest.approx(2 * 3 / r["k_wall_s"])
    assert r["k1_targets_per_s"] == pytest.approx(2 / r["k1_wall_s"])
    assert "3 targets a page" in report(r)


def test_the_card_counts_pages_and_targets(multi: Path) -> None:
    card = (multi / "README.md").read_text(encoding="utf-8")
    assert f"**{PAGES}** rendered application pages" in card
    assert f"with **{PAGES * K}** pointing instructions" in card
    assert "--targets-per-page 8 --negatives 0.1" in card


def test_verify_sees_a_page_changed_after_an_earlier_verify(multi: Path, tmp_path: Path) -> None:
    import shutil

    copy = tmp_path / "copy"
    shutil.copytree(multi, copy)
    assert verify_dataset(copy).failed == 0
    row = _rows(copy)[0]
    path = copy / "data" / "train" / row["file_name"]
    with Image.open(path) as im:
        Image.new("RGB", im.size, (255, 255, 255)).save(path)
    report = verify_dataset(copy)
    present = sum(t["answer_type"] != "absent" for t in row["targets"])
    assert report.failed >= present and {f["id"].split("#")[0] for f in report.failures} == \
        {row["id"]}


def test_preview_finds_the_only_split_of_a_training_build(multi: Path, tmp_path: Path) -> None:
    res = subprocess.run([sys.executable, "-m", "generator", "preview", str(multi), "--out",
                          str(tmp_path / "pv"), "--limit", "2"],
                         capture_output=True, text=True, check=False)
    assert res.returncode == 0, res.stderr
    assert len(list((tmp_path / "pv").glob("*.png"))) >= 2
    # the rows --limit left out are named, not silently skipped (r40, r41 read 16 of 40)
    total = sum(1 for _ in (multi / "data" / "train" / "metadata.jsonl").open())
    assert f"drew 2 of {total} rows; --limit {total} draws them all" in res.stdout
