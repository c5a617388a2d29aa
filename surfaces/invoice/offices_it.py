"""The office code of an Italian VAT number (partita IVA digits 8-10): the province of the
firm's seat in the historical ISTAT order (001 Torino ... 058 Roma ... 087 Catania ... 100
Prato), so a firm registered in Rome carries 058, never Catania's 087 (review r48)."""

from __future__ import annotations

import numpy as np

# province abbreviations in ISTAT order: the n-th (from 1) is office code n
ISTAT_ORDER = (
    "TO VC NO CN AT AL AO IM SV GE SP VA CO SO MI BG BS PV CR MN BZ TN VR VI BL TV VE PD RO "
    "UD GO TS PC PR RE MO BO FE RA FC PU AN MC AP MS LU PT FI LI PI AR SI GR PG TR VT RI RM "
    "LT FR CE BN NA AV SA AQ TE PE CH CB FG BA TA BR LE PZ MT CS CZ RC TP PA ME AG CL EN CT "
    "RG SR SS NU CA PN IS OR BI LC LO RN PO").split()
OFFICE = {prov: f"{k + 1:03d}" for k, prov in enumerate(ISTAT_ORDER)}


def office_code(rng: np.random.Generator, prov: str) -> str:
    """The three digits of the seat's province ``prov`` ("RM" -> "058"); a province not in
    the table (a newer one) draws any code."""
    return OFFICE.get(prov) or f"{int(rng.integers(1, 101)):03d}"
