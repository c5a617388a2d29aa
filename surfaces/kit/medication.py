"""Medication directions that fit the drug: its dose form (an inhaler's say puffs, a
tablet's tablets or capsules) and its use ("as needed for pain" only for painkillers).
Shared by the patient record and the prescription."""

from __future__ import annotations

import re

# A drug's directions match its dose form: an inhaler's say puffs, a tablet's say tablets or
# capsules (never drops, a cream or a sachet). Word stems of the six languages.
INHALER = re.compile(r"inhaler|aerosol|aérosol|inhalador|spray|inhalator", re.I)
INHALED = re.compile(r"inhal(?!t)|puff|\bHub|Hübe|bouffée|spruzz|erogazion|pufje", re.I)
ORAL = re.compile(r"tablet|capsule|kapsel|comprim|gélule|cápsula|compress|capsul", re.I)
OTHER = re.compile(r"sachet|beutel|drop|tropfen|saft|goutte|gota|gocce|druppel|sobre|bustina|zakje|"
                   r"apply|auftragen|appliquer|aplicar|applicare|stendere|aanbrengen|injec|"
                   r"iniezion|crema|cream|creme|pomata|\bgel\b|nasenloch|nasal|neus|nez\b|"
                   r"nariz|naso|ohr|oog|œil|ojo|occhi|eye|auge|ml\b", re.I)


# "as needed for pain" directions belong to painkillers only (a statin taken for pain is a
# mix-up); word stems of the six languages, international drug names
PAIN = re.compile(r"pain|schmerz|douleur|dolor|dolore|pijn", re.I)
ANALGESIC = re.compile(r"ibuprof|paracetamol|naprox|naprossen|diclofenac|metamizol|acetaminophen|"
                       r"tramadol|aspirin|acetylsalicyl", re.I)


def dose_form(drug: str) -> str:
    return "inhaled" if INHALER.search(drug) else "oral"


def sig_form(sig: str) -> str:
    if OTHER.search(sig):
        return "other"
    if INHALED.search(sig):
        return "inhaled"
    return "oral" if ORAL.search(sig) else "other"
