"""Parquet shards written during the build (``build --format parquet``; issue 20, SPEC 12).

Shard boundaries are a function of the build config alone: shard k holds the examples
with index in [k R, (k + 1) R), R = ``rows_per_shard(shard_size)`` = max(1, shard_size //
``PAGE_BYTES``), where ``PAGE_BYTES`` = 512 KiB is the documented estimate of one page's PNG
(a 100-page ``uniform`` training build averages 0.52 MiB a page; a benchmark page at
1024x768 is smaller, so its shards come out smaller than ``--shard-size``). Files are
``OUT/parquet/data/<split>-KKKKK-of-MMMMM.parquet``, M = ceil(n / R), with the columns and
HuggingFace schema of ``generator/export/parquet.py`` (coordinates in pixels).

A shard is written as soon as every example of its range is recorded, from those examples'
state records and PNG files, by whoever runs the build: the local engine's main process (its
workers keep making pages meanwhile), or a Dask task on a worker sharing the output folder.
Both run ``write_shard`` on the same inputs, so the shards are the same bytes. A shard
streams into a ``pyarrow.parquet.ParquetWriter`` a row group of ``ROW_GROUP`` pages at a
time (memory stays flat), under a hidden temporary name renamed when whole. On ``--resume``
a shard already under its final name is complete and not rewritten; ``.state/parquet.json``
records R, and a resume with another ``--shard-size`` removes the old shards first.
Shards are listed in ``SHA256SUMS`` like every other file of the dataset.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from generator.export.formats import parse_templates
from generator.export.parquet import ROW_GROUP, _record, require_pyarrow, schema
from generator.resume import STATE_DIR, BuildState
from generator.writer import write_atomic

PAGE_BYTES = 512 * 1024
SHARD_DIR = Path("parquet") / "data"
MARKER = "parquet.json"
Record = tuple[int, dict[str, Any]]


def rows_per_shard(shard_size: int) -> int:
    return max(1, shard_size // PAGE_BYTES)


@dataclass(frozen=True)
class ShardJob:
    """Everything a process needs to write shard ``k`` (picklable for Dask)."""

    out: Path
    split: str
    k: int
    total: int
    start: int
    stop: int

    @property
    def path(self) -> Path:
        return self.out / SHARD_DIR / f"{self.split}-{self.k:05d}-of-{self.total:05d}.parquet"


def write_shard(job: ShardJob) -> str:
    """Write one whole shard from its examples' records and PNGs; return its path."""
    pq = require_pyarrow().parquet
    table_of = require_pyarrow().Table.from_pylist
    state, image_dir = BuildState(job.out), job.out / "data" / job.split
    templates = parse_templates([])
    tmp = job.path.with_name(f".{job.path.name}.{os.getpid()}.tmp")
    tmp.parent.mkdir(parents=True, exist_ok=True)
    writer = pq.ParquetWriter(tmp, schema())
    try:
        batch: list[dict[str, Any]] = []
        for index in range(job.start, job.stop):
            row = state.read(index)["row"]
            batch.append(_record(row, (image_dir / row["file_name"]).read_bytes(), "pixel",
                                 templates))
            if len(batch) == ROW_GROUP or index == job.stop - 1:
                writer.write_table(table_of(batch, schema=writer.schema))
                batch = []
    finally:
        writer.close()
    os.replace(tmp, job.path)
    return str(job.path)


@dataclass
class ShardSet:
    """The shards of one build and which of them are complete (see the module docstring)."""

    out: Path
    split: str
    n: int
    shard_size: int
    rows: int = 0
    left: dict[int, int] = field(default_factory=dict)  # shard -> examples not yet recorded

    def __post_init__(self) -> None:
        self.rows = rows_per_shard(self.shard_size)
        self.total = -(-self.n // self.rows)

    def job(self, k: int) -> ShardJob:
        return ShardJob(self.out, self.split, k, self.total, k * self.rows,
                        min(self.n, (k + 1) * self.rows))

    def start(self, done: set[int], resume: bool) -> list[int]:
        """Clear stale shards (another R, temporary files); count what each shard still
        waits for; return the shards complete already but not on disk (to write now)."""
        folder = self.out / SHARD_DIR
        marker = self.out / STATE_DIR / MARKER
        same = resume and marker.is_file() and json.loads(marker.read_text()) == {
            "rows_per_shard": self.rows}
        folder.mkdir(parents=True, exist_ok=True)
        for path in folder.iterdir():
            if path.name.endswith(".tmp") or not same:
                path.unlink()
        write_atomic(marker, json.dumps({"rows_per_shard": self.rows}).encode())
        ready = []
        for k in range(self.total):
            job = self.job(k)
            self.left[k] = sum(1 for i in range(job.start, job.stop) if i not in done)
            if not self.left[k] and not job.path.is_file():
                ready.append(k)
        return ready

    def saw(self, index: int) -> list[int]:
        """Shards that ``index``, just recorded, completes."""
        k = index // self.rows
        self.left[k] -= 1
        return [k] if self.left[k] == 0 else []

    def info(self) -> dict[str, Any]:
        return {"rows_per_shard": self.rows, "shards": self.total,
                "folder": SHARD_DIR.as_posix()}


def write_locally(shards: ShardSet, records: Iterable[Record], ready: list[int]
                  ) -> Iterator[Record]:
    """The local engine: pass the records on, writing each shard once it is complete."""
    for k in ready:
        write_shard(shards.job(k))
    for index, record in records:
        yield index, record
        for k in shards.saw(index):
            write_shard(shards.job(k))
