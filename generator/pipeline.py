"""One example, start to finish: page -> geometry -> target -> instruction -> checks -> row.

``make_example`` is a pure function of (resolved config, plan slot, index): it draws every
random number from that example's own streams, and when a page has no valid target it
retries with the next attempt's streams, so the result never depends on other examples.
"""

from __future__ import annotations

import io
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from PIL import Image

from generator.config import BuildConfig
from generator.content import Content
from generator.difficulty import difficulty, text_contrast
from generator.fingerprints import ExcludedSet, overlaps, page_fingerprints
from generator.geometry import PageGeometry
from generator.instructions import render_instruction
from generator.page import make_theme
from generator.page.render import render
from generator.page.theme import ACCENTS
from generator.plan import Slot
from generator.rng import ExampleStreams, chance, choice
from generator.schema import validate_row
from generator.targets import Target, sample_target
from surfaces import registry

MAX_ATTEMPTS = 60
PNG_COMPRESS_LEVEL = 6


class GenerationError(RuntimeError):
    """An example for which no valid target was found in MAX_ATTEMPTS pages."""


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


SUBFOLDER_THRESHOLD = 100_000  # above this many examples, files go into subfolders
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


def compose_page(slot: Slot, streams: ExampleStreams,
                 dark_probability: float) -> tuple[Image.Image, PageGeometry, dict[str, Any]]:
    """Sample and render the page of one attempt; return image, geometry and page facts."""
    surface = registry.get(slot.surface)()
    content = Content(slot.language, streams.stream("content"))
    params = surface.sample(streams.stream("layout"), content)
    style_rng = streams.stream("style")
    dark = "dark" in surface.themes and (
        "light" not in surface.themes or chance(style_rng, dark_probability))
    theme = make_theme(dark, choice(style_rng, sorted(ACCENTS)))
    page = surface.compose(params, theme)
    page.meta.update({"surface": slot.surface, "language": slot.language})
    image, geo = render(page)
    return image, geo, {"theme": theme.name, "accent": theme.accent_name}


def target_difficulty(target: Target, geo: PageGeometry, image: Image.Image) -> str:
    glyphs = [geo.glyphs[i] for i in target.glyphs if geo.glyphs[i].ink is not None]
    if not glyphs:  # carets and blank lines: judge by the nearest text's style
        glyphs = [geo.glyphs[i] for i in target.ref.get("context_glyphs", [])] or geo.glyphs[:1]
    style = geo.styles[glyphs[0].style]
    size = min(geo.fonts[g.font][2] for g in glyphs)
    contrast = text_contrast(tuple(style["color"]), image, target.bbox)
    return difficulty(target.category, size, contrast)


def build_row(target: Target, instruction: str, slot: Slot, level: str, split: str,
              index: int, n: int, geo: PageGeometry) -> dict[str, Any]:
    file_name, ex_id = example_id(split, index, n)
    return {
        "file_name": file_name, "id": ex_id, "instruction": instruction,
        "bbox": list(target.bbox), "point": list(target.point),
        "answer_type": target.answer_type, "eval": target.eval_spec(),
        "data_type": target.data_type, "category": target.category, "surface": slot.surface,
        "language": slot.language, "difficulty": level, "image_size": [geo.width, geo.height],
    }


def make_example(config: BuildConfig, slot: Slot, index: int,
                 excluded: ExcludedSet | None = None) -> Example:
    rejections: Counter[str] = Counter()
    for attempt in range(MAX_ATTEMPTS):
        streams = ExampleStreams(config.seed, config.split, index, attempt)
        image, geo, facts = compose_page(slot, streams, _dark_probability(config))
        prints = page_fingerprints(geo)
        if excluded and overlaps(prints, excluded):
            rejections["excluded_overlap"] += 1
            continue
        target = sample_target(geo, slot.category, streams.stream("target"))
        if target is None:
            rejections["no_candidate"] += 1
            continue
        instruction = render_instruction(target, slot.language, streams.stream("instruction"))
        level = target_difficulty(target, geo, image)
        row = build_row(target, instruction, slot, level, config.split, index, config.n, geo)
        validate_row(row)
        return Example(index, row, encode_png(image),
                       geo.dumps_gz() if config.with_geometry else None,
                       _stats(geo, facts, rejections, attempt), prints)
    raise GenerationError(f"no valid {slot.category} target on {slot.surface} ({slot.language}) "
                          f"in {MAX_ATTEMPTS} pages for index {index}")


def _dark_probability(config: BuildConfig) -> float:
    from generator.config import PRESETS

    return PRESETS[config.preset].dark_theme


def _stats(geo: PageGeometry, facts: dict[str, Any], rejections: Counter[str],
           attempt: int) -> dict[str, Any]:
    families = sorted({f[0] for f in geo.fonts})
    return {"theme": facts["theme"], "font_families": families,
            "rejections": dict(rejections), "attempts": attempt + 1}


def encode_png(image: Image.Image) -> bytes:
    buf = io.BytesIO()
    image.save(buf, "PNG", compress_level=PNG_COMPRESS_LEVEL)
    return buf.getvalue()
