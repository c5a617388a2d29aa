"""The allocation plan of a build: which category, language and surface each index gets.

Counts are exact (largest remainder over the weights); languages are interleaved evenly
over the categories; each (category, language) group takes the eligible surfaces used
least so far (then least recently, then by name), so a build covers as many surfaces as
its size allows and spreads the rest evenly. The plan is then shuffled by the build's own
plan stream. Plan slot i depends only on the config, never on workers.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from generator.rng import plan_stream


@dataclass(frozen=True)
class Slot:
    category: str
    language: str
    surface: str


Plan = list[Slot]


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
    pairs = list(zip(categories, languages, strict=True))
    ranked = rank_surfaces(Counter(pairs), surfaces_for)
    seen: Counter[tuple[str, str]] = Counter()
    slots = []
    for pair in pairs:
        options = ranked[pair]
        slots.append(Slot(pair[0], pair[1], options[seen[pair] % len(options)]))
        seen[pair] += 1
    order = plan_stream(seed, split).permutation(n)
    return [slots[int(i)] for i in order]


def rank_surfaces(sizes: Counter[tuple[str, str]],
                  surfaces_for: Callable[[str, str], list[str]]
                  ) -> dict[tuple[str, str], list[str]]:
    """For each (category, language) group, in order of first appearance, its eligible
    surfaces ranked by (uses so far, last use, name); the group's rows cycle through that
    ranking, so even a category with a handful of rows lands on surfaces the others have
    not used, and the rest are spread evenly."""
    uses: Counter[str] = Counter()
    last: dict[str, int] = {}
    out = {}
    clock = 0
    for (category, language), size in sizes.items():
        options = surfaces_for(category, language)
        if not options:
            raise ValueError(f"no surface can draw {category} in {language}")
        ranked = sorted(options, key=lambda s: (uses[s], last.get(s, -1), s))
        full, rest = divmod(size, len(ranked))
        for i, name in enumerate(ranked):
            if full or i < rest:
                uses[name] += full + (i < rest)
                last[name] = clock + i
        clock += len(ranked)
        out[(category, language)] = ranked
    return out
