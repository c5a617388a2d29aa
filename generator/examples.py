"""Make one example of a build: a single-target page (generator/pipeline.py) or, for
training builds with --targets-per-page / --negatives, a page with a targets list
(generator/multi.py). The engines (local workers, Dask) call this one entry point."""

from __future__ import annotations

from generator.config import BuildConfig
from generator.fingerprints import ExcludedSet
from generator.multi import make_multi_example
from generator.pipeline import Example, make_example
from generator.plan import Slot


def make_any_example(config: BuildConfig, slot: Slot, index: int,
                     excluded: ExcludedSet | None = None, strict: bool = False) -> Example:
    if config.multi:  # rows with a targets list (SPEC 12)
        return make_multi_example(config, slot, index, excluded, strict=strict)
    return make_example(config, slot, index, excluded, strict=strict)
