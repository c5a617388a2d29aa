"""A room photographed from its door (kit.places.room): floor, ceiling and side walls
converging on the back wall, floorboards running to the vanishing point, a window with its
patch of daylight on the floor, furniture as lit boxes (a bright top, a shaded side) with
soft shadows under them, darker corners.

The room's size, the camera's place, height and lens, the colours, where the window and
each piece of furniture stand come from ``camera.scene_rng`` (kind, and the page); what the
room holds (living room, kitchen, bedroom, two beds) is the caller's ``kind``.
"""

from __future__ import annotations

import numpy as np

from generator.page import Page
from surfaces.kit.bedroom import CURTAINS, curtains, furnish, glow
from surfaces.kit.camera import Camera, batch, foliage, scene_rng
from surfaces.kit.stage import RGB, Box, mix, shade

WALLS: list[RGB] = [(238, 232, 220), (222, 230, 234), (242, 238, 230), (230, 226, 238),
                    (236, 226, 214), (214, 222, 210), (240, 228, 212)]
FLOORS: list[RGB] = [(176, 134, 92), (200, 170, 130), (150, 110, 80), (190, 190, 186),
                     (214, 196, 160), (120, 90, 70)]
FABRIC: list[RGB] = [(70, 90, 120), (150, 150, 146), (190, 120, 80), (90, 120, 100),
                     (200, 190, 170), (120, 70, 80), (60, 66, 74), (170, 160, 130)]
WHITE: RGB = (246, 245, 241)


# a room of several beds -> their widths (metres): 1.4 and more a double (two pillows), under
# 1.2 a single; "triple": a double and a single, "family": two doubles (r66 0029: "1 letto
# matrimoniale, 1 singolo" over two singles)
DOUBLE, SINGLE = 1.2, 0.95  # the least width of a double, the width of a single
BEDS = {"triple": (1.6, 0.9), "family": (1.4, 1.4), "twin": (SINGLE, SINGLE)}


def block(cam: Camera, x0: float, x1: float, y0: float, y1: float, z0: float, z1: float,
          colour: RGB, light: int) -> None:
    """A box (furniture): its front, its top when seen from above and the side facing the
    lens, the side towards the light (``light`` -1 left, 1 right) brighter."""
    if y1 < cam.h:
        cam.quad([(x0, y1, z0), (x1, y1, z0), (x1, y1, z1), (x0, y1, z1)], shade(colour, -0.18))
    if x0 > 0:
        cam.quad([(x0, y0, z0), (x0, y1, z0), (x0, y1, z1), (x0, y0, z1)],
                 shade(colour, 0.3 if light > 0 else 0.05))
    if x1 < 0:
        cam.quad([(x1, y0, z0), (x1, y1, z0), (x1, y1, z1), (x1, y0, z1)],
                 shade(colour, 0.3 if light < 0 else 0.05))
    cam.strips((x0, y1, z0), (x1, y1, z0), (x1, y0, z0), (x0, y0, z0), colour, shade(colour, 0.22), 2)


def shadow(cam: Camera, x0: float, x1: float, z0: float, z1: float, floor: RGB) -> None:
    for k, pad in enumerate((0.18, 0.09, 0.02)):
        cam.quad([(x0 - pad, 0.002, z0 - pad), (x1 + pad, 0.002, z0 - pad),
                  (x1 + pad, 0.002, z1 + pad), (x0 - pad, 0.002, z1 + pad)], shade(floor, 0.1 + 0.1 * k))


