"""Brand marks drawn from shapes (never glyphs): an app logo and the Google "G" of a sign-in button."""

from __future__ import annotations

import math

from generator.page.model import Page

RGB = tuple[int, int, int]


def logo_mark(page: Page, box: tuple[int, int, int, int], ink: RGB, bg: RGB, name: str) -> None:
    """A rounded tile in ``ink`` with a cut-out motif in ``bg``, the motif fixed by ``name``."""
    x1, y1, x2, y2 = box
    s = x2 - x1
    page.rect(box, ink, radius=max(3, s // 4), name="logo")
    kind = sum(map(ord, name)) % 3
    if kind == 0:  # a ring
        page.ellipse((x1 + s // 5, y1 + s // 5, x2 - s // 5, y2 - s // 5), None, bg,
                     width=max(2, s // 9), name="logo")
    elif kind == 1:  # three ascending bars
        w = s // 7
        for k in range(3):
            bx = x1 + s // 5 + k * (w + w // 2 + 1)
            page.rect((bx, y2 - s // 5 - (k + 1) * s // 6, bx + w, y2 - s // 5), bg, name="logo")
    else:  # a chevron
        m = s // 5
        page.polygon([(x1 + m, y1 + m), (x1 + s // 2 + m // 2, y1 + s // 2), (x1 + m, y2 - m),
                      (x1 + 2 * m, y2 - m), (x2 - m, y1 + s // 2), (x1 + 2 * m, y1 + m)],
                     bg, name="logo")


def google_mark(page: Page, x: int, y: int, size: int, bg: RGB) -> None:
    """Google's four-colour "G": four quarter discs, a hollow centre and the blue bar."""
    c, r = (x + size / 2, y + size / 2), size / 2
    colours = ((66, 133, 244), (52, 168, 83), (251, 188, 5), (234, 67, 53))
    for k, col in enumerate(colours):  # right-lower blue, bottom green, left yellow, top red
        a0 = -math.pi / 4 + k * math.pi / 2
        pts = [(round(c[0]), round(c[1]))]
        pts += [(round(c[0] + r * math.cos(a0 + t * math.pi / 8)),
                 round(c[1] + r * math.sin(a0 + t * math.pi / 8))) for t in range(5)]
        page.polygon(pts, col, name="logo")
    inner = size * 0.3
    page.ellipse((round(c[0] - inner), round(c[1] - inner), round(c[0] + inner),
                  round(c[1] + inner)), bg, name="logo")
    page.rect((round(c[0]), round(c[1] - size * 0.1), x + size, round(c[1] + size * 0.1)),
              colours[0], name="logo")
