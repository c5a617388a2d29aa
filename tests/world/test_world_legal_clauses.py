"""Each section of the terms and each contract clause is about its heading: it opens with the
heading's own clause and keeps the usual order (fees billed before "some features are paid";
the service before the change requests), and privacy is never filed under "Your Content"."""

from __future__ import annotations

from world_helpers import sampled

from surfaces.contract_page import CLAUSES
from surfaces.terms_of_service import SECTIONS


def test_terms_sections_follow_their_headings():
    for lang, seed, p in sampled("terms_of_service", 8):
        for n, sec in enumerate(p["sections"], p["first"]):
            own = SECTIONS[n - 1]
            assert sec["ids"][0] == own[0], (lang, seed, n, sec["ids"])
            assert sec["ids"] == sorted(sec["ids"], key=own.index), (lang, seed, sec["ids"])
            # a one-clause heading adds a second clause of its own (h_facts2.tos_more, r67 0008)
            assert len(sec["ids"]) + sec["more"] == len(sec["texts"])
            assert sec["more"] == (len(own) == 1), (lang, seed, n)
        assert 12 not in SECTIONS[3]  # the privacy sentence


def test_contract_clauses_keep_their_order():
    for lang, seed, p in sampled("contract_page", 8):
        for cl in p["clauses"]:
            own = CLAUSES[cl["number"] - 1]
            if not set(cl["ids"]) <= set(own):  # French has no liability cap: the warranty
                assert cl["ids"] == [8], (lang, seed, cl["ids"])
                continue
            assert cl["ids"] == sorted(cl["ids"], key=own.index), (lang, seed, cl["ids"])
        text = " ".join(t for cl in p["clauses"] for t in cl["texts"])
        assert "Annex An " not in text, (lang, seed)
