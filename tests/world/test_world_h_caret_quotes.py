"""h_caret: a quoted context (a phrase qualifier, a line's, paragraph's or sentence's quoted
start or end) is a run of text a reader sees together on the page: words joined by single
spaces (or a line break in running text), never two fields set apart by a tab stop or a run
of spaces ("Quantity: 120    Refills: 0" gives no "120 Refills", r42 0015)."""

from __future__ import annotations

import re

import numpy as np
import pytest
from world_helpers import rendered, sample_target

from generator.targets.index import PageIndex

LANGS = ("en", "de", "fr", "es", "it", "nl")
SURFACES = ["prescription_view", "boarding_pass", "shipping_label", "patient_record",
            "memo_page", "store_receipt", "terminal", "log_viewer"]
CATEGORIES = ["word_center", "caret_after_word", "line_start", "line_end", "char_center",
              "between_words", "sentence_boundary", "paragraph_end"]


def _quotes(ref: dict) -> list[str]:
    out = [q["text"] for q in ref.get("qualifiers", []) if q["type"] == "phrase"]
    if ref.get("kind") in ("line", "paragraph", "sentence"):
        out.append(ref["text"])
    for key in ("word", "para1", "para2"):
        if isinstance(ref.get(key), dict):
            out += _quotes(ref[key])
    return out


def _seen_together(quote: str, text: str) -> bool:
    pattern = r"(?: |\n)".join(re.escape(t) for t in quote.split(" "))
    return re.search(pattern, text, re.IGNORECASE) is not None


def test_wide_breaks() -> None:
    hits = 0
    for seed in range(6):
        _, geo = rendered("prescription_view", "en", seed)
        index = PageIndex(geo)
        for line in geo.lines:
            spaced = "  " in geo.line_text(line).strip()
            hits += spaced
            assert bool(index.wide_breaks(*line.glyphs)) >= spaced, geo.line_text(line)
    assert hits


@pytest.mark.parametrize("surface", SURFACES)
def test_quoted_contexts_are_contiguous_text(surface: str) -> None:
    checked = 0
    # till enough quoted contexts: fewer since 0.24.0 (no context repeats the word it
    # qualifies) and fewer again since h_instr2 (a word unique on its page gets none); a
    # surface that offers few (shipping_label) gets more draws per page after the tenth page
    # (wave 21: 60 pages of 6 draws held 3 or 4 contexts, as the pages' random content fell)
    for seed in range(60):
        if seed >= 10 and checked > 5:
            break
        lang = LANGS[seed % len(LANGS)]
        _, geo = rendered(surface, lang, seed)
        text = "\n".join(geo.line_text(ln) for ln in geo.lines)
        for n, category in enumerate(CATEGORIES):
            for k in range(6 if seed < 10 else 12):
                target = sample_target(geo, category, np.random.default_rng([seed, n, k]))
                for quote in _quotes(target.ref) if target else []:
                    checked += 1
                    assert _seen_together(quote, text), (surface, lang, seed, quote)
    # (caret categories only in editable text since r56; a short label is quoted whole, a
    # span never splits "Figure 2" since r76: a shipping label offers fewer contexts)
    assert checked > 3, checked
