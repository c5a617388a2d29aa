"""The sound rules of a language (locale.toml ``text.rewrites``): "a" -> "an" (en), "a" ->
"ad" (it), "de le" -> "du" (fr), applied in order to every filled text by the provider."""

from __future__ import annotations

import re
from functools import lru_cache
from re import _constants as re_constants
from re import _parser as re_parser

from generator import languages


def apply(lang: str, text: str) -> str:
    """``text`` with the sound rules of ``lang`` applied, each in turn."""
    for pattern, replace, needed in _rewrites(lang):
        if needed in text:
            text = pattern.sub(replace, text)
    return text


@lru_cache(maxsize=None)
def _rewrites(lang: str) -> tuple[tuple[re.Pattern[str], str, str], ...]:
    """The sound rules of ``lang`` (locale.toml ``text.rewrites``: "a" -> "an", "a" -> "ad"),
    each with a piece of text every match of it holds (see ``_needed``)."""
    rules = languages.fact(lang, "text.rewrites", list)
    return tuple((re.compile(r["pattern"]), r["replace"], _needed(r["pattern"]))
                 for r in rules)


def _needed(pattern: str) -> str:
    """The longest run of plain characters at the top level of ``pattern`` ("e Le " of
    r"\b([Dd])e Le (?=[A-ZÉÈ])"): a text without it has no match, and skipping the rule
    there (a substring test) spares most of the rules' scans of every filled sentence.
    "" (always run the rule) when the pattern ignores case or cannot be read."""
    try:
        parsed = re_parser.parse(pattern)
    except re.error:
        return ""
    if parsed.state.flags & re.IGNORECASE:
        return ""
    best = run = ""
    for op, arg in parsed.data:
        run = run + chr(arg) if op is re_constants.LITERAL else ""
        best = max(best, run, key=len)
    return best
