"""Regions as a reader names them (issue 17): a clause names a region by what the page
shows, and a region's box holds only what visibly belongs to it."""

from __future__ import annotations

import pytest
from targets_oracle import page

from generator.targets import PageIndex
from generator.targets.qualify import region_qualifier
from generator.verify.grammar import lexicon
from generator.verify.resolve import Resolver


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_crash_report_tags_hold_the_printed_heading_and_the_tags_only(seed: int) -> None:
    _, geo = page("crash_report", seed)
    tags = next(r for r in geo.regions if r.name == "tags")
    lines = [geo.line_text(ln).strip() for ln in geo.lines
             if geo.glyphs[ln.glyphs[0]].region == tags.id]
    assert lines and lines[0] == f"{tags.label}:", lines  # the heading a reader sees
    seen = [ln for ln in geo.lines if ":" in geo.line_text(ln)
            and geo.glyphs[ln.glyphs[0]].region != tags.id]
    assert seen, "first / last seen is printed outside the tags"
    words = [w for w in geo.words if geo.glyphs[w.glyphs[0]].region == tags.id]
    assert all(tags.box[1] <= geo.word_box(w)[1] for w in words)


@pytest.mark.parametrize("surface", ["kanban_board", "trip_itinerary"])
def test_numbered_regions_are_never_named(surface: str) -> None:
    """"in the card 1.3": the page prints no 1.3."""
    _, geo = page(surface, 4)
    index, resolver = PageIndex(geo), Resolver(geo, lexicon("en"))
    numbered = [r for r in geo.regions if r.kind not in ("cell", "message")
                and any(c.isdigit() for c in r.name)]
    assert numbered
    for reg in numbered:
        assert region_qualifier(index, reg.id) is None
        assert reg.id not in resolver.regions(("region", reg.name.casefold()))
