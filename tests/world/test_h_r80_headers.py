"""h_r80: a table with spare width never cuts a column header ("DOBLE FAC…" in a table with
room to spare, review r80 row 3): kit/tables.keep_headers widens a short column from the one
with most to spare. Over 30 composed pages per language of every table surface that had cut
headers, no column-header label ends in an ellipsis. h_misc3: a narrow finance_dashboard
holdings card takes the locale's short column titles ("Rent."), a gradebook column a work's
short title ("Inf. lab."), never "Rentabili…" / "Borradordel…"."""

from __future__ import annotations

import pytest
from world_helpers import composed_pages

SURFACES = ["admin_user_table", "cron_schedule", "data_table", "finance_dashboard", "gradebook",
            "metrics_dashboard", "subtitle_editor"]


def cut_headers(page) -> list[str]:
    out = []
    for op in page.ops:
        if not hasattr(op, "laid") or page.regions[op.region].kind != "column header":
            continue
        text = "".join(g.char for line in op.laid.lines for g in line.glyphs)
        if text.endswith("…"):
            out.append(text)
    return out


@pytest.mark.parametrize("name", SURFACES)
def test_no_column_header_is_cut(name: str) -> None:
    bad = [(lang, seed, cut) for lang, seed, page in composed_pages(name, range(30))
           if (cut := cut_headers(page))]
    assert not bad, bad[:5]
