"""A line that asks ("How about kebabs", "Wie wäre es mit …", "¿Qué tal …") ends with a
question mark in every wording: a reviewer read "How about curry." on two pages."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import numpy as np
import pytest

from generator.content import grammar

LOCALES = Path(__file__).resolve().parents[2] / "generator" / "locales"
ASKS = {"en": r"How about", "de": r"Wie wäre es mit", "es": r"¿Qué tal",
        "fr": r"Que diriez-vous", "it": r"Che ne dite", "nl": r"Zullen we"}


def _strings(node):
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for value in node.values():
            yield from _strings(value)
    elif isinstance(node, list):
        for value in node:
            yield from _strings(value)


@pytest.mark.parametrize("lang", sorted(ASKS))
def test_a_suggestion_ends_with_a_question_mark(lang: str) -> None:
    ask = re.compile(ASKS[lang] + r"[^.!?]*([.!?]|$)")
    lines = [s for f in sorted((LOCALES / lang / "content").glob("*.toml"))
             for s in _strings(tomllib.loads(f.read_text(encoding="utf-8")))
             if ASKS[lang].split()[0].lstrip("¿") in s]
    wrong = set()
    for line in lines:
        for seed in range(40):
            text = grammar.expand(line, np.random.default_rng(seed))
            wrong |= {text for m in ask.finditer(text) if m.group(1) != "?"}
    assert not wrong, sorted(wrong)[:3]
