"""A job application's two firms (the one applied to, the applicant's employer) are named
in one style: both invented, neither a real brand ("Royal HaskoningDHV") nor a made-up
warrant or foundation ("Royal van Loon", "Stichting …"); the Dutch letter says what
appeals ("Wat mij aanspreekt in …"), never "Wat mij trekt in …"."""

from __future__ import annotations

import numpy as np
from world_helpers import sampled

from generator.content import Content, names
from generator.content.provider import locale_data
from surfaces.kit.sector_firms import SECTORS, sector_pattern


def test_both_firms_invented_in_one_style() -> None:
    for lang, seed, p in sampled("job_application", 25):
        real, prefixes = names.real_companies(locale_data(lang).FAKER_LOCALE)
        content = Content(lang, np.random.default_rng(0))
        for firm in (p["company"], p["employer"]):
            # (a trade's own name template, "Grupo Sanitario Cénit", is invented too)
            assert firm not in real and (not firm.startswith(prefixes) or any(
                sector_pattern(content, sector).match(firm) for sector in SECTORS)), \
                (lang, seed, firm)
            assert " " in firm.strip() or "-" in firm, (lang, seed, firm)  # no bare surname
        if lang == "nl":
            assert not any("trekt in" in t for t in p["letter"]), (seed, p["letter"])
