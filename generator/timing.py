"""Per-stage wall-clock timing for the benchmark (off by default; never affects output).

``with stage("render"): ...`` adds the block's duration to this process's totals when
timing is enabled. Stages nest, and time goes to the innermost one: the layout done while a
surface composes its page counts as "layout", not "compose", so the totals add up to the
time spent inside stages. The benchmark enables timing, reads the totals and resets them.
"""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager

STAGES = ("compose", "layout", "render", "sample", "verify", "effects", "encode", "write")
_TOTALS: dict[str, float] = defaultdict(float)
_ENABLED = [False]
_OPEN: list[list] = []  # [name, start of the current uninterrupted slice] per open stage


def enable(on: bool = True) -> None:
    _ENABLED[0] = on


@contextmanager
def stage(name: str) -> Iterator[None]:
    if not _ENABLED[0]:
        yield
        return
    now = time.perf_counter()
    if _OPEN:  # pause the enclosing stage
        outer = _OPEN[-1]
        _TOTALS[outer[0]] += now - outer[1]
    _OPEN.append([name, now])
    try:
        yield
    finally:
        now = time.perf_counter()
        _TOTALS[name] += now - _OPEN.pop()[1]
        if _OPEN:  # resume it
            _OPEN[-1][1] = now


def totals(reset: bool = False) -> dict[str, float]:
    out = dict(_TOTALS)
    if reset:
        _TOTALS.clear()
    return out
