"""The shared instruction parser: instruction text + language -> ``Query``.

Quoted strings are cut out first (the language's quotation marks and backticks), the rest
is lower-cased and tokenised, and the references are recognised structurally with the
language's lexicon (generator/locales/<lang>/verifier/lexicon.toml), most specific first:
empty line, line/paragraph/sentence, ``between``, punctuation mark, character, invoice field, word.
Words of the frame that are not in the lexicon are ignored (paraphrases parse), but every
quoted string must get a role, and the frame must name one intent, or the instruction is
``unparsed``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from generator.verify.grammar import lexicon
from generator.verify.phrases import (
    Grammar,
    Phrases,
    compile_grammar,
    quote_index,
    squash,
    tokenize,
)
from generator.verify.query import Query, Quote, SpanRef, WordRef
from generator.verify.quotes import extract_quotes


class ParseError(ValueError):
    """The instruction does not parse with the language's grammar."""


# ---- parse state --------------------------------------------------------------------


@dataclass
class _State:
    toks: list[str]
    quotes: list[Quote]
    g: Grammar
    used: set[int] = field(default_factory=set)

    def take(self, start: int, end: int) -> None:
        self.used.update(range(start, end))

    def quote_at(self, i: int) -> Quote | None:
        k = quote_index(self.toks[i]) if 0 <= i < len(self.toks) else None
        return self.quotes[k] if k is not None and k < len(self.quotes) else None

    def quote_positions(self, start: int = 0) -> list[int]:
        return [i for i in range(start, len(self.toks)) if self.quote_at(i) is not None]

    def all_quotes_used(self) -> bool:
        return all(i in self.used for i in self.quote_positions())

    def cue(self, phrases: Phrases) -> bool:
        """A phrase of ``phrases`` among the tokens no reference consumed."""
        for i in range(len(self.toks)):
            hit = None if i in self.used else phrases.at(self.toks, i)
            if hit is not None and not self.used.intersection(range(i, hit[1])):
                return True
        return False


def _premods(st: _State, qi: int, floor: int) -> tuple[int | None, list, str | None, int]:
    """Modifiers before a quote: (ordinal, styles, char noun, start index)."""
    g, toks = st.g, st.toks
    ordinal, styles, noun, i = None, [], None, qi
    while i > floor:
        if (h := g.word_nouns.before(toks, i)) is not None and h[1] >= floor:
            i = h[1]
        elif (h := g.char_nouns.before(toks, i)) is not None and noun is None and h[1] >= floor:
            noun, i = h[0], h[1]
        elif (h := g.style_adj.before(toks, i)) is not None and h[1] >= floor:
            styles.append(h[0])
            i = h[1]
        elif (h := g.occurrence.before(toks, i)) is not None and h[1] >= floor:
            i = h[1]
        elif (h := g.ordinals.before(toks, i)) is not None and ordinal is None \
                and h[1] >= floor:
            ordinal, i = h[0], h[1]
        elif (h := g.articles.before(toks, i)) is not None and h[1] >= floor:
            i = h[1]
        else:
            break
    return ordinal, styles, noun, i


def _ends_name(g: Grammar, toks: list[str], i: int) -> bool:
    """A region or sender name stops before a stop word or an intent cue ("start")."""
    return any(p.at(toks, i) is not None for p in (g.region_stop, g.start, g.end, g.before,
                                                    g.after, g.caret))


def _region(st: _State, j: int) -> tuple[tuple[str, str], int] | None:
    """A region qualifier at token ``j``: ((kind, name tokens), end of the hard part)."""
    g, toks = st.g, st.toks
    kind, hit = "message", g.message_prefix.at(toks, j)
    if hit is None:
        kind, hit = "region", g.region_prefix.at(toks, j)
    if hit is None or hit[1] >= len(toks):
        return None
    k = hit[1]
    if (q := st.quote_at(k)) is not None:  # a quoted name
        if kind != "message":
            return None
        return (kind, squash(q.text.casefold())), k + 1
    tail = toks[k:]
    if any(quote_index(t) is not None for t in tail):
        return None
    soft = k
    while soft < len(toks) and toks[soft][0].isalnum() and not _ends_name(g, toks, soft):
        soft += 1
    if soft == k:
        return None
    st.take(k, soft)  # the name itself: not part of the frame
    return (kind, " ".join(tail)), k


