"""A small real build for tests (the CLI's own code path), importable by name from any
test folder (a module named ``conftest`` is ambiguous when several folders have one)."""

from __future__ import annotations

from pathlib import Path

from generator.build import run_build
from generator.config import BuildConfig


def build_dataset(out: Path, n: int = 12, seed: int = 1, workers: int = 1, **kw) -> dict:
    config = BuildConfig(n=n, seed=seed, workers=workers, with_geometry=True, **kw)
    return run_build(config, out, overwrite=False, command="test")
