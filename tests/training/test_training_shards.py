"""Parquet shards written during the build (issue 20, generator/shards.py): boundaries from
the config alone, the Dask workers' shards byte-identical to the local engine's, loadable by
HuggingFace datasets with decoded images, and a resumed build keeps its finished shards."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from generator.build import run_build
from generator.config import BuildConfig
from generator.shards import PAGE_BYTES, SHARD_DIR, rows_per_shard

N, ROWS = 10, 3  # shards of 3, 3, 3 and 1 pages
SHARD_SIZE = ROWS * PAGE_BYTES


def _config(workers: int = 1) -> BuildConfig:
    return BuildConfig(n=N, seed=5, split="train", workers=workers)


def _shards(out: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted((out / SHARD_DIR).iterdir())}


@pytest.fixture(scope="module")
def local(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("shards") / "local"
    run_build(_config(), out, False, "test", shard_size=SHARD_SIZE)
    return out


def test_shard_boundaries_come_from_the_shard_size_alone(local: Path) -> None:
    assert rows_per_shard(SHARD_SIZE) == ROWS and rows_per_shard(1) == 1
    assert list(_shards(local)) == [f"train-{k:05d}-of-00004.parquet" for k in range(4)]
    build = json.loads((local / "build.json").read_text())
    assert build["parquet"] == {"rows_per_shard": ROWS, "shards": 4,
                                "folder": "parquet/data"}
    sums = (local / "SHA256SUMS").read_text()
    assert "parquet/data/train-00003-of-00004.parquet" in sums and ".tmp" not in sums


def test_dask_workers_write_the_same_shards_and_datasets_loads_them(local: Path,
                                                                     tmp_path: Path) -> None:
    distributed = pytest.importorskip("distributed")
    datasets = pytest.importorskip("datasets")
    remote = tmp_path / "dask"
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       dashboard_address=None)
    try:
        run_build(_config(workers=2), remote, False, "test", engine="dask",
                  scheduler=cluster.scheduler_address, shard_size=SHARD_SIZE)
    finally:
        cluster.close()
    assert _shards(remote) == _shards(local)
    assert (remote / "SHA256SUMS").read_text() == (local / "SHA256SUMS").read_text()
    files = [str(local / SHARD_DIR / name) for name in _shards(local)]
    ds = datasets.load_dataset("parquet", data_files=files, split="train",
                               cache_dir=str(tmp_path / "cache"))
    rows = [json.loads(line) for line in
            (local / "data/train/metadata.jsonl").read_text().splitlines()]
    assert ds.num_rows == N and ds["id"] == [r["id"] for r in rows]
    first = ds[0]
    assert first["image"].size == tuple(rows[0]["image_size"])  # a decoded PIL image
    assert json.loads(first["targets"])[0]["bbox"] == rows[0]["bbox"]


class _Stop(Exception):
    pass


def test_a_resumed_build_keeps_its_finished_shards(local: Path, tmp_path: Path) -> None:
    out = tmp_path / "cut"

    def stop_after_eight(k: int) -> None:
        calls.append(k)
        if len(calls) == 8:
            raise _Stop

    calls: list[int] = []
    with pytest.raises(_Stop):
        run_build(_config(), out, False, "test", progress=stop_after_eight,
                  shard_size=SHARD_SIZE)
    folder = out / SHARD_DIR
    finished = sorted(p.name for p in folder.iterdir())
    assert finished == ["train-00000-of-00004.parquet", "train-00001-of-00004.parquet"]
    before = {name: (folder / name).stat().st_mtime_ns for name in finished}
    (folder / ".train-00002-of-00004.parquet.99.tmp").write_bytes(b"half a shard")
    run_build(_config(), out, False, "test", resume=True, shard_size=SHARD_SIZE)
    assert {name: (folder / name).stat().st_mtime_ns for name in finished} == before
    assert _shards(out) == _shards(local)  # the half-written temporary file is gone
    assert (out / "SHA256SUMS").read_text() == (local / "SHA256SUMS").read_text()