def _table_clause(st: _State, j: int) -> tuple[tuple[str, str], int] | None:
    """A quoted table clause at token ``j`` ("in the row for §k", "in the §k column"):
    (("row" | "column", the quoted label), end), the longest pattern that fits."""
    best = None
    for pre, post, kind in st.g.table_clauses:
        k = j + len(pre)
        if tuple(st.toks[j:k]) != pre or (q := st.quote_at(k)) is None:
            continue
        end = k + 1 + len(post)
        if tuple(st.toks[k + 1:end]) == post and (best is None or end > best[1]):
            best = ((kind, q.text), end)
    if best is not None:
        st.take(j, best[1])
    return best


def _word_ref(st: _State, qi: int, floor: int = 0) -> tuple[WordRef, int, int]:
    """The word reference whose quote is token ``qi``: (ref, start, end)."""
    g, toks = st.g, st.toks
    ordinal, styles, _, start = _premods(st, qi, floor)
    ref = WordRef(st.quote_at(qi).text, ordinal, styles)
    j = qi + 1
    while j < len(toks):
        if (h := g.style_suffix.at(toks, j)) is not None:
            ref.styles.append(h[0])
            j = h[1]
        elif ref.context is None and (h := g.context.at(toks, j)) is not None \
                and st.quote_at(h[1]) is not None:
            ref.context = (h[0], st.quote_at(h[1]).text)
            j = h[1] + 1
        elif ref.region is None and ((r := _table_clause(st, j)) is not None
                                     or (r := _region(st, j)) is not None):
            ref.region, j = r
            st.take(start, j)
            return ref, start, j
        else:
            break
    st.take(start, j)
    return ref, start, j


def _span_clause(st: _State, j: int) -> tuple[str, str, int, tuple | None] | None:
    """A clause with the quote inside at token ``j`` (", die mit §k beginnt"), perhaps with
    its place inside it (", die in der Seitenleiste mit §k beginnt"): (anchor, the quoted
    text, end, region or None), a comma that closes the clause included."""
    for pre, post, anchor in st.g.span_clauses:
        k, region = j + len(pre), None
        if tuple(st.toks[j:k]) != pre:
            head = k - 1
            if len(pre) < 2 or tuple(st.toks[j:head]) != pre[:-1] \
                    or (r := _inner_region(st, head, pre[-1])) is None:
                continue
            region, k = r[0], r[1] + 1
        if (q := st.quote_at(k)) is None:
            continue
        end = k + 1 + len(post)
        if tuple(st.toks[k + 1:end]) == post:
            return anchor, q.text, end + (st.toks[end:end + 1] == [","]), region
    return None


def _inner_region(st: _State, j: int, stop: str) -> tuple[tuple[str, str], int] | None:
    """A region qualifier at token ``j`` inside a relative clause, its name running up to
    the clause's own word ``stop`` before the quote: ((kind, name), the index of ``stop``)."""
    g, toks = st.g, st.toks
    kind, hit = "message", g.message_prefix.at(toks, j)
    if hit is None:
        kind, hit = "region", g.region_prefix.at(toks, j)
    if hit is None:
        return None
    k = m = hit[1]
    while m < len(toks) and toks[m] != stop and quote_index(toks[m]) is None:
        m += 1
    ok = k < m < len(toks) - 1 and toks[m] == stop and st.quote_at(m + 1) is not None
    return ((kind, " ".join(toks[k:m])), m) if ok else None


