"""``pointerbench-text bench``: throughput of the full pipeline against a plain-PIL floor.

Two builds of the preset for ``--n`` examples:

1. the timed build: the real ``build`` command in a fresh Python process with ``--workers``
   processes, timed from outside like a user would (interpreter start-up, imports, planning
   and the dataset's final files included). Its wall time gives examples/s and our time per
   example; ``os.wait4`` gives the peak RSS of the largest of its processes;
2. the profiled build: the same examples in this process, one worker, with per-stage
   timing on and geometry sidecars kept, from which the floor is measured: every page's
   lines drawn with one ``ImageDraw.text`` call each on a blank page of the same size and
   colour, then encoded with PIL's PNG encoder at ``compress_level=1`` (its fastest level
   that compresses; PIL's default level 6 is also printed for reference).

The ratio is (our wall time x workers) / floor time, so workers do not flatter it.
``--memory-n M`` times a second build of M examples to show peak RSS does not grow with n.
``--repeat R`` times the build and measures the floor R times, alternating, and reports the
run with the median ratio: a shared machine's noise moves one run's ratio by 0.1 and more.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import typer
from PIL import Image, ImageDraw

from generator import timing
from generator.config import BuildConfig
from generator.fonts import fontbook
from generator.geometry import PageGeometry
from generator.resolve import resolve

NO_LIG = ["-liga", "-clig", "-calt", "-dlig", "-rlig"]
FLOOR_LEVEL = 1


def floor_seconds(geometries: list[PageGeometry], compress_level: int = FLOOR_LEVEL) -> float:
    """Seconds to draw these pages' lines with one ImageDraw.text call each and encode."""
    book = fontbook()
    start = time.perf_counter()
    for geo in geometries:
        image = Image.new("RGB", (geo.width, geo.height), tuple(geo.theme["bg"]))
        draw = ImageDraw.Draw(image)
        for line in geo.lines:
            if line.glyphs[1] <= line.glyphs[0]:
                continue
            first = geo.glyphs[line.glyphs[0]]
            family, style, size = geo.fonts[first.font]
            font = book.sized(family, style, size).font
            colour = tuple(geo.styles[first.style]["color"])
            draw.text((first.pen, first.baseline), geo.line_text(line), fill=colour, font=font,
                      anchor="ls", features=NO_LIG)
        image.save(io.BytesIO(), "PNG", compress_level=compress_level)
    return time.perf_counter() - start


def timed_command(n: int, workers: int, seed: int, out: Path) -> tuple[float, float]:
    """(wall seconds, peak RSS MB of the largest process) of the build command, run fresh."""
    argv = [sys.executable, "-m", "generator", "build", "--n", str(n), "--seed", str(seed),
            "--workers", str(workers), "--out", str(out)]
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise RuntimeError(f"the timed build failed: {proc.stderr.read().decode()[-500:]}")
    proc.stderr.close()
    return wall, usage.ru_maxrss / 1024


def profiled_build(n: int, seed: int, out: Path) -> tuple[float, dict[str, float],
                                                          list[PageGeometry]]:
    """(wall seconds, seconds by stage, the pages' geometry) of a one-worker build here."""
    from generator.build import run_build

    timing.totals(reset=True)
    timing.enable()
    try:
        start = time.perf_counter()
        run_build(BuildConfig(n=n, seed=seed, workers=1, with_geometry=True), out,
                  overwrite=False, command="bench")
        wall = time.perf_counter() - start
    finally:
        timing.enable(False)
    geos = [PageGeometry.loads_gz(p.read_bytes())
            for p in sorted((out / "geometry" / "test").rglob("*.json.gz"))]
    return wall, timing.totals(reset=True), geos


