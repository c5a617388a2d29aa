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
from dataclasses import replace
from pathlib import Path
from typing import Any

from generator import __version__
from generator.card import RowSummary, render_card
from generator.config import BuildConfig, ConfigError
from generator.fingerprints import ExcludedSet
from generator.fonts import fontbook
from generator.pipeline import Example, make_example
from generator.plan import Slot, make_plan
from generator.resolve import resolve, surfaces_for
from generator.resume import BuildState
from generator.rows import target_rows
from generator.scorer import PROTOCOL_FILE
from generator.timing import stage
from generator.writer import TEASER_FILE, DatasetWriter, check_output_dir
from surfaces import registry

_STATE: dict[str, Any] = {}
ENGINES = ("local", "dask")
TEASER_ROWS = 4

Progress = Callable[[int], None]


def _init_worker(config: BuildConfig, plan: list[Slot], excluded: ExcludedSet | None,
                 out: Path) -> None:
    _STATE["config"], _STATE["plan"], _STATE["excluded"] = config, plan, excluded
    _STATE["writer"] = DatasetWriter(out, config.split, config.with_geometry)
    _STATE["state"] = BuildState(out)
    fontbook()
    registry.load_all()


def _work(index: int) -> tuple[int, dict[str, Any]]:
    example = make_example(_STATE["config"], _STATE["plan"][index], index, _STATE["excluded"])
    return save_example(_STATE["writer"], _STATE["state"], example)


def plan_for(config: BuildConfig) -> list[Slot]:
    return make_plan(config.n, config.seed, config.split, config.category_weights,
                     config.language_weights, surfaces_for(config))


