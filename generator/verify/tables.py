"""Table clauses read as a reader reads them (used by ``match``).

- column: "in the “Amount” column" names the column whose printed header text is the quote:
  the header region (kind "column header") and every cell labelled with its title.
- row: "in the row for “Webcam”" names every table row whose first cell prints the quote.
  A row is the cells (kind "cell", named "cell <letters><number>") sharing a row number and
  a vertical extent that follow each other left to right with at most ROW_GAP pixels
  between them; its label is the text of its first cell that prints any (a checkbox
  column is skipped, as a reader skips it).

Texts are compared case-folded with whitespace runs collapsed (``view.fold``).
"""

from __future__ import annotations

import re
from collections import defaultdict

from generator.geometry import PageGeometry, Region
from generator.verify.view import PageView, fold

CELL_NAME = re.compile(r"cell [A-Z]{1,3}(\d+)")
ROW_GAP = 12


def region_text(view: PageView, rid: int) -> str:
    """The printed text of region ``rid`` (its blocks in page order), folded."""
    parts = [view.text("block", b.id) for b in view.geo.blocks if b.region == rid]
    return fold(" ".join(p for p in parts if p))


def table_rows(geo: PageGeometry) -> list[list[Region]]:
    """Every table row of the page, its cells left to right."""
    groups: dict[tuple[str, int, int], list[Region]] = defaultdict(list)
    for reg in geo.regions:
        m = CELL_NAME.fullmatch(reg.name) if reg.kind == "cell" else None
        if m is not None:
            groups[(m.group(1), reg.box[1], reg.box[3])].append(reg)
    rows: list[list[Region]] = []
    for cells in groups.values():
        cells.sort(key=lambda r: r.box[0])
        run = [cells[0]]
        for cell in cells[1:]:
            if 0 <= cell.box[0] - run[-1].box[2] <= ROW_GAP:
                run.append(cell)
            else:
                rows.append(run)
                run = [cell]
        rows.append(run)
    return rows


def column_regions(view: PageView, label: str) -> set[int]:
    """The header and cells of every column whose printed header reads ``label``."""
    key, out = fold(label), set()
    for head in view.geo.regions:
        if head.kind == "column header" and region_text(view, head.id) == key:
            out.add(head.id)
            out |= {r.id for r in view.geo.regions if r.kind == "cell" and r.label == head.label}
    return out


def row_regions(view: PageView, label: str) -> set[int]:
    """The cells of every row whose label is ``label``."""
    key, out = fold(label), set()
    for row in table_rows(view.geo):
        first = next((t for c in row if (t := region_text(view, c.id))), "")
        if first == key:
            out |= {c.id for c in row}
    return out
