"""One multi-target training build shared by the tests of this folder."""

from __future__ import annotations

from pathlib import Path

import pytest
from build_helpers import build_dataset

K, PAGES = 8, 24


@pytest.fixture(scope="session")
def multi(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("multi") / "ds"
    build_dataset(out, n=PAGES, seed=11, preset="uniform", split="train",
                  targets_per_page=K, negatives=0.1)
    return out
