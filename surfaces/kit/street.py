"""A city street photographed from the pavement (kit.scenes.city): two rows of buildings
receding to a vanishing point, the road and pavements converging, trees and lamp posts
shrinking with distance, far facades paler and bluer in the haze, the sunlit side bright
and the other in shade with its shadow across the road; by night lit windows and lamps.

The camera (where the street's end lies, the horizon, the lens height and angle), the
street's width, every building's width, height, colour and windows, the trees, parked cars
and the time of day come from ``camera.scene_rng`` (kind, and the page), so two pages'
streets differ. Shapes only, never text.
"""

from __future__ import annotations

import math

import numpy as np

from generator.page import Page
from surfaces.kit.camera import (
    Camera,
    batch,
    clouds,
    ellipse,
    fill,
    foliage,
    scene_rng,
    sky,
    soft_shadow,
)
from surfaces.kit.stage import RGB, Box, mix, shade

PLASTER: list[RGB] = [(214, 196, 170), (196, 150, 120), (226, 222, 210), (170, 160, 150),
                      (205, 185, 140), (180, 120, 95), (150, 150, 158), (232, 212, 180),
                      (160, 120, 100), (200, 205, 200)]
# (sky at the top, at the horizon, sunlight tint)
DAYS: list[tuple[RGB, RGB, RGB]] = [((88, 144, 212), (202, 220, 236), (255, 250, 240)),
                                    ((120, 160, 210), (238, 218, 192), (255, 236, 205)),
                                    ((168, 178, 190), (218, 220, 222), (238, 238, 238)),
                                    ((74, 96, 150), (246, 186, 140), (255, 214, 170)),
                                    ((104, 158, 220), (214, 228, 238), (255, 252, 246))]
CARS: list[RGB] = [(180, 30, 30), (30, 40, 60), (220, 220, 222), (90, 95, 105), (40, 80, 140),
                   (20, 20, 22), (150, 150, 155), (110, 40, 30)]


def _facades(cam: Camera, rng: np.random.Generator, side: int, edge: float, lit: bool,
             haze: RGB, fog: float, night: bool, sun: RGB) -> None:
    """One side's buildings (``side`` -1 left, 1 right) on the plane x = side * edge."""
    z, zmax = 0.6, 130.0
    blocks = []
    while z < zmax:
        width = rng.uniform(7, 22)
        blocks.append((z, z + width, rng.uniform(8, 30), PLASTER[int(rng.integers(len(PLASTER)))]))
        z += width
    x = side * edge
    for za, zb, height, wall in reversed(blocks):  # far first: near ones overlap them
        base = mix(wall, sun, 0.25) if lit else shade(wall, 0.32)
        if night:
            base = mix(wall, (18, 22, 38), 0.82)
        near, far = (mix(base, haze, 1 - math.exp(-za / fog)),
                     mix(base, haze, 1 - math.exp(-zb / fog)))
        if night:  # the street lamps light the near end
            near = mix(near, (120, 100, 80), 0.25)
        cam.strips((x, 0, za), (x, height, za), (x, height, zb), (x, 0, zb), near, far,
                   4 if za < 25 else 2 if za < 60 else 1)
        if za < 60:  # the cornice's shadow
            cam.quad([(x, height - 0.6, za), (x, height, za), (x, height, zb), (x, height - 0.6, zb)],
                     mix(shade(near, 0.25), haze, 1 - math.exp(-za / fog)))
        _windows(cam, rng, x, za, zb, height, base, haze, fog, night)


