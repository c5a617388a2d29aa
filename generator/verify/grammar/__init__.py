"""Per-language lexicons of the verifier's instruction grammar.

Each language is one module (``en.py``; later de, fr, es, it, nl) defining the same
upper-case names; ``lexicon(lang)`` loads it and checks that nothing is missing. The
lexicons are written from the language, never from the instruction templates: the
verifier must not import the sampler's vocabulary (see generator/verify/__init__.py).
"""

from __future__ import annotations

import importlib
from functools import lru_cache
from types import ModuleType

KEYS = (
    "QUOTES", "CODE_QUOTES", "ARTICLES", "ORDINALS", "WORD_NOUNS", "PAIR_NOUNS",
    "OCCURRENCE", "CHAR_NOUNS", "CHAR_IN", "STYLE_ADJ", "STYLE_SUFFIX", "COLOURS",
    "CONTEXT", "REGION_PREFIX", "REGION_STOP", "MESSAGE_PREFIX", "REGION_NAMES", "MARK_NAMES",
    "MARK_AFTER", "BETWEEN", "AND", "CARET", "BEFORE", "AFTER", "START", "END",
    "SPAN_NOUNS", "SPAN_START", "SPAN_END", "GAP_NOUNS", "GAP_BETWEEN", "GAP_AFTER",
    "GAP_BEFORE", "BBOX", "FORMAT_HINTS", "FIELDS",
)


class LexiconError(KeyError):
    def __str__(self) -> str:
        return str(self.args[0])


@lru_cache(maxsize=None)
def lexicon(lang: str) -> ModuleType:
    """The grammar module of ``lang``; LexiconError when there is none or it is incomplete."""
    if not lang.isalpha():
        raise LexiconError(f"no verifier grammar for language {lang!r}")
    try:
        module = importlib.import_module(f"generator.verify.grammar.{lang}")
    except ModuleNotFoundError as exc:
        raise LexiconError(f"no verifier grammar for language {lang!r}") from exc
    missing = [k for k in KEYS if not hasattr(module, k)]
    if missing:
        raise LexiconError(f"verifier grammar {lang!r} lacks {', '.join(missing)}")
    return module
