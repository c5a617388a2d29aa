"""The ``pointerbench-text`` command line (typer).

Bad input prints one line (``error: ...``) and exits 2, before anything is written.
"""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import typer
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TaskProgressColumn,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.text import Text

from generator import bench, catalog, contact_sheet, disjoint, integrity, overlap, preview
from generator.config import (
    DEFAULT_PRESET,
    BuildConfig,
    ConfigError,
    check_basic,
    check_training,
    load_config_file,
    parse_list,
)
from generator.content import space as content_space
from generator.export import commands as export_commands
from generator.gallery import commands as gallery_commands
from generator.scorer import commands as scorer_commands
from generator.signals import BuildStopped, Interrupted, interruptible
from generator.verify import commands as verify_commands

app = typer.Typer(add_completion=False, no_args_is_help=True, pretty_exceptions_enable=False,
                  help="Build, verify and score Pointerbench-Text datasets.")
# Each command module adds its commands to the one app.
for _module in (scorer_commands, preview, disjoint, catalog, contact_sheet, bench,
                gallery_commands, export_commands, overlap, content_space):
    _module.register(app)
verify_commands.register(app, integrity.check_dataset)
err = Console(stderr=True)


def fail(message: str) -> None:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(2)


def parse_int(name: str, value: str) -> int:
    text = value.strip().replace("_", "")
    if not text.lstrip("+-").isascii():  # int() also reads other scripts' digits: '٣' is 3
        fail(f"{name} must be an integer written with the digits 0-9, got {value!r}")
    try:
        return int(text)
    except ValueError:
        fail(f"{name} must be an integer, got {value!r}")
    raise AssertionError


def parse_float(name: str, value: str) -> float:
    try:
        return float(value)
    except ValueError:
        fail(f"{name} must be a number, got {value!r}")
    raise AssertionError


@app.command()
def build(
    ctx: typer.Context,
    out: Path = typer.Option(..., "--out", help="Output directory (created)."),
    n: str = typer.Option("500", "--n", help="Number of examples."),
    seed: str = typer.Option("90211", "--seed", help="Build seed."),
    split: str = typer.Option("test", "--split", help="train, validation or test."),
    preset: str = typer.Option(DEFAULT_PRESET, "--preset", help="Category and language mix."),
    workers: str = typer.Option("1", "--workers", help="Worker processes."),
    categories: str = typer.Option(None, "--categories", help="Only these categories (a,b)."),
    surfaces: str = typer.Option(None, "--surfaces", help="Only these surfaces (x,y)."),
    languages: str = typer.Option(None, "--languages", help="Only these languages (de,fr)."),
    with_geometry: bool = typer.Option(False, "--with-geometry", help="Write geometry sidecars."),
    overwrite: bool = typer.Option(False, "--overwrite", help="Replace an existing output."),
    resume: bool = typer.Option(False, "--resume", help="Continue an interrupted build (or "
                                "start it, in an empty or missing --out)."),
    strict: bool = typer.Option(False, "--strict", help="Stop at the first error in a "
                                "surface's code (for people writing surfaces) instead of "
                                "resampling the page."),
    exclude: list[Path] = typer.Option([], "--exclude",
                                       help="A dataset this build must share no page or "
                                            "paragraph with (repeatable)."),
    engine: str = typer.Option("local", "--engine", help="local processes, or dask."),
    scheduler: str = typer.Option("", "--scheduler",
                                  help="Dask scheduler address (tcp://HOST:8786); without it "
                                       "--engine dask starts a LocalCluster of --workers."),
    targets_per_page: str = typer.Option("1", "--targets-per-page",
                                         help="Targets on each page (training sets; >1 gives "
                                              "rows with a targets list)."),
    negatives: str = typer.Option("0", "--negatives",
                                  help="Fraction of targets about text absent from the page."),
    out_format: str = typer.Option("imagefolder", "--format",
                                   help="imagefolder, or parquet: also OUT/parquet/data/ "
                                        "shards with the PNGs embedded."),
    shard_size: str = typer.Option(str(500 * 1024 * 1024), "--shard-size",
                                   help="Bytes of PNG per Parquet shard."),
    config_file: Path = typer.Option(None, "--config",
                                     help="A JSON file of build options (n, seed, split, "
                                          "preset, workers, categories, surfaces, languages, "
                                          "with_geometry); flags given here win."),
) -> None:
    """Build a dataset (the default preset and seed give Pointerbench-Text)."""
    options = {"n": n, "seed": seed, "split": split, "preset": preset, "workers": workers,
               "categories": categories, "surfaces": surfaces, "languages": languages,
               "with_geometry": with_geometry, "targets_per_page": targets_per_page,
               "negatives": negatives}
    try:
        config = _checked_config(ctx, options, config_file, resume, overwrite)
        shards = _parquet_check(out_format, parse_int("--shard-size", shard_size))
        info = _execute(config, out, overwrite, resume, strict, tuple(exclude), engine,
                        scheduler or None, shards)
    except ConfigError as exc:
        fail(str(exc))
    except Interrupted as exc:
        typer.echo(f"{exc}: the build is resumable: {resume_command()}", err=True)
        raise typer.Exit(exc.code) from None
    except BuildStopped as exc:
        fail(str(exc))
    except OSError as exc:  # read-only --out, disk full: every written file is whole
        fail(f"cannot write the dataset to {out}: {exc.strerror or exc}")
    _summary(info, out)


def _checked_config(ctx: typer.Context, options: dict, config_file: Path | None,
                    resume: bool, overwrite: bool) -> BuildConfig:
    config = _config(ctx, options, config_file)
    check_basic(config.n, config.seed, config.split, config.preset, config.workers)
    check_training(config.targets_per_page, config.negatives)
    if resume and overwrite:
        raise ConfigError("--resume and --overwrite contradict each other; pick one")
    return config


