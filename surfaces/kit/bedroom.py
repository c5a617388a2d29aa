"""A hotel bedroom's furnishing for kit.rooms (reviews r80 / r82: "box beds with a brown
floor strip", "crude low-poly renders"): an upholstered headboard wall behind the beds,
beds made up hotel-style (a dark base, a white sheet, a duvet that drapes over the foot in
soft folds, lit from the window's side, a coloured runner across it, pillows leaning on the
headboard and a cushion), night tables with lamps whose shades glow on the wall, a framed
print above, curtains in folds beside the window and soft contact shadows on the floor.

Everything is drawn through ``Camera`` (one mesh op with the rest of the room); sizes in
metres, the lens at the foot of the beds; ``light`` -1 the window on the left, 1 right.
"""

from __future__ import annotations

import math

import numpy as np

from surfaces.kit.camera import Camera, ellipse
from surfaces.kit.stage import RGB, mix, shade

SHEET: RGB = (244, 243, 239)
WARM: RGB = (255, 236, 204)
BASES: list[RGB] = [(62, 56, 52), (120, 96, 76), (88, 84, 82), (150, 140, 126), (54, 62, 76)]
PANELS: list[RGB] = [(196, 184, 166), (120, 110, 100), (86, 96, 110), (170, 150, 128),
                     (210, 204, 196), (92, 80, 72)]
WOODS: list[RGB] = [(120, 86, 60), (86, 62, 46), (170, 136, 100), (60, 50, 44), (200, 190, 176)]
CURTAINS: list[RGB] = [(214, 204, 186), (150, 140, 128), (176, 150, 120), (110, 120, 130),
                       (196, 186, 172)]


def soft_floor_shadow(cam: Camera, x0: float, x1: float, z0: float, z1: float, floor: RGB
                      ) -> None:
    """A contact shadow: four nested quads, faint and wide outside, dark at the core."""
    for k, pad in enumerate((0.22, 0.14, 0.07, 0.015)):
        cam.quad([(x0 - pad, 0.002, z0 - pad), (x1 + pad, 0.002, z0 - pad),
                  (x1 + pad, 0.002, z1 + pad * 0.3), (x0 - pad, 0.002, z1 + pad * 0.3)],
                 shade(floor, 0.06 + 0.07 * k))


def _box(cam: Camera, x0: float, x1: float, y0: float, y1: float, z0: float, z1: float,
         colour: RGB, light: int) -> None:
    """A box lit from the window's side: its top brighter, the side facing the lens darker
    on the side away from the light, its front a soft vertical ramp."""
    if y1 < cam.h:
        cam.strips((x0, y1, z1), (x1, y1, z1), (x1, y1, z0), (x0, y1, z0), shade(colour, -0.02),
                   shade(colour, -0.14), 2)
    for x, seen in ((x0, x0 > 0), (x1, x1 < 0)):
        if seen:
            away = (x == x0) == (light > 0)
            cam.quad([(x, y0, z0), (x, y1, z0), (x, y1, z1), (x, y0, z1)],
                     shade(colour, 0.32 if away else 0.1))
    cam.strips((x0, y1, z0), (x1, y1, z0), (x1, y0, z0), (x0, y0, z0), shade(colour, 0.04),
               shade(colour, 0.24), 2)


def headboard_wall(cam: Camera, x0: float, x1: float, depth: float, colour: RGB,
                   rng: np.random.Generator) -> float:
    """An upholstered panel on the back wall behind the beds, its vertical channels in
    alternating light; returns its top (metres)."""
    top = float(rng.uniform(1.05, 1.35))
    z = depth - 0.01
    cam.quad([(x0 - 0.03, 0.0, z), (x1 + 0.03, 0.0, z), (x1 + 0.03, top + 0.04, z),
              (x0 - 0.03, top + 0.04, z)], shade(colour, 0.35))
    n = max(4, int((x1 - x0) / 0.36))
    for k in range(n):
        a, b = x0 + (x1 - x0) * k / n, x0 + (x1 - x0) * (k + 1) / n
        cam.quad([(a + 0.01, top, z - 0.005), (b - 0.01, top, z - 0.005), (b - 0.01, 0.05, z - 0.005),
                  (a + 0.01, 0.05, z - 0.005)], shade(colour, 0.06 * (k % 2) - 0.03))
    return top


