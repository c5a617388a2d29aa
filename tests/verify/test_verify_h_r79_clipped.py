"""A line cut at its container's edge hides its real end (r79 0001: code_editor line 36
"…record["customer"].strip(), t" clipped at the pane edge, and "the very end of the line
that begins with return ShopOrderRow(" boxed the clipped "t"): the editor flags such a line
(``Block.clipped``), the sampler never puts a line end, a line box, a paragraph end or a word
on its last glyph, and the verifier rejects a target resting there (``clipped``), as it does
for a line a truncation ellipsis ends."""

from __future__ import annotations

import numpy as np
import pytest

import generator.targets.index as target_index
import generator.targets.lines as target_lines
from generator.instructions import render_instruction
from generator.pipeline import build_row, compose_page
from generator.plan import Slot
from generator.rng import ExampleStreams
from generator.targets import sample_target
from generator.verify import verify
from generator.verify.cut import clipped_end

LANGS = ("en", "de", "fr", "es", "it", "nl")
SURFACES = ("code_editor", "ide_problems_panel", "diff_viewer")
CATEGORIES = ("line_end", "line_bbox", "word_center", "caret_after_word")


def _pages(surface: str, n: int):
    for k in range(n):
        lang = LANGS[k % len(LANGS)]
        category = CATEGORIES[k % len(CATEGORIES)]
        composed = compose_page(Slot(category, lang, surface), ExampleStreams(79079, "train", k),
                                0.3)
        if composed is not None:
            yield k, lang, category, composed[0], composed[1]


def _rests_on(target, geo, glyph: int) -> bool:
    ids = set(target.glyphs) | set(target.ref.get("context_glyphs", []))
    word = target.ref.get("word")
    if isinstance(word, dict) and "glyphs" in word:
        ids |= set(range(*word["glyphs"]))
    return glyph in ids


def test_code_editor_flags_its_clipped_lines():
    flagged = 0
    # h_code (wave 23) wrote shorter program lines: fewer pages clip one, so look at more
    for _, _, _, _, geo in _pages("code_editor", 24):
        for block in geo.blocks:
            if block.clipped:
                flagged += 1
                line = next(ln for ln in geo.lines if ln.block == block.id)
                last = geo.glyphs[clipped_end(geo, line.id)]
                # the kept text runs up to the pane's edge: the rest is out of sight
                assert block.box[2] - last.ink[2] < 2 * geo.fonts[last.font][2], block
    assert flagged >= 5, flagged


@pytest.mark.parametrize("surface", SURFACES)
def test_sampler_never_rests_on_a_hidden_line_end(surface: str):
    seen = 0
    for k, _, category, _, geo in _pages(surface, 24):
        ends = {clipped_end(geo, ln.id) for ln in geo.lines} - {None}
        seen += bool(ends)
        for j in range(6):
            target = sample_target(geo, category, np.random.default_rng([k, j]))
            if target is not None:
                assert not any(_rests_on(target, geo, e) for e in ends), (surface, k, category)
    assert seen >= 4, (surface, seen)


def test_verifier_rejects_a_line_end_on_a_clipped_line(monkeypatch):
    # the sampler without its guard offers the clipped lines too; the verifier alone must
    # turn those down and still take the whole lines
    monkeypatch.setattr(target_lines, "clipped_end", lambda geo, lid: None)
    monkeypatch.setattr(target_index, "clipped_end", lambda geo, lid: None)
    rejected = accepted = 0
    for k, lang, _, image, geo in _pages("code_editor", 48):
        slot = Slot("line_end", lang, "code_editor")
        # h_code (wave 23) wrote shorter program lines: few pages clip one, so a page that
        # does is offered more targets (a clipped line among ~40 lines is rarely drawn)
        clips = any(clipped_end(geo, ln.id) is not None for ln in geo.lines)
        for j in range(40 if clips else 6):
            target = sample_target(geo, "line_end", np.random.default_rng([k, j]))
            if target is None:
                continue
            text = render_instruction(target, lang, np.random.default_rng([k, j, 1]))
            row = build_row(target, text, slot, "easy", "train", k, 100, geo)
            verdict = verify(image, geo, row)
            hidden = clipped_end(geo, geo.glyphs[target.ref["context_glyphs"][0]].line)
            if hidden is not None:
                rejected += 1
                assert not verdict.ok and verdict.reason == "clipped", (k, lang, verdict)
            elif verdict.ok:
                accepted += 1
    assert rejected >= 10 and accepted >= 10, (rejected, accepted)
