"""Colour themes (light and dark) and the WCAG contrast ratio used by difficulty."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

import numpy as np

RGB = tuple[int, int, int]

# Named colours the renderer really uses for "coloured" spans; the instruction's colour
# qualifier quotes these names, so they must stay distinguishable by eye.
PALETTE_LIGHT: dict[str, RGB] = {
    "red": (200, 30, 30), "green": (20, 130, 50), "blue": (25, 80, 200),
    "orange": (215, 100, 0), "purple": (125, 50, 170), "teal": (0, 120, 125),
}
PALETTE_DARK: dict[str, RGB] = {
    "red": (255, 105, 100), "green": (90, 210, 120), "blue": (110, 165, 255),
    "orange": (255, 165, 70), "purple": (200, 150, 255), "teal": (70, 205, 200),
}

ACCENTS: dict[str, RGB] = {
    "blue": (26, 115, 232), "indigo": (88, 86, 214), "green": (22, 128, 74),
    "teal": (0, 122, 135), "purple": (124, 58, 237), "red": (200, 40, 60),
    "orange": (221, 107, 32),
}


@dataclass(frozen=True)
class Theme:
    name: str  # light | dark
    accent_name: str
    bg: RGB  # window background
    panel: RGB  # sidebars, toolbars
    surface: RGB  # cards, editors, message bubbles
    text: RGB
    muted: RGB
    border: RGB
    accent: RGB
    accent_text: RGB  # text on an accent fill
    link: RGB
    highlight: RGB
    code_bg: RGB
    selection: RGB

    @property
    def palette(self) -> dict[str, RGB]:
        return PALETTE_DARK if self.name == "dark" else PALETTE_LIGHT

    def faded(self, color: RGB, on: RGB | None = None, amount: float = 0.55) -> RGB:
        base = on or self.bg
        return tuple(round(c * (1 - amount) + b * amount) for c, b in zip(color, base, strict=True))

    def record(self) -> dict[str, Any]:
        return {k: (list(v) if isinstance(v, tuple) else v) for k, v in asdict(self).items()}


def make_theme(dark: bool, accent_name: str = "blue") -> Theme:
    accent = ACCENTS[accent_name]
    if dark:
        lighter = tuple(min(255, round(c * 0.6 + 255 * 0.4)) for c in accent)
        return Theme("dark", accent_name, bg=(30, 31, 34), panel=(43, 45, 49),
                     surface=(37, 38, 42), text=(226, 228, 232), muted=(150, 155, 165),
                     border=(62, 64, 70), accent=accent, accent_text=(255, 255, 255),
                     link=lighter, highlight=(110, 95, 20), code_bg=(52, 54, 60),
                     selection=(45, 70, 120))
    return Theme("light", accent_name, bg=(255, 255, 255), panel=(245, 246, 248),
                 surface=(255, 255, 255), text=(32, 33, 36), muted=(95, 99, 104),
                 border=(218, 220, 224), accent=accent, accent_text=(255, 255, 255),
                 link=accent, highlight=(255, 236, 130), code_bg=(240, 241, 243),
                 selection=(200, 220, 255))


def relative_luminance(rgb: RGB) -> float:
    c = np.asarray(rgb, dtype=float) / 255.0
    lin = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    return float(0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2])


def contrast_ratio(a: RGB, b: RGB) -> float:
    """WCAG 2 contrast ratio between two colours (1 to 21)."""
    la, lb = relative_luminance(a), relative_luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)
