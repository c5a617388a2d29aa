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


def test_term_rows_align_term_and_definition() -> None:
    """In the list of terms each row's definition sits on the row's middle as its term does
    (the definition was pinned to the row's top while the term was centred)."""
    from generator.page import make_theme
    from surfaces import registry

    surface = registry.get("flashcard_deck")()
    rows = 0
    for lang, seed, p in sampled("flashcard_deck", 30):
        if p["layout"] != "set":
            continue
        page = surface.compose(p, make_theme(False, "blue"))
        for index, reg in enumerate(page.regions):
            if not reg.name.startswith("term "):
                continue
            blocks = [b for b in page.text_blocks() if b.region == index and b.laid.lines]
            assert len(blocks) == 2, (lang, seed, reg.name)
            mids = [(b.laid.lines[0].baseline - b.laid.lines[0].ascent + b.laid.bottom) / 2
                    for b in blocks]
            row_mid = (reg.box[1] + reg.box[3]) / 2
            assert all(abs(m - row_mid) <= 4 for m in mids), (lang, seed, reg.name, mids, row_mid)
            rows += 1
    assert rows > 100
