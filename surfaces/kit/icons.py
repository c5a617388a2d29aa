"""A small line-icon kit: ``draw(page, theme, "bell", x, y, 16)`` draws a recognisable icon
by semantic name into the box (x, y, x + size, y + size), in the theme's muted colour (or
``color``), with shape primitives only (no text glyphs, so targets are unaffected), and
deterministically (no randomness). ``emoji`` draws a small coloured reaction (smile, heart,
thumbs-up ...) the same way. The drawings live in ``surfaces.kit.icon_specs``.
"""

from __future__ import annotations

import math

from generator.page import Page, Theme
from surfaces.kit.icon_specs import ICONS, NAMES

RGB = tuple[int, int, int]

__all__ = ["ICONS", "NAMES", "draw", "emoji", "EMOJI"]


def _arc_points(cx: float, cy: float, rx: float, ry: float, a0: float, a1: float) -> list:
    steps = max(4, math.ceil(abs(a1 - a0) / 15))
    out = []
    for k in range(steps + 1):
        a = math.radians(a0 + (a1 - a0) * k / steps)
        out.append((cx + rx * math.cos(a), cy - ry * math.sin(a)))
    return out


def draw(page: Page, theme: Theme, name: str, x: int, y: int, size: int = 16,
         color: RGB | None = None) -> None:
    """Draw the icon ``name`` (one of ``NAMES``) with its top-left corner at (x, y)."""
    c = color or theme.muted
    f = size / 24

    def pt(u: float, v: float) -> tuple[int, int]:
        return x + round(u * f), y + round(v * f)

    thin = max(1, round(size / 11))
    thick = max(2, round(size / 7))
    for prim in ICONS[name]:
        kind, v = prim[0], prim[1:]
        if kind in "lL":
            pts = [pt(v[i], v[i + 1]) for i in range(0, len(v), 2)]
            _polyline(page, pts, c, thick if kind == "L" else thin)
        elif kind in "aA":
            pts = [pt(u, w) for u, w in _arc_points(*v)]
            _polyline(page, pts, c, thick if kind == "A" else thin)
        elif kind in "cd":
            box = (*pt(v[0] - v[2], v[1] - v[2]), *pt(v[0] + v[2], v[1] + v[2]))
            if kind == "c":
                page.ellipse(box, None, c, thin, name="icon")
            else:
                page.ellipse(box, c, name="icon")
        elif kind in "rR":
            box = (*pt(v[0], v[1]), *pt(v[2], v[3]))
            radius = round(v[4] * f)
            if kind == "r":
                page.rect(box, None, c, thin, radius, name="icon")
            else:
                page.rect(box, c, radius=radius, name="icon")
        else:  # "p": a filled polygon
            page.polygon([pt(v[i], v[i + 1]) for i in range(0, len(v), 2)], c, name="icon")


def _polyline(page: Page, pts: list[tuple[int, int]], c: RGB, width: int) -> None:
    for a, b in zip(pts, pts[1:], strict=False):
        if a != b:
            page.line(a, b, c, width, name="icon")
    if width > 2:  # round the joints, as a stroked path would
        for p in pts[1:-1]:
            r = width // 2
            page.ellipse((p[0] - r, p[1] - r, p[0] + width - r, p[1] + width - r), c, name="icon")


# ---- reactions: small coloured emoji-like drawings -------------------------------------

YELLOW, FACE_INK = (250, 200, 60), (90, 60, 20)
EMOJI: tuple[str, ...] = ("thumbs-up", "heart", "smile", "laugh", "party", "check", "eyes",
                          "fire")


def emoji(page: Page, name: str, x: int, y: int, size: int = 16) -> None:
    """A small coloured reaction drawing (one of ``EMOJI``) in (x, y, x + size, y + size)."""
    f = size / 24

    def pt(u: float, v: float) -> tuple[int, int]:
        return x + round(u * f), y + round(v * f)

    def disc(cx: float, cy: float, r: float, c: RGB) -> None:
        page.ellipse((*pt(cx - r, cy - r), *pt(cx + r, cy + r)), c, name="icon")

    w = max(1, round(size / 10))
    if name in ("smile", "laugh", "eyes"):
        disc(12, 12, 11, YELLOW)
        if name == "eyes":
            for cx in (8, 16):
                disc(cx, 10, 3.6, (255, 255, 255))
                disc(cx + 1, 10.5, 1.8, FACE_INK)
            page.line(pt(9, 17), pt(15, 17), FACE_INK, w, name="icon")
            return
        disc(8.5, 9, 1.6, FACE_INK)
        disc(15.5, 9, 1.6, FACE_INK)
        if name == "laugh":
            page.polygon([pt(u, v) for u, v in _arc_points(12, 13, 6, 6, 180, 360)], FACE_INK)
        else:
            _polyline(page, [pt(u, v) for u, v in _arc_points(12, 12.5, 5.5, 5, 200, 340)],
                      FACE_INK, w)
    elif name == "heart":
        red = (226, 60, 70)
        disc(7.5, 8.5, 5.5, red)
        disc(16.5, 8.5, 5.5, red)
        page.polygon([pt(2.3, 10.5), pt(21.7, 10.5), pt(12, 21.5)], red)
    elif name == "thumbs-up":
        page.rect((*pt(3, 11), *pt(7, 21.5)), (80, 130, 210), radius=round(f), name="icon")
        page.rect((*pt(8, 10), *pt(20.5, 21.5)), YELLOW, radius=round(3 * f), name="icon")
        page.polygon([pt(8, 11), pt(12, 2.5), pt(15, 3.5), pt(14, 10.5)], YELLOW)
        for v in (13.5, 17):
            page.line(pt(14, v), pt(20, v), (200, 140, 30), max(1, w // 2), name="icon")
    elif name == "party":
        page.polygon([pt(3, 21.5), pt(8, 7), pt(17, 16)], (230, 150, 40))
        for (u, v), c in zip(((15, 4), (20, 8), (11, 3), (20, 13)),
                             ((226, 60, 70), (80, 130, 210), (60, 180, 90), (160, 80, 200)),
                             strict=True):
            disc(u, v, 1.8, c)
    elif name == "check":
        page.rect((*pt(1.5, 1.5), *pt(22.5, 22.5)), (46, 160, 80), radius=round(4 * f),
                  name="icon")
        _polyline(page, [pt(6, 12.5), pt(10.5, 17), pt(18, 7.5)], (255, 255, 255),
                  max(2, round(size / 8)))
    else:  # fire
        page.polygon([pt(12, 1.5), pt(19, 10), pt(20, 16), pt(16.5, 21.5), pt(7.5, 21.5),
                      pt(4, 16), pt(5, 10), pt(8, 13), pt(9, 7)], (240, 110, 40))
        page.polygon([pt(12, 10), pt(15.5, 15.5), pt(14.5, 20.5), pt(9.5, 20.5), pt(8.5, 16)],
                     (252, 200, 70))
