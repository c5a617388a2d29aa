"""Build state for ``--resume``: which examples are already written, and with what config.

Each finished example leaves ``OUT/.state/rows/<index>.json`` (row, stats, fingerprints),
written atomically after its PNG and geometry, so after a kill at any moment every
recorded example is complete. A resume must use the same config as the original build.
The state folder is removed when the build finishes.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from generator.config import ConfigError
from generator.writer import DatasetWriter, file_sha256, write_atomic

STATE_DIR = ".state"


class BuildState:
    def __init__(self, out: Path):
        self.dir = out / STATE_DIR
        self.rows_dir = self.dir / "rows"

    def start(self, identity: dict[str, Any]) -> None:
        self.rows_dir.mkdir(parents=True, exist_ok=True)
        write_atomic(self.dir / "config.json", _dump(identity, sort_keys=True))

    def exists(self) -> bool:
        return (self.dir / "config.json").is_file()

    def check(self, identity: dict[str, Any]) -> None:
        path = self.dir / "config.json"
        if not path.exists():
            raise ConfigError(f"nothing to resume in {self.dir.parent}: no interrupted build "
                              "there (build without --resume)")
        try:
            old = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ConfigError(f"cannot resume: {path} is damaged ({exc}); rebuild with "
                              "--overwrite") from None
        if not isinstance(old, dict):
            raise ConfigError(f"cannot resume: {path} is damaged; rebuild with --overwrite")
        new = json.loads(_dump(identity, sort_keys=True))
        if old != new:
            keys = sorted(k for k in set(old) | set(new) if old.get(k) != new.get(k))
            raise ConfigError("--resume needs the arguments of the interrupted build; these "
                              f"differ: {', '.join(keys)}")

    def record(self, index: int, record: dict[str, Any]) -> None:
        write_atomic(self.rows_dir / f"{index}.json", _dump(record))

    def done(self) -> set[int]:
        """Indices of the examples whose files and record are written."""
        return {int(path.stem) for path in self.rows_dir.glob("*.json")}

    def verified_done(self, writer: DatasetWriter) -> set[int]:
        """The recorded examples whose files are all present with their recorded digests;
        a record that is damaged, or whose files are missing or changed, is dropped (with
        its files) so the example is made again."""
        done = set()
        for index in sorted(self.done()):
            try:
                record = self.read(index)
                files = record["files"]
                intact = all(file_sha256(writer.out / name) == digest
                             for name, digest in files.items())
                intact = intact and writer.data_name(record["row"]["file_name"]) in files
            except (OSError, ValueError, KeyError, TypeError):
                intact = False
            if intact:
                done.add(index)
            else:
                (self.rows_dir / f"{index}.json").unlink(missing_ok=True)
        return done

    def read(self, index: int) -> dict[str, Any]:
        return json.loads((self.rows_dir / f"{index}.json").read_text(encoding="utf-8"))

    def clear(self) -> None:
        shutil.rmtree(self.dir, ignore_errors=True)


def _dump(data: dict[str, Any], sort_keys: bool = False) -> bytes:
    # Records keep their key order: a row's keys are written in SPEC order.
    return (json.dumps(data, sort_keys=sort_keys, ensure_ascii=False) + "\n").encode("utf-8")
