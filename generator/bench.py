"""``pointerbench-text bench``: throughput of the full pipeline against a plain-PIL floor.

Builds the preset for ``--n`` examples with ``--workers`` processes and prints
examples/s, seconds per example by stage, peak RSS per worker, and the floor measured in
the same run on the same pages: one ``ImageDraw.text`` call per line plus the PNG encode.
The ratio of our time per example to the floor's is the figure the README quotes.
"""

from __future__ import annotations

import io
import multiprocessing as mp
import resource
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
from generator.pipeline import PNG_COMPRESS_LEVEL
from generator.resolve import resolve

NO_LIG = ["-liga", "-clig", "-calt", "-dlig", "-rlig"]


def floor_seconds(geometries: list[PageGeometry]) -> float:
    """Seconds to draw these pages' lines with one ImageDraw.text call each and encode."""
    book = fontbook()
    start = time.perf_counter()
    for geo in geometries:
        image = Image.new("RGB", (geo.width, geo.height), tuple(geo.theme["bg"]))
        draw = ImageDraw.Draw(image)
        for line in geo.lines:
            first = geo.glyphs[line.glyphs[0]] if line.glyphs[1] > line.glyphs[0] else None
            if first is None:
                continue
            family, style, size = geo.fonts[first.font]
            font = book.sized(family, style, size).font
            colour = tuple(geo.styles[first.style]["color"])
            draw.text((first.pen, first.baseline), geo.line_text(line), fill=colour, font=font,
                      anchor="ls", features=NO_LIG)
        image.save(io.BytesIO(), "PNG", compress_level=PNG_COMPRESS_LEVEL)
    return time.perf_counter() - start


def _worker_rss_mb() -> tuple[float, float]:
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return own, children


def run_bench(n: int, workers: int, seed: int) -> dict[str, Any]:
    from generator.build import run_build

    timing.enable()
    timing.totals(reset=True)
    config = BuildConfig(n=n, seed=seed, workers=workers)
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        run_build(config, Path(tmp) / "timed", overwrite=False, command="bench")
        wall = time.perf_counter() - start
        own, children = _worker_rss_mb()
        stages = timing.totals(reset=True)
        timing.enable(False)
        # The same pages again, untimed, with geometry: the floor draws their lines.
        sidecars = Path(tmp) / "pages"
        run_build(BuildConfig(n=n, seed=seed, workers=workers, with_geometry=True), sidecars,
                  overwrite=False, command="bench")
        geos = [PageGeometry.loads_gz(p.read_bytes())
                for p in sorted((sidecars / "geometry" / "test").rglob("*.json.gz"))]
    floor = floor_seconds(geos)
    return {"n": n, "workers": workers, "wall_s": wall, "examples_per_s": n / wall,
            "per_example_ms": 1000 * wall * workers / n, "floor_per_example_ms": 1000 * floor / n,
            "ratio": (wall * workers) / floor if floor else float("nan"),
            "stages_ms": {k: 1000 * v / n for k, v in stages.items()},
            "peak_rss_mb": children if workers > 1 else own}


def report(r: dict[str, Any]) -> str:
    lines = [f"n={r['n']} workers={r['workers']}: {r['examples_per_s']:.1f} examples/s "
             f"({r['wall_s']:.1f} s)",
             f"  our time per example (x workers): {r['per_example_ms']:.1f} ms; floor "
             f"(ImageDraw.text per line + PNG encode): {r['floor_per_example_ms']:.1f} ms; "
             f"ratio {r['ratio']:.2f}",
             f"  peak RSS per worker: {r['peak_rss_mb']:.0f} MB"]
    if r["stages_ms"]:
        parts = ", ".join(f"{k} {v:.1f}" for k, v in sorted(r["stages_ms"].items()))
        lines.append(f"  ms per example by stage (workers=1 only): {parts}")
    return "\n".join(lines)


def register(app: typer.Typer) -> None:
    @app.command("bench")
    def bench_command(
        n: int = typer.Option(200, "--n", min=1),
        workers: int = typer.Option(1, "--workers", min=1),
        seed: int = typer.Option(1, "--seed", min=0),
    ) -> None:
        """Measure examples/s, time by stage, peak RSS and the ratio to the PIL floor."""
        resolve(BuildConfig(n=n, seed=seed))
        if workers > 1 and sys.platform.startswith("linux"):
            mp.set_start_method("fork", force=True)
        typer.echo(report(run_bench(n, workers, seed)))
