"""Terminal text: ANSI-style palettes, coloured monospace lines, shell prompts and log lines.

A terminal line is a list of segments ``[text, colour, bold]`` (plain JSON, so surfaces can
sample them); ``draw_lines`` draws each line as its own one-line text block of role
``code`` (line targets then mean one terminal row), wrapped never, truncated at the edge.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

import numpy as np

from generator.content import Content
from generator.layout import Span, measure
from generator.layout.engine import OVERHANG
from generator.page import Page
from generator.rng import choice
from surfaces.kit.log_world import records, stamp
from surfaces.kit.typography import style

Box = tuple[int, int, int, int]
RGB = tuple[int, int, int]
Segment = list[Any]  # [text, colour key, bold]

PALETTE_DARK: dict[str, RGB] = {
    "bg": (24, 24, 28), "fg": (220, 223, 228), "dim": (140, 146, 156), "red": (240, 96, 90),
    "green": (120, 200, 100), "yellow": (230, 200, 90), "blue": (100, 160, 240),
    "magenta": (200, 130, 220), "cyan": (90, 200, 210), "white": (245, 245, 245),
}
PALETTE_LIGHT: dict[str, RGB] = {
    "bg": (253, 253, 250), "fg": (40, 42, 46), "dim": (120, 124, 130), "red": (190, 40, 40),
    "green": (30, 125, 40), "yellow": (150, 110, 0), "blue": (30, 80, 190),
    "magenta": (150, 50, 160), "cyan": (0, 120, 135), "white": (20, 20, 20),
}
LEVEL_COLOURS = {"DEBUG": "dim", "INFO": "green", "WARN": "yellow", "ERROR": "red"}
LEVELS = ("DEBUG", "INFO", "WARN", "ERROR")
SERVICES = ("api", "auth", "billing", "worker", "gateway", "search", "mailer", "scheduler")


def palette(dark: bool) -> dict[str, RGB]:
    return PALETTE_DARK if dark else PALETTE_LIGHT


def seg(text: str, colour: str = "fg", bold: bool = False) -> Segment:
    return [text, colour, bold]


def draw_lines(page: Page, family: str, size: int, box: Box, lines: list[list[Segment]],
               colours: dict[str, RGB], line_height: float = 1.35, role: str = "code",
               pitch: int | None = None) -> int:
    """Draw terminal rows top-down from the box's top; returns the y after the last row."""
    x1, y1, x2, y2 = box
    pitch = pitch or round(size * line_height)
    base = style(family, size, colours["fg"])
    # a terminal chops a row at its last column and never prints "…" (r77 0007)
    columns = columns_of(family, size, x2 - x1)
    y = y1
    for segments in lines:
        if y + pitch > y2:
            break
        spans = [Span(text, base.but(color=colours[colour], bold=bool(bold)))
                 for text, colour, bold in chop(segments, columns) if text]
        if spans and "".join(s.text for s in spans).strip():
            page.text((x1, y, x2, y + pitch + 2), spans, base, role=role, wrap=False,
                      max_lines=1, line_height=pitch / size)
        y += pitch
    return y


def chop(segments: list[Segment], columns: int) -> list[Segment]:
    """``segments`` cut after ``columns`` characters (a row as wide as the terminal)."""
    out, used = [], 0
    for text, *rest in segments:
        out.append([text[:max(0, columns - used)], *rest])
        used += len(text)
        if used >= columns:
            break
    return out


