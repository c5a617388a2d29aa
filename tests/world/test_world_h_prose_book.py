"""h_prose, h_book (wave 22): a book's page is full to its foot (the passage flows on inside a
paragraph from the left page to the right one). Only a chapter's last page ends above its
foot: at the spread's end, or on the left page with the next chapter opening on the right
(its number and title sunk a third down the page, no running head, its text to the foot). A
chapter never opens and ends on one spread (review w22: a third of the spreads ended on an
ornament over a half empty page, some a chapter opened and closed within the spread); since
h_layout a chapter opens only on a right-hand page (test_world_h_layout_book), so no spread
shows the section break after an opening's first scene."""

from __future__ import annotations

from world_helpers import block_text, composed_with_params

ORNAMENTS = {"\u2042", "*\u2003*\u2003*", "\u2767", "\u00b7\u2003\u00b7\u2003\u00b7"}


def _pages(page):
    """Each page of the book as (its region, its prose blocks, its other blocks, whether a
    chapter heading opens it)."""
    out = []
    for r in page.regions:
        if r.name not in ("left page", "right page"):
            continue
        inside = [b for b in page.text_blocks()
                  if r.box[0] <= b.laid.box[0] < r.box[2]]
        heads = {page.regions[b.region].name for b in inside}
        out.append((r, [b for b in inside if b.role == "prose"],
                    [b for b in inside if b.role != "prose"], "chapter heading" in heads))
    return out


def _fill(r, prose) -> float:
    top = min(b.laid.box[1] for b in prose)
    return (max(b.bottom for b in prose) - top) / (r.box[3] - 34 - top)


def test_pages_are_full_but_a_chapter_s_last_and_no_chapter_opens_and_ends_on_a_spread() -> None:
    kinds = {"full": 0, "last": 0, "opens right": 0}
    for lang, seed, params, page in composed_with_params("book_page", range(24)):
        pages = _pages(page)
        ends = [p["paragraphs"][-1] for p in params["pages"][-1:]]
        for k, (r, prose, other, _opens) in enumerate(pages):
            assert prose, (lang, seed, r.name, "an empty page")
            marks = [b for b in other if block_text(b) in ORNAMENTS]
            # an ornament is a section break: text above it and below it on its page, or
            # it opens the page
            for m in marks:
                assert any(b.laid.box[1] > m.laid.box[1] for b in prose), (lang, seed, "end")
            if _fill(r, prose) >= 0.85:
                kinds["full"] += 1
                continue
            # a short page: the chapter's last (its scene's last words), the spread's last
            # page or the one before the next chapter's opening; never a chapter opened
            # on this spread
            said = "".join(block_text(b) for b in prose)
            assert said.replace(" ", "").endswith(ends[0][-12:].replace(" ", "")), \
                (lang, seed, r.name, said[-40:], ends[0][-40:])
            assert k == len(pages) - 1 or pages[k + 1][3], (lang, seed, "no opening after")
            assert not any(p[3] for p in pages[:k + 1]), (lang, seed, "opens and ends")
            kinds["last"] += 1
            kinds["opens right"] += k == 0
    assert min(kinds.values()) >= 10, kinds


def test_a_chapter_opening_page_has_its_heading_sunk_and_no_running_head() -> None:
    seen = 0
    for lang, seed, params, page in composed_with_params("book_page", range(24)):
        folios = []
        for k, (r, prose, other, opens) in enumerate(_pages(page)):
            names = {page.regions[b.region].name for b in other}
            folios.append(int(next(block_text(b) for b in other
                                   if page.regions[b.region].name == "page number")))
            if not opens:
                assert "running head" in names, (lang, seed, k)
                continue
            seen += 1
            assert "running head" not in names, (lang, seed, k)
            # the heading about a third down the page, the text below it to the foot
            head = [b for b in other if page.regions[b.region].name == "chapter heading"]
            top = min(b.laid.box[1] for b in head)
            assert 0.15 < (top - r.box[1]) / (r.box[3] - r.box[1]) < 0.35, (lang, seed, k)
            assert min(b.laid.box[1] for b in prose) > max(b.bottom for b in head)
            if k:  # the right page opens the next chapter, numbered on from this one
                nxt = params["next"]
                assert any(nxt["chapter"] in block_text(b) for b in head), (lang, seed)
                assert nxt["chapter"] != params["chapter"]
        assert folios == list(range(folios[0], folios[0] + len(folios))), (lang, seed)
    assert seen > 40, seen