def _span_ref(st: _State, i: int) -> tuple[SpanRef, int] | None:
    """``[the] line|paragraph|sentence that begins/ends with §k [region]`` at token ``i``."""
    g, toks = st.g, st.toks
    while (h := g.articles.at(toks, i)) is not None:
        i = h[1]
    unit = g.span_nouns.at(toks, i)
    anchor = g.span_anchor.at(toks, unit[1]) if unit else None
    if anchor is not None and st.quote_at(anchor[1]) is not None:
        ref = SpanRef(unit[0], anchor[0], st.quote_at(anchor[1]).text)
        end = anchor[1] + 1
    elif unit is not None and (clause := _span_clause(st, unit[1])) is not None:
        ref, end = SpanRef(unit[0], clause[0], clause[1], clause[3]), clause[2]
    else:
        return None
    st.take(i, end)
    if ref.region is None and ((r := _table_clause(st, end)) is not None
                               or (r := _region(st, end)) is not None):
        ref.region, end = r
        st.take(i, end)
    return ref, end


# ---- the references, most specific first ---------------------------------------------


def _gap(st: _State) -> Query | None:
    g = st.g
    hit = g.gap_nouns.find(st.toks)
    rel = g.gap_relation.at(st.toks, hit[2]) if hit else None
    if rel is None:
        return None
    st.take(hit[1], rel[1])
    first = _span_ref(st, rel[1])
    if first is None or first[0].unit != "paragraph":
        return None
    if rel[0] == "between":
        conj = g.conj.at(st.toks, first[1])
        second = _span_ref(st, conj[1]) if conj else None
        if second is None or second[0].unit != "paragraph":
            return None
        st.take(first[1], conj[1])
        return Query("blank", span=first[0], span2=second[0])
    if rel[0] == "after":
        return Query("blank", span=first[0])
    return Query("blank", span2=first[0])


def _span(st: _State) -> Query | None:
    refs = []
    for i in range(len(st.toks)):
        if i not in st.used and (r := _span_ref(st, i)) is not None:
            refs.append(r[0])
    if len(refs) != 1 or not st.all_quotes_used():
        return None
    ref, g = refs[0], st.g
    start = st.cue(g.start) or st.cue(g.before)
    end = st.cue(g.end) or st.cue(g.after)
    if start and end:
        raise ParseError("the instruction names both the start and the end")
    kind = ref.unit
    if start or end:
        kind = {"line": ("line_start", "line_end"), "paragraph": ("para_start", "para_end"),
                "sentence": (None, "sentence_end")}[ref.unit][int(end)]
        if kind is None:
            raise ParseError("no target is the start of a sentence")
    return Query(kind, span=ref)


def _between(st: _State) -> Query | None:
    g, toks = st.g, st.toks
    hit = g.between.find(toks)
    if hit is None:
        return None
    qa = next(iter(st.quote_positions(hit[2])), None)
    if qa is None or _premods(st, qa, hit[2])[3] != hit[2]:
        return None
    conj = g.conj.at(toks, qa + 1)
    qb = next(iter(st.quote_positions(conj[1])), None) if conj else None
    if qb is None or _premods(st, qb, conj[1])[3] != conj[1]:
        return None
    a, b = st.quote_at(qa).text, st.quote_at(qb).text
    st.take(hit[1], qb + 1)
    host = g.char_in.at(toks, qb + 1)
    qw = next(iter(st.quote_positions(host[1])), None) if host else None
    if qw is not None and len(a) == 1 and len(b) == 1:
        ref, start, _ = _word_ref(st, qw, host[1])
        if start == host[1] and st.all_quotes_used():
            st.take(qb + 1, start)
            return Query("caret_between", word=ref, chars=(a, b))
        return None
    right, _, _ = _word_ref(st, qb, conj[1])
    left = WordRef(a, styles=_premods(st, qa, hit[2])[1])
    if right.context and right.context[0] in ("sentence", "phrase"):
        left.context = right.context
    left.region = right.region
    if not st.all_quotes_used():
        return None
    return Query("between_words", word=left, word2=right)


