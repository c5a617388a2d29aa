"""A settings page's help text carries no bold or italic on an arbitrary word (review: a
German description with "Schaltflächen" in bold); only its "more info" link is styled."""

from __future__ import annotations

from world_helpers import sampled


def test_help_text_has_no_arbitrary_emphasis() -> None:
    for lang, seed, p in sampled("settings_panel", 10):
        for row in p["rows"]:
            kinds = {m[2] for m in row["marks"]}
            assert kinds <= {"link", "code"}, (lang, seed, row["desc"], row["marks"])
