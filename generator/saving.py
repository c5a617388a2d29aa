"""Save one made example: its files first, then its state record (so a record means whole
files). Shared by the local engine (generator/build.py) and the Dask engine."""

from __future__ import annotations

import hashlib
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
    files = {writer.data_name(ex.row["file_name"]): hashlib.sha256(ex.png).hexdigest()}
    if writer.with_geometry and ex.geometry is not None:
        files[writer.geometry_name(ex.row["file_name"])] = hashlib.sha256(ex.geometry).hexdigest()
    record = {"row": ex.row, "stats": ex.stats, "fingerprints": ex.fingerprints,
              "files": files}
    state.record(ex.index, record)
    return ex.index, record
