"""Style marks on the names a writer styles (a person, a firm, a place, the subject), not on
arbitrary words: the first mention of each name in a paragraph."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.kit.prose import mentions


def entity_marks(rng: np.random.Generator, text: str, names: list[str],
                 kinds: tuple[str, ...] = ("link",), share: float = 0.7) -> list[list[Any]]:
    """[start, end, kind, ""] marks on the first mention of some of ``names`` in ``text``
    (each kept with probability ``share``), non-overlapping and sorted."""
    out: list[list[Any]] = []
    for name in names:
        if not name or rng.random() >= share:
            continue
        m = next(mentions(text, name, re.IGNORECASE), None)  # its first mention
        if m and not any(m.start() < b and a < m.end() for a, b, _, _ in out):
            out.append([m.start(), m.end(), str(kinds[int(rng.integers(0, len(kinds)))]), ""])
    return sorted(out)
