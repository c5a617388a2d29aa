"""French instruction templates: the text categories (text.py) and the invoice ones
(invoice.py) merged into one package with the keys every language must have."""

from generator.instructions.fr import invoice, selection, text
from generator.instructions.fr.text import (
    CHAR_NOUNS,
    CODE_QUOTES,
    COLOURS,
    FORMATS,
    MARKS,
    ORDINALS,
    PHRASES,
    QUALIFIERS,
    QUOTES,
    REGIONS,
    STYLE_ADJ,
    STYLE_SUFFIX,
)

TEMPLATES = {**text.TEMPLATES, **invoice.TEMPLATES, **selection.TEMPLATES}

__all__ = ["CHAR_NOUNS", "CODE_QUOTES", "COLOURS", "FORMATS", "MARKS", "ORDINALS", "PHRASES",
           "QUALIFIERS", "QUOTES", "REGIONS", "STYLE_ADJ", "STYLE_SUFFIX", "TEMPLATES"]
