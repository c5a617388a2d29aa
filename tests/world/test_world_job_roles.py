"""A job is sampled before it is written: its pay fits the role (an office manager is not
paid like a developer), its text and requirements are the role's (a nurse is never asked
for SQL), and a cover letter is written from the applicant's own employer."""

from __future__ import annotations

import numpy as np
from world_helpers import sampled, written_from

from generator.content import Content
from surfaces.kit.jobs import ROLES, role_band


def _band(lang: str, cur: str, role: int, city: str = "") -> tuple[float, float]:
    lo, hi = role_band(lang, cur, role, city)
    return lo - 500, hi + 1500


def test_listing_pay_and_text_fit_each_role():
    for lang, seed, p in sampled("job_listing", 6):
        data = Content(lang, np.random.default_rng(0)).data
        roles = [j["role"] for j in p["jobs"]]
        assert len(set(roles)) == len(roles), (lang, seed, roles)
        for job in p["jobs"]:
            lo, hi = job["band"]
            low, high = _band(lang, p["currency"], job["role"], job["city"])
            assert low <= lo < hi <= high, (lang, seed, job, low, high)
            if ROLES[job["role"]][3] in ("onsite", "shift"):  # a ward is never remote
                assert len(job["terms"]) == 1, (lang, seed, job)
            if ROLES[job["role"]][3] == "no_remote":
                assert data.UI["media.job_types"][2] not in job["terms"], (lang, seed, job)
        active = p["jobs"][p["active"]]["role"]
        duty = data.SLOTS["shop2_job_duty"][active]
        assert written_from(p["texts"][0].split(". ")[0] + ".", [duty], single=True), \
            (lang, seed, p["texts"][0])
        assert written_from(p["reqs"][1], [data.SLOTS["shop2_job_skill"][active]]), \
            (lang, seed, p["reqs"])
        others = [s for k, s in enumerate(data.SLOTS["shop2_job_skill"]) if k != active]
        assert not any(written_from(r, others) for r in p["reqs"]), (lang, seed, p["reqs"])


def test_application_asks_the_role_pay_and_writes_from_another_employer():
    for lang, seed, p in sampled("job_application", 6):
        lo, hi = p["band"]
        assert lo <= p["ask"] <= hi + 500, (lang, seed, p["band"], p["ask"])
        assert p["employer"] != p["company"], (lang, seed)
        letter = " ".join(p["letter"])
        assert p["employer"] in letter, (lang, seed, letter)
        assert "{" not in letter and "}" not in letter, (lang, seed, letter)
        field = ROLES[p["role"]][2]
        data = Content(lang, np.random.default_rng(0)).data
        for other in {r[2] for r in ROLES} - {field}:
            sentences = [s.strip() + "." for s in letter.split(".") if s.strip()]
            assert not any(written_from(s, data.SENTENCES[f"shop2_letter_{other}"], single=True)
                           for s in sentences), (lang, seed, other, letter)


def test_a_remote_job_offers_no_travel_pass():
    for lang, seed, p in sampled("job_listing", 5):
        data = Content(lang, np.random.default_rng(0)).data
        remote = data.UI["media.job_types"][2] in p["jobs"][p["active"]]["terms"]
        assert (data.UI["media.benefit_list"][1] in p["bens"]) != remote, (lang, seed)
