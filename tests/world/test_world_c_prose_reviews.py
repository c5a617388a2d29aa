"""c_prose: a review reads as one customer's verdict. Its first sentence has its title's
tone (no "Would buy again" over a body of complaints), "Five stars" sits over five stars
only, one "but ..." sentence at most (two said the same clause twice), and the product is
named in no two sentences running ("the desk fan itself is fine. The desk fan arrived")."""

from __future__ import annotations

import re

from world_helpers import sampled, written_from

from generator.content.provider import locale_data
from surfaces.review_page import FULL_MARKS, names


def _tone_of(data, sentence: str) -> set[str]:
    return {t for t in ("good", "mixed", "bad")
            if written_from(sentence, data.SENTENCES[f"review.{t}"])}


def test_reviews_open_in_their_titles_tone_and_name_the_product_once_running() -> None:
    checked = 0
    for lang, seed, p in sampled("review_page", 40):
        data = locale_data(lang)
        item = next(i for i in data.SLOTS["review_item"] if i.lower() in p["product"].lower())
        said = " ".join(t for tone in ("good", "mixed", "bad")
                        for t in data.SENTENCES[f"review.{tone}"])
        noun = item if "{product}" in said else data.UI["review.noun"]
        for r in p["reviews"]:
            sentences = [s for s in re.split(r"(?<=[.!])\s+(?=[A-ZÀ-Ý0-9¡¿])", r["text"]) if s]
            title_tones = {t for t in ("good", "mixed", "bad")
                           if written_from(r["title"], data.TITLES[f"review.{t}"])}
            assert title_tones & _tone_of(data, sentences[0]), (lang, seed, r["title"], r["text"])
            if FULL_MARKS.search(r["title"]):  # full marks, in any language's wording
                assert r["stars"] == 5, (lang, seed, r["title"], r["stars"])
            mixed = [s for s in sentences if "mixed" in _tone_of(data, s)
                     and not _tone_of(data, s) - {"mixed"}]
            assert len(mixed) <= 1, (lang, seed, r["text"])
            for a, b in zip(sentences, sentences[1:], strict=False):
                assert not (names(a, noun) and names(b, noun)), (lang, seed, r["text"])
            checked += 1
    assert checked > 600
