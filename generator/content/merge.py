"""Merge a language package's submodules (core, chat, mail, ...) into one set of keys.

Each area of content lives in its own module of every language package, so surfaces of
different families never edit the same file; a key defined twice is an error.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

MERGED_KEYS = ("SENTENCES", "TITLES", "SLOTS", "UI")


def merged(package: str) -> dict[str, dict[str, Any]]:
    """SENTENCES, TITLES, SLOTS and UI of every submodule of ``package``, merged."""
    pkg = importlib.import_module(package)
    out: dict[str, dict[str, Any]] = {key: {} for key in MERGED_KEYS}
    owner: dict[tuple[str, str], str] = {}
    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda i: i.name):
        module = importlib.import_module(f"{package}.{info.name}")
        for key in MERGED_KEYS:
            for name, value in getattr(module, key, {}).items():
                if (key, name) in owner:
                    raise KeyError(f"{package}: {key}[{name!r}] defined in both "
                                   f"{owner[key, name]} and {info.name}")
                owner[key, name] = info.name
                out[key][name] = value
    return out
