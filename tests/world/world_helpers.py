"""Sample a surface's params in every language over many seeds (no rendering)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np

from generator.content import Content
from generator.resolve import content_languages
from surfaces import registry


def sampled(name: str, seeds: int = 40) -> Iterator[tuple[str, int, dict[str, Any]]]:
    """(language, seed, params) of ``seeds`` pages per language the surface supports."""
    cls = registry.get(name)
    for lang in content_languages():
        if lang not in cls.languages:
            continue
        for seed in range(seeds):
            content = Content(lang, np.random.default_rng([seed, 11]))
            yield lang, seed, cls().sample(np.random.default_rng([seed, 5]), content)