def _shell(cam: Camera, rng: np.random.Generator, xl: float, xr: float, top: float,
           depth: float, wall: RGB, floor: RGB, light: int, carpet: bool = False) -> None:
    near = 0.2
    cam.strips((xl, top, near), (xr, top, near), (xr, top, depth), (xl, top, depth),
               shade(wall, 0.12), shade(wall, 0.02), 4)  # the ceiling
    cam.strips((xl, top, depth), (xr, top, depth), (xr, 0, depth), (xl, 0, depth),
               shade(wall, 0.02), shade(wall, 0.1), 5)  # the back wall, darker low down
    for x, lit in ((xl, light > 0), (xr, light < 0)):
        c = shade(wall, -0.1) if lit else shade(wall, 0.16)
        cam.strips((x, 0, near), (x, top, near), (x, top, depth), (x, 0, depth), c,
                   shade(c, 0.08), 5)
    step = rng.uniform(0.2, 0.3)
    if carpet:  # a hotel's fitted carpet: one soft ramp, lighter where the daylight falls
        cam.strips((xl, 0, near), (xr, 0, near), (xr, 0, depth), (xl, 0, depth),
                   shade(floor, 0.12), shade(floor, -0.04), 6)
    for x in ([] if carpet else np.arange(xl, xr, step).tolist()):  # boards run to the vanishing point
        tone = shade(floor, rng.uniform(-0.06, 0.08))
        x2 = min(xr, x + step)
        cam.strips((x, 0, near), (x2, 0, near), (x2, 0, depth), (x, 0, depth),
                   shade(tone, -0.04), shade(tone, 0.12), 2)
    for x0, x1, z0, z1 in ((xl, xr, depth - 0.08, depth), (xl, xl + 0.08, near, depth),
                           (xr - 0.08, xr, near, depth)):  # skirting and the corners' shade
        cam.quad([(x0, 0.001, z0), (x1, 0.001, z0), (x1, 0.001, z1), (x0, 0.001, z1)],
                 shade(floor, 0.3))


def _window(cam: Camera, rng: np.random.Generator, x: float, depth: float, floor: RGB,
            side: int) -> tuple[float, float]:
    """A window on the side wall at ``x`` and its daylight slanting across the floor."""
    z0 = depth * rng.uniform(0.3, 0.55)
    z1 = z0 + rng.uniform(1.0, 1.6)
    cam.quad([(x, 0.85, z0 - 0.08), (x, 2.25, z0 - 0.08), (x, 2.25, z1 + 0.08), (x, 0.85, z1 + 0.08)], WHITE)
    cam.strips((x, 2.2, z0), (x, 2.2, z1), (x, 0.9, z1), (x, 0.9, z0), (170, 204, 236),
               (232, 240, 244), 4)
    cam.quad([(x, 1.1, z0), (x, 1.6, z0), (x, 1.6, z1), (x, 1.1, z1)], (150, 178, 140))
    zm = (z0 + z1) / 2
    cam.quad([(x, 0.9, zm - 0.03), (x, 2.2, zm - 0.03), (x, 2.2, zm + 0.03), (x, 0.9, zm + 0.03)], WHITE)
    reach = -side * rng.uniform(1.4, 2.4)
    for k, t in enumerate((0.14, 0.28)):  # soft-edged: a faint wide patch, a brighter core
        e = 0.12 * (1 - k)
        cam.quad([(x, 0.003, z0 - e), (x, 0.003, z1 + e), (x + reach * (1 + e), 0.003, z1 + 0.6 + e),
                  (x + reach * (1 + e), 0.003, z0 + 0.6 - e)], mix(floor, (255, 244, 222), t))
    return z0, z1


def _table(cam: Camera, rng: np.random.Generator, sx: float, w: float, z0: float, rug: RGB,
           light: int) -> None:
    """A low table before the sofa (nearer than anything else: drawn last)."""
    tz = z0 - rng.uniform(0.8, 1.2)
    tx = sx + w / 2 - 0.5
    shadow(cam, tx, tx + 1.0, tz, tz + 0.5, rug)
    wood = [(110, 80, 60), (150, 120, 90), (60, 54, 50), (196, 184, 166)][int(rng.integers(4))]
    for px in (tx + 0.04, tx + 0.9):  # a low table: two side panels under a thin top
        block(cam, px, px + 0.06, 0.0, 0.36, tz + 0.04, tz + 0.46, shade(wood, 0.2), light)
    block(cam, tx, tx + 1.0, 0.36, 0.42, tz, tz + 0.5, wood, light)


