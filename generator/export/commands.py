"""``pointerbench-text export OUT --format F --coords C --out DIR``: a built dataset in a
trainer's format (see generator/export/formats.py). Bad input: one ``error:`` line, exit 2.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import typer

from generator.config import ConfigError
from generator.export.coords import SYSTEMS
from generator.export.formats import FORMATS, conversation, messages, parse_templates
from generator.export.parquet import DEFAULT_SHARD_SIZE, write_shards
from generator.writer import write_atomic


def read_rows(out: Path, split: str) -> Iterator[dict[str, Any]]:
    meta = out / "data" / split / "metadata.jsonl"
    if not meta.is_file():
        raise ConfigError(f"{meta} not found: is {out} a dataset built with split {split!r}?")
    with open(meta, encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                yield json.loads(line)


def run_export(out: Path, fmt: str, system: str, dest: Path, split: str = "train",
               templates: dict[str, str] | None = None, shard_size: int = DEFAULT_SHARD_SIZE,
               embed_images: bool = False) -> list[Path]:
    if fmt not in FORMATS:
        raise ConfigError(f"unknown format {fmt!r}; expected one of {', '.join(FORMATS)}")
    if system not in SYSTEMS:
        raise ConfigError(f"unknown coordinates {system!r}; expected one of {', '.join(SYSTEMS)}")
    templates = templates or parse_templates([])
    image_dir = out / "data" / split
    rows = read_rows(out, split)
    dest.mkdir(parents=True, exist_ok=True)
    if fmt == "parquet":
        written = write_shards(rows, image_dir, dest / "data", split, system, templates,
                               shard_size)
    elif fmt == "conversations":
        path = dest / f"{split}.json"
        items = [conversation(row, system, templates) for row in rows]
        write_atomic(path, json.dumps(items, ensure_ascii=False, indent=1).encode("utf-8"))
        written = [path]
    else:
        path = dest / f"{split}.jsonl"
        embed = image_dir if embed_images else None
        lines = (json.dumps(messages(row, system, templates, embed), ensure_ascii=False) + "\n"
                 for row in rows)
        write_atomic(path, "".join(lines).encode("utf-8"))
        written = [path]
    note = (f"# Export of {out.resolve()} ({split})\n\nformat: {fmt}\ncoordinates: {system}\n"
            f"image folder: {image_dir.resolve()}\nanswer templates: "
            f"{json.dumps(templates, ensure_ascii=False)}\n\nSee generator/export/formats.py "
            "and generator/export/coords.py for the layout and the coordinate rules.\n")
    write_atomic(dest / "README.md", note.encode("utf-8"))
    return written


def register(app: typer.Typer) -> None:
    @app.command("export")
    def export_command(
        out: Path = typer.Argument(..., help="A built dataset."),
        fmt: str = typer.Option("conversations", "--format",
                                help="conversations, messages or parquet."),
        coords: str = typer.Option("pixel", "--coords", help="pixel, norm1000, norm1, qwen25."),
        dest: Path = typer.Option(..., "--out", help="Output directory."),
        split: str = typer.Option("train", "--split"),
        template: list[str] = typer.Option([], "--answer-template",
                                           help="KIND=TEXT (KIND point, bbox, drag or absent)."),
        shard_size: int = typer.Option(DEFAULT_SHARD_SIZE, "--shard-size",
                                       help="Bytes of PNG per Parquet shard."),
        embed_images: bool = typer.Option(False, "--embed-images",
                                          help="messages: images as base64 data URLs."),
    ) -> None:
        """Export a built dataset for training (one conversation per page)."""
        try:
            templates = parse_templates(template)
            if shard_size <= 0:
                raise ConfigError(f"--shard-size must be positive, got {shard_size}")
            written = run_export(out, fmt, coords, dest, split, templates, shard_size,
                                 embed_images)
        except (ConfigError, ValueError, OSError) as exc:
            typer.echo(f"error: {exc}", err=True)
            raise typer.Exit(2) from None
        typer.echo(f"wrote {len(written)} file(s) to {dest}")
