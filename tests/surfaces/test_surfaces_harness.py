"""One harness for every registered surface, built-in or plugin (SPEC 10).

For two seeds each: the sampled params are JSON-able and compose twice to the same
geometry; the declared regions and text roles are really drawn; no text leaves the canvas;
every glyph is covered by the font it is recorded with; and the surface yields a verified
example through the real pipeline for a category it supports.
"""

from __future__ import annotations

import json
import re
import zlib
from functools import lru_cache
from typing import Any

import numpy as np
import pytest

from generator.config import BuildConfig
from generator.content import Content
from generator.fonts import fontbook
from generator.geometry import PageGeometry
from generator.page import make_theme
from generator.page.render import render
from generator.plan import Slot
from generator.resolve import content_languages, resolve
from generator.targets import implemented
from surfaces import registry

NAMES = registry.names()
SEEDS = (0, 1)
# a content template slot left in the page (code may hold braces on purpose)
UNFILLED = re.compile(r"\{[a-z_]+\}")
# extra composes (no render) allowed to find optional panels and roles before failing
EXTRA_DRAWS = 10
PREFERRED = ("word_center", "caret_after_word", "structural_text", "chrome_label",
             "invoice_total", "invoice_number")


def _language(name: str, seed: int) -> str:
    cls = registry.get(name)
    usable = [lang for lang in content_languages() if lang in cls.languages]
    if seed == 0 and "en" in usable:
        return "en"
    return usable[(zlib.crc32(name.encode()) + seed) % len(usable)]


def _params(name: str, seed: int) -> dict[str, Any]:
    surface = registry.get(name)()
    content = Content(_language(name, seed), np.random.default_rng([seed, 7]))
    return surface.sample(np.random.default_rng([seed, 3]), content)


def _theme(name: str, seed: int):
    themes = registry.get(name).themes
    dark = themes[seed % len(themes)] == "dark"
    return make_theme(dark, ("blue", "green", "purple", "orange")[seed % 4])


@lru_cache(maxsize=4)
def _rendered(name: str, seed: int) -> tuple[dict[str, Any], PageGeometry, str]:
    params = _params(name, seed)
    page = registry.get(name)().compose(params, _theme(name, seed))
    _, geo = render(page)
    return params, geo, json.dumps(geo.to_json(), sort_keys=True)


@pytest.mark.parametrize("name", NAMES)
def test_params_json_and_compose_deterministic(name: str) -> None:
    for seed in SEEDS:
        params, _, first = _rendered(name, seed)
        assert json.loads(json.dumps(params)) == params, f"{name}: params are not JSON data"
        if seed != SEEDS[0]:  # one replay per surface keeps the harness fast
            continue
        again = registry.get(name)().compose(json.loads(json.dumps(params)), _theme(name, seed))
        _, geo = render(again)
        assert json.dumps(geo.to_json(), sort_keys=True) == first, \
            f"{name} seed {seed}: compose(params) is not deterministic"


def _drawn(name: str) -> tuple[set[str], set[str]]:
    regions: set[str] = set()
    roles: set[str] = set()
    for seed in SEEDS:
        _, geo, _ = _rendered(name, seed)
        regions |= {r.name for r in geo.regions}
        roles |= {b.role for b in geo.blocks}
    return regions, roles


def _covers(declared: str, drawn: set[str]) -> bool:
    return any(d == declared or d.startswith(declared + " ") for d in drawn)


@pytest.mark.parametrize("name", NAMES)
def test_declared_regions_and_roles_are_drawn(name: str) -> None:
    cls = registry.get(name)
    regions, roles = _drawn(name)
    seed = 100
    while seed < 100 + EXTRA_DRAWS and (
            not all(_covers(r, regions) for r in cls.regions) or
            not set(cls.text_roles) <= roles):
        page = cls().compose(_params(name, seed), _theme(name, seed))
        regions |= {r.name for r in page.regions}
        roles |= {b.role for b in page.text_blocks() if not b.empty}
        seed += 1
    missing = [r for r in cls.regions if not _covers(r, regions)]
    assert not missing, f"{name} declares regions it never draws: {missing}"
    assert set(cls.text_roles) <= roles, \
        f"{name} declares text roles it never draws: {sorted(set(cls.text_roles) - roles)}"


@pytest.mark.parametrize("name", NAMES)
def test_text_inside_canvas_and_fonts_cover_glyphs(name: str) -> None:
    book = fontbook()
    for seed in SEEDS:
        _, geo, _ = _rendered(name, seed)
        assert geo.glyphs, f"{name} seed {seed}: the page has no text"
        for g in geo.glyphs:
            if g.ink is not None:
                x1, y1, x2, y2 = g.ink
                assert 0 <= x1 and 0 <= y1 and x2 <= geo.width and y2 <= geo.height, \
                    f"{name} seed {seed}: glyph {g.char!r} at {g.ink} leaves the canvas"
            if not g.char.isspace():
                family, face, _ = geo.fonts[g.font]
                assert book.covers(family, face, g.char), \
                    f"{name} seed {seed}: {family} {face} lacks {g.char!r}"
        for line in geo.lines:
            block = geo.blocks[line.block]
            assert line.top >= 0 and line.bottom <= geo.height, \
                f"{name} seed {seed}: a line of block {block.id} leaves the canvas"
            slot = None if block.role == "code" else UNFILLED.search(geo.line_text(line))
            assert slot is None, f"{name} seed {seed}: unfilled template slot {slot.group()}"


def _category(name: str) -> str:
    cls = registry.get(name)
    available = [c for c in implemented() if cls.supports(c)]
    assert available, f"{name} supports no implemented category"
    return next((c for c in PREFERRED if c in available), available[0])


@pytest.mark.parametrize("name", NAMES)
def test_surface_yields_a_verified_example(name: str) -> None:
    from generator.pipeline import make_example

    category = _category(name)
    config = resolve(BuildConfig(n=1, seed=11, surfaces=(name,), categories=(category,)))
    language = _language(name, 0)
    example = make_example(config, Slot(category, language, name), 0)
    row = example.row
    assert row["surface"] == name and row["category"] == category
    x1, y1, x2, y2 = row["bbox"]
    assert 0 <= x1 < x2 <= 1024 and 0 <= y1 < y2 <= 768
