"""One harness for every registered surface, built-in or plugin (SPEC 10).

The checks live in ``generator/surface_check.py``, which ``pointerbench-text surfaces check``
runs too, so the command and the tests can never drift: every language the surface
declares, JSON-able params, no unfilled ``{slot}``, every declared region and text role
drawn, byte-identical renders of the same params, text inside the canvas and covered by its
font, and a verified example through the real pipeline.
"""

from __future__ import annotations

from functools import lru_cache

import pytest

from generator.surface_check import CHECKS, Harness, Problem
from surfaces import registry

NAMES = registry.names()
PAGE_CHECKS = tuple(c for c in CHECKS if c != "examples")


@lru_cache(maxsize=2)
def harness(name: str) -> Harness:
    return Harness(name)  # its rendered pages are shared by the checks of one surface


def _report(problems: list[Problem]) -> str:
    return "\n".join(map(str, problems))


@pytest.mark.parametrize("check", PAGE_CHECKS)
@pytest.mark.parametrize("name", NAMES)
def test_surface_passes_check(name: str, check: str) -> None:
    problems = harness(name).run((check,))
    assert not problems, _report(problems)


@pytest.mark.parametrize("name", NAMES)
def test_surface_yields_a_verified_example(name: str) -> None:
    problems = harness(name).check_examples(k=1, seed=11)
    assert not problems, _report(problems)


def test_the_harness_reports_what_failed_and_where() -> None:
    """A surface with an unfilled slot and tuple params fails those checks, by name."""
    from surfaces.base import Surface
    from surfaces.kit import Content, Page, Rng, Theme, style

    class Sloppy(Surface):
        name, family, regions = "tmp_sloppy", "documents", ("body", "footer")
        text_roles = ("prose",)

        def sample(self, rng: Rng, content: Content) -> dict:
            return {"text": content.sentence("mailui.body") + " {missing}", "box": (40, 40)}

        def compose(self, params: dict, theme: Theme) -> Page:
            page = self.new_page(theme)
            with page.region("body", "body", (0, 0, 1024, 768)):
                page.text((40, 40, 900, 400), params["text"], style("dejavu_sans", 16,
                                                                    theme.text), role="prose")
            return page

    try:
        problems = Harness("tmp_sloppy").run(PAGE_CHECKS)
    finally:
        registry.unregister("tmp_sloppy")
    found = {(p.check, p.message.split(":")[0]) for p in problems}
    assert ("languages", "unfilled template slot {missing}") in found
    assert ("canvas", "unfilled template slot {missing}") in found
    assert ("params", "sampled params are not JSON data") in found
    assert ("regions", "declares regions it never draws") in found
    assert all(p.where.startswith("tmp_sloppy") for p in problems)
