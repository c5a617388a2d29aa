"""A person on camera: a video-call tile or a speaker's photo, the way a laptop camera
sees them, not a silhouette (r67 0005: "flat clip-art silhouettes").

The room behind (a bookshelf, a plant, a framed print, a window, a door) is drawn first and
defocused (``page.photo`` look "defocus"); then the person: shoulders in a shirt or a
sweater with folds, a neck in the chin's shadow, a head lit from one side, ears, a hair
mass with a ragged edge, brows, eyes, nose and mouth; then the camera's finish (look
"webcam": sensor noise, uneven light, an automatic exposure and white balance that differ
from tile to tile). Everything is drawn from ``key`` (the participant's name, say), so every
tile differs and the same name always gives the same bytes. Polygons only, in one mesh.
"""

from __future__ import annotations

import math
import zlib

import numpy as np

from generator.page import Page
from surfaces.kit import backdrops
from surfaces.kit.camera import batch, blob, ellipse, fill
from surfaces.kit.stage import RGB, Box, mix, shade

SKIN: list[RGB] = [(236, 198, 168), (214, 166, 130), (186, 132, 96), (150, 100, 70),
                   (112, 74, 52), (242, 212, 188), (200, 150, 112)]
HAIR: list[RGB] = [(44, 32, 24), (92, 62, 38), (24, 22, 22), (150, 116, 78), (196, 170, 120),
                   (120, 118, 116), (70, 40, 28)]
TOPS: list[RGB] = [(52, 64, 92), (120, 44, 52), (64, 96, 76), (84, 86, 92), (188, 182, 170),
                   (36, 42, 52), (150, 110, 70), (226, 226, 222), (90, 120, 160), (170, 90, 60)]
WALLS: list[RGB] = [(226, 220, 208), (204, 212, 216), (236, 230, 218), (196, 186, 172),
                    (92, 98, 110), (214, 204, 190), (180, 196, 184)]
SPINES: list[RGB] = [(150, 40, 40), (40, 70, 120), (200, 170, 90), (60, 100, 70), (230, 226, 214),
                     (90, 60, 40), (30, 30, 34), (180, 120, 60), (120, 140, 160), (160, 80, 110)]


def key_seed(key: str) -> int:
    return zlib.crc32(key.encode())


def _rect(page: Page, box: Box, x1: float, y1: float, x2: float, y2: float, c: RGB) -> None:
    fill(page, box, [(x1, y1), (x2, y1), (x2, y2), (x1, y2)], c)


def _wall(page: Page, box: Box, rng: np.random.Generator, wall: RGB) -> None:
    """The wall in vertical bands, lit from one side (a lamp or a window off frame)."""
    x1, y1, x2, y2 = box
    side = rng.uniform(-1, 1)
    n = 8
    for k in range(n):
        a, b = x1 + (x2 - x1) * k / n, x1 + (x2 - x1) * (k + 1) / n
        t = (k + 0.5) / n - 0.5
        _rect(page, box, a, y1, b + 1, y2, shade(wall, 0.14 * (0.5 + t * side)))


