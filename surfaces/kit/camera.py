"""A pin-hole camera and natural shapes for the photo scenes (kit.street, kit.places).

A photo is not a front elevation: a street recedes to a vanishing point, a room's floor and
walls converge, far things are lighter, bluer and smaller (atmospheric perspective), and
trees, hills and clouds have ragged edges. ``Camera`` projects world points (metres; x
right, y up, z away from the lens) into a picture box and fills clipped polygons there;
``blob`` / ``foliage`` / ``ridge`` draw irregular outlines from seeded smooth noise.

Each picture draws its geometry from ``scene_rng``: a seed of the picture's ``kind`` (what
it shows), its tag and a per-page value (a checksum of the text the page holds so far:
its title, its place, its dates), so the same (variant, kind) on two pages is two photos.
Deterministic, numpy only from the generator handed in; never text.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Iterator
from contextlib import contextmanager

import numpy as np

from generator.page import Page
from generator.page.model import TextBlock
from surfaces.kit.stage import RGB, Box, mix, shade

Pt = tuple[float, float]


def page_key(page: Page) -> int:
    """A checksum of the first line of every text block on ``page`` so far (kept running in
    ``page.meta`` so a page of many thumbnails reads each block once)."""
    done, crc = getattr(page, "_photo_key", (0, 0))
    for op in page.ops[done:]:
        if isinstance(op, TextBlock) and op.laid.lines:
            crc = zlib.crc32("".join(g.char for g in op.laid.lines[0].glyphs[:48]).encode(), crc)
    page._photo_key = (len(page.ops), crc)  # type: ignore[attr-defined]  # not in page.meta: that is the geometry's
    return crc


@contextmanager
def batch(page: Page, box: Box) -> Iterator[None]:
    """Collect every ``fill`` inside the ``with`` into one mesh op over ``box``."""
    if getattr(page, "_mesh", None) is not None:  # inside another picture's batch
        yield
        return
    polys: list = []
    page._mesh = polys  # type: ignore[attr-defined]
    try:
        yield
    finally:
        page._mesh = None  # type: ignore[attr-defined]
        if polys:
            page.mesh(box, polys)


def scene_rng(page: Page, kind: int, tag: str) -> np.random.Generator:
    """The generator a picture's geometry is drawn from (see the module docstring)."""
    return np.random.default_rng([int(kind) & 0xFFFFFFFF, zlib.crc32(tag.encode()), page_key(page)])


def clip(pts: list[Pt], box: Box) -> list[Pt]:
    """Sutherland-Hodgman: ``pts`` cut to the box (a polygon inks its last column and row)."""
    x1, y1, x2, y2 = box[0], box[1], box[2] - 1, box[3] - 1
    lox = hix = pts[0][0]
    loy = hiy = pts[0][1]
    for x, y in pts:
        if x < lox:
            lox = x
        elif x > hix:
            hix = x
        if y < loy:
            loy = y
        elif y > hiy:
            hiy = y
    if lox >= x1 and hix <= x2 and loy >= y1 and hiy <= y2:
        return pts
    if hix < x1 or lox > x2 or hiy < y1 or loy > y2:
        return []
    for axis, lim, keep_low in ((0, x1, False), (0, x2, True), (1, y1, False), (1, y2, True)):
        out: list[Pt] = []
        n = len(pts)
        for i in range(n):
            a, b = pts[i], pts[(i + 1) % n]
            ina = a[axis] <= lim if keep_low else a[axis] >= lim
            inb = b[axis] <= lim if keep_low else b[axis] >= lim
            if ina:
                out.append(a)
            if ina != inb:
                t = (lim - a[axis]) / (b[axis] - a[axis])
                out.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
        pts = out
        if not pts:
            return []
    return pts


def fill(page: Page, box: Box, pts: list[Pt], colour: RGB) -> None:
    """A polygon in pixel coordinates, clipped to ``box``."""
    x1, y1, x2, y2 = box[0], box[1], box[2] - 1, box[3] - 1
    out = []
    for x, y in pts:  # inside the box (most shapes): rounded in the same pass, no clipping
        if x < x1 or x > x2 or y < y1 or y > y2:
            out = [(int(x + 0.5), int(y + 0.5)) for x, y in clip(pts, box)]
            break
        out.append((int(x + 0.5), int(y + 0.5)))
    if len(out) >= 3:  # (clipped into the box: no negative coordinate to round)
        pts = out
        polys = getattr(page, "_mesh", None)
        if polys is None:
            page.polygon(pts, colour, name="image")
        else:
            polys.append((pts, colour))


