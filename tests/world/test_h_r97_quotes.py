"""r97 row 00 (word_processor, en): `The last milestone, “Old system switched off”, is
planned` - American punctuation sets the comma or period inside the closing quote. The en
content never writes ”, or ”. (British-by-design files aside), and en pages show none."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from generator.content import sound
from tests.world.test_world_a_mix1_us import BRITISH_BY_DESIGN, CONTENT
from tests.world.world_helpers import page_params

OUTSIDE = re.compile(r"”[,.]")
SURFACES = ("word_processor", "notion_page", "docs_site", "markdown_notes")


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list | tuple):
        return [s for v in value for s in _strings(v)]
    return []


def test_en_content_puts_commas_and_periods_inside_quotes() -> None:
    found = [f"{p.name}:{n}" for p in sorted(Path(CONTENT).glob("*.toml"))
             if p.name not in BRITISH_BY_DESIGN
             for n, line in enumerate(p.read_text().splitlines(), 1)
             if not line.lstrip().startswith("#") and OUTSIDE.search(line)]
    assert not found, found


def test_a_quoted_question_keeps_its_own_mark() -> None:
    assert sound.apply("en", "I voted “Why not?.” Fine.") == "I voted “Why not?” Fine."
    assert sound.apply("en", "milestone, “Go live,” is") == "milestone, “Go live,” is"


def test_en_pages_set_no_comma_after_a_closing_quote() -> None:
    for name in SURFACES:
        for seed in range(30):
            bad = [s for s in _strings(page_params(name, "en", seed)) if OUTSIDE.search(s)]
            assert not bad, (name, seed, bad[:2])