def glow(cam: Camera, x: float, y: float, z: float, wall: RGB, size: float) -> None:
    """A lamp's light on the wall behind it: warm rings, faint and wide to bright."""
    cx, cy = cam.p(x, y, z)
    r = cam.f * size / z
    for k, t in enumerate((0.07, 0.16, 0.26, 0.36)):
        s = 1.0 - 0.2 * k
        ellipse(cam.page, cam.box, cx, cy - r * 0.25 * k, r * s, r * s * 1.1, mix(wall, WARM, t), 20)


def night_table(cam: Camera, x: float, depth: float, wood: RGB, wall: RGB, floor: RGB,
                light: int, lamp: bool) -> None:
    """A night table against the back wall at ``x`` (its left), a lamp on it glowing."""
    z1 = depth - 0.02
    z0 = z1 - 0.42
    soft_floor_shadow(cam, x, x + 0.48, z0, z1, floor)
    _box(cam, x, x + 0.48, 0.0, 0.55, z0, z1, wood, light)
    cam.quad([(x + 0.03, 0.3, z0 - 0.001), (x + 0.45, 0.3, z0 - 0.001), (x + 0.45, 0.31, z0 - 0.001),
              (x + 0.03, 0.31, z0 - 0.001)], shade(wood, 0.45))  # the drawer's joint
    if not lamp:
        return
    cx, zc = x + 0.24, z1 - 0.2
    _box(cam, cx - 0.03, cx + 0.03, 0.55, 0.82, zc - 0.03, zc + 0.03, (200, 190, 170), light)
    cam.strips((cx - 0.11, 1.02, zc - 0.1), (cx + 0.11, 1.02, zc - 0.1), (cx + 0.16, 0.8, zc - 0.14),
               (cx - 0.16, 0.8, zc - 0.14), (255, 246, 226), (250, 222, 178), 3)  # the shade


def _pillows(cam: Camera, x: float, w: float, z1: float, fab: RGB, light: int) -> None:
    n = 1 if w < 1.2 else 2
    pw = (w - 0.14 - 0.06 * (n - 1)) / n
    for k in range(n):
        a = x + 0.07 + k * (pw + 0.06)
        lit = 0.0 if (k == 0) == (light < 0) else 0.04
        cam.strips((a, 0.86, z1 - 0.14), (a + pw, 0.86, z1 - 0.14), (a + pw, 0.56, z1 - 0.42),
                   (a, 0.56, z1 - 0.42), shade(SHEET, 0.03 + lit), shade(SHEET, 0.2 + lit), 3)
        cam.quad([(a, 0.86, z1 - 0.14), (a + pw, 0.86, z1 - 0.14), (a + pw, 0.83, z1 - 0.17),
                  (a, 0.83, z1 - 0.17)], shade(SHEET, -0.04))  # the lit top edge
    cw = min(0.36, w * 0.3)
    cx = x + w / 2 - cw / 2
    cam.strips((cx, 0.76, z1 - 0.4), (cx + cw, 0.76, z1 - 0.4), (cx + cw, 0.57, z1 - 0.56),
               (cx, 0.57, z1 - 0.56), shade(fab, -0.08), shade(fab, 0.12), 2)  # a cushion