def _shelf(page: Page, box: Box, rng: np.random.Generator, u1: float, u2: float,
           top: float) -> None:
    """A bookcase from ``u1`` to ``u2`` (box shares): boards, book spines of many heights and
    colours, some leaning, a box or a plant pot here and there."""
    x1, y1, x2, y2 = box
    w, h = x2 - x1, y2 - y1
    wood = [(120, 88, 60), (232, 228, 220), (40, 38, 36), (160, 124, 84)][int(rng.integers(0, 4))]
    a, b = x1 + w * u1, x1 + w * u2
    _rect(page, box, a, y1 + h * top, b, y2, shade(wood, 0.35))  # the back of the case
    board = max(2.0, h * 0.022)
    shelf_h = h * rng.uniform(0.24, 0.3)
    y = y1 + h * top + shelf_h
    while y < y2 + shelf_h:
        x = a + board
        while x < b - board:
            if rng.random() < 0.12:  # a gap, a box or an ornament
                gw = w * rng.uniform(0.03, 0.07)
                if rng.random() < 0.5:
                    bh = shelf_h * rng.uniform(0.3, 0.6)
                    _rect(page, box, x, y - bh, x + gw, y, SPINES[int(rng.integers(0, 10))])
                x += gw
                continue
            sw = w * rng.uniform(0.008, 0.02)
            sh = shelf_h * rng.uniform(0.55, 0.85)
            c = shade(SPINES[int(rng.integers(0, len(SPINES)))], rng.uniform(-0.1, 0.3))
            lean = sw * rng.uniform(0, 1.5) if rng.random() < 0.1 else 0.0
            fill(page, box, [(x, y), (x + sw, y), (x + sw + lean, y - sh), (x + lean, y - sh)], c)
            x += sw + (1 if rng.random() < 0.3 else 0)
        _rect(page, box, a, y, b, y + board, wood)
        _rect(page, box, a, y + board, b, y + board * 1.6, shade(wood, 0.25))
        y += shelf_h
    _rect(page, box, a, y1 + h * top, a + board, y2, wood)
    _rect(page, box, b - board, y1 + h * top, b, y2, shade(wood, 0.15))


def _plant(page: Page, box: Box, rng: np.random.Generator, u: float, v: float,
           size: float) -> None:
    """A pot plant at (u, v) (its pot's top), ``size`` box-heights tall."""
    x1, y1, x2, y2 = box
    h = y2 - y1
    cx, cy, s = x1 + (x2 - x1) * u, y1 + h * v, h * size
    pot = [(200, 110, 80), (230, 228, 222), (60, 60, 64), (170, 150, 120)][int(rng.integers(0, 4))]
    fill(page, box, [(cx - s * 0.22, cy), (cx + s * 0.22, cy), (cx + s * 0.17, cy + s * 0.35),
                     (cx - s * 0.17, cy + s * 0.35)], pot)
    _rect(page, box, cx - s * 0.24, cy - s * 0.02, cx + s * 0.24, cy + s * 0.04, shade(pot, 0.15))
    green = [(70, 120, 60), (50, 100, 70), (90, 130, 60)][int(rng.integers(0, 3))]
    for k in range(4):  # leaves out of focus: a dark mass and lit clusters
        blob(page, box, rng, cx + s * rng.uniform(-0.25, 0.25), cy - s * rng.uniform(0.2, 0.5),
             s * rng.uniform(0.2, 0.32), s * rng.uniform(0.2, 0.3),
             shade(green, 0.3 - 0.15 * k), 0.3, 12)


def _frame(page: Page, box: Box, rng: np.random.Generator, u: float, v: float, size: float
           ) -> None:
    """A framed print on the wall: a frame, a mount and a soft picture in it."""
    x1, y1, x2, y2 = box
    h = y2 - y1
    a, t = x1 + (x2 - x1) * u, y1 + h * v
    fw, fh = h * size * rng.uniform(0.7, 1.3), h * size
    frame = [(30, 30, 32), (180, 150, 110), (240, 240, 236)][int(rng.integers(0, 3))]
    _rect(page, box, a, t, a + fw, t + fh, frame)
    _rect(page, box, a + fw * 0.08, t + fh * 0.08, a + fw * 0.92, t + fh * 0.92, (244, 242, 236))
    art = [(90, 130, 170), (200, 140, 90), (120, 150, 110), (170, 90, 90)][int(rng.integers(0, 4))]
    _rect(page, box, a + fw * 0.18, t + fh * 0.18, a + fw * 0.82, t + fh * 0.82, art)
    _rect(page, box, a + fw * 0.18, t + fh * 0.55, a + fw * 0.82, t + fh * 0.82, shade(art, 0.3))


