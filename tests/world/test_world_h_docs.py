"""Wave 19 h_docs: official forms, invoices and map pages agree with the world they show."""

import datetime
import re

from tests.world.world_helpers import sampled


def test_tax_form_header_annexes_follow_filled_lines():
    """A German return's header lists the Anlage of every filled income line (r63 0009:
    "Hauptvordruck mit Anlage N" above rental income, which needs Anlage V)."""
    seen_v = 0
    for lang, seed, p in sampled("tax_form", 40):
        if lang != "de":
            continue
        header = p["labels"]["agency"]
        for line, cents in zip(p["lines"], p["cents"], strict=True):
            if line.startswith("Einkünfte aus Vermietung"):
                has_v = re.search(r"\bV\b", header) is not None
                assert has_v == bool(cents), (seed, header, cents)
                seen_v += bool(cents)
        assert re.search(r"\bN\b", header), (seed, header)
    assert seen_v


def test_tax_form_fr_signed_before_any_department_deadline():
    """A 2042 is signed in April to mid-May (r63 0027: 04/06 for the Drôme, whose online
    deadline had passed on 28 May)."""
    for lang, seed, p in sampled("tax_form", 40):
        if lang != "fr":
            continue
        day, month, year = (int(x) for x in re.findall(r"\d+", p["signed"])[:3])
        signed = datetime.date(year, month, day)
        assert datetime.date(year, 4, 1) <= signed <= datetime.date(year, 5, 19), (seed, p["signed"])