def _mark(st: _State) -> Query | None:
    g, toks = st.g, st.toks
    all_marks = "".join(g.lex.MARK_NAMES.values())
    for i in range(len(toks)):
        q = st.quote_at(i)
        if q is not None and len(q.text) == 1 and q.text in all_marks:
            marks, j = q.text, i + 1
        elif (h := g.mark_names.at(toks, i)) is not None:
            marks, j = h
        else:
            continue
        rel = g.mark_after.at(toks, j)
        qi = next(iter(st.quote_positions(rel[1])), None) if rel else None
        if qi is None:
            continue
        st.take(i, j)
        ref, start, _ = _word_ref(st, qi, rel[1])
        if start == rel[1] and st.all_quotes_used():
            st.take(i, start)
            return Query("mark", word=ref, marks=marks)
        return None
    return None


def _char(st: _State) -> Query | None:
    g, toks = st.g, st.toks
    for qc in st.quote_positions():
        c = st.quote_at(qc).text
        host = g.char_in.at(toks, qc + 1) if len(c) == 1 else None
        qi = next(iter(st.quote_positions(host[1])), None) if host else None
        if qi is None:
            continue
        st.take(qc, qc + 1)
        ref, start, _ = _word_ref(st, qi, host[1])
        if start != host[1] or not st.all_quotes_used():
            return None
        ordinal, _, noun, cstart = _premods(st, qc, 0)
        st.take(cstart, start)
        return Query("char", word=ref, chars=(c,), char_ordinal=ordinal,
                     char_class=noun or "any")
    return None


def _field(st: _State) -> Query | None:
    hit = st.g.fields.find(st.toks)
    if hit is None:
        return None
    positions = st.quote_positions()
    if not positions:
        st.take(hit[1], hit[2])
        return Query("field", form="bbox", field_name=hit[0])
    if len(positions) == 1 and _premods(st, positions[0], hit[2])[3] == hit[2]:
        ref, _, _ = _word_ref(st, positions[0], hit[2])
        st.take(hit[1], hit[2])
        return Query("field", form="bbox", field_name=hit[0], word=ref)
    return None


def _word(st: _State) -> Query | None:
    positions = st.quote_positions()
    if not positions:
        return None
    ref, _, _ = _word_ref(st, positions[0])
    if not st.all_quotes_used():
        return None
    g = st.g
    before = st.cue(g.before) or st.cue(g.start)
    after = st.cue(g.after) or st.cue(g.end)
    if before and after:
        return None
    if before or after:
        return Query("caret_before" if before else "caret_after", word=ref)
    if st.cue(g.caret):
        return None
    return Query("word", word=ref)


STEPS = (_gap, _span, _between, _mark, _char, _field, _word)


def parse_instruction(text: str, lang: str) -> Query:
    """Parse ``text`` (an instruction in ``lang``); ParseError when it does not parse."""
    lex = lexicon(lang)
    g = compile_grammar(lex)
    masked, quotes = extract_quotes(text, lex.QUOTES, lex.CODE_QUOTES)
    low = g.respell(masked.lower())
    hinted = False
    for pattern in g.format_hints:
        low, n = pattern.subn(" ", low)
        hinted = hinted or n > 0
    toks = tokenize(low)
    for step in STEPS:
        st = _State(toks, quotes, g)
        try:
            query = step(st)
        except ParseError as exc:
            raise ParseError(f"{exc}: {text!r}") from None
        if query is None:
            continue
        if query.kind != "field":
            query.form = "bbox" if hinted or st.cue(g.bbox) else "point"
        query.quotes = quotes
        return query
    raise ParseError(f"no reading of {text!r} in the {lang} grammar")
