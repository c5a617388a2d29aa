"""``bench --targets-per-page K``: verified targets per second, K targets a page against one.

Both builds run in this process, one after the other, warm (fonts and surfaces loaded by a
small build first), with the same preset (``uniform``), split (train), seed and number of
pages, one worker, no geometry sidecars; each writes a whole dataset. Every target written
was verified on its final image, so targets/s = pages x K / wall seconds.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Any

from generator.config import BuildConfig

PRESET = "uniform"


def _build(n: int, k: int, seed: int, out: Path) -> float:
    from generator.build import run_build

    config = BuildConfig(n=n, seed=seed, split="train", preset=PRESET, workers=1,
                         targets_per_page=k)
    start = time.perf_counter()
    run_build(config, out, overwrite=False, command="bench")
    return time.perf_counter() - start


def targets_bench(n: int, k: int, seed: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        _build(2, k, seed + 1, Path(tmp) / "warm")
        one = _build(n, 1, seed, Path(tmp) / "k1")
        many = _build(n, k, seed, Path(tmp) / f"k{k}")
    return {"n": n, "k": k, "k1_targets_per_s": n / one, "k_targets_per_s": n * k / many,
            "k1_wall_s": one, "k_wall_s": many, "speedup": (n * k / many) / (n / one)}


def report(r: dict[str, Any]) -> str:
    return (f"{r['n']} pages of preset {PRESET}, one worker, same run:\n"
            f"  1 target a page:  {r['k1_targets_per_s']:.1f} verified targets/s "
            f"({r['k1_wall_s']:.1f} s)\n"
            f"  {r['k']} targets a page: {r['k_targets_per_s']:.1f} verified targets/s "
            f"({r['k_wall_s']:.1f} s)\n"
            f"  speed-up per target: {r['speedup']:.2f}x (issue #20 asks >= 5x at K=8)")
