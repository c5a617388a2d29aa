"""A map canvas: a street grid with major avenues, a river and parks (sampled as JSON-able
unit coordinates), drawn as shapes, with the names of some of its streets (real streets of
the page's town, as chrome), and map pins.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from generator.layout import measure
from generator.page import Page
from surfaces.kit.typography import style

Box = tuple[int, int, int, int]
RGB = tuple[int, int, int]


def pin(page: Page, x: int, y: int, colour: RGB, size: int = 22, active: bool = False) -> None:
    """A map pin whose tip is at (x, y)."""
    r = size // 2 + (3 if active else 0)
    cy = y - size - (4 if active else 0)
    page.polygon([(x - r * 3 // 4, cy + r // 2), (x + r * 3 // 4, cy + r // 2), (x, y)], colour,
                 name="map pin")
    page.ellipse((x - r, cy - r, x + r, cy + r), colour, name="map pin")
    page.ellipse((x - r // 3, cy - r // 3, x + r // 3, cy + r // 3), (255, 255, 255),
                 name="map pin")


def sample_map(rng: np.random.Generator, n_roads: int = 9) -> dict[str, Any]:
    """A street grid (near-straight minor roads, one or two major avenues), a river and
    parks in unit coordinates (JSON-able)."""
    roads = []
    for k in range(n_roads):
        horiz = k % 2 == 0
        a = float(rng.uniform(0.03, 0.97))
        b = float(np.clip(a + rng.normal(0, 0.05), 0.0, 1.0))
        roads.append([[0.0, a, 1.0, b] if horiz else [a, 0.0, b, 1.0], False])
    for _ in range(int(rng.integers(1, 3))):
        a, b = float(rng.uniform(0, 1)), float(rng.uniform(0, 1))
        roads.append([[a, 0.0, b, 1.0] if rng.random() < 0.5 else [0.0, a, 1.0, b], True])
    river = [float(rng.uniform(0.1, 0.9)), float(rng.uniform(0.1, 0.9)),
             float(rng.uniform(0.1, 0.9))]
    parks = [[float(rng.uniform(0, 0.85)), float(rng.uniform(0, 0.85)),
              float(rng.uniform(0.06, 0.15)), float(rng.uniform(0.05, 0.14))]
             for _ in range(int(rng.integers(1, 4)))]
    return {"roads": roads, "river": river if rng.random() < 0.6 else [], "parks": parks}


def street_names(content: Any, city: str, n: int = 4) -> list[str]:
    """``n`` names of streets of ``city`` to label a map's roads with: its real streets where
    known (the addresses' own list), else streets of the country's list; no number."""
    rows = [street for street, _ in content.fake.street_rows(city)]
    names: list[str] = []
    for street in content.fake.random_sample(rows, len(rows)) if rows else []:
        if street not in names:
            names.append(street)
    for _ in range(6 * n):
        if len(names) >= n:
            break
        name = content.fake.street_name_in(city)
        if name not in names:
            names.append(name)
    return names[:n]


def label_streets(page: Page, box: Box, m: dict[str, Any], names: list[str], font: str,
                  dark: bool = False, avoid: list[tuple[int, int]] = ()) -> int:
    """Writes ``names`` on the map's near-horizontal roads, one name a road, centred on the
    road where the name fits inside the map, clear of the names set before and of the
    points in ``avoid`` (the pins drawn over the map: no name half hidden under one);
    returns how many it set."""
    st = style(font, 11, (200, 204, 212) if dark else (92, 96, 104))
    placed: list[Box] = []
    k = 0
    for n, ((ax, _, bx, _), _) in enumerate(m["roads"]):
        if k >= len(names):
            break
        if ax != 0.0 or bx != 1.0:  # a north-south road: its name would run upward
            continue
        tw = round(measure(names[k], st)[0])
        lab = _name_box(box, m["roads"], n, tw, placed, avoid, m["river"])
        if lab is None:
            continue
        page.label(lab[0], lab[1] - 6, names[k], st, role="chrome", max_width=tw + 4,
                   name="street name")
        placed.append(lab)
        k += 1
    return k


def _name_box(box: Box, roads: list[Any], n: int, tw: int, placed: list[Box],
              avoid: list[tuple[int, int]], river: Any) -> Box | None:
    """Where road ``n``'s name of width ``tw`` goes: just above the road, clear of the line
    over its whole width (a sloping road would cross a name centred on it), of the other
    roads and the river, of the names set before and of the pins; the first such place
    along the road."""
    x1, y1, x2, y2 = box
    water = [(river[0], 0.0, river[1], 0.5), (river[1], 0.5, river[2], 1.0)] if river else []
    w, h = x2 - x1, y2 - y1
    (ax, ay, bx, by), _ = roads[n]
    places = []
    for t in (0.2, 0.5, 0.75, 0.35, 0.6, 0.3, 0.85, 0.45, 0.15, 0.7)[n % 4:]:
        cx = x1 + round(t * (w - 1))
        ys = [y1 + (ay + (by - ay) * (x - x1) / (w - 1)) * (h - 1)
              for x in (cx - tw // 2, cx + tw // 2)]
        # the box the label's line takes (page.label lays an 11 px line 6 to 25 px below
        # its top): 6 px clear of the road's centre line, above it or below it
        places.append((cx - tw // 2, round(min(ys)) - 27, cx + tw // 2 + 5, round(min(ys)) - 6))
        places.append((cx - tw // 2, round(max(ys)) + 6, cx + tw // 2 + 5, round(max(ys)) + 27))
    for lab in places:  # above the road, else below it
        if lab[0] < x1 + 8 or lab[2] > x2 - 8 or lab[1] < y1 + 50 or lab[3] > y2 - 8 or any(
                lab[0] < b[2] + 12 and b[0] < lab[2] + 12 and lab[1] < b[3] + 6
                and b[1] < lab[3] + 6 for b in placed) or any(
                lab[0] - 90 < px < lab[2] + 30 and lab[1] - 30 < py < lab[3] + 40
                for px, py in avoid) or any(_crosses(box, road, lab, 4 if i == n else 6) for i, (road, _)
                                            in enumerate(roads)) or any(
                _crosses(box, seg, lab, 9) for seg in water):
            continue
        return lab
    return None


def _crosses(box: Box, road: tuple[float, float, float, float], lab: Box, margin: int) -> bool:
    """Whether the road (a line across the map ``box`` in map units) passes within
    ``margin`` px of the box ``lab`` (half the line's width and 2 px)."""
    x1, y1, x2, y2 = box
    ax, ay, bx, by = road
    p = (x1 + ax * (x2 - x1 - 1), y1 + ay * (y2 - y1 - 1))
    q = (x1 + bx * (x2 - x1 - 1), y1 + by * (y2 - y1 - 1))
    # Liang-Barsky: clip the segment p->q to the box grown by the margin
    lo, hi = 0.0, 1.0
    for d, near, far in ((q[0] - p[0], lab[0] - margin - p[0], lab[2] + margin - p[0]),
                         (q[1] - p[1], lab[1] - margin - p[1], lab[3] + margin - p[1])):
        if d == 0:
            if near > 0 or far < 0:
                return False
            continue
        t1, t2 = sorted((near / d, far / d))
        lo, hi = max(lo, t1), min(hi, t2)
    return lo <= hi


def draw_map(page: Page, box: Box, m: dict[str, Any], dark: bool = False) -> None:
    """The map canvas: land, parks, a river, minor and major roads (shapes only)."""
    x1, y1, x2, y2 = box
    w, h = x2 - x1, y2 - y1
    land = (38, 42, 50) if dark else (242, 239, 233)
    page.rect(box, land, name="map")
    park = (44, 70, 52) if dark else (200, 230, 195)
    for px, py, pw, ph in m["parks"]:
        page.rect((x1 + round(px * w), y1 + round(py * h), x1 + round((px + pw) * w),
                   y1 + round((py + ph) * h)), park, radius=6, name="map park")
    if m["river"]:
        water = (40, 60, 90) if dark else (170, 210, 240)
        a, b, c = m["river"]
        pts = [(x1 + round(a * w), y1), (x1 + round(b * w), y1 + h // 2),
               (x1 + round(c * w), y2 - 1)]
        for p, q in zip(pts, pts[1:], strict=False):
            page.line(p, q, water, 14, name="map water")
    minor = (70, 76, 88) if dark else (255, 255, 255)
    major = (110, 100, 70) if dark else (252, 214, 120)
    for (ax, ay, bx, by), is_major in m["roads"]:
        p = (x1 + round(ax * (w - 1)), y1 + round(ay * (h - 1)))
        q = (x1 + round(bx * (w - 1)), y1 + round(by * (h - 1)))
        page.line(p, q, major if is_major else minor, 7 if is_major else 4, name="map road")


def map_point(box: Box, u: float, v: float) -> tuple[int, int]:
    x1, y1, x2, y2 = box
    return x1 + round(u * (x2 - x1)), y1 + round(v * (y2 - y1))
