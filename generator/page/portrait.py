"""A small photo avatar (a ``ShapeOp`` of kind "portrait", ``Page.portrait``).

A profile photo at 20-96 px is not a flat disc with a head-shaped blob: it is a person's
head and shoulders, lit from one side (the face round, its far cheek in shadow, a shadow
under the chin), in front of an out-of-focus background (a wall, a window, trees, a
street's lights: a colour gradient with soft bokeh), with a little sensor noise. At that
size the shapes are best computed per pixel: every layer is a soft-edged ellipse or
superellipse (its edge one pixel wide), shaded by a normal as a sphere is, and laid over the
ones below; the whole costs a few dozen array operations on a 48 x 48 image.

Everything follows from the op's ``seed`` and ``look`` ("f", "m" or "": the hair and a
beard), and the box size, so the same op always gives the same bytes (cached: a person in
a chat shows their avatar on every message). The op's ``radius`` rounds the corners of the
mask (half the side: a disc); the page around it is kept as drawn.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

SKIN = np.array([(238, 200, 172), (222, 176, 140), (196, 142, 104), (160, 110, 78),
                 (118, 80, 58), (246, 214, 190), (208, 158, 118)], np.float32)
HAIR = np.array([(42, 30, 22), (90, 60, 36), (22, 20, 20), (140, 100, 60), (196, 160, 108),
                 (128, 124, 120), (110, 46, 26)], np.float32)
TOPS = np.array([(48, 60, 90), (130, 44, 52), (60, 100, 76), (80, 84, 92), (200, 194, 182),
                 (34, 40, 50), (160, 116, 72), (232, 232, 228), (86, 122, 166), (178, 92, 60),
                 (96, 70, 110), (28, 90, 110)], np.float32)
# backgrounds: (top, bottom, bokeh colour) of a wall, a window's daylight, trees, a street
BACKS = np.array([[(214, 206, 192), (168, 150, 128), (250, 236, 206)],
                  [(200, 218, 236), (150, 170, 190), (255, 255, 250)],
                  [(120, 160, 110), (60, 90, 60), (220, 236, 170)],
                  [(70, 74, 92), (34, 36, 46), (255, 200, 120)],
                  [(180, 196, 206), (110, 124, 136), (236, 244, 250)],
                  [(226, 220, 214), (190, 182, 176), (255, 250, 240)],
                  [(150, 120, 100), (80, 60, 50), (255, 214, 160)],
                  [(120, 150, 180), (190, 170, 150), (250, 230, 200)]], np.float32)


def _soft(d: np.ndarray, px: float) -> np.ndarray:
    """Coverage of a shape whose normalised distance (< 1 inside) is ``d``: its edge one
    pixel wide at a radius of ``px`` pixels."""
    return np.clip((1.0 - d) * px + 0.5, 0.0, 1.0)


def _over(img: np.ndarray, alpha: np.ndarray, colour: np.ndarray) -> None:
    """Lay ``colour`` (h, w, 3 or 3) over ``img`` with coverage ``alpha``, in place (only
    the rows and columns the layer covers: a brow is a few pixels of a frame)."""
    if alpha.size <= 4000:  # a small picture: finding the layer's extent costs more
        img += alpha[:, :, None] * (colour - img)
        return
    rows = np.flatnonzero(alpha.max(axis=1) > 0.004)
    if not rows.size:
        return
    cols = np.flatnonzero(alpha[rows[0]:rows[-1] + 1].max(axis=0) > 0.004)
    if not cols.size:
        return
    r, c = slice(rows[0], rows[-1] + 1), slice(cols[0], cols[-1] + 1)
    if isinstance(colour, np.ndarray) and colour.ndim == 3:
        colour = colour[r, c]
    img[r, c] += alpha[r, c, None] * (colour - img[r, c])


def _ellipse(u: np.ndarray, v: np.ndarray, cx: float, cy: float, rx: float, ry: float
             ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    nx, ny = (u - cx) / rx, (v - cy) / ry
    return nx, ny, np.sqrt(nx * nx + ny * ny)


def _lit(nx: np.ndarray, ny: np.ndarray, light: tuple[float, float, float],
         ambient: float, wrap: float = 0.0) -> np.ndarray:
    """Lambert shading of a sphere-like surface with normal (nx, ny, nz); ``wrap`` > 0 lets
    the light wrap past the terminator (skin scatters light under its surface: a face
    shaded as hard plastic reads as a doll, r95 row 08)."""
    nz = np.sqrt(np.clip(1.0 - nx * nx - ny * ny, 0.0, 1.0))
    dot = nx * light[0] + ny * light[1] + nz * light[2]
    lam = np.clip((dot + wrap) / (1.0 + wrap), 0.0, 1.0)
    return ambient + (1.0 - ambient) * lam


SKIN_WRAP = 0.4  # how far the light wraps round a face (soft skin, not plastic)


def _background(rng: np.random.Generator, u: np.ndarray, v: np.ndarray, lo: float, hi: float
                ) -> np.ndarray:
    top, bottom, glow = BACKS[int(rng.integers(0, len(BACKS)))]
    tint = rng.uniform(-14, 14, 3).astype(np.float32)
    ang = rng.uniform(-0.6, 0.6)
    t = np.clip(0.5 + (v - 0.5) * np.cos(ang) + (u - 0.5) * np.sin(ang), 0, 1)[:, :, None]
    img = top + tint + t * (bottom - top)
    for _ in range(int(rng.integers(2, 5) * max(1.0, hi - lo))):  # out-of-focus lights, leaves
        bx, by, r = rng.uniform(lo, hi), rng.uniform(0, 0.7), rng.uniform(0.08, 0.22)
        d2 = ((u - bx) ** 2 + (v - by) ** 2) / (r * r)
        _over(img, np.exp(-d2) * rng.uniform(0.25, 0.55), glow)
    return img


def _torso(img: np.ndarray, rng: np.random.Generator, u: np.ndarray, v: np.ndarray,
           cx: float, head: tuple[float, float, float], light: tuple, skin: np.ndarray,
           n: int) -> None:
    hy, hr = head[1], head[2]
    top = TOPS[int(rng.integers(0, len(TOPS)))]
    sy = hy + hr * rng.uniform(1.5, 1.75)  # the shoulders' line
    nx, ny, d = _ellipse(u, v, cx, sy + hr * 1.6, hr * rng.uniform(2.4, 2.9), hr * 2.2)
    # shoulders square off (a superellipse), the body goes on down past the frame's foot
    d = np.where(ny > 0, np.abs(nx), (np.abs(nx) ** 3 + np.abs(ny) ** 3) ** (1 / 3))
    shade = _lit(nx * 0.8, ny * 0.5, light, 0.45)
    shade *= 1.0 - 0.25 * np.clip((v - sy) / (hr * 3), 0, 1)  # darker towards the frame's foot
    # the head's shadow where the neck meets the shoulders, and the cloth's folds
    shade *= 1.0 - 0.3 * np.exp(-((u - cx) / (hr * 0.9)) ** 2 - ((v - sy) / (hr * 0.6)) ** 2)
    shade *= 1.0 + 0.07 * _blotch(rng, u.shape)
    _over(img, _soft(d, hr * 2.2 * n), top * shade[:, :, None])
    if rng.random() < 0.5:  # a collar or a neckline: a darker or a lighter wedge
        w = np.abs(u - cx) / (hr * 0.55) + (sy + hr * 0.7 - v) / (hr * 0.8)
        band = np.clip(1.3 - np.abs(w - 1.0) * hr * n * 0.7, 0, 1) * (v > sy - hr * 0.3)
        _over(img, band * 0.6, top * (0.6 if rng.random() < 0.6 else 1.15))


def _hair_mass(rng: np.random.Generator, u: np.ndarray, v: np.ndarray, cx: float, cy: float,
               r: float, long: bool) -> np.ndarray:
    """The normalised distance of the hair's outer outline (< 1 inside)."""
    _, _, cap = _ellipse(u, v, cx, cy - r * 0.14, r * rng.uniform(0.9, 1.0), r * 1.0)
    if not long:
        return cap + np.clip((v - cy) / r, 0, None) * 1.6  # none below the ears
    _, _, fall = _ellipse(u, v, cx, cy + r * 0.75, r * rng.uniform(1.02, 1.15),
                          r * rng.uniform(1.4, 1.7))
    return np.minimum(cap, fall)


