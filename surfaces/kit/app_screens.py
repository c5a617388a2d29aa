"""Phone screenshots of an app, as a store's preview shows them: a status bar (the time, the
signal and the battery), the app's bar in its accent colour with a back arrow and actions,
the screen's content and a tab bar, in miniature (r67 0020: "placeholder phone drawings").

Text is grey bars of the length of words (at this size a store's screenshot shows no
readable glyph either). The content follows ``kind``: kind % 3 == 1 is a chart screen (bars
or a line over cards; only apps with charts get it, app_store_listing.screen_kinds), 0 a
list family (a list with avatars, a feed of cards with pictures, a map with pins and a
sheet), 2 a tiles family (a grid of tiles, a detail card with a photo and a button, a
settings-like form); ``kind // 3`` picks within the family and varies rows, bar lengths and
colours, so two screenshots of one app and the screens of two apps differ.
"""

from __future__ import annotations

import numpy as np

from generator.page import Page
from surfaces.kit.stage import RGB, Box, Stage, mix, shade

WHITE: RGB = (255, 255, 255)
INK: RGB = (60, 62, 70)
BAR: RGB = (200, 203, 210)
FAINT: RGB = (226, 228, 233)


def _text(s: Stage, u: float, v: float, length: float, tall: float = 0.018, c: RGB = BAR
          ) -> None:
    """A line of text as a rounded grey bar ``length`` wide (share of the screen)."""
    s.rect(u, v, u + length, v + tall, c, radius=0.006)


def _status(s: Stage, dark: bool) -> None:
    ink = WHITE if dark else INK
    s.rect(0.07, 0.018, 0.17, 0.032, ink, radius=0.004)  # the time
    for k in range(3):  # signal bars
        s.rect(0.7 + k * 0.03, 0.03 - 0.004 * (k + 1), 0.72 + k * 0.03, 0.032, ink)
    s.rect(0.82, 0.018, 0.92, 0.032, None, radius=0.004, outline=ink, width=0.004)
    s.rect(0.83, 0.021, 0.89, 0.029, ink)  # the battery's charge


def _app_bar(s: Stage, accent: RGB, rng: np.random.Generator, big: bool) -> float:
    """The app's bar (a large title or a back arrow and a title); returns its foot."""
    foot = 0.17 if big else 0.13
    s.rect(0, 0, 1, foot, accent)
    _status(s, sum(accent) < 600)
    fg = mix(accent, WHITE, 0.85)
    if big:
        _text(s, 0.07, 0.1, rng.uniform(0.35, 0.55), 0.035, fg)
    else:
        s.line(0.1, 0.085, 0.06, 0.095, fg, 0.008)
        s.line(0.06, 0.095, 0.1, 0.105, fg, 0.008)
        _text(s, 0.3, 0.085, rng.uniform(0.3, 0.4), 0.022, fg)
    s.oval(0.86, 0.08 if not big else 0.05, 0.92, 0.11 if not big else 0.08, fg)  # an action
    return foot


def _tabs(s: Stage, accent: RGB, rng: np.random.Generator) -> None:
    s.rect(0, 0.91, 1, 1, (248, 248, 250))
    s.line(0, 0.91, 1, 0.91, FAINT, 0.003)
    on = int(rng.integers(0, 4))
    for k in range(4):
        u = 0.125 + k * 0.25
        c = accent if k == on else (170, 172, 180)
        s.rect(u - 0.04, 0.925, u + 0.04, 0.95, c, radius=0.01)
        s.rect(u - 0.05, 0.958, u + 0.05, 0.966, c, radius=0.003)
    s.rect(0.35, 0.982, 0.65, 0.99, (40, 40, 44), radius=0.004)  # the home indicator


def _list(s: Stage, accent: RGB, rng: np.random.Generator, top: float) -> None:
    v = top + 0.02
    _text(s, 0.07, v, 0.3, 0.02, INK)  # a section header
    v += 0.05
    while v < 0.82:
        tint = mix(accent, WHITE, rng.uniform(0.1, 0.6))
        if rng.random() < 0.5:
            s.oval(0.06, v, 0.18, v + 0.06, tint)
        else:
            s.rect(0.06, v, 0.18, v + 0.06, tint, radius=0.015)
        _text(s, 0.24, v + 0.006, rng.uniform(0.3, 0.55), 0.016, INK)
        _text(s, 0.24, v + 0.035, rng.uniform(0.2, 0.5))
        if rng.random() < 0.4:
            _text(s, 0.8, v + 0.008, 0.12, 0.014, accent)  # a time or an amount
        s.line(0.24, v + 0.075, 1, v + 0.075, FAINT, 0.003)
        v += 0.09


