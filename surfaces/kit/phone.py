"""Phone chrome: when a surface lays out for a phone, the status bar, the home indicator and
a bottom tab bar, the pieces every phone screenshot shows.

A surface takes the phone screen (generator/screens.py: 390 x 844 logical at scale 2) by
setting ``min_width`` <= 390 and drawing a phone layout when ``phone_layout(surface)`` says
the screen is narrow: one column, touch-sized rows (44 px and up), no desktop sidebars. The
phone's own random facts (the clock and battery level in the status bar) are drawn by
``phone_params`` at the END of ``sample`` and only on a phone, so the desktop pages, and the
benchmark, draw exactly the numbers they drew before.
"""

from __future__ import annotations

import datetime
import math
from typing import Any

import numpy as np
from babel import dates as babel_dates

from generator import formats
from generator.layout import measure
from generator.page import Page, Theme
from surfaces.kit.chrome import ui_style
from surfaces.kit.icon_labels import for_label
from surfaces.kit.icons import draw as draw_icon
from surfaces.kit.typography import style

PHONE_MAX_WIDTH = 600  # logical width below which a surface draws its phone layout
STATUS_H = 48  # the status bar (with the notch / camera cut-out beside the clock)
HOME_H = 28  # room for the home indicator at the bottom
TAB_H = 56  # a bottom tab bar, above the home indicator
PHONE_REGIONS = ("status bar", "tab bar")  # regions only a phone layout draws

RGB = tuple[int, int, int]


def phone_layout(surface: Any, below: int = PHONE_MAX_WIDTH) -> bool:
    """Whether the screen this surface is laid out on (set by the pipeline) is narrower
    than ``below`` logical pixels: a phone's (a surface whose desktop layout needs more
    room passes a larger ``below`` and draws the one-column layout on a portrait tablet)."""
    screen = getattr(surface, "screen", None)
    return screen is not None and screen.logical[0] < below


def screen_width(surface: Any, default: int = 1024) -> int:
    """The logical width of the screen the surface is laid out on (``default`` when none)."""
    screen = getattr(surface, "screen", None)
    return default if screen is None else screen.logical[0]


def screen_height(surface: Any, default: int = 768) -> int:
    """The logical height of the screen the surface is laid out on (set by the pipeline;
    ``default``, the benchmark's, when none is): how many list rows a window shows."""
    screen = getattr(surface, "screen", None)
    return default if screen is None else screen.logical[1]


# a lock screen's date: weekday, day and month, no year ("Monday, September 2")
LOCK_DATE = {"en": "EEEE, MMMM d", "de": "EEEE, d. MMMM", "fr": "EEEE d MMMM",
             "es": "EEEE, d 'de' MMMM", "it": "EEEE d MMMM", "nl": "EEEE d MMMM"}


def lock_date(day: datetime.date, lang: str) -> str:
    """The date as a phone's lock screen writes it ("lunes, 2 de septiembre")."""
    return babel_dates.format_date(day, LOCK_DATE[lang], locale=formats.locale(lang))


def phone_params(rng: np.random.Generator, lang: str,
                 after: tuple[int, int] | None = None, hour: int | None = None
                 ) -> dict[str, Any]:
    """The status bar's clock ("9:41" in English, "09:41" on a 24-hour phone) and battery
    level; with ``after`` (hour, minute) a time the page shows as past ("saved at 15:25"),
    the clock reads that time or later the same day; with ``hour`` a minute of that hour
    (the page's "Now")."""
    if hour is not None:
        minute = int(rng.integers(0, 60))
    elif after is None:
        hour, minute = int(rng.integers(0, 24)), int(rng.integers(0, 60))
    else:
        start = after[0] * 60 + after[1]
        hour, minute = divmod(start + int(rng.integers(0, 24 * 60 - start)), 60)
    shown = f"{hour % 12 or 12}:{minute:02d}" if lang == "en" else f"{hour:02d}:{minute:02d}"
    return {"clock": shown, "battery": int(rng.integers(12, 100)),
            "percent": bool(rng.random() < 0.5)}


