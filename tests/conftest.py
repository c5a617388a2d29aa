"""Shared fixtures: one small real build per test session (the CLI's own code path)."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.build import run_build
from generator.config import BuildConfig


def build_dataset(out: Path, n: int = 12, seed: int = 1, workers: int = 1, **kw) -> dict:
    config = BuildConfig(n=n, seed=seed, workers=workers, with_geometry=True, **kw)
    return run_build(config, out, overwrite=False, command="test")


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("built") / "ds"
    build_dataset(out)
    return out
