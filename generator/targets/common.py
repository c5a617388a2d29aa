"""Helpers shared by the samplers: candidate order, word references, quotability."""

from __future__ import annotations

import keyword
import re
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

import numpy as np

from generator.geometry import Word
from generator.targets.boxes import Box
from generator.targets.categories import CATEGORIES
from generator.targets.index import PageIndex
from generator.targets.quotemarks import balanced
from generator.targets.target import Target

T = TypeVar("T")
MAX_TRIES = 150  # candidates examined per page before giving up
UNIQUE_FIRST = 0.6  # how often unique words are tried before ambiguous ones
STYLED_FIRST = 0.15  # how often words with an inline style are tried first
# Characters a quoted text may not contain (they would clash with quotation marks in some
# language); straight/curly apostrophes are allowed, the renderer avoids single quotes then.
NO_QUOTE = frozenset('"“”„‟«»‹›`')
NO_QUOTE_CODE = frozenset("`")
# an e-mail address in the angle brackets of a header ("Anna <anna@firm.com>"): a writer
# quotes the address, never its brackets (r68 0013: „<aschreiner@muehlbach.com>“)
BRACKETED_ADDRESS = re.compile(r"<[^<>\s]*@[^<>\s]*>")


def shuffled(rng: np.random.Generator, items: Sequence[T],
             first: Callable[[T], bool] | None = None) -> Iterator[T]:
    """``items`` in a random order, at most MAX_TRIES of them; those ``first`` holds for
    (a caret task's candidates in editable text) before the others."""
    order = [items[int(k)] for k in (rng.permutation(len(items)) if items else [])]
    yield from _first(order, first)[:MAX_TRIES]


def _first(items: list[T], first: Callable[[T], bool] | None) -> list[T]:
    if first is None:
        return items
    return [x for x in items if first(x)] + [x for x in items if not first(x)]


def in_editable(index: PageIndex, *lines: int) -> bool:
    """Whether any of ``lines`` is one a user could type in (``PageIndex.editable``)."""
    return any(line in index.editable for line in lines)


def editable_ref(index: PageIndex, target: Target | None) -> Target | None:
    """``target`` with ``ref["editable"]``: whether its caret stands in editable text (the
    line of a neighbouring glyph is one a user types in); the instruction then may say
    "put the cursor", else it asks for a click there (generator/instructions/render.py)."""
    if target is not None:
        glyphs = target.ref.get("context_glyphs", [])
        target.ref["editable"] = in_editable(index, *(index.geo.glyphs[i].line
                                                      for i in glyphs))
    return target


def word_order(index: PageIndex, words: list[Word], rng: np.random.Generator,
               caret: bool = False) -> Iterator[Word]:
    """Words in random order; often the page-unique ones first, so both plain and
    qualified references occur; for a ``caret`` task the words of editable lines first."""
    order = _word_order(index, words, rng)
    first = (lambda w: w.line in index.editable) if caret and index.editable else None
    yield from _first(order, first)[:MAX_TRIES]


def _word_order(index: PageIndex, words: list[Word], rng: np.random.Generator) -> list[Word]:
    if rng.random() < STYLED_FIRST:  # inline-styled words, so style qualifiers occur
        styled = [w for w in words if index.styles_of(w)]
        if styled:
            first = [styled[int(k)] for k in rng.permutation(len(styled))]
            seen = {w.id for w in first}
            return first + [w for w in words if w.id not in seen]
    if rng.random() < UNIQUE_FIRST:
        unique = [w for w in words if index.unique(w)]
        rest = [w for w in words if not index.unique(w)]
        return [unique[int(k)] for k in rng.permutation(len(unique))] + \
            [rest[int(k)] for k in rng.permutation(len(rest))]
    return [words[int(k)] for k in (rng.permutation(len(words)) if words else [])]


def quotable(text: str, code: bool = False) -> bool:
    """Whether ``text`` can be quoted: no mark that clashes with a language's quotation
    marks, and no quotation of the page cut open (r46 0011: „update over ‘Dashboard”)."""
    banned = NO_QUOTE_CODE if code else NO_QUOTE
    return bool(text.strip()) and not any(ch in banned for ch in text) \
        and balanced(text, code) and not BRACKETED_ADDRESS.search(text)


def weak_anchor(text: str) -> bool:
    """A one-character "word" no writer anchors an instruction on: an initial ("D" of "John
    D."), the "S" of "S.L." or a symbol. A one-letter word in lower case ("a", "y", "e") or a
    digit is still read as one."""
    return len(text) == 1 and not (text.islower() or text.isdigit())


# SQL's reserved words as a query writes them (upper case): a keyword is syntax, not a word
# a user names the place of a cursor by ("between «AND» and «o»", wave 22)
SQL_KEYWORDS = frozenset(
    "SELECT FROM WHERE JOIN LEFT RIGHT INNER OUTER FULL CROSS ON GROUP BY ORDER ASC DESC LIMIT "
    "OFFSET AND OR NOT AS COUNT SUM AVG MIN MAX IS NULL HAVING IN LIKE BETWEEN DISTINCT UNION "
    "ALL INSERT INTO VALUES UPDATE SET DELETE CREATE TABLE WITH CASE WHEN THEN ELSE END EXISTS"
    .split())


def weak_code_anchor(text: str, before: str) -> bool:
    """A code token no writer anchors a cursor between two words on: a one-character token
    (the alias "o" of "orders o", a loop's "i", an operator) or a keyword of the language
    (SQL's "AND", Python's "if" / "as"): syntax, not the names a user points by. ``before``
    is its line's text before it: after a comment mark or inside a string a keyword is a
    word of prose again ("# bad rows are logged in a file")."""
    if len(text) == 1 or text in SQL_KEYWORDS:
        return True
    prose = any(mark in before for mark in ("#", "--", "//")) or \
        before.count('"') % 2 == 1 or before.count("'") % 2 == 1
    return keyword.iskeyword(text) and not prose


def word_ref(index: PageIndex, word: Word, qualifiers: list[dict]) -> dict[str, Any]:
    ref = {"text": word.text, "word": word.id, "code": index.is_code(word),
           "qualifiers": qualifiers}
    if index.inside_longer(word.text):  # "the word «teken»", never a bare «teken» by «tekens»
        ref["whole"] = True
    return ref


def make_target(category: str, box: Box, ref: dict[str, Any], glyphs: list[int]) -> Target:
    cat = CATEGORIES[category]
    return Target(category, cat.data_type, cat.answer_type, tuple(int(v) for v in box), ref,
                  glyphs)


def neighbours_with_ink(index: PageIndex, line_id: int, k: int) -> list[int]:
    """Glyph ids of the inked glyphs just left and right of caret position ``k``."""
    line = index.geo.lines[line_id]
    a, b = line.glyphs
    out = []
    for i in range(a + k - 1, a - 1, -1):
        if index.geo.glyphs[i].ink is not None:
            out.append(i)
            break
    for i in range(a + k, b):
        if index.geo.glyphs[i].ink is not None:
            out.append(i)
            break
    return out
