"""``pointerbench-text preview``: draw each example's box and point with its instruction.

Writes one PNG per selected example (the page with the target box, the point and a
caption strip holding the instruction) and a contact sheet of them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import typer
from PIL import Image, ImageDraw

from generator.fonts import fontbook
from generator.gallery.flags import FlagsError, read_ids

BOX = (230, 30, 60)
CAPTION_HEIGHT = 64


def load_rows(out: Path, split: str) -> list[dict[str, Any]]:
    meta = out / "data" / split / "metadata.jsonl"
    if not meta.exists():
        raise FileNotFoundError(f"{meta} not found: is {out} a built dataset?")
    return [json.loads(line) for line in meta.read_text(encoding="utf-8").splitlines() if line]


def annotate(image: Image.Image, row: dict[str, Any]) -> Image.Image:
    """The page with its target box, point and a caption strip below."""
    w, h = image.size
    canvas = Image.new("RGB", (w, h + CAPTION_HEIGHT), (250, 250, 250))
    canvas.paste(image.convert("RGB"), (0, 0))
    draw = ImageDraw.Draw(canvas)
    x1, y1, x2, y2 = row["bbox"]
    draw.rectangle((x1 - 1, y1 - 1, x2, y2), outline=BOX, width=2)
    px, py = row["point"]
    draw.ellipse((px - 4, py - 4, px + 4, py + 4), outline=BOX, width=2)
    draw.line((px - 9, py, px + 9, py), fill=BOX)
    draw.line((px, py - 9, px, py + 9), fill=BOX)
    book = fontbook()
    font = book.sized("dejavu_sans", "regular", 17).font
    small = book.sized("dejavu_sans", "regular", 13).font
    draw.text((12, h + 8), row["instruction"][:120], fill=(20, 20, 20), font=font)
    facts = (f"{row['id']}  {row['category']}  {row['surface']}  {row['language']}  "
             f"{row['difficulty']}  bbox={row['bbox']}")
    draw.text((12, h + 36), facts, fill=(90, 90, 90), font=small)
    return canvas


def sheet(images: list[Image.Image], columns: int = 4, thumb_width: int = 384) -> Image.Image:
    thumbs = [im.resize((thumb_width, round(im.height * thumb_width / im.width)),
                        Image.Resampling.LANCZOS) for im in images]
    th = max(t.height for t in thumbs)
    rows = (len(thumbs) + columns - 1) // columns
    out = Image.new("RGB", (columns * (thumb_width + 8) + 8, rows * (th + 8) + 8), (200, 200, 204))
    for k, t in enumerate(thumbs):
        out.paste(t, (8 + (k % columns) * (thumb_width + 8), 8 + (k // columns) * (th + 8)))
    return out


def preview(out: Path, dest: Path, ids: list[str] | None, split: str, limit: int) -> list[Path]:
    rows = load_rows(out, split)
    if ids:
        wanted = set(ids)
        rows = [r for r in rows if r["id"] in wanted]
        missing = wanted - {r["id"] for r in rows}
        if missing:
            raise KeyError(f"unknown id {', '.join(sorted(missing))}")
    rows = rows[:limit]
    dest.mkdir(parents=True, exist_ok=True)
    written, images = [], []
    for row in rows:
        with Image.open(out / "data" / split / row["file_name"]) as page:
            image = annotate(page, row)
        path = dest / f"{row['id']}.png"
        image.save(path)
        written.append(path)
        images.append(image)
    if images:
        sheet_path = dest / "sheet.png"
        sheet(images).save(sheet_path)
        written.append(sheet_path)
    return written


def _selected_ids(ids: str) -> list[str] | None:
    """``a,b,c``, or ``@FILE`` (a gallery flags file), as a list of ids (None: all)."""
    if ids.startswith("@"):
        selected = read_ids(Path(ids[1:]))
        if not selected:
            raise FlagsError(f"{ids[1:]} names no id")
        return selected
    return [i.strip() for i in ids.split(",") if i.strip()] or None


def register(app: typer.Typer) -> None:
    @app.command("preview")
    def preview_command(
        out: Path = typer.Argument(..., help="A built dataset."),
        dest: Path = typer.Option(None, "--out", help="Where to write (default OUT/preview)."),
        ids: str = typer.Option("", "--ids", help="Only these ids (a,b,c), or @FILE: the ids "
                                                  "of a gallery flags file (JSON lines with "
                                                  "'id') or of a file of ids, one a line."),
        split: str = typer.Option("test", "--split"),
        limit: int = typer.Option(16, "--limit", help="At most this many examples."),
    ) -> None:
        """Draw box, point and instruction over examples, plus a contact sheet."""
        try:
            selected = _selected_ids(ids)
            written = preview(out, dest or out / "preview", selected, split, limit)
        except (FileNotFoundError, KeyError, FlagsError) as exc:
            typer.echo(f"error: {exc.args[0]}", err=True)
            raise typer.Exit(2) from None
        typer.echo(f"wrote {len(written)} images to {(dest or out / 'preview')}")
