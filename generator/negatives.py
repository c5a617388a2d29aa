"""Absent targets (``--negatives F``, SPEC 12): instructions about text that is not on the page.

The text is plausible for the page: a real word of the page's language (from the language's
content vocabulary, ``SLOTS``, alphabetic, 4 letters or more) or, on a page showing tokens
with digits (order numbers, dates, amounts), one of them with its digits redrawn (a
same-shaped token). It is kept only when no form of it is on the page, case-insensitively
and through OCR confusions (``generator.verify.absent.fold``); the pipeline then has the
verifier check the written row like any other (``present`` / ``confusable`` rejections).

An absent target: ``answer_type "absent"``, ``eval {"type": "absent"}``, ``bbox`` and
``point`` null, ``data_type "absent"``, ``category`` ``absent_word`` or ``absent_token``,
phrased like ``word_center`` or ``word_bbox`` (half each). Difficulty: ``hard`` when a word
of the page has the same length and the same first three folded letters (a near miss a
reader must rule out), else ``medium``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import numpy as np

from generator.content import locale_data
from generator.geometry import PageGeometry
from generator.instructions import render_instruction
from generator.rng import chance, choice
from generator.targets import Target
from generator.verify.absent import ABSENT_EVAL, fold, folded_page, on_page

TRIES = 40
MIN_LETTERS = 4
TOKEN_SHARE = 0.3  # how often a page with digit tokens gets a same-shaped token
ABSENT_CATEGORIES = ("absent_word", "absent_token")


@lru_cache(maxsize=None)
def word_pool(lang: str) -> tuple[str, ...]:
    slots = locale_data(lang).SLOTS
    words = {w for values in slots.values() for w in values
             if isinstance(w, str) and w.isalpha() and len(w) >= MIN_LETTERS}
    return tuple(sorted(words))


def _tokens(geo: PageGeometry) -> list[str]:
    return sorted({w.text for w in geo.words if any(c.isdigit() for c in w.text)
                   and len(w.text) >= MIN_LETTERS and '"' not in w.text and "`" not in w.text})


def _redraw_digits(token: str, rng: np.random.Generator) -> str:
    return "".join(str(int(rng.integers(10))) if c.isdigit() else c for c in token)


def _difficulty(text: str, geo: PageGeometry) -> str:
    key = fold(text)
    near = any(len(w.text) == len(text) and fold(w.text)[:3] == key[:3] for w in geo.words)
    return "hard" if near else "medium"


def absent_target(geo: PageGeometry, lang: str, rng: np.random.Generator,
                  page: tuple[str, ...] | None = None) -> dict[str, Any] | None:
    """One absent target item for the page, or None when no absent text was found."""
    page = page or folded_page(geo)
    tokens = _tokens(geo)
    for _ in range(TRIES):
        token = bool(tokens) and chance(rng, TOKEN_SHARE)
        text = _redraw_digits(choice(rng, tokens), rng) if token else choice(rng, word_pool(lang))
        if on_page(text, page):
            continue
        phrasing = "word_bbox" if chance(rng, 0.5) else "word_center"
        ref = {"kind": "word", "text": text, "word": -1, "code": False, "qualifiers": []}
        if geo.meta.get("touch"):  # a phone's screen: "tap", never the mouse
            ref["touch"] = True
        fake = Target(phrasing, "word", "point", (0, 0, 1, 1), ref)
        return {"instruction": render_instruction(fake, lang, rng), "bbox": None,
                "point": None, "answer_type": "absent", "eval": dict(ABSENT_EVAL),
                "data_type": "absent",
                "category": ABSENT_CATEGORIES[int(token)], "difficulty": _difficulty(text, geo)}
    return None
