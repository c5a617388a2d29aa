"""``pointerbench-text preview``: draw each example's box and point with its instruction.

Writes one PNG per selected example (the page with the target box, the point and a
caption strip holding the instruction, its quoted texts highlighted) and a contact sheet
of them. With the geometry sidecar (``--with-geometry``), the region, row or column an
instruction's location clause names ("in the sidebar", "in cell C3", "in the message from
Ana") is outlined dashed, as the verifier resolves it. ``--sample K --seed S`` picks K
random rows spread over the surfaces (one per surface in turn).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import typer
from PIL import Image, ImageDraw

from generator.fonts import fontbook
from generator.gallery.flags import FlagsError, read_ids
from generator.geometry import PageGeometry

BOX = (230, 30, 60)
REGION = (20, 110, 220)
QUOTE_FILL = (255, 236, 140)
CAPTION_HEIGHT = 64
SELECTION = (51, 144, 255, 96)  # the translucent blue of a text selection
START, END = (20, 150, 60), (230, 30, 60)


def only_split(out: Path) -> str:
    """The split of a dataset that has one (``--split`` is needed when it has several)."""
    splits = sorted(p.parent.name for p in (out / "data").glob("*/metadata.jsonl"))
    if len(splits) == 1:
        return splits[0]
    if not splits:
        raise FileNotFoundError(f"{out / 'data'} holds no metadata.jsonl: is {out} a built "
                                "dataset?")
    raise FileNotFoundError(f"{out} has the splits {', '.join(splits)}: choose one with "
                            "--split")


def load_rows(out: Path, split: str) -> list[dict[str, Any]]:
    meta = out / "data" / split / "metadata.jsonl"
    if not meta.exists():
        raise FileNotFoundError(f"{meta} not found: is {out} a built dataset?")
    return [json.loads(line) for line in meta.read_text(encoding="utf-8").splitlines() if line]


def named_regions(geo: PageGeometry, row: dict[str, Any]) -> list[tuple[int, int, int, int]]:
    """Boxes of the regions the instruction's location clause names, as the verifier
    reads it (empty when it names none or does not parse)."""
    from generator.verify.grammar import lexicon
    from generator.verify.parser import parse_instruction
    from generator.verify.resolve import Resolver

    try:
        query = parse_instruction(row["instruction"], row["language"])
        resolver = Resolver(geo, lexicon(row["language"]))
    except Exception:  # a preview never fails on a row the verifier cannot read
        return []
    refs = [r for r in (query.word, query.word2, query.span, query.span2) if r is not None]
    ids: set[int] = set()
    for ref in refs:
        if ref.region is not None:
            ids |= resolver.regions(ref.region)
    return [geo.regions[i].box for i in sorted(ids)]


def dashed(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], colour, dash: int = 6
           ) -> None:
    x1, y1, x2, y2 = box
    for x in range(x1, x2, 2 * dash):
        draw.line((x, y1, min(x + dash, x2), y1), fill=colour, width=2)
        draw.line((x, y2, min(x + dash, x2), y2), fill=colour, width=2)
    for y in range(y1, y2, 2 * dash):
        draw.line((x1, y, x1, min(y + dash, y2)), fill=colour, width=2)
        draw.line((x2, y, x2, min(y + dash, y2)), fill=colour, width=2)


APOSTROPHES = "'’"


def _quote_pairs(lang: str) -> list[tuple[str, str]]:
    """The language's quotation marks and code quotes, as the verifier reads them."""
    from generator.verify.grammar import lexicon

    try:
        lex = lexicon(lang)
        return [tuple(p) for p in list(lex.QUOTES) + list(lex.CODE_QUOTES)]
    except Exception:  # noqa: BLE001 - an unknown language: the common marks
        return [("“", "”"), ("„", "“"), ("«", "»"), ("»", "«"), ("‘", "’"), ('"', '"'),
                ("'", "'"), ("`", "`")]