def _window(page: Page, box: Box, rng: np.random.Generator, u: float) -> None:
    """A bright window (overexposed, as a webcam sees daylight) with its frame and a curtain."""
    x1, y1, x2, y2 = box
    w, h = x2 - x1, y2 - y1
    a, b = x1 + w * u, x1 + w * (u + rng.uniform(0.2, 0.3))
    top, bottom = y1 + h * 0.08, y1 + h * 0.75
    _rect(page, box, a - 3, top - 3, b + 3, bottom + 3, (236, 236, 232))
    _rect(page, box, a, top, b, bottom, (238, 244, 250))
    _rect(page, box, a, top + (bottom - top) * 0.6, b, bottom, (200, 220, 210))  # trees outside
    _rect(page, box, (a + b) / 2 - 1.5, top, (a + b) / 2 + 1.5, bottom, (228, 228, 224))
    cur = [(200, 190, 170), (150, 160, 170), (180, 130, 110)][int(rng.integers(0, 3))]
    cw = (b - a) * 0.22
    fill(page, box, [(b - cw * 0.4, top - 4), (b + cw, top - 4), (b + cw * 1.2, y2),
                     (b - cw * 0.7, y2)], cur)
    for k in range(3):  # the curtain's folds
        fx = b - cw * 0.3 + k * cw * 0.45
        fill(page, box, [(fx, top), (fx + cw * 0.12, top), (fx + cw * 0.2, y2), (fx + cw * 0.05, y2)],
             shade(cur, 0.15))


def _room(page: Page, box: Box, rng: np.random.Generator, setting: int | None = None) -> None:
    """The room behind the person (``setting`` 0-3 of ``BACKDROPS``, else drawn); the
    person stands in the middle third, so the things that show are left and right of them."""
    x1, y1, x2, y2 = box
    h = y2 - y1
    wall = WALLS[int(rng.integers(0, len(WALLS)))]
    _wall(page, box, rng, wall)
    drawn = int(rng.integers(0, 4))
    setting = drawn if setting is None else setting
    left = rng.random() < 0.5  # which side the bookcase or the window is on
    if setting == 0:  # a bookcase
        u = rng.uniform(0.0, 0.12) if left else rng.uniform(0.6, 0.72)
        _shelf(page, box, rng, u, u + rng.uniform(0.28, 0.4), rng.uniform(0.0, 0.12))
        _plant(page, box, rng, 0.88 if left else 0.12, rng.uniform(0.55, 0.7), 0.35)
    elif setting == 1:  # a window and a plant
        _window(page, box, rng, rng.uniform(0.02, 0.1) if left else rng.uniform(0.66, 0.74))
        _plant(page, box, rng, 0.86 if left else 0.14, 0.62, rng.uniform(0.3, 0.42))
    elif setting == 2:  # prints on the wall, a lamp
        _frame(page, box, rng, rng.uniform(0.03, 0.12), rng.uniform(0.1, 0.22), 0.3)
        _frame(page, box, rng, rng.uniform(0.7, 0.78), rng.uniform(0.08, 0.2), 0.24)
        lx = x1 + (x2 - x1) * (0.88 if left else 0.1)
        ellipse(page, box, lx, y1 + h * 0.5, h * 0.09, h * 0.11, (250, 236, 200))
        _rect(page, box, lx - 1.5, y1 + h * 0.6, lx + 1.5, y2, (60, 60, 60))
    else:  # an office: a door, a whiteboard
        _rect(page, box, x1 + (x2 - x1) * 0.04, y1 + h * 0.12, x1 + (x2 - x1) * 0.3, y1 + h * 0.6,
              (246, 246, 244))
        _rect(page, box, x1 + (x2 - x1) * 0.05, y1 + h * 0.14, x1 + (x2 - x1) * 0.29,
              y1 + h * 0.58, (236, 238, 240))
        for k in range(3):  # marker scribbles
            yy = y1 + h * (0.22 + k * 0.1)
            _rect(page, box, x1 + (x2 - x1) * 0.08, yy, x1 + (x2 - x1) * rng.uniform(0.14, 0.26),
                  yy + max(1.5, h * 0.012), [(40, 80, 160), (180, 50, 50), (40, 40, 40)][k])
        door = shade(wall, 0.25)
        _rect(page, box, x1 + (x2 - x1) * 0.74, y1 + h * 0.05, x1 + (x2 - x1) * 0.94, y2, door)
        _plant(page, box, rng, 0.66, 0.7, 0.3)
    _rect(page, box, x1, y1 + h * 0.9, x2, y2, shade(wall, 0.3))  # a desk or sofa back below


