"""Photo placeholders of a subject: a city street, people at a meeting, a town at night.

A news story about a council meeting shows people, a city's encyclopedia page its skyline, a
series called "Night shift" a street after dark; a landscape with a sun (kit.web.photo)
under such a caption reads as a stock image. Each scene is drawn from shapes only (no text
glyph), deterministically from ``kind``, which varies colours and proportions.
"""

from __future__ import annotations

from generator.page import Page

Box = tuple[int, int, int, int]
RGB = tuple[int, int, int]


def mix(a: RGB, b: RGB, t: float) -> RGB:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))

SKIES: list[RGB] = [(170, 200, 225), (205, 215, 225), (235, 205, 175), (190, 210, 230)]
FACADES: list[RGB] = [(150, 140, 130), (190, 175, 150), (120, 130, 145), (175, 120, 100),
                      (205, 200, 190)]
CLOTHES: list[RGB] = [(60, 70, 95), (120, 60, 60), (70, 100, 80), (90, 90, 90),
                      (150, 120, 80), (40, 50, 60)]
SKIN: list[RGB] = [(235, 200, 170), (200, 150, 115), (160, 110, 80), (240, 215, 190)]


def _buildings(page: Page, box: Box, kind: int, ground: int, night: bool) -> None:
    """A row of buildings standing on ``ground``, with window grids (lit at night)."""
    x1, y1, x2, _ = box
    w, h = x2 - x1, ground - y1
    x, k = x1, kind
    while x < x2:
        bw = max(18, w // (5 + k % 3) + (k * 13) % max(1, w // 12))
        top = y1 + h * (15 + (k * 29) % 45) // 100
        colour = FACADES[k % len(FACADES)]
        if night:
            colour = mix(colour, (20, 25, 45), 0.75)
        page.rect((x, top, min(x2, x + bw), ground), colour, name="image")
        lit = (250, 220, 130)
        for wy in range(top + 8, ground - 10, 14):
            for wx in range(x + 6, min(x2, x + bw) - 8, 12):
                on = not night or (wx * 7 + wy * 3 + k) % 5 < 2
                pane = lit if night and on else mix(colour, (230, 240, 250), 0.55)
                if night and not on:
                    pane = mix(colour, (0, 0, 0), 0.3)
                page.rect((wx, wy, wx + 6, wy + 8), pane, name="image")
        x += bw + 3
        k += 7


def city(page: Page, box: Box, kind: int, night: bool = False) -> None:
    """A street of buildings under the sky, a pavement and a road in front."""
    x1, y1, x2, y2 = box
    h = y2 - y1
    sky = (25, 35, 65) if night else SKIES[kind % len(SKIES)]
    page.rect(box, sky, name="image")
    if night:
        r = max(5, h // 14)
        mx, my = x2 - (x2 - x1) // 5, y1 + h // 6
        page.ellipse((mx - r, my - r, mx + r, my + r), (240, 240, 220), name="image")
    ground = y1 + h * 4 // 5
    _buildings(page, box, kind, ground, night)
    road = (45, 45, 50) if night else (110, 110, 115)
    page.rect((x1, ground, x2, y2), road, name="image")
    page.rect((x1, ground, x2, ground + max(2, h // 30)), mix(road, (255, 255, 255), 0.4),
              name="image")
    for dx in range(x1 + 10, x2 - 20, 40):
        page.rect((dx, ground + (y2 - ground) // 2, dx + 20, ground + (y2 - ground) // 2 + 2),
                  (230, 230, 200), name="image")


def people(page: Page, box: Box, kind: int) -> None:
    """Three to five people seen from the chest up in a room (a meeting, an interview)."""
    x1, y1, x2, y2 = box
    w, h = x2 - x1, y2 - y1
    wall = [(225, 220, 210), (205, 215, 220), (235, 230, 220), (215, 205, 195)][kind % 4]
    page.rect(box, wall, name="image")
    page.rect((x1, y1 + h * 3 // 5, x2, y2), mix(wall, (90, 70, 50), 0.35), name="image")
    n = 3 + kind % 3
    for i in range(n):
        cx = x1 + w * (2 * i + 1) // (2 * n)
        r = max(6, min(w // (3 * n), h // 7))
        top = y1 + h // 3 + ((i * 17 + kind) % 3) * r // 3
        body = CLOTHES[(kind + i * 2) % len(CLOTHES)]
        page.rect((max(x1, cx - r * 2), top + r * 2, min(x2, cx + r * 2), y2), body, radius=r,
                  name="image")
        page.ellipse((cx - r, top, cx + r, top + r * 2), SKIN[(kind + i) % len(SKIN)],
                     name="image")
        hair = [(50, 35, 25), (120, 80, 40), (30, 30, 30), (170, 150, 120)][(kind + i * 3) % 4]
        page.ellipse((cx - r, top - r // 5, cx + r, top + r * 4 // 5), hair, name="image")
        page.ellipse((cx - r * 4 // 5, top + r // 3, cx + r * 4 // 5, top + r * 2), SKIN[
            (kind + i) % len(SKIN)], name="image")
    page.rect((x1, y2 - h // 8, x2, y2), (120, 85, 55), name="image")  # the table's edge