def _windows(cam: Camera, rng: np.random.Generator, x: float, za: float, zb: float,
             height: float, wall: RGB, haze: RGB, fog: float, night: bool) -> None:
    """Windows in floors of 3.2 m; a shop front on the ground floor; far ones as bands."""
    span = zb - za
    if za > 80:  # lost in the haze
        return
    cols = max(1, int(span / 3.6))
    glass = (28, 34, 44) if night else mix(wall, (60, 70, 84), 0.6)
    step = span / cols
    for fl in range(1, int((height - 1.2) / 3.2)):
        y = fl * 3.2 + 0.9
        if cam.f * 1.1 / max(za, 0.5) < 7.0:  # too far for single panes: a shadowed band
            cam.quad([(x, y, za), (x, y + 1.5, za), (x, y + 1.5, zb), (x, y, zb)],
                     mix(glass, haze, 1 - math.exp(-(za + zb) / 2 / fog) * 0.8))
            continue
        for c in range(cols):
            z0 = za + c * step + step * 0.3
            on = night and rng.random() < 0.42
            pane = mix((255, 214, 140), (255, 240, 200), rng.random()) if on else glass
            pane = mix(pane, haze, (1 - math.exp(-z0 / fog)) * (0.3 if on else 1.0))
            cam.quad([(x, y, z0), (x, y + 1.5, z0), (x, y + 1.5, z0 + step * 0.4),
                      (x, y, z0 + step * 0.4)], pane)
    if za > 40:  # far: the shop fronts merge into one dark band
        cam.quad([(x, 0.4, za + 0.5), (x, 2.6, za + 0.5), (x, 2.6, zb - 0.5), (x, 0.4, zb - 0.5)],
                 mix(glass, haze, 1 - math.exp(-za / fog)))
        return
    for c in range(cols):  # the ground floor: shop windows between piers
        z0, z1 = za + c * step + 0.5, za + (c + 1) * step - 0.5
        shop = (42, 46, 54) if not night else (
            mix((250, 214, 150), (60, 50, 40), rng.uniform(0.3, 1.0)) if rng.random() < 0.5
            else (34, 32, 36))
        cam.quad([(x, 0.4, z0), (x, 2.6, z0), (x, 2.6, z1), (x, 0.4, z1)],
                 mix(shop, haze, 1 - math.exp(-z0 / fog)))


def _ground(cam: Camera, road: float, edge: float, haze: RGB, fog: float, night: bool,
            sun_side: int, tops: float) -> None:
    asphalt = (38, 40, 46) if night else (98, 100, 106)
    paving = (60, 60, 66) if night else (176, 172, 166)
    far = 400.0
    cam.strips((-edge, 0, 0.3), (edge, 0, 0.3), (edge, 0, far), (-edge, 0, far), paving,
               mix(paving, haze, 0.9), 8)
    zs = (0.3, 0.8, 1.6, 3, 5, 8, 13, 20, 32, 50, 80, 130, far)
    for k in range(len(zs) - 1):  # even steps in depth, not in metres: the near road shades too
        t = k / (len(zs) - 2)
        cam.quad([(-road, 0, zs[k]), (road, 0, zs[k]), (road, 0, zs[k + 1]), (-road, 0, zs[k + 1])],
                 mix(shade(asphalt, 0.12), mix(asphalt, haze, 0.92), t))
    for s in (-1, 1):  # kerbs
        cam.quad([(s * road, 0, 0.3), (s * (road + 0.2), 0, 0.3), (s * (road + 0.2), 0, far),
                  (s * road, 0, far)], mix(paving, (235, 235, 232), 0.4))
    if not night:  # the sunlit side's buildings throw their shade across the pavement
        x = sun_side * edge
        reach = sun_side * (edge - min(tops * 0.5, edge + road * 0.7))
        cam.quad([(x, 0.01, 0.3), (reach, 0.01, 0.3), (reach, 0.01, far), (x, 0.01, far)],
                 shade(mix(asphalt, paving, 0.5), 0.35))
    line = (200, 196, 170) if not night else (120, 118, 100)
    z = 2.0
    while z < 70:  # the centre line's dashes
        cam.quad([(-0.08, 0.01, z), (0.08, 0.01, z), (0.08, 0.01, z + 3), (-0.08, 0.01, z + 3)],
                 mix(line, haze, 1 - math.exp(-z / fog)))
        z += 9


