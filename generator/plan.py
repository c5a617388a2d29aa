"""The allocation plan of a build: which category, language and surface each index gets.

Counts are exact (largest remainder over the weights); languages are interleaved evenly
over the categories, the sequence rotated by a seed-drawn offset (so another seed pairs
languages with other categories); each (category, language) group takes the eligible
surfaces used least so far (then least recently, then in the seed's own order), so a
build covers as many surfaces as its size allows, spreads the rest evenly, and another
seed draws other surfaces. The plan is then shuffled by the build's own plan stream.
Plan slot i depends only on the config, never on workers.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

import numpy as np

from generator.rng import plan_offset, plan_stream, plan_tiebreak


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
              surfaces_for: Callable[[str, str], list[str]]) -> Plan:
    """The plan of a build, computed a chunk at a time into one small integer per index
    (memory: 2 or 4 bytes per example, so 10^8 examples fit well under 1 GB). Slot i is
    what the plain-list formulation gives: categories in sorted blocks, languages
    interleaved, surfaces cycled through each group's ranking, then the build's shuffle."""
    cat_counts = {c: k for c, k in sorted(allocate(category_weights, n).items()) if k}
    cats, bounds = list(cat_counts), np.cumsum(list(cat_counts.values()))
    lang_counts = allocate(language_weights, n)
    langs = sorted(lang_counts)
    lang_seq = np.roll(interleave_codes(lang_counts, n), plan_offset(seed, split, n))

    starts = bounds - np.array(list(cat_counts.values()))

    def pairs(lo: int, hi: int) -> np.ndarray:  # (category, language) ids, small ints
        overlap = np.clip(np.minimum(bounds, hi) - np.maximum(starts, lo), 0, None)
        cat = np.repeat(np.arange(len(cats), dtype=np.int16), overlap)
        return cat * np.int16(len(langs)) + lang_seq[lo:hi].astype(np.int16)

    sizes = np.zeros(len(cats) * len(langs), dtype=np.int64)
    first = np.full(len(sizes), n, dtype=np.int64)
    for lo in range(0, n, CHUNK):
        chunk = pairs(lo, min(n, lo + CHUNK))
        counts = np.bincount(chunk, minlength=len(sizes))
        for p in np.flatnonzero((counts > 0) & (sizes == 0)):  # pairs new in this chunk
            first[p] = lo + int(np.argmax(chunk == p))
        sizes += counts
    order = [int(p) for p in np.argsort(first, kind="stable") if sizes[p]]
    ranked = rank_surfaces(Counter({(cats[p // len(langs)], langs[p % len(langs)]):
                                    int(sizes[p]) for p in order}), surfaces_for,
                           lambda name: plan_tiebreak(seed, split, name))
    table: list[Slot] = []
    base = np.zeros(len(sizes), dtype=np.int64)
    width = np.ones(len(sizes), dtype=np.int64)
    for p in order:
        pair = (cats[p // len(langs)], langs[p % len(langs)])
        base[p], width[p] = len(table), len(ranked[pair])
        table.extend(Slot(pair[0], pair[1], surface) for surface in ranked[pair])
    codes = np.empty(n, dtype=np.uint16 if len(table) < 2**16 else np.uint32)
    seen = np.zeros(len(sizes), dtype=np.int64)
    for lo in range(0, n, CHUNK):
        chunk = pairs(lo, min(n, lo + CHUNK))
        counts = np.bincount(chunk, minlength=len(sizes))
        by_pair = np.argsort(chunk, kind="stable")  # a radix sort on 16-bit ids
        group_start = np.repeat(np.cumsum(counts) - counts, counts)
        rank = np.empty(len(chunk), dtype=np.int64)
        rank[by_pair] = np.arange(len(chunk)) - group_start
        occurrence = seen[chunk] + rank
        codes[lo:lo + len(chunk)] = base[chunk] + occurrence % width[chunk]
        seen += counts
    # shuffling the codes in place swaps exactly as permutation(n) does: slot i of the
    # plan is slots[permutation[i]], without an n-long permutation in memory
    plan_stream(seed, split).shuffle(codes)
    return Plan(table, codes)


CHUNK = 1 << 20


class Plan(Sequence[Slot]):
    """Slot ``i`` of a build is ``table[codes[i]]``."""

    __hash__ = None  # type: ignore[assignment]

    def __init__(self, table: list[Slot], codes: np.ndarray):
        self.table, self.codes = table, codes

    def __len__(self) -> int:
        return len(self.codes)

    def __getitem__(self, index):  # type: ignore[override]
        if isinstance(index, slice):
            return [self.table[int(c)] for c in self.codes[index]]
        return self.table[int(self.codes[index])]

    def __iter__(self) -> Iterator[Slot]:
        for lo in range(0, len(self.codes), CHUNK):
            for code in self.codes[lo:lo + CHUNK].tolist():
                yield self.table[code]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sequence) or len(other) != len(self):
            return False
        return all(a == b for a, b in zip(self, other, strict=True))


def interleave_codes(counts: dict[str, int], n: int) -> np.ndarray:
    """``interleave(counts)`` as label indices (labels in sorted order), a window of keys
    at a time: each label's k-th copy has key (k + 0.5) / count, ties go to the label
    first in sorted order."""
    labels = sorted(counts)
    out = np.empty(n, dtype=np.uint8 if len(labels) < 256 else np.int32)
    windows = max(1, -(-n // CHUNK))
    pos = 0
    for w in range(windows):
        lo, hi = w / windows, (w + 1) / windows if w + 1 < windows else np.inf
        keys, codes = [], []
        for code, label in enumerate(labels):
            c = counts[label]
            if not c:
                continue
            k_lo = max(0, int(lo * c - 0.5) - 2)
            k_hi = c if hi == np.inf else min(c, int(hi * c) + 2)
            key = (np.arange(k_lo, k_hi, dtype=np.float64) + 0.5) / c
            key = key[(key >= lo) & (key < hi)]
            keys.append(key)
            codes.append(np.full(len(key), code, dtype=out.dtype))
        key, code = np.concatenate(keys), np.concatenate(codes)
        order = np.lexsort((code, key))
        out[pos:pos + len(order)] = code[order]
        pos += len(order)
    assert pos == n
    return out


def rank_surfaces(sizes: Counter[tuple[str, str]],
                  surfaces_for: Callable[[str, str], list[str]],
                  tiebreak: Callable[[str], int] = lambda name: 0
                  ) -> dict[tuple[str, str], list[str]]:
    """For each (category, language) group, in order of first appearance, its eligible
    surfaces ranked by (uses so far, last use, the seed's ``tiebreak``, name); the group's
    rows cycle through that
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
        ranked = sorted(options, key=lambda s: (uses[s], last.get(s, -1), tiebreak(s), s))
        full, rest = divmod(size, len(ranked))
        for i, name in enumerate(ranked):
            if full or i < rest:
                uses[name] += full + (i < rest)
                last[name] = clock + i
        clock += len(ranked)
        out[(category, language)] = ranked
    return out
