"""A neighbourhood's street grid, sampled first and drawn from (wave 22, r78/r79): the streets
a place search names run east-west or north-south, two streets the world makes cross meet on
the map, each result's pin stands on its own street between two cross streets, parks fill
whole blocks (no invented river), and the scale bar and the list's distances follow one
metres-per-pixel worked out from the world's block length."""

from __future__ import annotations

import math
import re
from typing import Any

import numpy as np

from generator.layout import measure
from generator.page import Page
from surfaces.kit.maps import ink
from surfaces.kit.numbers import format_number
from surfaces.kit.typography import style

Box = tuple[int, int, int, int]
FOOT = 0.3048
# a US downtown block runs 350 to 650 ft, a European town's 70 to 140 m
BLOCK_M = {"en": (110.0, 190.0)}
BLOCK_M_ELSE = (70.0, 140.0)
MILE = 1609.344
# feet, then whole miles (an overview map's bar); metres, then kilometres
BARS_FT = (100, 200, 300, 500, 1000, 2000, 5280, 2 * 5280, 5 * 5280, 10 * 5280)
BARS_M = (20, 50, 100, 200, 300, 500, 1000, 2000, 5000, 10000)
_NUMBERED = re.compile(r"\b\d+(?:st|nd|rd|th)\b")


def bearing(name: str) -> bool | None:
    """Whether an American street runs east-west as its name says: "North High Street" and
    "2nd Avenue North" run north-south, "East Broad Street" east-west; a quadrant city's
    numbered street ("4th Street NW") north-south and its named ones east-west; another
    numbered street ("East 4th Street", "16th Street") east-west; None for a plain name."""
    word = re.search(r"\b(North|South|East|West)\b", name)
    if word:
        return word.group(1) in ("East", "West")
    if re.search(r"\b(?:NW|NE|SW|SE)$", name):
        return not _NUMBERED.search(name)
    return True if _NUMBERED.search(name) else None


def axes(lang: str, names: list[str], invented: bool) -> tuple[list[bool], list[bool]]:
    """Whether each named street runs east-west, and whether the world is sure of it. A
    neighbourhood the map invents (the country list's streets) alternates. An American
    town's streets run as their names say (bearing); a plain name crosses the others where
    these all run one way (Vine and Walnut Street cross East 4th Street), else it is
    unsure. A European town's real streets of one postcode run side by side: nothing says
    they cross, so no address joins two of them."""
    if invented or len(names) == 1:  # (one street alone runs across the map)
        return [k % 2 == 0 for k in range(len(names))], [True] * len(names)
    said = [bearing(n) for n in names] if lang == "en" else [None] * len(names)
    ways = {b for b in said if b is not None}
    if len(ways) == 1:
        other = not ways.pop()
        return [other if b is None else b for b in said], [True] * len(names)
    return [True if b is None else b for b in said], [b is not None for b in said]


def sample_grid(rng: np.random.Generator, lang: str, names: list[str],
                invented: bool, shape: tuple[int, int] | None = None,
                block: tuple[float, float] | None = None) -> dict[str, Any]:
    """Rows (east-west streets) and columns (north-south) in unit coordinates of the map,
    ``names`` put on rows or columns as ``axes`` says (the rest unnamed), one street a
    major road, and the block length in metres (``block``: its range where the map is
    not a town's streets but an overview of main roads). ``shape``: rows and columns
    drawn where a page sets them (a name finding no free line of its way takes one of
    the other way)."""
    if shape is not None:
        n_rows, n_cols = shape
    else:
        n_rows, n_cols = int(rng.integers(4, 6)), int(rng.integers(3, 5))
    if shape is None and len(names) == 1:  # all five results on one street: blocks along it
        n_cols = 5
    if shape is None and any(len(n) > 22 for n in names):  # wide blocks for a long name
        n_cols -= 1 if len(names) == 1 else n_cols - 3
    rows = [0.08 + (i + 0.5 + float(rng.uniform(-0.12, 0.12))) * 0.86 / n_rows
            for i in range(n_rows)]
    cols = [(j + 0.5 + float(rng.uniform(-0.12, 0.12))) / n_cols for j in range(n_cols)]
    ew, sure = axes(lang, names, invented)
    free_r = [int(i) for i in rng.permutation(n_rows)]
    free_c = [int(j) for j in rng.permutation(n_cols)]
    named: dict[str, list[Any]] = {}
    for name, east in zip(names, ew, strict=True):
        free = free_r if east else free_c
        if not free and shape is not None:
            east, free = not east, free_c if east else free_r
        if free:
            named[name] = ["r" if east else "c", free.pop(0)]
    lo, hi = block or BLOCK_M.get(lang, BLOCK_M_ELSE)
    axis = "r" if rng.random() < 0.5 else "c"  # one street is the quarter's main road
    major = [axis, int(rng.integers(n_rows if axis == "r" else n_cols))]
    return {"rows": rows, "cols": cols, "named": named, "major": major,
            "sure": [n for n, ok in zip(names, sure, strict=True) if ok and n in named],
            "block_m": float(rng.uniform(lo, hi)), "parks": []}