def _props(cam: Camera, rng: np.random.Generator, road: float, haze: RGB, fog: float,
           night: bool, light: int, bike: bool = False) -> None:
    """Trees, lamp posts and parked cars along both kerbs, drawn far to near (no car parks
    on a bike lane: ``bike`` draws the same street without them)."""
    items = []
    trees = rng.random() < 0.6
    green = [(70, 110, 60), (84, 120, 58), (60, 100, 70)][int(rng.integers(3))]
    for s in (-1, 1):
        z = rng.uniform(3, 9)
        while z < 70:
            kind = "tree" if trees and rng.random() < 0.6 else "lamp"
            items.append((z, s, kind))
            if rng.random() < 0.45:
                items.append((z + rng.uniform(1, 4), s, "car"))
            z += rng.uniform(10, 20)
    page, box = cam.page, cam.box
    for z, s, kind in sorted(items, reverse=True):
        fogged = 1 - math.exp(-z / fog)
        if kind == "car":
            x = s * (road - 1.1)
            body = CARS[int(rng.integers(len(CARS)))]
            if bike:
                continue
            body = mix(shade(body, 0.5) if night else body, haze, fogged)
            (ax, ay), (bx, _) = cam.p(x - 0.9, 0, z), cam.p(x + 0.9, 0, z)
            soft_shadow(page, box, (ax + bx) / 2, ay, (bx - ax) * 0.75, max(1.0, (bx - ax) * 0.08),
                        mix((70, 70, 74), haze, fogged), 0.5, 3)
            cam.quad([(x - 0.9, 0.3, z), (x - 0.9, 1.0, z), (x + 0.9, 1.0, z), (x + 0.9, 0.3, z)],
                     body)
            cam.quad([(x - 0.75, 1.0, z), (x - 0.6, 1.45, z), (x + 0.6, 1.45, z), (x + 0.75, 1.0, z)],
                     mix(body, (40, 48, 60), 0.6))
            cam.quad([(x - 0.9, 0.15, z), (x - 0.9, 0.5, z), (x + 0.9, 0.5, z), (x + 0.9, 0.15, z)],
                     shade(body, 0.45))
            if night:
                for dx in (-0.7, 0.7):
                    (lx, ly) = cam.p(x + dx, 0.75, z)
                    ellipse(page, box, lx, ly, max(1.0, cam.f * 0.1 / z), max(1.0, cam.f * 0.07 / z),
                            (255, 60, 50) if s > 0 else (255, 250, 225), 8)
            continue
        x = s * (road + 0.9)
        pole = mix((60, 62, 66), haze, fogged)
        if kind == "lamp":
            cam.quad([(x - 0.06, 0, z), (x - 0.06, 5.5, z), (x + 0.06, 5.5, z), (x + 0.06, 0, z)], pole)
            cam.quad([(x, 5.4, z), (x, 5.55, z), (x - s * 1.2, 5.55, z), (x - s * 1.2, 5.4, z)], pole)
            if night:
                hx, hy = cam.p(x - s * 1.1, 5.3, z)
                r = max(1.5, cam.f * 0.35 / z)
                ellipse(page, box, hx, hy, r * 1.8, r * 1.2, (120, 100, 70), 10)
                ellipse(page, box, hx, hy, r, r * 0.7, (255, 236, 190), 10)
            continue
        height = rng.uniform(5, 8)
        cam.quad([(x - 0.15, 0, z), (x - 0.15, height * 0.55, z), (x + 0.15, height * 0.55, z),
                  (x + 0.15, 0, z)], mix((70, 56, 44), haze, fogged))
        cx, cy = cam.p(x, height * 0.7, z)
        r = cam.f * rng.uniform(1.6, 2.4) / z
        leaf = mix(shade(green, 0.55), (10, 14, 20), 0.5) if night else green
        foliage(page, box, rng, cx, cy, r, r * 1.05, leaf, light, haze, fogged)


def _far_end(cam: Camera, rng: np.random.Generator, edge: float, haze: RGB, night: bool) -> None:
    """The blocks closing the street's far end, pale in the haze."""
    z = 175.0
    x = -edge * 1.5
    tone = mix((150, 150, 160) if not night else (30, 34, 52), haze, 0.62)
    while x < edge * 1.5:
        w, h = rng.uniform(6, 14), rng.uniform(10, 34)
        cam.quad([(x, 0, z), (x, h, z), (x + w, h, z), (x + w, 0, z)], mix(tone, haze, rng.random() * 0.3))
        x += w


