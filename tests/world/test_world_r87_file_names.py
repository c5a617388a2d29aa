"""A document's file name is made from its title by the platform's rules: a Windows title bar
never shows "Verkoop: kwartaalrapport Q3 2025.docx" (a colon is refused in a Windows name)."""

from __future__ import annotations

import re

from world_helpers import composed_pages, sampled

from surfaces.kit.file_names import file_stem, is_file_name

NAME = re.compile(r"^(.*?\.(?:docx|xlsx|pptx|pdf|odt))\b")


def _title_bar_text(page) -> str:
    ids = [k for k, r in enumerate(page.regions) if r.name == "title bar"]
    return " ".join("".join(g.char for g in line.glyphs) for b in page.text_blocks()
                    if b.region in ids for line in b.laid.lines)


def test_file_stem_by_platform() -> None:
    assert file_stem("Verkoop: kwartaalrapport Q3 2025") == "Verkoop - kwartaalrapport Q3 2025"
    assert file_stem("Point d'avancement : Déménagement") == "Point d'avancement - Déménagement"
    assert file_stem('Budget 2025/2026 "final"?') == "Budget 2025-2026 final"
    assert file_stem("Q3: A/B", "mac") == "Q3 - A/B"
    assert file_stem("Q3: A/B", "linux") == "Q3: A-B"
    assert not is_file_name("a:b.docx") and is_file_name("a:b.docx", "linux")


def test_title_bar_file_names_are_legal() -> None:
    names = 0
    for surface in ("spellcheck_panel", "word_processor"):
        for lang, seed, page in composed_pages(surface, range(30)):
            match = NAME.match(_title_bar_text(page).strip())
            if match:
                names += 1
                assert is_file_name(match.group(1)), (surface, lang, seed, match.group(1))
    assert names > 200
    for lang, seed, p in sampled("pdf_form", 30):
        assert is_file_name(p["file"]), (lang, seed, p["file"])
