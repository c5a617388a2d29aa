"""Table clauses of the sampler: a table cell named by its column's printed header ("in the
“Amount” column") or by its row's printed label ("in the row for “Webcam”"), on tables
that print no cell addresses (SPEC 4; the verifier re-derives both in verify/tables.py).

A row is the cells (kind "cell", named "cell <letters><number>") sharing a row number and a
vertical extent that follow each other left to right with at most ROW_GAP pixels between
them; its label is the printed text of its first cell that prints any (a checkbox column
is skipped, as a reader skips it), used only when that text is whole (no
ellipsis), short, and printed by no other cell of the page.
"""

from __future__ import annotations

import re
from collections import defaultdict

from generator.geometry import PageGeometry, Region
from generator.targets.common import quotable
from generator.targets.index import PageIndex, squash

CELL_NAME = re.compile(r"cell [A-Z]{1,3}(\d+)")
ROW_GAP = 12
MAX_LABEL = 40


def _texts(geo: PageGeometry) -> dict[int, str]:
    """Printed text of every region that holds text (blocks in page order)."""
    parts: dict[int, list[str]] = defaultdict(list)
    for ln in geo.lines:
        parts[geo.blocks[ln.block].region].append(geo.line_text(ln))
    return {rid: squash(" ".join(p)) for rid, p in parts.items()}


def region_texts(index: PageIndex) -> dict[int, str]:
    if "region_texts" not in index._cache:
        index._cache["region_texts"] = _texts(index.geo)
    return index._cache["region_texts"]


def rows(index: PageIndex) -> list[list[Region]]:
    """Every table row of the page, its cells left to right."""
    if "table_rows" in index._cache:
        return index._cache["table_rows"]
    groups: dict[tuple[str, int, int], list[Region]] = defaultdict(list)
    for reg in index.geo.regions:
        m = CELL_NAME.fullmatch(reg.name) if reg.kind == "cell" else None
        if m is not None:
            groups[(m.group(1), reg.box[1], reg.box[3])].append(reg)
    out: list[list[Region]] = []
    for cells in groups.values():
        cells.sort(key=lambda r: r.box[0])
        run = [cells[0]]
        for cell in cells[1:]:
            # a cell drawn over another (a table's blank cell and the widget filling it)
            # stays in its row; only a gap wider than ROW_GAP starts another table's row
            if cell.box[0] - run[-1].box[2] <= ROW_GAP:
                run.append(cell)
            else:
                out.append(run)
                run = [cell]
        out.append(run)
    index._cache["table_rows"] = out
    return out


def _label_ok(text: str) -> bool:
    return bool(text) and "…" not in text and len(text) <= MAX_LABEL and quotable(text)


def column_clause(index: PageIndex, rid: int) -> tuple[dict, set[int]] | None:
    """The column clause of cell ``rid`` and the regions it covers (the header and every
    cell labelled with its title), or None when the header is not printed once."""
    regions, texts = index.geo.regions, region_texts(index)
    reg = regions[rid]
    heads = [r for r in regions if r.kind == "column header" and r.label == reg.label]
    if reg.kind != "cell" or not reg.label.strip() or len(heads) != 1:
        return None
    text = texts.get(heads[0].id, "")
    if text.casefold() != heads[0].label.casefold():  # a header with a second line (units,
        return None                                      # "out of 10"): no one quotes both
    same = [r for r in regions if r.kind == "column header"
            and texts.get(r.id, "").casefold() == text.casefold()]
    if not _label_ok(text) or len(same) != 1:
        return None
    members = {heads[0].id} | {r.id for r in regions if r.kind == "cell" and r.label == reg.label}
    return {"type": "region", "table": "column", "name": heads[0].name, "label": text,
            "message": False}, members


def row_clause(index: PageIndex, rid: int) -> tuple[dict, set[int]] | None:
    """The row clause of cell ``rid`` (not the label cell itself) and the cells of its
    row, or None when the row has no label a reader can look up."""
    texts = region_texts(index)
    row = next((r for r in rows(index) if any(c.id == rid for c in r)), None)
    first = next((c for c in row or [] if texts.get(c.id)), None)
    if row is None or len(row) < 2 or first is None or first.id == rid:
        return None
    text = texts[first.id]
    key = text.casefold()
    same = [r for r in index.geo.regions if r.kind == "cell"
            and texts.get(r.id, "").casefold() == key]
    if not _label_ok(text) or len(same) != 1:
        return None
    return {"type": "region", "table": "row", "name": first.name, "label": text,
            "message": False}, {c.id for c in row}