def _torso(page: Page, box: Box, rng: np.random.Generator, cx: float, top: float, r: float,
           light: float) -> None:
    """Shoulders and chest from ``top`` to the frame's foot: a top with a neckline, its
    shaded side, folds and a lit side."""
    _, _, _, y2 = box
    top_c = TOPS[int(rng.integers(0, len(TOPS)))]
    wide = r * rng.uniform(2.3, 2.8)
    slope = r * rng.uniform(0.35, 0.6)
    outline = [(cx - wide * 0.42, top), (cx + wide * 0.42, top),
               (cx + wide * 0.92, top + slope), (cx + wide * 1.08, top + slope * 2.4),
               (cx + wide * 1.2, y2 + 2), (cx - wide * 1.2, y2 + 2),
               (cx - wide * 1.08, top + slope * 2.4), (cx - wide * 0.92, top + slope)]
    fill(page, box, outline, top_c)
    d = -1 if light > 0 else 1  # the shaded side is away from the light
    fill(page, box, [(cx + d * wide * 0.55, top + slope * 0.5), (cx + d * wide * 0.92, top + slope),
                     (cx + d * wide * 1.08, top + slope * 2.4), (cx + d * wide * 1.2, y2 + 2),
                     (cx + d * wide * 0.7, y2 + 2)], shade(top_c, 0.12))
    fill(page, box, [(cx - d * wide * 0.5, top + slope * 0.4), (cx - d * wide * 0.85, top + slope),
                     (cx - d * wide * 0.7, top + slope * 1.6)], shade(top_c, -0.12))
    for _ in range(int(rng.integers(2, 5))):  # folds: thin dark wedges from the armpits
        s = rng.choice([-1, 1])
        fx = cx + s * wide * rng.uniform(0.3, 0.75)
        fy = top + slope * rng.uniform(1.4, 2.4)
        ln = r * rng.uniform(0.6, 1.2)
        fill(page, box, [(fx, fy), (fx + s * r * 0.06, fy), (fx - s * r * 0.2, fy + ln)],
             shade(top_c, 0.3))
    neck = rng.integers(0, 3)
    if neck == 0:  # a round neckline
        ellipse(page, box, cx, top + r * 0.05, r * 0.42, r * 0.3, shade(top_c, 0.35), 14)
    elif neck == 1:  # a collar: two white or light wings
        collar = (236, 236, 232) if sum(top_c) < 500 else shade(top_c, 0.15)
        for s in (-1, 1):
            fill(page, box, [(cx, top + r * 0.45), (cx + s * r * 0.45, top - r * 0.05),
                             (cx + s * r * 0.6, top + r * 0.25)], collar)
    else:  # a v-neck
        fill(page, box, [(cx - r * 0.35, top - r * 0.02), (cx + r * 0.35, top - r * 0.02),
                         (cx, top + r * 0.55)], shade(top_c, 0.35))


