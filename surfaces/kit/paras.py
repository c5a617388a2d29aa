"""Prose paragraphs drawn from one topic without repeating a sentence across paragraphs."""

from __future__ import annotations

from typing import Any

import numpy as np

from generator.content import Content


def paragraphs(content: Content, rng: np.random.Generator, topic: str, n_sentences: tuple[int, int],
               max_paragraphs: int = 2, **fixed: Any) -> list[str]:
    """``n_sentences`` (inclusive range) distinct sentences split into 1..max_paragraphs."""
    k = int(rng.integers(n_sentences[0], n_sentences[1] + 1))
    sentences = content.sentences(topic, k, **fixed)
    n = int(rng.integers(1, min(max_paragraphs, len(sentences)) + 1))
    cuts = sorted(int(c) for c in rng.choice(np.arange(1, len(sentences)), n - 1, replace=False)) \
        if n > 1 else []
    bounds = [0] + cuts + [len(sentences)]
    return [" ".join(sentences[a:b]) for a, b in zip(bounds, bounds[1:], strict=False)]
