"""Content a plugin surface ships with itself, merged into the lookups of its languages.

A surface may set ``locale_data = {"en": {"sentences": {...}, "titles": {...}, "slots":
{...}, "ui": {...}}, "de": {...}}`` (the same tables a language's content has, lower-case
names). The registry hands it to ``add`` when the surface registers; ``Content`` then finds
those keys beside the language's own. A key may be defined once: a plugin key that a
language or another surface already defines is an error naming both owners. Data for a
language this generator does not have is ignored (the surface is skipped there anyway).
"""

from __future__ import annotations

from collections import ChainMap
from collections.abc import Mapping
from typing import Any

TABLES = {"sentences": "SENTENCES", "titles": "TITLES", "slots": "SLOTS", "ui": "UI"}

_EXTRA: dict[str, dict[str, dict[str, Any]]] = {}  # language -> TABLE -> key -> value
_OWNER: dict[tuple[str, str, str], str] = {}  # (language, TABLE, key) -> owner


class PluginDataError(ValueError):
    """Plugin content that cannot be merged; the message names its owner."""


def add(owner: str, lang: str, data: Mapping[str, Any], builtin: Any = None) -> None:
    """Merge ``data`` (table name -> key -> value) for language ``lang``; ``builtin`` is the
    language's own content module, whose keys a plugin may not redefine."""
    if not isinstance(data, Mapping):
        raise PluginDataError(f"{owner}: locale_data[{lang!r}] must be a table of tables")
    for kind, values in data.items():
        if kind not in TABLES:
            raise PluginDataError(f"{owner}: locale_data[{lang!r}] has an unknown table "
                                  f"{kind!r}; valid: {', '.join(TABLES)}")
        table = TABLES[kind]
        for key, value in values.items():
            other = _OWNER.get((lang, table, key))
            if (other is not None and other != owner) or (
                    other is None and builtin is not None and key in getattr(builtin, table)):
                raise PluginDataError(f"{owner}: locale_data[{lang!r}][{kind!r}] key {key!r} "
                                      f"is already defined by {other or 'the language'}")
            _OWNER[lang, table, key] = owner
            _EXTRA.setdefault(lang, {}).setdefault(table, {})[key] = value


def table(lang: str, name: str, builtin: Mapping[str, Any]) -> Mapping[str, Any]:
    """The language's table ``name`` with the plugins' keys beside its own."""
    extra = _EXTRA.get(lang, {}).get(name)
    return ChainMap(builtin, extra) if extra else builtin
