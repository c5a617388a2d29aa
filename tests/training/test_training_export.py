"""Exports for trainers: every format and coordinate system maps back inside the target's
box; Parquet shards load in HuggingFace datasets with decoded images."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from generator.export.commands import run_export
from generator.export.coords import SYSTEMS, Frame, smart_resize
from generator.export.formats import parse_templates
from generator.rows import target_rows

K = 8


def _rows(out: Path) -> list[dict]:
    text = (out / "data" / "train" / "metadata.jsonl").read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines()]


def _numbers(text: str) -> list[float]:
    return [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", text)]


def _check_answer(answer: str, target: dict, frame: Frame) -> None:
    """The answer's numbers, mapped back to pixels, lie inside the target's box."""
    nums = _numbers(answer)
    if target["answer_type"] == "absent":
        assert nums == [] and "absent" in answer
        return
    boxes = [target["bbox"]] * 4  # each number's box: a drag's start, then end point
    if target["answer_type"] == "drag":
        boxes = [target["start_bbox"]] * 2 + [target["end_bbox"]] * 2
    assert len(nums) == (2 if target["answer_type"] == "point" else 4), answer
    for k, v in enumerate(nums):
        px = frame.back(v, k % 2)
        x1, y1, x2, y2 = boxes[k]
        lo, hi = (x1, x2) if k % 2 == 0 else (y1, y2)
        assert lo - 1e-6 <= px <= hi + 1e-6, (answer, boxes[k], frame.system)


def test_smart_resize_matches_the_processor() -> None:
    assert smart_resize(768, 1024) == (756, 1036)
    assert smart_resize(1080, 1920) == (728, 1316)  # above max_pixels: scaled down
    h, w = smart_resize(1440, 2560)
    assert h % 28 == 0 and w % 28 == 0 and h * w <= 14 * 14 * 4 * 1280
    assert smart_resize(10, 10) == (56, 56)


@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize("fmt", ["conversations", "messages"])
def test_every_exported_number_maps_back_inside_its_box(multi: Path, tmp_path: Path,
                                                        system: str, fmt: str) -> None:
    dest = tmp_path / "x"
    run_export(multi, fmt, system, dest)
    rows = {r["id"]: r for r in _rows(multi)}
    if fmt == "conversations":
        items = json.loads((dest / "train.json").read_text(encoding="utf-8"))
        answers = {i["id"]: [t["value"] for t in i["conversations"][1::2]] for i in items}
        asks = {i["id"]: [t["value"] for t in i["conversations"][0::2]] for i in items}
        assert all(i["conversations"][0]["value"].startswith("<image>\n") for i in items)
    else:
        items = [json.loads(x) for x in (dest / "train.jsonl").read_text().splitlines()]
        answers = {i["id"]: [m["content"][0]["text"] for m in i["messages"][1::2]]
                   for i in items}
        asks = {i["id"]: [m["content"][-1]["text"] for m in i["messages"][0::2]]
                for i in items}
        assert all(i["messages"][0]["content"][0]["type"] == "image_url" for i in items)
    assert list(answers) == list(rows)
    for page_id, row in rows.items():
        width, height = row["image_size"]
        frame = Frame(system, width, height)
        targets = target_rows(row)
        assert len(answers[page_id]) == len(targets) == K
        for answer, ask, target in zip(answers[page_id], asks[page_id], targets, strict=True):
            assert ask.endswith(target["instruction"])
            _check_answer(answer, target, frame)


def test_pixel_answers_are_what_eval_reads(multi: Path, tmp_path: Path) -> None:
    run_export(multi, "messages", "pixel", tmp_path)
    preds = []
    for line in (tmp_path / "train.jsonl").read_text().splitlines():
        item = json.loads(line)
        for k, msg in enumerate(item["messages"][1::2]):
            preds.append({"id": f"{item['id']}#{k}", **json.loads(msg["content"][0]["text"])})
    (tmp_path / "p.jsonl").write_text("".join(json.dumps(p) + "\n" for p in preds))
    res = subprocess.run([sys.executable, str(multi / "eval.py"), "--predictions",
                          str(tmp_path / "p.jsonl"), "--split", "train", "--json",
                          str(tmp_path / "r.json")], capture_output=True, text=True, check=True)
    report = json.loads((tmp_path / "r.json").read_text())
    # points are the targets' own centres; inward-rounded boxes still pass the box rule
    # except where a box is one or two pixels from the 0.9 coverage threshold
    assert report["by_answer_type"]["point"]["acc"] == 1.0, res.stdout
    assert report["by_answer_type"]["absent"]["acc"] == 1.0
    assert report["by_answer_type"]["bbox"]["acc"] == 1.0
    assert report["by_answer_type"]["drag"]["acc"] == 1.0  # SPEC 13 targets mixed in


def test_answer_templates_can_be_changed() -> None:
    templates = parse_templates(["point=({x}, {y})", "absent=not on screen"])
    assert templates["point"] == "({x}, {y})" and templates["absent"] == "not on screen"
    with pytest.raises(ValueError):
        parse_templates(["swipe=whatever"])
    assert parse_templates(["drag={sx} {sy} {ex} {ey}"])["drag"] == "{sx} {sy} {ex} {ey}"


def test_parquet_shards_load_with_decoded_images(multi: Path, tmp_path: Path) -> None:
    import datasets
    from PIL import Image

    shards = run_export(multi, "parquet", "norm1000", tmp_path, shard_size=400_000)
    assert len(shards) >= 2  # the size cap splits the shards
    again = run_export(multi, "parquet", "norm1000", tmp_path / "again", shard_size=400_000)
    assert [p.read_bytes() for p in again] == [p.read_bytes() for p in shards]  # reproducible
    ds = datasets.load_dataset("parquet", data_files=[str(p) for p in shards], split="train")
    rows = _rows(multi)
    assert len(ds) == len(rows) and ds[0]["id"] == rows[0]["id"]
    image = ds[3]["image"]
    assert isinstance(image, Image.Image) and list(image.size) == rows[3]["image_size"]
    with Image.open(multi / "data" / "train" / rows[3]["file_name"]) as page:
        assert image.convert("RGB").tobytes() == page.convert("RGB").tobytes()
    targets = json.loads(ds[3]["targets"])
    assert targets == rows[3]["targets"]  # every key, a drag's end boxes too
    frame = Frame("norm1000", *rows[3]["image_size"])
    for turn, target in zip(ds[3]["conversations"][1::2], rows[3]["targets"], strict=True):
        _check_answer(turn["value"], target, frame)


def test_build_format_parquet_and_bad_export_input(tmp_path: Path) -> None:
    cli = [sys.executable, "-m", "generator"]
    out = tmp_path / "b"
    proc = subprocess.run([*cli, "build", "--n", "3", "--seed", "4", "--split", "train",
                           "--format", "parquet", "--shard-size", "100000", "--out", str(out)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    import pyarrow.parquet as pq

    shards = sorted((out / "parquet" / "data").glob("*.parquet"))
    assert shards and sum(pq.read_metadata(p).num_rows for p in shards) == 3
    bad = subprocess.run([*cli, "export", str(out), "--format", "xml", "--out",
                          str(tmp_path / "e")], capture_output=True, text=True)
    assert bad.returncode == 2 and bad.stderr.startswith("error: unknown format")


@pytest.mark.parametrize("flags, message", [
    (["--targets-per-page", "0"], "error: --targets-per-page must be from 1"),
    (["--targets-per-page", "x"], "error: --targets-per-page must be an integer"),
    (["--negatives", "1.5"], "error: --negatives must be a fraction"),
    (["--negatives", "lots"], "error: --negatives must be a number"),
    (["--format", "tfrecord"], "error: unknown --format"),
])
def test_bad_training_flags_exit_2_before_writing(tmp_path: Path, flags: list[str],
                                                  message: str) -> None:
    out = tmp_path / "o"
    proc = subprocess.run([sys.executable, "-m", "generator", "build", "--n", "2", *flags,
                           "--out", str(out)], capture_output=True, text=True)
    assert proc.returncode == 2 and proc.stderr.startswith(message), proc.stderr
    assert not out.exists()
