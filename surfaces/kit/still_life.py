"""Pictures for topics no street or landscape fits (kit.subjects.topic_picture): a music
venue's stage under coloured lights, a sewing / craft table seen from above, and a neutral
out-of-focus ``bokeh`` of soft discs for a topic no class fits (a wrong scene reads worse
than an abstract one).

Geometry from ``camera.scene_rng`` (the kind, the tag and the page), every polygon into one
mesh op (``camera.batch``); the background a dithered ramp (Page.gradient). Never text.
"""

from __future__ import annotations

import math

import numpy as np

from generator.page import Page
from surfaces.kit.camera import batch, blob, ellipse, fill, scene_rng
from surfaces.kit.stage import RGB, Box, mix, shade
from surfaces.kit.webcam import person

# (top, bottom) of a bokeh's backdrop and its lights' hue
BOKEH: list[tuple[RGB, RGB, RGB]] = [((40, 52, 70), (120, 96, 80), (255, 214, 150)),
                                     ((230, 226, 216), (196, 204, 200), (255, 255, 250)),
                                     ((52, 40, 60), (140, 80, 90), (255, 190, 170)),
                                     ((180, 200, 210), (230, 222, 200), (255, 250, 235)),
                                     ((30, 60, 56), (90, 130, 110), (230, 255, 210)),
                                     ((210, 190, 170), (160, 130, 110), (255, 236, 210))]
SPOTS: list[RGB] = [(255, 120, 60), (90, 140, 255), (240, 80, 180), (255, 210, 120),
                    (120, 220, 200)]
FABRICS: list[RGB] = [(200, 70, 80), (60, 110, 170), (230, 190, 80), (90, 150, 110),
                      (230, 160, 170), (120, 90, 160), (240, 236, 226), (70, 70, 80)]
WOOD: list[RGB] = [(176, 130, 90), (150, 108, 74), (206, 170, 126), (120, 90, 66)]


def _at(box: Box) -> tuple[float, float, float, float]:
    x1, y1, x2, y2 = box
    return x1, y1, x2 - x1, y2 - y1


def _disc(page: Page, box: Box, cx: float, cy: float, r: float, edge: RGB, core: RGB,
          n: int = 18) -> None:
    """An out-of-focus light: a soft rim and a brighter core."""
    ellipse(page, box, cx, cy, r, r, edge, n)
    ellipse(page, box, cx, cy, r * 0.86, r * 0.86, core, n)


def bokeh(page: Page, box: Box, kind: int) -> None:
    """A neutral photo-like backdrop: a soft ramp and blurred discs of light."""
    top, bottom, light = BOKEH[kind % len(BOKEH)]
    page.gradient(box, top, bottom)
    with batch(page, box):
        rng = scene_rng(page, kind, "bokeh")
        x, y, w, h = _at(box)
        for _ in range(int(rng.integers(14, 24))):
            u, v = rng.random(), rng.random()
            r = min(w, h) * rng.uniform(0.04, 0.16)
            bg = mix(top, bottom, v)
            t = rng.uniform(0.12, 0.45)
            _disc(page, box, x + u * w, y + v * h, r, mix(bg, light, t * 0.7), mix(bg, light, t))


def _spot(page: Page, box: Box, sx: float, spread: float, colour: RGB, back: RGB,
          strength: float) -> None:
    """A cone of coloured light from the rig down to the stage floor."""
    x, y, w, h = _at(box)
    for wide, share in ((1.5, 0.35), (1.15, 0.65), (0.8, 1.0), (0.4, 1.3)):
        # nested cones, each brighter and narrower: a beam in haze, brightest on its axis
        fill(page, box, [(x + sx * w - 3, y), (x + sx * w + 3, y),
                         (x + (sx + spread * wide) * w, y + 0.78 * h),
                         (x + (sx - spread * wide) * w, y + 0.78 * h)],
             mix(back, colour, min(0.9, strength * share)))


