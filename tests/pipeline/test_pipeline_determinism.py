"""Byte-identical output: across worker counts, across repeated builds, and digests that
match the files they describe."""

from __future__ import annotations

import hashlib
from pathlib import Path

from conftest import build_dataset


def _sums(out: Path) -> str:
    return (out / "SHA256SUMS").read_text()


def test_workers_1_and_2_write_identical_files(tmp_path: Path, built: Path) -> None:
    build_dataset(tmp_path / "b", workers=2)
    assert _sums(built) == _sums(tmp_path / "b")


def test_sha256sums_matches_every_file(built: Path) -> None:
    listed = {}
    for line in _sums(built).splitlines():
        digest, rel = line.split("  ", 1)
        listed[rel] = digest
        assert hashlib.sha256((built / rel).read_bytes()).hexdigest() == digest, rel
    files = {p.relative_to(built).as_posix() for p in built.rglob("*") if p.is_file()}
    assert set(listed) == files - {"SHA256SUMS", "build.json"}
    assert any(rel.startswith("geometry/test/") for rel in listed)
    assert {"README.md", "eval.py", "data/test/metadata.jsonl"} <= set(listed)


def test_another_seed_gives_other_pages(tmp_path: Path, built: Path) -> None:
    build_dataset(tmp_path / "c", seed=2)
    ours = (built / "data/test/0000.png").read_bytes()
    assert ours != (tmp_path / "c/data/test/0000.png").read_bytes()
