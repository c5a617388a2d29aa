"""Every text category on every registered surface: the box follows its convention (against
the geometry and the pixels), the point is inside, the referenced text is where the box is,
the reference means the target alone, and the instruction's quotes occur on the page."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from targets_checks import check_box, check_quotes, check_text, expected_id, resolve
from targets_oracle import oracle, page

from generator.instructions import render_instruction
from generator.targets import SAMPLERS, PageIndex
from generator.targets.categories import CATEGORIES, INVOICE_CATEGORIES, SELECTION_CATEGORIES
from surfaces import registry

# selection (drag) targets are checked in tests/selection
TEXT_CATEGORIES = [c for c in CATEGORIES
                   if c not in INVOICE_CATEGORIES and c not in SELECTION_CATEGORIES]
SURFACES = registry.names()
SEEDS = (11, 12, 13)  # several pages of the first surfaces; one page of every other
# (a caret category only in editable text: a word processor's document holds the prose ones)
FIRST = ("gmail_thread", "docs_site", "code_editor", "word_processor")
# Categories a surface may legitimately lack on some pages; any other category must be
# found on at least one page of a surface that supports it.
RARE = {"blank_line"}


def check_target(surface: str, seed: int, category: str, salt: int = 0) -> bool:
    img, geo = page(surface, seed)
    reading = oracle(surface, seed)
    rng = np.random.default_rng([seed, salt, TEXT_CATEGORIES.index(category)])
    target = SAMPLERS[category](PageIndex(geo), category, rng)
    if target is None:
        return False
    where = f"{surface}/{seed}/{category}: {target.ref}"
    check_box(target, img, geo, reading)
    check_text(target, geo)
    hits = resolve(target, geo, reading)
    assert hits == [expected_id(target)], f"{where} reference means {hits}"
    instruction = render_instruction(target, "en", np.random.default_rng([seed, salt]))
    check_quotes(instruction, reading)
    return True


def seeds_of(surface: str) -> tuple[int, ...]:
    return SEEDS if surface in FIRST else (sum(map(ord, surface)) % 1000,)


@pytest.mark.parametrize("surface", SURFACES)
def test_every_category_on_every_surface(surface: str) -> None:
    cls = registry.get(surface)
    missing = Counter()
    seeds = seeds_of(surface)
    for category in TEXT_CATEGORIES:
        if not cls.supports(category):
            continue
        for seed in seeds:
            if not check_target(surface, seed, category):
                missing[category] += 1
    never = [c for c, k in missing.items() if k == len(seeds) and c not in RARE]
    # A surface may lack a category on a given page (no punctuation in a data grid), but
    # the common word categories must always be found.
    assert not [c for c in never if c in ("word_center", "word_bbox", "char_center")], never


def test_each_category_is_produced_somewhere() -> None:
    produced = {c for c in TEXT_CATEGORIES for s in FIRST
                if registry.get(s).supports(c) and any(check_target(s, seed, c)
                                                       for seed in SEEDS)}
    assert set(TEXT_CATEGORIES) - produced <= RARE


@settings(max_examples=20, deadline=None)
@given(surface=st.sampled_from(SURFACES), seed=st.integers(0, 10_000),
       category=st.sampled_from(TEXT_CATEGORIES), salt=st.integers(0, 1000))
def test_random_pages_and_categories(surface: str, seed: int, category: str, salt: int) -> None:
    if registry.get(surface).supports(category):
        check_target(surface, seed, category, salt)
