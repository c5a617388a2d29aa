"""Spanish pages write Spanish legal forms with every dot ("S.A.U.", not "S.A.U") and a
Spanish record's "no known drug allergies" as NAMC, not the English NKDA (review2)."""

from __future__ import annotations

import re

import numpy as np

from generator.content import Content
from tests.world.world_helpers import sampled

FORMS = ("S.L.", "S.A.", "S.L.U.", "S.A.U.", "S.Coop.")


def test_spanish_company_legal_forms_end_with_a_dot() -> None:
    content = Content("es", np.random.default_rng(3))
    seen = set()
    for _ in range(200):
        name = content.company()
        form = re.search(r"\bS\.[A-Za-z.]*$", name)
        if form:
            seen.add(form.group())
            assert form.group() in FORMS, name
    assert seen, "no company with a legal form"


def test_patient_record_no_allergies_badge_is_in_the_page_language() -> None:
    for lang, seed, p in sampled("patient_record", 6):
        badge = p["labels"]["nkda"]
        assert (badge == "NKDA") == (lang == "en"), (lang, seed, badge)
        if lang == "es":
            assert badge == "NAMC"
