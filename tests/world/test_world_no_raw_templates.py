"""No page prints a template's alternatives or slots raw ("{a|b}", "{name}"): every
content string a surface draws goes through Content.fill (generator/content/grammar.py)."""

from __future__ import annotations

import re

import pytest
from world_helpers import sampled

from surfaces import registry

RAW = re.compile(r"\{[^{}]*\|[^{}]*\}")


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


@pytest.mark.parametrize("name", registry.builtin_names())
def test_no_raw_alternatives_in_params(name: str) -> None:
    for lang, _seed, params in sampled(name, seeds=1):
        for text in _strings(params):
            assert not RAW.search(text), (name, lang, text[:120])
