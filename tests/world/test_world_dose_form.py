"""A patient's medication list: each drug's directions fit its dose form. An inhaler's say
puffs or inhalations; a tablet or capsule drug's say tablets or capsules, never drops, a
cream, a sachet, a syrup or puffs. All six languages, 30 pages each."""

from __future__ import annotations

import re

from world_helpers import sampled

INHALER = re.compile(r"inhaler|aerosol|aérosol|inhalador|spray|inhalator", re.I)
PUFFS = re.compile(r"inhale|puff|Hub|Hübe|inhalieren|bouffée|inhalaci|spruzzi"
                   r"|erogazion|pufje", re.I)
SOLID = re.compile(r"tablet|capsule|Tablette|Kapsel|comprimé|gélule|comprimido|cápsula"
                   r"|compressa|capsula", re.I)
NOT_SOLID = re.compile(r"drop|Tropfen|goutte|gota|gocce|druppel|sachet|sobre|bustina|zakje"
                       r"|Saft|ml\b|cream|crème|crema|pomata|gel\b|apply|auftragen|appliquer"
                       r"|aplicar|applicare|aanbrengen|inject|inyecci|iniezion|Nasenloch", re.I)


def test_directions_fit_the_dose_form() -> None:
    inhalers = 0
    for lang, seed, p in sampled("patient_record", 30):
        assert len(set(p["sigs"])) == len(p["sigs"]), (lang, seed)
        for drug, sig in zip(p["meds"], p["sigs"], strict=True):
            if INHALER.search(drug):
                inhalers += 1
                assert PUFFS.search(sig) and not NOT_SOLID.search(sig), (lang, seed, drug, sig)
            else:
                assert SOLID.search(sig), (lang, seed, drug, sig)
                assert not NOT_SOLID.search(sig) and not PUFFS.search(sig), (lang, drug, sig)
    assert inhalers > 10


def test_the_patient_name_fits_the_recorded_sex_and_pain_directions_fit_painkillers():
    import numpy as np

    from generator.content import Content
    from surfaces.kit.medication import ANALGESIC, PAIN
    from surfaces.kit.numbers import ui_list
    for lang, seed, p in sampled("patient_record", 20):
        content = Content(lang, np.random.default_rng(0))
        female, male = set(), set()
        for provider in content.fake.providers:
            female |= set(getattr(provider, "first_names_female", ()) or ())
            male |= set(getattr(provider, "first_names_male", ()) or ())
        first = p["name"].split(", ")[1]
        if first in female and first not in male:
            assert p["sex"] == ui_list(content, "records.ehr.sexes")[0], (lang, seed, first)
        if first in male and first not in female:
            assert p["sex"] == ui_list(content, "records.ehr.sexes")[1], (lang, seed, first)
        for drug, sig in zip(p["meds"], p["sigs"], strict=True):
            assert ANALGESIC.search(drug) or not PAIN.search(sig), (lang, seed, drug, sig)


def test_prescriptions_give_directions_that_fit_the_drug():
    from surfaces.kit.medication import ANALGESIC, PAIN, dose_form, sig_form
    for lang, seed, p in sampled("prescription_view", 15):
        for med in p["meds"]:
            assert sig_form(med["sig"]) == dose_form(med["drug"]), (lang, seed, med)
            assert ANALGESIC.search(med["drug"]) or not PAIN.search(med["sig"]), (lang, seed)
