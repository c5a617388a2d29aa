"""A building photographed from across the street (kit.places.facade): seen a little from
one side, so its front and one side wall recede, the side in shade; a hazy sky behind,
window panes reflecting it, balconies and the eaves throwing shadows, ragged trees and
their shadows on the ground. ``what`` (an apartment block, a house) is the caller's; the
floors, bays, colours, camera and light come from ``camera.scene_rng``.
"""

from __future__ import annotations

import numpy as np

from generator.page import Page
from surfaces.kit.camera import Camera, batch, clouds, foliage, scene_rng, sky
from surfaces.kit.rooms import block
from surfaces.kit.stage import RGB, Box, mix, shade

WALLS: list[RGB] = [(226, 214, 196), (200, 120, 90), (236, 236, 230), (180, 170, 160),
                    (210, 190, 150), (222, 206, 176), (170, 150, 130), (236, 226, 206)]
ROOFS: list[RGB] = [(150, 70, 60), (70, 70, 80), (110, 90, 80), (160, 96, 70)]
SKIES: list[tuple[RGB, RGB]] = [((96, 150, 214), (206, 224, 238)), ((130, 170, 220), (232, 228, 216)),
                                ((160, 176, 196), (220, 224, 228))]


def _pane(cam: Camera, rng: np.random.Generator, a: float, c: float, y: float, h: float,
          z: float, sky_c: RGB, wall: RGB, frame: RGB, detail: bool = True) -> None:
    """One window: a frame, glass reflecting the sky (each pane its own angle: some bright,
    some dark, some with a curtain drawn behind), a mullion and a lit sill."""
    cam.quad([(a, y, z), (c, y, z), (c, y + h, z), (a, y + h, z)], frame)
    g0, g1 = a + 0.07, c - 0.07
    r = float(rng.random())
    top = mix(sky_c, (255, 255, 255), 0.1 + 0.5 * r) if r > 0.3 else mix(sky_c, (40, 48, 58), 0.5)
    low = mix(sky_c, (34, 40, 50), 0.55 + 0.2 * r)
    if not detail:
        cam.quad([(g0, y + 0.07, z), (g1, y + 0.07, z), (g1, y + h - 0.07, z), (g0, y + h - 0.07, z)],
                 mix(top, low, 0.5))
        return
    cam.strips((g0, y + h - 0.07, z), (g1, y + h - 0.07, z), (g1, y + 0.07, z), (g0, y + 0.07, z),
               top, low, 2)
    if r < 0.3:  # a curtain half drawn behind the dark glass
        cw = (g1 - g0) * 0.4
        cx = g0 if r < 0.15 else g1 - cw
        cam.quad([(cx, y + 0.07, z), (cx + cw, y + 0.07, z), (cx + cw, y + h - 0.07, z),
                  (cx, y + h - 0.07, z)], mix((232, 222, 204), sky_c, 0.2))
    m = (a + c) / 2
    cam.quad([(m - 0.03, y, z), (m + 0.03, y, z), (m + 0.03, y + h, z), (m - 0.03, y + h, z)], frame)
    cam.quad([(a - 0.1, y - 0.14, z - 0.05), (c + 0.1, y - 0.14, z - 0.05), (c + 0.1, y, z - 0.05),
              (a - 0.1, y, z - 0.05)], shade(wall, -0.2))  # the sill, lit from above


def _panes(cam: Camera, rng: np.random.Generator, x0: float, x1: float, floors: int, bays: int,
           z: float, sky_c: RGB, wall: RGB, balcony: bool, first: int = 0, plain: bool = False
           ) -> None:
    """The rows of windows on the front (the plane z), a string course between floors."""
    bw = (x1 - x0) / bays
    frame = [(240, 238, 232), (70, 70, 74), (120, 96, 76)][int(rng.integers(3))]
    # a neighbour, a busy front or windows a few pixels wide: plain panes
    detail = not plain and bays * (floors - first) <= 30 and cam.f * bw * 0.48 / z >= 7
    for f in range(first, floors):
        y = 1.0 + f * 3.0
        if f and not plain:  # a string course: a light band with a shadow under it
            cam.quad([(x0, y - 0.75, z - 0.01), (x1, y - 0.75, z - 0.01), (x1, y - 0.6, z - 0.01),
                      (x0, y - 0.6, z - 0.01)], shade(wall, -0.14))
            cam.quad([(x0, y - 0.85, z - 0.01), (x1, y - 0.85, z - 0.01), (x1, y - 0.75, z - 0.01),
                      (x0, y - 0.75, z - 0.01)], shade(wall, 0.16))
        for b in range(bays):
            a = x0 + b * bw + bw * 0.26
            _pane(cam, rng, a, a + bw * 0.48, y, 1.55, z - 0.01, sky_c, wall, frame, detail)
            if balcony and f and b % 2 == 0:
                c = a + bw * 0.48
                cam.quad([(a - 0.3, y - 0.5, z - 0.3), (c + 0.3, y - 0.5, z - 0.3), (c + 0.3, y - 0.9, z - 0.3),
                          (a - 0.3, y - 0.9, z - 0.3)], shade(wall, -0.1))  # the slab's edge
                for rx in (a - 0.3, c + 0.26):  # the railing: end posts, two rails
                    cam.quad([(rx, y - 0.5, z - 0.32), (rx + 0.04, y - 0.5, z - 0.32),
                              (rx + 0.04, y + 0.5, z - 0.32), (rx, y + 0.5, z - 0.32)], (60, 60, 64))
                for ry in (y + 0.46, y + 0.02):
                    cam.quad([(a - 0.3, ry, z - 0.32), (c + 0.3, ry, z - 0.32),
                              (c + 0.3, ry + 0.06, z - 0.32), (a - 0.3, ry + 0.06, z - 0.32)], (60, 60, 64))


