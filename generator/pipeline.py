"""One example, start to finish: page -> geometry -> target -> instruction -> checks -> row.

``make_example`` is a pure function of (resolved config, plan slot, index): it draws every
random number from that example's own streams, and when a page has no valid target, or the
independent verifier (generator/verify) rejects the row, it retries with the next
attempt's streams, so the result never depends on other examples. Rejections are counted
by reason in the example's stats.
"""

from __future__ import annotations

import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from PIL import Image

from generator.config import BuildConfig
from generator.content import Content
from generator.difficulty import Features, difficulty, repeats, text_contrast
from generator.effects import apply_effects, describe, overlays, page_inputs, sample_effects
from generator.fingerprints import ExcludedSet, overlaps, page_fingerprints
from generator.geometry import PageGeometry
from generator.instructions import render_instruction
from generator.page import make_theme
from generator.page.render import render
from generator.page.theme import ACCENTS
from generator.plan import Slot
from generator.png import encode_rgb_png
from generator.resolve import surfaces_for
from generator.rng import ExampleStreams, chance, choice
from generator.schema import validate_row
from generator.screens import draw_screen, fills
from generator.surfaceset import registry
from generator.targets import Target, sample_target
from generator.targets.target import centre
from generator.timing import stage
from generator.verify import verify

MAX_ATTEMPTS = 60


class GenerationError(RuntimeError):
    """An example for which no valid target was found in MAX_ATTEMPTS pages."""


class SurfaceFailed(RuntimeError):
    """A surface's own code raised on most of an example's attempts (or once, with
    ``--strict``); ``surface`` names it and ``traceback`` holds the last error."""

    def __init__(self, surface: str, message: str, traceback: str):
        super().__init__(message)
        self.surface, self.traceback = surface, traceback


SURFACE_ERROR = "surface_error"  # the rejection reason of an attempt whose surface raised
MOST_ATTEMPTS = 6  # a surface failing on more than half of at least this many attempts


@dataclass
class Example:
    index: int
    row: dict[str, Any]
    png: bytes
    geometry: bytes | None
    stats: dict[str, Any] = field(default_factory=dict)
    fingerprints: dict[str, Any] = field(default_factory=dict)


def file_digits(n: int) -> int:
    return max(4, len(str(n - 1)))


SUBFOLDER_THRESHOLD = 10_000  # above this many examples, files go into subfolders (hub limit)
SUBFOLDER_SIZE = 10_000


