"""Per-language lexicons of the verifier's instruction grammar.

Each language's lexicon is the data file ``verifier/lexicon.toml`` of its locale folder
(generator/locales/<code>/, found through the language registry), holding the same keys
(KEYS, lower case) in every language; ``lexicon(lang)`` loads it and checks that nothing is
missing. The vocabulary of the selection (drag) instructions is ``verifier/selection.toml``
(SELECTION_KEYS), loaded the same way by ``selection(lang)``. Both are written from the
language, never from the instruction templates: the verifier reads no other file of the
folder (not the sampler's content, not the templates; tests/verify checks this).
"""

from __future__ import annotations

from functools import lru_cache

from generator import languages

try:  # tomli's compiled wheel: the stdlib's parser, 3x faster (the locales are 2 MB of TOML)
    import tomli as tomllib
except ModuleNotFoundError:  # pragma: no cover - same parser, same data, slower
    import tomllib

KEYS = (
    "QUOTES", "CODE_QUOTES", "ARTICLES", "ORDINALS", "WORD_NOUNS", "PAIR_NOUNS",
    "OCCURRENCE", "CHAR_NOUNS", "CHAR_IN", "STYLE_ADJ", "STYLE_SUFFIX", "COLOURS",
    "CONTEXT", "REGION_PREFIX", "REGION_STOP", "MESSAGE_PREFIX", "REGION_NAMES", "MARK_NAMES",
    "MARK_AFTER", "BETWEEN", "AND", "CARET", "BEFORE", "AFTER", "START", "END",
    "SPAN_NOUNS", "SPAN_START", "SPAN_END", "GAP_NOUNS", "GAP_BETWEEN", "GAP_AFTER",
    "GAP_BEFORE", "BBOX", "FORMAT_HINTS", "FIELDS", "TABLE_CLAUSES", "SPAN_CLAUSES",
    "ORTHOGRAPHY",
)
LEXICON = "verifier/lexicon.toml"
SELECTION_KEYS = ("SELECT", "FROM", "TO", "PART_IN", "SUBSTRING")
SELECTION = "verifier/selection.toml"


class LexiconError(KeyError):
    def __str__(self) -> str:
        return str(self.args[0])


def _load(lang: str, name: str, keys: tuple[str, ...]) -> dict:
    """The table ``name`` of ``lang``'s folder with every key of ``keys`` (lower case);
    LexiconError naming the language, the file and the key when anything is missing."""
    try:
        path = languages.folder(lang) / name
    except languages.LanguageError:
        raise LexiconError(f"no verifier grammar for language {lang!r}") from None
    if not path.is_file():
        raise LexiconError(f"no verifier grammar for language {lang!r} (missing {path})")
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise LexiconError(f"language {lang!r}: {path} is not valid TOML: {exc}") from None
    missing = [k for k in keys if k.lower() not in data]
    if missing:
        raise LexiconError(f"language {lang!r}: {path} lacks key(s) "
                           f"{', '.join(k.lower() for k in missing)}")
    return {k: data[k.lower()] for k in keys}


@lru_cache(maxsize=None)
def lexicon(lang: str) -> languages.Table:
    """The grammar lexicon of ``lang``; LexiconError when there is none or it is incomplete."""
    values = _load(lang, LEXICON, KEYS)
    for key in ("QUOTES", "CODE_QUOTES"):
        values[key] = [tuple(pair) for pair in values[key]]
    return languages.Table(**values)


@lru_cache(maxsize=None)
def selection(lang: str) -> languages.Table:
    """The selection vocabulary of ``lang``: SELECT, FROM, TO, PART_IN (lists of phrases)
    and SUBSTRING (part kind -> phrases); LexiconError naming language, file and key when a
    key is missing or is not of that shape."""
    values = _load(lang, SELECTION, SELECTION_KEYS)
    where = f"language {lang!r}: {languages.folder(lang) / SELECTION}"
    for key in SELECTION_KEYS:
        if key == "SUBSTRING" and not isinstance(values[key], dict):
            raise LexiconError(f"{where} key {key.lower()!r} must be a table of lists")
        lists = values[key].values() if key == "SUBSTRING" else [values[key]]
        if not all(isinstance(v, list) and all(isinstance(p, str) for p in v) for v in lists):
            raise LexiconError(f"{where} key {key.lower()!r} must hold lists of strings")
    return languages.Table(**values)
