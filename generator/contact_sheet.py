"""Contact sheets: one English page per surface, thumbnailed in a captioned grid.

Surfaces alternate light (even index) and dark (odd index) where they support both, so a
sheet shows both themes at a glance; sheets hold at most ``PER_SHEET`` surfaces and are
palette-quantised until each file is under ``MAX_BYTES``.
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import typer
from PIL import Image, ImageDraw, ImageFont

from generator import languages
from generator.content import Content
from generator.fonts import fontbook
from generator.page import make_theme
from generator.page.render import render
from generator.surfaceset import registry

PER_SHEET = 40
MAX_BYTES = 1_500_000
PAD = 14
CAPTION = 26
BACKGROUND = (246, 246, 244)


def render_surface(name: str, index: int, seed: int = 0) -> Image.Image:
    """One page of surface ``name`` in the first language of the registry (English), light for even ``index``, dark for odd."""
    surface = registry.get(name)()
    wants_dark = index % 2 == 1
    dark = "dark" in surface.themes and (wants_dark or "light" not in surface.themes)
    rng = np.random.default_rng([seed, index])
    params = surface.sample(rng, Content(languages.codes()[0], np.random.default_rng([seed, index, 1])))
    image, _ = render(surface.compose(params, make_theme(dark, "blue")))
    return image


def _caption_font(size: int = 15) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(fontbook().face("dejavu_sans", "bold").path), size)


def sheet_image(names: list[str], first_index: int, columns: int, thumb_width: int,
                seed: int) -> Image.Image:
    """The grid image of ``names`` (indices counted from ``first_index`` for the theme)."""
    cols = max(1, min(columns, len(names)))
    rows = math.ceil(len(names) / cols)
    thumb_height = round(thumb_width * 3 / 4)
    cell_w, cell_h = thumb_width + PAD, thumb_height + CAPTION + PAD
    sheet = Image.new("RGB", (cols * cell_w + PAD, rows * cell_h + PAD), BACKGROUND)
    draw = ImageDraw.Draw(sheet)
    font = _caption_font()
    for k, name in enumerate(names):
        page = render_surface(name, first_index + k, seed)
        thumb = page.resize((thumb_width, round(thumb_width * page.height / page.width)),
                            Image.Resampling.LANCZOS)
        x = PAD + (k % cols) * cell_w
        y = PAD + (k // cols) * cell_h
        sheet.paste(thumb.crop((0, 0, thumb_width, thumb_height)), (x, y))
        draw.rectangle((x - 1, y - 1, x + thumb_width, y + thumb_height), outline=(190, 190, 190))
        width = draw.textlength(name, font=font)
        draw.text((x + (thumb_width - width) / 2, y + thumb_height + 4), name, fill=(30, 30, 30),
                  font=font)
    return sheet


def save_small(image: Image.Image, path: Path, max_bytes: int = MAX_BYTES) -> None:
    """Save as PNG, reducing the palette until the file is under ``max_bytes``."""
    for colours in (256, 128, 64, 32):
        image.quantize(colors=colours, method=Image.Quantize.MEDIANCUT).save(
            path, optimize=True)
        if path.stat().st_size <= max_bytes:
            return


def contact_sheet(names: list[str], out_path: Path | str, columns: int = 6,
                  thumb_width: int = 320, seed: int = 0) -> list[Path]:
    """Write ``surfaces-1.png``, ``surfaces-2.png``, ... into the folder ``out_path``."""
    out = Path(out_path)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for k, start in enumerate(range(0, len(names), PER_SHEET)):
        chunk = names[start:start + PER_SHEET]
        path = out / f"surfaces-{k + 1}.png"
        save_small(sheet_image(chunk, start, columns, thumb_width, seed), path)
        written.append(path)
    return written


def register(app: typer.Typer) -> None:
    """Add the ``contact-sheet`` command to the CLI."""

    @app.command("contact-sheet")
    def contact_sheet_command(
        out: Path = typer.Option(Path("docs"), "--out", help="Folder for surfaces-N.png."),
        surfaces: str = typer.Option("", "--surfaces", help="Only these surfaces (a,b)."),
        columns: int = typer.Option(6, "--columns", min=1, max=40, help="Thumbnails per row."),
        thumb_width: int = typer.Option(320, "--thumb-width", min=16, max=2048,
                                        help="Thumbnail width (px)."),
        seed: int = typer.Option(0, "--seed", min=0, help="Seed of the sampled pages."),
    ) -> None:
        """Render one page per registered surface into captioned contact sheets."""
        known = registry.names()
        names = [s.strip() for s in surfaces.split(",") if s.strip()] or known
        unknown = [n for n in names if n not in known]
        if unknown:
            typer.echo(f"error: unknown surface(s): {', '.join(unknown)}", err=True)
            raise typer.Exit(2)
        for path in contact_sheet(names, out, columns, thumb_width, seed):
            typer.echo(f"wrote {path} ({path.stat().st_size / 1e6:.2f} MB)")
