"""Shared fixtures: one small real build per test session (the CLI's own code path)."""

from __future__ import annotations

from pathlib import Path

import pytest
from build_helpers import build_dataset


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("built") / "ds"
    build_dataset(out)
    return out
