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
        # a printed page holds at most 18 locations (kit: pages = locations // 14..18)
        per = 1 if p["unit"] == "document.location" else 18
        assert left <= (total - loc) * per * 0.08 + 1  # no '37 min left in chapter' at 99 %


def test_a_novel_page_has_a_small_cast():
    """The first names a novel's page prints are its three characters and the one absent
    person whose things they keep (a page of a dozen people who each appear once reads as a
    list of stock lines)."""
    import numpy as np

    from generator.content import Content

    names: dict[str, tuple[set[str], set[str]]] = {}  # the same for every page of a language
    for name in ("book_page", "ereader"):
        for lang, seed, p in sampled(name, 8):
            if lang not in names:
                content = Content(lang, np.random.default_rng(0))
                names[lang] = ({content.first_name() for _ in range(3000)},
                               set(content.data.MONTHS))
            first, months = names[lang]
            text = " ".join(p.get("texts", [])) + " ".join(
                " ".join(pg["paragraphs"]) for pg in p.get("pages", []))
            printed = set(re.findall(r"[\w-]+", text)) & first - months
            world = {c["name"] for c in p["cast"]} | {p["absent"]}
            assert len(world) <= 4 and printed - {p["town"]} <= world, (name, lang, seed, printed)
