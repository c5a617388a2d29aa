"""The dataset writer: the SPEC 2 layout, written atomically, with its digests and card.

Every file is written under a temporary name and renamed into place, so a killed build
never leaves half a file. ``metadata.jsonl`` is written last: until it exists, the output
is not a loadable dataset (and ``.incomplete`` says so).

``SHA256SUMS`` lists every file except itself and ``build.json``: build.json records the
wall time and the worker count, which differ between otherwise identical builds.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from pathlib import Path
from typing import Any

from generator.config import ConfigError
from generator.lock import MARKER, OutputLock, is_ours

INCOMPLETE = ".incomplete"
TEASER_FILE = "teaser.png"
# build.json and the surface error log describe the machine and the run (wall time,
# workers, tracebacks with paths), not the benchmark
UNHASHED = {"SHA256SUMS", "build.json", INCOMPLETE, "surface_errors.log"}


def write_atomic(path: Path, data: bytes) -> None:
    tmp = path.with_name(f".{path.name}.tmp")
    try:
        with open(tmp, "wb") as fh:
            fh.write(data)
        os.replace(tmp, path)
    except BaseException:  # disk full, a signal: no temporary file is left behind
        tmp.unlink(missing_ok=True)
        raise


class Output:
    """The locked output folder of a build (see generator/lock.py)."""

    def __init__(self, out: Path, lock: OutputLock, resume: bool, created: bool):
        self.out, self.lock, self.resume, self.created = out, lock, resume, created

    def discard(self) -> None:
        """Remove what this build wrote (a build that cannot succeed leaves nothing)."""
        for child in self.out.iterdir():
            if child.is_dir() and not child.is_symlink():
                shutil.rmtree(child, ignore_errors=True)
            else:
                child.unlink(missing_ok=True)
        if self.created:
            self.out.rmdir()

    def release(self) -> None:
        self.lock.release()


def _contents(out: Path) -> list[Path]:
    return [p for p in out.iterdir() if p.name != MARKER] if out.is_dir() else []


def open_output(out: Path, overwrite: bool, resume: bool, has_state: bool) -> Output:
    """Check and lock the output folder; a folder this tool did not write (no marker) is
    never touched, and a folder another build holds is refused naming its pid. ``resume``
    on an empty or missing folder starts the build."""
    if out.exists() and not out.is_dir():
        raise ConfigError(f"--out {out} exists and is not a directory")
    ours = is_ours(out) or has_state
    if _contents(out) and not ours:
        if not overwrite:
            raise ConfigError(f"--out {out} is not empty; pass --overwrite to replace it")
        raise ConfigError(f"refusing to overwrite {out}: it does not look like a dataset "
                          f"built by pointerbench-text (no {MARKER} marker)")
    parent = out.resolve().parent
    if not os.access(parent if parent.exists() else Path.cwd(), os.W_OK):
        raise ConfigError(f"cannot write to {parent}")
    created = not out.exists()
    lock = OutputLock(out)
    lock.acquire()
    if resume and not has_state:
        if _contents(out):
            lock.release()
            raise ConfigError(f"nothing to resume in {out}: the build there is finished "
                              "(build without --resume, or with --overwrite to replace it)")
        resume = False
    if not resume and _contents(out) and not overwrite:
        lock.release()
        raise ConfigError(f"--out {out} is not empty; pass --overwrite to replace it")
    return Output(out, lock, resume, created)


class DatasetWriter:
    def __init__(self, out: Path, split: str, with_geometry: bool):
        self.out = out
        self.split = split
        self.data_dir = out / "data" / split
        self.geometry_dir = out / "geometry" / split
        self.with_geometry = with_geometry

    def prepare(self, overwrite: bool) -> None:
        if overwrite:  # everything but the marker, whose lock this build holds
            for child in _contents(self.out):
                if child.is_dir() and not child.is_symlink():
                    shutil.rmtree(child)
                else:
                    child.unlink()
        self.data_dir.mkdir(parents=True, exist_ok=True)
        if self.with_geometry:
            self.geometry_dir.mkdir(parents=True, exist_ok=True)
        write_atomic(self.out / INCOMPLETE, b"build in progress\n")

    def write_example(self, file_name: str, png: bytes, geometry: bytes | None) -> None:
        """Write one page (and its geometry); ``file_name`` may hold a subfolder."""
        path = self.data_dir / file_name
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, png)
        if self.with_geometry and geometry is not None:
            sidecar = self.out / self.geometry_name(file_name)
            sidecar.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(sidecar, geometry)

    def geometry_name(self, file_name: str) -> str:
        """The sidecar of page ``file_name``, relative to the output folder."""
        return f"geometry/{self.split}/{file_name.removesuffix('.png')}.json.gz"

    def data_name(self, file_name: str) -> str:
        return f"data/{self.split}/{file_name}"

    def write_teaser(self, rows: list[dict[str, Any]]) -> str:
        """A sheet of the first examples with their boxes, for the dataset card."""
        from PIL import Image

        from generator.png import encode_rgb_png
        from generator.preview import annotate, sheet

        images = []
        for row in rows:
            with Image.open(self.data_dir / row["file_name"]) as page:
                images.append(annotate(page, row))
        sheet_png = encode_rgb_png(sheet(images, columns=2, thumb_width=512))
        write_atomic(self.out / TEASER_FILE, sheet_png)
        return TEASER_FILE

    def jsonl(self, name: str) -> JsonlFile:
        """``data/<split>/<name>``, written a record at a time."""
        return JsonlFile(self.data_dir / name)

    def finish(self, build: dict[str, Any], card: str, eval_script: bytes) -> str:
        """Write card, scorer, digests and build.json (after metadata and fingerprints);
        return the SHA256SUMS digest."""
        write_atomic(self.out / "README.md", card.encode("utf-8"))
        write_atomic(self.out / "eval.py", eval_script)
        sums = self.sha256sums()
        write_atomic(self.out / "SHA256SUMS", sums.encode())
        digest = hashlib.sha256(sums.encode()).hexdigest()
        build = {**build, "sha256sums_digest": digest}
        write_atomic(self.out / "build.json",
                     (json.dumps(build, indent=1, sort_keys=True) + "\n").encode())
        (self.out / INCOMPLETE).unlink(missing_ok=True)
        return digest

    def sha256sums(self) -> str:
        entries = []
        for path in sorted(self.out.rglob("*")):
            rel = path.relative_to(self.out).as_posix()
            hidden = any(part.startswith(".") for part in path.relative_to(self.out).parts)
            if path.is_file() and rel not in UNHASHED and not hidden:
                entries.append(f"{file_sha256(path)}  {rel}")
        return "\n".join(entries) + "\n"


class JsonlFile:
    """A JSON-lines file written one record at a time; it appears under its name only when
    closed whole (until then it is a hidden temporary file next to it)."""

    def __init__(self, path: Path):
        self.path = path
        self.tmp = path.with_name(f".{path.name}.tmp")
        self._fh = open(self.tmp, "wb")  # closed in __exit__

    def write(self, record: dict[str, Any]) -> None:
        line = json.dumps(record, ensure_ascii=False, sort_keys=False) + "\n"
        self._fh.write(line.encode("utf-8"))

    def __enter__(self) -> JsonlFile:
        return self

    def __exit__(self, exc_type: Any, *_: Any) -> None:
        self._fh.close()
        if exc_type is None:
            os.replace(self.tmp, self.path)
        else:
            self.tmp.unlink(missing_ok=True)


def file_sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()
