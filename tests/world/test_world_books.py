"""Books: page numbers, chapter numbers and reading progress agree."""

import re

from tests.world.world_helpers import sampled


def _n(s: str) -> list[int]:
    return [int(x) for x in re.findall(r"\d+", s.replace(".", "").replace(",", ""))]


def test_book_page_folio_fits_its_chapter():
    for _lang, _seed, p in sampled("book_page", 12):
        chapter = _n(p["chapter_label"])[0]
        assert 9 + (chapter - 1) * 12 - 1 <= p["folio"] <= 9 + chapter * 26, p


def test_ereader_progress_chapter_and_minutes_agree():
    for _lang, _seed, p in sampled("ereader", 12):
        loc, total = _n(p["location"])[:2]
        assert p["percent"] == f"{round(100 * loc / total)}%"
        left = _n(p["left"])[0]
        assert left <= (total - loc) * 0.08 + 1  # no '37 min left in chapter' at 99 %
