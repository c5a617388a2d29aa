"""Brand marks that look designed, not a coloured box with a name: a parcel carrier's
wordmark with its emblem, an airline's tail-fin emblem.

Each brand gets a spec drawn once from its name (``mark_spec``: emblem, typeface, slant,
layout, plate corners), so one carrier keeps one logo on every page and two carriers never
share one. The marks are generic designs (chevrons, a parcel cube, speed stripes, a wing,
a ring; a fin with a disc, a sash or a star), never a copy of a real trademark; the brand's
own colours come from the caller. The wordmark stays text (role "structural"), drawn in
one block; a two-word name is two-tone (the second word in the accent colour).
"""

from __future__ import annotations

import math
import zlib
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from generator.layout import Span, Style, measure
from generator.page import Page
from surfaces.kit.stage import RGB, Box, luma, mix, shade

EMBLEMS = ("chevrons", "cube", "stripes", "wing", "ring", "arrow")
FACES = ("tex_gyre_heros", "tex_gyre_adventor", "cantarell", "karla", "lato", "inter")
FINS = ("disc", "sash", "chevron", "star", "split", "rings")
WHITE: RGB = (255, 255, 255)


@dataclass(frozen=True)
class MarkSpec:
    emblem: str
    face: str
    italic: bool
    plate: bool  # the wordmark on a plate of the brand colour, else on the paper
    radius: float  # the plate's corners, a share of its height
    fin: str  # an airline's tail-fin design