def _bike_lanes(cam: Camera, road: float, haze: RGB, fog: float, night: bool) -> None:
    """Painted bike lanes along both kerbs: a coloured strip, its white edge line, a bicycle
    sign painted on it every so often."""
    paint = (150, 60, 50) if not night else (70, 34, 32)
    white = (236, 236, 230) if not night else (120, 120, 116)
    for s in (-1, 1):
        inner, outer = s * (road - 1.7), s * (road - 0.05)
        zs = (0.3, 1, 2.5, 5, 9, 15, 25, 40, 70, 120)
        for k in range(len(zs) - 1):
            c = mix(paint, haze, 1 - math.exp(-zs[k] / fog))
            cam.quad([(inner, 0.012, zs[k]), (outer, 0.012, zs[k]), (outer, 0.012, zs[k + 1]),
                      (inner, 0.012, zs[k + 1])], c)
        cam.quad([(inner - s * 0.08, 0.014, 0.3), (inner, 0.014, 0.3), (inner, 0.014, 120),
                  (inner - s * 0.08, 0.014, 120)], mix(white, haze, 0.3))
        mid = (inner + outer) / 2
        for z in (4.0, 14.0, 30.0):  # the bicycle sign: two wheels and a frame
            c = mix(white, haze, 1 - math.exp(-z / fog))
            for dz in (-0.45, 0.45):
                pts = [(mid + 0.28 * math.cos(a), 0.016, z + dz + 0.28 * math.sin(a))
                       for a in (2 * math.pi * k / 10 for k in range(10))]
                cam.quad(pts, c)
            cam.quad([(mid - 0.05, 0.017, z - 0.45), (mid + 0.05, 0.017, z - 0.45),
                      (mid + 0.05, 0.017, z + 0.45), (mid - 0.05, 0.017, z + 0.45)],
                     mix(paint, haze, 1 - math.exp(-z / fog)))


def _cyclist(cam: Camera, x: float, z: float, haze: RGB, fog: float, colour: RGB) -> None:
    """A person riding away down the lane: two wheels, a frame, a back, a head."""
    t = 1 - math.exp(-z / fog)
    dark = mix((30, 30, 34), haze, t)
    for dz in (-0.55, 0.55):  # the wheels, seen nearly edge-on from behind
        cam.quad([(x - 0.03, 0.0, z + dz), (x + 0.03, 0.0, z + dz), (x + 0.03, 0.68, z + dz),
                  (x - 0.03, 0.68, z + dz)], dark)
    cam.quad([(x - 0.2, 0.75, z), (x + 0.2, 0.75, z), (x + 0.17, 1.45, z), (x - 0.17, 1.45, z)],
             mix(colour, haze, t))  # the rider's back
    cam.quad([(x - 0.3, 1.0, z - 0.3), (x + 0.3, 1.0, z - 0.3), (x + 0.3, 1.06, z - 0.3),
              (x - 0.3, 1.06, z - 0.3)], dark)  # the handlebar
    hx, hy = cam.p(x, 1.6, z)
    r = cam.f * 0.12 / z
    ellipse(cam.page, cam.box, hx, hy, r, r * 1.1, mix((60, 50, 40), haze, t), 10)


COATS: list[RGB] = [(40, 50, 70), (120, 40, 40), (70, 70, 74), (150, 120, 80), (30, 30, 34),
                    (60, 90, 120)]
SKINS: list[RGB] = [(230, 196, 166), (196, 146, 110), (150, 104, 76), (238, 212, 186)]