def _head(page: Page, box: Box, rng: np.random.Generator, cx: float, cy: float, r: float,
          light: float, long_hair: bool, beard: bool = True) -> None:
    """Neck, ears, face, hair and features of a head of radius ``r`` at (cx, cy)."""
    skin = SKIN[int(rng.integers(0, len(SKIN)))]
    hair = HAIR[int(rng.integers(0, len(HAIR)))]
    rx, ry = r * rng.uniform(0.78, 0.88), r * rng.uniform(1.0, 1.1)
    if long_hair:  # the hair behind the shoulders' line, down both sides
        blob(page, box, rng, cx, cy + ry * 0.3, rx * 1.3, ry * 1.05, shade(hair, 0.2), 0.12, 22)
    _rect(page, box, cx - rx * 0.5, cy + ry * 0.5, cx + rx * 0.5, cy + ry * 1.45, shade(skin, 0.12))
    ellipse(page, box, cx, cy + ry * 0.92, rx * 0.55, ry * 0.18, shade(skin, 0.3))  # chin shadow
    for s in (-1, 1):  # ears
        ellipse(page, box, cx + s * rx * 0.98, cy + ry * 0.08, rx * 0.16, ry * 0.22,
                shade(skin, 0.1), 10)
    ellipse(page, box, cx, cy, rx, ry, shade(skin, 0.16), 24)  # the shaded face
    lx = light * rx * 0.16
    crown = cy - ry * rng.uniform(0.35, 0.5)
    bald = rng.random() < 0.1 and not long_hair
    if not bald:  # the hair: a mass over the crown with a ragged edge
        blob(page, box, rng, cx, crown, rx * 1.08, ry * rng.uniform(0.62, 0.75), hair, 0.1, 22)
    ellipse(page, box, cx + lx, cy + ry * 0.1, rx * 0.84, ry * 0.86, skin, 24)  # the lit part
    ellipse(page, box, cx + lx * 2.2, cy + ry * 0.05, rx * 0.36, ry * 0.26, shade(skin, -0.05), 14)
    if not bald:  # a fringe or a parting, locks down the sides, the sheen
        blob(page, box, rng, cx + rx * rng.uniform(-0.25, 0.25), cy - ry * 0.66, rx * 0.8,
             ry * 0.2, hair, 0.25, 16)  # over the lit face's top: a hairline, not a band
        if long_hair:
            for s in (-1, 1):
                blob(page, box, rng, cx + s * rx * 0.95, cy + ry * 0.35, rx * 0.28, ry * 0.8,
                     hair, 0.15, 14)
    if rng.random() < 0.3 and beard and not long_hair:  # a beard's shadow
        ellipse(page, box, cx, cy + ry * 0.58, rx * 0.62, ry * 0.38, mix(skin, hair, 0.45), 16)
    ey = cy + ry * 0.02
    for s in (-1, 1):
        ex = cx + s * rx * 0.36
        fill(page, box, [(ex - rx * 0.2, ey - ry * 0.2), (ex + rx * 0.2, ey - ry * 0.22),
                         (ex + rx * 0.18, ey - ry * 0.16), (ex - rx * 0.2, ey - ry * 0.14)],
             shade(hair, 0.1))  # a brow
        ellipse(page, box, ex, ey, rx * 0.12, ry * 0.045, mix(skin, (240, 236, 232), 0.35), 10)
        ellipse(page, box, ex, ey, rx * 0.055, ry * 0.05, (50, 38, 32), 8)
    if rng.random() < 0.3:  # glasses
        for s in (-1, 1):
            ex = cx + s * rx * 0.36
            ring = [(ex + rx * 0.24 * math.cos(t), ey + ry * 0.13 * math.sin(t))
                    for t in np.linspace(0, 2 * math.pi, 12, endpoint=False)]
            inner = [(ex + rx * 0.215 * math.cos(t), ey + ry * 0.11 * math.sin(t))
                     for t in np.linspace(0, 2 * math.pi, 12, endpoint=False)]
            fill(page, box, ring, mix(skin, (40, 40, 44), 0.75))  # a thin frame, not goggles
            fill(page, box, inner, shade(skin, -0.04))
            ellipse(page, box, ex, ey, rx * 0.055, ry * 0.045, (50, 38, 32), 8)
    fill(page, box, [(cx, ey + ry * 0.05), (cx - rx * 0.1 * light - rx * 0.05, ey + ry * 0.34),
                     (cx + rx * 0.08, ey + ry * 0.36)], shade(skin, 0.22))  # the nose's shade
    ellipse(page, box, cx, cy + ry * 0.56, rx * 0.26, ry * 0.05, mix(skin, (150, 60, 60), 0.4), 12)


