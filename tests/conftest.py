"""Shared fixtures: one small real build per test session (the CLI's own code path)."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest
from build_helpers import build_dataset

# world_helpers.sampled keeps the pages it sampled in this folder for the run, so the two
# xdist workers (which inherit the variable) sample each page once between them.
SAMPLED_CACHE_ENV = "PBT_TEST_SAMPLED_CACHE"


def pytest_configure(config: pytest.Config) -> None:
    if SAMPLED_CACHE_ENV not in os.environ:  # the controller (or a run without xdist)
        config._pbt_sampled_cache = tempfile.mkdtemp(prefix="pbt-sampled-")
        os.environ[SAMPLED_CACHE_ENV] = config._pbt_sampled_cache


def pytest_unconfigure(config: pytest.Config) -> None:
    folder = getattr(config, "_pbt_sampled_cache", None)
    if folder:
        shutil.rmtree(folder, ignore_errors=True)
        os.environ.pop(SAMPLED_CACHE_ENV, None)


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("built") / "ds"
    build_dataset(out)
    return out
