"""A profile's About card is written from its own job list and town: the current firm and
the two before it, one trade throughout, posts from the person's own town, firms that read
as firms, marks only on the firm or numbers (years "in a bookshop" above an accountant's
jobs, "This blog" on a social profile, a sunset over another city are gone)."""

from __future__ import annotations

import re

from world_helpers import decontract, sampled

from generator.content.provider import locale_data


def test_about_jobs_posts_and_marks_agree() -> None:
    for lang, seed, p in sampled("profile_page", 14):
        jobs = p["jobs"]
        trade = jobs[1]["title"]  # one trade; senior now, junior at the first firm
        assert all(trade in j["title"] for j in jobs), (lang, seed, jobs)
        about = " ".join(p["texts"])
        # the headline names the current firm and role; the About card the earlier firms
        # and when the current job began (it does not restate the headline)
        assert jobs[0]["company"] in p["headline"] and jobs[1]["company"] in about, (lang, seed)
        assert jobs[0]["span"].split()[0] in about, (lang, seed, about)
        assert jobs[0]["company"] not in about, (lang, seed, about)
        assert p["city"].lower() in decontract(about).lower(), (lang, seed, about)
        assert all(" " in j["company"] or "-" in j["company"] for j in jobs), (lang, jobs)
        towns = set(locale_data(lang).SLOTS["cities"]) - {p["city"]}
        for post in p["posts"]:
            assert not any(re.search(rf"\b{re.escape(t)}\b", post) for t in towns
                           if t not in p["city"]), (lang, seed, post)
        for text, marks in zip(p["texts"], p["marks"], strict=True):
            for start, end, _, _ in marks:
                assert text[start:end] == jobs[0]["company"] or text[start].isdigit(), \
                    (lang, seed, text[start:end])


def test_firms_are_neither_bare_names_nor_real_brands() -> None:
    """Content.firm never gives a bare surname ("Hervé") or a real firm Faker lists ("Accor",
    "Shell"), nor a foundation or a royal warrant."""
    import numpy as np

    from generator.content import Content
    from generator.content.names import real_companies

    for lang in ("en", "de", "fr", "es", "it", "nl"):
        content = Content(lang, np.random.default_rng(3))
        real, prefixes = real_companies(content.data.FAKER_LOCALE)
        for _ in range(60):
            name = content.firm()
            assert (" " in name or "-" in name) and name not in real, (lang, name)
            assert not name.startswith(prefixes), (lang, name)
