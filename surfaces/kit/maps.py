"""A map canvas: a street grid with major avenues, a river and parks (sampled as JSON-able
unit coordinates), drawn as shapes, with the names of some of its streets (real streets of
the page's town, as chrome), and map pins.
"""

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


def sample_map(rng: np.random.Generator, n_roads: int = 9) -> dict[str, Any]:
    """A street grid (near-straight minor roads, one or two major avenues), a river and
    parks in unit coordinates (JSON-able)."""
    roads = []
    for k in range(n_roads):
        horiz = k % 2 == 0
        taken = [r[0][1] if horiz else r[0][0] for r in roads if (r[0][0] == 0.0) == horiz]
        for _ in range(8):  # streets a block apart, not two lines side by side
            a = float(rng.uniform(0.03, 0.97))
            if all(abs(a - t) > 0.045 for t in taken):
                break
        b = float(np.clip(a + rng.normal(0, 0.05), 0.0, 1.0))
        roads.append([[0.0, a, 1.0, b] if horiz else [a, 0.0, b, 1.0], False])
    for _ in range(int(rng.integers(1, 3))):
        a, b = float(rng.uniform(0, 1)), float(rng.uniform(0, 1))
        roads.append([[a, 0.0, b, 1.0] if rng.random() < 0.5 else [0.0, a, 1.0, b], True])
    river = [float(rng.uniform(0.1, 0.9)), float(rng.uniform(0.1, 0.9)),
             float(rng.uniform(0.1, 0.9))]
    parks = [[float(rng.uniform(0, 0.85)), float(rng.uniform(0, 0.85)),
              float(rng.uniform(0.06, 0.15)), float(rng.uniform(0.05, 0.14))]
             for _ in range(int(rng.integers(1, 4)))]
    return {"roads": roads, "river": river if rng.random() < 0.6 else [], "parks": parks,
            "blocks": int(rng.integers(0, 1000))}


def street_names(content: Any, city: str, n: int = 4) -> list[str]:
    """``n`` names of streets of ``city`` to label a map's roads with, no number: where the
    town's real streets are known (the addresses' own list), those of one neighbourhood
    (one postcode: a 200 m map never draws Serrano beside Atocha), never the country
    list's names beside them; else streets of the country's list."""
    rows = [street for street, _ in content.fake.street_rows(city)]
    if rows:
        return neighbours(content, city, content.fake.random_element(rows))[:n]
    names: list[str] = []
    for _ in range(6 * n):
        if len(names) >= n:
            break
        name = content.fake.street_name_in(city)
        if name not in names:
            names.append(name)
    return names[:n]


def neighbours(content: Any, city: str, street: str) -> list[str]:
    """``street`` and the known streets of ``city`` in its postcode (its neighbourhood),
    ``street`` first; just ``street`` where the town's list does not know it."""
    rows = content.fake.street_rows(city)
    code = dict(rows).get(street)
    return [street] + [s for s, c in rows if code is not None and c == code and s != street]


def label_streets(page: Page, box: Box, m: dict[str, Any], names: list[str], font: str,
                  dark: bool = False, avoid: list[tuple[int, int]] = (),
                  bind: list[int] | None = None) -> int:
    """Writes ``names`` on the map's near-horizontal roads, one name a road, centred on the
    road where the name fits inside the map, clear of the names set before and of the
    points in ``avoid`` (the pins drawn over the map: no name half hidden under one);
    returns how many it set."""
    st = style(font, 11, (200, 204, 212) if dark else (92, 96, 104))
    placed: list[Box] = []
    k = 0
    if bind is not None:  # each name on its own road (the road its places stand on)
        for name, n in zip(names, bind, strict=False):
            tw = round(measure(name, st)[0])
            lab = _name_box(box, m["roads"], n, tw, placed, avoid, m["river"])
            if lab is not None:
                page.label(lab[0], lab[1] - 6, name, st, role="chrome", max_width=tw + 4,
                           name="street name")
                placed.append(lab)
                k += 1
        return k
    for n, ((ax, _, bx, _), _) in enumerate(m["roads"]):
        if k >= len(names):
            break
        if ax != 0.0 or bx != 1.0:  # a north-south road: its name would run upward
            continue
        tw = round(measure(names[k], st)[0])
        lab = _name_box(box, m["roads"], n, tw, placed, avoid, m["river"])
        if lab is None:
            continue
        page.label(lab[0], lab[1] - 6, names[k], st, role="chrome", max_width=tw + 4,
                   name="street name")
        placed.append(lab)
        k += 1
    return k


