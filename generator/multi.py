"""Many targets on one page (``--targets-per-page K``, ``--negatives F``; SPEC 12).

One attempt renders one page (its language, and its first category and surface, come from
the build plan's slot), then fills K target positions in order: each position is absent
with probability F (``generator/negatives.py``), else a target of a category drawn from the
preset's weights among the categories the page's surface can draw. A drawn target is kept
only when its box overlaps no kept target's box and the independent verifier accepts it on
the clean page (a drag target, SPEC 13, keeps its row keys ``start_bbox``, ``end_bbox``,
``start_point``, ``end_point`` and occupies its bbox and both end boxes); after the effects
(whose distractors avoid every target's box, lines and caret) every target is verified
again on the final image. A page that cannot hold K such
targets is rejected (``multi_short``) and the next attempt renders a new page, as for one
target. All randomness comes from the attempt's streams (``multi``, ``negatives``,
``instruction``, ``effects``), so the result depends only on (config, slot, index).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import numpy as np
from PIL import Image

from generator.config import BuildConfig, preset_of
from generator.effects import apply_effects, describe, overlays, page_inputs, sample_effects
from generator.effects.sampling import TARGET_MARGIN
from generator.fingerprints import ExcludedSet
from generator.geometry import PageGeometry
from generator.instructions import render_instruction
from generator.negatives import absent_target
from generator.pipeline import (
    MAX_ATTEMPTS,
    Example,
    GenerationError,
    _stats,
    drag_keys,
    encode_png,
    example_id,
    first_valid_attempt,
    hull,
    page_for_attempt,
    target_boxes,
    target_difficulty,
)
from generator.plan import Slot
from generator.rng import ExampleStreams, chance, choice
from generator.surfaceset import registry
from generator.targets import CATEGORIES, SAMPLERS, PageIndex, Target
from generator.targets.common import editable_ref
from generator.timing import stage
from generator.verify import verify
from generator.verify.absent import folded_page

DRAWS_PER_TARGET = 3  # category draws per wanted target before the page is given up


def make_multi_example(config: BuildConfig, slot: Slot, index: int,
                       excluded: ExcludedSet | None = None, strict: bool = False) -> Example:
    example, rejections, _ = first_valid_attempt(config, slot, index, excluded, strict,
                                                 _attempt)
    if example is not None:
        return example
    raise GenerationError(f"no page with {config.targets_per_page} valid targets on "
                          f"{slot.surface} ({slot.language}) in {MAX_ATTEMPTS} pages for "
                          f"index {index} (rejected: {dict(rejections)})")


def _attempt(config: BuildConfig, slot: Slot, index: int, attempt: int,
             excluded: ExcludedSet | None, rejections: Counter[str]) -> Example | None:
    streams = ExampleStreams(config.seed, config.split, index, attempt)
    page = page_for_attempt(config, slot, streams, excluded, rejections)
    if page is None:
        return None
    image, geo, facts, prints = page
    with stage("sample"):
        picked = Picker(config, slot, geo, image, streams, rejections).pick()
    if picked is None:
        rejections["multi_short"] += 1
        return None
    items, targets = picked
    with stage("effects"):
        image, effects = _effects(image, geo, targets, slot, streams, config)
    if effects:
        with stage("verify"):
            pixels = np.asarray(image)  # one array for every target's pixel checks
            for item in items:
                verdict = verify(pixels, geo, _check_row(item, slot))
                if not verdict.ok:
                    rejections[f"after_effects:{verdict.reason}"] += 1
                    return None
    with stage("encode"):
        png = encode_png(image)
    with stage("geometry"):
        sidecar = geo.dumps_gz() if config.with_geometry else None
    file_name, ex_id = example_id(config.split, index, config.n)
    row = {"file_name": file_name, "id": ex_id, "targets": items, "surface": slot.surface,
           "language": slot.language, "image_size": [geo.width, geo.height]}
    row.update(geo.meta.get("row_extra", {}))
    stats = _stats(geo, facts, rejections, attempt)
    stats["effects"] = effects
    return Example(index, row, png, sidecar, stats, prints)


def _check_row(item: dict[str, Any], slot: Slot) -> dict[str, Any]:
    return {**item, "language": slot.language, "surface": slot.surface}


class Picker:
    """Fills the K target positions of one page (see the module docstring)."""

    def __init__(self, config: BuildConfig, slot: Slot, geo: PageGeometry, image: Image.Image,
                 streams: ExampleStreams, rejections: Counter[str]):
        self.config, self.slot, self.geo, self.image = config, slot, geo, image
        self.pixels = np.asarray(image)  # the verifier's pixel checks read arrays directly
        self.rng = streams.stream("multi")
        self.neg_rng = streams.stream("negatives")
        self.text_rng = streams.stream("instruction")
        self.rejections = rejections
        surface = registry.get(slot.surface)
        names = [c for c in sorted(config.category_weights) if surface.supports(c)]
        weights = [config.category_weights[c] for c in names]
        total = sum(weights)
        self.categories, self.p = names, [w / total for w in weights]
        self.index = PageIndex(geo)
        self.boxes: list[tuple[int, int, int, int]] = []
        self.targets: list[Target] = []

    def pick(self) -> tuple[list[dict[str, Any]], list[Target]] | None:
        k = self.config.targets_per_page
        absent = [chance(self.neg_rng, self.config.negatives) for _ in range(k)]
        items: list[dict[str, Any]] = []
        draws, page = 0, None
        for position in range(k):
            if absent[position]:
                page = page or folded_page(self.geo)
                item = self._absent(page)
            else:
                item = None
                while item is None and draws < DRAWS_PER_TARGET * k:
                    first = position == 0 and draws == 0
                    category = self.slot.category if first else \
                        choice(self.rng, self.categories, self.p)
                    draws += 1
                    item = self._present(category)
            if item is None:
                return None
            items.append(item)
        return items, self.targets

    def _absent(self, page: tuple[str, ...]) -> dict[str, Any] | None:
        for _ in range(3):
            item = absent_target(self.geo, self.slot.language, self.neg_rng, page)
            if item is None:
                return None
            verdict = verify(self.pixels, self.geo, _check_row(item, self.slot))
            if verdict.ok:
                return item
            self.rejections[f"absent:{verdict.reason}"] += 1
        return None

    def _present(self, category: str) -> dict[str, Any] | None:
        target = SAMPLERS[category](self.index, category, self.rng)
        if CATEGORIES[category].data_type == "caret":  # "put the cursor" only where one can be
            target = editable_ref(self.index, target)
        if target is None:
            self.rejections["no_candidate"] += 1
            return None
        if self.geo.meta.get("touch"):  # a phone's or tablet's layout: "tap", never a mouse
            target.ref["touch"] = True
        boxes = target_boxes(target)  # a drag: its bbox and both end boxes
        if any(_overlap(mine, box) for mine in boxes for box in self.boxes):
            self.rejections["multi_overlap"] += 1
            return None
        instruction = render_instruction(target, self.slot.language, self.text_rng)
        item = {"instruction": instruction, "bbox": list(target.bbox),
                "point": list(target.point), "answer_type": target.answer_type,
                "eval": target.eval_spec(), "data_type": target.data_type,
                "category": target.category,
                "difficulty": target_difficulty(target, self.geo, self.image, instruction),
                **drag_keys(target)}
        with stage("verify"):
            verdict = verify(self.pixels, self.geo, _check_row(item, self.slot))
        if not verdict.ok:
            self.rejections[verdict.reason] += 1
            return None
        self.boxes.extend(boxes)
        self.targets.append(target)
        return item


def _span(target: Target) -> tuple[int, int, int, int]:
    """The box effects keep clear for a target (a drag's hull of its three boxes)."""
    return tuple(target.bbox) if target.drag is None else hull(target_boxes(target))


def _overlap(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _effects(image: Image.Image, geo: PageGeometry, targets: list[Target], slot: Slot,
             streams: ExampleStreams, config: BuildConfig) -> tuple[Image.Image, list[str]]:
    """Effects whose distractors avoid every target: the first target is the sampler's
    ``target_box`` (and caret), the others' boxes grown by the target margin are ``avoid``
    boxes, and the lines of all targets are the target lines (no fake caret on them)."""
    if not targets:
        return image, []
    inputs, lines = None, {}
    for target in targets:
        glyphs = target.glyphs or target.ref.get("context_glyphs", [])
        got = page_inputs(geo, _span(target), glyphs, caret=target.data_type == "caret")
        inputs = inputs or got
        lines.update({tuple(band): None for band in got["target_lines"]})
    m = TARGET_MARGIN
    inputs["avoid"] = [(b[0] - m, b[1] - m, b[2] + m, b[3] + m)
                       for b in (_span(t) for t in targets[1:])]
    inputs["target_lines"] = list(lines)
    inputs["text_slots"] = [s for s in inputs["text_slots"]
                            if not any(b[1] < s[2] and s[1] < b[3] and b[0] <= s[0] < b[2]
                                       for b in lines)]
    family = registry.get(slot.surface).family
    params = sample_effects(streams.stream("effects"), **inputs, surface=slot.surface,
                            family=family, probabilities=preset_of(config.preset).effects)
    names = describe(params)
    if not names:
        return image, []
    geo.meta["overlays"] = overlays(params)
    return apply_effects(image, params), names
