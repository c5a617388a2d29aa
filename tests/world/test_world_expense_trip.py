"""An expense report holds the expenses of its own trip, once each, on a cost centre that
would pay for it: no trade-fair parking or supplier dinner on a client visit charged to HR."""

from generator.content.provider import locale_data
from tests.world.world_helpers import sampled

FAIR_PARKING, SUPPLIER_DINNER, CLIENT_VISIT = 6, 7, 2
HR = 1


def test_expenses_fit_the_trip_once_each():
    for lang, seed, p in sampled("expense_report", 15):
        descriptions = [row[3][0] for row in p["rows"]]
        assert len(descriptions) == len(set(descriptions)), (lang, seed, descriptions)
        depts = locale_data(lang).SLOTS["doc_dept"]
        if p["trip"] == CLIENT_VISIT:
            assert not {FAIR_PARKING, SUPPLIER_DINNER} & set(p["kinds"]), (lang, seed)
        if p["trip"] in (0, 1, 2):  # a business trip, a fair or a client visit
            assert not p["cost_centre"].endswith(depts[HR]), (lang, seed, p["cost_centre"])


def test_only_a_draft_or_rejected_report_can_be_submitted() -> None:
    """A reimbursed report under a "Submit for approval" button contradicts itself: once
    submitted a report is read-only (downloaded, not edited)."""
    from world_helpers import rendered

    seen = set()
    for lang, seed in (("en", 0), ("de", 1), ("fr", 2), ("es", 3), ("it", 4), ("nl", 5),
                       ("en", 6), ("en", 7)):
        params, geo = rendered("expense_report", lang, seed)
        text = " ".join(w.text for w in geo.words)
        submit, add = params["labels"]["submit"], params["labels"]["add"]
        editable = params["status"] in (0, 4)
        assert (submit in text) == editable, (lang, seed, params["status"])
        assert (add in text) == editable, (lang, seed, params["status"])
        seen.add(editable)
    assert seen == {True, False}
