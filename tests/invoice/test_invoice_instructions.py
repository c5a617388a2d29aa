"""The English invoice templates: every category, many phrasings, a regular vocabulary
(each template names its field with one of the phrases listed in the module docstring),
and they render into instructions for sampled targets."""

from __future__ import annotations

import re

import numpy as np
import pytest
from invoice_pages import page

from generator.instructions import render_instruction
from generator.instructions.en import invoice as inv
from generator.targets import INVOICE_CATEGORIES, sample_target

VERBS = ("bounding box", "box", "outline", "mark", "locate", "where is", "find", "target:")


def docstring_phrases() -> dict[str, list[str]]:
    table = {}
    for line in inv.__doc__.splitlines():
        m = re.match(r"\s+(invoice_\w+): (.+)$", line)
        if m:
            table[m[1]] = [p.strip() for p in m[2].split("|")]
    return table


def test_every_category_has_many_templates() -> None:
    assert set(inv.TEMPLATES) == set(INVOICE_CATEGORIES)
    for category, templates in inv.TEMPLATES.items():
        assert len(set(templates)) >= 8, category


def test_docstring_lists_the_phrases_in_use() -> None:
    assert docstring_phrases() == inv.PHRASES


@pytest.mark.parametrize("category", INVOICE_CATEGORIES)
def test_templates_use_the_regular_vocabulary(category: str) -> None:
    others = [p for c, ps in inv.PHRASES.items() if c != category for p in ps]
    for template in inv.TEMPLATES[category]:
        low = template.lower()
        assert any(v in low for v in VERBS), template
        mine = [p for p in inv.PHRASES[category] if p.lower() in low]
        assert mine, template
        longest = max(mine, key=len).lower()
        # no other category's phrase appears outside this category's own phrase
        rest = low.replace(longest, "")
        assert not any(re.search(rf"\b{re.escape(p.lower())}\b", rest) for p in others
                       if p not in inv.PHRASES[category]), template
        assert set(re.findall(r"\{(\w+)\}", template)) <= {"q", "fmt"}
        assert ("{q}" in template) == (category == "invoice_line_item")


@pytest.mark.parametrize("category", INVOICE_CATEGORIES)
def test_instructions_render(category: str) -> None:
    _, _, geo = page("compact", "en", 21)
    target = sample_target(geo, category, np.random.default_rng(1))
    for k in range(6):
        text = render_instruction(target, "en", np.random.default_rng(k))
        assert "{" not in text and "}" not in text
        if category == "invoice_line_item":
            assert target.ref["text"] in text