def status_bar(page: Page, theme: Theme, typo: dict[str, Any], phone: dict[str, Any],
               fill: RGB | None = None, ink: RGB | None = None,
               screen: tuple[int, int, int] | None = None) -> int:
    """The phone status bar across the top: clock left, signal, wi-fi and battery right;
    returns its bottom y. ``fill`` None leaves the app's own background showing. ``screen``
    (left, top, right) places it on a phone drawn inside a larger page (a phone screenshot
    on a desk): that page is no touch screen of its own."""
    x0, y0, w = screen or (0, 0, page.width)
    ink = ink or theme.text
    if screen is None:
        page.meta["touch"] = True  # a touch screen: instructions tap, no mouse pointer drawn
    with page.region("status bar", "chrome", (x0, y0, w, y0 + STATUS_H)):
        if fill is not None:
            page.rect((x0, y0, w, y0 + STATUS_H), fill, name="status bar")
        st = style(typo["ui"], 15, ink, bold=True)
        page.label(x0 + 30, y0 + 2, phone["clock"], st, role="chrome")
        cx = (x0 + w) // 2
        if w - x0 < PHONE_MAX_WIDTH:  # the phone's camera cut-out (a tablet has none)
            page.rect((cx - 46, y0 + 10, cx + 46, y0 + 36), (0, 0, 0), radius=13,
                      name="camera")
        _status_icons(page, theme, typo, phone, ink, w - 26, y0)
    return y0 + STATUS_H


def _status_icons(page: Page, theme: Theme, typo: dict[str, Any], phone: dict[str, Any],
                  ink: RGB, x: int, y0: int) -> None:
    """Battery (outline, charge, nub), its percentage, wi-fi and signal, right to left
    from ``x``."""
    bw = 25
    page.rect((x - bw, y0 + 17, x, y0 + 29), None, ink, radius=3, name="battery")
    page.rect((x + 1, y0 + 21, x + 3, y0 + 26), ink, name="battery")
    level = phone["battery"]
    charge = ink if level > 20 else theme.palette["red"]
    page.rect((x - bw + 2, y0 + 19, x - bw + 2 + max(2, round((bw - 4) * level / 100)),
               y0 + 27), charge, radius=1, name="battery")
    x -= bw + 6
    if phone["percent"]:
        small = style(typo["ui"], 12, ink, bold=True)
        text = f"{level}%"
        x -= round(measure(text, small)[0])
        page.label(x, y0 + 5, text, small, role="chrome")
        x -= 6
    for band in wifi_bands(x - 10, y0 + 29):  # the iPhone's wi-fi fan, not Android's
        page.polygon(band, ink, name="wifi")
    x -= 24
    for k in range(4):  # signal: four rising bars
        page.rect((x - 18 + 5 * k, y0 + 26 - 3 * k, x - 15 + 5 * k, y0 + 29), ink, radius=1,
                  name="signal")


def wifi_bands(cx: float, base: float) -> list[list[tuple[float, float]]]:
    """The iOS wi-fi glyph standing on (``cx``, ``base``): a 90-degree fan of a dot and two
    arcs (the camera island, home indicator and this glyph are all one iPhone's)."""
    bands = []
    for inner, outer in ((0.0, 4.0), (6.0, 8.5), (10.5, 13.0)):
        angles = [math.radians(45 + 90 * k / 8) for k in range(9)]
        top = [(cx + outer * math.cos(a), base - outer * math.sin(a)) for a in angles]
        low = [(cx + inner * math.cos(a), base - inner * math.sin(a)) for a in reversed(angles)]
        bands.append(top + (low if inner else [(cx, base)]))
    return bands


def home_indicator(page: Page, ink: RGB) -> None:
    """The rounded bar at the bottom centre of a phone without a home button."""
    w, h = page.width, page.height
    page.rect((w // 2 - 67, h - 13, w // 2 + 67, h - 8), ink, radius=3, name="home indicator")


def tab_bar(page: Page, theme: Theme, typo: dict[str, Any], labels: list[str], active: int,
            fill: RGB | None = None, icons: list[str] | None = None) -> int:
    """A bottom tab bar (icon over a short label per tab) above the home indicator; returns
    its top y. Labels wider than their tab are truncated by the page's ellipsis. ``icons``
    names each tab's drawing (by default the one that fits its label)."""
    w, h = page.width, page.height
    top = h - HOME_H - TAB_H
    with page.region("tab bar", "chrome", (0, top, w, h)):
        page.rect((0, top, w, h), fill or theme.panel, name="tab bar")
        page.line((0, top), (w, top), theme.border)
        n = max(1, len(labels))
        cell = w // n
        for k, label in enumerate(labels):
            colour = theme.accent if k == active else theme.muted
            cx = k * cell + cell // 2
            icon = icons[k] if icons and k < len(icons) else for_label(label)
            draw_icon(page, theme, icon, cx - 10, top + 6, 20, colour)
            st = ui_style(typo, theme, size=11, color=colour)
            tw = min(cell - 8, round(measure(label, st)[0]))
            page.label(cx - tw // 2, top + 26, label, st, max_width=tw + 2)
        home_indicator(page, theme.text)
    return top
