"""Word targets: word_center (point) on a word that the bare quote identifies uniquely."""

from __future__ import annotations

import numpy as np

from generator.rng import choice
from generator.targets.categories import CATEGORIES
from generator.targets.index import BODY_ROLES, PageIndex
from generator.targets.target import Target, inside, pad_thin


def word_target(index: PageIndex, category: str, rng: np.random.Generator) -> Target | None:
    geo = index.geo
    candidates = [w for w in index.words_with_role(BODY_ROLES)
                  if len(w.text) >= 2 and index.unique(w)]
    if not candidates:
        return None
    word = choice(rng, candidates)
    box = pad_thin(geo.word_box(word))
    if not inside(box, geo.width, geo.height):
        return None
    cat = CATEGORIES[category]
    return Target(category, cat.data_type, cat.answer_type, box,
                  {"kind": "word", "text": word.text, "word": word.id},
                  list(range(*word.glyphs)))
