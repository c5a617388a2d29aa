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
    """Every column reaches 85 % of its height (its last line's foot), the one the story
    ends in too (the type is fitted to the story); the story ends once, on its end mark,
    or its last column is full above a jump line."""
    seen = 0
    for lang, seed, page in composed_pages("magazine_spread", range(12)):
        cols = [(i, r) for i, r in enumerate(page.regions) if r.name.startswith("column")]
        text = {i: " ".join(_text(b) for b in page.text_blocks() if b.region == i)
                for i, _ in cols}
        ends = [i for i, _ in cols if "\u25a0" in text[i]]
        jump = [b for b in page.text_blocks() if "\u25b8" in _text(b)]
        assert len(ends) + len(jump) == 1, (lang, seed, ends, len(jump))
        assert not ends or ends[0] == cols[-1][0] or not any(
            r.box[0] > 512 for _, r in cols), (lang, seed, "text after the end")
        for i, r in cols:
            blocks = [b for b in page.text_blocks() if b.region == i]
            y1, y2 = r.box[1], r.box[3]
            fill = (max(b.bottom for b in blocks) - y1) / (y2 - y1) if blocks else 0
            assert fill >= 0.85, (lang, seed, r.name, round(fill, 2))
            seen += 1
    assert seen > 120


def test_a_column_before_a_pull_quote_or_page_turn_ends_a_sentence() -> None:
    """review r90: column 2 ended "… a doublé, et" and the right page opened under the pull
    quote, which read as a new section: the sentence seemed never finished. A column the
    pull quote or the page turn follows ends after a sentence (but for the rare column
    whose cut paragraph has no sentence end in it: the column stays full)."""
    import re
    seen, cut = 0, []
    for lang, seed, page in composed_pages("magazine_spread", range(24)):
        regions = list(enumerate(page.regions))
        cols = [(i, r) for i, r in regions if r.name.startswith("column")]
        for (i, r), (j, s) in zip(cols, cols[1:], strict=False):
            pulled = any(q.name == "pull quote" for _, q in regions[i + 1:j + 1])
            if not pulled and (r.box[0] > 512) == (s.box[0] > 512):
                continue
            text = " ".join(_text(b) for b in page.text_blocks() if b.region == i).strip()
            if not re.search(r"[.!?\u2026\u25a0][\u00bb\u201c\u201d\"')]?$", text):
                cut.append((lang, seed, r.name, text[-40:]))
            seen += 1
    assert seen > 40 and len(cut) <= 0.1 * seen, (seen, len(cut), cut)