def ellipse(page: Page, box: Box, cx: float, cy: float, rx: float, ry: float, colour: RGB,
            n: int = 16) -> None:
    fill(page, box, [(cx + rx * math.cos(2 * math.pi * k / n), cy + ry * math.sin(2 * math.pi * k / n))
                     for k in range(n)], colour)


def soft_shadow(page: Page, box: Box, cx: float, cy: float, rx: float, ry: float, ground: RGB,
                depth: float = 0.35, steps: int = 4) -> None:
    """A contact shadow: nested ellipses, wide and faint outside, dark at the core."""
    for k in range(steps):
        t = (k + 1) / steps
        ellipse(page, box, cx, cy, rx * (1.25 - 0.6 * t), ry * (1.4 - 0.7 * t),
                shade(ground, depth * t))


def wobble(rng: np.random.Generator, n: int, rough: float, octaves: int = 3) -> list[float]:
    """``n`` smooth periodic values in about -1..1 (a sum of random sinusoids) plus a little
    jitter, from one draw of the generator (plain floats: a blob is a few dozen points)."""
    draw = rng.random(2 * octaves + n).tolist()
    waves = [(2 ** o + (draw[2 * o] < 0.5), draw[2 * o + 1] * 2 * math.pi, 1 / 1.6 ** o)
             for o in range(octaves)]
    jitter = draw[2 * octaves:]
    out = []
    for k in range(n):
        t = 2 * math.pi * k / n
        v = sum(a * math.sin(f * t + ph) for f, ph, a in waves)
        out.append(v * rough / 1.6 + (jitter[k] * 2 - 1) * rough / 3)
    return out


def blob(page: Page, box: Box, rng: np.random.Generator, cx: float, cy: float, rx: float,
         ry: float, colour: RGB, rough: float = 0.22, n: int = 18, flat_bottom: bool = False
         ) -> None:
    """An irregular rounded outline (a bush, a cloud, a crown's cluster of leaves)."""
    if max(rx, ry) < 8:  # a few pixels across: fewer corners do
        n = min(n, 10)
    r = wobble(rng, n, rough)
    low = cy + ry * 0.35
    pts = []
    for k in range(n):
        a = 2 * math.pi * k / n
        rr = 1 + r[k]
        y = cy + ry * rr * math.sin(a)
        pts.append((cx + rx * rr * math.cos(a), min(y, low) if flat_bottom else y))
    fill(page, box, pts, colour)


def foliage(page: Page, box: Box, rng: np.random.Generator, cx: float, cy: float, rx: float,
            ry: float, green: RGB, light: float, haze: RGB | None = None, fog: float = 0.0
            ) -> None:
    """A tree crown or a bush: a dark mass, lighter clusters towards the light (``light``
    -1 left .. 1 right) and a few bright tips; ``fog`` mixes it towards ``haze``."""
    def tone(c: RGB) -> RGB:
        return mix(c, haze, fog) if haze else c
    blob(page, box, rng, cx, cy, rx, ry, tone(shade(green, 0.35)), 0.25)
    if max(rx, ry) < 5:  # a far crown: one mass and one lit side
        blob(page, box, rng, cx + rx * 0.2 * light, cy - ry * 0.2, rx * 0.6, ry * 0.6,
             tone(shade(green, 0.05)), 0.3, 8)
        return
    count = min(int(rng.integers(3, 6)), 1 + int(rx / 6))  # a small crown: fewer clusters
    for _ in range(count):
        a = rng.uniform(0, 2 * math.pi)
        d = rng.uniform(0.15, 0.55)
        ox = cx + rx * d * math.cos(a) + rx * 0.18 * light
        oy = cy + ry * d * math.sin(a) - ry * 0.12
        lift = max(0.0, (ox - cx) / rx * light * 0.5 + (cy - oy) / ry * 0.5)
        blob(page, box, rng, ox, oy, rx * rng.uniform(0.3, 0.5), ry * rng.uniform(0.28, 0.45),
             tone(shade(green, 0.15 - 0.35 * lift)), 0.3, 11)
    for _ in range(int(rng.integers(1, 3)) if rx > 10 else 0):
        ox = cx + rx * (0.35 * light + rng.uniform(-0.3, 0.3))
        oy = cy - ry * rng.uniform(0.2, 0.6)
        blob(page, box, rng, ox, oy, rx * 0.16, ry * 0.13, tone(shade(green, -0.28)), 0.35, 10)


