"""The search page: every result title and the questions are about the query's subject."""

from tests.world.world_helpers import sampled


def test_results_and_questions_name_the_query_subject():
    for lang, seed, p in sampled("search_page", 10):
        query = p["query"]
        subjects = [w for w in (r["title"].split(" - ")[0] for r in p["results"])]
        assert len(set(subjects)) == len(subjects), (lang, seed, subjects)  # no title twice
        snippets = [r["snippet"] for r in p["results"]]
        assert len(set(snippets)) == len(snippets)
        for r in p["results"]:
            title = r["title"].lower()
            # the title shares a content word (of 4+ letters) with the query
            assert any(w in title for w in query.split() if len(w) >= 4), (lang, query, title)


def test_english_article_before_a_vowel() -> None:
    import numpy as np

    from generator.content import Content
    content = Content("en", np.random.default_rng(0))
    assert content.fill("a {x} and a user", x="air fryer") == "An air fryer and a user"
    assert content.fill("Buy a {x}", x="e-bike") == "Buy an e-bike"
    assert content.fill("a {x} for a European", x="unicorn") == "A unicorn for a European"


def test_a_name_ending_in_a_full_stop_ends_the_sentence_once() -> None:
    import numpy as np

    from generator.content import Content
    content = Content("fr", np.random.default_rng(0))
    assert content.fill("Merci chez {c}.", c="Moreau S.A.R.L.") == "Merci chez Moreau S.A.R.L."
    assert content.fill("Attendez... bon.") == "Attendez... bon."


def test_results_answer_the_query_intent_from_agreeing_sites():
    """'best router 2025' lists tests and buying guides dated 2025 (not repair tips); a
    result's site name, domain and URL path agree (no 'Kestrel' on cook-thomas.com)."""
    import re

    from surfaces.search_page import _slug
    for lang, seed, p in sampled("search_page", 12):
        for r in p["results"]:
            host, _, path = r["url"].removeprefix("https://").partition(" › ")
            words = re.findall(r"[a-z]{4,}", _slug(r["site"]))
            flat = re.sub(r"(?<=[aou])e", "", host.replace("-", ""))  # geraetecheck
            assert any(w in host.replace("-", "") or w in flat for w in words), (lang, seed, r)
            assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", path), (lang, seed, path)
            assert " - " not in r["title"] or r["title"].endswith(r["site"]), (lang, r["title"])
            tag = re.match(r"\[[^\]]+\] (\w)", r["title"])
            assert not tag or not tag[1].islower(), (lang, r["title"])  # "[Solved] Router"
            text = r["snippet"].lower()
            assert not any(text.count(c) > 1 for c in re.split(r"[.?!:] ", text) if len(c) > 15)
        if "2025" in p["query"]:
            assert all("2025" in r["date"] or "25" in r["date"] for r in p["results"]), p