def stage(page: Page, box: Box, kind: int) -> None:
    """A club or concert stage seen from the floor: dark walls, cones of coloured light in
    haze, a wooden stage with a drum kit, a double bass or a piano and microphone stands,
    the audience's heads in silhouette, a few out-of-focus lights. The lens focuses on the
    stage: the beams and the rig behind it are soft (hazy light has no edge), and so are
    the heads in front."""
    back = [(18, 16, 26), (26, 18, 20), (14, 20, 30)][kind % 3]
    page.gradient(box, back, shade(mix(back, (90, 50, 40), 0.4), -0.1))
    rng = scene_rng(page, kind, "stage")
    x, y, w, h = _at(box)
    with batch(page, box):
        spots = [(rng.uniform(0.1, 0.9), rng.uniform(0.08, 0.16), SPOTS[(kind + k) % len(SPOTS)],
                  rng.uniform(0.18, 0.32)) for k in range(int(rng.integers(3, 6)))]
        for sx, spread, colour, strength in spots:
            _spot(page, box, sx, spread, colour, back, strength)
        for _ in range(int(rng.integers(4, 9))):  # lamps of the rig, out of focus
            u = rng.random()
            c = SPOTS[int(rng.integers(len(SPOTS)))]
            _disc(page, box, x + u * w, y + h * rng.uniform(0.02, 0.12), h * 0.035,
                  mix(back, c, 0.5), mix(c, (255, 255, 255), 0.5), 12)
    with batch(page, box):  # the boards, lit in pools: soft too (hazy light)
        floor = WOOD[kind % len(WOOD)]
        fill(page, box, [(x, y + 0.7 * h), (x + w, y + 0.7 * h), (x + w, y + h), (x, y + h)],
             shade(floor, 0.6))
        fill(page, box, [(x, y + 0.7 * h), (x + w, y + 0.7 * h), (x + w, y + 0.73 * h),
                         (x, y + 0.73 * h)], shade(floor, 0.3))
        for sx, spread, colour, strength in spots:  # where each beam meets the boards
            for wide, t in ((1.0, 0.35), (0.6, 0.6)):
                ellipse(page, box, x + sx * w, y + 0.77 * h, spread * w * wide, h * 0.05 * wide,
                        mix(shade(floor, 0.45), colour, t * strength * 2), 16)
    page.photo(box, kind, "defocus")
    page.photo(box, kind + 1, "defocus")  # twice: haze, not a lens's slight softness
    with batch(page, box):
        _band(page, box, rng, kind)
    with batch(page, box):
        for _ in range(int(rng.integers(6, 12))):  # the heads of the audience
            u = rng.random()
            r = h * rng.uniform(0.07, 0.11)
            cy = y + h * rng.uniform(0.9, 1.0)
            blob(page, box, rng, x + u * w, cy, r * 0.8, r, (8, 8, 10), 0.08, 12)
            fill(page, box, [(x + u * w - r * 1.8, cy + r * 0.6), (x + u * w + r * 1.8, cy + r * 0.6),
                             (x + u * w + r * 2, y + h), (x + u * w - r * 2, y + h)], (8, 8, 10))
    low = (box[0], round(y + 0.8 * h), box[2], box[3])
    page.photo(low, kind + 2, "defocus")  # the heads nearest the camera, out of focus


