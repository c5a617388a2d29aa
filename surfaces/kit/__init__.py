"""The public kit: everything a surface may use, and nothing else.

A surface module (built-in or plugin) imports from ``surfaces.base`` (the ``Surface``
interface), from this package, and from its widget modules (``surfaces.kit.chrome``,
``.tables``, ``.messages``, ...); never from ``generator`` directly (a test checks). The
engine pieces a surface needs are re-exported here:

- ``Page`` (draw text, rectangles, regions), ``Theme``, ``make_theme``, ``PALETTE_DARK``;
- ``Style``, ``Span`` and ``measure`` (text styles, styled runs, text widths), and
  ``layout_block`` / ``TextBlock`` (lay out text ahead of drawing it);
- ``Content`` (the example's language: names, sentences, titles, UI labels, dates) and
  ``languages`` (the language registry: each language's locale facts and invoice rules);
- ``Rng``, ``choice`` and ``chance`` (draws from the example's own numpy stream only);
- ``fontbook`` (the bundled fonts, for coverage checks).

Widget modules: apps, cards, chrome, code, devtools, document, forms, media, messages,
numbers, office, paras, prose, records, tables, terminal, typography, web.
"""

from numpy.random import Generator as Rng

from generator import languages
from generator.content import Content
from generator.fonts import fontbook
from generator.layout import Span, Style, layout_block, measure
from generator.page import Page, TextBlock, Theme, make_theme
from generator.page.theme import PALETTE_DARK
from generator.rng import chance, choice
from surfaces.kit.chrome import button, frame, title_bar, toolbar
from surfaces.kit.typography import sample_typography, style

__all__ = ["PALETTE_DARK", "Content", "Page", "Rng", "Span", "Style", "TextBlock", "Theme",
           "button", "chance", "choice", "fontbook", "frame", "languages", "layout_block", "make_theme",
           "measure", "sample_typography", "style", "title_bar", "toolbar"]
