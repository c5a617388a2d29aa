"""A mail search's results are one mailbox's: the owner's own mail (Sent, Drafts) is from the
owner and nobody else's is, every snippet shows the hit it was found by, and the count is at
least the rows listed (a longer list scrolls)."""

from __future__ import annotations

from world_helpers import sampled


def test_owner_folders_snippets_and_count() -> None:
    for lang, seed, p in sampled("email_search_results", 20):
        own = {p["folders"][1], p["folders"][2]}
        for r in p["results"]:
            assert (r["sender"] == p["me"]) == (r["folder"] in own), (lang, seed, r)
            assert p["query"].lower() in r["snippet"].lower(), (lang, seed, r["snippet"])
        assert p["results"][0]["folder"] not in own, (lang, seed)
        assert p["total"] >= len(p["results"]), (lang, seed)
        assert str(p["total"]) in p["found"], (lang, seed, p["found"])
        assert p["greeting"].find(p["me"].split()[0]) >= 0, (lang, seed, p["greeting"])


def test_no_two_rows_open_alike() -> None:
    """Two hits never open with the same words ("Het budget staat nu in de gedeelde map")."""
    for lang, seed, p in sampled("email_search_results", 12):
        heads = [" ".join(r["snippet"].split()[:5]) for r in p["results"]]
        assert len(set(heads)) == len(heads), (lang, seed, heads)
