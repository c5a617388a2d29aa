"""A job posting has one working-time term (full-time, part-time or contract) and at most
one place term (remote or hybrid): its detail chips never read "Hybrid · Remote", and the
list row shows one of the posting's own terms."""

from __future__ import annotations

from world_helpers import decontract, sampled

from generator.content.provider import locale_data


def test_job_terms_agree() -> None:
    for lang, seed, p in sampled("job_listing", 25):
        types = locale_data(lang).UI["media.job_types"]
        hours, places = {types[0], types[1], types[4]}, {types[2], types[3]}
        for job in p["jobs"]:
            terms = job["terms"]
            assert len(set(terms) & hours) == 1, (lang, seed, terms)
            assert len(set(terms) & places) <= 1, (lang, seed, terms)
            assert job["type"] in terms, (lang, seed, job["type"], terms)


def test_every_title_carries_the_marker_and_employers_are_firms():
    """Every title of a board carries the country's marker ("Responsable d'entrepôt H/F"
    too), employers read as firms (not "Hervé") and the posting describes its employer
    from its own facts (its name and town)."""
    from generator import languages

    for lang, seed, p in sampled("job_listing", 12):
        marker = languages.fact(lang, "people.job_advert", str).replace("{title}", "").replace(
            "{both}", "")  # Spanish: both endings ("Enfermero/a"), no marker after it
        for job in p["jobs"]:
            assert job["title"].endswith(marker), (lang, seed, job["title"])
            assert " " in job["company"] or "-" in job["company"], (lang, seed, job["company"])
        active = p["jobs"][p["active"]]
        text = " ".join(p["texts"])
        # the town as the text writes it after a preposition ("alla Spezia", "au Havre")
        assert active["company"] in text, (lang, seed, text)
        assert active["city"].lower() in decontract(text).lower(), (lang, seed, text)
