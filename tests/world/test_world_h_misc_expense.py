"""expense_report: nothing on the report is cut with an ellipsis. The table's columns take
their widest cell ("Train ticket to the client s…" was cut), the side panel yields its room
to a long title ("Curso de formación en Jerez de la F…"), the earlier reports' lines end
before their totals and the policy note is as tall as its text."""

from world_helpers import composed_pages


def _text(op) -> str:
    return "".join(g.char for line in op.laid.lines for g in line.glyphs)


def test_expense_report_cuts_nothing() -> None:
    for lang, seed, page in composed_pages("expense_report", range(12)):
        for op in page.text_blocks():
            assert not op.laid.truncated, (lang, seed, page.regions[op.region].name, _text(op))
