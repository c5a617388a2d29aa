"""A save dialog's suggested name is not a file the folder already holds (r75 0018: "Rapport
trimestriel" for an untitled document, listed just above)."""

from __future__ import annotations

from world_helpers import sampled


def test_suggested_name_is_new() -> None:
    for lang, seed, p in sampled("file_save_dialog", 40):
        listed = {f["name"].casefold() for f in p["files"]}
        assert p["file_name"].casefold() not in listed, (lang, seed, p["file_name"])
