"""h_r77: a fake caret stands only between glyphs of text a user types, never over a glyph's
ink (r77 0010: a 2 px bar over the "3" of "3103", two digits whose ink touches) and never in
a compose window's signature, which the mail program inserts."""

from __future__ import annotations

import pytest
from world_helpers import rendered

from generator import languages
from generator.editable import editable_lines
from generator.effects.inputs import CARET_WIDTH, caret_slots
from surfaces import registry

PAGES = ["email_compose", "word_processor", "markdown_notes", "latex_editor", "doc_comments"]


def _ink_boxes(geo, line):
    first, end = line.glyphs
    return [geo.glyphs[i].ink for i in range(first, end) if geo.glyphs[i].ink is not None]


@pytest.mark.parametrize("surface", PAGES)
@pytest.mark.parametrize("lang", languages.codes())
def test_fake_caret_slots_clear_every_glyph(surface: str, lang: str) -> None:
    seen = 0
    for seed in range(6):
        _, geo = rendered(surface, lang, seed)
        geo.meta["typing_regions"] = sorted(registry.get(surface).typing_regions)  # as the
        # pipeline sets it
        lines = {line.id: line for line in editable_lines(geo, fields=False)}
        signature = {line.id for line in geo.lines if geo.blocks[line.block].name == "signature"}
        if surface == "email_compose":
            assert signature, (lang, seed)  # the compose window names its signature block
        for x, top, bottom in caret_slots(geo, set()):
            line = next(ln for ln in lines.values() if (ln.top, ln.bottom) == (top, bottom))
            assert line.id not in signature, (surface, lang, seed, x)
            for ink in _ink_boxes(geo, line):
                assert x + CARET_WIDTH <= ink[0] or x >= ink[2], (surface, lang, seed, x, ink)
            seen += 1
    assert seen, (surface, lang)
