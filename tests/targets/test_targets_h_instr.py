"""h_instr: a character of a word (char_center, char_bbox, caret_between_chars) is anchored on
its word and at most one more clue, never a quoted context that holds the word again (r63
0014: "« v » du mot « procès-verbal » dans le texte « procès-verbal, il »"), in every
language."""

from __future__ import annotations

import re

import numpy as np
import pytest
from page_targets import page_targets

from generator.instructions import render_instruction
from generator.pipeline import compose_page
from generator.plan import Slot
from generator.rng import ExampleStreams
from generator.targets import sample_target

LANGS = ("en", "de", "fr", "es", "it", "nl")
SURFACES = ["email_search_results", "wikipedia", "website_article", "email_compose", "book_page",
            "word_processor"]
OPEN, CLOSE = "[«“\"‘'„»‹`]\\s?", "\\s?[»”\"’'“«›`]"
CATEGORIES = ["char_center", "char_bbox", "caret_between_chars"]


@pytest.mark.parametrize("category", CATEGORIES)
def test_a_character_is_never_anchored_on_its_word_twice(category: str) -> None:
    seen = 0
    slots = [(name, LANGS[k % len(LANGS)], category) for k, name in enumerate(SURFACES * 4)]
    for k, j, name, lang, _, target in page_targets(slots, 63063, 6):
        word = target.ref["word"]
        kinds = [q["type"] for q in word["qualifiers"]]
        assert not {"phrase", "sentence"} & set(kinds), (name, lang, word)
        text = render_instruction(target, lang, np.random.default_rng([k, j, 3]))
        quoted = re.findall(OPEN + re.escape(word["text"]) + CLOSE, text)
        assert len(quoted) == 1, text
        seen += 1
    assert seen >= 10


def test_a_one_line_input_is_no_line_to_box() -> None:
    """r62 0015: the query bar of a log viewer is a field, never "la ligne qui commence par
    `{service="gateway"} |= ""`": a line_bbox target is never the one line of an input."""
    from generator.targets.lines import one_line_inputs

    inputs = 0
    for k, name in enumerate(["log_viewer", "regex_tester", "log_viewer", "web_search"] * 3):
        lang = LANGS[k % len(LANGS)]
        try:
            composed = compose_page(Slot("line_bbox", lang, name),
                                    ExampleStreams(62062, "train", k), 0.3)
        except KeyError:
            continue
        if composed is None:
            continue
        geo = composed[1]
        fields = one_line_inputs(geo)
        inputs += len(fields)
        for j in range(6):
            target = sample_target(geo, "line_bbox", np.random.default_rng([k, j]))
            assert target is None or target.ref.get("line") not in fields, \
                (name, lang, target.ref["text"])
    assert inputs >= 4
