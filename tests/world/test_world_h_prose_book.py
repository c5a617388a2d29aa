"""h_prose (wave 22): a book's page is full to its foot (the passage flows on inside a
paragraph from the left page to the right one); only where the scene ends the chapter may a
page end above its foot, and then an ornament under its last line says so (review: a scene
ended halfway down the page, the rest of it empty)."""

from __future__ import annotations

from tests.world.world_helpers import composed_pages

ORNAMENTS = {"\u2042", "*\u2003*\u2003*", "\u2767", "\u00b7\u2003\u00b7\u2003\u00b7"}


def _text(block) -> str:
    return "".join(g.char for ln in block.laid.lines for g in ln.glyphs)


def test_pages_are_full_but_at_a_marked_chapter_end() -> None:
    full = ended = 0
    for lang, seed, page in composed_pages("book_page", range(10)):
        for i, r in enumerate(page.regions):
            if r.name not in ("left page", "right page"):
                continue
            prose = [b for b in page.text_blocks() if b.role == "prose" and b.region == i]
            if not prose:
                continue  # a blank page after the chapter's end
            top = min(b.laid.box[1] for b in prose)
            last = max(b.bottom for b in prose)
            fill = (last - top) / (r.box[3] - 34 - top)
            marks = [b for b in page.text_blocks() if b.region == i and _text(b) in ORNAMENTS]
            if fill >= 0.85:
                full += 1
                continue
            assert marks and 0 < marks[0].laid.box[1] - last < 80, (lang, seed, r.name, fill)
            ended += 1
    assert full > 40 and ended, (full, ended)