def quoted_spans(text: str, lang: str) -> list[tuple[int, int]]:
    """[start, end) of each quoted text of ``text`` with its marks, by the language's
    quotation marks; an apostrophe inside a word (l'espace, d'une) neither opens nor
    closes one (r57 0022: "l'espace entre « d'" was highlighted)."""
    def word(k: int) -> bool:
        return 0 <= k < len(text) and (text[k].isalnum() or text[k] == "_")

    pairs, out, i = _quote_pairs(lang), [], 0
    while i < len(text):
        for left, right in pairs:
            if text[i] != left or (left in APOSTROPHES and word(i - 1)):
                continue
            j = next((k for k in range(i + 1, len(text)) if text[k] == right
                      and not (right in APOSTROPHES and word(k + 1))), None)
            if j is not None and text[i + 1:j].strip():
                out.append((i, j + 1))
                i = j
                break
        i += 1
    return out


def caption(draw: ImageDraw.ImageDraw, xy: tuple[int, int], text: str, font,
            lang: str = "") -> None:
    """The instruction, each quoted text on a highlight."""
    x, y = xy
    pos = 0
    for span in quoted_spans(text, lang) + [None]:
        start = span[0] if span else len(text)
        plain = text[pos:start]
        draw.text((x, y), plain, fill=(20, 20, 20), font=font)
        x += draw.textlength(plain, font=font)
        if span is None:
            break
        width = draw.textlength(text[span[0]:span[1]], font=font)
        draw.rectangle((x, y - 1, x + width, y + 21), fill=QUOTE_FILL)
        draw.text((x, y), text[span[0]:span[1]], fill=(20, 20, 20), font=font)
        x += width
        pos = span[1]


def annotate(image: Image.Image, row: dict[str, Any],
             geo: PageGeometry | None = None) -> Image.Image:
    """The page with its target box, point, the named region (dashed) and a caption
    (every target of a multi-target row: numbered boxes, one caption line per target)."""
    if isinstance(row.get("targets"), list):
        return annotate_targets(image, row)
    w, h = image.size
    canvas = Image.new("RGB", (w, h + CAPTION_HEIGHT), (250, 250, 250))
    canvas.paste(image.convert("RGB"), (0, 0))
    draw = ImageDraw.Draw(canvas)
    for box in named_regions(geo, row) if geo is not None else []:
        dashed(draw, (box[0] - 2, box[1] - 2, box[2] + 1, box[3] + 1), REGION)
    if row.get("answer_type") == "drag":
        canvas = draw_drag(canvas, row)
        draw = ImageDraw.Draw(canvas)
    else:
        x1, y1, x2, y2 = row["bbox"]
        draw.rectangle((x1 - 1, y1 - 1, x2, y2), outline=BOX, width=2)
        px, py = row["point"]
        draw.ellipse((px - 4, py - 4, px + 4, py + 4), outline=BOX, width=2)
        draw.line((px - 9, py, px + 9, py), fill=BOX)
        draw.line((px, py - 9, px, py + 9), fill=BOX)
    book = fontbook()
    font = book.sized("dejavu_sans", "regular", 17).font
    small = book.sized("dejavu_sans", "regular", 13).font
    caption(draw, (12, h + 8), row["instruction"][:120], font, row.get("language", ""))
    facts = (f"{row['id']}  {row['category']}  {row['surface']}  {row['language']}  "
             f"{row['difficulty']}  bbox={row['bbox']}")
    draw.text((12, h + 36), facts, fill=(90, 90, 90), font=small)
    return canvas


def selection_bands(row: dict[str, Any]) -> list[tuple[int, int, int, int]]:
    """The highlighted area of a selection as an editor draws it: from the start caret to
    the end of the first line, whole lines between, the last line up to the end caret
    (the start and end boxes give the first and last line; the bbox the text column)."""
    sx, ex = row["start_point"][0], row["end_point"][0]
    s_top, s_bot = row["start_bbox"][1], row["start_bbox"][3]
    e_top, e_bot = row["end_bbox"][1], row["end_bbox"][3]
    left, right = row["bbox"][0], row["bbox"][2]
    if s_top == e_top:
        return [(min(sx, ex), s_top, max(sx, ex), s_bot)]
    bands = [(sx, s_top, right, s_bot)]
    if e_top > s_bot:
        bands.append((left, s_bot, right, e_top))
    bands.append((left, e_top, ex, e_bot))
    return bands


