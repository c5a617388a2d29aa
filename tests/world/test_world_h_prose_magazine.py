"""h_prose (wave 22): a magazine spread sets paragraphs of three to six sentences (review:
thirteen paragraphs of one sentence each) and its columns run full to their foot, the text
going on inside a paragraph; a story longer than the spread ends on a jump line ("Continued
on page 61"), a story that ends on it on an end mark."""

from __future__ import annotations

from surfaces.kit.feature_world import sentences
from tests.world.world_helpers import composed_pages, sampled


def test_paragraphs_hold_three_to_six_sentences() -> None:
    for lang, seed, p in sampled("magazine_spread", 30):
        counts = [sentences(t) for t in p["texts"]]
        assert all(3 <= c <= 6 for c in counts), (lang, seed, counts)
    assert sentences("„Nie.“ Er lacht. « Oui. » Elle part ? ‘Ja.’ ’s Ochtends.") == 6


def _text(block) -> str:
    return " ".join("".join(g.char for g in ln.glyphs) for ln in block.laid.lines)


def test_columns_run_full_and_the_last_ends_on_a_mark() -> None:
    """Every column but the one the story ends in reaches 85 % of its height; the spread's
    last column ends on the end mark or is full above a jump line."""
    seen = 0
    for lang, seed, page in composed_pages("magazine_spread", range(6)):
        cols = [(i, r) for i, r in enumerate(page.regions) if r.name.startswith("column")]
        text = {i: " ".join(_text(b) for b in page.text_blocks() if b.region == i)
                for i, _ in cols}
        ends = [i for i, _ in cols if "\u25a0" in text[i]]
        jump = any("\u25b8" in _text(b) for b in page.text_blocks())
        assert len(ends) + jump == 1, (lang, seed, ends, jump)
        for i, r in cols:
            if i in ends:
                break
            blocks = [b for b in page.text_blocks() if b.region == i and b.role == "prose"]
            y1, y2 = r.box[1], r.box[3]
            fill = (max(b.bottom for b in blocks) - y1) / (y2 - y1) if blocks else 0
            assert fill >= 0.85 or jump and i == cols[-1][0] and fill >= 0.7, \
                (lang, seed, r.name, round(fill, 2))
            seen += 1
    assert seen > 30