def _band(page: Page, box: Box, rng: np.random.Generator, kind: int) -> None:
    """What stands on the stage: a drum kit, a double bass or a piano, microphone stands."""
    x, y, w, h = _at(box)
    base = y + 0.72 * h
    dark = (34, 30, 34)
    dx = x + w * rng.uniform(0.55, 0.75)  # the drum kit
    ellipse(page, box, dx, base - h * 0.07, h * 0.09, h * 0.08, (150, 40, 40), 16)
    ellipse(page, box, dx, base - h * 0.07, h * 0.06, h * 0.055, (220, 210, 200), 16)
    for off, up in ((-0.1, 0.17), (0.11, 0.2)):  # cymbals on stands
        cx = dx + h * off * 1.4
        fill(page, box, [(cx - 1, base), (cx + 1, base), (cx + 1, base - h * up),
                         (cx - 1, base - h * up)], dark)
        ellipse(page, box, cx, base - h * up, h * 0.06, h * 0.012, (200, 170, 90), 12)
    if kind % 2:  # a double bass leaning by the kit
        bx = x + w * rng.uniform(0.25, 0.4)
        ellipse(page, box, bx, base - h * 0.1, h * 0.07, h * 0.1, (130, 70, 36), 16)
        ellipse(page, box, bx, base - h * 0.22, h * 0.05, h * 0.07, (140, 76, 40), 16)
        fill(page, box, [(bx - 1.5, base - h * 0.28), (bx + 1.5, base - h * 0.28),
                         (bx + 1, base - h * 0.45), (bx - 1, base - h * 0.45)], (40, 26, 20))
    else:  # an upright piano against the side
        px = x + w * rng.uniform(0.12, 0.3)
        fill(page, box, [(px, base), (px + h * 0.32, base), (px + h * 0.32, base - h * 0.22),
                         (px, base - h * 0.22)], (26, 22, 24))
        fill(page, box, [(px + h * 0.02, base - h * 0.1), (px + h * 0.3, base - h * 0.1),
                         (px + h * 0.3, base - h * 0.085), (px + h * 0.02, base - h * 0.085)],
             (230, 226, 216))
    for k in range(1 + kind % 2):  # microphone stands at the front
        mx = x + w * (0.45 + 0.12 * k)
        fill(page, box, [(mx - 1, base + h * 0.02), (mx + 1, base + h * 0.02),
                         (mx + 1, base - h * 0.24), (mx - 1, base - h * 0.24)], (70, 70, 76))
        ellipse(page, box, mx, base - h * 0.25, h * 0.012, h * 0.02, (60, 60, 64), 10)


def _swatch(page: Page, box: Box, cx: float, cy: float, rw: float, rh: float, angle: float,
            colour: RGB, stripe: RGB | None) -> None:
    """A rotated rectangle of cloth with its shadow and, maybe, stripes."""
    ca, sa = math.cos(angle), math.sin(angle)

    def pt(u: float, v: float, dx: float = 0, dy: float = 0) -> tuple[float, float]:
        return cx + u * ca - v * sa + dx, cy + u * sa + v * ca + dy

    corners = [(-rw, -rh), (rw, -rh), (rw, rh), (-rw, rh)]
    fill(page, box, [pt(u, v, 3, 4) for u, v in corners], shade(colour, 0.55))
    fill(page, box, [pt(u, v) for u, v in corners], colour)
    if stripe:
        for k in range(-3, 4):
            v0 = rh * k / 4
            fill(page, box, [pt(-rw, v0 - rh * 0.04), pt(rw, v0 - rh * 0.04),
                             pt(rw, v0 + rh * 0.04), pt(-rw, v0 + rh * 0.04)], stripe)


