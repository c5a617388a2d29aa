"""Screens and device scales of training pages (SPEC 12; presets with ``screens=True``).

Each attempt draws one screen from ``SCREENS`` (from its own ``screen`` stream) among those
the planned surface accepts; the page is then built in logical pixels (device size / scale,
what the surface lays out in) and stored in device pixels, every coordinate, stroke and
font size multiplied by the scale (generator/page/model.py), so text is rasterised at its
device size. The row records ``image_size`` (device pixels) and ``scale``.

The distribution (weights sum to 1):

===================  ======  =====  ================  =====================================
device size          scale   share  logical size      kind
===================  ======  =====  ================  =====================================
1024 x 768           1       0.08   1024 x 768        the benchmark's size
1280 x 800           1       0.12   1280 x 800        laptop
1366 x 768           1       0.12   1366 x 768        laptop
1440 x 900           1       0.10   1440 x 900        laptop
1920 x 1080          1       0.14   1920 x 1080       desktop
1920 x 1080          1.25    0.08   1536 x 864        desktop, 125 %
1920 x 1080          1.5     0.08   1280 x 720        desktop, 150 %
2560 x 1440          1.25    0.04   2048 x 1152       desktop, 125 %
2560 x 1440          2       0.08   1280 x 720        desktop, HiDPI
2048 x 1536          2       0.06   1024 x 768        tablet, landscape
1536 x 2048          2       0.05   768 x 1024        tablet, portrait
780 x 1688           2       0.05   390 x 844         phone, portrait
===================  ======  =====  ================  =====================================

A surface declines a screen (and another is drawn) when the logical size is narrower than
its ``min_width`` (default ``MIN_WIDTH`` = 960) or shorter than ``min_height``, or, at a
scale other than 1, when it is one of ``SCALE_ONE_ONLY`` (surfaces that read device
coordinates back from laid-out text or shapes). After composing, a page whose drawn elements
leave more than ``MAX_EMPTY`` of the canvas's width or height uncovered is declined too
(``screen_declined``), so no page is a small layout in a corner of a large screen (a phone's
home indicator, ``SPAN_IGNORED``, does not count as covering the foot of the screen); nor is
a page whose text ends above ``1 - MAX_TEXT_EMPTY`` of the height, however far its sidebars
and panel backgrounds reach (r64/r65: an app-store page 60 % blank, a 2-card results list).

Phones: a surface with a phone layout sets ``min_width`` = 390 and, on a screen narrower
than 600 logical pixels (some also on the 768-wide portrait tablet), draws the phone app:
status bar (clock, signal, battery), one column, touch-sized rows, bottom tab bar or home
indicator, no desktop sidebar (``surfaces/kit/phone.py``; the phone's own random facts are
drawn at the end of ``sample`` and only on a phone, so desktop pages keep their bytes). Such
a surface draws the phone row with weight ``PHONE_APP_WEIGHT`` = 1 instead of the table's
0.05, so about half of its pages are phone screenshots; a surface without one never draws
it. The surfaces with a phone layout:

=====================  ====================================================================
surface                phone layout
=====================  ====================================================================
voicemail_list         list, the selected message opened in place (player, transcript), tabs
notification_center    lock screen: date, big clock, notification cards (tablet too)
ereader                one column of the book, title bar, progress line
settings_panel         large title, search, profile, grouped rows with switches (tablet too)
signup_form            app header, the form in one column (tablet: and a testimonial)
password_reset         the card is the screen: one of the three steps (tablet too)
weather_forecast       current conditions, hourly strip, 4-day list, tiles (tablet too)
podcast_app            show header, episodes, mini player, tabs (tablet too)
=====================  ====================================================================
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from generator.rng import choice


@dataclass(frozen=True)
class Screen:
    width: int  # device pixels
    height: int
    scale: float
    kind: str

    @property
    def logical(self) -> tuple[int, int]:
        return round(self.width / self.scale), round(self.height / self.scale)


SCREENS: tuple[tuple[Screen, float], ...] = (
    (Screen(1024, 768, 1, "benchmark"), 0.08),
    (Screen(1280, 800, 1, "laptop"), 0.12),
    (Screen(1366, 768, 1, "laptop"), 0.12),
    (Screen(1440, 900, 1, "laptop"), 0.10),
    (Screen(1920, 1080, 1, "desktop"), 0.14),
    (Screen(1920, 1080, 1.25, "desktop"), 0.08),
    (Screen(1920, 1080, 1.5, "desktop"), 0.08),
    (Screen(2560, 1440, 1.25, "desktop"), 0.04),
    (Screen(2560, 1440, 2, "desktop"), 0.08),
    (Screen(2048, 1536, 2, "tablet"), 0.06),
    (Screen(1536, 2048, 2, "tablet"), 0.05),
    (Screen(780, 1688, 2, "phone"), 0.05),
)
MIN_WIDTH, MIN_HEIGHT = 960, 600
PHONE_APP_WEIGHT = 1.0  # the phone row's weight for a surface with a phone layout (about half)
MAX_EMPTY = 0.25
MAX_TEXT_EMPTY = 0.4  # and text reaches down to 60 % of the height (no page of blank below)
SPAN_IGNORED = frozenset({"home indicator"})  # a phone's bar at the foot spans nothing
SCALE_ONE_ONLY = frozenset({"sms_thread", "chat_bubbles", "quiz_page", "nutrition_label",
                            "dictionary_popup", "doc_comments", "status_page", "invoice"})


def accepts(surface: Any, screen: Screen) -> bool:
    width, height = screen.logical
    if width < getattr(surface, "min_width", MIN_WIDTH):
        return False
    if height < getattr(surface, "min_height", MIN_HEIGHT):
        return False
    return screen.scale == 1 or surface.name not in SCALE_ONE_ONLY


def draw_screen(rng: np.random.Generator, surface: Any) -> Screen:
    """A screen the surface accepts, by the table's weights (1024x768 at scale 1 always is;
    a phone app draws the phone row with ``PHONE_APP_WEIGHT``)."""
    options = [(s, PHONE_APP_WEIGHT if s.kind == "phone" else w)
               for s, w in SCREENS if accepts(surface, s)] or [SCREENS[0]]
    weights = np.array([w for _, w in options])
    return choice(rng, [s for s, _ in options], weights / weights.sum())


def fills(page: Any) -> bool:
    """Whether the page's drawn elements span its canvas (see the module docstring)."""
    width, height = page.canvas
    x2 = y2 = text_y2 = 0
    for op in page.ops:
        if hasattr(op, "laid"):  # text: where its lines really end
            if not op.empty:
                x2, y2 = max(x2, round(op.right * page.scale)), max(y2, op.laid.bottom)
                text_y2 = max(text_y2, op.laid.bottom)
        elif op.name in SPAN_IGNORED:
            continue
        elif (op.box[2] - op.box[0]) * (op.box[3] - op.box[1]) < width * height / 2:
            x2, y2 = max(x2, op.box[2]), max(y2, op.box[3])  # not a page background
    return (x2 >= (1 - MAX_EMPTY) * width and y2 >= (1 - MAX_EMPTY) * height
            and text_y2 >= (1 - MAX_TEXT_EMPTY) * height)
