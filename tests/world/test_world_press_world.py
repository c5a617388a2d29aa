"""A press release tells one announcement of its sampled world (surfaces/kit/press_world.py)
with one head count, and dates that follow the release's own."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_one_announcement_with_dates_after_the_release() -> None:
    """Headline, subhead and body tell one announcement; what comes next (a sale, an
    opening, a start) falls after the release's date; the firm was founded before it."""
    import datetime
    for lang, seed, p in sampled("press_release", 8):
        w = p["world"]
        day = datetime.date.fromisoformat(w["day"])
        assert day < datetime.date.fromisoformat(w["next"]) < \
            datetime.date.fromisoformat(w["later"]), (lang, seed)
        assert w["founded"] < day.year and str(w["founded"]) in p["blurb"], (lang, seed)
        assert w["company"] in p["headline"] and w["city"] in p["blurb"], (lang, seed)
        text = " ".join([*p["texts"], p["after"], p["subhead"], p["quote"]])
        assert "{" not in text and "}" not in text, (lang, seed, text)
        if w["kind"] == 0:
            assert w["name"] in p["headline"] and w["name"] in p["texts"][0], (lang, seed)
        if w["kind"] == 2:
            assert w["partner"] in p["headline"] and w["partner"] in p["texts"][0]
        assert w["jobs"] * 4 <= w["employees"], (lang, seed)


def test_a_firm_of_hundreds_has_a_fitting_legal_form() -> None:
    """No "Noack Schlosser e.K." (a sole trader) with 510 staff in 17 cities."""
    from surfaces.press_release import SMALL_FORM
    for lang, seed, p in sampled("press_release", 10):
        assert not SMALL_FORM.search(p["company"]), (lang, seed, p["company"])


EMPLOYEES = re.compile(r"(\d(?:[.,\u202f\u00a0 ]?\d)*)\s*(?:employees|staff|Mitarbeitende|Beschäftigte|salariés|"
                       r"collaborateurs|empleados|dipendenti|medewerkers)")


def test_one_head_count() -> None:
    """Every head count the release prints is the firm's one ("conta oltre 130 dipendenti"
    beside "Dei suoi 390 dipendenti" is two firms)."""
    for lang, seed, p in sampled("press_release", 10):
        text = " ".join([*p["texts"], p["after"], p["blurb"]])
        counts = {re.sub(r"[.,\s]", "", m) for m in EMPLOYEES.findall(text)}
        assert counts <= {str(p["employees"])}, (lang, seed, counts, p["employees"])
