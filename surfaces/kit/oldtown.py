"""An old town seen across its harbor or canal: a row of narrow brick houses with pointed,
stepped or bell gables behind a quay, their colors mirrored in the water, and a few boats.
The picture of a small historic town (an encyclopedia's Hoorn, a town of 70 000: no
high-rise boulevard, r97 row 13), varied by ``kind`` (sky, the houses' colors and gables,
how many boats)."""

from __future__ import annotations

from dataclasses import replace

from generator.page import Page, Theme
from surfaces.kit.stage import RGB, Box, Stage, fill_gradient, mix, shade
from surfaces.kit.wiki_facts import has_old_town

BRICKS: list[RGB] = [(150, 70, 55), (120, 60, 50), (176, 96, 70), (96, 58, 48),
                     (200, 186, 160), (232, 224, 206), (110, 110, 100), (168, 120, 84)]
SKIES = [((140, 180, 222), (222, 232, 240)), ((160, 172, 190), (214, 218, 222)),
         ((120, 165, 215), (235, 232, 220))]
WATER: list[RGB] = [(62, 90, 104), (52, 78, 92), (74, 98, 100)]


def _gable(s: Stage, u1: float, u2: float, top: float, eave: float, wall: RGB,
           style: int) -> None:
    """The front gable over [u1, u2] from ``eave`` up to ``top``: 0 pointed, 1 stepped,
    2 a bell (neck) gable."""
    mid = (u1 + u2) / 2
    if style == 0:
        s.poly([(u1, eave), (mid, top), (u2, eave)], wall)
    elif style == 1:
        steps = 3
        for k in range(steps):
            inset = (u2 - u1) * 0.5 * k / steps
            h = (eave - top) / steps
            s.rect(u1 + inset, eave - h * (k + 1), u2 - inset, eave - h * k + 0.002, wall)
    else:
        w = (u2 - u1) * 0.3
        s.rect(mid - w, top + 0.02, mid + w, eave + 0.002, wall)
        s.oval(mid - w * 1.1, top, mid + w * 1.1, top + 0.05, wall)
        s.poly([(u1, eave), (mid - w, eave - (eave - top) * 0.5), (mid - w, eave)], wall)
        s.poly([(u2, eave), (mid + w, eave - (eave - top) * 0.5), (mid + w, eave)], wall)


def _house(s: Stage, u1: float, u2: float, eave: float, quay: float, kind: int,
           j: int) -> None:
    wall = BRICKS[(kind * 3 + j * 5) % len(BRICKS)]
    top = eave - (u2 - u1) * (1.1 + 0.25 * ((kind + j) % 3))
    s.rect(u1, eave, u2, quay, wall)
    _gable(s, u1, u2, top, eave, wall, (kind + j * 2) % 3)
    frame = (236, 232, 222) if sum(wall) < 500 else (90, 70, 60)
    pane = (58, 66, 76)
    rows = max(2, round((quay - eave) / 0.09))
    for r in range(rows):  # two windows a floor, white-framed, the door at the quay
        v = eave + 0.02 + r * (quay - eave - 0.04) / rows
        for c in (0.22, 0.58):
            a = u1 + (u2 - u1) * c
            b = a + (u2 - u1) * 0.22
            s.rect(a, v, b, v + 0.05, frame)
            s.rect(a + 0.003, v + 0.004, b - 0.003, v + 0.046, pane)
    s.rect(u1 + (u2 - u1) * 0.4, eave - (eave - top) * 0.45, u1 + (u2 - u1) * 0.6,
           eave - (eave - top) * 0.2, frame)  # the attic hatch in the gable


def old_town(page: Page, box: Box, kind: int) -> None:
    """The harbor front (see the module's docstring)."""
    s = Stage(page, box, square=False)
    top, low = SKIES[kind % len(SKIES)]
    fill_gradient(page, box, top, low, 8)
    quay, water = 0.66, WATER[kind % len(WATER)]
    n = 6 + kind % 3
    width = 1.0 / n
    for j in range(n):
        u1 = j * width + 0.004
        eave = 0.34 + ((kind * 7 + j * 3) % 4) * 0.035
        _house(s, u1, u1 + width - 0.008, eave, quay, kind, j)
    s.rect(0, quay, 1, quay + 0.04, (120, 116, 108))  # the quay's stone edge
    s.rect(0, quay + 0.04, 1, 1, water)
    for j in range(n):  # the houses' colors broken up in the water
        wall = BRICKS[(kind * 3 + j * 5) % len(BRICKS)]
        u1 = j * width + 0.01
        for k in range(4):
            v = quay + 0.07 + k * 0.06
            s.rect(u1 + 0.01 * (k % 2), v, u1 + width * 0.8, v + 0.025, mix(water, wall, 0.35))
    for b in range(1 + kind % 3):  # boats moored along the quay
        u = 0.08 + ((kind * 5 + b * 11) % 8) * 0.11
        hull = [(240, 240, 236), (40, 60, 90), (150, 40, 40)][(kind + b) % 3]
        s.poly([(u, 0.74), (u + 0.16, 0.74), (u + 0.14, 0.79), (u + 0.02, 0.79)], hull)
        s.rect(u + 0.04, 0.71, u + 0.1, 0.74, shade(hull, 0.2))


# an encyclopedia's link blue (light, dark): #0645ad, and the dark skin's #88a3e8
WIKI_LINK: tuple[RGB, RGB] = ((6, 69, 173), (136, 163, 232))
# a town under this many people is pictured by its old center, not a city street
OLD_TOWN_BELOW = 250_000


def town_view(lang: str, city: str, population: int) -> str:
    """The picture variant of a town's infobox: a European town of under 250 000 people with
    an old center its old harbor front ("oldtown"); a big city, a town without an old
    center, or an American one a street ("city")."""
    small = lang != "en" and population < OLD_TOWN_BELOW
    return "oldtown" if small and has_old_town(lang, city) else "city"


def wiki_theme(theme: Theme) -> Theme:
    """``theme`` with an encyclopedia's blue links (no orange accent links)."""
    return replace(theme, link=WIKI_LINK[theme.name == "dark"])