def place_on(rng: np.random.Generator, grid: dict[str, Any], street: str,
             taken: list[tuple[float, float]], corner: bool = False) -> dict[str, Any]:
    """A place on ``street``: a block between two cross streets, a point along it clear of
    the pins set before; its cross street is the nearer named end of the block, if any.
    A ``corner`` place stands by a crossing the world is sure of (its address names both
    streets)."""
    axis, k = grid["named"][street]
    line = (grid["rows"] if axis == "r" else grid["cols"])[k]
    cross = grid["cols"] if axis == "r" else grid["rows"]
    crossing = {v[1]: n for n, v in grid["named"].items() if v[0] != axis}
    sure = {j for j, n in crossing.items() if street in grid["sure"] and n in grid["sure"]}
    best = (-1.0, 0, 0.5)
    for n in range(40):  # the spot farthest from the other pins, the first clear one
        b = int(rng.integers(len(cross) - 1))
        t = float(rng.uniform(0.25, 0.75) if n < 12 else rng.uniform(0.1, 0.9))
        ends = [e for e in (b, b + 1) if e in sure]
        if corner and ends:
            t = 0.14 if ends[int(rng.integers(len(ends)))] == b else 0.86
        a = cross[b] + t * (cross[b + 1] - cross[b])
        u, v = (a, line) if axis == "r" else (line, a)
        gap = min((abs(u - x) * 600 + abs(v - y) * 760 for x, y in taken), default=1e9)
        if gap > best[0]:
            best = (gap, b, t)
        if gap > 72:
            break
    _, b, t = best
    a = cross[b] + t * (cross[b + 1] - cross[b])
    u, v = (a, line) if axis == "r" else (line, a)
    near = (b, b + 1) if t < 0.5 else (b + 1, b)
    names = [crossing[j] for j in near if j in crossing]
    return {"uv": [u, v], "block": [b, b + 1], "cross": names[0] if names else "",
            "corner": near[0] in sure and abs(t - 0.5) > 0.3}


def add_parks(rng: np.random.Generator, grid: dict[str, Any],
              pins: list[tuple[float, float]]) -> None:
    """Up to two whole blocks are a park, never a block with a result or a named street's
    side (a pin stands on the street beside the block, not in the grass)."""
    rows, cols = [0.0, *grid["rows"], 1.0], [0.0, *grid["cols"], 1.0]
    cells = [(i, j) for i in range(1, len(rows) - 2) for j in range(len(cols) - 1)]
    parks = []
    for n in rng.permutation(len(cells))[:int(rng.integers(0, 3))]:
        i, j = cells[int(n)]
        u1, u2, v1, v2 = cols[j], cols[j + 1], rows[i], rows[i + 1]
        if any(u1 - 0.03 < x < u2 + 0.03 and v1 - 0.03 < y < v2 + 0.03 for x, y in pins):
            continue
        d = 0.022
        parks.append([u1 + d, v1 + d, u2 - u1 - 2 * d, v2 - v1 - 2 * d])
    grid["parks"] = parks


def as_map(grid: dict[str, Any]) -> dict[str, Any]:
    """The grid as kit.maps.draw_map's map: straight roads, the parks, no river."""
    major = tuple(grid["major"]) if grid["major"] else None
    roads = [[[0.0, v, 1.0, v], major == ("r", i)] for i, v in enumerate(grid["rows"])]
    roads += [[[u, 0.0, u, 1.0], major == ("c", j)] for j, u in enumerate(grid["cols"])]
    return {"roads": roads, "parks": grid["parks"], "blocks": grid["seed"],
            "step": 32, "yards": 4,  # no more houses than a map of 14 roads and a river
            "houses": grid.get("houses", True)}  # none on an overview of a town's main roads


def point(box: Box, uv: list[float]) -> tuple[int, int]:
    x1, y1, x2, y2 = box
    return x1 + round(uv[0] * (x2 - x1 - 1)), y1 + round(uv[1] * (y2 - y1 - 1))


def metres_per_px(box: Box, grid: dict[str, Any]) -> float:
    """The map's scale: the mean column spacing is the world's block length."""
    cols = grid["cols"]
    px = (cols[-1] - cols[0]) / max(1, len(cols) - 1) * (box[2] - box[0] - 1)
    return grid["block_m"] / px


