"""How often a surface's pages offer a candidate for each category it supports.

A page without a candidate for its planned category is composed, rendered and thrown away
(``no_candidate`` in build.json), so a (surface, category) pair that rarely offers one
wastes pages. ``candidate_hits`` composes pages exactly as the pipeline does (attempt 0 of
examples 0, 1, 2, ... of a build seed, the surface's languages in turn) and runs the
target sampler of every supported category on each; ``pointerbench-text surfaces
candidates`` prints the pairs below a rate.
"""

from __future__ import annotations

from generator.config import DEFAULT_PRESET, PRESETS
from generator.pipeline import compose_page
from generator.plan import Slot
from generator.resolve import usable_languages
from generator.rng import ExampleStreams
from generator.surfaceset import registry
from generator.targets import SAMPLERS, PageIndex, implemented

SPLIT = "test"


def candidate_hits(name: str, pages: int, seed: int = 0) -> dict[str, int]:
    """For each category surface ``name`` supports: on how many of ``pages`` pages the
    sampler finds a candidate. Page k is example k of build seed ``seed``, in the k-th of
    the surface's usable languages (cycled)."""
    cls = registry.get(name)
    categories = [c for c in implemented() if cls.supports(c)]
    languages = [lang for lang in usable_languages() if lang in cls.languages]
    hits = dict.fromkeys(categories, 0)
    if not categories or not languages:
        return hits
    dark = PRESETS[DEFAULT_PRESET].dark_theme
    for k in range(pages):
        streams = ExampleStreams(seed, SPLIT, k)
        slot = Slot(categories[0], languages[k % len(languages)], name)
        _, geo, _ = compose_page(slot, streams, dark)  # the page does not depend on category
        index = PageIndex(geo)  # what sample_target builds, shared: its look-ups are per page
        for category in categories:
            if SAMPLERS[category](index, category, streams.stream("target")) is not None:
                hits[category] += 1
    return hits


def low_pairs(names: list[str], pages: int, seed: int,
              below: float) -> list[tuple[str, str, int]]:
    """(surface, category, hits) of every supported pair whose rate is under ``below``,
    the rarest first."""
    rows = [(name, category, k) for name in names
            for category, k in candidate_hits(name, pages, seed).items() if k < below * pages]
    return sorted(rows, key=lambda r: (r[2], r[0], r[1]))
