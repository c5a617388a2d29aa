"""Pictures of places for listings: a room interior (living room, kitchen, bedroom), a
building's facade (an apartment block, a house) and an outdoor landscape (lake, hills,
trees), drawn from shapes, deterministically from ``seed``.
"""

from __future__ import annotations

from generator.page import Page
from surfaces.kit.buildings import photo_facade
from surfaces.kit.nature import photo_landscape
from surfaces.kit.rooms import photo_room
from surfaces.kit.stage import RGB, Box

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
    """A building from across the street (kit.buildings): ``kind`` "block" (flats with
    balconies) or "house" (a gable roof); by default even seeds draw a block."""
    photo_facade(page, box, seed, kind or ("block", "house")[seed % 2])


def landscape(page: Page, box: Box, seed: int) -> None:
    """Outdoors (kit.nature): a hazy sky with clouds, ranges fading into the distance, a
    lake or a path, trees. ``seed`` % 3 == 0: mountains, even: a lake, else a path;
    ``seed`` % 5 == 4: the sun setting."""
    photo_landscape(page, box, seed)