def scale_bar(lang: str, mpp: float) -> tuple[int, str]:
    """The scale bar's length in px (40 to 130) and its label in the locale's unit: feet on
    an American map, metres elsewhere."""
    imperial = lang == "en"
    unit = FOOT if imperial else 1.0
    bars = BARS_FT if imperial else BARS_M
    value = next((v for v in reversed(bars) if v * unit / mpp <= 130), bars[0])
    px = round(value * unit / mpp)
    if imperial:
        if value >= 5280:
            return px, f"{value // 5280} mi"
        return px, f"{format_number(value, lang, 0)} ft"
    return px, f"{value // 1000} km" if value >= 1000 else f"{value} m"


def distance(lang: str, metres: float) -> str:
    """A straight-line distance as a maps app lists it: "450 ft" / "0.3 mi", "350 m" /
    "1,2 km"."""
    if lang == "en":
        feet = metres / FOOT
        if feet < 1000:
            return f"{max(50, round(feet / 50) * 50)} ft"
        return f"{format_number(feet / 5280, lang, 1)} mi"
    if metres < 1000:
        return f"{max(10, round(metres / 10) * 10)} m"
    return f"{format_number(metres / 1000, lang, 1)} km"


def metres(box: Box, grid: dict[str, Any], a: list[float], b: list[float]) -> float:
    (ax, ay), (bx, by) = point(box, a), point(box, b)
    return math.hypot(ax - bx, ay - by) * metres_per_px(box, grid)


def label_grid(page: Page, box: Box, grid: dict[str, Any], font: str, dark: bool,
               avoid: list[Box]) -> dict[str, Box]:
    """Writes each named street's name beside its road, inside one of its blocks: above or
    below an east-west road, right or left of a north-south one, clear of every road, of
    the names set before and of ``avoid`` (pins, the blue dot, buttons); returns where."""
    x1, y1, x2, y2 = box
    w, h = x2 - x1 - 1, y2 - y1 - 1
    major = tuple(grid["major"])
    # every road as (axis, px, half its width and the clearance a name keeps from it)
    across = [("r", y1 + v * h, 7 if major == ("r", i) else 5)
              for i, v in enumerate(grid["rows"])]
    across += [("c", x1 + u * w, 7 if major == ("c", j) else 5)
               for j, u in enumerate(grid["cols"])]
    placed: dict[str, Box] = {}
    for name, (axis, k) in grid["named"].items():
        for size in (11, 10, 9):  # a long name ("Via Museo - Museumstraße") a size smaller
            st = style(font, size, (200, 204, 212) if dark else (92, 96, 104))
            tw = round(measure(name, st)[0])
            lab = next((lab for lab in _spots(box, grid, axis, k, tw)
                        if x1 + 6 <= lab[0] and lab[2] <= x2 - 6 and y1 + 4 <= lab[1]
                        and lab[3] <= y2 - 4
                        and not any(_overlap(lab, b, 4) for b in [*placed.values(), *avoid])
                        and not _on_road(ink(lab), across)), None)
            if lab is not None:
                page.label(lab[0], lab[1] - 6, name, st, role="chrome", max_width=tw + 4,
                           name="street name")
                placed[name] = lab
                break
    return placed


