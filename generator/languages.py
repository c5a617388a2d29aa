"""The language registry: the only module that knows which languages exist.

A language is one folder ``generator/locales/<code>/`` (or ``<code>/`` in any folder named
by the environment variable POINTERBENCH_LOCALES, os.pathsep-separated, for languages kept
outside the package) holding data files:

  locale.toml               English name, order, CLDR (Babel) locale and territory, Faker
                            locale, quotation marks, currencies, tax rates, id patterns
  content/<area>.toml       [slots] [sentences] [titles] [ui] of one area of content
                            (invoice.toml also: streets, [[cities]], [[banks]], [formats])
  instructions/vocab.toml   quotes, ordinals, style words, phrases, qualifiers, formats
  instructions/templates.toml, instructions/regions.toml
  instructions/touch.toml   the templates of a touch screen (tap, never click a mouse)
  forms.py                  inflection code (articles, case, contraction), optional
  verifier/lexicon.toml     the verifier's own grammar lexicon (read by generator/verify only)

A missing file or key is a LanguageError naming the language, the file and the key; there
is no fall-back to another language.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from functools import lru_cache
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

try:  # tomli's compiled wheel: the stdlib's parser, 3x faster (the locales are 2 MB of TOML)
    import tomli as tomllib
except ModuleNotFoundError:  # pragma: no cover - same parser, same data, slower
    import tomllib

LOCALES = Path(__file__).resolve().parent / "locales"
ENV = "POINTERBENCH_LOCALES"
CONTENT_KEYS = ("slots", "sentences", "titles", "ui")
INSTRUCTION_KEYS = ("quotes", "code_quotes", "ordinals", "style_adj", "style_suffix",
                    "colours", "char_nouns", "marks", "phrases", "qualifiers", "formats",
                    "final", "authored")


class Table(SimpleNamespace):
    """Named data of one language (hashable by identity, so it can key a cache)."""

    __hash__ = object.__hash__
    __eq__ = object.__eq__


class LanguageError(KeyError):
    """A language, one of its files or one of its keys is missing or malformed."""

    def __str__(self) -> str:
        return str(self.args[0])


# ---- discovery ----------------------------------------------------------------------------

def _roots() -> tuple[Path, ...]:
    extra = [Path(p) for p in os.environ.get(ENV, "").split(os.pathsep) if p]
    return (LOCALES, *extra)


@lru_cache(maxsize=None)
def _folders(roots: tuple[Path, ...]) -> dict[str, Path]:
    found: dict[str, Path] = {}
    for root in roots:
        if not root.is_dir():
            raise LanguageError(f"{ENV}: {root} is not a folder")
        for path in sorted(root.iterdir()):
            if (path / "locale.toml").is_file():
                if path.name in found:
                    raise LanguageError(f"language {path.name!r} is defined twice: "
                                        f"{found[path.name]} and {path}")
                found[path.name] = path
    order = {code: _read(code, path / "locale.toml").get("order", 1000)
             for code, path in found.items()}
    return {code: found[code] for code in sorted(found, key=lambda c: (order[c], c))}


def clear_caches() -> None:
    """Forget every cached language (after POINTERBENCH_LOCALES or a folder changed)."""
    for cached in (_folders, _read, _get, content, invoice, forms, instructions):
        cached.cache_clear()


def codes() -> tuple[str, ...]:
    """Every language code, in the registry's order (English first)."""
    return tuple(_folders(_roots()))


def folder(code: str) -> Path:
    folders = _folders(_roots())
    if code not in folders:
        raise LanguageError(f"unknown language {code!r}; expected one of {', '.join(folders)}")
    return folders[code]


# ---- reading files and keys ---------------------------------------------------------------

def _where(path: Path) -> str:
    try:
        return str(path.relative_to(LOCALES.parents[1]))
    except ValueError:
        return str(path)


@lru_cache(maxsize=None)
def _read(code: str, path: Path) -> dict[str, Any]:
    if not path.is_file():
        raise LanguageError(f"language {code!r}: missing file {_where(path)}")
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise LanguageError(f"language {code!r}: {_where(path)} is not valid TOML: {exc}") \
            from None


