"""Save one made example: its files first, then its state record (so a record means whole
files). Shared by the local engine (generator/build.py) and the Dask engine."""

from __future__ import annotations

from typing import Any

from generator.pipeline import Example
from generator.resume import BuildState
from generator.timing import stage
from generator.writer import DatasetWriter


def save_example(writer: DatasetWriter, state: BuildState,
                 ex: Example) -> tuple[int, dict[str, Any]]:
    """Write one example's files, then its state record (so a record means whole files)."""
    with stage("write"):
        writer.write_example(ex.row["file_name"], ex.png, ex.geometry)
    record = {"row": ex.row, "stats": ex.stats, "fingerprints": ex.fingerprints}
    state.record(ex.index, record)
    return ex.index, record
