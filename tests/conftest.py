"""Shared fixtures: one small real build per test session (the CLI's own code path)."""

from __future__ import annotations

import os
import shutil
import sys
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
        _bytecode_for_the_run(config)


def _bytecode_for_the_run(config: pytest.Config) -> None:
    """Under PYTHONDONTWRITEBYTECODE every interpreter the suite starts (the xdist workers,
    each ``python -m generator`` a test runs and its worker processes) compiled the ~400
    modules of generator/ and surfaces/ again: about 1.8 s a process. Bytecode is kept in a
    folder outside the checkout (PYTHONPYCACHEPREFIX), so the tree stays as clean as the
    variable keeps it and each module is compiled once. The folder outlives the run: both
    workers collect the same ~640 test files at once, so each compiled and assert-rewrote all
    of them (11 s of CPU a worker, 15.5 s -> 4.6 s for a collection once the folder is warm);
    Python and pytest check each cached file against its source's size and mtime."""
    if not sys.flags.dont_write_bytecode or "PYTHONPYCACHEPREFIX" in os.environ:
        return
    config._pbt_pycache = os.path.join(tempfile.gettempdir(), f"pbt-pycache-{os.getuid()}")
    os.makedirs(config._pbt_pycache, exist_ok=True)
    config._pbt_no_bytecode = os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = config._pbt_pycache
    sys.pycache_prefix = config._pbt_pycache
    sys.dont_write_bytecode = False


def pytest_unconfigure(config: pytest.Config) -> None:
    folder = getattr(config, "_pbt_sampled_cache", None)
    if folder:
        shutil.rmtree(folder, ignore_errors=True)
        os.environ.pop(SAMPLED_CACHE_ENV, None)
    pycache = getattr(config, "_pbt_pycache", None)
    if pycache:
        os.environ.pop("PYTHONPYCACHEPREFIX", None)
        if config._pbt_no_bytecode is not None:
            os.environ["PYTHONDONTWRITEBYTECODE"] = config._pbt_no_bytecode
        sys.pycache_prefix, sys.dont_write_bytecode = None, True


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("built") / "ds"
    build_dataset(out)
    return out