def local_records(config: BuildConfig, plan: list[Slot], indices: list[int],
                  excluded: ExcludedSet | None, out: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """Make, write and record the examples at ``indices``; yield their records in order.

    Workers write their own files (a page never crosses a pipe), so the main process only
    gathers records and the speed-up from more workers is not eaten by copying images."""
    if config.workers == 1:
        _init_worker(config, plan, excluded, out)
        yield from map(_work, indices)
        return
    method = "fork" if sys.platform.startswith("linux") else "spawn"
    ctx = mp.get_context(method)
    # small chunks: a record is all that crosses the pipe, and the last chunks of a build
    # leave workers idle for as long as a chunk takes
    chunk = max(1, min(4, len(indices) // (config.workers * 64)))
    with ctx.Pool(config.workers, _init_worker, (config, plan, excluded, out)) as pool:
        yield from pool.imap(_work, indices, chunksize=chunk)


def load_excluded(paths: tuple[Path, ...]) -> ExcludedSet | None:
    if not paths:
        return None
    excluded = ExcludedSet()
    for path in paths:
        try:
            excluded.add_dataset(path)
        except (FileNotFoundError, ValueError, KeyError) as exc:
            raise ConfigError(f"--exclude {path}: {exc}") from None
    return excluded


def run_build(config: BuildConfig, out: Path, overwrite: bool, command: str,
              progress: Progress | None = None, resume: bool = False,
              exclude: tuple[Path, ...] = (), engine: str = "local",
              scheduler: str | None = None) -> dict[str, Any]:
    started = time.perf_counter()
    if engine not in ENGINES:
        raise ConfigError(f"unknown engine {engine!r}; expected one of {', '.join(ENGINES)}")
    if engine == "dask":
        from generator.dask_engine import require_dask

        require_dask()
    excluded = load_excluded(exclude)
    config = resolve(config)
    if excluded:
        config = replace(config, exclude_digest=excluded.digest())
    writer = DatasetWriter(out, config.split, config.with_geometry)
    state = BuildState(out)
    if resume:
        state.check(config.identity())
    else:
        check_output_dir(out, overwrite)
        writer.prepare(overwrite)
        state.start(config.identity())
    done = state.done() if resume else set()
    plan = plan_for(config)
    if progress and done:
        progress(len(done))
    todo = [i for i in range(config.n) if i not in done]
    if engine == "dask":
        from generator.dask_engine import dask_records

        records = dask_records(config, plan, todo, excluded, writer, state, scheduler)
    else:
        records = local_records(config, plan, todo, excluded, out)
    teaser = Teaser(writer, state, min(TEASER_ROWS, config.n), done)
    for index, _ in records:  # each record is on disk already: the finish reads them back
        teaser.saw(index)  # drawn while the workers still run, once its rows exist
        if progress:
            progress(1)
    teaser.saw(-1)
    return _finish(config, writer, state, command, started)


class Teaser:
    """Writes the card's teaser as soon as the first examples are on disk (the main process
    waits for workers anyway), so it does not lengthen the end of a build."""

    def __init__(self, writer: DatasetWriter, state: BuildState, rows: int, done: set[int]):
        self.writer, self.state = writer, state
        self.missing = set(range(rows)) - done
        self.rows, self.written = rows, False

    def saw(self, index: int) -> None:
        self.missing.discard(index)
        if not self.missing and not self.written:
            self.writer.write_teaser([self.state.read(i)["row"] for i in range(self.rows)])
            self.written = True


def save_example(writer: DatasetWriter, state: BuildState,
                 ex: Example) -> tuple[int, dict[str, Any]]:
    """Write one example's files, then its state record (so a record means whole files)."""
    with stage("write"):
        writer.write_example(ex.row["file_name"], ex.png, ex.geometry)
    record = {"row": ex.row, "stats": ex.stats, "fingerprints": ex.fingerprints}
    state.record(ex.index, record)
    return ex.index, record


def _finish(config: BuildConfig, writer: DatasetWriter, state: BuildState, command: str,
            started: float) -> dict[str, Any]:
    """Stream the state records, in index order, into metadata, fingerprints, the counts
    and the card's summary (memory does not grow with n), then write the dataset's files."""
    tally, summary = Tally(), RowSummary()
    with writer.jsonl("metadata.jsonl") as meta, writer.jsonl("fingerprints.jsonl") as prints:
        for index in range(config.n):
            record = state.read(index)
            row = record["row"]
            meta.write(row)
            prints.write({"id": row["id"], **record["fingerprints"]})
            tally.add_page(record["stats"])
            for k, target_row in enumerate(target_rows(row)):  # one per target (SPEC 12)
                tally.add(target_row, record["stats"] if k == 0 else None)
                summary.add(target_row)
    build = build_info(config, command, tally, time.perf_counter() - started)
    build["teaser"] = TEASER_FILE
    card = render_card(build, summary)
    build["sha256sums_digest"] = writer.finish(build, card, PROTOCOL_FILE.read_bytes())
    state.clear()  # last: a build killed while finishing can still be resumed
    return build


class Tally:
    """Counts over the written rows and the pages behind them."""

    def __init__(self) -> None:
        self.axes: dict[str, Counter[str]] = {k: Counter() for k in (
            "category", "data_type", "answer_type", "language", "surface", "difficulty",
            "theme", "font_family", "effect")}
        self.rejections: Counter[str] = Counter()
        self.rejections_by_category: Counter[str] = Counter()

    def add_page(self, stats: dict[str, Any]) -> None:
        self.axes["theme"][stats["theme"]] += 1
        for family in stats["font_families"]:
            self.axes["font_family"][family] += 1
        for effect in stats.get("effects", []) or ["none"]:
            self.axes["effect"][effect] += 1

    def add(self, row: dict[str, Any], stats: dict[str, Any] | None) -> None:
        """Count a target row, and the page's rejections when ``stats`` is given."""
        for key in ("category", "data_type", "answer_type", "language", "surface", "difficulty"):
            self.axes[key][row[key]] += 1
        for reason, k in (stats or {}).get("rejections", {}).items():
            self.rejections[reason] += k
            self.rejections_by_category[row["category"]] += k

    def counts(self) -> dict[str, dict[str, int]]:
        return {axis: dict(sorted(c.items())) for axis, c in self.axes.items()}


def build_info(config: BuildConfig, command: str, tally: Tally, wall: float) -> dict[str, Any]:
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
    if config.targets_per_page > 1:
        parts.append(f"--targets-per-page {config.targets_per_page}")
    if config.negatives:
        parts.append(f"--negatives {config.negatives:g}")
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
