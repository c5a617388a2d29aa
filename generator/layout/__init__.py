"""Text layout: styled spans in, placed glyphs out (see ``engine``)."""

from generator.layout.engine import LaidBlock, LaidLine, Placed, layout_block, measure
from generator.layout.style import Span, Style

__all__ = ["LaidBlock", "LaidLine", "Placed", "Span", "Style", "layout_block", "measure"]
