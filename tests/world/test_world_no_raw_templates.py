"""No page prints a template's alternatives or slots raw ("{a|b}", "{name}"): every
content string a surface draws goes through Content.fill (generator/content/grammar.py)."""

from __future__ import annotations

import re

import pytest
from world_helpers import sampled, strings_of

from surfaces import registry

RAW = re.compile(r"\{[^{}]*\|[^{}]*\}")




@pytest.mark.parametrize("name", registry.builtin_names())
def test_no_raw_alternatives_in_params(name: str) -> None:
    for lang, _seed, params in sampled(name, seeds=1):
        for text in strings_of(params):
            assert not RAW.search(text), (name, lang, text[:120])
