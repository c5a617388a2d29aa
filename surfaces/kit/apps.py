"""Application widgets: JSON viewers, key-value rows, file icons, ticker rows with coloured
deltas, departure-board rows, ticket stubs with perforation, barcodes and shape charts.

Charts, icons and barcodes are shapes only (never text). JSON bodies are ``code`` lines
(one text block per line); values, prices and deltas are ``text``; captions ``chrome``.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from generator.layout import Span, Style, measure
from generator.page import Page, Theme
from surfaces.kit import codes2d
from surfaces.kit.chrome import ui_style
from surfaces.kit.typography import style

Box = tuple[int, int, int, int]
RGB = tuple[int, int, int]
Token = list[str]  # [text, kind]: key | str | num | lit | punct

METHOD_COLOURS = {"GET": "green", "POST": "orange", "PUT": "blue", "PATCH": "purple",
                  "DELETE": "red"}
JSON_LIGHT = {"key": (160, 30, 90), "str": (20, 120, 60), "num": (25, 80, 200),
              "lit": (150, 70, 0), "punct": (90, 94, 100)}
JSON_DARK = {"key": (240, 130, 170), "str": (150, 210, 120), "num": (120, 170, 255),
             "lit": (240, 180, 100), "punct": (160, 165, 175)}
FILE_COLOURS = {"folder": (90, 160, 230), "pdf": (215, 60, 50), "doc": (40, 100, 200),
                "sheet": (30, 140, 70), "image": (150, 90, 200), "audio": (230, 120, 40),
                "video": (200, 60, 120), "zip": (140, 120, 90), "text": (120, 125, 135),
                "code": (0, 130, 140)}


# ---- JSON ------------------------------------------------------------------------------

def json_tokens(value: Any, indent: int = 0, key: str | None = None,
                last: bool = True) -> list[list[Token]]:
    """Pretty-printed JSON of ``value`` as token lines (2-space indent)."""
    pad = [["  " * indent, "punct"]] if indent else []
    head = pad + ([[f'"{key}"', "key"], [": ", "punct"]] if key is not None else [])
    comma = [] if last else [[",", "punct"]]
    if isinstance(value, dict | list):
        items = list(value.items()) if isinstance(value, dict) else [(None, v) for v in value]
        opener, closer = ("{", "}") if isinstance(value, dict) else ("[", "]")
        if not items:
            return [head + [[opener + closer, "punct"]] + comma]
        lines = [head + [[opener, "punct"]]]
        for i, (k, v) in enumerate(items):
            lines += json_tokens(v, indent + 1, k, i == len(items) - 1)
        return lines + [pad + [[closer, "punct"]] + comma]
    if isinstance(value, bool) or value is None:
        tok = [str(value).lower() if value is not None else "null", "lit"]
    elif isinstance(value, int | float):
        tok = [str(value), "num"]
    else:
        tok = [f'"{value}"', "str"]
    return [head + [tok] + comma]


def draw_json(page: Page, theme: Theme, typo: dict[str, Any], box: Box,
              lines: list[list[Token]], size: int | None = None, numbers: bool = True,
              pitch: float = 1.5) -> int:
    """Token lines with an optional line-number gutter; returns the y below the last line."""
    colours = JSON_DARK if theme.name == "dark" else JSON_LIGHT
    size = size or typo["size"] - 1
    base = style(typo["mono"], size, colours["punct"])
    step = round(size * pitch)
    x1, y1, x2, y2 = box
    gutter = x1 + (round(size * 0.62 * 3) + 20 if numbers else 8)
    y = y1
    for k, tokens in enumerate(lines):
        if y + step > y2:
            break
        if numbers:
            page.label(x1 + 6, y + (step - round(size * 2.2)) // 2, f"{k + 1:>3}",
                       base.but(color=theme.faded(theme.muted)), role="chrome",
                       max_width=gutter - x1 - 8)
        spans = [Span(t, base.but(color=colours[kind])) for t, kind in tokens if t]
        if "".join(s.text for s in spans).strip():
            page.text((gutter, y, x2, y + step + 4), spans, base, role="code", wrap=False,
                      max_lines=1, line_height=pitch)
        y += step
    return y


def method_badge(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, method: str,
                 size: int | None = None, role: str = "text") -> int:
    """An HTTP method in its conventional colour (bold mono); returns the right edge."""
    name = METHOD_COLOURS.get(method, "blue")
    st = style(typo["mono"], size or typo["size"] - 2, theme.palette[name], bold=True,
               color_name=name)
    return page.label(x, y, method, st, role=role).right


# ---- files -----------------------------------------------------------------------------

def file_icon(page: Page, x: int, y: int, kind: str, size: int = 18) -> None:
    """A folder (tabbed) or a document with a folded corner and a coloured band."""
    colour = FILE_COLOURS.get(kind, FILE_COLOURS["text"])
    if kind == "folder":
        h = round(size * 0.78)
        top = y + (size - h)
        page.rect((x, top - 3, x + size * 4 // 9, top + 2), colour, radius=2, name="icon")
        page.rect((x, top, x + size, y + size), colour, radius=2, name="icon")
        return
    w = round(size * 0.78)
    fold = max(4, size // 4)
    page.polygon([(x, y), (x + w - fold, y), (x + w, y + fold), (x + w, y + size), (x, y + size)],
                 (250, 250, 252), name="icon")
    page.line((x, y), (x, y + size), (170, 172, 178), name="icon")
    page.line((x + w, y + fold), (x + w, y + size), (170, 172, 178), name="icon")
    page.line((x, y + size), (x + w, y + size), (170, 172, 178), name="icon")
    page.rect((x + 1, y + size // 2, x + w, y + size - 2), colour, name="icon")


def spread_size(rng: np.random.Generator, low: int, high: int) -> int:
    """A file size between ``low`` and ``high`` bytes, as evenly spread over the orders of
    magnitude as real folders are (log-uniform: as many 20 KB files as 2 MB ones)."""
    return int(round(float(np.exp(rng.uniform(np.log(low), np.log(high))))))


def human_size(n_bytes: int, lang: str) -> str:
    """1.2 MB / 1,2 MB / 340 KB in the language's decimal style."""
    from surfaces.kit.numbers import byte_unit, format_number

    units = [byte_unit(u, lang) for u in ("B", "KB", "MB", "GB")]  # fr: o, Ko, Mo, Go
    value, unit = float(n_bytes), 0
    while value >= 1000 and unit < 3:
        value, unit = value / 1000, unit + 1
    decimals = 0 if unit < 2 or value >= 100 else 1
    return f"{format_number(value, lang, decimals)} {units[unit]}"


