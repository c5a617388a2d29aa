"""A one-line field is the field to a reader: no line_start / line_end target names it "the
line that starts with <its whole value>" (r87 0000: a regex tester's pattern field, whose
"/", pattern and "/flags" are three pieces on one row), and the region's name is the label the
page prints ("Espressione regolare", not "schema di ricerca")."""

from __future__ import annotations

import tomllib
from pathlib import Path

import numpy as np
from world_helpers import rendered

from generator.content import Content
from generator.resolve import content_languages
from generator.targets import PageIndex
from generator.targets.lines import _lines

LOCALES = Path(__file__).resolve().parents[2] / "generator" / "locales"


def test_no_line_target_in_a_one_line_field() -> None:
    for lang in content_languages():
        for seed in range(6):
            _, geo = rendered("regex_tester", lang, seed)
            field = {r.id for r in geo.regions if r.name == "expression"}
            in_field = {ln.id for ln in geo.lines if geo.blocks[ln.block].region in field
                        and geo.blocks[ln.block].role == "code"}
            assert in_field, (lang, seed)
            index = PageIndex(geo)
            for category in ("line_start", "line_end", "line_bbox"):
                lines = set(_lines(index, category))
                assert lines and not lines & in_field, (lang, seed, category)


def test_regex_field_is_named_by_its_label() -> None:
    for lang in content_languages():
        label = Content(lang, np.random.default_rng(0)).ui("devtools.rx_expression").lower()
        regions = tomllib.loads((LOCALES / lang / "instructions" / "regions.toml").read_text())
        name = regions["names"]["expression"].lower()
        assert label.split()[-1] in name, (lang, label, name)
