"""More photo scenes, each drawn from shapes and varied by ``kind`` (colours, proportions,
how many desks / trees / stalls): an office with desks and screens, a shoreline, a city of
lights under a night-blue sky (science fiction), a room with a table by a window, a park
with trees and a path, a market stall, a mountain road.

``pick(rng, pools, n)`` gives ``n`` pictures of a page with no (variant, kind) twice, so a
grid of tiles never shows the same picture in two places.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from generator.page import Page
from surfaces.kit.camera import batch, clouds, fill, foliage, ridge, scene_rng, sky, soft_shadow
from surfaces.kit.oldtown import old_town
from surfaces.kit.stage import RGB, Box, Stage, fill_gradient, mix, shade

WALLS: list[RGB] = [(232, 228, 218), (214, 222, 226), (238, 226, 206), (206, 214, 204),
                    (226, 212, 214)]
WOODS: list[RGB] = [(150, 105, 70), (190, 150, 105), (110, 80, 60), (205, 180, 140)]
CLOTH: list[RGB] = [(60, 70, 95), (150, 60, 60), (70, 110, 80), (95, 95, 100), (170, 130, 80),
                    (60, 120, 160), (200, 170, 60)]
SKIN: list[RGB] = [(235, 200, 170), (200, 150, 115), (160, 110, 80), (240, 215, 190)]
HAIR: list[RGB] = [(50, 35, 25), (120, 80, 40), (30, 30, 30), (170, 150, 120)]
SCENES = ("office", "shore", "scifi", "interior", "park", "market", "road")


def _figure(s: Stage, u: float, v: float, size: float, k: int) -> None:
    """A small person seen at a distance: a body and a head, ``size`` frame-heights tall."""
    w = size * 0.28
    s.rect(u - w, v + size * 0.3, u + w, v + size, CLOTH[k % len(CLOTH)], radius=0.01)
    s.oval(u - w * 0.6, v, u + w * 0.6, v + size * 0.3, SKIN[k % len(SKIN)])
    s.oval(u - w * 0.62, v - size * 0.02, u + w * 0.62, v + size * 0.12, HAIR[(k * 3) % 4])


def office(page: Page, box: Box, kind: int) -> None:
    """An open-plan office: a window band, rows of desks with screens, people at them."""
    s = Stage(page, box, square=False)
    wall = WALLS[kind % len(WALLS)]
    s.rect(0, 0, 1, 1, wall)
    fill_gradient(page, s.b(0.04, 0.08, 0.96, 0.42), (170, 200, 230), (215, 230, 240), 6)
    for k in range(1, 6):  # window mullions
        s.rect(0.04 + k * 0.153, 0.08, 0.05 + k * 0.153, 0.42, shade(wall, 0.25))
    s.rect(0, 0.62, 1, 1, mix(wall, (90, 90, 100), 0.45))  # the floor
    n = 2 + kind % 3
    for j in range(n):
        u = 0.08 + j * (0.84 / n)
        dw = 0.84 / n - 0.04
        _figure(s, u + dw * 0.5, 0.42, 0.28, kind + j)
        s.rect(u + dw * 0.15, 0.44, u + dw * 0.6, 0.6, (40, 42, 48), radius=0.01)  # screen
        s.rect(u + dw * 0.19, 0.47, u + dw * 0.56, 0.57, mix((90, 140, 200), wall, 0.2 * (j % 2)))
        s.rect(u, 0.62, u + dw, 0.67, WOODS[kind % len(WOODS)])  # the desk top
        s.rect(u + 0.01, 0.67, u + 0.02, 0.86, (80, 80, 86))
        s.rect(u + dw - 0.02, 0.67, u + dw - 0.01, 0.86, (80, 80, 86))
    s.oval(0.9, 0.5, 0.99, 0.64, (70, 130, 70))  # a plant
    s.rect(0.925, 0.62, 0.965, 0.72, (190, 110, 70))


def shore(page: Page, box: Box, kind: int) -> None:
    """A coast: sky, the sea to the horizon, a beach or rocks, a headland, breakers."""
    s = Stage(page, box, square=False)
    skies = [((150, 190, 230), (225, 235, 240)), ((120, 140, 170), (200, 205, 210)),
             ((235, 170, 120), (250, 220, 170)), ((170, 200, 225), (240, 240, 235))]
    top, low = skies[kind % len(skies)]
    fill_gradient(page, box, top, low, 8)
    horizon = 0.38 + (kind % 4) * 0.05 + (kind // 12) % 5 * 0.01
    sea = [(50, 110, 150), (70, 100, 120), (40, 90, 120), (60, 130, 160)][kind % 4]
    s.rect(0, horizon, 1, 1, sea)
    s.poly([(0.55 + (kind % 3) * 0.1, horizon), (1, horizon - 0.12), (1, horizon)],
           (90, 105, 95))  # the headland
    sand = [(225, 205, 160), (180, 170, 150), (210, 195, 165)][kind % 3]
    s.poly([(0, 0.72 - (kind % 3) * 0.05), (0.45, 0.82), (1, 0.9), (1, 1), (0, 1)], sand)
    for k in range(4):  # breakers
        v = horizon + 0.08 + k * 0.06
        s.rect(0.1 + k * 0.17, v, 0.24 + k * 0.17, v + 0.008, mix(sea, (255, 255, 255), 0.6))
    if kind % 2:  # rocks
        s.oval(0.05, 0.66, 0.22, 0.8, (95, 90, 85))
        s.oval(0.16, 0.7, 0.28, 0.8, (120, 115, 105))


def scifi(page: Page, box: Box, kind: int) -> None:
    """A city of the future at night: a deep-blue glow, towers with lit bands, a ring."""
    s = Stage(page, box, square=False)
    glows = [((10, 15, 40), (80, 40, 110)), ((5, 20, 35), (20, 110, 130)),
             ((20, 10, 30), (150, 50, 90)), ((8, 12, 30), (40, 70, 150))]
    top, low = glows[kind % len(glows)]
    fill_gradient(page, box, top, low, 10)
    for k in range(14):  # stars
        u, v = (kind * 13 + k * 37) % 100 / 100, (kind * 7 + k * 23) % 40 / 100
        s.rect(u, v, u + 0.004, v + 0.006, (220, 220, 240))
    planet = mix(low, (230, 220, 255), 0.5)
    s.oval(0.62 + (kind % 3) * 0.08, 0.06, 0.78 + (kind % 3) * 0.08, 0.3, planet)
    neon = [(90, 230, 240), (250, 90, 180), (250, 200, 90), (140, 240, 140)]
    for k in range(9):
        u = 0.005 + k * 0.11  # the towers stay in the frame
        top_v = 0.3 + ((kind + k * 5) % 6) * 0.07
        s.rect(u, top_v, u + 0.09, 1, mix(top, (0, 0, 0), 0.3))
        lit = neon[(kind + k) % len(neon)]
        for b in range(int((1 - top_v) / 0.08)):
            s.rect(u + 0.015, top_v + 0.04 + b * 0.08, u + 0.075, top_v + 0.05 + b * 0.08,
                   lit if (k + b + kind) % 3 else mix(lit, top, 0.6))
    s.rect(0, 0.9, 1, 1, (15, 15, 25))


def interior(page: Page, box: Box, kind: int) -> None:
    """A room: a window with daylight, a table with cups or a vase, a chair, a lamp."""
    s = Stage(page, box, square=False)
    wall = WALLS[(kind + 2) % len(WALLS)]
    s.rect(0, 0, 1, 1, wall)
    s.rect(0, 0.72, 1, 1, WOODS[(kind + 1) % len(WOODS)])
    wu = 0.08 + (kind % 3) * 0.25
    fill_gradient(page, s.b(wu, 0.1, wu + 0.3, 0.55), (160, 195, 230), (220, 235, 240), 5)
    s.rect(wu + 0.145, 0.1, wu + 0.155, 0.55, (245, 245, 240))
    s.rect(wu - 0.02, 0.55, wu + 0.32, 0.57, (245, 245, 240))
    s.rect(wu - 0.04, 0.08, wu + 0.02, 0.6, CLOTH[kind % len(CLOTH)])  # a curtain
    table = WOODS[kind % len(WOODS)]
    s.rect(0.2, 0.6, 0.8, 0.65, table)
    s.rect(0.24, 0.65, 0.26, 0.92, shade(table, 0.2))
    s.rect(0.74, 0.65, 0.76, 0.92, shade(table, 0.2))
    s.rect(0.4, 0.5, 0.46, 0.6, (240, 240, 236), radius=0.01)  # a jug or cups
    s.oval(0.5, 0.44, 0.6, 0.54, (70, 140, 70) if kind % 2 else (220, 120, 60))
    s.rect(0.53, 0.52, 0.57, 0.6, (90, 120, 150))
    s.rect(0.84, 0.48, 0.94, 0.9, shade(table, 0.1), radius=0.01)  # a chair's back


def park(page: Page, box: Box, kind: int) -> None:
    """A park: a hazy sky, lawn, a path winding off, ragged trees with their shadows, a
    bench, people walking (kit.camera shapes; the layout from ``kind`` and the page)."""
    with batch(page, box):  # the mesh first, the bench and walkers (Stage shapes) over it
        c = _park(page, box, kind)
    s = Stage(page, box, square=False)
    s.rect(0.05, 0.62, 0.2, 0.64, (130, 90, 60))  # a bench
    s.rect(0.05, 0.58, 0.2, 0.595, (130, 90, 60))
    for j in range(1 + kind % 3):
        _figure(s, c + 0.05 + j * 0.06, 0.55 + j * 0.04, 0.18, kind + j)


def _park(page: Page, box: Box, kind: int) -> float:
    """Sky, lawn, the path (its centre returned) and the trees, as one mesh."""
    rng = scene_rng(page, kind, "park")
    x1, y1, x2, y2 = box
    w, h = x2 - x1, y2 - y1
    hy = y1 + h * 0.45
    sky(page, box, (110 + int(rng.integers(0, 40)), 160, 220), (222, 230, 236), hy + 2)
    clouds(page, box, rng, (170, 196, 226), hy)
    grass = [(120, 170, 90), (100, 150, 80), (140, 175, 100)][kind % 3]
    ridge(page, box, rng, hy, h * 0.05, mix(shade(grass, 0.3), (222, 230, 236), 0.45), 0.5)
    fill(page, box, [(x1, hy + h * 0.04), (x2, hy + h * 0.04), (x2, y2), (x1, y2)], grass)
    fill(page, box, [(x1, y2 - h * 0.2), (x2, y2 - h * 0.25), (x2, y2), (x1, y2)], shade(grass, 0.08))
    c = 0.3 + (kind % 4) * 0.12
    fill(page, box, [(x1 + w * (c - 0.02), y1 + h * 0.47), (x1 + w * (c + 0.02), y1 + h * 0.47),
                     (x1 + w * (c + 0.3), y2), (x1 + w * (c - 0.25), y2)], (215, 200, 170))
    light = 1.0 if rng.random() < 0.5 else -1.0
    trees = sorted(((0.09 + (k * 0.23 + kind * 0.07) % 1.0 * 0.82, 0.2 + (k + kind) % 3 * 0.05)
                    for k in range(5 + kind % 3)), key=lambda t: t[1])
    for u, hgt in trees:
        if abs(u - c) < 0.08:
            continue
        gx, gy = x1 + w * u, y1 + h * (0.5 + hgt * 0.3)
        r = w * 0.08 * (0.8 + hgt)
        soft_shadow(page, box, gx - light * r * 0.3, gy, r * 0.9, h * 0.025, grass, 0.3, 3)
        fill(page, box, [(gx - w * 0.008, gy), (gx - w * 0.006, gy - h * hgt),
                         (gx + w * 0.006, gy - h * hgt), (gx + w * 0.008, gy)], (100, 75, 55))
        foliage(page, box, rng, gx, gy - h * hgt * 1.1, r, r * 0.95, shade(grass, 0.2), light)
    return c


def market(page: Page, box: Box, kind: int) -> None:
    """A market street: striped awnings over stalls of fruit and vegetables, houses behind."""
    s = Stage(page, box, square=False)
    s.rect(0, 0, 1, 1, [(170, 200, 225), (205, 215, 225), (235, 215, 185)][kind % 3])
    for k in range(4):  # the houses behind
        s.rect(k * 0.26, 0.04 + (k + kind) % 3 * 0.05 + (kind // 12) % 5 * 0.02,
               min(1.0, k * 0.26 + 0.25), 0.5,  # the last house ends at the picture's edge
               [(190, 175, 150), (175, 120, 100), (205, 200, 190), (150, 140, 130)][(k + kind) % 4])
    s.rect(0, 0.8, 1, 1, (160, 155, 150))
    awn = [(200, 60, 50), (40, 110, 170), (60, 140, 80), (220, 160, 40)]
    produce = [(220, 60, 40), (240, 170, 40), (90, 160, 60), (150, 60, 120), (235, 210, 80)]
    for j in range(3):
        u = 0.03 + j * 0.33
        col = awn[(kind + j) % len(awn)]
        for b in range(6):
            s.rect(u + b * 0.05, 0.36, u + b * 0.05 + 0.05, 0.46,
                   col if b % 2 == 0 else (245, 245, 240))
        s.rect(u + 0.02, 0.62, u + 0.28, 0.8, WOODS[(kind + j) % len(WOODS)])
        for b in range(5):
            s.oval(u + 0.03 + b * 0.05, 0.56, u + 0.08 + b * 0.05, 0.64,
                   produce[(kind + j * 2 + b) % len(produce)])
        _figure(s, u + 0.16, 0.46, 0.16, kind + j)


def road(page: Page, box: Box, kind: int) -> None:
    """A mountain road: peaks under the sky, a road curving into the distance."""
    s = Stage(page, box, square=False)
    fill_gradient(page, box, (130, 175, 225), (215, 228, 240), 8)
    rock = [(130, 135, 150), (150, 140, 130), (115, 125, 135)][kind % 3]
    far = 0.16 + (kind // 6) % 10 * 0.02  # the second peak's height: no two alike in sixty
    s.poly([(0, 0.55), (0.2 + kind % 3 * 0.05, 0.15), (0.42, 0.5), (0.62, far + kind % 2 * 0.06),
            (0.86, 0.48), (1, 0.3), (1, 0.6), (0, 0.6)], rock)
    s.poly([(0.16 + kind % 3 * 0.05, 0.22), (0.2 + kind % 3 * 0.05, 0.15), (0.25, 0.23)],
           (245, 245, 250))
    grass = [(110, 150, 80), (140, 160, 90), (95, 135, 85)][kind % 3]
    s.rect(0, 0.55, 1, 1, grass)
    s.poly([(0.48, 0.56), (0.52, 0.56), (0.9, 1), (0.3, 1)], (90, 90, 95))
    s.poly([(0.497, 0.6), (0.503, 0.6), (0.62, 1), (0.58, 1)], (235, 225, 150))
    for k in range(4):
        u = 0.05 + k * 0.07 + kind % 2 * 0.6
        s.poly([(u, 0.75), (u + 0.03, 0.58), (u + 0.06, 0.75)], shade(grass, 0.4))


DRAW = {"office": office, "shore": shore, "scifi": scifi, "interior": interior, "park": park,
        "market": market, "road": road, "oldtown": old_town}


def pick(rng: np.random.Generator, pools: list[tuple[str, ...]], kinds: int = 60
         ) -> list[dict[str, Any]]:
    """One picture per entry of ``pools`` (the variants that fit that tile's subject): the
    variant least used so far on the page among its pool (ties drawn at random) and a kind
    no other tile of that variant has, so no (variant, kind) repeats on a page (each scene
    draws its first sixty kinds apart)."""
    used: dict[str, set[int]] = {}
    out = []
    for pool in pools:
        least = min(len(used.get(v, ())) for v in pool)
        variant = str(rng.choice([v for v in pool if len(used.get(v, ())) == least]))
        free = [k for k in range(kinds) if k not in used.setdefault(variant, set())]
        kind = int(rng.choice(free))
        used[variant].add(kind)
        out.append({"variant": variant, "kind": kind})
    return out


AVATAR_INKS: list[RGB] = [(200, 70, 60), (60, 120, 190), (70, 150, 90), (150, 90, 170),
                          (220, 150, 40), (40, 150, 160), (180, 80, 130), (110, 110, 120)]


def pixel_avatar(page: Page, box: Box, name: str, kind: int) -> None:
    """An old forum's avatar: a mirrored 5 x 5 pixel pattern from the user's ``name`` (an
    identicon), or, for a user who uploaded none (``kind % 4 == 3``), the board's grey
    silhouette."""
    s = Stage(page, box, 1.0)
    if kind % 4 == 3:
        s.rect(0, 0, 1, 1, (205, 209, 215))
        s.oval(0.32, 0.16, 0.68, 0.52, (150, 156, 166))
        s.rect(0.16, 0.58, 0.84, 1.0, (150, 156, 166), radius=0.2)  # the shoulders
        s.rect(0.16, 0.8, 0.84, 1.0, (150, 156, 166))
        return
    s.rect(0, 0, 1, 1, (240, 240, 236))
    h = 0
    for ch in name:
        h = (h * 31 + ord(ch)) % 4294967296
    ink = AVATAR_INKS[(h >> 15) % len(AVATAR_INKS)]
    for row in range(5):
        for col in range(3):
            if h >> (row * 3 + col) & 1:
                for c in {col, 4 - col}:
                    s.rect(0.1 + c * 0.16, 0.1 + row * 0.16, 0.26 + c * 0.16, 0.26 + row * 0.16,
                           ink)
