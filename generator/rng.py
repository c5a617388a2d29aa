"""Per-example random streams.

Every example owns a ``numpy.random.SeedSequence`` derived from (seed, split, index,
attempt), and every concern (layout, content, target, instruction, effects, ...) gets its
own child stream from it, so a new draw in one place never shifts the others. Nothing in
the project uses the global ``random`` module or ``np.random.<function>``.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass

import numpy as np

SPLITS = ("train", "validation", "test")
CONCERNS = ("plan", "layout", "content", "style", "target", "instruction", "effects", "font",
            "multi", "negatives", "screen")  # append only: an index is part of each key


def _split_code(split: str) -> int:
    # A stable code for any split name (crc32 is stable across runs and machines).
    return zlib.crc32(split.encode("utf-8"))


@dataclass(frozen=True)
class ExampleStreams:
    """The random streams of one attempt at one example."""

    seed: int
    split: str
    index: int
    attempt: int = 0

    def _sequence(self, concern: str) -> np.random.SeedSequence:
        if concern not in CONCERNS:
            raise KeyError(f"unknown random concern {concern!r}; known: {CONCERNS}")
        key = (self.seed, _split_code(self.split), self.index, self.attempt,
               CONCERNS.index(concern))
        return np.random.SeedSequence(list(key))

    def stream(self, concern: str) -> np.random.Generator:
        return np.random.Generator(np.random.PCG64(self._sequence(concern)))

    def retry(self, attempt: int) -> ExampleStreams:
        return ExampleStreams(self.seed, self.split, self.index, attempt)


def plan_stream(seed: int, split: str) -> np.random.Generator:
    """The build-level stream used only to shuffle the allocation plan of a build."""
    seq = np.random.SeedSequence([seed, _split_code(split), 0xA110C])
    return np.random.Generator(np.random.PCG64(seq))


def plan_offset(seed: int, split: str, n: int) -> int:
    """How far the build rotates its language sequence against the categories, so two seeds
    pair languages with other categories (the counts stay exact)."""
    seq = np.random.SeedSequence([seed, _split_code(split), 0x5EED])
    return int(np.random.Generator(np.random.PCG64(seq)).integers(n)) if n else 0


def plan_tiebreak(seed: int, split: str, name: str) -> int:
    """A seed's own order of surfaces that tie on use (a stable hash, no stream)."""
    return zlib.crc32(f"{seed}/{split}/{name}".encode())


def choice(rng: np.random.Generator, items, p=None):
    """Pick one element of a sequence (keeps the element's own type, unlike rng.choice)."""
    if not items:
        raise ValueError("choice from an empty sequence")
    if p is None:
        return items[int(rng.integers(len(items)))]
    return items[int(rng.choice(len(items), p=p))]


def chance(rng: np.random.Generator, p: float) -> bool:
    return bool(rng.random() < p)


def faker_seed(rng: np.random.Generator) -> int:
    return int(rng.integers(0, 2**31 - 1))