def _execute(config: BuildConfig, out: Path, overwrite: bool, resume: bool, strict: bool,
             exclude: tuple[Path, ...], engine: str, scheduler: str | None,
             shards: int) -> dict:
    """Run the build with a progress bar, then write the Parquet shards if asked."""
    from generator.build import run_build

    command = "pointerbench-text " + " ".join(shlex.quote(a) for a in sys.argv[1:])
    with interruptible(), _progress() as bar:
        task = bar.add_task("building", total=config.n)
        info = run_build(config, out, overwrite, command,
                         progress=lambda k: bar.advance(task, k), resume=resume,
                         exclude=exclude, engine=engine, scheduler=scheduler, strict=strict,
                         shard_size=shards)
    if shards:  # written during the build, by the workers (generator/shards.py)
        typer.echo(f"wrote {info['parquet']['shards']} Parquet shard(s) of "
                   f"{info['parquet']['rows_per_shard']} pages to {out / 'parquet' / 'data'}")
    return info


def resume_command() -> str:
    """This command line with --resume (and without --overwrite)."""
    args = [a for a in sys.argv[1:] if a not in ("--overwrite", "--resume")]
    return "pointerbench-text " + " ".join(shlex.quote(a) for a in [*args, "--resume"])


def _parquet_check(out_format: str, shard_size: int) -> int:
    """The shard size of a Parquet build (0 for imagefolder); checked before the build."""
    if out_format not in ("imagefolder", "parquet"):
        raise ConfigError(f"unknown --format {out_format!r}; expected imagefolder or parquet")
    if shard_size <= 0:
        raise ConfigError(f"--shard-size must be positive, got {shard_size}")
    if out_format == "imagefolder":
        return 0
    from generator.export.parquet import require_pyarrow

    require_pyarrow()
    return shard_size


class SpeedColumn(ProgressColumn):
    """Examples per second."""

    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        return Text("-- ex/s" if speed is None else f"{speed:5.1f} ex/s")


def _config(ctx: typer.Context, options: dict, config_file: Path | None) -> BuildConfig:
    """The build config from the flags, over the --config file's values (flags given on
    the command line win over the file; the file wins over the defaults)."""
    if config_file is not None:
        for key, value in load_config_file(str(config_file)).items():
            source = ctx.get_parameter_source(key)  # typer vendors click: compare by name
            if source is None or source.name != "COMMANDLINE":
                options[key] = value
    lists = {}
    for key in ("categories", "surfaces", "languages"):
        value = options[key]
        lists[key] = parse_list(value)
        if value is not None and not lists[key]:
            fail(f"--{key} names nothing ({value!r}); leave it out to allow every one")
    return BuildConfig(
        n=parse_int("--n", options["n"]), seed=parse_int("--seed", options["seed"]),
        split=options["split"], preset=options["preset"],
        workers=parse_int("--workers", options["workers"]), **lists,
        with_geometry=options["with_geometry"],
        targets_per_page=parse_int("--targets-per-page", options["targets_per_page"]),
        negatives=parse_float("--negatives", options["negatives"]))


def _progress() -> Progress:
    return Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                    TaskProgressColumn(), SpeedColumn(), TimeElapsedColumn(),
                    TimeRemainingColumn(), console=err, disable=not err.is_terminal)


def _summary(info: dict, out: Path) -> None:
    counts = info["counts"]
    wall = info["wall_time_s"]
    made = info["n"] - info.get("resumed_examples", 0)  # a resume made only the rest
    typer.echo(f"wrote {info['n']} examples to {out} in {wall:.1f} s "
               f"({made / max(wall, 1e-9):.1f} examples/s"
               + (f", {info['n'] - made} kept from the interrupted build)" if made < info["n"]
                  else ")"))
    for axis in ("data_type", "language", "difficulty", "theme"):
        parts = ", ".join(f"{k} {v}" for k, v in counts[axis].items())
        typer.echo(f"  {axis}: {parts}")
    typer.echo(f"  surfaces: {len(counts['surface'])}, font families: "
               f"{len(counts['font_family'])}")
    rejected = info["rejections"]["by_reason"]
    typer.echo("  rejected and resampled: " + (", ".join(f"{k} {v}" for k, v in rejected.items())
                                               or "none"))
    typer.echo(f"  SHA256SUMS digest: {info['sha256sums_digest']}")


def main() -> None:
    """Run the CLI; an unexpected failure is one line on stderr (exit 1), and its
    traceback only with PBT_DEBUG=1."""
    import os

    from typer._click import exceptions as click_errors  # typer vendors click

    try:
        code = app(standalone_mode=False)
    except click_errors.NoArgsIsHelpError as exc:  # bare command: its help, as before
        typer.echo(exc.ctx.get_help() if exc.ctx else str(exc))
        sys.exit(2)
    except click_errors.UsageError as exc:  # a bad flag or value: one line, exit 2
        typer.echo(f"error: {exc.format_message()}", err=True)
        sys.exit(2)
    except typer.Abort:
        typer.echo("error: aborted", err=True)
        sys.exit(130)
    except Exception as exc:  # the last resort: user input errors exit 2 earlier
        if os.environ.get("PBT_DEBUG"):
            raise
        typer.echo(f"error: internal error: {type(exc).__name__}: {exc} "
                   "(set PBT_DEBUG=1 for the traceback)", err=True)
        sys.exit(1)
    sys.exit(code if isinstance(code, int) else 0)


if __name__ == "__main__":
    main()
