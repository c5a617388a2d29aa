"""Review r73 (seed 73073): the defects of the reader report, each over many seeds and every
language."""

from __future__ import annotations

import re

from world_helpers import region_words, rendered, sampled

WORDS = re.compile(r"\w+")


def test_profile_experience_shows_every_firm_the_about_card_names() -> None:
    """The About card's firms all appear in the experience list ("nach vier Jahren bei
    Dreyer & Reuter KG" under a list of two firms), each at three years like its span."""
    for lang, seed, p in sampled("profile_page", 12):
        if seed >= 6:
            break
        _, geo = rendered("profile_page", lang, seed)
        shown = " ".join(region_words(geo, "experience"))
        about = " ".join(p["texts"])
        for job in p["jobs"]:
            if job["company"] in about or job is p["jobs"][0]:
                assert WORDS.findall(job["company"])[0] in shown, (lang, seed, job, shown)
        assert not re.search(r"\b(two|four|zwei|vier|deux|quatre|dos|cuatro|due|quattro|"
                             r"twee)\b", p["texts"][0]), (lang, seed, about)
