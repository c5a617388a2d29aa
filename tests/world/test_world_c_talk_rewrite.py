"""A message in the writing assistant speaks to its reader or about a colleague, never both
of one person: "hey Patricia, ..." is not followed by "the 5 files Patricia asked for"."""

from __future__ import annotations

import re

from world_helpers import sampled

from surfaces.translation_app import ABOUT, ADDRESS


def test_the_addressee_is_never_spoken_of() -> None:
    both = 0
    for lang, seed, p in sampled("translation_app", 40):
        used = set(p["pairs"])
        assert not (used & set(ADDRESS) and used & set(ABOUT)), (lang, seed, p["src"])
        both += bool(used & set(ADDRESS))
        # the files are the reader's own request: no name of a third person beside them
        for text in p["src"] + p["dst"]:
            assert not re.search(r"\b\d+ (files|dateien|fichiers|archivos|file|bestanden) "
                                 r"(\w+ )?[A-Z]\w+ asked", text), (lang, seed, text)
    assert both > 20, both
