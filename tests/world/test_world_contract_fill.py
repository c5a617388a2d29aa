"""A contract page is a page of a longer document ("Page 1 of 10"): its clauses run to the
foot of the sheet, not three clauses and a blank half page (a reviewer's row)."""

from __future__ import annotations

from world_helpers import rendered


def test_contract_clauses_fill_the_sheet() -> None:
    for lang in ("en", "de", "fr"):
        for seed in range(3):
            _, geo = rendered("contract_page", lang, seed)
            bottoms = [geo.word_box(w)[3] for w in geo.words]
            body = max(b for b in bottoms if b < geo.height - 45)  # above the folio line
            assert body > geo.height - 140, (lang, seed, body)
