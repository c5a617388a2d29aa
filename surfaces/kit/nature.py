"""Landscapes photographed outdoors (kit.places.landscape): a hazy sky with layered
clouds, ranges of hills or mountains fading into the distance (each farther ridge paler and
bluer), a forest line, a lake reflecting the sky or a path running off, trees with ragged
crowns and shadows. What the photo shows is the caller's ``kind`` (peaks, a lake, a path,
a sunset: kit.photo_world picks kinds by it); the rest comes from ``camera.scene_rng``.
"""

from __future__ import annotations

import numpy as np

from generator.page import Page
from surfaces.kit.camera import (
    batch,
    blob,
    clouds,
    ellipse,
    fill,
    foliage,
    ridge,
    scene_rng,
    sky,
    soft_shadow,
)
from surfaces.kit.stage import RGB, Box, mix, shade

DAYS: list[tuple[RGB, RGB]] = [((92, 146, 214), (206, 222, 236)), ((120, 166, 222), (232, 230, 220)),
                               ((150, 170, 196), (222, 226, 228)), ((80, 136, 206), (196, 216, 232))]
GREENS: list[RGB] = [(104, 146, 82), (88, 128, 74), (132, 156, 86), (96, 140, 96), (146, 150, 84)]


def _tree(page: Page, box: Box, rng: np.random.Generator, x: float, ground: float, size: float,
          green: RGB, light: float, haze: RGB, fog: float, conifer: bool) -> None:
    soft_shadow(page, box, x + size * 0.3 * light * -1, ground, size * 0.55, size * 0.08,
                shade(green, 0.05), 0.35, 3)
    trunk = mix((78, 60, 44), haze, fog)
    fill(page, box, [(x - size * 0.04, ground), (x - size * 0.03, ground - size * 0.5),
                     (x + size * 0.03, ground - size * 0.5), (x + size * 0.04, ground)], trunk)
    if conifer:
        for k in range(4):  # tiers, narrower upwards, their edges ragged
            cy = ground - size * (0.35 + 0.2 * k)
            blob(page, box, rng, x, cy, size * (0.3 - 0.06 * k), size * 0.16,
                 mix(shade(green, 0.45 - 0.08 * k), haze, fog), 0.35, 14)
        return
    foliage(page, box, rng, x, ground - size * 0.72, size * 0.42, size * 0.4, green, light, haze, fog)


def photo_landscape(page: Page, box: Box, kind: int) -> None:
    """The picture as one mesh op (camera.batch)."""
    with batch(page, box):
        _landscape(page, box, kind)


def _landscape(page: Page, box: Box, kind: int) -> None:
    rng = scene_rng(page, kind, "landscape")
    x1, y1, x2, y2 = box
    w, h = x2 - x1, y2 - y1
    evening, mountains, lake = kind % 5 == 4, kind % 3 == 0, kind % 2 == 0
    top, haze = DAYS[int(rng.integers(len(DAYS)))]
    if evening:
        top, haze = (70, 92, 150), mix((250, 184, 126), (240, 150, 120), rng.random())
    hy = y1 + h * rng.uniform(0.42, 0.58)
    sky(page, box, top, haze, hy + h * 0.1)
    if evening:  # the sun low over the ridge, its halo
        sx, sr = x1 + w * rng.uniform(0.25, 0.75), h * 0.07
        for k, t in enumerate((0.25, 0.45, 0.7, 1.0)):
            ellipse(page, box, sx, hy - h * 0.02, sr * (3.2 - 0.7 * k), sr * (3.2 - 0.7 * k),
                    mix(haze, (255, 240, 200), t), 24)
    clouds(page, box, rng, mix(top, haze, 0.45), hy,
           (255, 226, 200) if evening else (250, 250, 252))
    green = GREENS[int(rng.integers(len(GREENS)))]
    if evening:
        green = mix(green, (70, 50, 60), 0.45)
    light = float(rng.choice([-1.0, 1.0]))
    far = mix((110, 124, 150), haze, 0.45)
    ridge(page, box, rng, hy, h * (0.32 if mountains else 0.12), far, 0.75 if mountains else 0.5)
    if mountains:  # snow on the highest range: a paler ridge under the summits' line
        ridge(page, box, rng, hy - h * 0.02, h * 0.1, mix(far, haze, 0.35), 0.6)
    mid = mix(shade(green, 0.2), haze, 0.5)
    ridge(page, box, rng, hy + h * 0.06, h * 0.1, mid, 0.6)
    for _ in range(int(rng.integers(6, 12))):  # a forest line along the middle distance
        fx = x1 + w * rng.random()
        blob(page, box, rng, fx, hy + h * rng.uniform(0.04, 0.08), w * rng.uniform(0.02, 0.05),
             h * rng.uniform(0.02, 0.04), mix(shade(green, 0.4), haze, 0.45), 0.3, 12)
    ground = hy + h * 0.14
    ridge(page, box, rng, ground, h * 0.06, mix(green, haze, 0.15), 0.5)
    ridge(page, box, rng, y2 - h * 0.12, h * 0.05, shade(green, 0.12), 0.5)
    if lake:
        lx, ly = x1 + w * rng.uniform(0.3, 0.7), ground + h * rng.uniform(0.1, 0.18)
        water = mix(top, haze, 0.55)
        blob(page, box, rng, lx, ly, w * rng.uniform(0.25, 0.4), h * 0.07, shade(water, 0.1), 0.12, 28)
        blob(page, box, rng, lx, ly - h * 0.015, w * 0.22, h * 0.035, mix(water, (255, 255, 255), 0.25), 0.15, 20)
    else:  # a path from the foot of the frame into the distance
        px = x1 + w * rng.uniform(0.35, 0.65)
        bend = w * rng.uniform(-0.15, 0.15)
        fill(page, box, [(px - w * 0.12, y2), (px + bend - w * 0.01, ground + h * 0.02),
                         (px + bend + w * 0.01, ground + h * 0.02), (px + w * 0.1, y2)],
             mix((206, 186, 146), haze, 0.1))
    for depth in sorted(rng.random(int(rng.integers(3, 7))).tolist()):  # trees, bigger nearer the lens
        gy = ground + (y2 - ground) * (0.15 + 0.8 * depth)
        _tree(page, box, rng, x1 + w * rng.random(), gy, h * (0.12 + 0.4 * depth) ** 1.1, green,
              light, haze, 0.35 * (1 - depth), mountains)
