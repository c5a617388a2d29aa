"""Media and listing widgets: star ratings (polygons, half stars), price tags, listing cards
with shape-drawn pictures, gradients and cover art, player controls and weather icons
(the map canvas is in ``maps``).

Pictures and icons are shapes only (never text). Titles are ``structural``, prices,
facts and captions ``text``, buttons and controls ``chrome``.
"""

from __future__ import annotations

import math
import zlib
from typing import Any

from generator.layout import Style, measure
from generator.page import Page, Theme
from surfaces.kit.brand_art import album_cover
from surfaces.kit.camera import page_key
from surfaces.kit.chrome import ui_style
from surfaces.kit.food import KINDS, dish
from surfaces.kit.places import facade, landscape, room
from surfaces.kit.products import COLOURS, SHAPES, product
from surfaces.kit.scenery import DRAW
from surfaces.kit.scenes import city, drawn_scene, is_night, people, presenter, shown_title
from surfaces.kit.still_life import bokeh, craft, stage, workshop
from surfaces.kit.video_topics import topic_picture

Box = tuple[int, int, int, int]
RGB = tuple[int, int, int]

GOLD: RGB = (245, 166, 35)
ART: list[tuple[RGB, RGB]] = [((238, 90, 80), (120, 40, 120)), ((40, 120, 200), (20, 40, 90)),
                              ((250, 200, 80), (220, 90, 40)), ((60, 180, 150), (20, 70, 90)),
                              ((200, 200, 220), (80, 80, 120)), ((240, 140, 170), (90, 60, 160)),
                              ((120, 200, 90), (30, 90, 60)), ((60, 60, 70), (200, 60, 60))]


def mix(a: RGB, b: RGB, t: float) -> RGB:
    return tuple(round(x * (1 - t) + y * t) for x, y in zip(a, b, strict=True))