def craft(page: Page, box: Box, kind: int) -> None:
    """A sewing / craft table from above: folded fabrics, spools of thread, scissors, a tape
    measure and a pin cushion on a wooden top."""
    wood = WOOD[kind % len(WOOD)]
    page.gradient(box, mix(wood, (255, 255, 255), 0.08), shade(wood, 0.12))
    with batch(page, box):
        rng = scene_rng(page, kind, "craft")
        x, y, w, h = _at(box)
        for k in range(7):  # the grain of the table
            gy = y + h * (k + rng.random()) / 7
            fill(page, box, [(x, gy), (x + w, gy + h * 0.01), (x + w, gy + h * 0.016),
                             (x, gy + h * 0.006)], shade(wood, 0.06))
        for _ in range(int(rng.integers(2, 4))):  # fabrics, folded
            c = FABRICS[int(rng.integers(len(FABRICS)))]
            stripe = mix(c, (255, 255, 255), 0.5) if rng.random() < 0.4 else None
            _swatch(page, box, x + w * rng.uniform(0.15, 0.6), y + h * rng.uniform(0.25, 0.7),
                    w * rng.uniform(0.12, 0.2), h * rng.uniform(0.14, 0.24),
                    rng.uniform(-0.5, 0.5), c, stripe)
        tx = x + w * rng.uniform(0.05, 0.4)  # a tape measure across
        ty = y + h * rng.uniform(0.75, 0.88)
        fill(page, box, [(tx, ty), (tx + w * 0.5, ty - h * 0.06), (tx + w * 0.5, ty - h * 0.02),
                         (tx, ty + h * 0.04)], (236, 204, 70))
        for k in range(12):
            mx = tx + w * 0.5 * k / 12
            my = ty - h * 0.06 * k / 12
            fill(page, box, [(mx, my), (mx + 1, my), (mx + 1, my + h * 0.015), (mx, my + h * 0.015)],
                 (60, 50, 30))
        for _ in range(int(rng.integers(3, 6))):  # spools of thread, seen from above
            sx, sy = x + w * rng.uniform(0.62, 0.95), y + h * rng.uniform(0.1, 0.9)
            r = min(w, h) * rng.uniform(0.045, 0.065)
            ellipse(page, box, sx + 2, sy + 3, r, r, shade(wood, 0.35), 14)
            ellipse(page, box, sx, sy, r, r, FABRICS[int(rng.integers(len(FABRICS)))], 14)
            ellipse(page, box, sx, sy, r * 0.35, r * 0.35, (230, 214, 180), 10)
        sx, sy = x + w * rng.uniform(0.3, 0.55), y + h * rng.uniform(0.12, 0.3)  # scissors
        for dy in (-1, 1):
            ellipse(page, box, sx, sy + dy * h * 0.04, h * 0.035, h * 0.028, (40, 40, 44), 12)
            ellipse(page, box, sx, sy + dy * h * 0.04, h * 0.02, h * 0.014, wood, 10)
            fill(page, box, [(sx + h * 0.03, sy + dy * h * 0.03), (sx + h * 0.2, sy - dy * h * 0.005),
                             (sx + h * 0.2, sy + dy * h * 0.005), (sx + h * 0.03, sy + dy * h * 0.045)],
                 (190, 192, 198))
        px, py = x + w * rng.uniform(0.05, 0.2), y + h * rng.uniform(0.1, 0.3)  # pin cushion
        ellipse(page, box, px, py, h * 0.08, h * 0.08, (200, 50, 60), 18)
        for k in range(8):
            a = 2 * math.pi * k / 8 + rng.random()
            ellipse(page, box, px + math.cos(a) * h * 0.045, py + math.sin(a) * h * 0.045,
                    2, 2, (235, 235, 240), 6)


# what a maker's bench holds, by kit.feature_world's craft (the mg_craft records' order):
# violin, book, bowl, clock, dinghy, chair, blanket, saddle
PIECES = ("violin", "book", "bowl", "clock", "boat", "chair", "blanket", "saddle")


