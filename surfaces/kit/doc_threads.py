"""The comment threads of a commented report (doc_comments) as data: each comment is about
something the document has (a figure it shows, a phrase it quotes, a paragraph it holds,
the opening summary) and each reply is of the kind its comment asks for: a request is
taken up ("I'll shorten it"), a question answered, a doubt discussed or left as it is,
praise thanked; a second reply closes the thread ("Thanks!"), never reopens it.

Also ``one_town``: a report about one town names the town once or twice, not in every
sentence ("in Magdeburg" five times read as a template)."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.kit import Content, choice

# the comment kinds: (comment key, what it sits on, reply key, closing key)
KINDS: dict[str, tuple[str, str, str, str]] = {
    "source": ("w9pb.dc_source", "figure", "w9pb.dc_re_request", "w9pb.dc_end_thanks"),
    "final": ("w9pb.dc_final", "figure", "w9pb.dc_re_final", "w9pb.dc_end_thanks"),
    "check": ("w9pb.dc_check", "quote", "w9pb.dc_re_check", "w9pb.dc_end_thanks"),
    "wording": ("w9pb.dc_wording", "claim", "w9pb.dc_re_doubt", "w9pb.dc_end_agree"),
    "date": ("w21.dc_date", "date", "w21.dc_re_date", "w9pb.dc_end_thanks"),
    "person": ("w21.dc_person", "person", "w21.dc_re_person", "w9pb.dc_end_thanks"),
    "shorten": ("w9pb.dc_shorten", "paragraph", "w9pb.dc_re_request", "w9pb.dc_end_thanks"),
    "praise": ("w9pb.dc_praise", "summary", "w9pb.dc_re_praise", ""),
}
# what a quoted clause holds (wave 21: "sounds too formal" on "is scheduled for December 30",
# "I'll update the numbers" under a sentence without one): a comment kind quotes only its own
QUOTING = ("quote", "claim", "date", "person")
# a figure as the report writes it, with its unit: "8 %", "12,5 %", "44 minutes", "12 filiali"
# (never a bare number, a year or a date: "12 janvier" is no figure to source)
NUMBER = re.compile(r"(?<![\w.,])\d+(?:[.,]\d+)?(?:\s?%|\s(?!\d)\w+)")
# the short words after a number that are no unit ("25 de septiembre", "3 of the 4", "2 e
# 3", "12 van de 20"): the figure would stop on them
LINKS = frozenset({"de", "del", "des", "du", "d", "di", "della", "dei", "degli", "van", "von",
                   "of", "and", "or", "to", "e", "y", "et", "und", "en", "a", "al", "au",
                   "à", "in", "on", "op", "per", "por", "para", "pour", "par", "für", "bis",
                   "tot", "t", "o", "ou", "oder", "the", "la", "le", "el", "il", "lo",
                   "het", "die", "der", "das", "dem", "den", "im", "am", "um", "auf", "con",
                   "met", "with", "mit", "avec", "sur", "su", "da", "tra", "fra", "entre",
                   "zu", "que", "che", "dat", "dass", "than", "als"})
QUOTE_MARKS = set("“”„«»‘’\"")
_WORD = re.compile(r"[^\W_][\w'’-]*[^\W_]|[^\W_]")
# a sentence runs on over a decimal or grouping mark between digits ("1.872.000 €", "12.5%"):
# never the fragment "Der Umsatz wuchs um 14 % auf 1."
# nor over the stop of a German day ("am 10. Oktober": never the clause "soll am 10")
_DAY_STOP = (r"(?<=\d)\.(?=\s(?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|"
             r"Oktober|November|Dezember)\b)")
_SENTENCE = re.compile(r"(?:[^.!?]|(?<=\d)\.(?=\d)|" + _DAY_STOP + r")+[.!?]?")
# the prepositions that put a sentence in the town ("in Magdeburg", "à Besançon", "di
# Bari"): a further mention drops the phrase ("The team in Bari" -> "The team")
_AT = {"en": r"in|at|for|across|from", "de": r"in|für|aus", "fr": r"à|de|en",
       "es": r"en|de", "it": r"a|di|in", "nl": r"in|van|uit"}


def one_town(texts: list[str], city: str, lang: str, keep: int = 2) -> list[str]:
    """``texts`` with the town named in its first ``keep`` mentions only."""
    at = re.compile(rf"(?:\s+(?:{_AT.get(lang, _AT['en'])})|\s+d[’'])?\s*\b{re.escape(city)}\b")
    stops = r"\0\s+(?=[,.])" if lang == "fr" else r"\0\s+(?=[,.;:])"
    seen = 0
    out = []
    for text in texts:
        def drop(m: re.Match[str]) -> str:
            nonlocal seen
            seen += 1
            return m.group() if seen <= keep else "\0"
        # a space left before a stop where the town was dropped goes with it; no other
        # space ("coûts d'exploitation : la marge" keeps the French space before its colon)
        out.append(re.sub(r"\s*\0", "", re.sub(stops, "\0", at.sub(drop, text))))
    return out


# a point that ends no clause: a German ordinal day before its month ("am 13. Februar"), a
# title before a name ("Dr. Krämer") (r75 0003: a quote stopped at "soll am 13")
_TITLES = r"Dr|Prof|St|Mr|Mrs|Ms|Mme|Mlle|Sr|Sra|Dott|Ing|Hr|Fr|Dhr|Mevr|Sig|Sig\.ra"


def _masked(text: str, months: set[str] = frozenset()) -> str:
    """``text`` with the points that end no clause or sentence (an ordinal day before its
    month, a title before a name) made a neutral character of the same length."""
    def mask(m: re.Match[str]) -> str:
        return m.group(1) + "\0" + m.group(2)
    if months:
        alt = "|".join(re.escape(x) for x in sorted(months, key=len, reverse=True))
        text = re.sub(rf"(\d)\.(\s+(?i:{alt})\b)", mask, text)
    return re.sub(rf"(\b(?:{_TITLES}))\.(\s+[A-ZÀ-Ý])", mask, text)


# the comma closing a quoted name set off as an apposition ("The last milestone, “X”, is
# scheduled ..."): what follows is a predicate without its subject
# a sentence's opening phrase set off by a comma ("Pour toute question sur le projet, ...")
LEAD_IN = re.compile(r"(?:For|Pour|Para|Per|Für|Bei|Voor|With|Avec|Con|Met|Mit|In|En|À)\b")
_APPOSITIVE = re.compile(r"[”»\"’]\s*,\s*$")


def _clauses(text: str, holds: str = "quote", seen: tuple[set[str], list[str]] = (set(), [])
             ) -> list[re.Match[str]]:
    """The clauses of ``text`` a comment can quote whole: 4 to 11 words between stops, of
    those that hold what ``holds`` asks for (``holding``; "quote": any)."""
    # never one holding a quoted name (a status update's “Furniture ordered”): a comment
    # quoting it would nest its quotes ("“but “Furniture ordered” is late”"); nor the
    # predicate after one set off by commas (r94 0003: "Is “is scheduled for May 27” still
    # correct?" from "The last milestone, “X”, is scheduled for May 27")
    return [m for m in re.finditer(r"(?:[^,;:.!?()]|(?<=\d)[.,:](?=\d)|" + _DAY_STOP + ")+",
                                      _masked(text, seen[0]))
            if 4 <= len(m.group().split()) <= 11 and not QUOTE_MARKS & set(m.group())
            and not _APPOSITIVE.search(text[:m.start()])
            and holds in ("quote", holding(m.group(), *seen))
            # a lead-in ("Pour toute question sur le projet :", "Per domande sul progetto,")
            # is no claim to discuss
            and not (holds == "claim" and text[m.end():].lstrip().startswith(":"))
            and not (LEAD_IN.match(m.group().lstrip()) and text[m.end():].startswith(","))]


def holding(clause: str, months: set[str], people: list[str]) -> str:
    """What ``clause`` is about: "person" (it names one of ``people``), "date" (a day of one
    of ``months``, not a month: "went live in February" is done), "figure" (any other
    number) or "claim" (none of these)."""
    if any(re.search(rf"\b{re.escape(part)}\b", clause) for name in people
           for part in (name, name.split()[-1])):
        return "person"
    words = [w.casefold() for w in _WORD.findall(clause)]
    if any(w in months and any(v.isdigit() for v in words[max(0, k - 2):k + 2])
           for k, w in enumerate(words)):  # a day ("on October 10", "am 10. Oktober")
        return "date"
    return "figure" if re.search(r"\d", clause) else "claim"


def day_in(clause: str, months: set[str]) -> str:
    """The day a "date" clause names, as it writes it ("22 de abril", "April 22", "22. April
    2026"): what a comment on the date asks about (r84 0011: "¿Llegamos a «está programado
    para el 22 de abril»?"); the clause itself when none is found."""
    alt = "|".join(re.escape(x) for x in sorted(months, key=len, reverse=True))
    m = re.search(rf"(?i)(?:\b\d{{1,2}}(?:er|\.)?\s+(?:de\s+)?(?:{alt})\b|\b(?:{alt})\s+\d{{1,2}}\b)"
                  rf"(?:,?\s+(?:de\s+)?\d{{4}}\b)?", clause)
    return m.group() if m else clause


def _phrase(rng: np.random.Generator, text: str, holds: str = "quote",
            seen: tuple[set[str], list[str]] = (set(), [])) -> list[int]:
    """[start, end] of the phrase a comment quotes: one whole clause of ``text`` holding
    what ``holds`` asks for ("the team completed three of the four planned milestones",
    never "um drei Monate zu")."""
    clauses = _clauses(text, holds, seen)
    if not clauses:  # one long sentence: quoted whole
        return _sentence(rng, text, seen[0])
    c = clauses[int(rng.integers(len(clauses)))]
    lead = len(c.group()) - len(c.group().lstrip())
    return [c.start() + lead, c.start() + len(c.group().rstrip())]


def _sentence(rng: np.random.Generator, text: str, months: set[str] = frozenset()) -> list[int]:
    """[start, end] of one whole sentence of ``text``, as people select it."""
    every = list(_SENTENCE.finditer(_masked(text, months)))
    bare = [m for m in every if not QUOTE_MARKS & set(m.group())] or every  # nothing quoted
    spans = [m for m in bare if len(m.group().split()) > 3] or bare
    m = spans[int(rng.integers(len(spans)))]
    lead = len(m.group()) - len(m.group().lstrip())
    return [m.start() + lead, m.start() + len(m.group().rstrip())]


def figures(text: str, months: set[str]) -> list[re.Match[str]]:
    """The figures of ``text`` a reader asks the source of: a share in percent ("29 %"),
    never a count cut from its sentence ("183 new", "5 sont") nor a day of a month, "25 de"
    of "25 de septiembre" (r66 0010)."""
    return [m for m in NUMBER.finditer(text) if m.group().split()[-1].casefold() not in months
            and m.group().split()[-1].casefold() not in LINKS and m.group().endswith("%")
            and not re.fullmatch(r"(?:19|20)\d\d", m.group().split()[0])]


def _fits(kind: str, i: int, text: str, months: set[str], people: list[str]) -> bool:
    on = KINDS[kind][1]
    if on == "figure":
        return bool(figures(text, months))
    if on == "summary":
        return i == 0
    if on in QUOTING:
        return bool(_clauses(text, on, (months, people)))
    if on == "paragraph":
        return long_paragraph(text)
    return True


LONG_WORDS = 55  # a paragraph a reviewer calls long: three sentences or more, of this many words


def long_paragraph(text: str) -> bool:
    """Whether ``text`` is a paragraph a "rather long, shorten it?" comment fits: three or
    more sentences and about 60 words (never a one-sentence highlight, r56 0022)."""
    sentences = [m for m in _SENTENCE.findall(text) if len(m.split()) > 3]
    return len(sentences) >= 3 and len(_WORD.findall(text)) >= LONG_WORDS


def say(rng: np.random.Generator, content: Content, key: str, used: set[str],
        **fixed: str) -> str:
    """One line of the UI list ``key`` (a template not yet used on the page), filled."""
    lines = content.ui_list(key)
    fresh = [t for t in lines if t not in used] or lines
    template = fresh[int(rng.integers(len(fresh)))]
    used.add(template)
    return content.fill(template, **fixed)


def commentable(content: Content, texts: list[str], people: list[str]) -> list[int]:
    """The paragraphs of ``texts`` some comment kind fits (all of them when none does)."""
    months = {m.casefold() for m in content.data.MONTHS}
    fit = [i for i, t in enumerate(texts) if any(_fits(k, i, t, months, people) for k in KINDS)]
    return fit or list(range(len(texts)))


def comment_on(rng: np.random.Generator, content: Content, texts: list[str],
               which: list[int], people: list[str]) -> list[dict[str, Any]]:
    """One comment for each paragraph of ``which``: its kind, text and anchor; a quoted
    clause holds what its kind is about (``people``: the names the document may hold)."""
    used: set[str] = set()
    months = {m.casefold() for m in content.data.MONTHS}
    out = []
    for i in which:
        kinds = [k for k in KINDS if k not in used and _fits(k, i, texts[i], months, people)]
        kind = str(choice(rng, kinds or ["check"]))
        used.add(kind)
        on = KINDS[kind][1]
        if on == "figure":
            figs = figures(texts[i], months)
            m = figs[int(rng.integers(len(figs)))]
            anchor = [m.start(), m.end()]
        elif on == "paragraph":  # a comment on the paragraph's length sits on all of it
            lead = len(texts[i]) - len(texts[i].lstrip())
            anchor = [lead, len(texts[i].rstrip())]
        else:
            anchor = (_phrase(rng, texts[i], on, (months, people)) if on in QUOTING
                      else _sentence(rng, texts[i], months))
        said = texts[i][anchor[0]:anchor[1]].rstrip(".!?")  # quoted without its stop
        ask = say(rng, content, KINDS[kind][0], used, figure=said, quote=said,
                  date=day_in(said, months) if on == "date" else said)
        out.append({"para": i, "kind": kind, "anchor": anchor, "ask": ask, "about": said})
    return out


def thread(rng: np.random.Generator, content: Content, people: list[str],
           comment: dict[str, Any], used: set[str],
           times: set[int] | None = None, named: list[str] | None = None
           ) -> list[dict[str, str]]:
    """The comment and up to two replies: the answer its kind asks for, then perhaps the
    commenter closing it; each by someone else than the one before, later the same day, at
    a time no other comment of the page has (``times``, r75 0003: two people at "08:20")."""
    _, _, reply, end = KINDS[comment["kind"]]
    n = 1 + int(choice(rng, [0, 1, 1, 1, 2] if end else [0, 1, 1]))
    taken = set() if times is None else times
    free = np.array([m for m in range(8 * 12, 19 * 12) if m not in taken])
    minutes = sorted(int(m) for m in rng.choice(free, n, replace=False))
    taken.update(minutes)
    asker = int(rng.integers(0, 4))
    who = [asker, int(choice(rng, [k for k in range(4) if k != asker])), asker][:n]
    # "I'll ask {name}", "{name} confirmed the date": a person the document names (the one
    # the comment quotes first), else a commenter outside this thread (r98 0008: "I'll ask
    # Benjamin", named nowhere on the page)
    quoted = [n for n in named or [] if n in comment["about"]]
    other = (quoted or list(named or []) or
             [next(p for k, p in enumerate(people) if k not in who).split()[0]])[0]
    texts = [comment["ask"], say(rng, content, reply, used, name=other),
             say(rng, content, end, used) if end else ""][:n]
    return [{"author": people[w], "meta": content.format_time(m // 12, m % 12 * 5), "text": t}
            for w, m, t in zip(who, minutes, texts, strict=True)]