def person(page: Page, box: Box, rng: np.random.Generator, cx: float, cy: float, r: float,
           sex: str | None = None, named: bool = False) -> None:
    """Head (radius ``r``, centred at (cx, cy)) and shoulders down to the frame's foot;
    ``named``: a sitter a caption names, whose hair always shows the ``sex`` (r93 0013:
    "Lisa Prince in her workshop" under a short-haired man)."""
    light = float(rng.uniform(-1, 1))
    with batch(page, box):
        _torso(page, box, rng, cx + r * rng.uniform(-0.1, 0.1), cy + r * 1.35, r, light)
        long_hair = rng.random() < {"f": 0.75, "m": 0.04}.get(sex or "", 0.3)
        if named and sex in ("f", "m"):
            long_hair = sex == "f"
        _head(page, box, rng, cx, cy, r, light, bool(long_hair), sex != "f")


# what a camera shows behind its person: a room (a bookcase, a window, prints, an office),
# the room blurred by the app, or a virtual background (a call's tiles each their own)
BACKDROPS = ("bookcase", "window", "prints", "office", "blur", "virtual")
VIRTUAL: list[tuple[RGB, RGB]] = [((40, 70, 120), (150, 190, 220)), ((60, 40, 90), (210, 140, 150)),
                                  ((30, 80, 70), (170, 210, 170)), ((200, 170, 130), (90, 70, 60))]


