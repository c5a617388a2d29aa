"""Wave-17 fixes (h_fix1): pages a reader caught contradicting themselves in 0.21.0."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import decontract, sampled, template_regex

from generator.content import Content


def test_cover_letter_duty_is_the_role_own_and_plain():
    """A cover letter's day-to-day line is the role's own (a data analyst's reports, never
    the app a developer maintains; r50 0007), and the plain textarea styles nothing."""
    seen: set[tuple[str, int]] = set()
    for lang, seed, p in sampled("job_application", 40):
        duties = Content(lang, np.random.default_rng(0)).data.SLOTS["shop2_letter_duty"]
        letter = decontract(" ".join(p["letter"]))
        hits = [k for k, t in enumerate(duties)
                if re.search("(?i)" + template_regex(t, True), letter)]
        assert hits == [p["role"]], (lang, seed, p["title"], hits, letter)
        assert not any(p["marks"]), (lang, seed, p["marks"])
        seen.add((lang, p["role"]))
    assert len(seen) >= 6 * 10, sorted(seen)
