"""Per-stage wall-clock timing for the benchmark (off by default; never affects output).

``with stage("render"): ...`` adds the block's duration to this process's totals when
timing is enabled; the benchmark enables it, reads the totals and resets them.
"""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager

STAGES = ("compose", "render", "sample", "verify", "effects", "encode", "write")
_TOTALS: dict[str, float] = defaultdict(float)
_ENABLED = [False]


def enable(on: bool = True) -> None:
    _ENABLED[0] = on


@contextmanager
def stage(name: str) -> Iterator[None]:
    if not _ENABLED[0]:
        yield
        return
    start = time.perf_counter()
    try:
        yield
    finally:
        _TOTALS[name] += time.perf_counter() - start


def totals(reset: bool = False) -> dict[str, float]:
    out = dict(_TOTALS)
    if reset:
        _TOTALS.clear()
    return out
