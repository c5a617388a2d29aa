"""A spreadsheet's footnote names the variance column by its header ("Variance: ...", not
"Var. %" under a column headed "Variance"), and its tabs are the summary's own (no quarter
tabs beside a May-August summary)."""

from __future__ import annotations

from world_helpers import sampled

from generator.content.provider import locale_data


def test_sheet_note_names_its_column() -> None:
    notes = 0
    for lang, seed, p in sampled("spreadsheet_grid", 12):
        names = locale_data(lang).UI["tables.sheet_names"]
        assert not set(p["sheets"]) & set(names[1:4]), (lang, seed, p["sheets"])
        if "%" in p["note"]:
            notes += 1
            assert p["note"].startswith(p["header"][-1]), (lang, seed, p["note"])
    assert notes
