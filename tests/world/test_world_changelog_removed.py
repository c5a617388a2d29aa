"""A changelog never removes a screen that later releases still fix: an old screen is
replaced by a new version, never simply removed."""

from __future__ import annotations

import re

from world_helpers import sampled

GONE = re.compile(r"has been removed|wurde entfernt|a été (?:supprimé|retiré)|"
                  r"Se ha (?:eliminado|retirado)|è stata (?:rimossa|eliminata)|"
                  r"is (?:verwijderd|uitgefaseerd)")


def test_no_screen_is_removed():
    for lang, seed, p in sampled("changelog_page", 15):
        for r in p["releases"]:
            for _, items in r["sections"]:
                for text, _ in items:
                    assert not GONE.search(text), (lang, seed, text)