def run_bench(n: int, workers: int, seed: int, memory_n: int | None = None,
              repeat: int = 1) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        # Timed builds first, while this process is small: a child starts as a copy of it,
        # and its peak RSS would otherwise include this process's pages.
        wall, rss = timed_command(n, workers, seed, Path(tmp) / "timed")
        rss_large = None
        if memory_n:
            rss_large = (memory_n, timed_command(memory_n, workers, seed, Path(tmp) / "big")[1])
        profiled_wall, stages, geos = profiled_build(n, seed, Path(tmp) / "profiled")
        runs = [(wall, floor_seconds(geos))]
        for k in range(1, repeat):  # later runs: this process is large, RSS is not read
            again = timed_command(n, workers, seed, Path(tmp) / f"timed{k}")[0]
            runs.append((again, floor_seconds(geos)))
    runs.sort(key=lambda run: run[0] / run[1])
    wall, floor = runs[len(runs) // 2]
    floor_default = floor_seconds(geos, compress_level=6)
    stages_ms = {k: 1000 * v / n for k, v in stages.items()}
    stages_ms["other"] = 1000 * (profiled_wall - sum(stages.values())) / n
    return {"n": n, "workers": workers, "wall_s": wall, "examples_per_s": n / wall,
            "per_example_ms": 1000 * wall * workers / n, "floor_per_example_ms": 1000 * floor / n,
            "floor_default_ms": 1000 * floor_default / n, "ratio": wall * workers / floor,
            "stages_ms": stages_ms, "peak_rss_mb": rss, "peak_rss_large": rss_large,
            "ratios": [round(w * workers / f, 3) for w, f in runs]}


def report(r: dict[str, Any]) -> str:
    per_core = r["examples_per_s"] / r["workers"]
    lines = [f"n={r['n']} workers={r['workers']}: {r['examples_per_s']:.1f} examples/s "
             f"({per_core:.1f} per worker; {r['wall_s']:.1f} s for the whole build command)",
             f"  our time per example (wall x workers): {r['per_example_ms']:.1f} ms",
             f"  floor per example (ImageDraw.text per line + PIL PNG at compress_level="
             f"{FLOOR_LEVEL}): {r['floor_per_example_ms']:.1f} ms "
             f"(at PIL's default level 6: {r['floor_default_ms']:.1f} ms)",
             f"  ratio to the floor: {r['ratio']:.2f} (target <= 2.5)"
             + (f"; the median of {len(r['ratios'])} runs: "
                f"{', '.join(f'{x:.2f}' for x in r['ratios'])}" if len(r["ratios"]) > 1 else ""),
             f"  peak RSS of the largest process: {r['peak_rss_mb']:.0f} MB at n={r['n']}"]
    if r["peak_rss_large"]:
        big_n, big_rss = r["peak_rss_large"]
        lines[-1] += f", {big_rss:.0f} MB at n={big_n}"
    order = list(timing.STAGES) + sorted(set(r["stages_ms"]) - set(timing.STAGES))
    parts = ", ".join(f"{k} {r['stages_ms'][k]:.1f}" for k in order if k in r["stages_ms"])
    lines.append(f"  ms per example by stage (one worker, profiled): {parts}")
    return "\n".join(lines)


def register(app: typer.Typer) -> None:
    @app.command("bench")
    def bench_command(
        n: int = typer.Option(200, "--n", min=1),
        workers: int = typer.Option(1, "--workers", min=1, max=256),
        seed: int = typer.Option(1, "--seed", min=0),
        memory_n: int = typer.Option(0, "--memory-n", min=0,
                                     help="Also build this many examples and print their "
                                          "peak RSS (memory flat in n)."),
        targets_per_page: int = typer.Option(1, "--targets-per-page", min=1, max=32,
                                             help="K > 1: verified targets/s with K targets "
                                                  "a page against one (generator/"
                                                  "bench_targets.py)."),
        repeat: int = typer.Option(1, "--repeat", min=1, max=9,
                                   help="Time the build and the floor this many times and "
                                        "report the run with the median ratio."),
    ) -> None:
        """Measure examples/s, time by stage, peak RSS and the ratio to the PIL floor."""
        if targets_per_page > 1:
            from generator import bench_targets

            typer.echo(bench_targets.report(bench_targets.targets_bench(n, targets_per_page,
                                                                        seed)))
            return
        resolve(BuildConfig(n=n, seed=seed))
        typer.echo(report(run_bench(n, workers, seed, memory_n or None, repeat)))