def webcam(page: Page, box: Box, key: str, framing: float = 1.0, sex: str | None = None,
           backdrop: int | None = None) -> None:
    """A person at their camera in ``box``, drawn from ``key`` (see the module docstring);
    ``framing`` > 1 is closer (a speaker's photo), < 1 farther; ``sex`` ("f", "m", or None
    when the name does not tell) sets how likely long hair and a beard are; ``backdrop``
    an index of ``BACKDROPS`` (None: a room of ``key``'s), so a call gives each tile its
    own (r93 0014: two tiles with the same poster and plant behind them)."""
    rng = np.random.default_rng([key_seed(key), 7])
    x1, y1, x2, y2 = box
    w, h = x2 - x1, y2 - y1
    setting = None if backdrop is None else backdrop % len(BACKDROPS)
    with batch(page, box):
        _room(page, box, rng, None if setting is None else setting % 4)
    page.photo(box, key_seed(key), "defocus")
    if setting == 4:  # "blur my background": the room barely there
        page.photo(box, key_seed(key) // 5, "defocus")
        page.photo(box, key_seed(key) // 7, "defocus")
    elif setting == 5:  # a virtual background: a soft gradient with light shapes
        top, bottom = VIRTUAL[key_seed(key) % len(VIRTUAL)]
        page.gradient(box, top, bottom)
        with batch(page, box):
            for _ in range(3):
                ellipse(page, box, x1 + w * rng.uniform(0, 1), y1 + h * rng.uniform(0, 0.7),
                        w * rng.uniform(0.15, 0.3), h * rng.uniform(0.15, 0.3),
                        mix(top, (255, 255, 255), 0.25), 24)
        page.photo(box, key_seed(key) // 5, "defocus")
    r = h * rng.uniform(0.17, 0.22) * framing
    person(page, box, rng, x1 + w * (0.5 + rng.uniform(-0.09, 0.09)),
           y1 + h * rng.uniform(0.36, 0.46), r, sex)
    page.photo(box, key_seed(key) // 3, "webcam")


def _placed(rng: np.random.Generator, box: Box, n: int) -> list[tuple[float, float, float, int]]:
    """(cx, cy, r, depth) of each head of a group of ``n`` in ``box``, far first (depth 2
    far .. 0 near; the nearer ones larger and lower)."""
    x1, y1, x2, y2 = box
    w, h = x2 - x1, y2 - y1
    out = []
    zoom, lift = rng.uniform(0.8, 1.2), rng.uniform(-0.14, 0.1)  # each photo its framing
    for k in sorted(rng.permutation(n).tolist(), key=lambda k: -((k * 7) % 3)):
        depth = (k * 7) % 3  # 0 near .. 2 far
        r = min(h * (0.16 - 0.025 * depth), w / (2.6 * n)) * rng.uniform(0.92, 1.08) * zoom
        cx = x1 + w * (k + 0.5) / n + rng.uniform(-0.2, 0.2) * w / n
        out.append((cx, y1 + h * (0.5 + lift - 0.07 * depth) + rng.uniform(-0.03, 0.03) * h, r,
                    depth))
    return out


def placements(rng: np.random.Generator, box: Box, n: int) -> list[tuple[float, float, float]]:
    """Where ``n`` people of a group stand in ``box``: (cx, cy, r) of each head, far first
    (the nearer ones larger and lower)."""
    return [(cx, cy, r) for cx, cy, r, _ in _placed(rng, box, n)]


def _behind(box: Box, far: list[tuple[float, float, float, int]]) -> Box:
    """The part of ``box`` the people of ``far`` cover (their heads and shoulders down to
    the frame's foot): only it is softened, the rest is the backdrop, already defocused."""
    return (max(box[0], round(min(cx - 2.9 * r for cx, _, r, _ in far))),
            max(box[1], round(min(cy - 1.4 * r for _, cy, r, _ in far))),
            min(box[2], round(max(cx + 2.9 * r for cx, _, r, _ in far))), box[3])


def group(page: Page, box: Box, rng: np.random.Generator, n: int
          ) -> tuple[tuple[int, int], ...]:
    """``n`` people before a room, a park or an evening's lights (kit.backdrops), as a camera
    sees them: the backdrop defocused (lights turn to bokeh), the people at a few depths
    (``placements``), overlapping, the rows behind a little out of focus. Returns the heads
    for the picture's finish (page.photo ``points``: every head and body lit as round, a
    lit side, a chin shadow, clothes darker downwards and at the sides)."""
    heads = _placed(rng, box, n)  # first: tests read them from the same generator
    where = rng.random()
    with batch(page, box):
        if where < 0.55:
            _room(page, box, rng)
        elif where < 0.8:
            backdrops.outdoor(page, box, rng)
        else:
            backdrops.evening(page, box, rng)
    seed = int(rng.integers(0, 2 ** 31))
    page.photo(box, seed, "defocus")
    for k, (cx, cy, r, depth) in enumerate(heads):  # vector people, lit by one pass below
        if depth == 0 and k and heads[k - 1][3]:  # the rows behind: a little soft
            page.photo(_behind(box, heads[:k]), seed, "depth")
        person(page, box, rng, cx, cy, r)
    return tuple(p for cx, cy, r, d in heads for p in ((round(cx), round(cy)), (round(r), d)))


def figure(page: Page, box: Box, seed: int, cx: float, cy: float, r: float, sex: str = "") -> None:
    """Person ``seed`` photographed (page.figure: lit skin, hair of strands, eyes) with the
    head of radius about ``r`` at (cx, cy) and the shoulders down to ``box``'s foot, over
    the scene drawn so far; cut to ``box``."""
    unit = r / 0.24  # page.portrait's square: the head's radius about a quarter of it
    fig = (round(cx - 0.75 * unit), round(cy - 0.43 * unit), round(cx + 0.75 * unit), box[3])
    cut = (max(fig[0], box[0]), max(fig[1], box[1]), min(fig[2], box[2]), fig[3])
    if cut[2] - cut[0] > 8 and cut[3] - cut[1] > 8:
        page.figure(cut, fig, seed, sex, round(unit))