def _piece(page: Page, box: Box, what: str, cx: float, base: float, size: float) -> None:
    """The thing being made, standing on the bench top at ``base`` (pixels)."""
    brown, dark = (150, 88, 44), (70, 44, 28)
    if what == "violin":
        ellipse(page, box, cx, base - size * 0.25, size * 0.22, size * 0.2, brown)
        ellipse(page, box, cx, base - size * 0.62, size * 0.17, size * 0.16, brown)
        fill(page, box, [(cx - 2, base - size * 0.75), (cx + 2, base - size * 0.75),
                         (cx + 2, base - size * 1.15), (cx - 2, base - size * 1.15)], dark)
    elif what == "book":
        for k in range(4):
            y = base - (k + 1) * size * 0.1
            fill(page, box, [(cx - size * 0.35 + k * 2, y), (cx + size * 0.35 - k * 2, y),
                             (cx + size * 0.35 - k * 2, y + size * 0.1 - 1),
                             (cx - size * 0.35 + k * 2, y + size * 0.1 - 1)],
                 FABRICS[k % len(FABRICS)])
    elif what == "bowl":
        for k, dx in enumerate((-0.35, 0.0, 0.35)):
            x = cx + dx * size
            fill(page, box, [(x - size * 0.16, base - size * 0.22), (x + size * 0.16, base - size * 0.22),
                             (x + size * 0.09, base), (x - size * 0.09, base)],
                 (176, 96, 70) if k % 2 else (196, 120, 86))
    elif what == "clock":
        ellipse(page, box, cx, base - size * 0.4, size * 0.36, size * 0.36, (176, 140, 60), 24)
        ellipse(page, box, cx, base - size * 0.4, size * 0.3, size * 0.3, (240, 232, 210), 24)
        fill(page, box, [(cx - 1, base - size * 0.4), (cx + 1, base - size * 0.4),
                         (cx + 1, base - size * 0.62), (cx - 1, base - size * 0.62)], dark)
        fill(page, box, [(cx, base - size * 0.41), (cx + size * 0.18, base - size * 0.45),
                         (cx + size * 0.18, base - size * 0.43), (cx, base - size * 0.39)], dark)
    elif what == "boat":
        fill(page, box, [(cx - size * 0.7, base - size * 0.35), (cx + size * 0.7, base - size * 0.4),
                         (cx + size * 0.45, base - size * 0.05), (cx - size * 0.5, base - size * 0.05)],
             (170, 120, 70))
        for k in range(4):
            y = base - size * (0.32 - k * 0.07)
            fill(page, box, [(cx - size * 0.6, y), (cx + size * 0.6, y - 2), (cx + size * 0.6, y - 1),
                             (cx - size * 0.6, y + 1)], dark)
    elif what == "chair":
        for dx in (-0.25, 0.25):  # back legs rising into the back, front legs
            fill(page, box, [(cx + dx * size - 2, base), (cx + dx * size + 2, base),
                             (cx + dx * size + 2, base - size * 1.0), (cx + dx * size - 2, base - size * 1.0)],
                 brown)
        fill(page, box, [(cx - size * 0.3, base - size * 0.45), (cx + size * 0.3, base - size * 0.45),
                         (cx + size * 0.34, base - size * 0.38), (cx - size * 0.34, base - size * 0.38)],
             (180, 120, 70))  # the seat
        for k in range(4):  # spindles of the back
            x = cx + (-0.15 + k * 0.1) * size
            fill(page, box, [(x - 1, base - size * 0.45), (x + 1, base - size * 0.45),
                             (x + 1, base - size * 0.95), (x - 1, base - size * 0.95)], brown)
    elif what == "blanket":
        for k in range(6):
            y = base - size * 0.6 + k * size * 0.1
            fill(page, box, [(cx - size * 0.5, y), (cx + size * 0.5, y), (cx + size * 0.5, y + size * 0.1),
                             (cx - size * 0.5, y + size * 0.1)], FABRICS[(k * 3) % len(FABRICS)])
    else:  # a saddle on its stand
        ellipse(page, box, cx, base - size * 0.45, size * 0.45, size * 0.2, (120, 66, 34), 20)
        ellipse(page, box, cx - size * 0.1, base - size * 0.55, size * 0.2, size * 0.1, (150, 90, 50), 14)
        fill(page, box, [(cx - 3, base - size * 0.3), (cx + 3, base - size * 0.3), (cx + 3, base),
                         (cx - 3, base)], dark)