@lru_cache(maxsize=128)
def mark_spec(name: str) -> MarkSpec:
    """The brand's logo design, the same on every page (drawn from its name's hash)."""
    h = zlib.crc32(name.encode())
    return MarkSpec(EMBLEMS[h % 6], FACES[(h // 6) % 6], (h // 36) % 3 == 0,
                    (h // 108) % 3 != 0, (0.0, 0.12, 0.3)[(h // 324) % 3],
                    FINS[(h // 972) % 6])


def _pt(box: Box, u: float, v: float) -> tuple[int, int]:
    x1, y1, x2, y2 = box
    return round(x1 + u * (x2 - x1)), round(y1 + v * (y2 - y1))


def _poly(page: Page, box: Box, pts: list[tuple[float, float]], fill: RGB,
          name: str = "logo") -> None:
    page.polygon([_pt(box, u, v) for u, v in pts], fill, name=name)


def emblem(page: Page, box: Box, kind: str, ink: RGB, accent: RGB) -> None:
    """A carrier's emblem in the square ``box``: ``ink`` its body, ``accent`` its detail."""
    if kind == "chevrons":
        for k, c in ((0, accent), (1, ink)):
            o = 0.32 * k
            _poly(page, box, [(0.04 + o, 0.12), (0.32 + o, 0.12), (0.62 + o, 0.5),
                              (0.32 + o, 0.88), (0.04 + o, 0.88), (0.34 + o, 0.5)], c)
    elif kind == "cube":
        _poly(page, box, [(0.5, 0.06), (0.94, 0.28), (0.5, 0.5), (0.06, 0.28)],
              mix(ink, WHITE, 0.35))
        _poly(page, box, [(0.06, 0.28), (0.5, 0.5), (0.5, 0.96), (0.06, 0.74)], ink)
        _poly(page, box, [(0.5, 0.5), (0.94, 0.28), (0.94, 0.74), (0.5, 0.96)], shade(ink, 0.3))
        _poly(page, box, [(0.26, 0.17), (0.36, 0.12), (0.8, 0.34), (0.7, 0.39)], accent)
    elif kind == "stripes":
        for k in range(3):
            y = 0.14 + k * 0.27
            _poly(page, box, [(0.2 + 0.1 * k, y), (0.98, y), (0.86, y + 0.2),
                              (0.08 + 0.1 * k, y + 0.2)], accent if k == 1 else ink)
    elif kind == "wing":
        for k, c in ((0, ink), (1, accent), (2, ink)):
            y = 0.2 + 0.26 * k
            _poly(page, box, [(0.04 + 0.14 * k, y + 0.2), (0.5 + 0.1 * k, y), (0.98, y - 0.1),
                              (0.62 + 0.08 * k, y + 0.1), (0.2 + 0.14 * k, y + 0.3)], c)
    elif kind == "ring":
        page.ellipse(box, ink, name="logo")
        page.ellipse(_inset(box, 0.2), accent, name="logo")
        page.ellipse(_inset(box, 0.34), ink, name="logo")
        _poly(page, box, [(0.46, 0.02), (0.98, 0.02), (0.98, 0.2), (0.6, 0.2)], accent)
    else:  # a bold arrow in a disc
        page.ellipse(box, ink, name="logo")
        _poly(page, box, [(0.2, 0.4), (0.5, 0.4), (0.5, 0.22), (0.82, 0.5), (0.5, 0.78),
                          (0.5, 0.6), (0.2, 0.6)], accent)


def _inset(box: Box, t: float) -> Box:
    x1, y1, x2, y2 = box
    dx, dy = round((x2 - x1) * t), round((y2 - y1) * t)
    return (x1 + dx, y1 + dy, x2 - dx, y2 - dy)


def _wordmark_style(typo: dict[str, Any], spec: MarkSpec, size: int, colour: RGB) -> Style:
    from generator.fonts import fontbook

    face = spec.face if spec.face in fontbook().families_of("sans") else typo["ui"]
    return Style(family=face, size=size, color=colour, bold=True, italic=spec.italic)


def carrier_mark(page: Page, typo: dict[str, Any], box: Box, name: str, fill: RGB, ink: RGB,
                 max_width: int) -> int:
    """``name``'s logo with its top-left at ``box``'s and ``box``'s height, at most
    ``max_width`` wide: on a plate of ``fill`` (emblem and word in ``ink``) or open on the
    paper (the darker colour for the word, the other for the emblem); returns its right x."""
    spec = mark_spec(name)
    x1, y1, _, y2 = box
    h = y2 - y1
    if spec.plate:
        word, body, accent = ink, ink, mix(ink, fill, 0.45)
    else:
        dark, light = (fill, ink) if luma(fill) < luma(ink) else (ink, fill)
        word, body, accent = dark, dark, light if luma(light) < 235 else shade(dark, -0.45)
    words = name.split(" ", 1)
    second = (ink if not spec.plate else mix(ink, fill, 0.3)) if len(words) > 1 else word
    if not spec.plate and len(words) > 1:
        second = accent if luma(accent) < 200 else shade(word, -0.35)
    size = 26 if len(name) < 8 else 20
    e = round(h * 0.56)
    while True:
        st = _wordmark_style(typo, spec, size, word)
        tw = round(measure(name, st)[0])
        width = 14 + e + 10 + tw + 14
        if width <= max_width or size <= 12:
            break
        size -= 1
    if width > max_width:  # no room for the emblem: the word alone
        e, width = -10, min(max_width, tw + 28)
    if spec.plate:
        page.rect((x1, y1, x1 + width, y2), fill, radius=round(h * spec.radius), name="carrier mark")
    if e > 0:
        ey = y1 + (h - e) // 2
        emblem(page, (x1 + 14, ey, x1 + 14 + e, ey + e), spec.emblem, body, accent)
    spans = [Span(words[0], st)]
    if len(words) > 1:
        spans.append(Span(" " + words[1], st.but(color=second)))
    tx = x1 + 14 + e + 10
    top = y1 + (h - round(st.size * 1.2)) // 2  # centred as page.label centres a line
    page.text((tx, top, x1 + width, top + round(st.size * 1.7)), spans, st,
              role="structural", wrap=False, max_lines=1, line_height=1.2)
    return x1 + width


def tail_fin(page: Page, box: Box, name: str, colour: RGB, accent: RGB | None = None) -> None:
    """An airline's tail fin in the square ``box``: swept fin of ``colour`` carrying the
    brand's design (a disc, a sash, a chevron, a star, a split, rings) in ``accent``."""
    spec = mark_spec(name)
    if accent is None:
        accent = ((250, 190, 40), (255, 255, 255), (220, 40, 50), (120, 200, 240))[
            zlib.crc32(name.encode()) // 7 % 4]
        if luma(accent) > 200 and luma(colour) > 200:
            accent = shade(colour, 0.5)
    fin = [(0.02, 0.96), (0.52, 0.04), (0.88, 0.04), (0.8, 0.96)]
    _poly(page, box, fin, colour, "airline logo")
    kind = spec.fin
    if kind == "disc":
        page.ellipse(_inset_at(box, 0.5, 0.52, 0.2), accent, name="airline logo")
    elif kind == "sash":
        _poly(page, box, [(0.2, 0.68), (0.96, 0.36), (0.96, 0.54), (0.14, 0.86)], accent,
              "airline logo")
    elif kind == "chevron":
        _poly(page, box, [(0.28, 0.72), (0.6, 0.34), (0.9, 0.72), (0.76, 0.72), (0.6, 0.52),
                          (0.42, 0.72)], accent, "airline logo")
    elif kind == "star":
        pts = []
        for k in range(10):
            r = 0.22 if k % 2 == 0 else 0.09
            a = -math.pi / 2 + k * math.pi / 5
            pts.append((0.56 + r * math.cos(a), 0.54 + r * math.sin(a)))
        _poly(page, box, pts, accent, "airline logo")
    elif kind == "split":
        _poly(page, box, [(0.5, 0.04), (0.8, 0.04), (0.96, 0.96), (0.62, 0.96)], accent,
              "airline logo")
    else:
        page.ellipse(_inset_at(box, 0.56, 0.54, 0.22), accent, name="airline logo")
        page.ellipse(_inset_at(box, 0.56, 0.54, 0.12), colour, name="airline logo")


def _inset_at(box: Box, cu: float, cv: float, r: float) -> Box:
    x1, y1, x2, y2 = box
    s = min(x2 - x1, y2 - y1)
    cx, cy, rr = x1 + cu * (x2 - x1), y1 + cv * (y2 - y1), r * s
    return (round(cx - rr), round(cy - rr), round(cx + rr), round(cy + rr))