def read(code: str, name: str) -> dict[str, Any]:
    """The parsed data file ``name`` (e.g. "locale.toml") of language ``code``."""
    return _read(code, folder(code) / name)


def get(code: str, name: str, key: str, kind: type | tuple[type, ...] | None = None) -> Any:
    """``key`` (dotted: "numbers.decimal") of file ``name``; LanguageError when missing."""
    # the samplers ask for the same few keys thousands of times a page set: each key is
    # looked up once per (folders, language, file, key) and the same object handed back
    return _get(os.environ.get(ENV, ""), code, name, key, kind)


@lru_cache(maxsize=None)
def _get(roots: str, code: str, name: str, key: str,
         kind: type | tuple[type, ...] | None) -> Any:
    value: Any = read(code, name)
    for part in key.split("."):
        if not isinstance(value, dict) or part not in value:
            raise LanguageError(f"language {code!r}: {_where(folder(code) / name)} "
                                f"lacks key {key!r}")
        value = value[part]
    if kind is not None and not isinstance(value, kind):
        names = kind.__name__ if isinstance(kind, type) else "/".join(k.__name__ for k in kind)
        raise LanguageError(f"language {code!r}: {_where(folder(code) / name)} key {key!r} "
                            f"must be {names}, not {type(value).__name__}")
    return value


# ---- content ------------------------------------------------------------------------------

def content_files(code: str) -> list[str]:
    base = folder(code) / "content"
    if not base.is_dir():
        raise LanguageError(f"language {code!r}: missing folder {_where(base)}")
    return [f"content/{p.name}" for p in sorted(base.glob("*.toml"))]


@lru_cache(maxsize=None)
def content(code: str) -> Table:
    """FAKER_LOCALE and the merged SLOTS, SENTENCES, TITLES, UI of every content file (a
    key defined in two files is an error); the content provider adds MONTHS from CLDR."""
    merged: dict[str, dict[str, Any]] = {key: {} for key in CONTENT_KEYS}
    owner: dict[tuple[str, str], str] = {}
    for name in content_files(code):
        data = read(code, name)
        for key in CONTENT_KEYS:
            table = data.get(key, {})
            if not isinstance(table, dict):
                raise LanguageError(f"language {code!r}: {name} key {key!r} must be a table")
            for item, value in table.items():
                if (key, item) in owner:
                    raise LanguageError(f"language {code!r}: {key}.{item} is defined in both "
                                        f"{owner[key, item]} and {name}")
                owner[key, item] = name
                merged[key][item] = value
    return Table(
        code=code,
        FAKER_LOCALE=get(code, "locale.toml", "faker_locale", str),
        SLOTS=merged["slots"], SENTENCES=merged["sentences"], TITLES=merged["titles"],
        UI=merged["ui"])


@lru_cache(maxsize=None)
def invoice(code: str) -> Table:
    """The invoice rules of content/invoice.toml: STREETS, CITIES, BANKS, FORMATS, and the
    ROWS of locale.toml and of the invoice's own ``street_rows`` (a town's real streets, each
    with its own postcode: the UK towns of an English invoice)."""
    name = "content/invoice.toml"
    postal = fact(code, "addresses.postal", dict)
    rows = dict(postal.get("streets", {}))
    for row in get(code, name, "street_rows", list):  # "Edinburgh|George Street|EH2 2@@"
        town, _, street = row.partition("|")
        rows[town] = [*rows.get(town, []), street]
    return Table(ROWS=rows, STREETS=get(code, name, "streets", list),
                           CITIES=get(code, name, "cities", list),
                           BANKS=get(code, name, "banks", list),
                           FORMATS=get(code, name, "formats", dict))


# ---- instructions -------------------------------------------------------------------------

