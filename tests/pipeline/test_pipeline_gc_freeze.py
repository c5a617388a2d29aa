"""The workers freeze what lives out of the garbage collector's sight (generator/workers.py
``settle``): a speed-up that must never change a byte, nor leave this process frozen."""

from __future__ import annotations

import gc
import weakref
from pathlib import Path

import pytest
from build_helpers import build_dataset

from generator import workers


def test_freezing_changes_no_byte_and_is_undone(tmp_path: Path, built: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """The ``built`` dataset (frozen at start and after examples 1, 2, 4, 8) is the one a
    build that never freezes writes; after either build this process collects as before."""
    assert gc.get_freeze_count() == 0
    threshold = gc.get_threshold()
    calls: list[int] = []
    monkeypatch.setattr(workers, "settle",
                        lambda collect=True: calls.append(workers._STATE["made"]))
    build_dataset(tmp_path / "plain")
    assert calls == [0, 1, 2, 4, 8]  # at start, then after each power-of-two example
    assert (tmp_path / "plain/SHA256SUMS").read_text() == (built / "SHA256SUMS").read_text()
    assert gc.get_freeze_count() == 0
    assert gc.get_threshold() == threshold


def test_settle_freezes_and_collects_first() -> None:
    class Cycle:
        pass

    a, b = Cycle(), Cycle()
    a.other, b.other = b, a
    gone = weakref.ref(a)
    del a, b  # garbage only a collection frees: settle must not freeze it for good
    try:
        workers.settle()
        assert gc.get_freeze_count() > 0
        assert gone() is None
    finally:
        gc.unfreeze()
