"""A mail search lists mails that name what was searched: every result's subject names the
query (no "Call on Wednesday" among the results for "meeting minutes")."""

from __future__ import annotations

from world_helpers import sampled


def test_every_result_names_the_query() -> None:
    for lang, seed, p in sampled("email_search_results", 10):
        for r in p["results"]:
            assert p["query"].lower() in (r["subject"] + " " + r["snippet"]).lower(), \
                (lang, seed, p["query"], r["subject"])
