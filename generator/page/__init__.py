"""The page model: a canvas, a theme, named regions and the elements drawn on them."""

from generator.page.model import Page, TextBlock
from generator.page.theme import Theme, contrast_ratio, make_theme

__all__ = ["Page", "TextBlock", "Theme", "contrast_ratio", "make_theme"]
