"""Byte-identical output: across worker counts, across repeated builds, and digests that
match the files they describe."""

from __future__ import annotations

import hashlib
from pathlib import Path

from build_helpers import build_dataset

from generator.build import run_build
from generator.config import BuildConfig


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
    assert set(listed) == files - {"SHA256SUMS", "build.json", ".pointerbench-text"}  # marker + lock
    assert any(rel.startswith("geometry/test/") for rel in listed)
    assert {"README.md", "eval.py", "data/test/metadata.jsonl"} <= set(listed)


def test_another_seed_gives_other_pages(tmp_path: Path, built: Path) -> None:
    build_dataset(tmp_path / "c", seed=2)
    ours = (built / "data/test/0000.png").read_bytes()
    assert ours != (tmp_path / "c/data/test/0000.png").read_bytes()


def test_builds_in_processes_with_other_string_hashing_are_identical(tmp_path: Path) -> None:
    """Python randomises string hashing per process; nothing (ours or Faker's) may let set
    order reach the output, or Dask workers and resumed builds would write other bytes."""
    import os
    import subprocess
    import sys

    # This process hashes strings with its own seed (random, or PYTHONHASHSEED if set): one
    # build here and one in a process whose seed differs from it.
    other = "2" if os.environ.get("PYTHONHASHSEED") == "1" else "1"
    here, there = tmp_path / "here", tmp_path / f"h{other}"
    # Italian pages: Faker's it_IT city list is one such set-built list.
    run_build(BuildConfig(n=30, seed=21, languages=("it",)), here, overwrite=False,
              command="test")
    env = {**os.environ, "PYTHONHASHSEED": other}
    proc = subprocess.run([sys.executable, "-m", "generator", "build", "--n", "30", "--seed",
                           "21", "--languages", "it", "--out", str(there)], env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert (here / "SHA256SUMS").read_text() == (there / "SHA256SUMS").read_text()