def _lobby(cam: Camera, rng: np.random.Generator, x0: float, x1: float, z: float, wall: RGB,
           light: int) -> None:
    """A hotel's ground floor: a glazed lobby lit warm inside, a canopy over the entrance."""
    cam.quad([(x0, 0, z - 0.01), (x1, 0, z - 0.01), (x1, 3.2, z - 0.01), (x0, 3.2, z - 0.01)],
             shade(wall, 0.18))
    warm = [(238, 206, 160), (226, 190, 140), (240, 220, 186)][int(rng.integers(3))]
    n = max(3, int((x1 - x0) / 2.2))
    for k in range(n):
        a = x0 + (x1 - x0) * k / n + 0.15
        b = x0 + (x1 - x0) * (k + 1) / n - 0.15
        cam.strips((a, 2.7, z - 0.02), (b, 2.7, z - 0.02), (b, 0.1, z - 0.02), (a, 0.1, z - 0.02),
                   shade(warm, 0.25), warm, 3)
    d = x0 + (x1 - x0) * float(rng.uniform(0.35, 0.55))
    canopy = [(40, 44, 50), (110, 30, 40), (30, 50, 70), (70, 60, 50)][int(rng.integers(4))]
    cam.quad([(d - 1.1, 0.003, z - 2.3), (d + 2.3, 0.003, z - 2.3), (d + 2.3, 0.003, z),
              (d - 1.1, 0.003, z)], (128, 126, 124))  # the canopy's shadow on the pavement
    block(cam, d - 1.2, d + 2.4, 2.9, 3.25, z - 2.2, z - 0.02, canopy, light)


def _neighbours(cam: Camera, rng: np.random.Generator, x0: float, x1: float, z: float,
                sky_c: RGB, light: int) -> None:
    """The buildings either side along the street, lower or taller, other colours."""
    for side in (-1, 1):
        w = float(rng.uniform(9, 14))
        a, b = (x0 - w - 0.02, x0 - 0.02) if side < 0 else (x1 + 0.02, x1 + w + 0.02)
        floors = int(rng.integers(2, 6))
        colour = WALLS[int(rng.integers(len(WALLS)))]
        zz = z + float(rng.uniform(0.2, 1.5))
        block(cam, a, b, 0, floors * 3.0 + 0.8, zz, zz + 8, shade(colour, 0.12), light)
        _panes(cam, rng, a, b, floors, max(2, int(w / 3)), zz, sky_c, shade(colour, 0.12), False,
               plain=True)


def photo_facade(page: Page, box: Box, kind: int, what: str) -> None:
    """The picture as one mesh op (camera.batch)."""
    with batch(page, box):
        _facade(page, box, kind, what)


