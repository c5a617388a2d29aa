"""Run a build: plan it, make every example (in worker processes), write the dataset.

Results arrive in index order whatever the worker count, and each example depends only on
(config, plan slot, index), so ``--workers 1`` and ``--workers 8`` write the same bytes.
"""

from __future__ import annotations

import platform
import subprocess
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
from generator.pipeline import ExclusionUnsatisfiable, GenerationError, SurfaceFailed
from generator.plan import Plan, make_plan
from generator.resolve import resolve, surfaces_for
from generator.resume import BuildState
from generator.rows import target_rows
from generator.scorer import eval_script
from generator.shards import ShardSet, write_locally
from generator.signals import BuildStopped
from generator.surfaceset import registry
from generator.workers import local_records
from generator.writer import TEASER_FILE, DatasetWriter, open_output

ENGINES = ("local", "dask")
TEASER_ROWS = 4
SURFACE_LOG = "surface_errors.log"

Progress = Callable[[int], None]


def plan_for(config: BuildConfig) -> Plan:
    return make_plan(config.n, config.seed, config.split, config.category_weights,
                     config.language_weights, surfaces_for(config))


def load_excluded(paths: tuple[Path, ...]) -> ExcludedSet | None:
    if not paths:
        return None
    excluded = ExcludedSet()
    for path in paths:
        try:
            excluded.add_dataset(path)
        except (OSError, ValueError, KeyError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
            raise ConfigError(f"--exclude {path}: {reason}") from None
    return excluded


def run_build(config: BuildConfig, out: Path, overwrite: bool, command: str,
              progress: Progress | None = None, resume: bool = False,
              exclude: tuple[Path, ...] = (), engine: str = "local",
              scheduler: str | None = None, strict: bool = False,
              shard_size: int = 0) -> dict[str, Any]:
    """Build the dataset into ``out``; ``shard_size`` > 0 also writes Parquet shards as
    the examples complete (generator/shards.py)."""
    started = time.perf_counter()
    if engine not in ENGINES:
        raise ConfigError(f"unknown engine {engine!r}; expected one of {', '.join(ENGINES)}")
    if engine == "dask":
        from generator.dask_engine import require_dask

        require_dask()
    elif scheduler:
        raise ConfigError("--scheduler needs --engine dask")
    excluded = load_excluded(exclude)
    config = resolve(config)
    if excluded:
        config = replace(config, exclude_digest=excluded.digest())
    plan = plan_for(config)  # before the output is touched: an impossible plan is bad input
    writer = DatasetWriter(out, config.split, config.with_geometry)
    state = BuildState(out)
    output = open_output(out, overwrite, resume, state.exists())
    try:
        done = _start(config, writer, state, output.resume, overwrite)
        if progress and done:
            progress(len(done))
        shards = ShardSet(out, config.split, config.n, shard_size) if shard_size else None
        records = _records(config, plan, done, excluded, writer, state, engine,
                           (scheduler, strict), shards, output.resume)
        teaser = Teaser(writer, state, min(TEASER_ROWS, config.n), done)
        for index, _ in records:  # each record is on disk already: the finish reads them back
            teaser.saw(index)  # drawn while the workers still run, once its rows exist
            if progress:
                progress(1)
        teaser.saw(-1)
        build = _finish(config, writer, state, command, started,
                        {"parquet": shards.info()} if shards else {})
        build["resumed_examples"] = len(done)
        return build
    except SurfaceFailed as exc:  # resumable once the surface is fixed
        append_surface_log(out, [{"surface": exc.surface, "traceback": exc.traceback}])
        raise BuildStopped(f"{exc} (traceback in {out / SURFACE_LOG}; the build is "
                           "resumable with --resume)") from None
    except ExclusionUnsatisfiable as exc:
        output.discard()
        raise ConfigError(unsatisfiable_message(exc, exclude)) from None
    except GenerationError as exc:
        raise BuildStopped(f"{exc}; the build is resumable with --resume") from None
    except ConfigError:
        if not output.resume:
            output.discard()  # bad input found late (a Dask scheduler): leave nothing
        raise
    finally:
        output.release()


def _records(config: BuildConfig, plan: Plan, done: set[int], excluded: ExcludedSet | None,
             writer: DatasetWriter, state: BuildState, engine: str,
             options: tuple[str | None, bool], shards: ShardSet | None,
             resume: bool) -> Iterator[tuple[int, dict[str, Any]]]:
    """The records of the examples not ``done``, from the engine (which also writes the
    Parquet shards given ``shards``), as they finish."""
    scheduler, strict = options
    todo = (i for i in range(config.n) if i not in done)
    ready = shards.start(done, resume) if shards else []
    if engine == "dask":
        from generator.dask_engine import dask_records

        return dask_records(config, plan, list(todo), excluded, writer, state, scheduler,
                            strict, shards, ready)
    records = local_records(config, plan, todo, config.n - len(done), excluded, writer.out,
                            strict)
    return write_locally(shards, records, ready) if shards else records


def _start(config: BuildConfig, writer: DatasetWriter, state: BuildState, resume: bool,
           overwrite: bool) -> set[int]:
    """Prepare the output; return the indices already made (re-checked from their files)."""
    if resume:
        state.check(config.identity())
        return state.verified_done(writer)
    writer.prepare(overwrite)
    state.start(config.identity())
    return set()


def unsatisfiable_message(exc: ExclusionUnsatisfiable, exclude: tuple[Path, ...]) -> str:
    sources = ", ".join(str(p) for p in exclude)
    return (f"cannot satisfy --exclude {sources}: {exc}; allow more surfaces (--surfaces) "
            "or other categories, or exclude fewer datasets")


def append_surface_log(out: Path, entries: list[dict[str, Any]]) -> None:
    """Append surface errors (surface, example, traceback) to OUT/surface_errors.log."""
    if not entries or not out.is_dir():
        return
    with open(out / SURFACE_LOG, "a", encoding="utf-8") as fh:
        for e in entries:
            where = f" example {e['index']} attempt {e['attempt']}" if "index" in e else ""
            fh.write(f"=== surface {e['surface']}{where}\n{e['traceback'].rstrip()}\n")


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


def _finish(config: BuildConfig, writer: DatasetWriter, state: BuildState, command: str,
            started: float, extra: dict[str, Any] | None = None) -> dict[str, Any]:
    """Stream the state records, in index order, into metadata, fingerprints, the counts
    and the card's summary (memory does not grow with n), then write the dataset's files."""
    tally, summary = Tally(), RowSummary()
    drag = False
    (writer.out / SURFACE_LOG).unlink(missing_ok=True)
    with writer.jsonl("metadata.jsonl") as meta, writer.jsonl("fingerprints.jsonl") as prints:
        for index in range(config.n):
            record = state.read(index)
            row = record["row"]
            append_surface_log(writer.out, record["stats"].get("surface_errors", []))
            meta.write(row)
            prints.write({"id": row["id"], **record["fingerprints"]})
            tally.add_page(record["stats"])
            for k, target_row in enumerate(target_rows(row)):  # one per target (SPEC 12)
                tally.add(target_row, record["stats"] if k == 0 else None)
                summary.add(target_row)
                drag = drag or target_row.get("answer_type") == "drag"
    build = build_info(config, command, tally, time.perf_counter() - started)
    build["teaser"] = TEASER_FILE
    build.update(extra or {})  # build.json only: the card does not change
    card = render_card(build, summary)
    build["sha256sums_digest"] = writer.finish(build, card, eval_script(drag))
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
        "plugins": plugin_records(tally.axes["surface"]),
        "wall_time_s": round(wall, 3),
    }


def plugin_records(pages_by_surface: Counter[str]) -> list[dict[str, Any]]:
    """Distribution, version and entry point of every plugin that drew a page of the build."""
    found = {}
    for name in sorted(pages_by_surface):
        plugin = registry.plugin_of(name)
        if plugin is not None:
            found[plugin.name] = plugin.record()
    return [found[k] for k in sorted(found)]


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
    import babel
    import faker
    import fontTools
    import numpy
    import PIL
    from PIL import features
    from zlib_ng import zlib_ng

    return {"python": platform.python_version(), "pillow": PIL.__version__,
            "freetype": str(features.version("freetype2")),
            "raqm": str(features.version("raqm")), "harfbuzz": str(features.version("harfbuzz")),
            "numpy": numpy.__version__, "faker": faker.VERSION, "fonttools": fontTools.version,
            "babel": babel.__version__, "zlib_ng": zlib_ng.ZLIBNG_VERSION}


def _commit() -> str:
    try:
        out = subprocess.run(["git", "rev-parse", "HEAD"], cwd=Path(__file__).parent,
                             capture_output=True, text=True, timeout=5, check=False)
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return out.stdout.strip() if out.returncode == 0 else "unknown"
