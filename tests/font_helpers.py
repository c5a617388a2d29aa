"""Test helper for the per-font tables under fonts/ (kerning.json, advances.json)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

FONTS_DIR = Path(__file__).resolve().parents[1] / "fonts"


def fonts_dir_with_stale_entry(tmp_path: Path, table: str, font_file: str) -> Path:
    """A fonts folder (the real manifest) whose ``table`` claims another sha256 for
    ``font_file``; the font files themselves stay where the manifest points."""
    shutil.copy(FONTS_DIR / "manifest.json", tmp_path / "manifest.json")
    doc = json.loads((FONTS_DIR / table).read_text(encoding="utf-8"))
    doc["fonts"][font_file]["sha256"] = "0" * 64
    (tmp_path / table).write_text(json.dumps(doc), encoding="utf-8")
    return tmp_path
