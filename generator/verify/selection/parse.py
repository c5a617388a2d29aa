"""Selection instruction -> ``SelQuery``: which text the instruction asks to select.

After the shared quote extraction and tokenisation (generator/verify/parser.py), the
instruction must name the act (a SELECT cue); then, most specific first:

- ``field``: no quote and a field name of the grammar's FIELDS ("Select the IBAN");
- ``substring``: a SUBSTRING cue (decimals, domain, extension) and one quoted host token;
- ``range``: FROM "a" TO "b" (articles and word nouns may stand before each quote);
- ``part``: "p" PART_IN "h", where p occurs inside h ("only 'book' in 'notebook'");
- ``unit``: a line / paragraph / sentence named by its first or last words;
- ``word``: one word reference with its qualifiers, every quote used.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from generator.verify.grammar import lexicon, selection
from generator.verify.parser import (
    ParseError,
    _premods,
    _span_ref,
    _State,
    _word_ref,
    extract_quotes,
)
from generator.verify.phrases import Phrases, compile_grammar, tokenize
from generator.verify.query import SpanRef, WordRef


@dataclass
class SelQuery:
    kind: str  # word | range | unit | substring | part | field
    word: WordRef | None = None
    word2: WordRef | None = None  # range: the last word
    span: SpanRef | None = None
    part: str = ""  # substring: decimals | domain | extension; part: "part"
    host: str = ""
    sub: str = ""
    field_name: str = ""


@dataclass(frozen=True)
class _Vocab:
    select: Phrases
    frm: Phrases
    to: Phrases
    part_in: Phrases
    substring: Phrases


@lru_cache(maxsize=None)
def vocabulary(lang: str) -> _Vocab:
    """The compiled selection vocabulary (verifier/selection.toml of ``lang``'s folder)."""
    mod = selection(lang)
    same = [[(p, True) for p in getattr(mod, k)] for k in ("SELECT", "FROM", "TO", "PART_IN")]
    subs = [(p, kind) for kind, phrases in mod.SUBSTRING.items() for p in phrases]
    return _Vocab(*(Phrases(s) for s in same), Phrases(subs))


def _quote_after(st: _State, start: int) -> int | None:
    """The first quote at or after token ``start`` with only modifiers before it."""
    positions = st.quote_positions(start)
    if not positions or _premods(st, positions[0], start)[3] != start:
        return None
    return positions[0]


def _range(st: _State, v: _Vocab) -> SelQuery | None:
    for i in range(len(st.toks)):
        hit = v.frm.at(st.toks, i)
        qa = _quote_after(st, hit[1]) if hit else None
        to = v.to.at(st.toks, qa + 1) if qa is not None else None
        qb = _quote_after(st, to[1]) if to else None
        if qb is not None:
            st.take(i, qb + 1)
            if not st.all_quotes_used():
                return None
            return SelQuery("range", word=WordRef(st.quote_at(qa).text),
                            word2=WordRef(st.quote_at(qb).text))
    return None


def _part(st: _State, v: _Vocab) -> SelQuery | None:
    positions = st.quote_positions()
    if len(positions) != 2:
        return None
    q0, q1 = positions
    hit = v.part_in.at(st.toks, q0 + 1)
    if hit is None or hit[1] != q1:
        return None
    sub, host = st.quote_at(q0).text, st.quote_at(q1).text
    if sub == host or sub not in host:
        return None
    return SelQuery("part", part="part", host=host, sub=sub)


def _select(st: _State, v: _Vocab) -> SelQuery | None:
    g = st.g
    positions = st.quote_positions()
    if not positions:
        hit = g.fields.find(st.toks)
        return SelQuery("field", field_name=hit[0]) if hit else None
    sub = v.substring.find(st.toks)
    if sub is not None and len(positions) == 1 and positions[0] >= sub[2]:
        return SelQuery("substring", part=sub[0], host=st.quote_at(positions[0]).text)
    found = _range(st, v) or _part(st, v)
    if found is not None:
        return found
    refs = [r[0] for i in range(len(st.toks))
            if i not in st.used and (r := _span_ref(st, i)) is not None]
    if refs:
        return SelQuery("unit", span=refs[0]) if len(refs) == 1 and st.all_quotes_used() \
            else None
    ref, _, _ = _word_ref(st, positions[0])
    return SelQuery("word", word=ref) if st.all_quotes_used() else None


def parse_selection(text: str, lang: str) -> SelQuery:
    """Parse a selection instruction; ParseError when it does not parse as one."""
    lex = lexicon(lang)
    v = vocabulary(lang)
    masked, quotes = extract_quotes(text, lex.QUOTES, lex.CODE_QUOTES)
    g = compile_grammar(lex)
    toks = tokenize(g.respell(masked.lower()))
    if not v.select.any_in(toks):
        raise ParseError(f"no selection cue in {text!r} ({lang})")
    query = _select(_State(toks, quotes, g), v)
    if query is None:
        raise ParseError(f"no reading of {text!r} as a selection in the {lang} grammar")
    return query
