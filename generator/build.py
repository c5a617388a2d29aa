"""Run a build: plan it, make every example (in worker processes), write the dataset.

Results arrive in index order whatever the worker count, and each example depends only on
(config, plan slot, index), so ``--workers 1`` and ``--workers 8`` write the same bytes.
"""

from __future__ import annotations

import multiprocessing as mp
import platform
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from generator import __version__
from generator.card import render_card
from generator.config import BuildConfig
from generator.fonts import fontbook
from generator.pipeline import Example, make_example
from generator.plan import Slot, make_plan
from generator.resolve import resolve, surfaces_for
from generator.scorer import PROTOCOL_FILE
from generator.writer import DatasetWriter, check_output_dir
from surfaces import registry

_STATE: dict[str, Any] = {}

Progress = Callable[[int], None]


def _init_worker(config: BuildConfig, plan: list[Slot]) -> None:
    _STATE["config"], _STATE["plan"] = config, plan
    fontbook()
    registry.load_all()


def _work(index: int) -> Example:
    return make_example(_STATE["config"], _STATE["plan"][index], index)


def plan_for(config: BuildConfig) -> list[Slot]:
    return make_plan(config.n, config.seed, config.split, config.category_weights,
                     config.language_weights, surfaces_for(config))


def examples(config: BuildConfig, plan: list[Slot]) -> Iterator[Example]:
    """Every example of the build, in index order."""
    indices = range(config.n)
    if config.workers == 1:
        _init_worker(config, plan)
        yield from map(_work, indices)
        return
    method = "fork" if sys.platform.startswith("linux") else "spawn"
    ctx = mp.get_context(method)
    chunk = max(1, min(16, config.n // (config.workers * 8)))
    with ctx.Pool(config.workers, _init_worker, (config, plan)) as pool:
        yield from pool.imap(_work, indices, chunksize=chunk)


def run_build(config: BuildConfig, out: Path, overwrite: bool, command: str,
              progress: Progress | None = None) -> dict[str, Any]:
    started = time.perf_counter()
    config = resolve(config)
    check_output_dir(out, overwrite)
    plan = plan_for(config)
    writer = DatasetWriter(out, config.split, config.with_geometry)
    writer.prepare(overwrite)
    rows: list[dict[str, Any]] = []
    tally = Tally()
    for ex in examples(config, plan):
        writer.write_example(ex.row["file_name"], ex.png, ex.geometry)
        rows.append(ex.row)
        tally.add(ex)
        if progress:
            progress(1)
    build = build_info(config, command, tally, rows, time.perf_counter() - started)
    card = render_card(build, rows)
    build["sha256sums_digest"] = writer.finish(rows, build, card, PROTOCOL_FILE.read_bytes())
    return build


class Tally:
    """Counts over the written rows and the pages behind them."""

    def __init__(self) -> None:
        self.axes: dict[str, Counter[str]] = {k: Counter() for k in (
            "category", "data_type", "answer_type", "language", "surface", "difficulty",
            "theme", "font_family")}
        self.rejections: Counter[str] = Counter()
        self.rejections_by_category: Counter[str] = Counter()

    def add(self, ex: Example) -> None:
        for key in ("category", "data_type", "answer_type", "language", "surface", "difficulty"):
            self.axes[key][ex.row[key]] += 1
        self.axes["theme"][ex.stats["theme"]] += 1
        for family in ex.stats["font_families"]:
            self.axes["font_family"][family] += 1
        for reason, k in ex.stats["rejections"].items():
            self.rejections[reason] += k
            self.rejections_by_category[ex.row["category"]] += k

    def counts(self) -> dict[str, dict[str, int]]:
        return {axis: dict(sorted(c.items())) for axis, c in self.axes.items()}


def build_info(config: BuildConfig, command: str, tally: Tally, rows: list[dict[str, Any]],
               wall: float) -> dict[str, Any]:
    surfaces = registry.load_all()
    return {
        "generator": {"name": "pointerbench-text", "version": __version__, "commit": _commit()},
        "command": canonical_command(config), "argv": command, "seed": config.seed, "split": config.split, "n": config.n,
        "config": config.identity(), "workers": config.workers,
        "versions": versions(), "fonts_manifest_sha256": fontbook().digest,
        "counts": tally.counts(),
        "rejections": {"by_reason": dict(sorted(tally.rejections.items())),
                       "by_category": dict(sorted(tally.rejections_by_category.items()))},
        "surface_families": {name: surfaces[name].family for name in config.surface_names},
        "wall_time_s": round(wall, 3),
    }


def canonical_command(config: BuildConfig) -> str:
    """The build command as it determines the output (no --out path, no --workers), so the
    card, and with it SHA256SUMS, is the same wherever and however the build ran."""
    parts = ["pointerbench-text build", f"--preset {config.preset}", f"--seed {config.seed}",
             f"--n {config.n}", f"--split {config.split}"]
    for flag, values in (("--categories", config.categories), ("--surfaces", config.surfaces),
                         ("--languages", config.languages)):
        if values:
            parts.append(f"{flag} {','.join(values)}")
    if config.with_geometry:
        parts.append("--with-geometry")
    return " ".join(parts + ["--out OUT"])


def versions() -> dict[str, str]:
    import faker
    import fontTools
    import numpy
    import PIL
    from PIL import features

    return {"python": platform.python_version(), "pillow": PIL.__version__,
            "freetype": str(features.version("freetype2")),
            "raqm": str(features.version("raqm")), "harfbuzz": str(features.version("harfbuzz")),
            "numpy": numpy.__version__, "faker": faker.VERSION, "fonttools": fontTools.version}


def _commit() -> str:
    try:
        out = subprocess.run(["git", "rev-parse", "HEAD"], cwd=Path(__file__).parent,
                             capture_output=True, text=True, timeout=5, check=False)
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return out.stdout.strip() if out.returncode == 0 else "unknown"
