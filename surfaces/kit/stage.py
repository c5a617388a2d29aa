"""A drawing stage for the picture scenes: unit coordinates (0..1) on a square centred in a
box, so a product, a dish or a person is drawn once and scales to any thumbnail.

Every shape is recorded under the name "image" (pictures are never text).
"""

from __future__ import annotations

import math

from generator.page import Page

Box = tuple[int, int, int, int]
RGB = tuple[int, int, int]
WHITE: RGB = (255, 255, 255)
BLACK: RGB = (0, 0, 0)


def mix(a: RGB, b: RGB, t: float) -> RGB:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


def shade(c: RGB, t: float) -> RGB:
    """Darker (t > 0) or lighter (t < 0) version of ``c``."""
    return mix(c, BLACK, t) if t >= 0 else mix(c, WHITE, -t)


def luma(c: RGB) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def fill_gradient(page: Page, box: Box, top: RGB, bottom: RGB, steps: int = 10) -> None:
    """A vertical ramp from ``top`` to ``bottom`` (a sky, a studio backdrop), in float and
    dithered (Page.gradient): no bands ("steps" is kept for the callers)."""
    page.gradient(box, top, bottom, name="image")


class Stage:
    """Maps unit coordinates onto a ``scale`` share of the box's shorter side, centred."""

    def __init__(self, page: Page, box: Box, scale: float = 0.86, square: bool = True):
        self.page, self.box = page, box
        x1, y1, x2, y2 = box
        w, h = x2 - x1, y2 - y1
        if square:
            s = min(w, h) * scale
            self.sx = self.sy = s
            self.ox, self.oy = x1 + (w - s) / 2, y1 + (h - s) / 2
        else:
            self.sx, self.sy = w, h
            self.ox, self.oy = x1, y1

    def square_at(self, cu: float, v: float, size: float) -> Stage:
        """A square sub-stage ``size`` box-heights tall, centred on ``cu``, top at ``v``, so
        that round things (a head, a wheel) stay round in a wide box."""
        sub = Stage(self.page, self.box)
        side = size * self.sy
        sub.sx = sub.sy = side
        sub.ox, sub.oy = self.ox + cu * self.sx - side / 2, self.oy + v * self.sy
        return sub

    def p(self, u: float, v: float) -> tuple[int, int]:
        return round(self.ox + u * self.sx), round(self.oy + v * self.sy)

    def b(self, u1: float, v1: float, u2: float, v2: float) -> Box:
        (a, b), (c, d) = self.p(u1, v1), self.p(u2, v2)
        return min(a, c), min(b, d), max(a, c, min(a, c) + 1), max(b, d, min(b, d) + 1)

    def px(self, r: float) -> int:
        return max(1, round(r * min(self.sx, self.sy)))

    def rect(self, u1: float, v1: float, u2: float, v2: float, fill: RGB | None,
             radius: float = 0, outline: RGB | None = None, width: float = 0) -> None:
        box = self.b(u1, v1, u2, v2)
        rad = min(round(radius * min(self.sx, self.sy)), (box[2] - box[0]) // 2,
                  (box[3] - box[1]) // 2)
        self.page.rect(box, fill, outline, self.px(width) if width else 1, max(0, rad),
                       name="image")

    def oval(self, u1: float, v1: float, u2: float, v2: float, fill: RGB | None,
             outline: RGB | None = None, width: float = 0) -> None:
        self.page.ellipse(self.b(u1, v1, u2, v2), fill, outline,
                          self.px(width) if width else 1, name="image")

    def inside(self, u: float, v: float, pad: int = 0) -> tuple[int, int]:
        """``p(u, v)`` clamped into the box (a polygon inks its last column and row, a
        line its width): nothing a scene draws reaches past its box."""
        x, y = self.p(u, v)
        x1, y1, x2, y2 = self.box
        return min(max(x, x1), x2 - 1 - pad), min(max(y, y1), y2 - 1 - pad)

    def poly(self, pts: list[tuple[float, float]], fill: RGB) -> None:
        self.page.polygon([self.inside(u, v) for u, v in pts], fill, name="image")

    def line(self, u1: float, v1: float, u2: float, v2: float, fill: RGB,
             width: float = 0.01) -> None:
        w = self.px(width)
        self.page.line(self.inside(u1, v1, w), self.inside(u2, v2, w), fill, w, name="image")

    def arc(self, cx: float, cy: float, r: float, a0: float, a1: float, thick: float,
            fill: RGB) -> None:
        """A thick arc band between angles ``a0`` and ``a1`` (degrees, counter-clockwise)."""
        steps = max(6, round(abs(a1 - a0) / 10))
        outer, inner = [], []
        for k in range(steps + 1):
            a = math.radians(a0 + (a1 - a0) * k / steps)
            outer.append((cx + r * math.cos(a), cy - r * math.sin(a)))
            inner.append((cx + (r - thick) * math.cos(a), cy - (r - thick) * math.sin(a)))
        self.poly(outer + inner[::-1], fill)

    def shadow(self, u1: float, u2: float, v: float, bg: RGB) -> None:
        """A soft contact shadow under an object standing at height ``v``."""
        self.oval(u1, v - 0.025, u2, v + 0.025, shade(bg, 0.12))
        self.oval(u1 + 0.06, v - 0.015, u2 - 0.06, v + 0.015, shade(bg, 0.2))
