"""Cell addresses only where the page prints them (issue 17): "cell D5" names a cell on
a spreadsheet whose column letters and row numbers are printed, counted as printed;
on tables without them (data_table's checkbox column, csv_preview's gutter, query
results ...) neither the sampler nor the verifier names a cell by address."""

from __future__ import annotations

import pytest
from targets_oracle import page

from generator.targets import PageIndex
from generator.targets.qualify import address_printed, region_qualifier
from generator.verify.grammar import lexicon
from generator.verify.resolve import Resolver

PRINTED = ("spreadsheet_grid", "formula_bar_sheet", "pivot_summary")
UNPRINTED = ("data_table", "file_manager", "query_results", "expense_report",
             "jupyter_notebook", "api_client", "server_inventory", "csv_preview")


@pytest.mark.parametrize("surface", PRINTED + UNPRINTED)
def test_sampler_and_verifier_agree_on_printed_addresses(surface: str) -> None:
    _, geo = page(surface, 3)
    index, resolver = PageIndex(geo), Resolver(geo, lexicon("en"))
    cells = [r for r in geo.regions if r.kind == "cell"]
    for reg in cells:
        printed = address_printed(geo, reg)
        named = resolver.regions(("region", reg.name.casefold())) == {reg.id}
        assert printed == named, (surface, reg.name)
        if not printed:
            assert region_qualifier(index, reg.id) is None
    if surface in PRINTED:
        assert cells and all(address_printed(geo, r) for r in cells)
    else:
        assert not any(address_printed(geo, r) for r in cells)


def test_a_shifted_address_is_refused() -> None:
    """Counted exactly as printed: a cell renamed one column off no longer qualifies."""
    _, geo = page("spreadsheet_grid", 3)
    reg = next(r for r in geo.regions if r.kind == "cell" and r.name == "cell B2")
    reg.name = "cell C2"
    try:
        assert not address_printed(geo, reg)
        assert Resolver(geo, lexicon("en")).regions(("region", "cell c2")) != {reg.id}
    finally:
        reg.name = "cell B2"


@pytest.mark.parametrize("surface", ["data_table", "expense_report", "query_results"])
def test_unprinted_cells_are_named_by_their_printed_column_or_row(surface: str) -> None:
    """"in the “Amount” column", "in the row for “Webcam”": the header or row label a
    reader sees; the sampler's cells and the verifier's are the same set of regions."""
    from generator.targets.tablerefs import column_clause, row_clause

    _, geo = page(surface, 3)
    index, resolver = PageIndex(geo), Resolver(geo, lexicon("en"))
    named = {"column": 0, "row": 0}
    for reg in geo.regions:
        if reg.kind != "cell":
            continue
        for clause in (column_clause(index, reg.id), row_clause(index, reg.id)):
            if clause is None:
                continue
            q, members = clause
            named[q["table"]] += 1
            assert reg.id in members
            assert resolver.regions((q["table"], q["label"])) == members
            if q["table"] == "column":
                heads = [r for r in geo.regions if r.id in members and r.kind == "column header"]
                assert len(heads) == 1 and heads[0].label == reg.label
            else:  # one row: every cell on the target's line, the label cell leftmost
                assert {geo.regions[i].box[1] for i in members} == {reg.box[1]}
                assert q["label"] and q["name"] != reg.name
    if surface == "data_table":
        assert named["column"] > 0 and named["row"] > 0
