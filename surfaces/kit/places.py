"""Pictures of places for listings: a room interior (living room, kitchen, bedroom), a
building's facade (an apartment block, a house) and an outdoor landscape (lake, hills,
trees), drawn from shapes, deterministically from ``seed``.
"""

from __future__ import annotations

from generator.page import Page
from surfaces.kit.rooms import photo_room
from surfaces.kit.stage import RGB, Box, Stage, fill_gradient, mix, shade

WALLS: list[RGB] = [(238, 232, 220), (222, 230, 234), (242, 238, 230), (230, 226, 238),
                    (236, 226, 214)]
FLOORS: list[RGB] = [(176, 134, 92), (200, 170, 130), (150, 110, 80), (190, 190, 186)]
FABRIC: list[RGB] = [(70, 90, 120), (150, 150, 146), (190, 120, 80), (90, 120, 100),
                     (200, 190, 170), (120, 70, 80)]
SKY_DAY: list[tuple[RGB, RGB]] = [((120, 170, 225), (200, 225, 245)),
                                  ((150, 185, 225), (225, 235, 245)),
                                  ((110, 160, 210), (235, 225, 210))]
ROOMS = ("living", "kitchen", "bedroom")


def room(page: Page, box: Box, seed: int, kind: str = "") -> None:
    """A room seen from the door (kit.rooms): walls and floor in perspective, a window,
    furniture of ``kind`` (living / kitchen / bedroom / family; else by ``seed``)."""
    photo_room(page, box, seed, kind or ROOMS[seed % 3])


def facade(page: Page, box: Box, seed: int, kind: str = "") -> None:
    """A building from the street: ``kind`` "block" (flats with balconies) or "house"
    (a gable roof); by default even seeds draw a block."""
    s = Stage(page, box, square=False)
    top, bottom = SKY_DAY[seed % len(SKY_DAY)]
    fill_gradient(page, box, top, bottom, 6)
    wall = [(226, 214, 196), (200, 120, 90), (236, 236, 230), (180, 170, 160),
            (210, 190, 150)][seed % 5]
    if (kind or ("block", "house")[seed % 2]) == "block":
        s.rect(0.12, 0.1, 0.88, 0.86, wall)
        s.rect(0.1, 0.07, 0.9, 0.11, shade(wall, 0.25))
        for row in range(4):
            v = 0.16 + row * 0.17
            for col in range(4):
                u = 0.17 + col * 0.18
                s.rect(u, v, u + 0.1, v + 0.11, (150, 180, 205))
                s.rect(u + 0.049, v, u + 0.052, v + 0.11, (240, 240, 240))
                if row and col % 2 == seed % 4 // 2:
                    s.rect(u - 0.02, v + 0.09, u + 0.12, v + 0.12, shade(wall, 0.3))
        s.rect(0.44, 0.74, 0.56, 0.86, (90, 70, 60))
    else:  # a house with a gable roof
        roof = [(150, 70, 60), (70, 70, 80), (110, 90, 80)][seed % 3]
        s.poly([(0.14, 0.42), (0.5, 0.12), (0.86, 0.42)], roof)
        s.rect(0.2, 0.42, 0.8, 0.86, wall)
        for u in (0.27, 0.6):
            s.rect(u, 0.5, u + 0.13, 0.64, (150, 180, 205), outline=(250, 250, 250), width=0.01)
        s.rect(0.45, 0.64, 0.55, 0.86, (100, 70, 55))
        s.rect(0.66, 0.18, 0.72, 0.3, shade(roof, 0.2))  # chimney
    s.rect(0, 0.86, 1, 1, (120, 150, 90) if seed % 2 else (170, 170, 168))
    for u in (0.02, 0.9):  # trees or hedges either side
        s.rect(u + 0.035, 0.7, u + 0.045, 0.88, (110, 80, 60))
        s.oval(u - 0.02, 0.5, u + 0.1, 0.76, (80, 130, 80))


def landscape(page: Page, box: Box, seed: int) -> None:
    """Outdoors: a sky with clouds, layered hills or mountains, a lake or a meadow, trees."""
    s = Stage(page, box, square=False)
    top, bottom = SKY_DAY[seed % len(SKY_DAY)]
    if seed % 5 == 4:  # evening
        top, bottom = (90, 110, 170), (245, 180, 130)
    fill_gradient(page, box, top, bottom, 10)
    for k in range(2 + seed % 2):  # clouds
        u, v = ((seed * 37 + k * 41) % 70) / 100 + 0.05, 0.1 + k * 0.08
        s.oval(u, v, u + 0.16, v + 0.06, (250, 250, 252))
        s.oval(u + 0.04, v - 0.03, u + 0.11, v + 0.04, (250, 250, 252))
    if seed % 5 == 4:  # the sun setting behind the hills
        q = s.square_at(0.3 + (seed % 3) * 0.2, 0.38, 0.24)
        q.oval(0, 0, 1, 1, (250, 200, 120))
    far = mix(bottom, (90, 110, 140), 0.45)
    if seed % 3 == 0:  # mountains
        s.poly([(0, 0.62), (0.22, 0.3), (0.4, 0.5), (0.62, 0.22), (0.86, 0.48), (1, 0.38),
                (1, 0.66), (0, 0.66)], far)
        s.poly([(0.56, 0.3), (0.62, 0.22), (0.68, 0.3), (0.62, 0.28)], (250, 250, 250))
    else:
        s.poly([(0, 0.56), (0.3, 0.44), (0.6, 0.54), (1, 0.42), (1, 0.66), (0, 0.66)], far)
    near = [(110, 150, 90), (90, 130, 80), (140, 160, 90)][seed % 3]
    # aerial perspective: a hazy middle ridge between the far hills and the meadow
    s.poly([(0, 0.6), (0.18, 0.56), (0.5, 0.6), (0.8, 0.55), (1, 0.58), (1, 0.68), (0, 0.68)],
           mix(mix(far, near, 0.55), bottom, 0.2))
    s.poly([(0, 0.66), (0.4, 0.58), (0.75, 0.64), (1, 0.6), (1, 1), (0, 1)], near)
    s.poly([(0, 0.9), (0.5, 0.86), (1, 0.9), (1, 1), (0, 1)], shade(near, 0.1))  # foreground
    if seed % 2 == 0:  # a lake
        s.poly([(0.1, 0.8), (0.5, 0.72), (0.95, 0.78), (0.7, 0.9), (0.2, 0.9)],
               mix(top, (255, 255, 255), 0.2))
    else:  # a path
        s.poly([(0.46, 1), (0.54, 0.66), (0.56, 0.66), (0.66, 1)], (210, 190, 150))
    for k in range(3 + seed % 3):  # trees
        u = ((seed * 13 + k * 29) % 90) / 100
        v = 0.62 + (k % 2) * 0.08
        s.rect(u + 0.018, v + 0.06, u + 0.026, v + 0.12, (90, 70, 50))
        s.poly([(u - 0.01, v + 0.08), (u + 0.022, v - 0.08), (u + 0.054, v + 0.08)],
               shade(near, 0.35))
