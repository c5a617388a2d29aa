"""Resumable builds, disjoint training sets and the training-scale file layout (SPEC 8)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from build_helpers import build_dataset
from typer.testing import CliRunner

from generator import pipeline
from generator.cli import app
from generator.fingerprints import find_overlaps


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "generator", *args], capture_output=True,
                          text=True, timeout=300)


def test_a_build_killed_mid_way_resumes_to_the_same_bytes(tmp_path: Path) -> None:
    # 16 rows: killed after 4 are written, 12 are left to resume
    args = ["build", "--n", "16", "--seed", "11", "--with-geometry"]
    whole, cut = tmp_path / "whole", tmp_path / "cut"
    build_dataset(whole, n=16, seed=11)  # the same build, in this process (its bytes are
    # the CLI's: test_pipeline_dask compares run_build with another engine the same way)
    proc = subprocess.Popen([sys.executable, "-m", "generator", *args, "--out", str(cut)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    rows = cut / ".state" / "rows"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and not (rows.is_dir() and len(list(rows.iterdir())) >= 4):
        time.sleep(0.05)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    assert not (cut / "data/test/metadata.jsonl").exists(), "killed too late to test resume"
    done = _cli(*args, "--out", str(cut), "--resume")
    assert done.returncode == 0, done.stderr
    assert (whole / "SHA256SUMS").read_text() == (cut / "SHA256SUMS").read_text()
    assert not (cut / ".state").exists()


def test_resume_with_other_arguments_is_refused(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / ".incomplete").write_text("x")
    from generator.config import BuildConfig
    from generator.resolve import resolve
    from generator.resume import BuildState

    BuildState(out).start(resolve(BuildConfig(n=10, seed=1)).identity())
    proc = _cli("build", "--n", "10", "--seed", "2", "--out", str(out), "--resume")
    assert proc.returncode == 2
    assert "these differ: seed" in proc.stderr and "Traceback" not in proc.stderr


def test_exclude_makes_a_disjoint_training_set(tmp_path: Path) -> None:
    test_set, train = tmp_path / "test", tmp_path / "train"
    build_dataset(test_set, n=16, seed=90211)
    result = CliRunner().invoke(app, ["build", "--n", "24", "--seed", "7", "--split", "train",
                                      "--exclude", str(test_set), "--out", str(train)])
    assert result.exit_code == 0, result.output
    assert find_overlaps(test_set, train) == []
    info = json.loads((train / "build.json").read_text())
    assert info["config"]["exclude_digest"]
    rows = (train / "data/train/metadata.jsonl").read_text().splitlines()
    assert json.loads(rows[0])["id"] == "pbt-train_0000"
    assert CliRunner().invoke(app, ["check-disjoint", str(test_set), str(train)]).exit_code == 0
    same = CliRunner().invoke(app, ["check-disjoint", str(test_set), str(test_set)])
    assert same.exit_code == 1 and "NOT disjoint" in same.output


def test_exclude_of_something_that_is_not_a_dataset_exits_2(tmp_path: Path) -> None:
    proc = _cli("build", "--n", "4", "--exclude", str(tmp_path), "--out", str(tmp_path / "o"))
    assert proc.returncode == 2 and proc.stderr.startswith("error: --exclude")
    assert not (tmp_path / "o").exists()


def test_large_builds_use_subfolders_that_datasets_loads(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    import datasets

    monkeypatch.setattr(pipeline, "SUBFOLDER_THRESHOLD", 8)
    monkeypatch.setattr(pipeline, "SUBFOLDER_SIZE", 5)
    out = tmp_path / "big"
    build_dataset(out, n=12, seed=3)
    rows = [json.loads(x) for x in (out / "data/test/metadata.jsonl").read_text().splitlines()]
    assert rows[7]["file_name"] == "01/0007.png"
    assert (out / "data/test/01/0007.png").exists() and (out / "geometry/test/01/0007.json.gz").exists()
    ds = datasets.load_dataset("imagefolder", data_dir=str(out / "data"), split="test")
    assert len(ds) == 12 and ds[7]["instruction"] == rows[7]["instruction"]
