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


def test_lines_fit_the_period_amounts_fit_the_item_and_nobody_approves_their_own():
    """No "course day 2" in a one-day period (the day named is the line's own day of the
    course), a course lasts two days at least, one person's lunch on a course costs 10-40,
    and the submitter is not one of the approvers."""
    import re

    from surfaces.expense_report import COURSE, LUNCH, LUNCH_AMOUNTS

    courses = 0
    for lang, seed, p in sampled("expense_report", 30):
        assert p["submitter"] not in p["approvers"], (lang, seed)
        assert len(set(p["approvers"])) == 2 and len(p["steps"]) == 3, (lang, seed)
        one_day = p["offsets"][-1] == 0
        assert (p["rows"][0][0] == p["rows"][-1][0]) == one_day, (lang, seed)
        if p["trip"] == COURSE:
            courses += 1
            assert not one_day, (lang, seed, p["period"])
        for row, k, offset in zip(p["rows"], p["kinds"], p["offsets"], strict=True):
            if k != LUNCH:
                continue
            n = re.search(r"\d+", row[3][0])
            if n:  # the course day: the line's own day in the period
                assert int(n.group()) == offset + 1 <= p["offsets"][-1] + 1, (lang, seed, row)
            lo, hi = LUNCH_AMOUNTS[p["trip"]]
            value = float(re.sub(r"[^\d]", "", row[4])) / 100
            assert lo <= value <= hi, (lang, seed, row[4])
    assert courses >= 10, courses
