"""The target sampler: enumerate the candidates of a category on a page and pick one."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from generator.geometry import PageGeometry
from generator.targets.categories import CATEGORIES, INVOICE_CATEGORIES, Category
from generator.targets.index import PageIndex
from generator.targets.target import Target
from generator.targets.words import word_target

Sampler = Callable[[PageIndex, str, np.random.Generator], Target | None]

SAMPLERS: dict[str, Sampler] = {
    "word_center": word_target,
}


def implemented() -> tuple[str, ...]:
    return tuple(name for name in CATEGORIES if name in SAMPLERS)


def sample_target(geo: PageGeometry, category: str, rng: np.random.Generator) -> Target | None:
    """A target of ``category`` on the page, or None when the page has no valid candidate."""
    sampler = SAMPLERS.get(category)
    if sampler is None:
        raise KeyError(f"no sampler for category {category!r}")
    return sampler(PageIndex(geo), category, rng)


__all__ = ["CATEGORIES", "INVOICE_CATEGORIES", "Category", "Target", "implemented",
           "sample_target"]
