"""A firm's founding year and headcount that fit each other and its name (r57 0016:
"Fondata nel 2018 … Delfino e figli … circa 2.400 dipendenti").

A name "… e figli" / "et Fils" / "& Söhne" / "e hijos" / "en zonen" / "& Sons" is a family
firm handed down: founded long ago (1890-1985). A young firm (under ten years) has 20-300
staff, one of ten to twenty-five years up to about 1,400; only an older one the thousands.
The new jobs an announcement names are a share of the staff (a quarter at most).
"""

from __future__ import annotations

import re

import numpy as np

FAMILY = re.compile(r"\b(?:e figli|& figli|et Fils|& Söhne|und Söhne|e hijos|e Hijos|"
                    r"en zonen|& Zonen|& Sons|and Sons)\b", re.I)


def is_family_firm(name: str) -> bool:
    return bool(FAMILY.search(name))


def founded_year(rng: np.random.Generator, name: str, year: int, since: int = 0) -> int:
    """The year a firm named ``name`` was founded, seen in ``year``; not before ``since``,
    the year its trade began (r67 0027: a solar installer founded in 1954)."""
    if is_family_firm(name):
        low, high = 1890, 1986
    else:
        low, high = 1952, year - 4
    low = max(low, since)
    return int(rng.integers(low, max(high, low + 1)))


def staff(rng: np.random.Generator, founded: int, year: int) -> tuple[int, int]:
    """(new jobs, employees) of a firm founded in ``founded``, seen in ``year``."""
    age = year - founded
    if age < 10:
        jobs = int(rng.integers(1, 5)) * 10
        return jobs, jobs * int(rng.integers(4, 8))  # 40-280
    if age < 25:
        jobs = int(rng.integers(4, 15)) * 10
        return jobs, jobs * int(rng.integers(4, 11))  # 160-1,400
    jobs = int(rng.integers(4, 30)) * 10
    return jobs, jobs * int(rng.integers(4, 15))