def _feed(s: Stage, accent: RGB, rng: np.random.Generator, top: float) -> None:
    v = top + 0.025
    while v < 0.8:
        s.rect(0.05, v, 0.95, v + 0.34, WHITE, radius=0.02, outline=FAINT, width=0.004)
        sky = mix(accent, WHITE, rng.uniform(0.35, 0.65))
        s.rect(0.05, v, 0.95, v + 0.2, sky, radius=0.02)  # the card's picture
        s.poly([(0.05, v + 0.2), (0.3, v + 0.11), (0.5, v + 0.16), (0.72, v + 0.09),
                (0.95, v + 0.15), (0.95, v + 0.2)], shade(sky, 0.25))
        s.oval(0.72, v + 0.03, 0.8, v + 0.07, mix(sky, WHITE, 0.6))
        _text(s, 0.09, v + 0.23, rng.uniform(0.45, 0.7), 0.02, INK)
        _text(s, 0.09, v + 0.27, rng.uniform(0.4, 0.75))
        _text(s, 0.09, v + 0.3, rng.uniform(0.25, 0.5))
        v += 0.37


def _map(s: Stage, accent: RGB, rng: np.random.Generator, top: float) -> None:
    s.rect(0, top, 1, 0.91, (234, 236, 228))  # the land
    for _ in range(int(rng.integers(2, 4))):  # a park, water
        u, v = rng.uniform(0, 0.7), rng.uniform(top, 0.6)
        s.rect(u, v, u + rng.uniform(0.15, 0.3), v + rng.uniform(0.06, 0.12),
               (200, 226, 190) if rng.random() < 0.6 else (180, 210, 236), radius=0.01)
    for k in range(5):  # streets
        v = top + 0.06 + k * 0.13 + rng.uniform(-0.02, 0.02)
        s.line(0, v, 1, v + rng.uniform(-0.08, 0.08), WHITE, 0.012)
        u = 0.1 + k * 0.2 + rng.uniform(-0.04, 0.04)
        s.line(u, top, u + rng.uniform(-0.1, 0.1), 0.9, WHITE, 0.01 if k % 2 else 0.016)
    for _ in range(int(rng.integers(2, 5))):  # pins
        u, v = rng.uniform(0.15, 0.85), rng.uniform(top + 0.05, 0.55)
        s.oval(u - 0.03, v - 0.04, u + 0.03, v + 0.01, accent)
        s.oval(u - 0.012, v - 0.025, u + 0.012, v - 0.008, WHITE)
    s.rect(0, 0.62, 1, 0.91, WHITE, radius=0.03)  # the sheet with the chosen place
    s.rect(0.42, 0.635, 0.58, 0.642, BAR, radius=0.003)
    _text(s, 0.07, 0.67, rng.uniform(0.4, 0.6), 0.022, INK)
    _text(s, 0.07, 0.71, rng.uniform(0.3, 0.5))
    s.rect(0.07, 0.76, 0.93, 0.82, accent, radius=0.02)
    _text(s, 0.35, 0.78, 0.3, 0.018, mix(accent, WHITE, 0.85))


def _chart(s: Stage, accent: RGB, rng: np.random.Generator, top: float) -> None:
    v = top + 0.02
    _text(s, 0.07, v, 0.25, 0.016)
    _text(s, 0.07, v + 0.03, rng.uniform(0.3, 0.45), 0.035, INK)  # the big number
    card = (0.05, v + 0.09, 0.95, v + 0.38)
    s.rect(*card, WHITE, radius=0.02, outline=FAINT, width=0.004)
    base = card[3] - 0.03
    vals = np.clip(np.cumsum(rng.uniform(-0.25, 0.3, 8)) * 0.3 + 0.5, 0.1, 1.0)
    for k in range(3):
        gy = base - 0.08 * (k + 1)
        s.line(0.1, gy, 0.9, gy, FAINT, 0.003)
    if rng.random() < 0.5:  # bars
        for k, val in enumerate(vals):
            u = 0.11 + k * 0.1
            s.rect(u, base - 0.22 * val, u + 0.06, base, accent if k % 3 else
                   mix(accent, WHITE, 0.45), radius=0.005)
    else:  # a line with its area
        pts = [(0.1 + k * 0.8 / 7, base - 0.22 * val) for k, val in enumerate(vals)]
        s.poly([*pts, (0.9, base), (0.1, base)], mix(accent, WHITE, 0.75))
        for a, b in zip(pts, pts[1:], strict=False):
            s.line(a[0], a[1], b[0], b[1], accent, 0.01)
    v = card[3] + 0.03
    for _ in range(3):
        s.rect(0.05, v, 0.95, v + 0.1, (244, 245, 248), radius=0.02)
        s.oval(0.09, v + 0.02, 0.19, v + 0.08, mix(accent, WHITE, rng.uniform(0.2, 0.6)))
        _text(s, 0.25, v + 0.025, rng.uniform(0.3, 0.45), 0.016, INK)
        _text(s, 0.25, v + 0.055, rng.uniform(0.2, 0.35))
        _text(s, 0.74, v + 0.035, 0.15, 0.018, INK)
        v += 0.12


