"""Thumbnails (small WebP) and per-page facts the rows lack (image size, theme), made once.

A cache index per split (``thumbs/<split>/index.json``) remembers each page's source size
and mtime; a later run of the gallery over the same build reuses every entry whose PNG is
unchanged and whose thumbnail exists, so only new or changed pages are decoded again.
The theme comes from the page's geometry sidecar (``theme.name``) when the build wrote
one, and is ``unknown`` otherwise: it is never guessed from pixels.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

from PIL import Image

THUMB_SIZE = (320, 240)
THUMB_QUALITY = 70
UNKNOWN = "unknown"


def _theme(out: Path, split: str, file_name: str) -> str:
    sidecar = out / "geometry" / split / (Path(file_name).with_suffix("").as_posix() + ".json.gz")
    if not sidecar.is_file():
        return UNKNOWN
    try:
        with gzip.open(sidecar, "rt", encoding="utf-8") as fh:
            theme = json.load(fh).get("theme") or {}
    except (OSError, ValueError):
        return UNKNOWN
    return str(theme.get("name") or UNKNOWN)


def _make(source: Path, target: Path) -> list[int]:
    with Image.open(source) as page:
        size = list(page.size)
        image = page.convert("RGB")
    if image.width >= 2 * THUMB_SIZE[0]:
        image = image.reduce(2)
    image.thumbnail(THUMB_SIZE, Image.Resampling.LANCZOS)
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".part")
    image.save(partial, "WEBP", quality=THUMB_QUALITY, method=4)
    partial.replace(target)
    return size


class Thumbnails:
    """Thumbnails of one split under ``dest/thumbs/<split>/``; ``made`` / ``reused`` count."""

    def __init__(self, out: Path, dest: Path, split: str) -> None:
        self.out, self.dest, self.split = out, dest, split
        self.folder = dest / "thumbs" / split
        self.index_path = self.folder / "index.json"
        self.made = self.reused = 0
        try:
            self.index: dict[str, Any] = json.loads(self.index_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            self.index = {}

    def page(self, file_name: str) -> dict[str, Any]:
        """``{"thumb": path relative to dest, "size": [w, h], "theme": name}``."""
        source = self.out / "data" / self.split / file_name
        stat = source.stat()
        stamp = [stat.st_size, stat.st_mtime_ns]
        rel = Path("thumbs") / self.split / Path(file_name).with_suffix(".webp")
        entry = self.index.get(file_name)
        if entry and entry.get("stamp") == stamp and (self.dest / rel).is_file():
            self.reused += 1
        else:
            entry = {"stamp": stamp, "size": _make(source, self.dest / rel),
                     "theme": _theme(self.out, self.split, file_name)}
            self.index[file_name] = entry
            self.made += 1
        return {"thumb": rel.as_posix(), "size": entry["size"], "theme": entry["theme"]}

    def save(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        partial = self.index_path.with_suffix(".part")
        partial.write_text(json.dumps(self.index, sort_keys=True), encoding="utf-8")
        partial.replace(self.index_path)
