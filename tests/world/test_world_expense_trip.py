"""expense_report: the lunch and the fee lines are named for the report's one trip (no
"Conference registration" and "workshop" lunch on a training course), and the fee is paid
to the fair or the school, not to a law-firm-like company."""

from tests.world.world_helpers import sampled

_STOCK = ("Conference registration", "after the workshop", "Fachtagung", "nach dem Workshop",
          "congrès", "après l'atelier", "congreso", "tras el taller", "convegno",
          "dopo il workshop", "congres", "na de workshop")


def test_lines_fit_the_trip():
    for lang, seed, p in sampled("expense_report", 30):
        for row, k in zip(p["rows"], p["kinds"], strict=True):
            what = row[3][0]
            assert not any(s in what for s in _STOCK), (lang, seed, what)
            if k == 5:
                assert "," not in row[1][0] and " and " not in row[1][0], (lang, seed, row)