@lru_cache(maxsize=None)
def forms(code: str) -> ModuleType | None:
    """The language's inflection module (forms.py in its folder), or None."""
    path = folder(code) / "forms.py"
    if not path.is_file():
        return None
    name = f"generator.locales.{code}.forms"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def _templates(code: str, name: str, value: Any) -> Any:
    """Plain data back into templates: {form = "...", slot = "case"} -> forms.Form."""
    if isinstance(value, list):
        return [_templates(code, name, v) for v in value]
    if isinstance(value, dict) and "form" in value:
        module = forms(code)
        if module is None:
            raise LanguageError(f"language {code!r}: {name} uses {{form = ...}} templates but "
                                f"{_where(folder(code) / 'forms.py')} is missing")
        cases = {k: v for k, v in value.items() if k != "form"}
        return module.Form(value["form"], **cases)
    if isinstance(value, dict):
        return {k: _templates(code, name, v) for k, v in value.items()}
    return value


class RegionNames(dict):
    """REGIONS: ``get(name)`` is the phrase for a region name; a region named "<kind>
    <label>" keeps its label after the translated kind, or where the kind's phrase puts
    ``{label}`` ("{label} field": "the Email notifications field"); any other is
    ``unnamed``, or its own name when the language names it so ("in the sidebar")."""

    def __init__(self, names: dict[str, str], kinds: dict[str, str], unnamed: str | None):
        super().__init__(names)
        self.kinds, self.unnamed = kinds, unnamed

    def get(self, name: str, default: object = None) -> str:  # type: ignore[override]
        if name in self:
            return self[name]
        kind, _, label = name.partition(" ")
        if kind in self.kinds and label.strip():
            phrase = self.kinds[kind]
            if "{label}" in phrase:
                return phrase.replace("{label}", label.strip())
            return f"{phrase} {label.strip()}"
        return name if self.unnamed is None else self.unnamed

    def __reduce__(self) -> tuple:
        return (RegionNames, (dict(self), self.kinds, self.unnamed))


def _regions(code: str) -> dict[str, str]:
    name = "instructions/regions.toml"
    names = get(code, name, "names", dict)
    table = read(code, name)
    if "unnamed" not in table and "kinds" not in table:
        return names
    unnamed = get(code, name, "unnamed", str) if "unnamed" in table else None
    return RegionNames(names, get(code, name, "kinds", dict), unnamed)


@lru_cache(maxsize=None)
def instructions(code: str) -> Table:
    """The instruction vocabulary and templates, with the upper-case names the renderer
    reads (QUOTES, ORDINALS, PHRASES, ..., REGIONS, TEMPLATES)."""
    vocab = "instructions/vocab.toml"
    out = {key.upper(): _templates(code, vocab, get(code, vocab, key))
           for key in INSTRUCTION_KEYS}
    out["QUOTES"] = [tuple(pair) for pair in out["QUOTES"]]
    out["CODE_QUOTES"] = [tuple(pair) for pair in out["CODE_QUOTES"]]
    try:
        out["ORDINALS"] = {int(k): v for k, v in out["ORDINALS"].items()}
    except ValueError:
        raise LanguageError(f"language {code!r}: {vocab} key 'ordinals' must have integer "
                            f"keys (1, 2, ..., -1 for last)") from None
    name = "instructions/templates.toml"
    out["TEMPLATES"] = _templates(code, name, get(code, name, "templates", dict))
    out["READONLY"] = _templates(code, name, get(code, name, "readonly", dict))
    out["CARET_WORDS"] = get(code, name, "caret_words", list)
    out["MULTILINE_WORDS"] = get(code, name, "multiline_words", list)
    out["GLYPH_WORDS"] = get(code, name, "glyph_words", list)
    out["REGIONS"] = _regions(code)
    touch = "instructions/touch.toml"  # a touch screen's templates and the words it avoids
    out["TOUCH"] = _templates(code, touch, get(code, touch, "templates", dict))
    out["POINTER_WORDS"] = get(code, touch, "pointer_words", list)
    sel = "instructions/selection.toml"
    out["selection"] = Table(SUBSTRING=get(code, sel, "substring", dict),
                             FIELDS=get(code, sel, "fields", dict))
    return Table(code=code, **out)


# ---- locale facts -------------------------------------------------------------------------

def name(code: str) -> str:
    """The language's English name ("German")."""
    return get(code, "locale.toml", "name", str)


def fact(code: str, key: str, kind: type | tuple[type, ...] | None = None) -> Any:
    """A key of the language's locale.toml (dotted: "numbers.decimal")."""
    return get(code, "locale.toml", key, kind)
