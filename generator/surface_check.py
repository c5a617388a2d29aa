"""The surface harness: the checks every surface must pass, built-in or plugin (SPEC 10).

One module for both users of the checks, so they cannot drift: the test suite
(tests/surfaces/test_surfaces_harness.py runs each check on every registered surface) and
``pointerbench-text surfaces check NAME`` (runs them all on the named surfaces and prints
each problem). The checks, by name:

- ``languages``: the surface samples and composes a page in every language it declares
  that this generator has, with no template slot (``{name}``) left unfilled;
- ``params``: the sampled parameters are plain JSON data;
- ``determinism``: composing the same (JSON round-tripped) parameters twice renders the
  same pixels and the same geometry;
- ``regions``: every declared region and text role is really drawn (within a few pages);
- ``canvas``: no text leaves the canvas, every glyph is covered by its recorded font, and
  no slot is left unfilled on the rendered page;
- ``examples``: K examples of a build of this surface alone pass the real pipeline
  (target, instruction, independent verifier).
"""

from __future__ import annotations

import json
import re
import zlib
from dataclasses import dataclass
from functools import cached_property
from typing import Any

import numpy as np

from generator import languages
from generator.config import BuildConfig
from generator.content import Content
from generator.fonts import fontbook
from generator.geometry import PageGeometry
from generator.page import make_theme
from generator.page.render import render
from generator.resolve import content_languages
from generator.surfaceset import registry

CHECKS = ("languages", "params", "determinism", "regions", "canvas", "examples")
SEEDS = (0, 1)
# a content template slot left in the page (code may hold braces on purpose)
UNFILLED = re.compile(r"\{[a-z_]+\}")
# extra composes (no render) allowed to find optional panels and roles before failing
EXTRA_DRAWS = 10


@dataclass(frozen=True)
class Problem:
    """One failed check: which check, where (surface, seed, language), and what."""

    check: str
    where: str
    message: str

    def __str__(self) -> str:
        return f"{self.check}: {self.where}: {self.message}"


