"""A patient's medication list: each drug's directions fit its dose form. An inhaler's say
puffs or inhalations; a tablet or capsule drug's say tablets or capsules, never drops, a
cream, a sachet, a syrup or puffs. All six languages, 30 pages each."""

from __future__ import annotations

import re

from world_helpers import sampled

INHALER = re.compile(r"inhaler|aerosol|aérosol|inhalador|spray|inhalator", re.I)
PUFFS = re.compile(r"inhale|puff|Hub|Hübe|inhalieren|bouffées|inhalaciones|spruzzi"
                   r"|erogazioni|pufje", re.I)
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