def columns_of(family: str, size: int, width: int) -> int:
    """How many monospace characters a row ``width`` px wide holds."""
    return int((width + OVERHANG) // measure("M", style(family, size, (0, 0, 0)))[0])


def wrap(segments: list[Segment], columns: int) -> list[list[Segment]]:
    """A log line as a web log viewer shows it: wrapped after the last space that fits (inside a
    word only when the word is longer than a row), every character kept, its colours too."""
    text = "".join(t for t, *_ in segments)
    cuts, start = [], 0
    while len(text) - start > columns:
        space = text.rfind(" ", start + 1, start + columns + 1)
        start = space + 1 if space > start else start + columns
        cuts.append(start)
    rows, bounds = [], [0, *cuts, len(text)]
    for a, b in pairwise(bounds):
        row, at = [], 0
        for t, *rest in segments:
            part = t[max(0, a - at):max(0, b - at)]
            if part:
                row.append([part, *rest])
            at += len(t)
        rows.append(row)
    return rows


def prompt(user: str, host: str, cwd: str, kind: str = "bash") -> list[Segment]:
    """The segments of a shell prompt (bash ``user@host:cwd$``, zsh ``host% ``, fish)."""
    if kind == "zsh":
        return [seg(f"{user}@{host}", "green", True), seg(" "), seg(cwd, "cyan", True),
                seg(" % ")]
    if kind == "arrow":
        return [seg("> ", "green", True), seg(cwd, "cyan", True), seg(" ")]
    return [seg(f"{user}@{host}", "green", True), seg(":"), seg(cwd, "blue", True), seg("$ ")]


def timestamp(base_s: int, offset_ms: int, date: bool = True) -> str:
    """An ISO-like timestamp ``base_s`` seconds after 2025-01-01 plus ``offset_ms``."""
    total = base_s * 1000 + offset_ms
    s, ms = divmod(total, 1000)
    day, s = divmod(s, 86400)
    h, rem = divmod(s, 3600)
    m, sec = divmod(rem, 60)
    month, dom = divmod(day % 336, 28)
    clock = f"{h:02d}:{m:02d}:{sec:02d}.{ms:03d}"
    return f"2025-{month + 1:02d}-{dom + 1:02d} {clock}" if date else clock


def sample_log(rng: np.random.Generator, content: Content, n: int,
               levels: tuple[float, float, float, float] = (0.12, 0.62, 0.16, 0.10),
               start_s: int | None = None) -> list[dict[str, Any]]:
    """``n`` log records (ts, level, service, message) in time order, messages in the page's
    language; the first some seconds after ``start_s`` when it is given."""
    base = int(rng.integers(0, 300 * 86400)) if start_s is None else start_s
    offset = 0
    out = []
    for _ in range(n):
        offset += int(rng.integers(5, 4000))
        level = LEVELS[int(rng.choice(4, p=np.array(levels) / sum(levels)))]
        topic = {"DEBUG": "term.info", "INFO": "term.info", "WARN": "term.warn",
                 "ERROR": "term.error"}[level]
        out.append({"ts": timestamp(base, offset), "level": level,
                    "service": choice(rng, SERVICES), "message": content.sentence(topic)})
    return out


def service_log(rng: np.random.Generator, content: Content, service: str, n: int,
                end_s: int) -> list[dict[str, Any]]:
    """The last ``n`` lines a ``service`` of kit/log_world wrote before ``end_s`` (seconds
    of the day): its own routes and upstreams (a payment service's log names its invoices
    and the payments API, never an image resizer), tagged with the service."""
    end = max(end_s, 1800) * 1000
    recs = records(rng, content, [service], ("INFO", "WARN", "ERROR"), end - 1_500_000, end)
    return [{"ts": stamp(r["ms"], "", False), "level": r["level"], "service": r["service"],
             "message": r["message"]} for r in recs[-n:]]


def log_segments(record: dict[str, Any], with_date: bool = True,
                 with_service: bool = True) -> list[Segment]:
    ts = record["ts"] if with_date else record["ts"].split(" ")[-1]
    out = [seg(ts, "dim"), seg(" "), seg(f"{record['level']:<5}", LEVEL_COLOURS[record["level"]],
                                          record["level"] == "ERROR"), seg(" ")]
    if with_service:
        out += [seg(f"[{record['service']}]", "cyan"), seg(" ")]
    return out + [seg(record["message"])]
