"""The verifier inside the build and on written datasets: a real build re-verifies clean,
mutated copies (instructions rotated among rows, boxes moved 4 px) are rejected, and the
``verify`` command reports and exits as documented."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator import pipeline
from generator.build import run_build
from generator.cli import app
from generator.config import BuildConfig
from generator.verify import Verdict

N = 30


@pytest.fixture(scope="module")
def dataset(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("verify") / "ds"
    config = BuildConfig(n=N, seed=11, with_geometry=True, languages=["en"])
    run_build(config, out, overwrite=False, command="test")
    return out


def mutated(dataset: Path, tmp_path: Path, change) -> Path:
    copy = tmp_path / "copy"
    shutil.copytree(dataset, copy)
    meta = copy / "data" / "test" / "metadata.jsonl"
    rows = [json.loads(line) for line in meta.read_text().splitlines()]
    rows = change(rows)
    meta.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
    return copy


def rotate_instructions(rows):
    """Each row gets the instruction of the next row of the same language."""
    out = [dict(r) for r in rows]
    by_lang: dict[str, list[int]] = {}
    for i, r in enumerate(rows):
        by_lang.setdefault(r["language"], []).append(i)
    for ids in by_lang.values():
        for k, i in enumerate(ids):
            out[i]["instruction"] = rows[ids[(k + 1) % len(ids)]]["instruction"]
    return out


def shift_right(rows, dx=4):
    out = []
    for r in rows:
        b, p = r["bbox"], r["point"]
        out.append({**r, "bbox": [b[0] + dx, b[1], b[2] + dx, b[3]], "point": [p[0] + dx, p[1]]})
    return out


def run_cli(*args):
    return CliRunner().invoke(app, ["verify", *map(str, args)])


def test_clean_build_verifies(dataset, tmp_path):
    result = run_cli(dataset, "--json", tmp_path / "r.json")
    report = json.loads((tmp_path / "r.json").read_text())
    assert (report["checked"], report["failed"]) == (N, 0), report["failures"]
    assert result.exit_code == 0, result.output
    build = json.loads((dataset / "build.json").read_text())
    assert set(build["rejections"]) == {"by_reason", "by_category"}


def test_rotated_instructions_are_rejected(dataset, tmp_path):
    copy = mutated(dataset, tmp_path, rotate_instructions)
    result = run_cli(copy, "--json", tmp_path / "rot.json")
    report = json.loads((tmp_path / "rot.json").read_text())
    assert result.exit_code == 1
    assert report["checked"] == N and report["failed"] >= 0.95 * N, report["by_reason"]
    assert sum(report["by_reason"].values()) == report["failed"] == len(report["failures"])
    assert {"id", "reason"} <= set(report["failures"][0])


def test_boxes_moved_four_pixels_are_rejected(dataset, tmp_path):
    copy = mutated(dataset, tmp_path, shift_right)
    result = run_cli(copy, "--json", tmp_path / "shift.json")
    report = json.loads((tmp_path / "shift.json").read_text())
    assert result.exit_code == 1
    assert report["failed"] >= 0.99 * N, report["by_reason"]
    assert "box_mismatch" in result.output


def test_a_dataset_whose_geometry_was_deleted(dataset, tmp_path):
    """The sidecars are listed in SHA256SUMS: their loss is a finding (exit 1), not the
    one-line refusal of a dataset built without them (tests/pipeline/
    test_pipeline_verify_nogeo.py)."""
    copy = tmp_path / "nogeo"
    shutil.copytree(dataset, copy)
    shutil.rmtree(copy / "geometry")
    result = run_cli(copy)
    assert result.exit_code == 1, result.output
    assert result.output.startswith("file checks: ") and "--with-geometry" in result.output
    assert "geometry/test/0000.json.gz: missing_file" in result.output


def test_not_a_dataset(tmp_path):
    result = run_cli(tmp_path)
    assert result.exit_code == 2 and result.output.startswith("error:")


def test_rejected_attempts_are_resampled_and_counted(monkeypatch):
    """make_example resamples a rejected attempt from the next attempt's streams and
    counts the reason; the accepted row is the one an unrejected build gets at attempt 1."""
    config = BuildConfig(n=4, seed=3, with_geometry=False)
    from generator.build import plan_for
    from generator.resolve import resolve

    config = resolve(config)
    slot = plan_for(config)[0]
    real = pipeline.verify
    calls = []

    def first_fails(image, geo, row):
        calls.append(row["instruction"])
        if len(calls) == 1:
            return Verdict(False, "faint", "test")
        return real(image, geo, row)

    monkeypatch.setattr(pipeline, "verify", first_fails)
    example = pipeline.make_example(config, slot, 0)
    assert example.stats["rejections"].get("faint") == 1
    assert example.stats["attempts"] >= 2 and len(calls) >= 2
