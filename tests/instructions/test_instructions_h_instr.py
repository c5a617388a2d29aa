"""h_instr: nouns a native writer uses.

- r60 0023: a fragment of code, a regex or a number is no "word": "the last '1,2'", never
  "the last instance of the word '1,2'", in every language.
- r61 0020: a line's quoted start or end opens and closes on a word, never on the separator
  between two fields ("die eindigt op '· fe0a5f0'").
- French box templates put the shape before the reference ("tracer un rectangle autour du
  mot …"), never after its qualifiers ("encadrer le mot « X » dans le champ « Y » d'un
  rectangle").
"""

from __future__ import annotations

import numpy as np
import pytest

from generator.instructions.render import _Writer, templates
from generator.pipeline import compose_page
from generator.plan import Slot
from generator.rng import ExampleStreams
from generator.targets import sample_target

LANGS = ("en", "de", "fr", "es", "it", "nl")
WORD_NOUNS = {"en": "word", "de": "wort", "fr": "mot", "es": "palabra", "it": "parola",
              "nl": "woord"}
SEPARATORS = {"·", "•", "|", "–", "—", "-", "/", "›", "»"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("text", ["1,2", "\\d", "2025", "f9cfc301", "x86_64"])
def test_an_ordinal_fragment_is_no_word(lang: str, text: str) -> None:
    for n in (2, -1):
        for seed in range(12):
            writer = _Writer(templates(lang), np.random.default_rng(seed), False)
            ref = {"text": text, "code": True, "qualifiers": [{"type": "ordinal", "n": n}]}
            said = writer.word(ref).casefold()
            assert not any(w.startswith(WORD_NOUNS[lang]) for w in said.split()), said


@pytest.mark.parametrize("lang", LANGS)
def test_an_ordinal_word_may_still_be_a_word(lang: str) -> None:
    said = set()
    for seed in range(30):
        writer = _Writer(templates(lang), np.random.default_rng(seed), False)
        said.add(writer.word({"text": "settlement", "qualifiers": [{"type": "ordinal",
                                                                      "n": 2}]}))
    assert any(WORD_NOUNS[lang] in s.casefold() for s in said), said


@pytest.mark.parametrize("category", ["line_end", "line_bbox", "select_line"])
def test_a_quoted_line_edge_is_a_word(category: str) -> None:
    seen = 0
    # a caret's line_end only where one types (a terminal's prompt, an editor's line: git
    # log's last line is git's output, no caret there since wave 21), so two surfaces that
    # offer it; the k-th page's language varies along each surface's pages
    for k, name in enumerate(["ci_pipeline", "map_results", "git_log", "profile_page",
                              "news_feed", "search_results", "terminal", "markdown_notes"] * 3):
        lang = LANGS[k % len(LANGS)]
        try:
            composed = compose_page(Slot(category, lang, name),
                                    ExampleStreams(61061, "train", k), 0.3)
        except KeyError:
            continue
        if composed is None:
            continue
        for j in range(6):
            target = sample_target(composed[1], category, np.random.default_rng([k, j]))
            if target is None or target.ref.get("kind") != "line":
                continue
            tokens = target.ref["text"].split(" ")
            assert tokens[0] not in SEPARATORS and tokens[-1] not in SEPARATORS, \
                (name, target.ref["text"])
            seen += 1
    assert seen >= 10


def test_french_box_templates_name_the_shape_first() -> None:
    m = templates("fr")
    for category in ("word_bbox", "char_bbox", "line_bbox", "paragraph_bbox"):
        for form in m.TEMPLATES[category]:
            assert "} d'un rectangle" not in str(form), form
