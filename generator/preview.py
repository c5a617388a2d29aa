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

BOX = (230, 30, 60)
CAPTION_HEIGHT = 64


def load_rows(out: Path, split: str) -> list[dict[str, Any]]:
    meta = out / "data" / split / "metadata.jsonl"
    if not meta.exists():
        raise FileNotFoundError(f"{meta} not found: is {out} a built dataset?")
    return [json.loads(line) for line in meta.read_text(encoding="utf-8").splitlines() if line]


def annotate(image: Image.Image, row: dict[str, Any]) -> Image.Image:
    """The page with its target box, point and a caption strip below (every target of a
    multi-target row: numbered boxes, and one caption line per target)."""
    if isinstance(row.get("targets"), list):
        return annotate_targets(image, row)
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


COLOURS = ((230, 30, 60), (20, 120, 230), (0, 150, 70), (200, 110, 0), (150, 40, 200),
           (0, 150, 160), (220, 0, 160), (110, 110, 0))


def annotate_targets(image: Image.Image, row: dict[str, Any]) -> Image.Image:
    """A multi-target page: target k's box and point in colour k with its number; the
    caption lists each instruction (absent targets say so, they have no box)."""
    targets = row["targets"]
    w, h = image.size
    line = 20
    canvas = Image.new("RGB", (w, h + 36 + line * len(targets)), (250, 250, 250))
    canvas.paste(image.convert("RGB"), (0, 0))
    draw = ImageDraw.Draw(canvas)
    book = fontbook()
    font = book.sized("dejavu_sans", "regular", 15).font
    small = book.sized("dejavu_sans", "regular", 13).font
    for k, target in enumerate(targets):
        colour = COLOURS[k % len(COLOURS)]
        if target.get("bbox"):
            x1, y1, x2, y2 = target["bbox"]
            draw.rectangle((x1 - 1, y1 - 1, x2, y2), outline=colour, width=2)
            px, py = target["point"]
            draw.ellipse((px - 3, py - 3, px + 3, py + 3), outline=colour, width=2)
            draw.text((x1, max(0, y1 - 15)), str(k), fill=colour, font=small)
        tag = " [absent]" if target.get("answer_type") == "absent" else ""
        draw.text((12, h + 6 + k * line), f"{k}. {target['instruction'][:110]}{tag}",
                  fill=colour, font=font)
    facts = (f"{row['id']}  {row['surface']}  {row['language']}  {w}x{h}  "
             f"scale {row.get('scale', 1)}")
    draw.text((12, h + 10 + len(targets) * line), facts, fill=(90, 90, 90), font=small)
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


def register(app: typer.Typer) -> None:
    @app.command("preview")
    def preview_command(
        out: Path = typer.Argument(..., help="A built dataset."),
        dest: Path = typer.Option(None, "--out", help="Where to write (default OUT/preview)."),
        ids: str = typer.Option("", "--ids", help="Only these ids (a,b,c)."),
        split: str = typer.Option("test", "--split"),
        limit: int = typer.Option(16, "--limit", help="At most this many examples."),
    ) -> None:
        """Draw box, point and instruction over examples, plus a contact sheet."""
        selected = [i.strip() for i in ids.split(",") if i.strip()] or None
        try:
            written = preview(out, dest or out / "preview", selected, split, limit)
        except (FileNotFoundError, KeyError) as exc:
            typer.echo(f"error: {exc.args[0]}", err=True)
            raise typer.Exit(2) from None
        typer.echo(f"wrote {len(written)} images to {(dest or out / 'preview')}")
