"""A flashcard session's numbers agree: the due counts (new, learning, review) add up to
the cards left after the progress bar, the card counter lies inside the deck, and the deck
holds as many distinct cards as "Terms in this set" says."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content.provider import locale_data


def test_flashcard_counts_agree() -> None:
    for lang, seed, p in sampled("flashcard_deck", 30):
        assert 1 <= p["index"] < p["total"], (lang, seed)
        assert sum(p["counts"]) == p["total"] - p["index"] + 1, (lang, seed, p["counts"])
        assert min(p["counts"]) >= 0
        assert p["total"] <= len(locale_data(lang).SLOTS["rec_card"]), (lang, seed)
        assert int(re.findall(r"\d+", p["terms"])[0]) == p["total"]
