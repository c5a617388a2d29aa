"""h_caret: a caret task is set in text a user can type in when the page has some (an editor,
a compose box, a terminal's prompt line, a form input), and where it stands in read-only text
(a listing, an e-reader, a table cell, a scanned letter) its instruction never says "place
the cursor": it asks for the click that would start a selection there, in every language,
and that wording still parses back to the same caret query."""

from __future__ import annotations

import sys
import types
from pathlib import Path

import numpy as np
import pytest
from world_helpers import rendered, sample_target

import generator.instructions.render as render
from generator import languages
from generator.editable import editable_line_ids
from generator.instructions.render import options_for, render_instruction
from generator.targets import CATEGORIES, SAMPLERS, PageIndex
from generator.targets.categories import REQUIRED_ROLES
from generator.targets.common import editable_ref

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "verify"))
from test_verify_languages_roundtrip import parse_back_failures  # noqa: E402

LANGS = languages.codes()
CARET = [c for c, cat in CATEGORIES.items() if cat.data_type == "caret"]
# pages with editable text and read-only text side by side
EDITABLE_PAGES = ["code_editor", "email_compose", "word_processor", "markdown_notes",
                  "latex_editor", "jupyter_notebook"]
READONLY_PAGES = ["realestate_listing", "ereader", "scanned_letter", "voicemail_list",
                  "book_page"]


def _caret_words(lang: str) -> list[str]:
    return [w.casefold() for w in render.templates(lang).CARET_WORDS]


@pytest.mark.parametrize("lang", LANGS)
def test_every_caret_category_has_read_only_wording(lang: str) -> None:
    m = render.templates(lang)
    assert set(m.READONLY) == set(CARET) == set(render.templates("en").READONLY)
    words = _caret_words(lang)
    for category in CARET:
        static = {**CATEGORIES[category].__dict__, "ref": {"editable": False}}
        target = types.SimpleNamespace(category=category, ref=static["ref"])
        options = options_for(m, target)
        assert len(options) >= 3, (lang, category, options)
        for t in options:
            assert not any(w in str(t).casefold() for w in words), (lang, category, t)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("category", CARET)