def _head(img: np.ndarray, rng: np.random.Generator, u: np.ndarray, v: np.ndarray,
          head: tuple[float, float, float], light: tuple, skin: np.ndarray, sex: str,
          n: int) -> None:
    cx, cy, r = head
    hair = HAIR[int(rng.integers(0, len(HAIR)))]
    lum = np.array((0.299, 0.587, 0.114), np.float32)
    if abs(float(hair @ lum) - float(skin @ lum)) < 45:  # hair the face's tone: a blank head
        hair = HAIR[2]
    long = rng.random() < {"f": 0.8, "m": 0.05}.get(sex, 0.3)
    bald = not long and sex == "m" and rng.random() < 0.12
    outline = _hair_mass(rng, u, v, cx, cy, r, long)
    nx, ny, _ = _ellipse(u, v, cx, cy, r * 1.2, r * 1.3)
    hshade = _lit(nx, ny, light, 0.35)[:, :, None]
    streak = _strands(rng, u.shape, r * n)
    if long and not bald:  # behind the face and the shoulders
        _over(img, _soft(outline, r * n), hair * hshade * 0.8 * streak[:, :, None])
    rx, ry = r * rng.uniform(0.8, 0.88), r * rng.uniform(1.0, 1.08)
    # the neck: a column in the chin's shadow, in front of the hair that falls behind it
    nx, ny, d = _ellipse(u, v, cx, cy + r * 1.1, r * 0.46, r * 0.75)
    neck = skin * (0.6 + 0.18 * np.clip(nx * light[0], -1, 1))[:, :, None]
    _over(img, _soft(np.maximum(d, (cy + r * 0.6 - v) / r + 1), r * 0.46 * n), neck)
    for s in (-1, 1):  # ears
        _, _, d = _ellipse(u, v, cx + s * rx * 0.96, cy + ry * 0.06, rx * 0.18, ry * 0.24)
        _over(img, _soft(d, rx * 0.18 * n), skin * (0.72 + 0.2 * s * light[0]))
    nx, ny, d = _ellipse(u, v, cx, cy, rx, ry)
    # a dark skin is exposed for (the camera meters the face): its light side stays bright
    gain = 1.08 + 0.3 * max(0.0, 1.0 - float(skin @ lum) / 200)
    face = skin * (gain * _lit(nx, ny * 0.9, light, 0.5, SKIN_WRAP))[:, :, None]
    cheek = np.exp(-(((u - cx - light[0] * rx * 0.3) / (rx * 0.45)) ** 2 +
                     ((v - cy - ry * 0.05) / (ry * 0.4)) ** 2))
    face += (cheek * 14)[:, :, None]
    face *= _sockets(u, v, cx, cy, rx, ry)[:, :, None]  # the eyes sit in shade under the brow
    face *= (1.0 + 0.035 * _blotch(rng, u.shape))[:, :, None]  # skin is never one tone
    if sex == "m" and rng.random() < 0.3:  # a beard or its shadow round the jaw
        beard = np.clip((v - cy - ry * 0.2) / (ry * 0.4), 0, 1)[:, :, None] * rng.uniform(0.4, 0.8)
        face += beard * (hair * 0.8 - face)
    _over(img, _soft(d, min(rx, ry) * n), face)
    _features(img, u, v, cx, cy, rx, ry, light, skin, hair, n)
    if not bald:  # the hair over the crown and the forehead, to a hairline
        part = u - cx - rx * rng.uniform(-0.3, 0.3)  # the parting: the hairline's top
        line = cy - ry * rng.uniform(0.5, 0.68) + part * part / rx * rng.uniform(0.6, 1.2)
        over = np.clip((line - v) * n + 0.5, 0, 1)
        if long:  # locks down both sides of the face
            side = np.clip((np.abs(u - cx) - rx * 0.8) * n + 0.5, 0, 1)
            over = np.maximum(over, side * (v < cy + ry * 0.9))
        # the hair's shadow on the forehead just under its line (ambient occlusion)
        _over(img, np.clip((v - line) / (ry * 0.12), 0, 1) * np.clip(1 - (v - line) / (ry * 0.2), 0, 1)
              * (d < 1) * 0.35, skin * 0.45)
        _over(img, _soft(outline, r * n) * over, hair * hshade * streak[:, :, None])
        sheen = np.exp(-(((u - cx - light[0] * r * 0.4) / (r * 0.35)) ** 2 +
                         ((v - cy + r * 0.75) / (r * 0.2)) ** 2)) * over * _soft(outline, r * n)
        _over(img, sheen * 0.25, np.minimum(hair + 90, 255))


