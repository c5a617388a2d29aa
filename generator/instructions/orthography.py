"""The final orthographic pass over a rendered instruction.

Templates and phrases are put together slot by slot, so a preposition or an article can
meet a word it should fuse with only once the sentence is whole: Italian "sulla ultima" ->
"sull'ultima", "della ottava" -> "dell'ottava"; French "de le" -> "du", "de la avant-
dernière" -> "de l'avant-dernière"; Spanish "de el" -> "del", "a el" -> "al". The rules are
data, a list of [pattern, replacement] (Python regular expressions) in each language's
instructions/orthography.toml, applied in order to the text outside the quotations only (a
quoted text is the page's, never respelled). The verifier reads these forms back through its
own lexicon (verifier/lexicon.toml key ``orthography``), never through this file.

A word can also change with the quotation it stands before: Italian takes the euphonic "ed"
and "ad" before a quoted word that starts with the same vowel ("tra “mi” ed “è”", "da «x» ad
«Archivio»"). Those rules (key ``before_quote``) see the unquoted run with the quotation that
follows it, and must only change the run (a lookahead into the quotation).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from generator import languages

FILE = "instructions/orthography.toml"


@lru_cache(maxsize=None)
def rules(lang: str, key: str = "rules") -> tuple[tuple[re.Pattern[str], str], ...]:
    """The compiled rules of ``lang`` (LanguageError when its file or key is missing)."""
    raw = languages.get(lang, FILE, key, list)
    out = []
    for entry in raw:
        if not (isinstance(entry, list) and len(entry) == 2
                and all(isinstance(x, str) for x in entry)):
            raise languages.LanguageError(f"language {lang!r}: {FILE} rule {entry!r} is not "
                                          f"a [pattern, replacement] pair")
        out.append((re.compile(entry[0]), entry[1]))
    return tuple(out)


def segments(text: str, pairs: Iterable[tuple[str, str]]) -> list[tuple[str, bool]]:
    """``text`` cut into (part, quoted) runs; a quotation runs from an opening mark of
    ``pairs`` to its closing mark (both kept in the quoted run)."""
    pairs = sorted(pairs, key=lambda p: -len(p[0]))  # French "« " before a bare "«"
    out: list[tuple[str, bool]] = []
    i = start = 0
    while i < len(text):
        end = next((e + len(right) for left, right in pairs if text.startswith(left, i)
                    and (e := text.find(right, i + len(left))) >= 0), -1)
        if end < 0:
            i += 1
            continue
        if start < i:
            out.append((text[start:i], False))
        out.append((text[i:end], True))
        i = start = end
    if start < len(text):
        out.append((text[start:], False))
    return out


def respell(text: str, lang: str, pairs: Iterable[tuple[str, str]]) -> str:
    """``text`` with ``lang``'s rules applied to every run outside the quotations."""
    table, ahead = rules(lang), rules(lang, "before_quote")
    if not table and not ahead:
        return text
    runs = segments(text, pairs)
    out = []
    for i, (part, quoted) in enumerate(runs):
        if not quoted:
            for pattern, repl in table:
                part = pattern.sub(repl, part)
            if ahead and i + 1 < len(runs):
                part = _before_quote(part, runs[i + 1][0], ahead)
        out.append(part)
    return "".join(out)


def _before_quote(part: str, quote: str, ahead) -> str:
    """``part`` respelled by the rules that look into the ``quote`` after it."""
    whole = part + quote
    for pattern, repl in ahead:
        whole = pattern.sub(repl, whole)
    return whole[:-len(quote)] if whole.endswith(quote) else part