# ---- prices and deltas -----------------------------------------------------------------

def is_flat(delta: str) -> bool:
    """A change that prints as zero ("0,0 %", "0.00 (0.00%)", "0,0 Pkt."): it went neither
    up nor down, so it is grey and has no arrow (a green up-triangle over "0,0 %": review
    r62 0004). Every dashboard's change (cards, tickers, badges) asks this one rule."""
    return any(ch.isdigit() for ch in delta) and not any(ch in "123456789" for ch in delta)


# the measures whose rise is bad news: red when they go up, green when they come down (a
# dashboard colours a change by what it means, never by its sign alone); every other measure
# (revenue, users, sessions, conversion, savings) is good news going up
BAD_WHEN_UP = frozenset({"expenses", "spending", "costs", "bounce", "churn", "error_rate",
                         "errors", "latency", "response_time", "refunds", "returns", "downtime",
                         "debt", "fees", "cpu", "incidents"})


def good_when_up(key: str) -> bool:
    """Whether a rise in the measure ``key`` is good news (see BAD_WHEN_UP)."""
    return key not in BAD_WHEN_UP


def delta_colour(theme: Theme, up: bool, text: str = "") -> tuple[RGB, str]:
    """The colour of a change: green when ``up`` (good news: pass ``rise == good_when_up(key)``
    for a measure), red when not, grey when ``text`` prints as zero."""
    if is_flat(text):
        return theme.muted, ""
    name = "green" if up else "red"
    return theme.palette[name], name


