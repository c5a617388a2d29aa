"""An invoice's number in its year's sequence, and the file the viewer names after it."""

from __future__ import annotations

import datetime
import math
import re

import numpy as np


def pdf_name(title: str, number: str) -> str:
    """The invoice's file as the viewer names it: its title and its number ("fattura_12-2026.pdf"
    for no. 12/2026), so the file and the page name the same invoice."""
    return f"{title.lower()}_{re.sub(r'[/ ]+', '-', number)}.pdf"


def sequence(rng: np.random.Generator, issue: datetime.date, corporate: str) -> int:
    """The invoice's number in its year's sequence: about as many as the firm has written
    since 1 January at its pace (a sole trader one every 2 to 25 days, a company up to four
    a day), so a sole trader's invoice of 5 January is no. 1 to 3 (r49: "2026-0906")."""
    low, high = (0.04, 0.5) if not corporate else (0.1, 4.0)
    per_day = math.exp(rng.uniform(math.log(low), math.log(high)))
    day = issue.timetuple().tm_yday
    return 1 + int(rng.integers(0, 2)) + int(day * per_day)
