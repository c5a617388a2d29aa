"""The allocation plan of a build: which category, language and surface each index gets.

Counts are exact (largest remainder over the weights); languages are interleaved evenly
over the categories and surfaces taken in one rotation over the plan, then it is shuffled
by the build's own plan stream. Plan slot i depends only on the config, never on workers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from generator.rng import plan_stream


@dataclass(frozen=True)
class Slot:
    category: str
    language: str
    surface: str


def allocate(weights: dict[str, float], n: int) -> dict[str, int]:
    """Largest-remainder allocation of ``n`` over ``weights`` (ties go to the name first
    in sorted order)."""
    names = sorted(k for k, w in weights.items() if w > 0)
    total = sum(weights[k] for k in names)
    if not names or total <= 0:
        raise ValueError("nothing to allocate: every weight is zero")
    exact = {k: weights[k] * n / total for k in names}
    counts = {k: int(exact[k]) for k in names}
    left = n - sum(counts.values())
    order = sorted(names, key=lambda k: (-(exact[k] - counts[k]), k))
    for k in order[:left]:
        counts[k] += 1
    return counts


def interleave(counts: dict[str, int]) -> list[str]:
    """A sequence holding each label ``counts[label]`` times, evenly spread."""
    keyed = []
    for label in sorted(counts):
        c = counts[label]
        keyed.extend(((k + 0.5) / c, label) for k in range(c))
    return [label for _, label in sorted(keyed)]


def make_plan(n: int, seed: int, split: str, category_weights: dict[str, float],
              language_weights: dict[str, float],
              surfaces_for: Callable[[str, str], list[str]]) -> list[Slot]:
    categories = [c for c, k in sorted(allocate(category_weights, n).items()) for _ in range(k)]
    languages = interleave(allocate(language_weights, n))
    slots = []
    for position, (category, language) in enumerate(zip(categories, languages, strict=True)):
        options = surfaces_for(category, language)
        if not options:
            raise ValueError(f"no surface can draw {category} in {language}")
        # One rotation over the whole plan (not restarted per category), so even a
        # category with a handful of rows lands on surfaces the others have not used.
        slots.append(Slot(category, language, options[position % len(options)]))
    order = plan_stream(seed, split).permutation(n)
    return [slots[int(i)] for i in order]