def arrow(page: Page, x: int, y: int, up: bool, colour: RGB, size: int = 8) -> None:
    """A small filled triangle pointing up or down, its top-left at (x, y)."""
    if up:
        page.polygon([(x, y + size), (x + size, y + size), (x + size // 2, y)], colour,
                     name="delta arrow")
    else:
        page.polygon([(x, y), (x + size, y), (x + size // 2, y + size)], colour, name="delta arrow")


def delta_label(page: Page, theme: Theme, st: Style, x: int, y: int, text: str, up: bool,
                with_arrow: bool = True, align_right: int | None = None) -> int:
    """A coloured change (+1.2%); right-aligned at ``align_right`` when given."""
    colour, name = delta_colour(theme, up, text)
    with_arrow = with_arrow and not is_flat(text)
    dst = st.but(color=colour, color_name=name)
    width = round(measure(text, dst)[0]) + (12 if with_arrow else 0)
    if align_right is not None:
        x = align_right - width
    if with_arrow:
        arrow(page, x, y + round(st.size * 1.1) - 4, up, colour)
        x += 12
    return page.label(x, y, text, dst, role="text").right


def ticker_row(page: Page, theme: Theme, typo: dict[str, Any], box: Box, row: dict[str, Any],
               name: str, spark: bool = True) -> None:
    """A watchlist row: symbol and name, optional sparkline, price and coloured change."""
    x1, y1, x2, y2 = box
    st = ui_style(typo, theme)
    h = y2 - y1
    with page.region(name, "row", box, label=row["symbol"]):
        page.label(x1, y1 + h // 2 - round(st.size * 1.9), row["symbol"], st.but(bold=True),
                   role="text", max_width=(x2 - x1) // 2)
        page.label(x1, y1 + h // 2 - 2, row["name"], st.but(size=st.size - 2, color=theme.muted),
                   role="text", max_width=(x2 - x1) * 45 // 100)
        colour, _ = delta_colour(theme, row["up"], row["delta"])
        if spark and row.get("spark"):
            sx = x1 + (x2 - x1) * 47 // 100
            line_chart(page, (sx, y1 + 10, sx + (x2 - x1) // 5, y2 - 10), row["spark"], colour)
        pw = round(measure(row["price"], st)[0])
        page.label(x2 - pw, y1 + h // 2 - round(st.size * 1.9), row["price"], st, role="text")
        delta_label(page, theme, st.but(size=st.size - 2), 0, y1 + h // 2 - 2, row["delta"],
                    row["up"], with_arrow=False, align_right=x2)


# ---- charts (shapes only) ---------------------------------------------------------------

def line_chart(page: Page, box: Box, values: list[float], colour: RGB, width: int = 2,
               fill: RGB | None = None, grid: RGB | None = None, lines: int = 4) -> None:
    """A line chart (optional area fill and horizontal grid lines) of ``values``."""
    x1, y1, x2, y2 = box
    if grid is not None:
        for k in range(lines + 1):
            gy = y1 + (y2 - y1) * k // lines
            page.line((x1, gy), (x2, gy), grid, name="grid")
    lo, hi = min(values), max(values)
    span = (hi - lo) or 1.0
    pts = [(round(x1 + (x2 - x1) * k / max(1, len(values) - 1)),
            round(y2 - 2 - (y2 - y1 - 4) * (v - lo) / span)) for k, v in enumerate(values)]
    if fill is not None:
        page.polygon([(x1, y2)] + pts + [(x2, y2)], fill, name="chart area")
    for a, b in zip(pts, pts[1:], strict=False):
        page.line(a, b, colour, width, name="chart line")


def sample_ohlc(rng: np.random.Generator, n: int, start: float, vol: float) -> list[list[float]]:
    """Open/high/low/close candles of a random walk (JSON-able)."""
    out, price = [], start
    for _ in range(n):
        close = max(0.01, price * (1 + float(rng.normal(0, vol))))
        hi = max(price, close) * (1 + abs(float(rng.normal(0, vol / 2))))
        lo = min(price, close) * (1 - abs(float(rng.normal(0, vol / 2))))
        out.append([round(price, 4), round(hi, 4), round(lo, 4), round(close, 4)])
        price = close
    return out


def candles(page: Page, theme: Theme, box: Box, ohlc: list[list[float]],
            grid: RGB | None = None) -> None:
    """A candlestick chart: green rising candles, red falling ones, wicks as lines."""
    x1, y1, x2, y2 = box
    if grid is not None:
        for k in range(5):
            gy = y1 + (y2 - y1) * k // 4
            page.line((x1, gy), (x2, gy), grid, name="grid")
    lo = min(c[2] for c in ohlc)
    hi = max(c[1] for c in ohlc)
    span = (hi - lo) or 1.0

    def py(v: float) -> int:
        return round(y2 - (y2 - y1) * (v - lo) / span)

    step = (x2 - x1) / len(ohlc)
    w = max(2, round(step * 0.62))
    for k, (o, h, lw, c) in enumerate(ohlc):
        colour = theme.palette["green" if c >= o else "red"]
        cx = round(x1 + step * k + step / 2)
        page.line((cx, py(h)), (cx, py(lw)), colour, name="wick")
        top, bottom = sorted((py(o), py(c)))
        page.rect((cx - w // 2, top, cx - w // 2 + w, max(bottom, top + 1)), colour,
                  name="candle")


def _arc_points(cx: float, cy: float, r: float, a0: float, a1: float) -> list[tuple[int, int]]:
    n = max(2, int(abs(a1 - a0) / 0.08) + 1)
    return [(round(cx + r * math.cos(a0 + (a1 - a0) * k / (n - 1))),
             round(cy + r * math.sin(a0 + (a1 - a0) * k / (n - 1)))) for k in range(n)]


def donut(page: Page, box: Box, fractions: list[float], colours: list[RGB], hole: RGB,
          thickness: float = 0.36) -> None:
    """A donut chart: one wedge per fraction (clockwise from 12 o'clock), a hole on top."""
    x1, y1, x2, y2 = box
    cx, cy, r = (x1 + x2) / 2, (y1 + y2) / 2, min(x2 - x1, y2 - y1) / 2
    total = sum(fractions) or 1.0
    a = -math.pi / 2
    for f, colour in zip(fractions, colours, strict=False):
        b = a + 2 * math.pi * f / total
        page.polygon([(round(cx), round(cy))] + _arc_points(cx, cy, r, a, b), colour,
                     name="chart wedge")
        a = b
    inner = r * (1 - thickness)
    page.ellipse((round(cx - inner), round(cy - inner), round(cx + inner), round(cy + inner)),
                 hole, name="chart hole")


def ring(page: Page, box: Box, fraction: float, colour: RGB, track: RGB, hole: RGB,
         thickness: float = 0.22) -> None:
    """A progress ring (activity ring) filled to ``fraction`` of a turn."""
    x1, y1, x2, y2 = box
    page.ellipse(box, track, name="ring track")
    cx, cy, r = (x1 + x2) / 2, (y1 + y2) / 2, (x2 - x1) / 2
    f = max(0.0, min(1.0, fraction))
    if f > 0:
        a0 = -math.pi / 2
        page.polygon([(round(cx), round(cy))] + _arc_points(cx, cy, r, a0, a0 + 2 * math.pi * f),
                     colour, name="ring")
    inner = r * (1 - thickness)
    page.ellipse((round(cx - inner), round(cy - inner), round(cx + inner), round(cy + inner)),
                 hole, name="ring hole")


def waveform(page: Page, box: Box, values: list[float], played: RGB, rest: RGB,
             fraction: float) -> None:
    """An audio waveform as centred vertical bars; the played part in ``played``."""
    x1, y1, x2, y2 = box
    n = len(values)
    step = (x2 - x1) / n
    cy = (y1 + y2) // 2
    for k, v in enumerate(values):
        bx = round(x1 + k * step)
        half = max(1, round((y2 - y1) / 2 * v))
        colour = played if k / n < fraction else rest
        page.rect((bx, cy - half, bx + max(2, round(step * 0.6)), cy + half), colour, radius=1,
                  name="waveform")


# ---- tickets ----------------------------------------------------------------------------

def perforation(page: Page, x: int, y1: int, y2: int, colour: RGB, notch: RGB) -> None:
    """A vertical tear line of small dots with a semicircular notch at both ends."""
    for y in range(y1 + 16, y2 - 12, 9):
        page.ellipse((x - 2, y, x + 2, y + 4), colour, name="perforation")
    page.ellipse((x - 11, y1 - 11, x + 11, y1 + 11), notch, name="notch")
    page.ellipse((x - 11, y2 - 11, x + 11, y2 + 11), notch, name="notch")


def barcode(page: Page, box: Box, bars: list[int], colour: RGB) -> None:
    """A 1-D barcode from bar widths (alternating bar, gap), scaled to the box width."""
    x1, y1, x2, y2 = box
    unit = (x2 - x1) / max(1, sum(bars))
    x = float(x1)
    for k, w in enumerate(bars):
        if k % 2 == 0:
            page.rect((round(x), y1, max(round(x) + 1, round(x + w * unit)), y2), colour,
                      name="barcode")
        x += w * unit


def qr_code(page: Page, box: Box, seed: int, ink: RGB, paper: RGB) -> None:
    """A QR code (kit.codes2d): finders, timing, alignment and a quiet zone; a symbol under
    100 px is version 1 (21 modules) so its modules stay at least 3 px."""
    size = min(box[2] - box[0], box[3] - box[1])
    codes2d.qr_code(page, box, seed, ink, paper, version=1 if size < 100 else 2)


def sample_bars(rng: np.random.Generator, n: int = 60) -> list[int]:
    return [int(v) for v in rng.integers(1, 4, n)]


def sample_cells(rng: np.random.Generator) -> int:
    """The seed of a 2-D code's data modules (kit.codes2d)."""
    return int(rng.integers(1 << 31))


def field_pair(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, label: str,
               value: str, width: int, big: int = 0, ink: RGB | None = None) -> int:
    """A small caption over a bold value (ticket fields); returns the bottom y."""
    cap = ui_style(typo, theme, size=typo["size"] - 3, color=theme.muted)
    with page.region(f"field {label}", "field", (x, y, x + width, y + 18 + typo["size"] * 2 + big)):
        b = page.label(x, y, label.upper(), cap, role="structural", max_width=width)
        vst = ui_style(typo, theme, size=typo["size"] + big, bold=True, color=ink or theme.text)
        v = page.label(x, b.bottom - 8, value, vst, role="text", max_width=width)
    return v.bottom


def short_firm(content: Any, max_chars: int) -> str:
    """A company name of at most ``max_chars`` characters where one fits a narrow bar (a
    brand bar, a workspace line): up to 12 more draws, then the last one drawn."""
    name = content.firm()
    for _ in range(12):
        if len(name) <= max_chars:
            break
        name = content.firm()
    return name