def test_read_only_templates_parse_back(lang: str, category: str,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Each read-only template, with every kind of disambiguator, parses back to the caret
    query of its category (the verifier reads no template: its grammar must cover them)."""
    module = render.templates(lang)
    failures = []
    for i, template in enumerate(module.READONLY[category]):
        failures += parse_back_failures(
            lang, category, i, {"TEMPLATES": {category: []}, "READONLY": {category: [template]}},
            {"editable": False}, monkeypatch)
    assert not failures, f"{len(failures)} failures, e.g.\n" + "\n".join(failures[:8])


def _targets(surfaces: list[str], seeds: range):
    for surface in surfaces:
        for k, seed in enumerate(seeds):
            lang = LANGS[(seed + k) % len(LANGS)]
            _, geo = rendered(surface, lang, seed)
            editable = editable_line_ids(geo)
            for n, category in enumerate(CARET):
                rng = np.random.default_rng([seed, n, 15])
                target = _raw_target(geo, category, rng)
                if target is not None:
                    yield surface, lang, geo, editable, target


def _raw_target(geo, category: str, rng):
    """The sampler's caret candidate before ``sample_target`` drops one in static text
    (r56): the wording a read-only caret would get stays guarded."""
    index = PageIndex(geo)
    target = editable_ref(index, SAMPLERS[category](index, category, rng))
    if target is not None and sample_target(geo, category, np.random.default_rng(0)) is None:
        assert not target.ref["editable"]  # sample_target gives none only without one
    return target


def _line_of(geo, target) -> int:
    return geo.glyphs[target.ref["context_glyphs"][0]].line


def _typed_roles(geo, editable: frozenset[int]) -> set[str]:
    return {geo.blocks[geo.lines[i].block].role for i in editable}


def test_caret_tasks_stand_in_editable_text_first() -> None:
    """Where an editable line carries text of the category's kind (an editor's prose for a
    sentence, its code for a line end), the caret task stands in it; a notebook's sentence
    task may still fall on its rendered markdown, which nobody types in."""
    on, total = 0, 0
    for surface, _lang, geo, editable, target in _targets(EDITABLE_PAGES, range(6)):
        line = _line_of(geo, target)
        assert target.ref["editable"] is (line in editable), (surface, target.category)
        if _typed_roles(geo, editable) & set(REQUIRED_ROLES[target.category]):
            total += 1
            on += line in editable
    assert total > 80 and on / total > 0.9, (on, total)


def test_read_only_caret_instructions_name_no_cursor() -> None:
    seen = 0
    for surface, lang, _geo, _editable, target in _targets(READONLY_PAGES, range(6)):
        if target.ref["editable"]:
            continue
        for s in range(3):
            text = render_instruction(target, lang, np.random.default_rng(s)).casefold()
            assert not any(w in text for w in _caret_words(lang)), (surface, lang, text)
            seen += 1
    assert seen > 200


# pages showing an empty input's hint: a composer, a chat box, a form's promo code field
PLACEHOLDER_PAGES = ["social_feed", "chat_bubbles", "slack_like", "support_chat",
                     "thread_replies", "video_call_chat", "checkout_form", "shopping_cart",
                     "time_tracker"]


def _inside(geo, line, x: int) -> bool:
    ink = geo.line_box(line)
    return ink is not None and ink[0] + 2 < x < ink[2] - 1


@pytest.mark.parametrize("surface", PLACEHOLDER_PAGES)
def test_no_caret_inside_a_placeholder(surface: str) -> None:
    """A field that shows its placeholder ("Quoi de neuf ?") has its caret at its start or
    none: no caret the page draws, no slot a fake caret may take, lies inside the hint."""
    from generator.effects.inputs import caret_slots

    seen = 0
    for seed in range(8):
        lang = LANGS[seed % len(LANGS)]
        _, geo = rendered(surface, lang, seed)
        hints = [ln for ln in geo.lines if geo.blocks[ln.block].name == "placeholder"]
        seen += len(hints)
        carets = [s.box for s in geo.shapes if s.kind == "caret"]
        for line in hints:
            assert line.id not in editable_line_ids(geo), (surface, lang, seed)
            for x, top, bottom in caret_slots(geo, set()):
                assert not (top < line.bottom and line.top < bottom and
                            _inside(geo, line, x)), (surface, lang, seed, x)
            for x1, y1, _, y2 in carets:
                assert not (y1 < line.bottom and line.top < y2 and
                            _inside(geo, line, x1)), (surface, lang, seed, x1)
    assert seen >= 4, surface


@pytest.mark.parametrize("surface", ["spreadsheet_grid", "formula_bar_sheet", "pivot_summary"])
def test_no_caret_in_a_formula_bar_outside_edit_mode(surface: str) -> None:
    """A formula bar showing the selected cell's formula is not being edited: no fake caret
    may blink in it, and no caret task calls it editable (edit mode is a surface's
    typing_regions ("formula",), with the edit shown in the cell too)."""
    from generator.effects.inputs import caret_slots

    for seed in range(6):
        lang = LANGS[seed % len(LANGS)]
        _, geo = rendered(surface, lang, seed)
        bar = [r for r in geo.regions if r.name == "formula bar"]
        assert bar, surface
        x1, y1, x2, y2 = bar[0].box
        lines = [ln for ln in geo.lines if y1 <= ln.top and ln.bottom <= y2]
        assert not {ln.id for ln in lines} & editable_line_ids(geo), (surface, lang, seed)
        for x, top, bottom in caret_slots(geo, set()):
            assert not (x1 <= x <= x2 and y1 <= top and bottom <= y2), (surface, seed, x)
        geo.meta["typing_regions"] = ["formula"]  # in edit mode it takes typing
        assert {ln.id for ln in lines} & editable_line_ids(geo), (surface, lang, seed)


def test_an_editors_gutter_takes_no_typing() -> None:
    """The line numbers beside an editor's code are the editor's chrome, not its text."""
    for seed in range(4):
        _, geo = rendered("code_editor", LANGS[seed], seed)
        for i in editable_line_ids(geo):
            line = geo.lines[i]
            assert not (geo.blocks[line.block].role == "chrome"
                        and geo.line_text(line).strip().isdigit()), (seed, geo.line_text(line))
