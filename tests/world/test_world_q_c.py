"""Wave 17 (q_c): status bars, counts and labels agree with what the page shows.
All six languages, many seeds each."""

from __future__ import annotations

from world_helpers import sampled

from generator.page import make_theme
from surfaces import registry
from surfaces.plain_text import caret_position, text_rows


def test_plain_text_status_line_is_the_carets_line() -> None:
    """review55 0001: "Lín. 7" while the caret sat on line 6: the heading and its underline
    are adjacent lines, not two paragraphs with a blank line between them. The line number
    the status bar shows is the caret row's place counted from the top line by line pitch."""
    surface = registry.get("plain_text")()
    theme = make_theme(False, "blue")
    for lang, seed, p in sampled("plain_text", 20):
        page = surface.compose(p, theme)
        rows = text_rows(page)
        ln, _ = caret_position(rows, p["caret"])
        lines = sorted((line for b in page.text_blocks() if b.role in ("text", "prose")
                        for line in b.laid.lines if line.glyphs), key=lambda line: line.baseline)
        first, caret = lines[0], rows[ln - 1]
        shown = 1 + round((caret.baseline - first.baseline) / first.pitch)
        assert shown == ln, (lang, seed, ln, shown, "".join(g.char for g in caret.glyphs))