def _standing(cam: Camera, x: float, z: float, kind: int) -> None:
    """A person standing on the pavement facing the camera (the one a caption names "in
    front of the town hall"): legs, a coat, arms, a head with hair, a contact shadow."""
    coat, skin = COATS[kind % len(COATS)], SKINS[kind % len(SKINS)]
    hair = [(50, 35, 25), (120, 80, 40), (30, 30, 30), (170, 150, 120)][(kind // 2) % 4]
    (ax, ay), (bx, _) = cam.p(x - 0.3, 0, z), cam.p(x + 0.3, 0, z)
    soft_shadow(cam.page, cam.box, (ax + bx) / 2, ay, (bx - ax) * 0.8, max(1.0, (bx - ax) * 0.12),
                (120, 118, 114), 0.4, 3)
    for dx in (-0.1, 0.1):  # the legs
        cam.quad([(x + dx - 0.07, 0, z), (x + dx + 0.07, 0, z), (x + dx + 0.07, 0.85, z),
                  (x + dx - 0.07, 0.85, z)], (40, 40, 46))
    cam.quad([(x - 0.24, 0.8, z), (x + 0.24, 0.8, z), (x + 0.22, 1.48, z), (x - 0.22, 1.48, z)],
             coat)
    for s in (-1, 1):  # the arms down the sides
        cam.quad([(x + s * 0.22, 0.86, z), (x + s * 0.3, 0.86, z), (x + s * 0.28, 1.44, z),
                  (x + s * 0.2, 1.44, z)], shade(coat, 0.2))
    cam.quad([(x - 0.05, 1.46, z), (x + 0.05, 1.46, z), (x + 0.05, 1.54, z), (x - 0.05, 1.54, z)],
             shade(skin, 0.1))
    hx, hy = cam.p(x, 1.64, z)
    r = cam.f * 0.11 / z
    ellipse(cam.page, cam.box, hx, hy - r * 0.25, r * 1.05, r * 1.05, hair, 12)
    ellipse(cam.page, cam.box, hx, hy + r * 0.1, r * 0.86, r * 1.05, skin, 12)


def street(page: Page, box: Box, kind: int, night: bool = False, bike: bool = False,
           person: bool = False) -> None:
    """The picture as one mesh op (camera.batch); ``bike``: with bike lanes and a rider;
    ``person``: someone standing on the near pavement, facing the camera."""
    with batch(page, box):
        _street(page, box, kind, night, bike, person)


def _street(page: Page, box: Box, kind: int, night: bool = False, bike: bool = False,
            person: bool = False) -> None:
    rng = scene_rng(page, kind, f"city{night}")
    cam = Camera(page, box, rng.uniform(0.3, 0.7), rng.uniform(0.4, 0.58), rng.uniform(1.5, 4.5),
                 rng.uniform(0.42, 0.7))
    road, walk = rng.uniform(3.5, 7.0), rng.uniform(2.5, 4.5)
    edge = road + walk
    if night:
        top, haze, sun = (8, 12, 30), mix((40, 44, 78), (120, 90, 70), rng.uniform(0.1, 0.5)), (0, 0, 0)
        fog = rng.uniform(90, 160)
    else:
        top, haze, sun = DAYS[int(rng.integers(len(DAYS)))]
        fog = rng.uniform(55, 120)
    sky(page, box, top, haze, cam.cy + 1)
    if not night:
        clouds(page, box, rng, mix(top, haze, 0.4), cam.cy)
    else:
        for _ in range(int(rng.integers(10, 30))):  # a few stars
            sx = box[0] + (box[2] - box[0]) * rng.random()
            sy = box[1] + (cam.cy - box[1]) * rng.random() * 0.6
            fill(page, box, [(sx, sy), (sx + 1, sy), (sx + 1, sy + 1), (sx, sy + 1)], (200, 205, 220))
    sun_side = 1 if rng.random() < 0.5 else -1
    _far_end(cam, rng, edge, haze, night)
    _ground(cam, road, edge, haze, fog, night, sun_side, rng.uniform(8, 20))
    if bike:
        _bike_lanes(cam, road, haze, fog, night)
    for side in (-1, 1):
        _facades(cam, rng, side, edge, side == -sun_side, haze, fog, night, sun)
    _props(cam, rng, road, haze, fog, night, sun_side, bike)
    if bike:  # a rider on the lane of the sunny side, a little way off
        _cyclist(cam, sun_side * (road - 0.9), 6.0 + kind % 5, haze, fog,
                 CARS[kind % len(CARS)])
    if person:
        _place_person(cam, box, road, edge, sun_side, kind)


def _place_person(cam: Camera, box: Box, road: float, edge: float, side: int, kind: int
                  ) -> None:
    """Someone on a pavement, their feet low in the frame (as near as the lens shows them
    whole), on the side whose pavement the frame holds there, else further off."""
    x1, y1, x2, y2 = box
    z0 = cam.f * cam.h / max(1.0, y1 + 0.94 * (y2 - y1) - cam.cy)
    z, x = z0, 0.0
    for z in (z0 * k for k in (1.0, 1.15, 1.3, 1.5, 1.75, 2.1, 2.6, 3.2)):
        for x in (side * (road + edge) / 2, -side * (road + edge) / 2, side * (road + 0.5),
                  -side * (road + 0.5)):
            sx = cam.p(x, 0, z)[0]
            if x1 + 0.12 * (x2 - x1) <= sx <= x1 + 0.88 * (x2 - x1):
                _standing(cam, x, z, kind)
                return
    z = z0 * 1.3  # no pavement in the frame: in the street, right of the centre line
    _standing(cam, (x1 + (0.5 + 0.2 * side) * (x2 - x1) - cam.cx) * z / cam.f, z, kind)