def draw_drag(canvas: Image.Image, row: dict[str, Any]) -> Image.Image:
    """A drag row: the selected text highlighted, both end boxes, an arrow start -> end."""
    layer = Image.new("RGBA", canvas.size, (0, 0, 0, 0))
    shade = ImageDraw.Draw(layer)
    for x1, y1, x2, y2 in selection_bands(row):
        shade.rectangle((x1, y1, x2 - 1, y2 - 1), fill=SELECTION)
    out = Image.alpha_composite(canvas.convert("RGBA"), layer).convert("RGB")
    draw = ImageDraw.Draw(out)
    for key, colour in (("start_bbox", START), ("end_bbox", END)):
        x1, y1, x2, y2 = row[key]
        draw.rectangle((x1, y1, x2, y2), outline=colour, width=1)
    (sx, sy), (ex, ey) = row["start_point"], row["end_point"]
    draw.line((sx, sy, ex, ey), fill=END, width=2)
    length = max(1.0, ((ex - sx) ** 2 + (ey - sy) ** 2) ** 0.5)
    ux, uy = (ex - sx) / length, (ey - sy) / length
    head = [(ex, ey), (ex - 9 * ux + 4 * uy, ey - 9 * uy - 4 * ux),
            (ex - 9 * ux - 4 * uy, ey - 9 * uy + 4 * ux)]
    draw.polygon(head, fill=END)
    draw.ellipse((sx - 3, sy - 3, sx + 3, sy + 3), outline=START, width=2)
    return out


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
        if target.get("answer_type") == "drag":  # both end boxes, a line start -> end
            for key in ("start_bbox", "end_bbox"):
                draw.rectangle(tuple(target[key]), outline=colour, width=1)
            draw.line((*target["start_point"], *target["end_point"]), fill=colour, width=1)
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


def spread_sample(rows: list[dict[str, Any]], k: int, seed: int) -> list[dict[str, Any]]:
    """``k`` random rows, one surface after another (surfaces in random order, a random
    row of each), so a small sample covers as many surfaces as it can."""
    rng = np.random.default_rng(seed)
    by_surface: dict[str, list[dict[str, Any]]] = {}
    for r in rows:
        by_surface.setdefault(r["surface"], []).append(r)
    pools = [by_surface[s] for s in sorted(by_surface)]
    pools = [[pool[i] for i in rng.permutation(len(pool))] for pool in pools]
    order = [pools[i] for i in rng.permutation(len(pools))]
    out: list[dict[str, Any]] = []
    while len(out) < min(k, len(rows)):
        for pool in order:
            if pool and len(out) < k:
                out.append(pool.pop())
    return sorted(out, key=lambda r: r["id"])


def load_geometry(out: Path, split: str, row: dict[str, Any]) -> PageGeometry | None:
    stem = Path(row["file_name"]).with_suffix("").as_posix()
    path = out / "geometry" / split / f"{stem}.json.gz"
    return PageGeometry.loads_gz(path.read_bytes()) if path.exists() else None


def preview(out: Path, dest: Path, ids: list[str] | None, split: str, limit: int,
            sample: int = 0, seed: int = 0) -> list[Path]:
    rows = load_rows(out, split)
    if sample:
        rows = spread_sample(rows, sample, seed)
        limit = max(limit, sample)
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
            image = annotate(page, row, load_geometry(out, split, row))
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
        split: str = typer.Option("", "--split", help="The split to draw (default: the "
                                                      "dataset's only split)."),
        limit: int = typer.Option(16, "--limit", min=1, help="At most this many examples."),
        sample: int = typer.Option(0, "--sample", min=0,
                                   help="K random rows spread over surfaces."),
        seed: int = typer.Option(0, "--seed", min=0, help="Seed of --sample."),
    ) -> None:
        """Draw box, point and instruction over examples, plus a contact sheet."""
        try:
            selected = _selected_ids(ids)
            written = preview(out, dest or out / "preview", selected, split or only_split(out),
                              limit, sample, seed)
        except (FileNotFoundError, KeyError, FlagsError) as exc:
            typer.echo(f"error: {exc.args[0]}", err=True)
            raise typer.Exit(2) from None
        except (OSError, ValueError) as exc:  # --out a file, a damaged page or metadata
            typer.echo(f"error: cannot preview {out}: {exc}", err=True)
            raise typer.Exit(2) from None
        typer.echo(f"wrote {len(written)} images to {(dest or out / 'preview')}")
        total = len(load_rows(out, split or only_split(out)))
        if not selected and not sample and total > limit:  # say what --limit left out
            typer.echo(f"drew {limit} of {total} rows; --limit {total} draws them all")
