"""A job board's open posting is written by its own company in its own town: the text under
"Backend Developer – Hale Group, Miami" names Hale Group and Miami, no other firm or city."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content.provider import locale_data


def test_the_open_posting_names_its_own_company_and_town() -> None:
    for lang, seed, p in sampled("job_listing", 12):
        job = p["jobs"][p["active"]]
        text = " ".join(p["texts"])
        others = {j["company"] for j in p["jobs"]} - {job["company"]}
        assert not any(o in text for o in others if o not in job["company"]), (lang, seed)
        towns = set(locale_data(lang).SLOTS["cities"]) - {job["city"]}
        assert not any(re.search(rf"\b{re.escape(t)}\b", text) for t in towns
                       if t not in job["city"]), (lang, seed, text)