def workshop(page: Page, box: Box, kind: int, what: str = "", sex: str | None = None) -> None:
    """A maker's workshop as a photographer shoots it: the window and the pegboard of tools
    behind, out of focus (depth of field); the maker standing at the bench, facing the
    camera and lit from one side (kit.webcam.person: of ``sex``, "f" or "m", the sex of the
    maker the caption names, else a kind % 3 == 1 sitter is a woman);
    the bench in front with the piece being made (``what``, one of ``PIECES``)."""
    wall = [(214, 200, 178), (196, 190, 176), (226, 214, 190)][kind % 3]
    page.gradient(box, mix(wall, (255, 255, 255), 0.1), shade(wall, 0.2))
    rng = scene_rng(page, kind, f"workshop{what}")
    x, y, w, h = _at(box)
    with batch(page, box):
        _back_wall(page, box, rng, wall)
    top = y + h * 0.66  # the bench
    # the wall behind is soft (the bench is drawn over the rest of the frame)
    page.photo((box[0], box[1], box[2], round(top) + 2), int(rng.integers(0, 2 ** 31)),
               "defocus")
    scale = min(h, w * 0.75)  # a tall frame: the maker and the piece keep their size
    cx = x + w * rng.uniform(0.26, 0.4)
    person(page, box, rng, cx, top - scale * rng.uniform(0.34, 0.4), scale * 0.12,
           sex or ("f" if kind % 3 == 1 else "m"), named=sex is not None)
    with batch(page, box):
        wood = WOOD[kind % len(WOOD)]
        fill(page, box, [(x, top), (x + w, top), (x + w, top + h * 0.05), (x, top + h * 0.05)], wood)
        fill(page, box, [(x, top + h * 0.05), (x + w, top + h * 0.05), (x + w, y + h), (x, y + h)],
             shade(wood, 0.35))
        fill(page, box, [(x, top + h * 0.05), (x + w, top + h * 0.05), (x + w, top + h * 0.08),
                         (x, top + h * 0.08)], shade(wood, 0.55))  # the shadow under the top
        piece = what if what in PIECES else PIECES[kind % len(PIECES)]
        _piece(page, box, piece, x + w * rng.uniform(0.6, 0.74), top, scale * 0.4)
        for _ in range(int(rng.integers(6, 14))):  # shavings, offcuts
            u = x + w * rng.uniform(0.05, 0.95)
            ellipse(page, box, u, top + h * 0.02, w * 0.012, h * 0.008, mix(wood, (250, 236, 200), 0.5), 8)


def _back_wall(page: Page, box: Box, rng: np.random.Generator, wall: RGB) -> None:
    """The workshop's back wall: a window with daylight, a pegboard of tools."""
    x, y, w, h = _at(box)
    wx = x + w * rng.uniform(0.05, 0.2)
    fill(page, box, [(wx, y + h * 0.08), (wx + w * 0.22, y + h * 0.08), (wx + w * 0.22, y + h * 0.5),
                     (wx, y + h * 0.5)], (196, 218, 232))
    fill(page, box, [(wx + w * 0.105, y + h * 0.08), (wx + w * 0.115, y + h * 0.08),
                     (wx + w * 0.115, y + h * 0.5), (wx + w * 0.105, y + h * 0.5)], wall)
    px = x + w * 0.55
    fill(page, box, [(px, y + h * 0.1), (x + w * 0.95, y + h * 0.1), (x + w * 0.95, y + h * 0.45),
                     (px, y + h * 0.45)], (190, 160, 120))
    for k in range(int(rng.integers(5, 9))):
        tx = px + (x + w * 0.95 - px) * (k + 0.5) / 9
        length = h * rng.uniform(0.12, 0.25)
        fill(page, box, [(tx - 1.5, y + h * 0.14), (tx + 1.5, y + h * 0.14),
                         (tx + 1.5, y + h * 0.14 + length), (tx - 1.5, y + h * 0.14 + length)],
             (60, 60, 66) if k % 2 else (120, 80, 50))
        if k % 3 == 0:  # a tool's head
            fill(page, box, [(tx - 5, y + h * 0.14), (tx + 5, y + h * 0.14), (tx + 5, y + h * 0.17),
                             (tx - 5, y + h * 0.17)], (70, 70, 76))


