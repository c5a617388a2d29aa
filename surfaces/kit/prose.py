"""Running text with inline styles: marks are sampled as data, spans built from them.

A mark is ``[start, end, kind, colour_name]`` over word boundaries of a text; kinds are
bold, italic, underline, highlight, strike, link, code, faded, color, larger and smaller.
How often each appears is a per-surface ``mix`` (a chat has few, a docs page has code and
links). Marks fall where a writer puts them (``markable_spans``): a name (capitalised words
inside a sentence), an amount, number, date or time, an identifier (file name, version,
code word, acronym) or a single key term (a long word); each kind only on the spans people
style that way (code on identifiers, a colour on amounts, a link on names and identifiers,
italics and highlights on names and amounts, never on a long word picked at random:
"la qualité est *correcte*"), never on filler words or arbitrary word runs.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from functools import lru_cache
from typing import Any

import numpy as np

from generator.formats import locale, month_names
from generator.layout import Span, Style
from generator.page import Theme
from generator.rng import choice

KINDS = ("bold", "italic", "underline", "highlight", "strike", "link", "code", "faded", "color",
         "larger", "smaller", "mention")
_WORD = re.compile(r"[^\W_][\w'’-]*[^\W_]|[^\W_]", re.UNICODE)

MIXES: dict[str, dict[str, float]] = {
    "none": {},
    "chat": {"bold": 0.02, "italic": 0.02, "link": 0.02, "code": 0.01},
    "mail": {"bold": 0.03, "italic": 0.02, "underline": 0.01, "link": 0.02, "highlight": 0.01,
             "color": 0.01},
    # a note, wiki or doc body has no size markup for one word: a date set larger
    # mid-sentence reads as a font fallback (r81 0016 "5 mai"); rates 0 keep other draws
    "docs": {"bold": 0.03, "italic": 0.02, "link": 0.04, "code": 0.05, "highlight": 0.01,
             "larger": 0.0, "smaller": 0.0},
    # an article's running text keeps its paragraph's font and size: a product name set
    # larger mid-sentence reads as a layout fault (r66 0007 "Nerla 3" in a press release);
    # the sizes stay listed at rate 0, so the draws of every other style stay as they were
    "article": {"bold": 0.02, "italic": 0.03, "link": 0.03, "color": 0.01, "strike": 0.005,
                "faded": 0.01, "larger": 0.0, "smaller": 0.0},
    "rich": {"bold": 0.03, "italic": 0.03, "underline": 0.02, "highlight": 0.02,
             "strike": 0.015, "link": 0.03, "code": 0.02, "faded": 0.015, "color": 0.02,
             "larger": 0.004, "smaller": 0.004},
    "contract": {"bold": 0.025, "underline": 0.012, "italic": 0.015},
    "book": {"italic": 0.025, "bold": 0.003},
    "memo": {"bold": 0.025, "underline": 0.012, "highlight": 0.012},
    "search": {"link": 0.012, "italic": 0.005},
    "lyrics": {"italic": 0.015},
    "sms": {"italic": 0.006, "link": 0.005},
    "court": {"underline": 0.012, "italic": 0.018, "bold": 0.006},
    "podcast": {"bold": 0.03, "italic": 0.03, "link": 0.02, "faded": 0.006},
    "listing": {"bold": 0.05, "italic": 0.01, "highlight": 0.008, "color": 0.008},
    "quiz": {"bold": 0.07, "italic": 0.04, "underline": 0.02, "highlight": 0.01},
    "settings": {"bold": 0.04, "italic": 0.01, "link": 0.015, "code": 0.006},
    "notice": {"bold": 0.03, "italic": 0.01, "link": 0.01},
    "caption": {"italic": 0.02, "bold": 0.008, "link": 0.008},
    "review": {"bold": 0.02, "italic": 0.025, "link": 0.012, "strike": 0.005},
}


_DIGITS = (r"(?:\d{1,4}[./-]\d{1,2}[./-]\d{2,4}"  # a date
           r"|\d{1,2}[:.]\d{2}(?:\s?[AP]M)?"  # a time
           r"|\d{1,3}(?:[ \u00a0\u202f.,'’]\d{3})+(?:[.,]\d+)?"  # grouped thousands
           r"|\d+(?:[.,]\d+)?)")
_NUMBER = re.compile(r"(?<![\w.,])(?:[$€£]\s?)?" + _DIGITS + r"(?:\s?[%€]|\s?CHF)?(?![\w])")
_IDENT = re.compile(r"(?<![\w.])(?:[A-Z]{2,}-[\w-]*\w|[A-Za-z]+[_./-]?[A-Za-z0-9]*[_./][\w./-]*\w"
                    r"|[a-z]+[A-Z]\w+|[A-Z]{2,}\d*|[A-Za-z]+\d[\w.-]*)(?![\w])")
# a capitalised word (ß, œ and the like included) taken whole or not at all, then more of
# them, also across the particles and joiners inside a name ("Jerez de la Frontera", "Lisa
# van der Berg", "Inès De Sousa", "Coste Marty et Fils"): a name is styled whole or not at
# all, never one part of its surname
_CAP = r"[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿœ'’-]{2,}(?![\w'’-])"
_JOIN = (r"(?:\s(?:[Dd]e|[Dd]el|[Dd]ella|[Dd]i|[Dd]a|[Dd]u|[Dd]os|[Dd]es|van|ten|ter)"
         r"(?:\s(?:la|le|los|las|der|den|het))?)?")
_FIRM = (r"(?:\s(?:et|and|&|und|e|y|en)\s(?:Fils|Sons|Figli|Hijos|Zonen|Söhne|Asociados|"
         r"Associates|Partners?|Cie))?")
_NAME = re.compile(r"(?<![\w'’-])" + _CAP + r"(?:" + _JOIN + r"\s" + _CAP + r")*" + _FIRM)
# German capitalises its nouns and writes "von", "den" between them: names are plain runs
_NAME_DE = re.compile(r"(?<![\w'’-])" + _CAP + r"(?:\s" + _CAP + r")*")
# English capitalises weekdays and months: they are no names to style ("**Tuesday**")
_CALENDAR_WORDS = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday january february march april "
    "may june july august september october november december".split())
# a date written with a month's name is one span: "21 January", "21. Januar", "March 3"
_MONTHS = "|".join(sorted({m.lower() for lang in ("en", "de", "fr", "es", "it", "nl")
                           for m in month_names(lang, context="format")}, key=len,
                          reverse=True))
_DATE_WORDS = re.compile(r"(?<![\w.,])(?:\d{1,2}\.?\s(?:de\s)?(?:" + _MONTHS + r")(?:\s\d{4})?"
                         r"|(?:" + _MONTHS + r")\s\d{1,2}(?:,\s\d{4})?)(?![\w])", re.IGNORECASE)
_ACRONYM = re.compile(r"[A-Z]{2,}\d*")
# a weekday in any of the six languages: a date or a day is never a link (r86 0013: a memo's
# "Thursday" and "July 31" as links); links go on addresses, names and documents
_WEEKDAYS = frozenset(d.lower() for lang in ("en", "de", "fr", "es", "it", "nl")
                      for d in locale(lang).days["format"]["wide"].values())


def _dated(span: str) -> bool:
    first = span.split(" ")[0].strip(",").lower()
    return bool(_DATE_WORDS.search(span)) or first in _WEEKDAYS \
        or first.rstrip("s") in _CALENDAR_WORDS
# a web address, scheme and path included: linked whole, never from its host on (r56)
_URL = re.compile(r"(?<![\w@])(?:https?://|www\.)[^\s<>«»“”\"]*[^\s<>«»“”\".,;:!?)]")
_VON_BEFORE = re.compile(r"[A-ZÀ-Þ][\w'’-]+\s(?:von|vom|zu)\s$")
_VON_AFTER = re.compile(r"\s(?:von|vom|zu)\s[A-ZÀ-Þ]")
TERM_LETTERS = 7
# the span types each kind may fall on (an acronym, "IT" or "CSV", is styled by none)
# (a greyed or smaller figure inside a sentence is no writer's choice: those two stay on
# the chrome a surface draws, timestamps and counts)
ALLOWED = {"bold": ("name", "number"), "italic": ("name",), "underline": ("name",),
           "highlight": ("number", "name"), "strike": ("number",),
           "link": ("name", "ident", "url"), "code": ("ident",), "faded": (),
           "color": ("number",), "larger": ("name",), "smaller": ()}
# an amount in a sentence keeps the sentence's font and size (r93 0003: "me piden 215 €"
# set larger than its words read as a font fault): bold or a highlight marks a key one
# A chat or text message is typed, not typeset: the app links a URL (the whole of it) and
# the writer bolds at most a key amount; a capitalised word ("Schönes", "Wort" in German, a
# first name) is no link and takes no emphasis there (r56)
MIX_ALLOWED = {"chat": {"bold": ("number",), "italic": (), "link": ("url",), "code": ("ident",)},
               "sms": {"italic": (), "link": ("url",)}}
# a writer colours a change ("+8.2%", "−3") and strikes an old price ("€49"), not any figure
SIGNED = re.compile(r"^[+−-]|%$")
PRICED = re.compile(r"[$€£]|CHF")
FIGURE_NEEDS = {"color": SIGNED, "strike": PRICED}
# ... in a colour that draws the eye without judging: red or green would say whether the
# change is good, and a rise is good for customers but bad for costs (r78 0012: costs "+1%"
# green, customers "+6%" red); the marks do not know what a figure measures
FIGURE_COLOURS = ("blue", "purple", "teal")
# a writer bolds, highlights or enlarges a key amount (a price, a total) or a day written
# out ("21 January"), never a bare year ("dal **2015**", "Q4 **2023**"), a percentage or a
# count in passing, nor one bound of a range ("entre **1,10** et 1,60 g/l")
EMPHASIS = ("bold", "highlight", "larger")
_LINK = r"(?:and|und|et|e|y|en|to|bis|à|a|al|au|tot|–|—|-)"
_BOUND_LOW = re.compile(r"^\s*(?:[^\s\d]{1,4}\s*)?" + _LINK + r"\s*(?:[$€£]\s?)?\d", re.I)
_BOUND_HIGH = re.compile(r"\d\s*(?:[^\s\d]{1,4}\s*)?" + _LINK + r"\s*(?:[$€£]\s?)?$", re.I)


def key_figure(text: str, start: int, end: int) -> bool:
    """Whether the figure ``text[start:end]`` is one a writer would emphasise (EMPHASIS)."""
    span = text[start:end]
    if _BOUND_LOW.match(text[end:end + 12]) or _BOUND_HIGH.search(text[max(0, start - 16):start]):
        return False
    return bool(PRICED.search(span)) or (not span.isdigit() and bool(_DATE_WORDS.fullmatch(span))
                                         and any(c.isalpha() for c in span))
SPAN_RATE = 3.0  # about one word in three is markable: keep each kind's share of words


# German capitalises every noun: in a German text a lone capitalised word is a noun
# ("Zahlungseingang"), only a run of two or more ("Anna Schmidt", "Berliner Bank") a name.
# German is told apart by function words the other five languages do not write.
_GERMAN = re.compile(r"(?<!\w)(?:und|der|ist|nicht|für|mit|sich|auf|dem|wird|werden|ich|wir|"
                     r"auch|sind|bitte|eine|einen|einem|zum|zur|bei|nach|über|wurde|das|dass|"
                     r"mir|dir|dich|uns|euch|sehr|noch|schon|oder|aber|deine|meine|ihre|du|ein|"
                     r"vom|im|wer)(?!\w)", re.IGNORECASE)
_UMLAUT = re.compile(r"[äöüßÄÖÜ]")


def _german(text: str) -> bool:
    """German running text: two of its function words, or one and an umlaut or ß (r75 0019:
    "Vielen Dank für deine ausführliche Antwort" read as English, its nouns as names)."""
    words = {w.casefold() for w in _GERMAN.findall(text)}
    return len(words) >= 2 or (len(words) == 1 and bool(_UMLAUT.search(text)))


def _sentence_start(text: str, pos: int) -> bool:
    before = text[:pos].rstrip()
    return not before or before[-1] in ".!?:;\"“„«»(¿¡"


def markable_spans(text: str) -> list[tuple[int, int, str]]:
    """(start, end, type) of the runs a writer would style, in text order, not
    overlapping: identifiers, numbers and amounts, names, then single long words."""
    spans: list[tuple[int, int, str]] = []

    def free(a: int, b: int) -> bool:
        return all(b <= s or a >= e for s, e, _ in spans)

    for m in _URL.finditer(text):
        spans.append((m.start(), m.end(), "url"))
    for m in _DATE_WORDS.finditer(text):
        if free(m.start(), m.end()):
            spans.append((m.start(), m.end(), "number"))
    for m in _IDENT.finditer(text):
        if free(m.start(), m.end()):
            kind = "acronym" if _ACRONYM.fullmatch(m.group(0)) else "ident"
            spans.append((m.start(), m.end(), kind))
    for m in _NUMBER.finditer(text):
        if m.end() - m.start() >= 2 and free(m.start(), m.end()):
            spans.append((m.start(), m.end(), "number"))
    german = _german(text)
    for m in (_NAME_DE if german else _NAME).finditer(text):
        start = m.start()
        if _sentence_start(text, start):
            continue  # capitalised anyway, and a name is styled whole or not at all
        if german and " " not in text[start:m.end()]:
            continue  # a German noun, not a name
        if text[start:m.end()].lower().rstrip("s") in _CALENDAR_WORDS:
            continue
        if not german and (_VON_BEFORE.search(text, 0, start) or _VON_AFTER.match(text, m.end())):
            continue  # one half of "Anna von Berg" (German nouns keep "von" out of names)
        if free(start, m.end()):
            spans.append((start, m.end(), "name"))
    for m in _WORD.finditer(text):
        word = m.group(0)
        if sum(c.isalpha() for c in word) >= TERM_LETTERS and word.isalpha() \
                and free(m.start(), m.end()):
            spans.append((m.start(), m.end(), "term"))
    return sorted(spans)


def mentions(text: str, key: str, flags: int = 0) -> Iterator[re.Match[str]]:
    """The whole-word occurrences of ``key`` in ``text`` ("Anna", not the "anna" of
    "Annalena" or "Anna-Lena")."""
    return _mention(key, flags).finditer(text)


@lru_cache(maxsize=4096)
def _mention(key: str, flags: int) -> re.Pattern[str]:
    """The compiled pattern of ``mentions`` (pages ask for thousands of keys: more than
    the re module's own cache of 512 patterns keeps)."""
    return re.compile(r"(?<![\w'’-])" + re.escape(key) + r"(?![\w'’-])", flags)


def key_spans(text: str, keys: list[str]) -> list[tuple[int, int, str]]:
    """(start, end, "name") of each whole-word occurrence of ``keys`` (the page's parties,
    people and defined terms), longest first, not overlapping."""
    spans: list[tuple[int, int, str]] = []
    for key in sorted({k for k in keys if k.strip()}, key=len, reverse=True):
        for m in mentions(text, key):
            if all(m.end() <= s or m.start() >= e for s, e, _ in spans):
                spans.append((m.start(), m.end(), "name"))
    return spans


def defined_term(label: str) -> str:
    """The quoted name of a "(hereinafter the “Supplier”)" label: Supplier."""
    m = re.search(r"[“„«\"]\s*([^”“»\"]+?)\s*[”“»\"]", label)
    return m.group(1) if m else ""


def document_spans(text: str, keys: list[str]) -> list[tuple[int, int, str]]:
    """What a document's writer styles: the page's ``keys`` and its amounts, dates and
    numbers, never a word only because it is long or capitalised."""
    spans = key_spans(text, keys)
    for s, e, kind in markable_spans(text):
        if kind == "number" and all(e <= a or s >= b for a, b, _ in spans):
            spans.append((s, e, kind))
    return sorted(spans)


def mention_marks(text: str, names: list[str],
                  marks: list[list[Any]]) -> list[list[Any]]:
    """``marks`` with every whole-word mention of ``names`` (the team's members) drawn as a
    mention chip, in place of any other style on it (r56: a tagged "Rik" in italics)."""
    chips = [[s, e, "mention", ""] for s, e, _ in key_spans(text, names)]
    keep = [m for m in marks if all(m[1] <= s or m[0] >= e for s, e, _, _ in chips)]
    return sorted(keep + chips)


def sample_marks(rng: np.random.Generator, text: str, mix: str,
                 keys: list[str] | None = None, highlight: bool = False) -> list[list[Any]]:
    """Choose which markable spans of ``text`` get an inline style (``markable_spans``; with
    ``keys``, only those phrases and the numbers: ``document_spans``). A yellow marker
    only with ``highlight``: where the page shows why (a document its user is editing); a
    static paragraph's word highlighted for no reason reads as a leak (r66 0028 "South")."""
    rates = MIXES[mix]
    if not rates:
        return []
    allowed = {**ALLOWED, **MIX_ALLOWED.get(mix, {})}
    kinds = list(rates)
    rate = SPAN_RATE if keys is None else 3 * SPAN_RATE  # few spans qualify: style them more
    probs = np.array([min(1.0, rates[k] * rate) for k in kinds])
    marks: list[list[Any]] = []
    spans = markable_spans(text) if keys is None else document_spans(text, keys)
    for start, end, kind_of_span in spans:
        draws = rng.random(len(kinds))
        if kind_of_span == "url" and "link" in rates:  # an app links every address it shows
            marks.append([start, end, "link", ""])
            continue
        hit = [k for k, d, p in zip(kinds, draws, probs, strict=True)
               if d < p and kind_of_span in allowed[k] and (highlight or k != "highlight")
               and (k != "link" or not _dated(text[start:end]))
               and (k not in FIGURE_NEEDS or FIGURE_NEEDS[k].search(text[max(0, start - 1):end]))
               and (k not in EMPHASIS or kind_of_span != "number" or key_figure(text, start, end))]
        if not hit:
            continue
        kind = hit[0]
        colour = choice(rng, list(FIGURE_COLOURS))
        marks.append([start, end, kind, colour if kind == "color" else ""])
    return marks


def writer_marks(rng: np.random.Generator, texts: list[str], mix: str,
                 keys: list[str] | None = None, highlight: bool = False) -> list[list[list[Any]]]:
    """``sample_marks`` for each paragraph of one page, styled as one writer does
    (``page_marks``: a name repeated on the page is styled once, never the brand bold, then
    a link, then highlighted, r57 0013), and a yellow highlight only where the page shows
    why (``highlight``: a mail writer's marker pen; a web page's highlight is a find bar's)."""
    out = [sample_marks(rng, t, mix, keys, highlight) for t in texts]
    page_marks(list(zip(texts, out, strict=True)))
    return out


def styled_spans(text: str, marks: list[list[Any]], base: Style, theme: Theme,
                 mono_family: str) -> list[Span]:
    """The spans of ``text`` with ``marks`` applied on top of ``base``."""
    spans: list[Span] = []
    pos = 0
    for start, end, kind, colour in sorted(marks):
        if start < pos:
            continue
        if start > pos:
            spans.append(Span(text[pos:start], base))
        spans.append(Span(text[start:end], apply_kind(base, kind, colour, theme, mono_family)))
        pos = end
    if pos < len(text):
        spans.append(Span(text[pos:], base))
    return spans


def apply_kind(base: Style, kind: str, colour: str, theme: Theme, mono_family: str) -> Style:
    if kind == "bold":
        return base.but(bold=True)
    if kind == "initial":  # a magazine's raised initial: the first letter, large and bold
        return base.but(size=round(base.size * 2.6), bold=True)
    if kind == "hidden":  # a letter a drop cap shows over its place (magazine_spread)
        return base.but(size=1, color=theme.bg)
    if kind == "italic":
        return base.but(italic=True)
    if kind == "underline":
        return base.but(underline=True)
    if kind == "highlight":
        return base.but(highlight=theme.highlight)
    if kind == "strike":
        return base.but(strike=True)
    if kind == "link":
        return base.but(link=True, underline=True, color=theme.link)
    if kind == "mention":  # a chat app's @mention: the name as a tinted chip
        tint = tuple(round(s + (k - s) * 0.16) for s, k in zip(theme.surface, theme.link,
                                                              strict=True))
        return base.but(bold=True, color=theme.link, highlight=tint)
    if kind == "code":
        return base.but(code=True, family=mono_family, size=max(9, base.size - 1))
    if kind == "faded":
        return base.but(faded=True, color=theme.faded(base.color))
    if kind == "color":
        return base.but(color=theme.palette[colour], color_name=colour)
    if kind == "larger":
        return base.but(size=base.size + max(2, round(base.size * 0.2)))
    if kind == "smaller":
        return base.but(size=max(9, base.size - max(2, round(base.size * 0.15))))
    raise ValueError(f"unknown inline style {kind!r}")


EMPHASIS = ("bold", "italic", "underline", "larger", "highlight")


def _same(a: str, b: str) -> bool:
    """Whether two spans name the same thing ("Ravenna", "ravenna", "Ravenna's")."""
    a, b = a.casefold().strip(" .,;:'’"), b.casefold().strip(" .,;:'’")
    return bool(a) and bool(b) and (a == b or a in b.split() or b in a.split()
                                    or a.startswith(b + "'") or b.startswith(a + "'"))


def page_marks(pairs: Iterable[tuple[str, list[list[Any]]]],
               subjects: Sequence[str] = ()) -> None:
    """Make a page's marks read as one writer's, in place over its (text, marks) pairs in
    page order: a name is styled once (its first mention), never the page's own
    ``subjects``, and every emphasised name takes the page's first emphasis kind (an
    identifier in code font keeps it at each mention)."""
    seen: list[str] = []
    name_kind = ""
    for text, marks in pairs:
        keep = []
        for mark in sorted(marks):
            span = text[mark[0]:mark[1]]
            wordy = not any(c.isdigit() for c in span)
            if wordy and (any(_same(span, s) or next(mentions(span, s, re.IGNORECASE), None)
                              for s in subjects if s)
                          or (mark[2] != "code" and any(_same(span, s) for s in seen))):
                continue
            if wordy and mark[2] in EMPHASIS:
                name_kind = name_kind or mark[2]
                mark = [mark[0], mark[1], name_kind, mark[3]]
            if wordy and mark[2] != "code":
                seen.append(span)
            keep.append(mark)
        marks[:] = keep


def end_sentence(text: str) -> str:
    """``text`` closed by one full stop: a sentence ending in "Inc." or "S.r.l." takes no
    second one (grammar.one_full_stop)."""
    from generator.content.grammar import one_full_stop
    return one_full_stop(text if text.endswith((".", "!", "?", "…")) else text + ".")
