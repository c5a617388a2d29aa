"""A word named by its neighbour ("'maintain' right before 'network'") is named by a
landmark a reader would use: never by a one- or two-character word ("a", "1")."""

from __future__ import annotations

import numpy as np
from targets_oracle import page

from generator.targets import SAMPLERS, PageIndex


def _neighbour_clauses(surface: str, seed: int, draws: int) -> list[dict]:
    _, geo = page(surface, seed)
    index = PageIndex(geo)
    out = []
    for salt in range(draws):
        target = SAMPLERS["word_center"](index, "word_center", np.random.default_rng([seed, salt]))
        if target is not None:
            out += [q for q in target.ref.get("qualifiers", [])
                    if q["type"] in ("after", "before")]
    return out


def test_neighbour_landmarks_have_three_characters_or_more():
    clauses = []
    for surface, seed in (("search_page", 3), ("docs_site", 11), ("fax_cover", 5),
                          ("gmail_thread", 12)):
        clauses += _neighbour_clauses(surface, seed, 120)
    assert clauses, "no neighbour clause drawn: the test would prove nothing"
    short = [q["text"] for q in clauses if len(q["text"]) < 3]
    assert not short, short
