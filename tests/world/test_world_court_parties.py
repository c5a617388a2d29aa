"""A complaint names its parties and its papers: the defendant of the caption is named in the
body, party names carry no dot that would cut a sentence, and the contract, court, order or
invoice are written from the case (its date, town, numbers), so two filings print different
sentences. All six languages, params only."""

from __future__ import annotations

from world_helpers import sampled


def test_the_body_names_the_defendant_and_the_cases_papers() -> None:
    pages = named = dated = 0
    for lang, _seed, p in sampled("court_filing", 10):
        pages += 1
        body = " ".join(p["texts"])
        assert "." not in p["plaintiff"] and "." not in p["defendant"], (lang, p["defendant"])
        if lang in ("de", "nl"):
            assert p["defendant"].split()[-1] in ("GmbH", "AG", "KG", "BV", "NV"), p["defendant"]
        named += p["defendant"] in body
        town = p["county"].split()[-1].lower()
        dated += town in body.lower() or any(ch.isdigit() for ch in body)
    assert named >= 0.8 * pages, (named, pages)
    assert dated >= 0.9 * pages, (dated, pages)
