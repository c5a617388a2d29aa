"""The pull request list is one repository's: a label keeps its colour on every row, drafts
carry no review state, and the open and closed counts fit below the newest number shown."""

from __future__ import annotations

from world_helpers import sampled


def test_labels_reviews_and_counts_agree() -> None:
    for lang, seed, p in sampled("pull_request_list", 3):
        colours: dict[str, str] = {}
        for row in p["rows"]:
            for lab, colour in zip(row["labels"], row["colours"], strict=True):
                assert colours.setdefault(lab, colour) == colour, (lang, seed, lab)
            assert row["state"] == "open" or row["review_kind"] == "", (lang, seed)
        assert p["n_open"] + p["n_closed"] <= p["top"], (lang, seed)
        assert p["n_open"] >= sum(r["state"] in ("open", "draft") for r in p["rows"])
