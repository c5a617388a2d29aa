"""A map canvas: a street grid with major avenues, a river and parks (sampled as JSON-able
unit coordinates), drawn as shapes only (never text), and map pins.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from generator.page import Page

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