def _living(cam: Camera, rng: np.random.Generator, xl: float, xr: float, depth: float,
            fab: RGB, floor: RGB, light: int, wall: RGB) -> tuple[float, float, float, RGB]:
    """A sofa, a lamp, a rug and a print; returns where the low table goes (``_table``)."""
    w = rng.uniform(1.8, 2.4)
    sx = rng.uniform(xl + 0.3, max(xl + 0.31, xr - w - 0.3))
    z1 = depth - 0.05
    z0 = z1 - 0.9
    lx = sx - 0.3 if sx - 0.3 > xl + 0.15 else sx + w + 0.3  # a floor lamp beside the sofa
    glow(cam, lx, 1.5, depth - 0.005, wall, 0.55)
    block(cam, lx - 0.02, lx + 0.02, 0.0, 1.35, z1 - 0.25, z1 - 0.21, (70, 66, 62), light)
    cam.strips((lx - 0.13, 1.62, z1 - 0.3), (lx + 0.13, 1.62, z1 - 0.3), (lx + 0.18, 1.32, z1 - 0.34),
               (lx - 0.18, 1.32, z1 - 0.34), (255, 246, 226), (250, 222, 178), 3)
    rug = mix(fab, (230, 220, 200), 0.5)
    cam.quad([(sx - 0.2, 0.004, z0 - 1.6), (sx + w + 0.2, 0.004, z0 - 1.6), (sx + w + 0.2, 0.004, z0 + 0.2),
              (sx - 0.2, 0.004, z0 + 0.2)], rug)
    shadow(cam, sx, sx + w, z0, z1, floor)
    block(cam, sx, sx + w, 0.7, 0.95, z1 - 0.25, z1, shade(fab, 0.1), light)  # the back
    block(cam, sx, sx + w, 0.1, 0.45, z0, z1, fab, light)  # the seat
    for ax in (sx, sx + w - 0.2):
        block(cam, ax, ax + 0.2, 0.1, 0.62, z0, z1, shade(fab, 0.06), light)
    cu = sx + w * rng.uniform(0.25, 0.6)
    block(cam, cu, cu + 0.4, 0.45, 0.8, z1 - 0.35, z1 - 0.2, shade(fab, -0.35), light)  # a cushion
    px = sx + w * 0.2
    cam.quad([(px, 1.35, depth - 0.01), (px, 1.95, depth - 0.01), (px + w * 0.6, 1.95, depth - 0.01),
              (px + w * 0.6, 1.35, depth - 0.01)], (60, 56, 52))  # a framed print
    cam.strips((px + 0.05, 1.9, depth - 0.02), (px + w * 0.6 - 0.05, 1.9, depth - 0.02),
               (px + w * 0.6 - 0.05, 1.4, depth - 0.02), (px + 0.05, 1.4, depth - 0.02),
               mix(fab, (250, 240, 220), 0.55), mix(fab, (60, 80, 90), 0.3), 3)
    return sx, w, z0, rug


def _kitchen(cam: Camera, rng: np.random.Generator, xl: float, xr: float, depth: float,
             floor: RGB, light: int) -> None:
    front = [(245, 245, 242), (90, 110, 100), (60, 70, 86), (214, 200, 176)][int(rng.integers(4))]
    top = [(120, 110, 100), (225, 220, 210), (60, 60, 62)][int(rng.integers(3))]
    z1 = depth - 0.02
    block(cam, xl, xr, 0.0, 0.88, z1 - 0.62, z1, front, light)
    block(cam, xl, xr, 0.88, 0.92, z1 - 0.65, z1, top, light)
    n = max(2, int((xr - xl) / 0.6))
    for k in range(1, n):  # the cupboard doors' joints and handles
        x = xl + (xr - xl) * k / n
        cam.quad([(x - 0.006, 0.05, z1 - 0.62), (x + 0.006, 0.05, z1 - 0.62),
                  (x + 0.006, 0.85, z1 - 0.62), (x - 0.006, 0.85, z1 - 0.62)], shade(front, 0.25))
    block(cam, xl, xr, 1.5, 2.2, z1 - 0.35, z1, front, light)  # wall cupboards
    sx = xl + (xr - xl) * rng.uniform(0.4, 0.7)
    cam.quad([(sx, 0.921, z1 - 0.55), (sx + 0.6, 0.921, z1 - 0.55), (sx + 0.6, 0.921, z1 - 0.1),
              (sx, 0.921, z1 - 0.1)], (170, 172, 176))  # the sink
    for k in range(int(rng.integers(1, 4))):  # bar stools
        x = xl + 0.6 + k * 0.7
        shadow(cam, x, x + 0.4, z1 - 1.7, z1 - 1.3, floor)
        block(cam, x + 0.17, x + 0.23, 0.0, 0.7, z1 - 1.53, z1 - 1.47, (60, 60, 62), light)
        block(cam, x, x + 0.4, 0.7, 0.76, z1 - 1.7, z1 - 1.3, (130, 90, 60), light)


