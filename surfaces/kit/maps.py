"""A map canvas drawn as shapes from a map of straight roads and parks in unit coordinates
(kit/street_grid samples the street grid a page's world gives and names its streets), and
map pins."""

from __future__ import annotations

from typing import Any

import numpy as np

from generator.layout import measure
from generator.page import Page
from surfaces.kit.typography import style

Box = tuple[int, int, int, int]
RGB = tuple[int, int, int]


def pin(page: Page, x: int, y: int, colour: RGB, size: int = 22, active: bool = False) -> None:
    """A map pin whose tip is at (x, y)."""
    r = size // 2 + (3 if active else 0)
    cy = y - size - (4 if active else 0)
    page.polygon([(x - r * 3 // 4, cy + r // 2), (x + r * 3 // 4, cy + r // 2), (x, y)], colour,
                 name="map pin")
    page.ellipse((x - r, cy - r, x + r, cy + r), colour, name="map pin")
    page.ellipse((x - r // 3, cy - r // 3, x + r // 3, cy + r // 3), (255, 255, 255),
                 name="map pin")


def neighbours(content: Any, city: str, street: str) -> list[str]:
    """``street`` and the known streets of ``city`` in its postcode (its neighbourhood),
    ``street`` first; just ``street`` where the town's list does not know it."""
    rows = content.fake.street_rows(city)
    code = dict(rows).get(street)
    return [street] + [s for s, c in rows if code is not None and c == code and s != street]


def one_neighbourhood(content: Any, city: str, streets: list[str]) -> list[str]:
    """The streets of ``streets`` (a page's homes') a map names: where the town's real
    streets are known, those of one neighbourhood (one postcode: a 200 m map never draws
    Serrano beside Atocha, wave 21), or one street alone; all in a town the map invents."""
    rows = dict(content.fake.street_rows(city))
    if not rows:
        return streets
    codes = [rows[s] for s in streets if s in rows]
    if not codes:
        return streets[:1]
    code = max(codes, key=codes.count)
    return [s for s in streets if rows.get(s) == code]


def ink(lab: Box) -> Box:
    """The box a label set at ``lab`` takes on the page: its line box starts 1 px above
    ``lab`` (a steep major road grazed the top of "South Main Street", wave 21)."""
    return lab[0], lab[1] - 1, lab[2], lab[3]


def draw_map(page: Page, box: Box, m: dict[str, Any], dark: bool = False,
             credit: str = "", scale: str = "", bar: int = 70) -> None:
    """The map canvas as a web map draws its tile: land, building footprints in the blocks
    (none on an overview of main roads: ``houses`` False), parks with trees, white minor
    streets with a grey casing and wider yellow major roads; zoom buttons on a large map,
    and where given the scale bar (``scale``: "200 m") and the data ``credit`` in the
    corner; ``bar``: the scale bar's length in px."""
    x1, y1, x2, y2 = box
    w, h = x2 - x1, y2 - y1
    page.rect(box, (38, 42, 50) if dark else (242, 239, 233), name="map")
    if m.get("houses", True):
        _buildings(page, box, m, (48, 52, 62) if dark else (228, 224, 218))
    park = (44, 70, 52) if dark else (200, 230, 195)
    for px, py, pw, ph in m["parks"]:
        park_box = (x1 + round(px * w), y1 + round(py * h), x1 + round((px + pw) * w),
                    y1 + round((py + ph) * h))
        page.rect(park_box, park, radius=6, name="map park")
        _trees(page, park_box, (36, 60, 44) if dark else (178, 215, 172))
    minor, casing = ((70, 76, 88), (56, 60, 70)) if dark else ((255, 255, 255), (214, 210, 202))
    major, edge = ((110, 100, 70), (86, 78, 56)) if dark else ((252, 214, 120), (228, 178, 90))
    ends = [((x1 + round(ax * (w - 1)), y1 + round(ay * (h - 1))),
             (x1 + round(bx * (w - 1)), y1 + round(by * (h - 1))), is_major)
            for (ax, ay, bx, by), is_major in m["roads"]]
    for major_pass in (False, True):  # casings under the fills, major roads over minor ones
        for p, q, is_major in ends:
            if is_major == major_pass:
                page.line(p, q, edge if is_major else casing, 11 if is_major else 7,
                          name="map road")
        for p, q, is_major in ends:
            if is_major == major_pass:
                page.line(p, q, major if is_major else minor, 8 if is_major else 5,
                          name="map road")
    if w >= 240 and h >= 240:  # a small inset map has no room for controls
        _controls(page, box, dark)
    if (w >= 240 and h >= 240) or scale:
        _furniture(page, box, dark, credit, scale, bar)


def _buildings(page: Page, box: Box, m: dict[str, Any], fill: RGB) -> None:
    """Building footprints: a grid of blocks, each a few houses, kept off the streets and
    the parks (the map's ``blocks`` seed decides their sizes)."""
    x1, y1, x2, y2 = box
    w, h = x2 - x1, y2 - y1
    seed = int(m.get("blocks", 0))
    lines = [((x1 + ax * w, y1 + ay * h), (x1 + bx * w, y1 + by * h), 6 if major else 4)
             for (ax, ay, bx, by), major in m["roads"]]
    parks = [(x1 + px * w, y1 + py * h, x1 + (px + pw) * w, y1 + (py + ph) * h)
             for px, py, pw, ph in m["parks"]]
    step = int(m.get("step", 30))  # a sampled grid's map spaces its houses a little wider
    gy, gx = np.mgrid[y1 + 4:y2 - 10:step, x1 + 4:x2 - 10:step]
    gx, gy = gx.ravel(), gy.ravel()
    k = (gx * 7919 + gy * 104729 + seed * 31337) % 1009
    wide = k % 3 == 0
    bw = np.where(wide, 20, 8 + k % 16)
    bh = np.where(wide, 9 + k % 12, 7 + (k // 16) % 15)
    gx, gy = gx + (k // 7) % 5 - 2, gy + (k // 11) % 5 - 2  # not a ruled grid
    cx, cy = gx + bw / 2, gy + bh / 2
    keep = k % int(m.get("yards", 5)) != 0  # a yard or a square
    for px1, py1, px2, py2 in parks:
        keep &= ~((px1 - 2 < cx) & (cx < px2 + 2) & (py1 - 2 < cy) & (cy < py2 + 2))
    reach = np.maximum(bw, bh) / 2 + 2
    for p, q, half in lines:  # off every street
        keep &= _near(cx, cy, p, q) >= half + reach
    for x, y, w_, h_ in zip(gx[keep], gy[keep], bw[keep], bh[keep], strict=True):
        page.rect((int(x), int(y), int(x + w_), int(y + h_)), fill, name="map building")


def _near(x: np.ndarray, y: np.ndarray, p: tuple[float, float],
          q: tuple[float, float]) -> np.ndarray:
    """The distances of the points (x, y) from the segment p-q."""
    dx, dy = q[0] - p[0], q[1] - p[1]
    t = np.clip(((x - p[0]) * dx + (y - p[1]) * dy) / (dx * dx + dy * dy or 1), 0.0, 1.0)
    return np.hypot(x - p[0] - t * dx, y - p[1] - t * dy)


def _trees(page: Page, box: Box, colour: RGB) -> None:
    """A few tree crowns in a park, spaced evenly."""
    x1, y1, x2, y2 = box
    for k, tx in enumerate(range(x1 + 10, x2 - 8, 22)):
        for ty in range(y1 + 10 + (k % 2) * 8, y2 - 8, 22):
            page.ellipse((tx - 4, ty - 4, tx + 4, ty + 4), colour, name="map park")


def _controls(page: Page, box: Box, dark: bool) -> None:
    """The zoom buttons in the map's lower right corner: + over −, drawn, not written."""
    _, _, x2, y2 = box
    bx, by = x2 - 46, y2 - 110
    face, ink, rule = ((48, 52, 60), (220, 222, 226), (70, 74, 84)) if dark else \
        ((255, 255, 255), (90, 94, 100), (218, 220, 224))
    page.rect((bx, by, bx + 32, by + 64), face, rule, radius=4, name="zoom buttons")
    page.line((bx + 4, by + 32), (bx + 28, by + 32), rule, name="zoom buttons")
    page.line((bx + 10, by + 16), (bx + 22, by + 16), ink, 2, name="zoom in")
    page.line((bx + 16, by + 10), (bx + 16, by + 22), ink, 2, name="zoom in")
    page.line((bx + 10, by + 48), (bx + 22, by + 48), ink, 2, name="zoom out")


def _furniture(page: Page, box: Box, dark: bool, credit: str, scale: str,
               bar: int = 70) -> None:
    """The scale bar over the lower left corner and the data credit in the lower right,
    on a pale strip as a web map sets them."""
    x1, _, x2, y2 = box
    ink = (210, 212, 216) if dark else (70, 72, 76)
    small = style("dejavu_sans", 10, ink)
    if scale:
        page.line((x1 + 12, y2 - 14), (x1 + 12 + bar, y2 - 14), ink, 2, name="scale bar")
        for x in (x1 + 12, x1 + 12 + bar):
            page.line((x, y2 - 20), (x, y2 - 14), ink, 2, name="scale bar")
        page.label(x1 + 18 + bar, y2 - 25, scale, small, role="chrome", name="map scale")
    if credit:
        tw = round(measure(credit, small)[0]) + 10
        page.rect((x2 - tw, y2 - 18, x2, y2), (40, 44, 52) if dark else (245, 245, 245),
                  name="map credit")
        page.label(x2 - tw + 5, y2 - 22, credit, small, role="chrome", max_width=tw,
                   name="map credit")