def _facade(page: Page, box: Box, kind: int, what: str) -> None:
    rng = scene_rng(page, kind, f"facade{what}")
    house = what == "house"
    wall, roof = WALLS[int(rng.integers(len(WALLS)))], ROOFS[int(rng.integers(len(ROOFS)))]
    top, haze = SKIES[int(rng.integers(len(SKIES)))]
    floors = int(rng.integers(1, 3)) if house else int(rng.integers(4, 7))
    bays = int(rng.integers(2, 4)) if house else int(rng.integers(4, 8))
    width, depth = bays * rng.uniform(2.6, 3.4), rng.uniform(6, 10)
    height = floors * 3.0 + 0.6
    horizon = rng.uniform(0.7, 0.82) if house else rng.uniform(0.78, 0.88)
    cam = Camera(page, box, 0.5, horizon, 1.6, 0.5)
    x1, y1, x2, y2 = box
    share = 0.62 if house else rng.uniform(0.72, 0.9)  # a hotel fills the frame's width
    need = max(cam.f * width / (share * (x2 - x1)),
               cam.f * (height + (3.0 if house else 0.6) - 1.6) / ((horizon - 0.06) * (y2 - y1)))
    z = need * rng.uniform(1.0, 1.12)
    side = 1 if rng.random() < 0.5 else -1  # the side wall we see: 1 right, -1 left
    x0 = -width - rng.uniform(0.5, 2.0) if side > 0 else rng.uniform(0.5, 2.0)
    cam.cx = x1 + (x2 - x1) * rng.uniform(0.45, 0.55) - cam.f * (x0 + width / 2 + side * depth * 0.15) / z
    light = -side
    sky(page, box, top, haze, cam.cy + 2)
    clouds(page, box, rng, mix(top, haze, 0.4), cam.cy - (y2 - y1) * 0.2)
    ground = (120, 150, 90) if house and rng.random() < 0.6 else (150, 150, 148)
    cam.strips((-80, 0, 0.5), (80, 0, 0.5), (80, 0, 300), (-80, 0, 300), shade(ground, 0.12),
               mix(ground, haze, 0.6), 6)
    if not house:  # the street: asphalt near the lens, a kerb, the pavement along the front
        cam.quad([(-80, 0.001, 0.5), (80, 0.001, 0.5), (80, 0.001, z - 4.5), (-80, 0.001, z - 4.5)],
                 (96, 98, 102))
        cam.quad([(-80, 0.002, z - 4.5), (80, 0.002, z - 4.5), (80, 0.002, z - 4.3), (-80, 0.002, z - 4.3)],
                 (196, 194, 188))
        _neighbours(cam, rng, x0, x0 + width, z, top, light)
    block(cam, x0 - 0.5, x0 + width + 0.5, 0, 0.02, z - 1.5, z + depth + 1.5, shade(ground, 0.3), light)
    block(cam, x0, x0 + width, 0, height, z, z + depth, wall, light)
    if house:  # a gable roof over the front
        ridge_y = height + rng.uniform(2.2, 3.4)
        cam.quad([(x0 - 0.4, height, z - 0.3), (x0 + width / 2, ridge_y, z - 0.3),
                  (x0 + width + 0.4, height, z - 0.3)], roof)
        cam.quad([(x0 - 0.4, height - 0.05, z - 0.3), (x0 + width + 0.4, height - 0.05, z - 0.3),
                  (x0 + width + 0.4, height - 0.45, z - 0.3), (x0 - 0.4, height - 0.45, z - 0.3)],
                 shade(wall, 0.4))  # the eaves' shadow
    else:
        block(cam, x0 - 0.3, x0 + width + 0.3, height, height + 0.5, z - 0.3, z + depth + 0.3,
              shade(wall, 0.25), light)
    _panes(cam, rng, x0, x0 + width, floors, bays, z - 0.01, top, wall, not house,
           0 if house else 1)
    if house:
        door = x0 + width * rng.uniform(0.35, 0.55)
        cam.quad([(door, 0, z - 0.02), (door + 1.1, 0, z - 0.02), (door + 1.1, 2.2, z - 0.02),
                  (door, 2.2, z - 0.02)], (96, 70, 56))
        _garden(page, box, cam, rng, x0, width, z, light)
    else:
        _lobby(cam, rng, x0, x0 + width, z, wall, light)
        if rng.random() < 0.6:
            _garden(page, box, cam, rng, x0, width, z - 3.0, light, street=True)


def _garden(page: Page, box: Box, cam: Camera, rng: np.random.Generator, x0: float,
            width: float, z: float, light: int, street: bool = False) -> None:
    """Hedges along the front and a tree or two, crowns low and full (no lollipops)."""
    green = [(80, 130, 80), (70, 116, 66), (96, 136, 70)][int(rng.integers(3))]
    if not street:
        for hx in (x0 + 0.2, x0 + width * 0.7):
            cx, cy = cam.p(hx + width * 0.12, 0.45, z - 0.8)
            r = cam.f * width * 0.14 / z
            foliage(page, box, rng, cx, cy, r, r * 0.35, green, light)
    for tx in (x0 - rng.uniform(0.5, 2.5), x0 + width + rng.uniform(0.5, 2.5))[: 1 + int(rng.random() < 0.6)]:
        tz = z - rng.uniform(1, 3)
        cam.quad([(tx - 0.14, 0, tz), (tx - 0.14, 2.0, tz), (tx + 0.14, 2.0, tz), (tx + 0.14, 0, tz)],
                 (86, 70, 56))
        cx, cy = cam.p(tx, rng.uniform(3.4, 4.2), tz)
        r = cam.f * rng.uniform(1.5, 2.1) / tz
        foliage(page, box, rng, cx, cy, r, r * 1.15, green, light)
