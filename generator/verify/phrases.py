"""Tokens and phrase tables: the small machinery the parser matches lexicon phrases with.

An instruction is lower-cased, its quoted strings replaced by markers ``§0``, ``§1`` ...,
and split into tokens (words with inner hyphens/apostrophes, markers, single marks).
A ``Phrases`` table finds the longest lexicon phrase starting or ending at a token.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from types import ModuleType
from typing import Any

TOKEN = re.compile(r"§\d+|[^\W_]+(?:[-'’][^\W_]+)*|\S")
MARKER = re.compile(r"§(\d+)$")
SPACES = re.compile(r"\s+")


def tokenize(text: str) -> list[str]:
    return TOKEN.findall(text.replace("’", "'"))


def quote_index(token: str) -> int | None:
    m = MARKER.match(token)
    return int(m.group(1)) if m else None


def squash(text: str) -> str:
    return SPACES.sub(" ", text).strip()


class Phrases:
    """Longest-match lookup of multi-token phrases, each mapped to a value."""

    def __init__(self, entries: Iterable[tuple[str, Any]]):
        self.table: dict[tuple[str, ...], Any] = {}
        for phrase, value in entries:
            key = tuple(tokenize(phrase.lower()))
            if key:
                self.table.setdefault(key, value)
        self.lengths = sorted({len(k) for k in self.table}, reverse=True)

    def at(self, toks: list[str], i: int) -> tuple[Any, int] | None:
        """(value, end) of the longest phrase starting at token ``i``."""
        for n in self.lengths:
            key = tuple(toks[i:i + n])
            if len(key) == n and key in self.table:
                return self.table[key], i + n
        return None

    def before(self, toks: list[str], j: int) -> tuple[Any, int] | None:
        """(value, start) of the longest phrase ending just before token ``j``."""
        for n in self.lengths:
            if j - n < 0:
                continue
            key = tuple(toks[j - n:j])
            if key in self.table:
                return self.table[key], j - n
        return None

    def find(self, toks: list[str], start: int = 0) -> tuple[Any, int, int] | None:
        """(value, start, end) of the first phrase at or after ``start``."""
        for i in range(start, len(toks)):
            hit = self.at(toks, i)
            if hit is not None:
                return hit[0], i, hit[1]
        return None

    def any_in(self, toks: list[str]) -> bool:
        return self.find(toks) is not None


def _same(words: Iterable[str], value: Any = True) -> list[tuple[str, Any]]:
    return [(w, value) for w in words]


@dataclass(frozen=True)
class Grammar:
    """A language's lexicon compiled into phrase tables."""

    lex: ModuleType
    articles: Phrases
    ordinals: Phrases
    word_nouns: Phrases
    occurrence: Phrases
    char_nouns: Phrases
    char_in: Phrases
    style_adj: Phrases
    style_suffix: Phrases
    context: Phrases
    region_prefix: Phrases
    message_prefix: Phrases
    region_stop: Phrases
    mark_names: Phrases
    mark_after: Phrases
    between: Phrases
    conj: Phrases
    caret: Phrases
    before: Phrases
    after: Phrases
    start: Phrases
    end: Phrases
    span_nouns: Phrases
    span_anchor: Phrases
    gap_nouns: Phrases
    gap_relation: Phrases
    bbox: Phrases
    fields: Phrases
    table_clauses: tuple[tuple[tuple[str, ...], tuple[str, ...], str], ...]
    span_clauses: tuple[tuple[tuple[str, ...], tuple[str, ...], str], ...]
    format_hints: tuple[re.Pattern[str], ...]
    orthography: tuple[tuple[re.Pattern[str], str], ...] = ()

    def respell(self, low: str) -> str:
        """The lower-cased frame with the lexicon's ORTHOGRAPHY rules applied: the elided
        and contracted forms ("sull'ultima") written the way the phrase tables hold them."""
        for pattern, repl in self.orthography:
            low = pattern.sub(repl, low)
        return low


def _clauses(table: dict[str, str]) -> tuple[tuple[tuple[str, ...], tuple[str, ...], str], ...]:
    """TABLE_CLAUSES patterns ("in the row for {q}" = "row") and SPAN_CLAUSES patterns
    (", die mit {q} beginnt" = "start") as (tokens before the quote, tokens after it, kind)."""
    out = []
    for pattern, kind in table.items():
        pre, _, post = pattern.lower().partition("{q}")
        out.append((tuple(tokenize(pre)), tuple(tokenize(post)), kind))
    return tuple(out)


def _styles(table: dict[str, list[str]], colours: dict[str, str]) -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = []
    for flag, phrases in table.items():
        for phrase in phrases:
            if "{colour}" in phrase:
                out += [(phrase.replace("{colour}", word), ("colour", name))
                        for word, name in colours.items()]
            else:
                out.append((phrase, (flag, "")))
    return out


@lru_cache(maxsize=None)
def compile_grammar(lex: ModuleType) -> Grammar:
    gap_rel = _same(lex.GAP_BETWEEN, "between") + _same(lex.GAP_AFTER, "after") + \
        _same(lex.GAP_BEFORE, "before")
    span_anchor = _same(lex.SPAN_START, "start") + _same(lex.SPAN_END, "end")
    context = [(p, kind) for kind, phrases in lex.CONTEXT.items() for p in phrases]
    return Grammar(
        lex=lex,
        articles=Phrases(_same(lex.ARTICLES)),
        ordinals=Phrases(lex.ORDINALS.items()),
        word_nouns=Phrases(_same(lex.WORD_NOUNS) + _same(lex.PAIR_NOUNS)),
        occurrence=Phrases(_same(lex.OCCURRENCE)),
        char_nouns=Phrases(lex.CHAR_NOUNS.items()),
        char_in=Phrases(_same(lex.CHAR_IN)),
        style_adj=Phrases(_styles(lex.STYLE_ADJ, lex.COLOURS)),
        style_suffix=Phrases(_styles(lex.STYLE_SUFFIX, lex.COLOURS)),
        context=Phrases(context),
        region_prefix=Phrases(_same(lex.REGION_PREFIX)),
        message_prefix=Phrases(_same(lex.MESSAGE_PREFIX)),
        region_stop=Phrases(_same(lex.REGION_STOP)),
        mark_names=Phrases(lex.MARK_NAMES.items()),
        mark_after=Phrases(_same(lex.MARK_AFTER)),
        between=Phrases(_same(lex.BETWEEN)),
        conj=Phrases(_same(lex.AND)),
        caret=Phrases(_same(lex.CARET)),
        before=Phrases(_same(lex.BEFORE)),
        after=Phrases(_same(lex.AFTER)),
        start=Phrases(_same(lex.START)),
        end=Phrases(_same(lex.END)),
        span_nouns=Phrases(lex.SPAN_NOUNS.items()),
        span_anchor=Phrases(span_anchor),
        gap_nouns=Phrases(_same(lex.GAP_NOUNS)),
        gap_relation=Phrases(gap_rel),
        bbox=Phrases(_same(lex.BBOX)),
        fields=Phrases(lex.FIELDS.items()),
        format_hints=tuple(re.compile(p) for p in lex.FORMAT_HINTS),
        table_clauses=_clauses(lex.TABLE_CLAUSES),
        span_clauses=_clauses(lex.SPAN_CLAUSES),
        orthography=tuple((re.compile(p), r) for p, r in lex.ORTHOGRAPHY),
    )
