"""The mail open in a search's reading pane opens on the line naming the searched document,
in the order people write (the matching line first, a question last), signed by its sender."""

from __future__ import annotations

from world_helpers import sampled


def test_pane_mail_is_about_the_query_in_order() -> None:
    for lang, seed, p in sampled("email_search_results", 8):
        r = p["results"][0]
        lines = r["lines"]
        assert p["query"].lower() in lines[0].lower(), (lang, seed, lines)
        asks = [k for k, t in enumerate(lines) if t.rstrip().endswith("?")]
        assert asks in ([], [len(lines) - 1]), (lang, seed, lines)
        assert p["body"][-1] == r["sender"].split()[0], (lang, seed, p["body"])
