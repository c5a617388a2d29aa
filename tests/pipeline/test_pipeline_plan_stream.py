"""The streamed plan (issue 22, item 9) is the plain-list plan, slot for slot: checked
against the list formulation kept here, with windows small enough to cut every group."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator import plan as plan_module
from generator.plan import Slot, allocate, interleave, make_plan, rank_surfaces
from generator.rng import plan_offset, plan_stream, plan_tiebreak


def list_plan(n, seed, split, category_weights, language_weights, surfaces_for):
    """The plan as it was computed before streaming (every slot a Python object)."""
    categories = [c for c, k in sorted(allocate(category_weights, n).items()) for _ in range(k)]
    languages = interleave(allocate(language_weights, n))
    k = plan_offset(seed, split, n)
    languages = languages[len(languages) - k:] + languages[:len(languages) - k]  # np.roll
    pairs = list(zip(categories, languages, strict=True))
    ranked = rank_surfaces(Counter(pairs), surfaces_for,
                           lambda name: plan_tiebreak(seed, split, name))
    seen: Counter = Counter()
    slots = []
    for pair in pairs:
        options = ranked[pair]
        slots.append(Slot(pair[0], pair[1], options[seen[pair] % len(options)]))
        seen[pair] += 1
    order = plan_stream(seed, split).permutation(n)
    return [slots[int(i)] for i in order]


def _surfaces(category: str, language: str) -> list[str]:
    k = 1 + (len(category) * 7 + len(language) + ord(language[0])) % 5
    return [f"{category[:2]}{language}{i}" for i in range(k)]


@given(n=st.integers(1, 300), seed=st.integers(0, 2**32), chunk=st.sampled_from([3, 7, 64]),
       cats=st.integers(1, 6), langs=st.integers(1, 4))
@settings(max_examples=60, deadline=None)
def test_the_streamed_plan_equals_the_list_plan(n, seed, chunk, cats, langs) -> None:
    category_weights = {f"c{i}": float(1 + i % 3) for i in range(cats)}
    language_weights = {lang: float(5 if lang == "en" else 1)
                        for lang in ["en", "de", "fr", "nl"][:langs]}
    args = (n, seed, "train", category_weights, language_weights, _surfaces)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(plan_module, "CHUNK", chunk)
        streamed = make_plan(*args)
        assert list(streamed) == list_plan(*args)
        assert [streamed[i] for i in range(n)] == list_plan(*args)


def test_the_default_benchmark_plan_is_the_list_plan() -> None:
    from generator.build import plan_for
    from generator.config import BuildConfig
    from generator.resolve import resolve, surfaces_for

    config = resolve(BuildConfig(n=500, seed=90211))
    expected = list_plan(500, 90211, "test", config.category_weights, config.language_weights,
                         surfaces_for(config))
    assert plan_for(config) == expected