def photo_room(page: Page, box: Box, kind: int, what: str) -> None:
    """The picture as one mesh op (camera.batch)."""
    with batch(page, box):
        _room(page, box, kind, what)


def _room(page: Page, box: Box, kind: int, what: str) -> None:
    rng = scene_rng(page, kind, f"room{what}")
    width, depth, top = rng.uniform(3.4, 4.6), rng.uniform(3.2, 4.4), rng.uniform(2.5, 2.8)
    camx, camh = rng.uniform(-0.7, 0.7), rng.uniform(1.1, 1.6)
    sleeps = what in BEDS or what == "bedroom"
    if sleeps:  # the lens in the doorway, a little floor before the beds; room for them
        depth = 3.3 + (depth - 3.2) * 0.5  # the beds' foot 1.2 to 1.8 m from the lens
        width = max(width, sum(BEDS.get(what, (1.6,))) + 2.0)
    cam = Camera(page, box, rng.uniform(0.42, 0.58), rng.uniform(0.36, 0.48), camh,
                 rng.uniform(0.4, 0.52))
    if sleeps:  # back far enough that the beds fit across a narrow thumbnail
        span = sum(BEDS.get(what, (1.6,))) + 0.7
        depth = max(depth, 2.7 + span * cam.f / (box[2] - box[0]))
        camx *= 0.5
    xl, xr = -width / 2 - camx, width / 2 - camx
    wall, floor = WALLS[int(rng.integers(len(WALLS)))], FLOORS[int(rng.integers(len(FLOORS)))]
    fab = FABRIC[int(rng.integers(len(FABRIC)))]
    side = 1 if rng.random() < 0.5 else -1  # the window's wall: -1 left, 1 right
    _shell(cam, rng, xl, xr, top, depth, wall, floor, -side, sleeps and rng.random() < 0.5)
    wz = _window(cam, rng, xl if side < 0 else xr, depth, floor, side)
    light = -side
    if sleeps:  # a hotel room's beds as its listing names them, side by side (kit.bedroom)
        curtains(cam, xl if side < 0 else xr, *wz, top, CURTAINS[int(rng.integers(len(CURTAINS)))],
                 rng)
        widths = BEDS.get(what) or (float(rng.uniform(1.5, 1.8)),)
        furnish(cam, rng, xl, xr, depth, wall, floor, fab, light, widths)
        return
    if what == "kitchen":
        _kitchen(cam, rng, xl, xr, depth, floor, light)
    else:
        curtains(cam, xl if side < 0 else xr, *wz, top, CURTAINS[int(rng.integers(len(CURTAINS)))],
                 rng)
        table = _living(cam, rng, xl, xr, depth, fab, floor, light, wall)
    if rng.random() < 0.8:  # a plant in a corner, standing on the floor in its shadow
        px = xl + 0.35 if side > 0 else xr - 0.35
        pz = depth - rng.uniform(0.3, 1.2)
        shadow(cam, px - 0.15, px + 0.15, pz - 0.15, pz + 0.15, floor)
        block(cam, px - 0.15, px + 0.15, 0.0, 0.35, pz - 0.15, pz + 0.15, (190, 110, 80), light)
        cx, cy = cam.p(px, 0.85, pz)
        r = cam.f * 0.38 / pz
        foliage(page, box, rng, cx, cy, r, r * 1.2, (70, 120, 70), light)
    if what != "kitchen":  # the low table is nearer than the plant: drawn over it
        _table(cam, rng, *table, light)