def example_id(split: str, index: int, n: int,
               threshold: int | None = None) -> tuple[str, str]:
    """(file_name, id) of example ``index`` in a build of ``n`` (SPEC 2). Builds of more
    than ``threshold`` examples spread files over subfolders of 10,000
    (``00/0000123.png``), which ``datasets`` loads through the relative file_name."""
    digits = f"{index:0{file_digits(n)}d}"
    prefix = "pbt_" if split == "test" else f"pbt-{split}_"
    name = f"{digits}.png"
    if n > (SUBFOLDER_THRESHOLD if threshold is None else threshold):
        width = max(2, len(str((n - 1) // SUBFOLDER_SIZE)))
        name = f"{index // SUBFOLDER_SIZE:0{width}d}/{name}"
    return name, f"{prefix}{digits}"


def compose_page(slot: Slot, streams: ExampleStreams, dark_probability: float,
                 screens: bool = False
                 ) -> tuple[Image.Image, PageGeometry, dict[str, Any]] | None:
    """Sample and render the page of one attempt; return image, geometry and page facts
    (None: the surface declined the attempt's screen, see generator/screens.py)."""
    surface = registry.get(slot.surface)()
    screen = draw_screen(streams.stream("screen"), surface) if screens else None
    surface.screen = screen
    content = Content(slot.language, streams.stream("content"))
    params = surface.sample(streams.stream("layout"), content)
    style_rng = streams.stream("style")
    dark = "dark" in surface.themes and (
        "light" not in surface.themes or chance(style_rng, dark_probability))
    theme = make_theme(dark, choice(style_rng, sorted(ACCENTS)))
    page = surface.compose(params, theme)
    if screen is not None and not fills(page):
        return None
    page.meta.update({"surface": slot.surface, "language": slot.language})
    own_names = (getattr(surface, "region_names", None) or {}).get(slot.language)
    if own_names:  # a plugin's region names travel in the geometry (for the verifier too)
        page.meta["region_names"] = dict(sorted(own_names.items()))
    if surface.typing_regions:  # where the effects may blink a fake caret
        page.meta["typing_regions"] = sorted(surface.typing_regions)
    if screen is not None:
        page.meta["row_extra"] = {"scale": screen.scale}
    with stage("render"):
        image, geo = render(page)
    return image, geo, {"theme": theme.name, "accent": theme.accent_name}


def difficulty_features(target: Target, geo: PageGeometry, image: Image.Image,
                        instruction: str) -> Features:
    glyphs = [geo.glyphs[i] for i in target.glyphs if geo.glyphs[i].ink is not None]
    if not glyphs:  # carets and blank lines: judge by the nearest text's style
        glyphs = [geo.glyphs[i] for i in target.ref.get("context_glyphs", [])] or geo.glyphs[:1]
    style = geo.styles[glyphs[0].style]
    size = min(geo.fonts[g.font][2] for g in glyphs)
    contrast = text_contrast(tuple(style["color"]), image, target.bbox)
    x1, y1, x2, y2 = target.bbox
    return Features((x2 - x1) * (y2 - y1), size, contrast,
                    repeats(instruction, geo.page_text()))


def target_difficulty(target: Target, geo: PageGeometry, image: Image.Image,
                      instruction: str) -> str:
    return difficulty(target.data_type, difficulty_features(target, geo, image, instruction))


def build_row(target: Target, instruction: str, slot: Slot, level: str, split: str,
              index: int, n: int, geo: PageGeometry) -> dict[str, Any]:
    file_name, ex_id = example_id(split, index, n)
    row = {
        "file_name": file_name, "id": ex_id, "instruction": instruction,
        "bbox": list(target.bbox), "point": list(target.point),
        "answer_type": target.answer_type, "eval": target.eval_spec(),
        "data_type": target.data_type, "category": target.category, "surface": slot.surface,
        "language": slot.language, "difficulty": level, "image_size": [geo.width, geo.height],
    }
    row.update(drag_keys(target))
    return row


def drag_keys(target: Target) -> dict[str, Any]:
    """SPEC 13: the two ends of a drag target (nothing for other targets)."""
    if target.drag is None:
        return {}
    start, end = target.drag
    return {"start_bbox": list(start), "end_bbox": list(end),
            "start_point": list(centre(start)), "end_point": list(centre(end))}


def target_boxes(target: Target) -> list[tuple[int, int, int, int]]:
    """Every box a target occupies: its bbox, and for a drag both end boxes."""
    return [tuple(target.bbox), *(tuple(b) for b in target.drag or ())]


FALLBACK_AFTER = 20  # attempts on the planned surface before trying the next eligible one
FALLBACK_EACH = 5  # attempts per fallback surface


def attempt_surface(slot: Slot, attempt: int, options: list[str]) -> str:
    """The surface of an attempt: the planned one first, then (for a surface that cannot
    draw this category often enough) the other eligible surfaces in a fixed rotation."""
    if attempt < FALLBACK_AFTER or len(options) < 2 or slot.surface not in options:
        return slot.surface
    start = options.index(slot.surface)
    step = 1 + (attempt - FALLBACK_AFTER) // FALLBACK_EACH
    return options[(start + step) % len(options)]


AttemptFn = Callable[[BuildConfig, Slot, int, int, "ExcludedSet | None", Counter[str]],
                     "Example | None"]


def first_valid_attempt(config: BuildConfig, slot: Slot, index: int,
                        excluded: ExcludedSet | None, strict: bool, attempt_fn: AttemptFn
                        ) -> tuple[Example | None, Counter[str], list[str]]:
    """Up to MAX_ATTEMPTS pages, the surface drawn per attempt (attempt_surface), until
    ``attempt_fn`` makes an example; an exception in a surface's own code resamples the page
    (never kills a build). Returns the example (or None), the rejections and the surfaces
    the slot may fall back to. Shared by single-target and multi-target examples."""
    rejections: Counter[str] = Counter()
    errors = SurfaceErrors(index, strict)
    options = surfaces_for(config)(slot.category, slot.language)
    for attempt in range(MAX_ATTEMPTS):
        tried = replace(slot, surface=attempt_surface(slot, attempt, options))
        try:
            example = attempt_fn(config, tried, index, attempt, excluded, rejections)
        except SurfaceCodeError as exc:
            rejections[SURFACE_ERROR] += 1
            errors.add(tried.surface, attempt, exc.traceback)
            continue
        errors.tried(tried.surface)
        if example is not None:
            example.stats["surface_errors"] = errors.log
            return example, rejections, options
    return None, rejections, options


def make_example(config: BuildConfig, slot: Slot, index: int,
                 excluded: ExcludedSet | None = None, strict: bool = False) -> Example:
    example, rejections, options = first_valid_attempt(config, slot, index, excluded, strict,
                                                       _attempt)
    if example is not None:
        return example
    if rejections.get("excluded_overlap", 0) >= MAX_ATTEMPTS // 2:
        raise ExclusionUnsatisfiable(
            f"{rejections['excluded_overlap']} of {MAX_ATTEMPTS} pages of surface "
            f"{', '.join(sorted({attempt_surface(slot, a, options) for a in range(MAX_ATTEMPTS)}))}"
            f" for category {slot.category} ({slot.language}) share content with the "
            "--exclude datasets")
    raise GenerationError(f"no valid {slot.category} target on {slot.surface} ({slot.language}) in "
                f"{MAX_ATTEMPTS} pages for index {index} (rejected: {dict(rejections)})")


def page_for_attempt(config: BuildConfig, slot: Slot, streams: ExampleStreams,
                     excluded: ExcludedSet | None, rejections: Counter[str]
                     ) -> tuple[Image.Image, PageGeometry, dict[str, Any], dict] | None:
    """The composed page of one attempt and its fingerprints, or None with the reason
    counted (the screen declined, or the page shares content with ``--exclude``); an
    exception in the surface's own code is a SurfaceCodeError (resampled by the caller).
    Shared by single-target and multi-target examples."""
    with stage("compose"):
        try:
            composed = compose_page(slot, streams, _dark_probability(config),
                                    _screens(config))
        except Exception as exc:  # the surface's own code (sample, compose, its page)
            raise SurfaceCodeError(traceback.format_exc()) from exc
    if composed is None:
        rejections["screen_declined"] += 1
        return None
    image, geo, facts = composed
    prints = page_fingerprints(geo)
    if excluded and overlaps(prints, excluded):
        rejections["excluded_overlap"] += 1
        return None
    return image, geo, facts, prints


def _attempt(config: BuildConfig, slot: Slot, index: int, attempt: int,
             excluded: ExcludedSet | None, rejections: Counter[str]) -> Example | None:
    """One page for one example: the example, or None with the reason counted."""
    streams = ExampleStreams(config.seed, config.split, index, attempt)
    page = page_for_attempt(config, slot, streams, excluded, rejections)
    if page is None:
        return None
    image, geo, facts, prints = page
    with stage("sample"):
        target = sample_target(geo, slot.category, streams.stream("target"))
        if target is None:
            rejections["no_candidate"] += 1
            return None
        instruction = render_instruction(target, slot.language, streams.stream("instruction"))
        level = target_difficulty(target, geo, image, instruction)
        row = build_row(target, instruction, slot, level, config.split, index, config.n, geo)
        row.update(geo.meta.get("row_extra", {}))  # "scale" on training screens
        validate_row(row)
    with stage("verify"):
        verdict = verify(image, geo, row)
    if not verdict.ok:  # rejected: resample from the next attempt's streams
        rejections[verdict.reason] += 1
        return None
    with stage("effects"):
        image, effects = add_effects(image, geo, target, slot, streams, config)
    if effects:
        with stage("verify"):
            verdict = verify(image, geo, row)  # the pixel checks again, on the final image
        if not verdict.ok:
            rejections[f"after_effects:{verdict.reason}"] += 1
            return None
    with stage("encode"):
        png = encode_png(image)
    with stage("geometry"):  # only with --with-geometry; not part of a default build
        sidecar = geo.dumps_gz() if config.with_geometry else None
    stats = _stats(geo, facts, rejections, attempt)
    stats["effects"] = effects
    return Example(index, row, png, sidecar, stats, prints)


class SurfaceCodeError(Exception):
    def __init__(self, trace: str):
        super().__init__(trace.strip().splitlines()[-1])
        self.traceback = trace


class ExclusionUnsatisfiable(GenerationError):
    """Most pages of an example shared content with the --exclude datasets."""


class SurfaceErrors:
    """The surface errors of one example's attempts, and the verdict on a surface that
    fails on most of them (or, with ``strict``, at all)."""

    def __init__(self, index: int, strict: bool):
        self.index, self.strict = index, strict
        self.log: list[dict[str, Any]] = []
        self.attempts: Counter[str] = Counter()
        self.failed: Counter[str] = Counter()

    def add(self, surface: str, attempt: int, trace: str) -> None:
        self.log.append({"surface": surface, "index": self.index, "attempt": attempt,
                         "traceback": trace})
        self.failed[surface] += 1
        self.attempts[surface] += 1
        last = trace.strip().splitlines()[-1]
        if self.strict:
            raise SurfaceFailed(surface, f"surface {surface} raised on example {self.index} "
                                f"(--strict): {last}", trace)
        tries, failed = self.attempts[surface], self.failed[surface]
        if tries >= MOST_ATTEMPTS and failed * 2 > tries:
            raise SurfaceFailed(surface, f"surface {surface} raised on {failed} of {tries} "
                                f"pages of example {self.index}: {last}", trace)

    def tried(self, surface: str) -> None:
        self.attempts[surface] += 1


def add_effects(image: Image.Image, geo: PageGeometry, target: Target, slot: Slot,
                streams: ExampleStreams, config: BuildConfig) -> tuple[Image.Image, list[str]]:
    """Grain, JPEG, blur and distractors after rendering; distractors become overlays in
    the geometry so the verifier can check nothing covers the target. ``image`` is
    consumed: distractors may be painted on it."""
    from generator.config import preset_of

    glyphs = target.glyphs or target.ref.get("context_glyphs", [])
    box = target.bbox if target.drag is None else hull(target_boxes(target))
    inputs = page_inputs(geo, box, glyphs, caret=target.data_type == "caret")
    family = registry.get(slot.surface).family
    params = sample_effects(streams.stream("effects"), **inputs, surface=slot.surface,
                            family=family, probabilities=preset_of(config.preset).effects)
    names = describe(params)
    if not names:
        return image, []
    geo.meta["overlays"] = overlays(params)
    return apply_effects(image, params, consume=True), names  # the clean page is not kept


def hull(boxes: list) -> tuple[int, int, int, int]:
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes),
            max(b[3] for b in boxes))


def _screens(config: BuildConfig) -> bool:
    from generator.config import preset_of

    return preset_of(config.preset).screens


def _dark_probability(config: BuildConfig) -> float:
    from generator.config import preset_of

    return preset_of(config.preset).dark_theme


def _stats(geo: PageGeometry, facts: dict[str, Any], rejections: Counter[str],
           attempt: int) -> dict[str, Any]:
    families = sorted({f[0] for f in geo.fonts})
    return {"theme": facts["theme"], "font_families": families,
            "rejections": dict(rejections), "attempts": attempt + 1}


def encode_png(image: Image.Image) -> bytes:
    """PNG bytes of ``image`` (no timestamps, so the same image gives the same bytes)."""
    return encode_rgb_png(image)