def _features(img: np.ndarray, u: np.ndarray, v: np.ndarray, cx: float, cy: float, rx: float,
              ry: float, light: tuple, skin: np.ndarray, hair: np.ndarray, n: int) -> None:
    """Brows, eyes, the nose's shadow and the mouth: soft marks, a pixel or two wide."""
    sharp = max(1.0, rx * n / 6)  # marks soften as the face gets small

    def mark(x: float, y: float, sx: float, sy: float, k: float, colour: np.ndarray) -> None:
        """A soft gaussian mark, computed in its own few pixels only."""
        c0, c1 = np.searchsorted(u[0], (x - 2.6 * sx, x + 2.6 * sx))
        r0, r1 = np.searchsorted(v[:, 0], (y - 2.6 * sy, y + 2.6 * sy))
        if c1 <= c0 or r1 <= r0:
            return
        du, dv = (u[0, c0:c1] - x) / sx, (v[r0:r1, 0] - y) / sy
        alpha = np.exp(-(dv * dv))[:, None] * np.exp(-(du * du))[None, :] * k
        win = img[r0:r1, c0:c1]
        win += alpha[:, :, None] * (colour - win)
    ey = cy + ry * 0.02
    big = rx * n > 14  # large enough to show the white of the eye, the iris and a catchlight
    for s in (-1, 1):
        ex = cx + s * rx * 0.38
        mark(ex, ey - ry * 0.2, rx * 0.22, ry * 0.05, 0.55, hair * 0.8)
        if big:
            mark(ex, ey, rx * 0.16, ry * 0.045, 0.5, np.array((226, 220, 214), np.float32))
            mark(ex, ey - ry * 0.035, rx * 0.18, ry * 0.02, 0.45, skin * 0.45)  # the lid's line
        mark(ex, ey, rx * 0.075 if big else rx * 0.11, ry * 0.055,
             min(1.0, 0.55 + sharp * 0.1), np.array((40, 30, 28), np.float32))
        if big:
            mark(ex + light[0] * rx * 0.03, ey - ry * 0.015, rx * 0.02, ry * 0.012, 0.7,
                 np.array((250, 250, 250), np.float32))
    mark(cx - light[0] * rx * 0.1, cy + ry * 0.3, rx * 0.1, ry * 0.14, 0.35, skin * 0.6)
    mark(cx + light[0] * rx * 0.08, cy + ry * 0.18, rx * 0.05, ry * 0.16, 0.25,
         np.minimum(skin * 1.25, 255))  # light on the bridge of the nose
    mark(cx, cy + ry * 0.41, rx * 0.16, ry * 0.035, 0.35, skin * 0.55)  # under the nose
    mark(cx, cy + ry * 0.56, rx * 0.26, ry * 0.05, 0.65,
         skin * np.array((0.72, 0.5, 0.5), np.float32))
    mark(cx, cy + ry * 0.62, rx * 0.18, ry * 0.035, 0.3,
         np.minimum(skin * np.array((1.0, 0.82, 0.8), np.float32) * 1.1, 255))  # the lower lip
    mark(cx, cy + ry * 0.78, rx * 0.22, ry * 0.05, 0.2, skin * 0.7)  # the chin's dimple shade