def _star_points(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    pts = []
    for j in range(10):
        ang = -math.pi / 2 + j * math.pi / 5
        rr = r if j % 2 == 0 else r * 0.45
        pts.append((cx + rr * math.cos(ang), cy + rr * math.sin(ang)))
    return pts


def star_rating(page: Page, x: int, y: int, rating: float, size: int = 14,
                colour: RGB = GOLD, empty: RGB = (205, 205, 205), gap: int = 3) -> int:
    """Five stars with half steps (a half star is the left half polygon); returns right."""
    for k in range(5):
        cx, cy, r = x + k * (size + gap) + size / 2, y + size / 2, size / 2
        pts = _star_points(cx, cy, r)
        full = k + 0.75 <= rating
        page.polygon([(round(a), round(b)) for a, b in pts], colour if full else empty,
                     name="star")
        if not full and k + 0.25 <= rating:
            half = [(round(a), round(b)) for a, b in pts if a <= cx + 0.01]
            top, bottom = (round(cx), round(cy - r)), (round(cx), round(cy + r * 0.55))
            page.polygon([top, *half[1:], bottom] if half else [top, bottom], colour,
                         name="star")
    return x + 5 * (size + gap) - gap


def rating_badge(page: Page, typo: dict[str, Any], x: int, y: int, score: str, fill: RGB,
                 size: int = 13, colour: RGB = (255, 255, 255)) -> int:
    """A filled box with a score in it (8.7, 4.5); returns its right edge."""
    st = Style(family=typo["ui"], size=size, color=colour, bold=True)
    w = round(measure(score, st)[0]) + 12
    h = round(size * 1.9)
    page.rect((x, y, x + w, y + h), fill, radius=5, name="badge")
    page.label(x + 6, y + (h - round(size * 2.2)) // 2, score, st, role="text")
    return x + w


def price_tag(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, price: str,
              old: str = "", size: int = 18, colour: RGB | None = None, note: str = "") -> int:
    """A bold price, optionally a struck-through old price and a muted note; returns right."""
    st = ui_style(typo, theme, size=size, bold=True, color=colour or theme.text)
    right = page.label(x, y, price, st, role="text").right
    small = ui_style(typo, theme, size=max(10, size - 6), color=theme.muted)
    base = y + round(size * 1.1) - round(small.size * 1.1)
    if old:
        right = page.label(right + 8, base, old, small.but(strike=True), role="text").right
    if note:
        right = page.label(right + 6, base, note, small, role="text").right
    return right


def gradient(page: Page, box: Box, top: RGB, bottom: RGB, steps: int = 12,
             vertical: bool = True, name: str = "image") -> None:
    """A smooth fill from ``top`` to ``bottom``: one float gradient, dithered as it is
    quantised (Page.gradient; r66 0001: a hero of 14 stacked bands showed each step).
    ``steps`` is kept for the callers; the ramp has none."""
    page.gradient(box, top, bottom, vertical, name=name)


def cover_art(page: Page, box: Box, kind: int, name: str = "cover") -> None:
    """Album / show / podcast artwork: a flat colour with a bold shape (a disc, rings,
    bands, a horizon, mountains), as kit.brand_art draws covers, without the title."""
    album_cover(page, {"ui": "inter"}, box, "", kind, name=name)


# the light a picture was taken in (generator.page.photo.LOOKS), by variant; else outdoor
LOOK = {"night": "night", "scifi": "night", "people": "portrait", "presenter": "portrait",
        "room": "indoor", "office": "indoor", "interior": "indoor", "dish": "studio",
        "object": "studio", "facade": "building", "city": "building", "stage": "night",
        "craft": "studio", "bokeh": "portrait", "workshop": "indoor"}
STILL = {"stage": stage, "craft": craft, "bokeh": bokeh}  # kit.still_life


def photo_finish(page: Page, box: Box, kind: int, look: str, key: str = "",
                 points: tuple[tuple[int, int], ...] = ()) -> None:
    """The photographic finish over a picture just drawn in ``box`` (page.photo); its seed
    is a checksum of what the picture shows and where, so two thumbnails differ."""
    # and the page (a studio shot keeps its lamp: a plate's highlight stays below white)
    page_part = "" if look == "studio" else page_key(page)
    seed = zlib.crc32(f"{look}|{key}|{kind}|{box}|{page_part}".encode())
    page.photo(box, seed, look, points)


def picture(page: Page, box: Box, kind: int, variant: str = "scene", subject: str = "",
            colour: RGB | None = None, grade: str = "", sex: str | None = None) -> None:
    """A picture of its subject: "scene" (outdoors), "city" / "night" (a street), "people"
    (a meeting), "presenter" (a video frame; ``subject`` one of scenes.SETTINGS), "room"
    (``subject`` living / kitchen / bedroom / triple / family), "facade" (``subject`` block /
    house), "dish" (``subject`` a food.KINDS entry), "object" (a product shot, ``subject``
    a products.SHAPES entry in ``colour``), "stage" (a music venue), "craft" (a sewing
    table) or "bokeh" (a neutral blur); "city" with ``subject`` "bike": a bike lane, with
    "person": someone standing in the street (an outdoor caption naming them). ``grade`` a
    look of generator.page.photo.LOOKS instead of the variant's ("cinema": a film still's
    teal and orange grade and dark corners)."""
    heads: tuple[tuple[int, int], ...] = ()  # people: lit as round by the finish
    if variant in ("city", "night"):
        city(page, box, kind, night=variant == "night", bike=subject == "bike",
             person=subject == "person")
    elif variant in STILL:
        STILL[variant](page, box, kind)
    elif variant == "workshop":  # ``subject`` the piece on the bench (still_life.PIECES)
        workshop(page, box, kind, subject, sex)  # ``sex``: of the maker a caption names
    elif variant == "people":
        heads = people(page, box, kind)
    elif variant == "presenter":
        presenter(page, box, kind, subject)
    elif variant == "room":
        room(page, box, kind, subject)
    elif variant == "facade":
        facade(page, box, kind, subject)
    elif variant == "dish":
        dish(page, box, subject or KINDS[kind % len(KINDS)], kind)
    elif variant in DRAW:  # office, shore, scifi, interior, park, market, road
        DRAW[variant](page, box, kind)
    elif variant == "object":
        product(page, box, subject or SHAPES[kind % len(SHAPES)],
                colour or COLOURS[kind % len(COLOURS)], kind)
    else:
        landscape(page, box, kind)
    if variant != "object":  # a product shot has its finish from products.product
        photo_finish(page, box, kind, grade or LOOK.get(variant, "outdoor"),
                     f"{variant}|{subject}", heads)


def thumbnail(page: Page, box: Box, kind: int, title: str = "") -> None:
    """A video thumbnail of what ``title`` is about (kit.video_topics: a trip a landscape,
    a recipe its dish, a routine a room, a repair the bench, a review the thing reviewed),
    else, for a talk or a vlog, its maker talking to the camera (page.portrait); a title
    naming what no scene draws (a fire, rain, a lighthouse) gets a plain title card (a
    colour field and a bold shape): never a face for "Relaxing fireplace" (r83 0012)."""
    if not drawn_scene(title) and not shown_title(title):  # a fire, rain: no frame shows it
        cover_art(page, box, kind, name="title card")  # graphic design, not a photo: flat
        return
    variant, subject = topic_picture(title, kind)
    if variant == "person":
        scene = drawn_scene(title)
        if scene in ("guitar", "piano"):  # a lesson: its teacher with the instrument
            presenter(page, box, kind, scene)
            photo_finish(page, box, kind, "portrait", scene)
            return
        page.portrait(box, zlib.crc32(f"{title}|{kind}".encode()), "", radius=0, name="image")
        return
    if variant == "city" and is_night(title):
        variant = "night"  # a night walk after dark
    colour = COLOURS[(kind // 7) % len(COLOURS)] if variant == "object" else None
    picture(page, box, kind, variant, subject, colour)


def play_button(page: Page, cx: int, cy: int, r: int, fill: RGB, glyph: RGB,
                playing: bool = False) -> None:
    page.ellipse((cx - r, cy - r, cx + r, cy + r), fill, name="play button")
    s = max(4, r // 2)
    if playing:
        page.rect((cx - s + 1, cy - s, cx - s // 3, cy + s), glyph, name="icon")
        page.rect((cx + s // 3, cy - s, cx + s - 1, cy + s), glyph, name="icon")
    else:
        page.polygon([(cx - s + 3, cy - s), (cx - s + 3, cy + s), (cx + s + 2, cy)], glyph,
                     name="icon")


def skip_icon(page: Page, cx: int, cy: int, s: int, colour: RGB, forward: bool = True) -> None:
    d = 1 if forward else -1
    page.polygon([(cx - d * s, cy - s), (cx - d * s, cy + s), (cx + d * (s - 2), cy)], colour,
                 name="icon")
    page.rect((min(cx + d * (s - 2), cx + d * s), cy - s, max(cx + d * (s - 2), cx + d * s) + 1,
               cy + s), colour, name="icon")


def player_bar(page: Page, theme: Theme, typo: dict[str, Any], box: Box, fraction: float,
               elapsed: str, total: str, colour: RGB | None = None, fg: RGB | None = None,
               track: RGB | None = None) -> None:
    """Transport controls and a seek bar with elapsed / total times across ``box``."""
    x1, y1, x2, y2 = box
    fg = fg or theme.text
    colour = colour or theme.accent
    cy = (y1 + y2) // 2
    skip_icon(page, x1 + 14, cy, 7, fg, forward=False)
    play_button(page, x1 + 48, cy, 15, colour, (255, 255, 255), playing=fraction > 0.02)
    skip_icon(page, x1 + 84, cy, 7, fg)
    st = ui_style(typo, theme, size=11, color=fg)
    tx = x1 + 108
    left = page.label(tx, cy - 12, elapsed, st, role="chrome").right + 10
    tw = round(measure(total, st)[0])
    right = x2 - tw - 64
    page.rect((left, cy - 2, right, cy + 2), track or theme.border, radius=2, name="seek bar")
    fx = left + round((right - left) * fraction)
    page.rect((left, cy - 2, fx, cy + 2), colour, radius=2, name="seek bar")
    page.ellipse((fx - 6, cy - 6, fx + 6, cy + 6), colour, name="seek handle")
    page.label(right + 10, cy - 12, total, st, role="chrome")
    vx = x2 - 40
    page.polygon([(vx, cy - 3), (vx + 5, cy - 3), (vx + 11, cy - 8), (vx + 11, cy + 8),
                  (vx + 5, cy + 3), (vx, cy + 3)], fg, name="icon")
    page.rect((vx + 16, cy - 1, x2 - 2, cy + 2), fg, name="volume")


def weather_icon(page: Page, kind: str, x: int, y: int, size: int, dark: bool = False) -> None:
    """sun, partly, cloudy, rain, storm or snow as shapes in a ``size`` square; "night" and
    "partly night" are a clear and a partly cloudy sky after sunset (a crescent moon)."""
    s = size
    cloud = (215, 220, 228) if not dark else (175, 182, 196)
    if kind in ("night", "partly night"):
        full = kind == "night"
        r = s * 3 // 10 if full else s // 5
        cx, cy = (x + s // 2, y + s // 2) if full else (x + s * 2 // 3, y + s // 3)
        page.polygon(_crescent(cx, cy, r), (240, 232, 190), name="weather icon")
        if full:
            return
    if kind in ("sun", "partly"):
        r = s // 4 if kind == "sun" else s // 5
        cx, cy = (x + s // 2, y + s // 2) if kind == "sun" else (x + s * 2 // 3, y + s // 3)
        for k in range(8):
            a = k * math.pi / 4
            page.line((round(cx + 1.4 * r * math.cos(a)), round(cy + 1.4 * r * math.sin(a))),
                      (round(cx + 1.9 * r * math.cos(a)), round(cy + 1.9 * r * math.sin(a))),
                      (250, 180, 30), max(1, s // 24), name="weather icon")
        page.ellipse((cx - r, cy - r, cx + r, cy + r), (250, 190, 40), name="weather icon")
        if kind == "sun":
            return
    top = y + s // 3
    page.ellipse((x + s // 8, top + s // 6, x + s // 2, top + s // 2), cloud, name="weather icon")
    page.ellipse((x + s // 4, top, x + s * 3 // 4, top + s // 2), cloud, name="weather icon")
    page.ellipse((x + s // 2, top + s // 8, x + s * 7 // 8, top + s // 2), cloud,
                 name="weather icon")
    page.rect((x + s // 4, top + s // 4, x + s * 3 // 4, top + s // 2), cloud,
              name="weather icon")
    # rain: bright cyan streaks a reader sees on the blue sky (r48: "80%" under what looked
    # like a plain cloud, its dark blue drops lost on the background)
    drop = (90, 210, 255) if kind == "rain" else (180, 200, 230)
    if kind in ("rain", "snow"):
        for k in range(3):
            dx = x + s // 4 + k * s // 5
            if kind == "rain":
                page.line((dx + 3, top + s * 9 // 16), (dx - 1, top + s * 13 // 16), drop,
                          max(2, s // 12), name="weather icon")
            else:
                page.ellipse((dx, top + s * 9 // 16, dx + s // 12 + 2, top + s * 9 // 16 + s // 12
                              + 2), drop, name="weather icon")
    if kind == "storm":
        bx = x + s // 2
        page.polygon([(bx, top + s // 2), (bx - s // 8, top + s * 11 // 16), (bx, top + s * 11 // 16),
                      (bx - s // 12, top + s * 7 // 8), (bx + s // 8, top + s * 5 // 8),
                      (bx + s // 64, top + s * 5 // 8)], (250, 200, 40), name="weather icon")


def _crescent(cx: int, cy: int, r: int) -> list[tuple[int, int]]:
    """A waxing crescent in the disc (cx, cy, r): the disc less a disc shifted up and right."""
    ix, iy, ir = cx + 0.5 * r, cy - 0.25 * r, 0.85 * r
    outer, inner = [], []
    for k in range(-24, 25):
        a = math.pi + k * math.pi / 24
        px, py = cx + r * math.cos(a), cy + r * math.sin(a)
        if (px - ix) ** 2 + (py - iy) ** 2 > ir * ir:
            outer.append((round(px), round(py)))
        qx, qy = ix + ir * math.cos(a), iy + ir * math.sin(a)
        if (qx - cx) ** 2 + (qy - cy) ** 2 < r * r:
            inner.append((round(qx), round(qy)))
    return outer + inner[::-1]


def rating_histogram(page: Page, theme: Theme, typo: dict[str, Any], box: Box,
                     shares: list[float], labels: list[str], pcts: list[str],
                     colour: RGB = GOLD) -> int:
    """Rows "5 stars [bar] 63%": a label, a bar and a share; returns the bottom."""
    x1, y1, x2, _ = box
    st = ui_style(typo, theme, size=typo["size"] - 2, color=theme.link)
    row = round(st.size * 2.0)
    lw = max(round(measure(t, st)[0]) for t in labels) + 10
    y = y1
    for share, label, pct in zip(shares, labels, pcts, strict=True):
        page.label(x1, y, label, st, role="text")
        cy = y + round(st.size * 1.1)
        bx1, bx2 = x1 + lw, x2 - 50
        page.rect((bx1, cy - 7, bx2, cy + 7), theme.panel, theme.border, radius=4, name="bar")
        # as long as its share of the track, however short (r94 0018: a 4 % bar drawn as
        # wide as a 1 % one, both at a 6 px minimum)
        fill = max(1, round((bx2 - bx1) * share)) if share > 0 else 0
        if fill:
            page.rect((bx1, cy - 7, bx1 + fill, cy + 7), colour, radius=min(4, fill // 2),
                      name="bar")
        page.label(bx2 + 10, y, pct, st, role="text")
        y += row
    return y


def waveform(page: Page, box: Box, values: list[float], played: float, on: RGB,
             off: RGB) -> None:
    """Podcast-style waveform bars, the played part in ``on``."""
    x1, y1, x2, y2 = box
    n = len(values)
    step = (x2 - x1) / max(1, n)
    cy = (y1 + y2) // 2
    for k, v in enumerate(values):
        bx = round(x1 + k * step)
        hh = max(1, round((y2 - y1) * v / 2))
        page.rect((bx, cy - hh, bx + max(1, round(step) - 1), cy + hh),
                  on if k / n < played else off, name="waveform")


def listing_card(page: Page, theme: Theme, typo: dict[str, Any], box: Box,
                 item: dict[str, Any], region: str, image_h: int = 150,
                 border: bool = True) -> int:
    """A shop / listing card: picture (with an optional badge), title, optional subtitle,
    stars and review count, price (old price struck), a note line; returns the bottom.

    ``item`` keys: kind, variant, title; optional subject and colour (of the picture), badge, sub, rating, count, price, old, note.
    """
    x1, y1, x2, _ = box
    pad = 10 if border else 0
    with page.region(region, "card", box, label=item["title"]):
        if border:
            page.rect(box, theme.surface, theme.border, radius=8, name="card")
        colour = item.get("colour")
        picture(page, (x1 + pad, y1 + pad, x2 - pad, y1 + pad + image_h), item["kind"],
                item.get("variant", "scene"), item.get("subject", ""),
                tuple(colour) if colour else None)
        y = y1 + pad + image_h + 8
        if item.get("badge"):
            st = ui_style(typo, theme, size=11, bold=True, color=(255, 255, 255))
            w = round(measure(item["badge"], st)[0]) + 12
            page.rect((x1 + pad + 6, y1 + pad + 6, x1 + pad + 6 + w, y1 + pad + 26),
                      (204, 12, 57), radius=3, name="badge")
            page.label(x1 + pad + 12, y1 + pad + 6 + (20 - round(11 * 2.2)) // 2, item["badge"],
                       st, role="text")
        inner = x2 - x1 - 2 * pad
        if item.get("sub"):
            page.label(x1 + pad, y - 4, item["sub"], ui_style(typo, theme, size=12,
                                                              color=theme.muted),
                       role="text", max_width=inner)
            y += 20
        title = page.text((x1 + pad, y, x2 - pad, y + 44), item["title"],
                          ui_style(typo, theme, size=typo["size"]), role="structural",
                          max_lines=2, line_height=1.3)
        y = title.bottom + 6
        if item.get("rating") is not None:
            right = star_rating(page, x1 + pad, y + 2, item["rating"], size=13)
            page.label(right + 6, y - 5, item.get("count", ""),
                       ui_style(typo, theme, size=12, color=theme.link), role="text")
            y += 22
        if item.get("price"):
            price_tag(page, theme, typo, x1 + pad, y - 4, item["price"], item.get("old", ""),
                      size=typo["size"] + 4)
            y += round((typo["size"] + 4) * 1.6)
        if item.get("note"):
            page.label(x1 + pad, y - 4, item["note"], ui_style(typo, theme, size=12,
                                                               color=theme.muted),
                       role="text", max_width=inner)
            y += 20
    return y + pad
