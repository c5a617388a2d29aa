"""A newsletter announcing a season is sent in that season (no "Winter is here" in June)."""

from __future__ import annotations

import numpy as np

from generator.content import Content
from surfaces.newsletter_email import SEASONS, _dated


def test_season_fits_the_date() -> None:
    months = {"en": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()}
    content = Content("en", np.random.default_rng(1))
    for words, (first, last) in SEASONS.items():
        for seed in range(20):
            date = _dated(np.random.default_rng(seed), content, f"{words[0]} is here")
            month = months["en"].index(date.split()[0]) + 1
            assert first <= month <= last, (words[0], date)