def _strands(rng: np.random.Generator, shape: tuple[int, int], px: float) -> np.ndarray:
    """Hair is strands, not a fill: a gain field of thin vertical streaks (noise stretched
    down the head), a few pixels apart at the head's size ``px``, read from a cached tile."""
    h, w = shape
    tile = _streaks()
    oy, ox = int(rng.integers(0, STREAK)), int(rng.integers(0, STREAK))
    if h > STREAK or w > STREAK:
        tile = np.tile(tile, (h // STREAK + 2, w // STREAK + 2))
    return 1.0 + min(0.2, 0.008 * px) * tile[oy:oy + h, ox:ox + w]


def _blotch(rng: np.random.Generator, shape: tuple[int, int]) -> np.ndarray:
    """Skin's uneven tone: a smooth field in -1..1 of a few blotches across the face."""
    h, w = shape
    oy, ox = int(rng.integers(0, STREAK)), int(rng.integers(0, STREAK))
    tile = _blotches()
    if h > STREAK or w > STREAK:
        tile = np.tile(tile, (h // STREAK + 2, w // STREAK + 2))
    return tile[oy:oy + h, ox:ox + w]


STREAK = 192  # the period of the cached hair-strand and skin tiles


@lru_cache(maxsize=1)
def _streaks() -> np.ndarray:
    grid = np.random.default_rng(20261130).random((12, STREAK // 2), dtype=np.float32) * 2 - 1
    grid = np.tile(grid, (3, 3))
    field = np.asarray(Image.fromarray(grid, mode="F").resize((3 * STREAK, 3 * STREAK),
                                                               Image.BICUBIC))
    return np.tile(field[STREAK:2 * STREAK, STREAK:2 * STREAK], (2, 2))


@lru_cache(maxsize=1)
def _blotches() -> np.ndarray:
    grid = np.random.default_rng(20261131).random((16, 16), dtype=np.float32) * 2 - 1
    grid = np.tile(grid, (3, 3))
    field = np.asarray(Image.fromarray(grid, mode="F").resize((3 * STREAK, 3 * STREAK),
                                                               Image.BICUBIC))
    return np.tile(field[STREAK:2 * STREAK, STREAK:2 * STREAK], (2, 2))


def _sockets(u: np.ndarray, v: np.ndarray, cx: float, cy: float, rx: float, ry: float
             ) -> np.ndarray:
    """The shade of the eye sockets and under the cheekbones: a gain below 1."""
    g = np.ones(u.shape, np.float32)
    for s in (-1, 1):
        g -= 0.12 * np.exp(-(((u - cx - s * rx * 0.38) / (rx * 0.22)) ** 2 +
                             ((v - cy + ry * 0.02) / (ry * 0.13)) ** 2))
        g -= 0.07 * np.exp(-(((u - cx - s * rx * 0.62) / (rx * 0.2)) ** 2 +
                             ((v - cy - ry * 0.38) / (ry * 0.2)) ** 2))
    return g


@lru_cache(maxsize=256)
def _mask(w: int, h: int, radius: int) -> Image.Image:
    """An antialiased rounded-rectangle (a disc at half the side) mask, drawn at 4x."""
    big = Image.new("L", (w * 4, h * 4), 0)
    ImageDraw.Draw(big).rounded_rectangle((0, 0, w * 4 - 1, h * 4 - 1), radius * 4, 255)
    return big.resize((w, h), Image.BOX)


def _scene(w: int, h: int, rng: np.random.Generator, sex: str, back: np.ndarray | None = None,
           unit: float = 0.0) -> np.ndarray:
    """The picture, without noise, as floats (h, w, 3); ``back`` (a figure, ``figure``):
    the pixels already there stand for the background, ``unit`` px the square's side."""
    n = float(unit or min(w, h))
    u = np.empty((h, w), np.float32)
    v = np.empty((h, w), np.float32)
    u[:] = (np.arange(w, dtype=np.float32) + 0.5) / n
    v[:] = ((np.arange(h, dtype=np.float32) + 0.5) / n)[:, None]
    # the square's co-ordinates; in a wider box (a video's frame) the person stands
    # off-centre, a third of the way in from one side (a figure: at the box's centre)
    u -= (w - n) / n * (0.5 if w - n < 4 or unit else rng.choice([0.05, 0.95]) + rng.uniform(-0.05, 0.05))
    if back is not None:
        img = back.astype(np.float32)
    else:
        img = _background(rng, u, v, float(u.min()), float(u.max()))
    side = 1.0 if rng.random() < 0.5 else -1.0
    light = (side * rng.uniform(0.45, 0.75), -0.35, 0.65)
    head = (0.5 + rng.uniform(-0.05, 0.05), rng.uniform(0.4, 0.46), rng.uniform(0.22, 0.26))
    skin = SKIN[int(rng.integers(0, len(SKIN)))] * rng.uniform(0.95, 1.05)
    _torso(img, rng, u, v, head[0] + rng.uniform(-0.02, 0.02), head, light, skin, n)
    _head(img, rng, u, v, head, light, skin, sex, n)
    if back is None:  # the light across the frame and a vignette
        img *= (1.0 + 0.1 * side * (u - 0.5) - 0.18 * ((u - 0.5) ** 2 + (v - 0.5) ** 2))[:, :, None]
    return img


NOISE = 256  # the sensor noise: a cached field, read from a place the seed picks


@lru_cache(maxsize=1)
def _noise() -> np.ndarray:
    field = np.random.default_rng(20261129).normal(0, 3.0, (NOISE, NOISE)).astype(np.float32)
    return np.tile(field, (2, 2))


BIG = 3600  # a wide frame of more pixels (a video thumbnail) is computed at half size: soft


@lru_cache(maxsize=512)
def portrait_image(w: int, h: int, seed: int, sex: str) -> Image.Image:
    """The photo of person ``seed`` (``sex`` "f", "m" or ""), ``w`` x ``h`` pixels, with
    the sensor's noise."""
    rng = np.random.default_rng([seed & 0xFFFFFFFF, 41])
    if w * h <= BIG or w < h * 1.3:  # an avatar stays sharp at any size
        img = _scene(w, h, rng, sex)
    else:
        half = _scene(max(8, w // 2), max(8, h // 2), rng, sex)
        small = Image.fromarray(np.clip(half + 0.5, 0, 255).astype(np.uint8), "RGB")
        img = np.asarray(small.resize((w, h), Image.BICUBIC), np.float32)
    oy, ox = int(rng.integers(0, NOISE)), int(rng.integers(0, NOISE))
    field = _noise() if h <= NOISE and w <= NOISE else np.tile(_noise(), (h // NOISE + 1, w // NOISE + 1))
    img += field[oy:oy + h, ox:ox + w, None]
    return Image.fromarray(np.clip(img + 0.5, 0, 255).astype(np.uint8), "RGB")


def draw_portrait(image: Image.Image, box: tuple[int, int, int, int], seed: int, sex: str,
                  radius: int) -> None:
    """Paste the portrait into ``box`` of ``image`` through its rounded mask."""
    x1, y1, x2, y2 = box
    w, h = x2 - x1, y2 - y1
    if w < 4 or h < 4:
        return
    photo = portrait_image(w, h, seed, sex)
    if radius <= 0:
        image.paste(photo, (x1, y1))
        return
    image.paste(photo, (x1, y1), _mask(w, h, min(radius, w // 2, h // 2)))


EDGE = 0.45  # a figure scaled up 2x or more: its small picture's blur (px) before the resize
FIGURE = 64  # a figure's portrait square is computed at most this many px wide, then scaled


@lru_cache(maxsize=64)
def figure_layer(w: int, h: int, seed: int, sex: str, unit: int) -> Image.Image:
    """Person ``seed`` as an RGBA layer ``w`` x ``h`` (the portrait's square ``unit`` px
    wide): computed at a size whose square is at most FIGURE px (a video frame is soft),
    once over black and once over white (the layers are laid linearly: the two give the
    colour and the coverage), then scaled up."""
    k = min(1.0, FIGURE / unit)
    sw, sh, su = max(4, round(w * k)), max(4, round(h * k)), unit * k
    runs = [_scene(sw, sh, np.random.default_rng([seed & 0xFFFFFFFF, 41]), sex,
                   np.full((sh, sw, 3), level, np.float32), su) for level in (0.0, 255.0)]
    alpha = np.clip(1.0 - (runs[1] - runs[0]).mean(axis=2) / 255.0, 0.0, 1.0)
    if (sw, sh) == (w, h):
        colour = runs[0] / np.maximum(alpha, 1e-3)[:, :, None]
        rgba = np.dstack([np.clip(colour, 0, 255), alpha * 255.0])
        return Image.fromarray(np.round(rgba).astype(np.uint8), "RGBA")
    # scaled up: premultiplied (the run over black is colour times coverage), blurred by
    # EDGE px, then to size: the small picture's one-pixel edges would show as steps along
    # the hair and the jaw (r95 row 08: "pixel-stepped hair"); a larger picture costs more
    pre = np.dstack([runs[0], alpha * 255.0])
    layer = Image.frombytes("RGBa", (sw, sh), np.round(np.clip(pre, 0, 255)).astype(np.uint8)
                            .tobytes())
    if w >= 2 * sw:
        layer = layer.filter(ImageFilter.GaussianBlur(EDGE))
    return layer.resize((w, h), Image.BICUBIC).convert("RGBA")


def draw_figure(image: Image.Image, box: tuple[int, int, int, int],
                whole: tuple[tuple[int, int], ...], seed: int, sex: str, unit: int) -> None:
    """A person (head and shoulders down to the foot of ``whole``, its two corners) over
    the pixels already there (a presenter before their room, defocused first): the
    portrait of person ``seed`` whose square is ``unit`` px wide, centred in ``whole``, its
    top at the top of ``whole``; drawn only inside ``box``, the background kept as drawn."""
    (fx1, fy1), (fx2, fy2) = whole
    x1, y1 = max(0, box[0], fx1), max(0, box[1], fy1)
    x2, y2 = min(image.width, box[2], fx2), min(image.height, box[3], fy2)
    if x2 - x1 < 2 or y2 - y1 < 2 or unit < 8:
        return
    layer = figure_layer(fx2 - fx1, fy2 - fy1, seed, sex, unit)
    part = layer.crop((x1 - fx1, y1 - fy1, x2 - fx1, y2 - fy1))
    image.paste(part.convert("RGB"), (x1, y1), part.getchannel("A"))
