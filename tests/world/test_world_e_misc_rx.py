"""A prescription dispenses doses a day x a standard 30, 60 or 90 days (a painkiller 10 or
14), refills within the year, to a patient old enough for a statin, under a registration
number written as the prescriber's country writes it."""

from __future__ import annotations

import re

from surfaces.kit.clinic import DRUGS
from tests.world.world_helpers import sampled

LICENCE = {"en": r"[ACG]\d{6}", "de": r"\d{9}", "fr": r"10\d{9}", "es": r"\d\d/\d{5}",
           "it": r"\d{5}", "nl": r"01\d{6}"}


def test_quantity_is_doses_times_standard_days() -> None:
    for lang, seed, p in sampled("prescription_view", 40):
        for m in p["meds"]:
            per_day = DRUGS[m["index"]][2]
            if not m["days"]:
                continue
            assert int(m["qty"]) == per_day * m["days"], (lang, seed, m)
            assert m["days"] in (7, 10, 14, 30, 60, 90), (lang, seed, m)
            assert m["days"] * (m["refills"] + 1) <= 365, (lang, seed, m)


def test_chronic_drugs_go_to_older_patients() -> None:
    for lang, seed, p in sampled("prescription_view", 40):
        year = int(re.findall(r"\b(19\d\d|20\d\d)\b", p["dob"])[0])
        if any(m["index"] in (0, 1, 2, 3) for m in p["meds"]):
            assert year <= 1981, (lang, seed, p["dob"], [m["drug"] for m in p["meds"]])


def test_licence_number_has_the_country_format() -> None:
    for lang, seed, p in sampled("prescription_view", 20):
        assert re.fullmatch(LICENCE[lang], p["licence_no"]), (lang, seed, p["licence_no"])