def _duvet(cam: Camera, x: float, w: float, z0: float, z1: float, light: int,
           rng: np.random.Generator) -> None:
    """The duvet's top in soft folds (bands along the bed, brighter towards the window)
    and its front hanging over the foot."""
    top, x0, x1 = 0.56, x - 0.03, x + w + 0.03
    cols, rows = 2, 4
    phase = float(rng.uniform(0, 6.3))
    for i in range(cols):
        a, b = x0 + (x1 - x0) * i / cols, x0 + (x1 - x0) * (i + 1) / cols
        side = (i + 0.5) / cols if light > 0 else 1 - (i + 0.5) / cols
        for j in range(rows):
            c, d = z0 + (z1 - 0.5 - z0) * j / rows, z0 + (z1 - 0.5 - z0) * (j + 1) / rows
            fold = 0.035 * math.sin(phase + 2.1 * j + 1.3 * i)
            cam.quad([(a, top, c), (b, top, c), (b, top, d), (a, top, d)],
                     shade(SHEET, 0.1 - 0.1 * side + fold))
    for i in range(cols):
        a, b = x0 + (x1 - x0) * i / cols, x0 + (x1 - x0) * (i + 1) / cols
        side = (i + 0.5) / cols if light > 0 else 1 - (i + 0.5) / cols
        cam.quad([(a, top, z0), (b, top, z0), (b, top - 0.05, z0 - 0.01), (a, top - 0.05, z0 - 0.01)],
                 shade(SHEET, 0.02 - 0.06 * side))  # the duvet's rounded edge catching light
        cam.strips((a, top - 0.05, z0 - 0.01), (b, top - 0.05, z0 - 0.01), (b, 0.34, z0 - 0.02),
                   (a, 0.34, z0 - 0.02), shade(SHEET, 0.16 - 0.08 * side),
                   shade(SHEET, 0.28 - 0.08 * side), 2)
    for xs, seen in ((x0, x0 > 0), (x1, x1 < 0)):
        if seen:
            cam.strips((xs, top, z1 - 0.5), (xs, top, z0), (xs, 0.34, z0), (xs, 0.34, z1 - 0.5),
                       shade(SHEET, 0.18), shade(SHEET, 0.3), 2)


def bed(cam: Camera, x: float, w: float, depth: float, fab: RGB, base: RGB, floor: RGB,
        light: int, rng: np.random.Generator) -> None:
    """A made bed ``w`` wide against the back wall, its foot towards the lens."""
    z1 = depth - 0.03
    z0 = z1 - 2.05
    soft_floor_shadow(cam, x - 0.05, x + w + 0.05, z0, z1, floor)
    _box(cam, x - 0.02, x + w + 0.02, 0.04, 0.3, z0 + 0.04, z1, base, light)
    _pillows(cam, x, w, z1, fab, light)
    _duvet(cam, x, w, z0, z1, light, rng)
    rz0, rz1 = z0 + 0.22, z0 + 0.62  # the runner across the foot, over the top and the sides
    cam.strips((x - 0.035, 0.565, rz1), (x + w + 0.035, 0.565, rz1), (x + w + 0.035, 0.565, rz0),
               (x - 0.035, 0.565, rz0), shade(fab, -0.06), shade(fab, 0.1), 2)
    for xs, seen in ((x - 0.035, x > 0), (x + w + 0.035, x + w < 0)):
        if seen:
            cam.quad([(xs, 0.565, rz0), (xs, 0.565, rz1), (xs, 0.3, rz1), (xs, 0.3, rz0)],
                     shade(fab, 0.3))


def curtains(cam: Camera, x: float, z0: float, z1: float, top: float, colour: RGB,
             rng: np.random.Generator) -> None:
    """Floor-length curtains drawn back either side of a window on the side wall at ``x``
    (the window from ``z0`` to ``z1``): vertical folds in alternating light."""
    xi = x - 0.04 if x > 0 else x + 0.04
    for a, b in ((z0 - 0.45, z0 + 0.05), (z1 - 0.05, z1 + 0.45)):
        n = 5
        for k in range(n):
            c, d = a + (b - a) * k / n, a + (b - a) * (k + 1) / n
            t = 0.12 * math.sin(k * 2.2 + float(rng.uniform(0, 0.6)))
            cam.strips((xi, top - 0.05, c), (xi, top - 0.05, d), (xi, 0.02, d), (xi, 0.02, c),
                       shade(colour, t - 0.04), shade(colour, t + 0.1), 2)


def wall_print(cam: Camera, x: float, w: float, y: float, depth: float, fab: RGB,
               rng: np.random.Generator) -> None:
    """A framed print above the headboard: a thin dark frame, a pale mat, soft colour."""
    z = depth - 0.012
    h = min(0.55, w * 0.5)
    cam.quad([(x, y, z), (x + w, y, z), (x + w, y + h, z), (x, y + h, z)], (58, 54, 50))
    cam.quad([(x + 0.03, y + 0.03, z - 0.001), (x + w - 0.03, y + 0.03, z - 0.001),
              (x + w - 0.03, y + h - 0.03, z - 0.001), (x + 0.03, y + h - 0.03, z - 0.001)],
             (236, 232, 224))
    sky, land = mix(fab, (220, 226, 232), 0.6), mix(fab, (120, 110, 90), float(rng.uniform(0.2, 0.5)))
    cam.strips((x + 0.09, y + h - 0.09, z - 0.002), (x + w - 0.09, y + h - 0.09, z - 0.002),
               (x + w - 0.09, y + 0.09, z - 0.002), (x + 0.09, y + 0.09, z - 0.002), sky, land, 3)


