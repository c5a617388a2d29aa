"""Word targets: word_center, word_bbox, structural_text, chrome_label (ink box) and
caret_before_word / caret_after_word (caret box at the word's first / last boundary).

ref: {"kind": "word", "text", "word", "code", "qualifiers"} (+ "context_glyphs" for carets).
"""

from __future__ import annotations

import numpy as np

from generator.targets.boxes import ink_box, union_ink
from generator.targets.categories import REQUIRED_ROLES
from generator.targets.common import (
    make_target,
    neighbours_with_ink,
    quotable,
    word_order,
    word_ref,
)
from generator.targets.index import PageIndex
from generator.targets.labels import fragment, label_qualifier, label_text
from generator.targets.qualify import MAX_PHRASE_CHARS, qualify, word_caret
from generator.targets.target import Target
from generator.verify.variants import spellings, variant_of

MIN_LETTERS = 2
LABEL_CATEGORIES = ("chrome_label", "structural_text")
WHOLE_FIRST = 0.7  # how often a label's whole-label words are tried before its parts


def _words(index: PageIndex, category: str) -> list:
    pieces = index.piece_words() | broken_words(index.geo)  # "78" of "78 659,91" is no word
    # an avatar's initials ("WF") are no word (r53 0013: "la parola «WF» (in grassetto)")
    blocks = index.geo.blocks
    if "spellings" not in index._cache:  # "CÉNIT" beside "Cénit" is no unique word (r69 0000)
        index._cache["spellings"] = spellings(index.geo)
    table = index._cache["spellings"]
    return [w for w in index.words_with_role(REQUIRED_ROLES[category])
            if len(w.text) >= MIN_LETTERS and quotable(w.text, index.is_code(w))
            and w.id not in pieces and not index.number_elsewhere(w.text)
            and blocks[w.block].name != "avatar" and variant_of(table, w.text) is None
            and not index.cut_reads_as(w.text)]  # "Cabin" beside a cut "Cabi…" (r75 0015)


def broken_words(geo) -> set[int]:
    """The halves of a word broken over two lines at a hyphen ("Zwischenprü-" / "fung"):
    neither is a word a reader would name."""
    out: set[int] = set()
    for upper, lower in zip(geo.lines, geo.lines[1:], strict=False):
        a, b = upper.glyphs
        if upper.paragraph != lower.paragraph or b - a < 2 or lower.glyphs[1] <= lower.glyphs[0]:
            continue
        dash, before = geo.glyphs[b - 1], geo.glyphs[b - 2]
        first = geo.glyphs[lower.glyphs[0]]
        if dash.char == "-" and before.char.isalpha() and first.char.isalpha():
            out |= {w for w in (before.word, first.word) if w >= 0}
    return out


def word_target(index: PageIndex, category: str, rng: np.random.Generator) -> Target | None:
    """A word's tight ink box (word_center, word_bbox, structural_text, chrome_label); on a
    label (chrome_label, structural_text) a whole label, or a word named as part of it."""
    geo = index.geo
    labels = category in LABEL_CATEGORIES
    order = list(word_order(index, _words(index, category), rng))
    if labels and rng.random() < WHOLE_FIRST:  # most often the label itself: «Centre d'aide»
        order.sort(key=lambda w: fragment(index, w) is not None)
    for word in order:
        glyphs = list(range(*word.glyphs))
        box = ink_box(geo, glyphs)
        if box is None or not index.clear(box, word.block, union_ink(geo, glyphs)):
            continue
        parts = fragment(index, word) if labels else None
        if parts is not None and len(label_text(index, parts)) <= MAX_PHRASE_CHARS:
            label = label_qualifier(index, word, parts)  # "«aide» in the label «Centre d'aide»"
            quals = None if label is None else [label]
        else:
            quals = qualify(index, word, index.matches(word), rng)
        if quals is None:
            continue
        ref = {"kind": "word", **word_ref(index, word, quals)}
        if parts is not None:
            ref["whole"] = True  # "the word «aide» in …", never a bare «aide»
        return make_target(category, box, ref, glyphs)
    return None


def caret_word_target(index: PageIndex, category: str,
                      rng: np.random.Generator) -> Target | None:
    """The caret just before (caret_before_word) or after (caret_after_word) a word."""
    geo = index.geo
    after = category == "caret_after_word"
    for word in word_order(index, _words(index, category), rng, caret=True):
        line = geo.lines[word.line]
        k = (word.glyphs[1] if after else word.glyphs[0]) - line.glyphs[0]
        found = word_caret(index, word, k, rng)
        if found is None:
            continue
        box, quals = found
        ref = {"kind": "word", **word_ref(index, word, quals),
               "context_glyphs": neighbours_with_ink(index, line.id, k)}
        return make_target(category, box, ref, [])
    return None