def _spots(box: Box, grid: dict[str, Any], axis: str, k: int, tw: int) -> list[Box]:
    """The boxes a name of width ``tw`` may take beside road ``k``: in each block along it
    (the middle blocks first), mid-block, then toward either end."""
    x1, y1, x2, y2 = box
    w, h = x2 - x1 - 1, y2 - y1 - 1
    across = [0.0, *grid["cols"], 1.0] if axis == "r" else [0.0, *grid["rows"], 1.0]
    size = w if axis == "r" else h
    start = x1 if axis == "r" else y1
    edges = [start + round(a * size) for a in across]
    g = 10 if grid["major"] == [axis, k] else 7  # clear of the road's casing
    blocks = sorted(zip(edges, edges[1:], strict=False),
                    key=lambda e: abs(e[0] + e[1] - 2 * start - size))
    out = []
    for t in (0.5, 0.3, 0.7, 0.18, 0.82):
        for a, b in blocks:
            c = round(a + t * (b - a))
            if axis == "r":
                y = y1 + round(grid["rows"][k] * h)
                out += [(c - tw // 2, y - g - 21, c + tw // 2 + 5, y - g),
                        (c - tw // 2, y + g, c + tw // 2 + 5, y + g + 21)]
            else:
                x = x1 + round(grid["cols"][k] * w)
                out += [(x + g, c - 10, x + g + 5 + tw, c + 11),
                        (x - g - 5 - tw, c - 10, x - g, c + 11)]
    return out


def _on_road(lab: Box, across: list[tuple[str, float, int]]) -> bool:
    """Whether a straight road of the grid passes within its margin of the box ``lab``."""
    return any(lab[1] - m <= at <= lab[3] + m if axis == "r" else lab[0] - m <= at <= lab[2] + m
               for axis, at, m in across)


def _overlap(a: Box, b: Box, gap: int) -> bool:
    return a[0] < b[2] + gap and b[0] < a[2] + gap and a[1] < b[3] + gap and b[1] < a[3] + gap


def on_some_road(rng: np.random.Generator, grid: dict[str, Any],
                 fits: Any = lambda u, v: True, apart: Any = None) -> list[float]:
    """A point on one of the grid's roads (a place without a known street still stands on
    one): a row or a column at random, inside one of its blocks, where ``fits(u, v)`` and,
    the first such, where ``apart(u, v)`` (clear of the places set before)."""
    rows, cols = grid["rows"], grid["cols"]
    best: list[float] | None = None
    for _ in range(60):
        k = int(rng.integers(len(rows) + len(cols)))
        line, cross = (rows[k], cols) if k < len(rows) else (cols[k - len(rows)], rows)
        b = int(rng.integers(len(cross) - 1))
        a = cross[b] + float(rng.uniform(0.2, 0.8)) * (cross[b + 1] - cross[b])
        uv = [a, line] if k < len(rows) else [line, a]
        if fits(*uv):
            best = best or uv
            if apart is None or apart(*uv):
                return uv
    return best or [cols[0], rows[0]]


def overview(rng: np.random.Generator, lang: str, size: tuple[int, int],
             far_m: float) -> dict[str, Any]:
    """An overview of a town's main roads (no houses) for a ``size`` px map whose centre
    is a crossing near its middle and whose scale lets a place ``far_m`` metres away stand
    inside it: the block length is the road spacing at that scale."""
    grid = sample_grid(rng, lang, [], True, (int(rng.integers(4, 6)), int(rng.integers(4, 6))))
    w, h = size[0] - 1, size[1] - 1
    i = min(range(len(grid["rows"])), key=lambda n: abs(grid["rows"][n] - 0.55))
    j = min(range(len(grid["cols"])), key=lambda n: abs(grid["cols"][n] - 0.5))
    cx, cy = grid["cols"][j] * w, grid["rows"][i] * h
    reach = max(min(cx, w - cx) - 8, min(cy - 24, h - 4 - cy))  # a pin's head in the map
    mpp = far_m / (0.92 * reach)
    cols = grid["cols"]
    grid["block_m"] = (cols[-1] - cols[0]) / (len(cols) - 1) * w * mpp
    grid.update(origin=[cols[j], grid["rows"][i]], houses=False)
    return grid


def ring_spot(grid: dict[str, Any], size: tuple[int, int], metres_away: float,
              taken: list[list[float]]) -> list[float]:
    """Where on the overview's roads a place ``metres_away`` from its centre stands: of the
    points of the roads at that distance inside the map, the one farthest from ``taken``."""
    w, h = size[0] - 1, size[1] - 1
    cols = grid["cols"]
    mpp = grid["block_m"] / ((cols[-1] - cols[0]) / (len(cols) - 1) * w)
    d = metres_away / mpp
    cx, cy = grid["origin"][0] * w, grid["origin"][1] * h
    spots = []
    for y in (v * h for v in grid["rows"]):
        if abs(y - cy) <= d:
            dx = math.sqrt(d * d - (y - cy) ** 2)
            spots += [(cx - dx, y), (cx + dx, y)]
    for x in (u * w for u in cols):
        if abs(x - cx) <= d:
            dy = math.sqrt(d * d - (x - cx) ** 2)
            spots += [(x, cy - dy), (x, cy + dy)]
    inside = [(x, y) for x, y in spots if 6 <= x <= w - 6 and 22 <= y <= h - 3] or spots
    x, y = max(inside, key=lambda s: min((math.hypot(s[0] - u * w, s[1] - v * h)
                                          for u, v in taken), default=0.0))
    return [x / w, y / h]


def pinned_overview(rng: np.random.Generator, lang: str, n: int, fits: Any,
                    apart: Any) -> tuple[dict[str, Any], list[list[float]]]:
    """A city's main roads (blocks of 500 m to 1 km), ``n`` places on them (each where
    ``fits(u, v)``, clear of those before: ``apart(u, v, taken)``) and parks off them."""
    grid = sample_grid(rng, lang, [], True, (int(rng.integers(4, 6)), int(rng.integers(3, 6))),
                       (500.0, 1000.0))
    spots: list[list[float]] = []
    for _ in range(n):
        spots.append(on_some_road(rng, grid, fits, lambda u, v: apart(u, v, spots)))
    add_parks(rng, grid, spots)
    grid["seed"] = int(rng.integers(0, 1000))
    return grid, spots
