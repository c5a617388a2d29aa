"""What stands behind a group photo's people besides a room (kit.webcam._room): a terrace
or a park (sky, trees, a hedge, a far building) or an evening event (a dark hall with warm
string lights and lamps that the lens turns into bokeh discs once the backdrop is defocused).

Drawn as polygons in the caller's mesh (kit.camera.batch), from the generator handed in.
"""

from __future__ import annotations

import numpy as np

from generator.page import Page
from surfaces.kit.camera import blob, ellipse, fill
from surfaces.kit.stage import RGB, Box, mix, shade

SKY: list[RGB] = [(176, 204, 228), (206, 216, 226), (190, 212, 232), (232, 214, 196)]
LEAVES: list[RGB] = [(76, 118, 64), (96, 132, 70), (60, 100, 72), (120, 140, 80)]
HALLS: list[RGB] = [(46, 40, 44), (38, 42, 52), (58, 48, 40), (30, 34, 36)]
LIGHTS: list[RGB] = [(255, 214, 150), (255, 236, 190), (255, 190, 120), (250, 244, 226)]


def _rect(page: Page, box: Box, x1: float, y1: float, x2: float, y2: float, c: RGB) -> None:
    fill(page, box, [(x1, y1), (x2, y1), (x2, y2), (x1, y2)], c)


def outdoor(page: Page, box: Box, rng: np.random.Generator) -> None:
    """A terrace or a park: a sky in bands, a far building, trees and a hedge behind."""
    x1, y1, x2, y2 = box
    w, h = x2 - x1, y2 - y1
    top = SKY[int(rng.integers(0, len(SKY)))]
    for k in range(6):  # the sky lighter towards the horizon
        _rect(page, box, x1, y1 + h * k / 10, x2, y1 + h * (k + 1) / 10 + 1,
              mix(top, (240, 242, 240), k / 8))
    bx = x1 + w * rng.uniform(0.05, 0.55)
    wall = [(214, 200, 180), (190, 186, 180), (170, 140, 120)][int(rng.integers(0, 3))]
    _rect(page, box, bx, y1 + h * rng.uniform(0.12, 0.3), bx + w * rng.uniform(0.25, 0.4),
          y2, wall)
    green = LEAVES[int(rng.integers(0, len(LEAVES)))]
    for _ in range(int(rng.integers(4, 8))):  # tree crowns, dark and lit clumps
        cx, cy = x1 + w * rng.uniform(-0.05, 1.05), y1 + h * rng.uniform(0.15, 0.45)
        s = h * rng.uniform(0.14, 0.26)
        blob(page, box, rng, cx, cy, s, s * 0.9, shade(green, rng.uniform(0.05, 0.3)), 0.25, 14)
        blob(page, box, rng, cx - s * 0.2, cy - s * 0.25, s * 0.5, s * 0.45,
             shade(green, -0.15), 0.3, 10)
    _rect(page, box, x1, y1 + h * 0.58, x2, y2, shade(green, 0.25))  # a hedge, a lawn


def evening(page: Page, box: Box, rng: np.random.Generator) -> None:
    """A hall or a bar after dark: warm lamps and a string of lights over the people."""
    x1, y1, x2, y2 = box
    w, h = x2 - x1, y2 - y1
    hall = HALLS[int(rng.integers(0, len(HALLS)))]
    _rect(page, box, x1, y1, x2, y2, hall)
    for _ in range(3):  # pools of lamplight on the walls
        cx, cy = x1 + w * rng.uniform(0, 1), y1 + h * rng.uniform(0.2, 0.6)
        ellipse(page, box, cx, cy, h * 0.3, h * 0.26, mix(hall, (150, 110, 70), 0.15), 16)
    light = LIGHTS[int(rng.integers(0, len(LIGHTS)))]
    sag, base = h * rng.uniform(0.04, 0.1), y1 + h * rng.uniform(0.08, 0.2)
    n = int(rng.integers(8, 14))
    for k in range(n):  # the string of bulbs: discs that defocus into bokeh
        t = (k + rng.uniform(0.2, 0.8)) / n
        cx = x1 + w * t
        cy = base + sag * 4 * t * (1 - t) + h * rng.uniform(-0.02, 0.02)
        r = h * rng.uniform(0.025, 0.045)
        ellipse(page, box, cx, cy, r * 1.8, r * 1.8, mix(hall, light, 0.35), 12)
        ellipse(page, box, cx, cy, r, r, mix(light, (255, 255, 255), rng.uniform(0, 0.4)), 12)
    for _ in range(int(rng.integers(3, 7))):  # far lamps, lower and fainter
        cx, cy = x1 + w * rng.uniform(0, 1), y1 + h * rng.uniform(0.3, 0.55)
        r = h * rng.uniform(0.02, 0.035)
        ellipse(page, box, cx, cy, r, r, mix(hall, light, 0.7), 10)
