"""A building photographed from across the street (kit.places.facade): seen a little from
one side, so its front and one side wall recede, the side in shade; a hazy sky behind,
window panes reflecting it, balconies and the eaves throwing shadows, ragged trees and
their shadows on the ground. ``what`` (an apartment block, a house) is the caller's; the
floors, bays, colours, camera and light come from ``camera.scene_rng``.
"""

from __future__ import annotations

from generator.page import Page
from surfaces.kit.camera import Camera, batch, clouds, foliage, scene_rng, sky
from surfaces.kit.rooms import block
from surfaces.kit.stage import RGB, Box, mix, shade

WALLS: list[RGB] = [(226, 214, 196), (200, 120, 90), (236, 236, 230), (180, 170, 160),
                    (210, 190, 150), (222, 206, 176), (170, 150, 130), (236, 226, 206)]
ROOFS: list[RGB] = [(150, 70, 60), (70, 70, 80), (110, 90, 80), (160, 96, 70)]
SKIES: list[tuple[RGB, RGB]] = [((96, 150, 214), (206, 224, 238)), ((130, 170, 220), (232, 228, 216)),
                                ((160, 176, 196), (220, 224, 228))]


def _panes(cam: Camera, x0: float, x1: float, floors: int, bays: int, z: float, sky_c: RGB,
           wall: RGB, balcony: bool) -> None:
    """Windows on the front (the plane z), each a sky reflection with a shaded reveal."""
    bw = (x1 - x0) / bays
    for f in range(floors):
        y = 1.0 + f * 3.0
        for b in range(bays):
            a = x0 + b * bw + bw * 0.28
            c = a + bw * 0.44
            cam.quad([(a - 0.08, y - 0.08, z), (c + 0.08, y - 0.08, z), (c + 0.08, y + 1.58, z),
                      (a - 0.08, y + 1.58, z)], shade(wall, -0.25))
            cam.strips((a, y + 1.5, z), (c, y + 1.5, z), (c, y, z), (a, y, z),
                       mix(sky_c, (255, 255, 255), 0.2), mix(sky_c, (50, 60, 70), 0.5), 3)
            cam.quad([(a, y + 1.38, z), (c, y + 1.38, z), (c, y + 1.5, z), (a, y + 1.5, z)],
                     shade(wall, 0.45))  # the lintel's shadow
            if balcony and f and b % 2 == 0:
                cam.quad([(a - 0.3, y - 0.55, z - 0.02), (c + 0.3, y - 0.55, z - 0.02),
                          (c + 0.3, y - 0.15, z - 0.02), (a - 0.3, y - 0.15, z - 0.02)], shade(wall, 0.3))


def photo_facade(page: Page, box: Box, kind: int, what: str) -> None:
    """The picture as one mesh op (camera.batch)."""
    with batch(page, box):
        _facade(page, box, kind, what)


def _facade(page: Page, box: Box, kind: int, what: str) -> None:
    rng = scene_rng(page, kind, f"facade{what}")
    house = what == "house"
    wall, roof = WALLS[int(rng.integers(len(WALLS)))], ROOFS[int(rng.integers(len(ROOFS)))]
    top, haze = SKIES[int(rng.integers(len(SKIES)))]
    floors = int(rng.integers(1, 3)) if house else int(rng.integers(3, 6))
    bays = int(rng.integers(2, 4)) if house else int(rng.integers(3, 6))
    width, depth = bays * rng.uniform(2.6, 3.4), rng.uniform(6, 10)
    height = floors * 3.0 + 0.6
    horizon = rng.uniform(0.7, 0.82)
    cam = Camera(page, box, 0.5, horizon, 1.6, 0.5)
    x1, y1, x2, y2 = box
    need = max(cam.f * width / (0.62 * (x2 - x1)),
               cam.f * (height + (3.0 if house else 0.6) - 1.6) / ((horizon - 0.1) * (y2 - y1)))
    z = need * rng.uniform(1.0, 1.15)
    side = 1 if rng.random() < 0.5 else -1  # the side wall we see: 1 right, -1 left
    x0 = -width - rng.uniform(0.5, 2.0) if side > 0 else rng.uniform(0.5, 2.0)
    cam.cx = x1 + (x2 - x1) * rng.uniform(0.45, 0.55) - cam.f * (x0 + width / 2 + side * depth * 0.15) / z
    light = -side
    sky(page, box, top, haze, cam.cy + 2)
    clouds(page, box, rng, mix(top, haze, 0.4), cam.cy - (y2 - y1) * 0.2)
    ground = (120, 150, 90) if rng.random() < 0.5 else (172, 170, 166)
    cam.strips((-60, 0, 0.5), (60, 0, 0.5), (60, 0, 200), (-60, 0, 200), shade(ground, 0.08),
               mix(ground, haze, 0.6), 6)
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
    _panes(cam, x0, x0 + width, floors, bays, z - 0.01, top, wall, not house)
    door = x0 + width * rng.uniform(0.35, 0.55)
    cam.quad([(door, 0, z - 0.02), (door + 1.1, 0, z - 0.02), (door + 1.1, 2.2, z - 0.02),
              (door, 2.2, z - 0.02)], (96, 70, 56))
    green = [(80, 130, 80), (70, 116, 66), (96, 136, 70)][int(rng.integers(3))]
    for tx in (x0 - rng.uniform(1.5, 3.5), x0 + width + rng.uniform(1.5, 3.5)):
        tz = z - rng.uniform(1, 3)
        cam.quad([(tx - 0.12, 0, tz), (tx - 0.12, 2.5, tz), (tx + 0.12, 2.5, tz), (tx + 0.12, 0, tz)],
                 (96, 76, 58))
        cx, cy = cam.p(tx, rng.uniform(3.2, 4.2), tz)
        r = cam.f * rng.uniform(1.3, 2.0) / tz
        foliage(page, box, rng, cx, cy, r, r * 1.1, green, light)