def furnish(cam: Camera, rng: np.random.Generator, xl: float, xr: float, depth: float,
            wall: RGB, floor: RGB, fab: RGB, light: int, widths: tuple[float, ...]) -> None:
    """The beds of ``widths`` side by side against the back wall, a night table with a
    lamp either side and between them where they fit, the headboard panel and a print."""
    table, gap = 0.48, 0.06
    n = len(widths)
    inner = sum(widths) + (n - 1) * (table + 2 * gap)
    outer = rng.random() < 0.85 and inner + 2 * (table + gap) < xr - xl - 0.3
    total = inner + (2 * (table + gap) if outer else 0.0)
    room = max(0.0, xr - xl - 0.2 - total)
    start = xl + 0.1 + room * float(rng.uniform(0.3, 0.7))
    x = start + (table + gap if outer else 0.0)
    beds, tables = [], [start] if outer else []
    for k, w in enumerate(widths):
        beds.append((x, w))
        x += w + gap
        if k < n - 1 or outer:
            tables.append(x)
            x += table + gap
    panel = PANELS[int(rng.integers(len(PANELS)))]
    wood, base = WOODS[int(rng.integers(len(WOODS)))], BASES[int(rng.integers(len(BASES)))]
    a, b = (start, start + total) if rng.random() < 0.5 else (beds[0][0] - 0.05, x - gap + 0.05)
    if outer and (a, b) != (start, start + total):
        b = beds[-1][0] + beds[-1][1] + 0.05
    lit = rng.random() < 0.8  # lamps on: the evening photo, else daylight only
    for tx in tables if lit else []:
        glow(cam, tx + 0.24, 1.0, depth - 0.005, wall, 0.42)
    top = headboard_wall(cam, a, b, depth, panel, rng)
    pw = min(1.3, (b - a) * 0.45)
    if top + 0.2 + pw * 0.45 < 2.35 and rng.random() < 0.75:
        wall_print(cam, (a + b) / 2 - pw / 2, pw, top + 0.28, depth, fab, rng)
    for tx in tables:
        night_table(cam, tx, depth, wood, wall, floor, light, lit)
    for bx, w in sorted(beds, key=lambda bw: -abs(bw[0] + bw[1] / 2)):  # far from the axis first
        bed(cam, bx, w, depth, fab, base, floor, light, rng)
    if rng.random() < 0.7:
        desk(cam, rng, xr if light > 0 else xl, depth, wood, floor, light)


def desk(cam: Camera, rng: np.random.Generator, x: float, depth: float, wood: RGB, floor: RGB,
         light: int) -> None:
    """A writing desk against the side wall at ``x`` (the one without the window), in front
    of the beds' foot, a television on the wall above it."""
    inward = 1 if x < 0 else -1
    z1 = depth - 2.3
    z0 = z1 - float(rng.uniform(1.0, 1.4))
    if z0 < 1.4:
        return
    a, b = sorted((x, x + inward * 0.55))
    cam.quad([(x + inward * 0.005, 1.05, z0 + 0.1), (x + inward * 0.005, 1.7, z0 + 0.1),
              (x + inward * 0.005, 1.7, z1 - 0.1), (x + inward * 0.005, 1.05, z1 - 0.1)], (28, 30, 34))
    soft_floor_shadow(cam, a, b, z0, z1, floor)
    _box(cam, a, b, 0.72, 0.76, z0, z1, wood, light)  # the top
    leg = shade(wood, 0.2)
    for zz in (z0, z1 - 0.05):
        _box(cam, a + 0.02, b - 0.02, 0.0, 0.72, zz, zz + 0.05, leg, light)