def _tiles(s: Stage, accent: RGB, rng: np.random.Generator, top: float) -> None:
    v = top + 0.02
    s.rect(0.05, v, 0.95, v + 0.05, (240, 241, 245), radius=0.025)  # a search field
    _text(s, 0.12, v + 0.017, 0.3)
    v += 0.08
    for k in range(6):
        u, w = 0.05 + (k % 2) * 0.46, v + (k // 2) * 0.23
        c = mix(accent, WHITE, rng.uniform(0.2, 0.7)) if rng.random() < 0.7 else \
            mix(accent, (30, 30, 40), rng.uniform(0.1, 0.4))
        s.rect(u, w, u + 0.44, w + 0.15, c, radius=0.02)
        s.oval(u + 0.15, w + 0.03, u + 0.29, w + 0.1, mix(c, WHITE, 0.5))
        _text(s, u, w + 0.165, rng.uniform(0.22, 0.4), 0.016, INK)
        _text(s, u, w + 0.19, rng.uniform(0.15, 0.3))


def _detail(s: Stage, accent: RGB, rng: np.random.Generator, top: float) -> None:
    sky = mix(accent, WHITE, rng.uniform(0.3, 0.6))
    s.rect(0, top, 1, top + 0.28, sky)  # a photo across the screen
    s.poly([(0, top + 0.28), (0, top + 0.18), (0.3, top + 0.1), (0.55, top + 0.2),
            (0.8, top + 0.12), (1, top + 0.17), (1, top + 0.28)], shade(sky, 0.3))
    v = top + 0.31
    _text(s, 0.07, v, rng.uniform(0.5, 0.75), 0.03, INK)
    _text(s, 0.07, v + 0.05, rng.uniform(0.3, 0.4), 0.016, accent)
    for k in range(int(rng.integers(3, 6))):
        _text(s, 0.07, v + 0.09 + k * 0.035, rng.uniform(0.6, 0.86))
    s.rect(0.07, 0.8, 0.93, 0.87, accent, radius=0.035)
    _text(s, 0.36, 0.827, 0.28, 0.018, mix(accent, WHITE, 0.85))


def _form(s: Stage, accent: RGB, rng: np.random.Generator, top: float) -> None:
    v = top + 0.03
    for k in range(7):
        _text(s, 0.07, v + 0.02, rng.uniform(0.25, 0.5), 0.018, INK)
        if k % 3 == 0:  # a switch
            on = rng.random() < 0.6
            s.rect(0.76, v + 0.012, 0.92, v + 0.042, accent if on else BAR, radius=0.015)
            x = 0.885 if on else 0.795
            s.oval(x - 0.015, v + 0.014, x + 0.022, v + 0.04, WHITE)
        else:
            _text(s, 0.7, v + 0.022, 0.16, 0.014)
            s.line(0.9, v + 0.02, 0.92, v + 0.03, BAR, 0.006)
        s.line(0.07, v + 0.07, 1, v + 0.07, FAINT, 0.003)
        v += 0.1 if k != 2 else 0.14


FAMILIES = ((_list, _feed, _map), (_chart,), (_tiles, _detail, _form))


def app_screen(page: Page, box: Box, accent: RGB, kind: int, phone: bool = True) -> None:
    """A phone in ``box`` showing a screen of an app in ``accent`` (see the module); not
    ``phone``: the screenshot itself filling ``box`` (as a store's gallery shows it)."""
    x1, y1, x2, y2 = box
    inner = box
    if phone:
        page.rect(box, (28, 28, 32), radius=max(6, (x2 - x1) // 8), name="image")
        inner = (x1 + 3, y1 + 3, x2 - 3, y2 - 3)
    page.rect(inner, (250, 250, 252), radius=max(4, (x2 - x1) // 10 if phone else 8),
              name="image")
    s = Stage(page, inner, square=False)
    rng = np.random.default_rng([int(kind) & 0xFFFFFFFF, *accent])
    family = FAMILIES[kind % 3]
    draw = family[(kind // 3) % len(family)]
    top = _app_bar(s, accent, rng, big=draw in (_list, _chart, _tiles))
    draw(s, accent, rng, top)
    _tabs(s, accent, rng)
