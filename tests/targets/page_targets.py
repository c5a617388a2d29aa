"""Targets drawn from composed pages, the loop the target tests share: compose each page of a
list of (surface, language, category) slots and draw targets of its category from it."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import numpy as np

from generator.geometry import PageGeometry
from generator.pipeline import compose_page
from generator.plan import Slot
from generator.rng import ExampleStreams
from generator.targets import Target, sample_target


def page_targets(slots: Iterable[tuple[str, str, str]], seed: int, per_page: int,
                 share: float = 0.3) -> Iterator[tuple[int, int, str, str, PageGeometry, Target]]:
    """(k, j, surface, language, page geometry, target) for page k of ``slots`` (surface,
    language, category) and each of its ``per_page`` draws j that gives a target."""
    for k, (name, lang, category) in enumerate(slots):
        composed = compose_page(Slot(category, lang, name), ExampleStreams(seed, "train", k),
                                share)
        if composed is None:
            continue
        for j in range(per_page):
            target = sample_target(composed[1], category, np.random.default_rng([k, j]))
            if target is not None:
                yield k, j, name, lang, composed[1], target
