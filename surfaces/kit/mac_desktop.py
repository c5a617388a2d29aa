"""The macOS desktop behind a window: the wallpaper, and the menu bar across the very top of
the screen (the Apple menu, the front app's name in bold and its menus at the left; wi-fi,
battery and the day and time at the right), as every Mac screenshot shows it."""

from __future__ import annotations

import datetime
from typing import Any

from babel import dates as babel_dates

from generator import formats
from generator.layout import measure
from generator.page import Page, Theme
from surfaces.kit.chrome import apple, ui_style
from surfaces.kit.phone import wifi_bands

MENU_H = 25  # the menu bar's height in logical px (24 on a Mac without a notch)
# a wallpaper: a vertical gradient from the first colour to the second
WALLPAPERS = (((40, 70, 140), (140, 90, 170)), ((20, 90, 100), (200, 160, 90)),
              ((60, 30, 80), (230, 120, 90)), ((30, 40, 60), (90, 140, 170)))

RGB = tuple[int, int, int]


def menu_clock(moment: datetime.datetime, lang: str) -> str:
    """The menu bar's day and time: "Mon Sep 2  9:41 AM", "Mo. 2. Sep.  09:41"."""
    day = babel_dates.format_skeleton("MMMEd", moment, locale=formats.locale(lang))
    return f"{day.replace(',', '')}  {formats.clock(moment.hour, moment.minute, lang)}"


def wallpaper(page: Page, index: int) -> None:
    """The desktop's wallpaper over the whole screen, in 24 bands of its gradient."""
    top, bottom = WALLPAPERS[index % len(WALLPAPERS)]
    bands = 24
    for k in range(bands):
        t = k / (bands - 1)
        c = tuple(round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True))
        page.rect((0, page.height * k // bands, page.width, page.height * (k + 1) // bands + 1),
                  c, name="wallpaper")


def menu_bar(page: Page, theme: Theme, typo: dict[str, Any], labels: list[str],
             clock: str) -> int:
    """The menu bar across the top of the screen: the Apple menu, ``labels`` (the app's
    name first, bold), and at the right wi-fi, battery and ``clock``; returns its bottom."""
    w = page.width
    dark = theme.name == "dark"
    bg = (30, 30, 34) if dark else (236, 236, 240)
    ink = (235, 235, 240) if dark else (20, 20, 24)
    with page.region("menu bar", "chrome", (0, 0, w, MENU_H)):
        page.rect((0, 0, w, MENU_H), bg, name="menu bar")
        apple(page, 16, 5, ink, bg)
        st = ui_style(typo, theme, size=13, color=ink)
        top = (MENU_H - round(st.size * 2.2)) // 2
        x = 46
        for k, label in enumerate(labels):
            x = page.label(x, top, label, st.but(bold=k == 0), role="chrome").right + 20
        cw = round(measure(clock, st)[0])
        right = w - 14 - cw
        page.label(right, top, clock, st, role="text")
        x = right - 14
        page.rect((x - 24, 7, x - 2, 18), None, ink, radius=3, name="battery")
        page.rect((x - 22, 9, x - 8, 16), ink, radius=1, name="battery")
        page.rect((x - 1, 10, x + 1, 15), ink, name="battery")
        for band in wifi_bands(x - 44, 18):
            page.polygon(band, ink, name="wifi")
    return MENU_H


def window_frame(page: Page, theme: Theme, typo: dict[str, Any], box: tuple[int, int, int, int],
                 title: str, body: RGB | None = None, height: int = 28) -> int:
    """A Mac window over the desktop: its shadow, body (``body``, else the theme's
    background) and title bar (traffic lights, the title centred); returns the title
    bar's bottom."""
    x1, y1, x2, y2 = box
    page.rect((x1 - 1, y1 - 1, x2 + 1, y2 + 2), theme.faded(theme.text, on=theme.bg,
                                                            amount=0.6), radius=11,
              name="shadow")
    page.rect(box, body or theme.bg, theme.border, radius=10, name="window")
    with page.region("title bar", "chrome", (x1, y1, x2, y1 + height)):
        page.rect((x1, y1, x2, y1 + height), theme.panel, radius=10, name="title bar")
        page.line((x1, y1 + height - 1), (x2, y1 + height - 1), theme.border)
        cy = y1 + height // 2
        for i, colour in enumerate(((255, 95, 87), (254, 188, 46), (40, 200, 64))):
            page.ellipse((x1 + 12 + 20 * i, cy - 6, x1 + 24 + 20 * i, cy + 6), colour,
                         name="window button")
        st = ui_style(typo, theme, color=theme.muted)
        tw = round(measure(title, st)[0])
        x = max(x1 + 80, (x1 + x2 - tw) // 2)
        page.label(x, y1 + (height - round(st.size * 2.2)) // 2, title, st, role="chrome",
                   max_width=x2 - 80 - x)
    return y1 + height
