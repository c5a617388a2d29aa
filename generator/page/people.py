"""Light on a group of people, and the depth of its rows (page.photo with ``points``, and
look "depth").

The kit draws people in a group photo as flat polygons (kit.webcam.person); a camera sees
round things: a head lit from one side, its far side and the neck under the chin in shade,
clothes darker towards the frame's foot and round the body's sides, and the people behind
the front row a little out of focus. A photo op's ``points`` carry the heads ((cx, cy) then
(r, depth) per person, page pixels); the finish (page.photo) multiplies its light by
``people_gain``: a lit sphere per head, a cylinder per body, a chin shadow, computed on the
finish's reduced copy of the box (a few array operations per person on the person's own
window of a few hundred values), so it costs next to nothing. Look "depth" only blurs a
little (the rows behind, before the front row is drawn), at half size.
"""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageFilter

Box = tuple[int, int, int, int]
Head = tuple[float, float, float, int]  # cx, cy, r (box pixels), depth (0 near .. 2 far)

LIGHT = 0.2  # a head's lit side brighter, its far side darker, by this share
ROUND = 0.22  # a head darkens towards its rim (a sphere's falloff)
CHIN = 0.3  # the shadow under the chin on the neck
BODY = 0.26  # clothes darker towards the frame's foot
SIDES = 0.22  # and round the body's sides (a cylinder)
DEPTH = 0.005  # look "depth": blur radius of the rows behind, a share of the short side


def heads_of(points: tuple[tuple[int, int], ...], x0: int, y0: int) -> list[Head]:
    """The heads an op's ``points`` carry (pairs: (cx, cy), (r, depth)), relative to the
    box's corner (``x0``, ``y0``)."""
    return [(float(points[k][0] - x0), float(points[k][1] - y0), float(points[k + 1][0]),
             int(points[k + 1][1])) for k in range(0, len(points) - 1, 2)]


def people_gain(size: tuple[int, int], full: tuple[int, int], heads: list[Head],
                side: float) -> np.ndarray:
    """The light on ``heads`` (box pixels of a ``full`` (w, h) box) as a gain at ``size``
    (a reduced copy of the box): 1 where no one stands."""
    sw, sh = size
    w, h = full
    gain = np.ones((sh, sw), np.float32)
    xs = (np.arange(sw, dtype=np.float32) + 0.5) * (w / sw)
    ys = (np.arange(sh, dtype=np.float32) + 0.5) * (h / sh)
    for cx, cy, r, _ in heads:
        # the body: from the shoulders to the foot, a cylinder, darker downwards
        top = cy + r * 1.2
        c0, c1 = np.searchsorted(xs, (cx - r * 3.2, cx + r * 3.2))
        r0 = int(np.searchsorted(ys, top))
        if c1 > c0 and r0 < sh:
            u = (xs[c0:c1] - cx) / (r * 3.0)
            t = np.clip((ys[r0:] - top) / max(1.0, h - top), 0, 1)[:, None]
            across = 1 - SIDES * np.clip(u * u, 0, 1) + 0.08 * side * np.clip(u, -1, 1)
            ramp = np.clip((ys[r0:, None] - top) / (r * 0.5), 0, 1)  # fades in at the shoulders
            gain[r0:, c0:c1] *= 1 + ramp * ((across[None, :] - 1) - BODY * t)
        # the head: a lit sphere, the chin's shadow on the neck
        c0, c1 = np.searchsorted(xs, (cx - r * 1.4, cx + r * 1.4))
        r0, r1 = np.searchsorted(ys, (cy - r * 1.5, cy + r * 1.9))
        if c1 <= c0 or r1 <= r0:
            continue
        nx = (xs[c0:c1] - cx)[None, :] / r
        ny = (ys[r0:r1] - cy)[:, None] / (r * 1.1)
        d2 = nx * nx + ny * ny
        inside = np.exp(-np.maximum(d2 - 1.0, 0) * 6)
        lit = LIGHT * (side * nx * 0.8 - ny * 0.35) - ROUND * np.clip(d2, 0, 1.2) ** 2
        chin = CHIN * np.exp(-((nx / 0.5) ** 2) - ((ny - 1.25) / 0.22) ** 2)
        gain[r0:r1, c0:c1] *= 1 + lit * inside - chin
    return gain


def soften(image: Image.Image, box: Box) -> None:
    """Look "depth": the rows behind the front one, a little out of focus (in place; blurred
    at half size and scaled back, which softens as much again, at a quarter of the work)."""
    x1, y1 = max(0, box[0]), max(0, box[1])
    x2, y2 = min(image.width, box[2]), min(image.height, box[3])
    w, h = x2 - x1, y2 - y1
    if w < 16 or h < 16:
        return
    half = image.crop((x1, y1, x2, y2)).reduce(2)
    if DEPTH * min(w, h) > 0.8:
        half = half.filter(ImageFilter.BoxBlur(DEPTH * min(w, h) / 2))
    image.paste(half.resize((w, h), Image.BILINEAR), (x1, y1))
