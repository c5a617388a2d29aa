"""A press release about a new chief executive opens with the appointment (its subhead names
the appointee, not last year's revenue), and its hiring plan is written from its own head
count and town."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_appointment_subhead_and_hiring_plan() -> None:
    seen = 0
    for lang, seed, p in sampled("press_release", 8):
        if p["story"] == 4:
            seen += 1
            appointee = p["speaker"].split(", ")[0].lstrip("— ")
            assert p["subhead"].startswith(appointee), (lang, seed, p["subhead"])
        text = " ".join(p["texts"])
        assert "{" not in text and "}" not in text, (lang, seed, text)
    assert seen > 0


def test_a_firm_of_hundreds_has_a_fitting_legal_form() -> None:
    """No "Noack Schlosser e.K." (a sole trader) with 510 staff in 17 cities."""
    from surfaces.press_release import SMALL_FORM
    for lang, seed, p in sampled("press_release", 10):
        assert not SMALL_FORM.search(p["company"]), (lang, seed, p["company"])


EMPLOYEES = re.compile(r"(\d[\d.,]*)\s*(?:employees|staff|Mitarbeitende|Beschäftigte|salariés|"
                       r"collaborateurs|empleados|dipendenti|medewerkers)")


def test_one_head_count() -> None:
    """Every head count the release prints is the firm's one ("conta oltre 130 dipendenti"
    beside "Dei suoi 390 dipendenti" is two firms)."""
    for lang, seed, p in sampled("press_release", 10):
        text = " ".join([*p["texts"], p["after"], p["blurb"]])
        counts = {m.replace(".", "").replace(",", "") for m in EMPLOYEES.findall(text)}
        assert counts <= {str(p["employees"])}, (lang, seed, counts, p["employees"])
        assert str(p["employees"]) in p["after"], (lang, seed, p["after"])