def ridge(page: Page, box: Box, rng: np.random.Generator, base: float, amp: float,
          colour: RGB, rough: float = 1.0, steps: int = 36) -> None:
    """A hill or mountain line across the box at ``base`` (pixels) rising up to ``amp``
    pixels, filled down to the box's foot: fractal, never a row of triangles."""
    x1, _, x2, y2 = box
    cells = [2 + 3 * 2 ** o for o in range(3)]
    draw = rng.uniform(-1, 1, sum(c + 1 for c in cells)).tolist()
    h = [0.0] * steps
    start = 0
    for o, c in enumerate(cells):
        grid, weight = draw[start:start + c + 1], rough ** o / 2 ** o
        start += c + 1
        for i in range(steps):
            u = i * c / (steps - 1)
            j = min(int(u), c - 1)
            h[i] += (grid[j] + (grid[j + 1] - grid[j]) * (u - j)) * weight
    lo, span = min(h), max(1e-6, max(h) - min(h))
    pts = [(x1 + (x2 - x1) * i / (steps - 1), base - amp * (v - lo) / span) for i, v in enumerate(h)]
    fill(page, box, [*pts, (x2, y2), (x1, y2)], colour)


def sky(page: Page, box: Box, top: RGB, horizon: RGB, hy: float, below: RGB | None = None
        ) -> None:
    """A sky from ``top`` down to a hazy ``horizon`` row ``hy`` (the haze gathers near it)."""
    x1, y1, x2, y2 = box
    end = max(y1 + 2, min(y2, round(hy)))
    # one dithered float ramp (Page.gradient), drawn before the picture's mesh: the sky is
    # its first layer (stacked bands showed their steps on a tall picture)
    page.gradient((x1, y1, x2, end), top, horizon, gamma=1.8)
    if below and end < y2:
        fill(page, box, [(x1, end), (x2, end), (x2, y2), (x1, y2)], below)


def clouds(page: Page, box: Box, rng: np.random.Generator, sky_at: RGB, hy: float,
           white: RGB = (250, 250, 252)) -> None:
    """A few flat-bottomed, layered clouds above the horizon, smaller and hazier low down."""
    x1, y1, x2, _ = box
    w, h = x2 - x1, hy - y1
    for _ in range(int(rng.integers(1, 5))):
        cy = y1 + h * rng.uniform(0.12, 0.7)
        near = 1 - (cy - y1) / max(1, h)
        rx, ry = w * rng.uniform(0.06, 0.16) * (0.5 + near), h * rng.uniform(0.05, 0.1)
        cx = x1 + w * rng.uniform(0.05, 0.95)
        for j, (t, s) in enumerate(((0.45, 1.0), (0.8, 0.65))):
            blob(page, box, rng, cx - rx * 0.1 * j, cy - ry * 0.3 * j, rx * s, ry * s,
                 mix(sky_at, white, t * (0.55 + 0.45 * near)), 0.3, 14, flat_bottom=True)


class Camera:
    """World (metres) to the pixels of ``box``: the horizon at ``horizon`` of its height,
    the vanishing point at ``centre`` of its width, the lens ``height`` above the ground."""

    def __init__(self, page: Page, box: Box, centre: float, horizon: float, height: float,
                 focal: float):
        self.page, self.box = page, box
        x1, y1, x2, y2 = box
        self.cx, self.cy = x1 + (x2 - x1) * centre, y1 + (y2 - y1) * horizon
        self.h, self.f = height, focal * min(x2 - x1, 1.6 * (y2 - y1))

    def p(self, x: float, y: float, z: float) -> Pt:
        z = max(z, 0.05)
        return self.cx + self.f * x / z, self.cy + self.f * (self.h - y) / z

    def quad(self, pts3: list[tuple[float, float, float]], colour: RGB) -> None:
        cx, cy, f, h = self.cx, self.cy, self.f, self.h
        pts = []
        for x, y, z in pts3:
            k = f / (z if z > 0.05 else 0.05)
            pts.append((cx + k * x, cy + k * (h - y)))
        fill(self.page, self.box, pts, colour)

    def strips(self, a: tuple[float, float, float], b: tuple[float, float, float],
               c: tuple[float, float, float], d: tuple[float, float, float], c0: RGB, c1: RGB,
               n: int = 6) -> None:
        """The quad a-b-c-d (a-b one end, d-c the other) as ``n`` strips shaded c0 -> c1."""
        (ax, ay, az), (bx, by, bz), (cx, cy, cz), (dx, dy, dz) = a, b, c, d
        prev = (a, b)
        for k in range(n):
            t = (k + 1) / n
            p = (ax + (dx - ax) * t, ay + (dy - ay) * t, az + (dz - az) * t)
            q = (bx + (cx - bx) * t, by + (cy - by) * t, bz + (cz - bz) * t)
            self.quad([prev[0], prev[1], q, p], mix(c0, c1, (k + 0.5) / n))
            prev = (p, q)
