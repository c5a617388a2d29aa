"""A surface raising in compose under the Dask engine (issue 22): the attempt is rejected,
counted and logged, the example resampled, and the dataset is byte for byte the local
engine's under the same failures. The workers are threads of this process (an in-process
``LocalCluster``), so the patched ``compose_page`` is the one they run. Also: a
multi-target page (``--targets-per-page``) is resampled the same way."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from generator import pipeline
from generator.build import run_build
from generator.config import BuildConfig

distributed = pytest.importorskip("distributed")

real_compose = pipeline.compose_page
N, SEED = 6, 5


def _flaky(slot, streams, *args):
    """Raise on the first attempt of every third example (the surface's own code path)."""
    if streams.index % 3 == 0 and streams.attempt == 0:
        raise ZeroDivisionError(f"broken page in {slot.surface}")
    return real_compose(slot, streams, *args)


def _surface_errors(out: Path) -> int:
    return json.loads((out / "build.json").read_text())["rejections"]["by_reason"].get(
        "surface_error", 0)


def test_dask_resamples_and_counts_a_raising_surface_like_the_local_engine(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pipeline, "compose_page", _flaky)
    local, remote = tmp_path / "local", tmp_path / "dask"
    run_build(BuildConfig(n=N, seed=SEED), local, overwrite=False, command="test")
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                                       dashboard_address=None)
    try:
        run_build(BuildConfig(n=N, seed=SEED, workers=2), remote, overwrite=False,
                  command="test", engine="dask", scheduler=cluster.scheduler_address)
    finally:
        cluster.close()
    assert _surface_errors(remote) == _surface_errors(local) == 2  # examples 0 and 3
    assert len((remote / "data/test/metadata.jsonl").read_text().splitlines()) == N
    log = (remote / "surface_errors.log").read_text()
    assert log.count("Traceback") == 2 and "ZeroDivisionError: broken page in" in log
    assert (remote / "SHA256SUMS").read_text() == (local / "SHA256SUMS").read_text()


def test_a_multi_target_page_whose_surface_raises_is_resampled(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # multi-target pages compose through pipeline.page_for_attempt, like single ones
    monkeypatch.setattr(pipeline, "compose_page", _flaky)
    out = tmp_path / "multi"
    run_build(BuildConfig(n=N, seed=SEED, preset="uniform", split="train",
                          targets_per_page=3), out, overwrite=False, command="test")
    assert _surface_errors(out) == 2
    rows = [json.loads(x) for x in (out / "data/train/metadata.jsonl").read_text().splitlines()]
    assert len(rows) == N and all(len(r["targets"]) == 3 for r in rows)
    assert (out / "surface_errors.log").read_text().count("Traceback") == 2
