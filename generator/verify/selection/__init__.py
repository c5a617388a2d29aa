"""The verifier of selection (drag) rows, SPEC 13: the instruction is parsed with the
language's grammar (verifier/lexicon.toml of its locale folder) plus its selection vocabulary
(verifier/selection.toml), every span of the page it could mean is listed, and the row
passes only when exactly one span fits, its two end boxes are the snap boxes of the caret
positions before its first and after its last glyph, its bbox is the span's ink union,
and the span is visible (the pixel checks of the click rows). Like the rest of
generator/verify it never imports the sampler or the templates."""

from generator.verify.selection.check import verify_drag
from generator.verify.selection.parse import SelQuery, parse_selection

__all__ = ["SelQuery", "parse_selection", "verify_drag"]
