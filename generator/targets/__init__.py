"""The target sampler: enumerate the candidates of a category on a page and pick one."""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable

import numpy as np

from generator.geometry import PageGeometry
from generator.targets.categories import CATEGORIES, INVOICE_CATEGORIES, Category
from generator.targets.chars import caret_pair_target, char_target, punctuation_target
from generator.targets.common import editable_ref
from generator.targets.gaps import between_words_target, blank_line_target
from generator.targets.index import PageIndex
from generator.targets.lines import line_target, paragraph_target, sentence_target
from generator.targets.target import Target
from generator.targets.words import caret_word_target, word_target

Sampler = Callable[[PageIndex, str, np.random.Generator], Target | None]

SAMPLERS: dict[str, Sampler] = {
    "word_center": word_target,
    "word_bbox": word_target,
    "structural_text": word_target,
    "chrome_label": word_target,
    "caret_before_word": caret_word_target,
    "caret_after_word": caret_word_target,
    "char_center": char_target,
    "char_bbox": char_target,
    "caret_between_chars": caret_pair_target,
    "punctuation": punctuation_target,
    "between_words": between_words_target,
    "blank_line": blank_line_target,
    "line_start": line_target,
    "line_end": line_target,
    "line_bbox": line_target,
    "paragraph_start": paragraph_target,
    "paragraph_end": paragraph_target,
    "paragraph_bbox": paragraph_target,
    "sentence_boundary": sentence_target,
}


def _load_invoice_samplers() -> dict[str, Sampler]:
    """The invoice samplers (generator/targets/invoice.py) when that module exists."""
    if importlib.util.find_spec("generator.targets.invoice") is None:
        return {}
    return dict(importlib.import_module("generator.targets.invoice").INVOICE_SAMPLERS)


SAMPLERS.update(_load_invoice_samplers())


def _selection_samplers() -> dict[str, Sampler]:
    """The drag categories (SPEC 13): generator/targets/selection.py and substrings.py."""
    from generator.targets.selection import select_range, select_unit, select_word
    from generator.targets.substrings import select_field_value, select_substring

    return {"select_word": select_word, "select_range": select_range,
            "select_sentence": select_unit, "select_line": select_unit,
            "select_paragraph": select_unit, "select_substring": select_substring,
            "select_field_value": select_field_value}


SAMPLERS.update(_selection_samplers())


def implemented() -> tuple[str, ...]:
    return tuple(name for name in CATEGORIES if name in SAMPLERS)


def sample_target(geo: PageGeometry, category: str, rng: np.random.Generator) -> Target | None:
    """A target of ``category`` on the page, or None when the page has no valid candidate."""
    sampler = SAMPLERS.get(category)
    if sampler is None:
        raise KeyError(f"no sampler for category {category!r}")
    index = PageIndex(geo)
    target = sampler(index, category, rng)
    if CATEGORIES[category].data_type == "caret":  # a text cursor stands only in editable
        target = editable_ref(index, target)  # text (r56: a caret in a posted chat message)
        if target is not None and not target.ref["editable"]:
            return None
    if target is not None and geo.meta.get("touch"):  # a phone's or tablet's layout: "tap"
        target.ref["touch"] = True
    return target


__all__ = ["CATEGORIES", "INVOICE_CATEGORIES", "SAMPLERS", "Category", "PageIndex", "Target",
           "implemented", "sample_target"]
