"""Selection targets inside one token (select_substring) and of a labelled value
(select_field_value), SPEC 13.

A token is a run of non-space glyphs of one line without the punctuation around it. Its
text, quoted, names it (the "host"); the part selected is one of:

- ``decimals``: the digits after the decimal separator of an amount ("56" of "1,234.56";
  the page language's separator, one or two digits after it);
- ``domain``: what follows the "@" of an e-mail address;
- ``extension``: what follows the last dot of a file name with a common extension;
- ``part``: a quoted part of a compound: a component of a hyphenated one ("Export" in
  "CSV-Export"), or the tail of a long word that is a word of the page on its own
  ("datum" in "Erstellungsdatum"), found once in it.

ref: {"kind": "substring", "part": one of those, "text": host, "sub": the selected text,
"code": False}. select_field_value: {"kind": "field", "field": invoice category}; the span
is the value block named after the field (never its label), which must be the only one,
and the only value of its kind on the page (generator/verify/lookalike.py).
"""

from __future__ import annotations

import re

import numpy as np

from generator import formats, languages
from generator.targets.categories import REQUIRED_ROLES
from generator.targets.common import quotable, shuffled
from generator.targets.index import PageIndex
from generator.targets.invoice import FIELD_CATEGORIES
from generator.targets.selection import drag_target
from generator.targets.target import Target
from generator.verify.lookalike import lookalikes

# the angle brackets of "Anna <anna@firm.com>" are no part of the address (r68 0013)
EDGE_PUNCT = ".,;:!?()[]{}<>\"'«»„“”‘’…"
EXTENSIONS = frozenset({"pdf", "doc", "docx", "xlsx", "xls", "csv", "txt", "png", "jpg",
                        "jpeg", "zip", "py", "js", "ts", "json", "md", "html", "css",
                        "yaml", "yml", "xml", "log", "sh", "gz", "svg", "gif", "sql", "ini",
                        "toml", "cfg", "rs", "go", "java", "mp3", "mp4", "pptx", "odt"})
MIN_PART_WORD = 9


def tokens(index: PageIndex, roles: tuple[str, ...]) -> list[tuple[int, int, str]]:
    """(first glyph, end glyph, text) of every token of a block with one of ``roles``."""
    geo = index.geo
    out = []
    for ln in geo.lines:
        if geo.blocks[ln.block].role not in roles:
            continue
        i, end = ln.glyphs
        while i < end:
            if geo.glyphs[i].char.isspace():
                i += 1
                continue
            j = i
            while j < end and (not geo.glyphs[j].char.isspace() or _group_space(geo, j, end)):
                j += 1
            a, b = i, j
            while a < b and geo.glyphs[a].char in EDGE_PUNCT:
                a += 1
            while b > a and geo.glyphs[b - 1].char in EDGE_PUNCT:
                b -= 1
            if b - a >= 3:
                out.append((a, b, "".join(geo.glyphs[k].char for k in range(a, b))))
            i = j
    return out


def _group_space(geo, j: int, end: int) -> bool:
    """A (narrow) space that separates thousands ("1 265,00"): one number to a reader, so
    a token never ends there and no tail of the number is quoted (r44 0029)."""
    chars = [geo.glyphs[k].char for k in range(j - 1, min(j + 5, end))]
    return (len(chars) >= 5 and chars[0].isdigit() and all(c.isdigit() for c in chars[2:5])
            and (len(chars) == 5 or not chars[5].isdigit()))


def _decimals(text: str, lang: str) -> tuple[int, int] | None:
    sep = re.escape(formats.decimal_symbol(lang))  # CLDR: "." in English, "," elsewhere
    m = re.fullmatch(r"[-+−]?[\d.,'\u202f\u00a0]*\d" + sep + r"(\d{1,2})", text)
    return m.span(1) if m else None


def _domain(text: str) -> tuple[int, int] | None:
    if text.count("@") != 1:
        return None
    at = text.index("@")
    rest = text[at + 1:]
    return (at + 1, len(text)) if at > 0 and "." in rest.strip(".") else None


def _extension(text: str) -> tuple[int, int] | None:
    if "@" in text or "/" in text:
        return None
    dot = text.rfind(".")
    ext = text[dot + 1:]
    return (dot + 1, len(text)) if dot > 0 and ext.lower() in EXTENSIONS else None


def _part(text: str, vocabulary: set[str],
          rng: np.random.Generator) -> tuple[int, int] | None:
    """A component of a hyphenated compound, or the tail of a long word that is a word
    of the page on its own ("datum" of "Erstellungsdatum" when "Datum" is on the page)."""
    if not text.replace("-", "").isalpha() or len(text) < MIN_PART_WORD:
        return None
    spans = []
    if "-" in text:
        at = 0
        for piece in text.split("-"):
            if len(piece) >= 3:
                spans.append((at, at + len(piece)))
            at += len(piece) + 1
    else:
        spans = [(k, len(text)) for k in range(3, len(text) - 3)
                 if text[k:].casefold() in vocabulary]
    spans = [s for s in spans if text.count(text[s[0]:s[1]]) == 1]
    return spans[int(rng.integers(len(spans)))] if spans else None


def _find(text: str, lang: str, vocabulary: set[str],
          rng: np.random.Generator) -> tuple[str, int, int] | None:
    for kind, found in (("domain", _domain(text)), ("extension", _extension(text)),
                        ("decimals", _decimals(text, lang))):
        if found is not None:
            return kind, *found
    found = _part(text, vocabulary, rng)
    return ("part", *found) if found is not None else None


def select_substring(index: PageIndex, category: str,
                     rng: np.random.Generator) -> Target | None:
    lang = index.geo.meta.get("language") or languages.codes()[0]
    vocabulary = {w for w in index.by_text if len(w) >= 4 and w.isalpha()}
    for a, _, text in shuffled(rng, tokens(index, REQUIRED_ROLES[category])):
        found = _find(text, lang, vocabulary, rng)
        if found is None or not quotable(text) or index.phrase_count(text) != 1:
            continue
        kind, s1, s2 = found
        ref = {"kind": "substring", "part": kind, "text": text, "sub": text[s1:s2],
               "code": False}
        target = drag_target(index, category, a + s1, a + s2 - 1, ref)
        if target is not None:
            return target
    return None


def select_field_value(index: PageIndex, category: str,
                       rng: np.random.Generator) -> Target | None:
    geo = index.geo
    named: dict[str, list[int]] = {}
    for b in geo.blocks:
        if b.name in FIELD_CATEGORIES and b.role == "field":
            named.setdefault(b.name, []).append(b.id)
    for name in shuffled(rng, sorted(named)):
        if len(named[name]) != 1 or lookalikes(geo, name, named[name][0]):
            continue  # "the phone number" with a second one in the closing text (r57 0017)
        block = named[name][0]
        inked = [i for ln in geo.lines if ln.block == block for i in range(*ln.glyphs)
                 if geo.glyphs[i].ink is not None]
        if not inked:
            continue
        target = drag_target(index, category, inked[0], inked[-1],
                             {"kind": "field", "field": name})
        if target is not None:
            return target
    return None