class Harness:
    """The checks of one registered surface; pages are rendered once and shared."""

    def __init__(self, name: str):
        self.name = name
        self.cls = registry.get(name)

    # ---- the pages the checks look at ------------------------------------------------

    @cached_property
    def languages(self) -> list[str]:
        """The declared languages this generator has content for."""
        return [lang for lang in content_languages() if lang in self.cls.languages]

    def language(self, seed: int) -> str:
        """The registry's first language (English) for seed 0 when declared, else a language
        picked by name and seed."""
        first = languages.codes()[0]
        if seed == 0 and first in self.languages:
            return first
        return self.languages[(zlib.crc32(self.name.encode()) + seed) % len(self.languages)]

    def params(self, seed: int, lang: str | None = None) -> dict[str, Any]:
        content = Content(lang or self.language(seed), np.random.default_rng([seed, 7]))
        return self.cls().sample(np.random.default_rng([seed, 3]), content)

    def theme(self, seed: int):
        dark = self.cls.themes[seed % len(self.cls.themes)] == "dark"
        return make_theme(dark, ("blue", "green", "purple", "orange")[seed % 4])

    @cached_property
    def rendered(self) -> dict[int, tuple[dict[str, Any], PageGeometry, bytes, str]]:
        """Seed -> (params, geometry, pixels, geometry JSON) of the pages of ``SEEDS``."""
        out = {}
        for seed in SEEDS:
            params = self.params(seed)
            image, geo = render(self.cls().compose(params, self.theme(seed)))
            out[seed] = (params, geo, image.tobytes(), json.dumps(geo.to_json(), sort_keys=True))
        return out

    def where(self, seed: int, lang: str | None = None) -> str:
        return f"{self.name} seed {seed} ({lang or self.language(seed)})"

    # ---- the checks --------------------------------------------------------------------

    def check_languages(self) -> list[Problem]:
        if not self.languages:
            return [Problem("languages", self.name, f"declares {list(self.cls.languages)}, "
                                                    f"none of which this generator has")]
        problems = []
        for lang in self.languages:
            try:
                page = self.cls().compose(self.params(0, lang), self.theme(0))
            except Exception as exc:  # report the failure, the language and the surface
                problems.append(Problem("languages", self.where(0, lang),
                                        f"{type(exc).__name__}: {exc}"))
                continue
            for block in page.text_blocks():
                text = "\n".join("".join(g.char for g in line.glyphs)
                                  for line in block.laid.lines)
                slot = None if block.role == "code" else UNFILLED.search(text)
                if slot is not None:
                    problems.append(Problem("languages", self.where(0, lang),
                                            f"unfilled template slot {slot.group()}"))
                    break
        return problems

    def check_params(self) -> list[Problem]:
        problems = []
        for seed, (params, *_) in self.rendered.items():
            try:
                same = json.loads(json.dumps(params)) == params
            except (TypeError, ValueError) as exc:
                same, why = False, str(exc)
            else:
                why = "they change through a JSON round trip (tuples, numpy values?)"
            if not same:
                problems.append(Problem("params", self.where(seed),
                                        f"sampled params are not JSON data: {why}"))
        return problems

    def check_determinism(self) -> list[Problem]:
        seed = SEEDS[0]
        params, _, pixels, geometry = self.rendered[seed]
        again = self.cls().compose(json.loads(json.dumps(params)), self.theme(seed))
        image, geo = render(again)
        problems = []
        if json.dumps(geo.to_json(), sort_keys=True) != geometry:
            problems.append(Problem("determinism", self.where(seed),
                                    "compose(params) twice gives different geometry"))
        if image.tobytes() != pixels:
            problems.append(Problem("determinism", self.where(seed),
                                    "compose(params) twice renders different pixels"))
        return problems

    def check_regions(self) -> list[Problem]:
        regions = {r.name for _, geo, *_ in self.rendered.values() for r in geo.regions}
        roles = {b.role for _, geo, *_ in self.rendered.values() for b in geo.blocks}
        seed = 100
        while seed < 100 + EXTRA_DRAWS and (self._missing(regions) or
                                            not set(self.cls.text_roles) <= roles):
            page = self.cls().compose(self.params(seed), self.theme(seed))
            regions |= {r.name for r in page.regions}
            roles |= {b.role for b in page.text_blocks() if not b.empty}
            seed += 1
        problems = []
        where = f"{self.name} ({len(SEEDS) + seed - 100} pages)"
        if self._missing(regions):
            problems.append(Problem("regions", where, f"declares regions it never draws: "
                                                      f"{self._missing(regions)}"))
        if not set(self.cls.text_roles) <= roles:
            problems.append(Problem("regions", where, f"declares text roles it never draws: "
                                                      f"{sorted(set(self.cls.text_roles) - roles)}"))
        return problems

    def _missing(self, drawn: set[str]) -> list[str]:
        return [r for r in self.cls.regions
                if not any(d == r or d.startswith(r + " ") for d in drawn)]

    def check_canvas(self) -> list[Problem]:
        problems: list[Problem] = []
        for seed, (_, geo, *_) in self.rendered.items():
            problems += _canvas_problems(geo, self.where(seed))
        return problems

    def check_examples(self, k: int = 1, seed: int = 11) -> list[Problem]:
        """K examples of a build of this surface alone, through the real pipeline."""
        from generator.build import plan_for
        from generator.pipeline import make_example
        from generator.resolve import resolve

        try:
            config = resolve(BuildConfig(n=k, seed=seed, surfaces=(self.name,)))
            plan = plan_for(config)
        except Exception as exc:  # ConfigError: no category or language to draw
            return [Problem("examples", self.name, f"{type(exc).__name__}: {exc}")]
        problems = []
        for index, slot in enumerate(plan):
            where = f"{self.name} example {index} ({slot.category}, {slot.language})"
            try:
                row = make_example(config, slot, index).row
            except Exception as exc:  # GenerationError names the rejection reasons
                problems.append(Problem("examples", where, f"{type(exc).__name__}: {exc}"))
                continue
            if row["surface"] != self.name:
                problems.append(Problem("examples", where, f"drawn on {row['surface']}"))
        return problems

    def run(self, checks: tuple[str, ...] = CHECKS, k: int = 3, seed: int = 1) -> list[Problem]:
        """Every check in ``checks``; a check that raises is a problem, not a crash."""
        problems: list[Problem] = []
        for check in checks:
            try:
                if check == "examples":
                    problems += self.check_examples(k, seed)
                else:
                    problems += getattr(self, f"check_{check}")()
            except Exception as exc:  # one surface's bug must not hide the other checks
                problems.append(Problem(check, self.name, f"{type(exc).__name__}: {exc}"))
        return problems


def _canvas_problems(geo: PageGeometry, where: str) -> list[Problem]:
    """Text leaving the canvas, glyphs the recorded font lacks, unfilled slots."""
    book = fontbook()
    if not geo.glyphs:
        return [Problem("canvas", where, "the page has no text")]
    problems = []
    for g in geo.glyphs:
        if g.ink is not None:
            x1, y1, x2, y2 = g.ink
            if not (0 <= x1 and 0 <= y1 and x2 <= geo.width and y2 <= geo.height):
                problems.append(Problem("canvas", where,
                                        f"glyph {g.char!r} at {g.ink} leaves the canvas"))
        if not g.char.isspace():
            family, face, _ = geo.fonts[g.font]
            if not book.covers(family, face, g.char):
                problems.append(Problem("canvas", where, f"{family} {face} lacks {g.char!r}"))
    for line in geo.lines:
        block = geo.blocks[line.block]
        if line.top < 0 or line.bottom > geo.height:
            problems.append(Problem("canvas", where,
                                    f"a line of block {block.id} leaves the canvas"))
        slot = None if block.role == "code" else UNFILLED.search(geo.line_text(line))
        if slot is not None:
            problems.append(Problem("canvas", where, f"unfilled template slot {slot.group()}"))
    return problems[:20]
