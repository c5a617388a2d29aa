"""Character targets: char_center / char_bbox (a letter or digit inside a word, ink box),
caret_between_chars (caret box between two adjacent letters of a word) and punctuation
(a mark directly after a word, ink box).

ref (char):  {"kind": "char", "char", "char_kind": letter|digit, "ordinal": n|-1|None
              (n-th occurrence of that exact character inside the word), "glyph",
              "word": word reference}
ref (pair):  {"kind": "char_pair", "chars": [c1, c2], "glyphs": [i, i+1], "word": ...,
              "context_glyphs"}
ref (mark):  {"kind": "mark", "char", "glyph", "word": reference of the word just before}
A word reference is {"text", "word", "code", "qualifiers"} (see qualify.py).
"""

from __future__ import annotations

import numpy as np

from generator.geometry import Word
from generator.targets.boxes import char_box
from generator.targets.categories import REQUIRED_ROLES
from generator.targets.common import (
    make_target,
    neighbours_with_ink,
    quotable,
    shuffled,
    weak_anchor,
    word_order,
    word_ref,
)
from generator.targets.index import PageIndex
from generator.targets.qualify import INNER_KINDS, qualify, word_caret
from generator.targets.target import Target
from generator.verify.conventions import ordinal_readings

MARK_CHARS = frozenset(".,:;!?…")
MARK_KINDS = ("style", "region", "sentence", "phrase", "ordinal")


def _host_words(index: PageIndex, category: str) -> list[Word]:
    """Words to name a letter in: a piece of a number or a date stays one ("the «5» in
    «659,91»"), and so does an address's first piece (its user name), but not a later
    piece with letters, after its "@" or "." (r93 0001: "zwischen »d« und »e« im Wort
    »de«" named the domain ending of "…@web.de" a word)."""
    pieces, inside, glyphs = index.piece_words(), index.compound_glyphs(), index.geo.glyphs
    return [w for w in index.words_with_role(REQUIRED_ROLES[category])
            if len(w.text) >= 2 and quotable(w.text, index.is_code(w))
            and not (w.id in pieces and any(c.isalpha() for c in w.text)
                     and w.glyphs[0] - 1 in inside and glyphs[w.glyphs[0] - 1].char in "@.")]


def char_ordinal(text: str, pos: int, rng: np.random.Generator) -> int | None:
    """How the character at ``pos`` is counted inside the word (None: it occurs once)."""
    ch = text[pos]
    places = [i for i, c in enumerate(text) if c == ch]
    if len(places) == 1:
        return None
    n = places.index(pos) + 1
    if n == len(places) and (n > 10 or rng.random() < 0.5):
        return -1
    if n > 10 or ordinal_readings(text, ch, n) != [pos]:
        return None  # "the third «1» of «131,18»": the third digit is a "1" too (r50 #3)
    return n


def char_target(index: PageIndex, category: str, rng: np.random.Generator) -> Target | None:
    geo = index.geo
    for word in word_order(index, _host_words(index, category), rng):
        positions = [p for p, c in enumerate(word.text) if c.isalnum()]
        if not positions:
            continue
        pos = positions[int(rng.integers(len(positions)))]
        gi = word.glyphs[0] + pos
        box = char_box(geo, gi)
        if box is None or not index.clear(box, word.block, geo.glyphs[gi].ink):
            continue
        ordinal = char_ordinal(word.text, pos, rng)
        if ordinal is None and len([c for c in word.text if c == word.text[pos]]) > 1:
            continue
        # the letter and its word already say where: no clause the page does not need
        # ("the «e» of «verjaardag» in the phrase «je verjaardag»", r42 #10)
        quals = qualify(index, word, index.matches(word), rng, INNER_KINDS, over=0.0)
        if quals is None:
            continue
        ch = word.text[pos]
        ref = {"kind": "char", "char": ch, "char_kind": "digit" if ch.isdigit() else "letter",
               "ordinal": ordinal, "glyph": gi, "word": word_ref(index, word, quals),
               "text": ch}
        return make_target(category, box, ref, [gi])
    return None


def caret_pair_target(index: PageIndex, category: str,
                      rng: np.random.Generator) -> Target | None:
    """caret_between_chars: the boundary between two adjacent letters, the pair occurring
    once in the word."""
    geo = index.geo
    for word in word_order(index, _host_words(index, category), rng, caret=True):
        text = word.text
        cuts = [p for p in range(1, len(text)) if text[p - 1].isalnum() and text[p].isalnum()
                and _count(text, text[p - 1:p + 1]) == 1]
        if not cuts:
            continue
        p = cuts[int(rng.integers(len(cuts)))]
        line = geo.lines[word.line]
        k = word.glyphs[0] + p - line.glyphs[0]
        found = word_caret(index, word, k, rng, INNER_KINDS)
        if found is None:
            continue
        box, quals = found
        gi = word.glyphs[0] + p
        # two like letters, the word's first two of them: "the first and the second «e»"
        double = text[p - 1] == text[p] and text[p] not in text[:p - 1]
        ref = {"kind": "char_pair", "chars": [text[p - 1], text[p]], "glyphs": [gi - 1, gi],
               "double": double,
               "word": word_ref(index, word, quals), "text": text[p - 1:p + 1],
               "context_glyphs": neighbours_with_ink(index, line.id, k)}
        return make_target(category, box, ref, [])
    return None


def initial(text: str, mark: str) -> bool:
    """A host no writer anchors a mark on: an initial or abbreviation letter before its full
    stop ("D." of "John D.", "S" of "S.L.") or a symbol. A drive letter's colon ("C:") and a
    one-letter word in lower case stay: "the colon after «C»"."""
    return weak_anchor(text) and (mark == "." or not text.isalnum())


def _count(text: str, sub: str) -> int:
    return sum(1 for i in range(len(text) - len(sub) + 1) if text[i:i + len(sub)] == sub)


def punctuation_target(index: PageIndex, category: str,
                       rng: np.random.Generator) -> Target | None:
    geo = index.geo
    roles = REQUIRED_ROLES[category]
    marks = []
    inside = index.compound_glyphs()  # the comma of "659,91" is no punctuation
    for line in geo.lines:
        if geo.blocks[line.block].role not in roles:
            continue
        for gi in range(line.glyphs[0] + 1, line.glyphs[1]):
            g = geo.glyphs[gi]
            if g.char in MARK_CHARS and g.ink is not None and g.word < 0 \
                    and geo.glyphs[gi - 1].word >= 0 \
                    and not (g.char == "…" and gi == line.glyphs[1] - 1) \
                    and gi not in inside:
                marks.append(gi)
    for gi in shuffled(rng, marks):
        word = geo.words[geo.glyphs[gi - 1].word]
        if not index.is_whole(word) or not quotable(word.text, index.is_code(word)) \
                or initial(word.text, geo.glyphs[gi].char):  # "the full stop after «S»"
            continue
        box = char_box(geo, gi)
        if box is None or not index.clear(box, word.block, geo.glyphs[gi].ink):
            continue
        mark = geo.glyphs[gi].char
        # The qualifiers single the word out among all words of that text (an ordinal
        # counts every occurrence of the word, followed by the mark or not).
        quals = qualify(index, word, index.matches(word), rng, MARK_KINDS)
        if quals is None:
            continue
        ref = {"kind": "mark", "char": mark, "glyph": gi, "word": word_ref(index, word, quals),
               "text": mark}
        return make_target(category, box, ref, [gi])
    return None
