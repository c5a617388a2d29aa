"""Parquet shards with the PNGs embedded (``export --format parquet``; ``build --format
parquet`` writes the same columns during the build, see generator/shards.py; needs the
``parquet`` extra: pyarrow).

Shards are ``DIR/data/<split>-NNNNN-of-MMMMM.parquet``, each closed once its PNG bytes
reach ``shard_size`` (default 500 MB), written a row group of ``ROW_GROUP`` pages at a time
with ``pyarrow.parquet.ParquetWriter``, so memory stays flat whatever the build's size.
The schema carries HuggingFace's ``huggingface`` metadata (``image`` is an ``Image``
feature: a struct of ``bytes`` and ``path``), so ``datasets.load_dataset("parquet",
data_files=...)`` returns decoded images. Columns: ``id``, ``image``, ``width``,
``height``, ``surface``, ``language``, ``conversations`` (the ``conversations`` export of
the page in the chosen coordinates) and ``targets`` (the page's targets as JSON text, in
pixels, the metadata row's own values).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from generator.export.formats import conversation
from generator.rows import DRAG_KEYS, TARGET_KEYS, target_rows

DEFAULT_SHARD_SIZE = 500 * 1024 * 1024
ROW_GROUP = 64
_STRING = {"dtype": "string", "_type": "Value"}
_INT = {"dtype": "int32", "_type": "Value"}
FEATURES = {"id": _STRING, "image": {"_type": "Image"}, "width": _INT, "height": _INT,
            "surface": _STRING, "language": _STRING,
            "conversations": [{"from": _STRING, "value": _STRING}], "targets": _STRING}


def require_pyarrow() -> Any:
    try:
        import pyarrow
        import pyarrow.parquet  # noqa: F401
    except ImportError:
        from generator.config import ConfigError

        raise ConfigError("--format parquet needs pyarrow: pip install "
                          "'pointerbench-text[parquet]'") from None
    return pyarrow


def schema() -> Any:
    pa = require_pyarrow()
    fields = [("id", pa.string()),
              ("image", pa.struct([("bytes", pa.binary()), ("path", pa.string())])),
              ("width", pa.int32()), ("height", pa.int32()), ("surface", pa.string()),
              ("language", pa.string()),
              ("conversations", pa.list_(pa.struct([("from", pa.string()),
                                                    ("value", pa.string())]))),
              ("targets", pa.string())]
    meta = {"huggingface": json.dumps({"info": {"features": FEATURES}})}
    return pa.schema(fields, metadata=meta)


def _record(row: dict[str, Any], png: bytes, system: str,
            templates: dict[str, str]) -> dict[str, Any]:
    targets = [{k: t[k] for k in TARGET_KEYS + DRAG_KEYS if k in t} for t in target_rows(row)]
    return {"id": row["id"], "image": {"bytes": png, "path": row["file_name"]},
            "width": row["image_size"][0], "height": row["image_size"][1],
            "surface": row["surface"], "language": row["language"],
            "conversations": conversation(row, system, templates)["conversations"],
            "targets": json.dumps(targets, ensure_ascii=False)}


class ShardWriter:
    """Streams records into size-capped shards (see the module docstring)."""

    def __init__(self, dest: Path, split: str, shard_size: int = DEFAULT_SHARD_SIZE):
        self.pq = require_pyarrow().parquet
        self.dest, self.split, self.shard_size = dest, split, shard_size
        self.schema = schema()
        self.paths: list[Path] = []
        self.writer: Any = None
        self.bytes = 0
        self.batch: list[dict[str, Any]] = []
        dest.mkdir(parents=True, exist_ok=True)

    def add(self, record: dict[str, Any]) -> None:
        if self.writer is None:
            self.paths.append(self.dest / f".{self.split}-{len(self.paths):05d}.parquet.tmp")
            self.writer = self.pq.ParquetWriter(self.paths[-1], self.schema)
        self.batch.append(record)
        self.bytes += len(record["image"]["bytes"])
        if len(self.batch) >= ROW_GROUP:
            self._flush()
        if self.bytes >= self.shard_size:
            self._close()

    def _flush(self) -> None:
        if self.batch:
            table = require_pyarrow().Table.from_pylist(self.batch, schema=self.schema)
            self.writer.write_table(table)
            self.batch = []

    def _close(self) -> None:
        self._flush()
        self.writer.close()
        self.writer, self.bytes = None, 0

    def finish(self) -> list[Path]:
        """Close the last shard and give every shard its final name."""
        if self.writer is not None:
            self._close()
        total, final = len(self.paths), []
        for k, tmp in enumerate(self.paths):
            path = self.dest / f"{self.split}-{k:05d}-of-{total:05d}.parquet"
            os.replace(tmp, path)
            final.append(path)
        return final


def write_shards(rows: Iterable[dict[str, Any]], image_dir: Path, dest: Path, split: str,
                 system: str, templates: dict[str, str],
                 shard_size: int = DEFAULT_SHARD_SIZE) -> list[Path]:
    writer = ShardWriter(dest, split, shard_size)
    for row in rows:
        writer.add(_record(row, (image_dir / row["file_name"]).read_bytes(), system, templates))
    return writer.finish()