def east_west(m: dict[str, Any]) -> list[int]:
    """The map's roads that run across it (the ones a name can be written along)."""
    return [n for n, ((ax, _, bx, _), _) in enumerate(m["roads"]) if ax == 0.0 and bx == 1.0]


def on_road(box: Box, m: dict[str, Any], n: int, u: float) -> tuple[int, int]:
    """The point of road ``n`` at ``u`` of the map's width (a place on that street)."""
    x1, y1, x2, y2 = box
    (ax, ay, bx, by), _ = m["roads"][n]
    return x1 + round(u * (x2 - x1 - 1)), y1 + round((ay + (by - ay) * u) * (y2 - y1 - 1))


def _name_box(box: Box, roads: list[Any], n: int, tw: int, placed: list[Box],
              avoid: list[tuple[int, int]], river: Any, on: bool = False) -> Box | None:
    """Where road ``n``'s name of width ``tw`` goes: just above the road, clear of the line
    over its whole width (a sloping road would cross a name centred on it), of the other
    roads and the river, of the names set before and of the pins; the first such place
    along the road."""
    x1, y1, x2, y2 = box
    water = [(river[0], 0.0, river[1], 0.5), (river[1], 0.5, river[2], 1.0)] if river else []
    w, h = x2 - x1, y2 - y1
    (ax, ay, bx, by), _ = roads[n]
    places = []
    for t in (0.2, 0.5, 0.75, 0.35, 0.6, 0.3, 0.85, 0.45, 0.15, 0.7)[n % 4:]:
        cx = x1 + round(t * (w - 1))
        ys = [y1 + (ay + (by - ay) * (x - x1) / (w - 1)) * (h - 1)
              for x in (cx - tw // 2, cx + tw // 2)]
        # the box the label's line takes (page.label lays an 11 px line 6 to 25 px below
        # its top): 6 px clear of the road's centre line, above it or below it
        if on:  # written on the road itself, as a web map writes a street's name
            mid = round(sum(ys) / 2)
            places.append((cx - tw // 2, mid - 10, cx + tw // 2 + 5, mid + 11))
            continue
        places.append((cx - tw // 2, round(min(ys)) - 29, cx + tw // 2 + 5, round(min(ys)) - 8))
        places.append((cx - tw // 2, round(max(ys)) + 8, cx + tw // 2 + 5, round(max(ys)) + 29))
    for lab in places:  # above the road, else below it
        if lab[0] < x1 + 8 or lab[2] > x2 - 8 or lab[1] < y1 + 50 or lab[3] > y2 - 26 or (
                lab[2] > x2 - 52 and lab[3] > y2 - 116) or any(
                lab[0] < b[2] + 12 and b[0] < lab[2] + 12 and lab[1] < b[3] + 6
                and b[1] < lab[3] + 6 for b in placed) or any(
                lab[0] - 90 < px < lab[2] + 30 and lab[1] - 30 < py < lab[3] + 40
                for px, py in avoid) or any(_crosses(box, road, ink(lab),
                                                     6 if major else (4 if i == n else 6))
                                            for i, (road, major) in enumerate(roads)
                                            if not (on and i == n)) or any(
                _crosses(box, seg, lab, 14) for seg in water):
            continue
        return lab
    return None


def ink(lab: Box) -> Box:
    """The box a label set at ``lab`` takes on the page: its line box starts 1 px above
    ``lab`` (a steep major road grazed the top of "South Main Street", wave 21)."""
    return lab[0], lab[1] - 1, lab[2], lab[3]


def _crosses(box: Box, road: tuple[float, float, float, float], lab: Box, margin: int) -> bool:
    """Whether the road (a line across the map ``box`` in map units) passes within
    ``margin`` px of the box ``lab`` (half the road's width, a major road's 11 px casing or a
    minor street's 7 px, and 2 px)."""
    x1, y1, x2, y2 = box
    ax, ay, bx, by = road
    p = (x1 + ax * (x2 - x1 - 1), y1 + ay * (y2 - y1 - 1))
    q = (x1 + bx * (x2 - x1 - 1), y1 + by * (y2 - y1 - 1))
    # Liang-Barsky: clip the segment p->q to the box grown by the margin
    lo, hi = 0.0, 1.0
    for d, near, far in ((q[0] - p[0], lab[0] - margin - p[0], lab[2] + margin - p[0]),
                         (q[1] - p[1], lab[1] - margin - p[1], lab[3] + margin - p[1])):
        if d == 0:
            if near > 0 or far < 0:
                return False
            continue
        t1, t2 = sorted((near / d, far / d))
        lo, hi = max(lo, t1), min(hi, t2)
    return lo <= hi


def draw_map(page: Page, box: Box, m: dict[str, Any], dark: bool = False,
             credit: str = "", scale: str = "", bar: int = 70) -> None:
    """The map canvas as a web map draws its tile: land, building footprints in the blocks,
    parks with trees, a river, white minor streets with a grey casing and wider yellow
    major roads; zoom buttons, and where given the scale bar (``scale``: "200 m") and the
    data ``credit`` in the corner; ``bar``: the scale bar's length in px."""
    x1, y1, x2, y2 = box
    w, h = x2 - x1, y2 - y1
    page.rect(box, (38, 42, 50) if dark else (242, 239, 233), name="map")
    _buildings(page, box, m, (48, 52, 62) if dark else (228, 224, 218))
    park = (44, 70, 52) if dark else (200, 230, 195)
    for px, py, pw, ph in m["parks"]:
        park_box = (x1 + round(px * w), y1 + round(py * h), x1 + round((px + pw) * w),
                    y1 + round((py + ph) * h))
        page.rect(park_box, park, radius=6, name="map park")
        _trees(page, park_box, (36, 60, 44) if dark else (178, 215, 172))
    if m["river"]:
        water = (40, 60, 90) if dark else (170, 210, 240)
        a, b, c = m["river"]
        pts = [(x1 + round(a * w), y1), (x1 + round(b * w), y1 + h // 2),
               (x1 + round(c * w), y2 - 1)]
        for p, q in zip(pts, pts[1:], strict=False):
            page.line(p, q, water, 22, name="map water")
        for p in pts[1:-1]:  # a round bend, not a notch
            page.ellipse((p[0] - 11, p[1] - 11, p[0] + 11, p[1] + 11), water, name="map water")
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
        _furniture(page, box, dark, credit, scale, bar)


def _buildings(page: Page, box: Box, m: dict[str, Any], fill: RGB) -> None:
    """Building footprints: a grid of blocks, each a few houses, kept off the streets, the
    parks and the river (the map's ``blocks`` seed decides their sizes)."""
    x1, y1, x2, y2 = box
    w, h = x2 - x1, y2 - y1
    seed = int(m.get("blocks", 0))
    lines = [((x1 + ax * w, y1 + ay * h), (x1 + bx * w, y1 + by * h), 6 if major else 4)
             for (ax, ay, bx, by), major in m["roads"]]
    if m.get("river"):
        a, b, c = m["river"]
        lines += [((x1 + a * w, y1), (x1 + b * w, y1 + h / 2), 13),
                  ((x1 + b * w, y1 + h / 2), (x1 + c * w, y2), 13)]
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
    for p, q, half in lines:  # off every street and the river
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


def map_point(box: Box, u: float, v: float) -> tuple[int, int]:
    x1, y1, x2, y2 = box
    return x1 + round(u * (x2 - x1)), y1 + round(v * (y2 - y1))
