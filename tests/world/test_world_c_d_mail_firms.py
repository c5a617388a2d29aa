"""A job application's two firms (the one applied to, the applicant's employer) are named
in one style: both invented, neither a real brand ("Royal HaskoningDHV") nor a made-up
warrant or foundation ("Royal van Loon", "Stichting …"); the Dutch letter says what
appeals ("Wat mij aanspreekt in …"), never "Wat mij trekt in …"."""

from __future__ import annotations

from world_helpers import sampled

from generator.content import names
from generator.content.provider import locale_data


def test_both_firms_invented_in_one_style() -> None:
    for lang, seed, p in sampled("job_application", 25):
        real, prefixes = names.real_companies(locale_data(lang).FAKER_LOCALE)
        for firm in (p["company"], p["employer"]):
            assert firm not in real and not firm.startswith(prefixes), (lang, seed, firm)
            assert " " in firm.strip() or "-" in firm, (lang, seed, firm)  # no bare surname
        if lang == "nl":
            assert not any("trekt in" in t for t in p["letter"]), (seed, p["letter"])
