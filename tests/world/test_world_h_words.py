"""Instructions a native speaker would write (wave 15, h_words): no label-style templates
("Anklicken: …", "Clic : …", "bbox: …"), and "Select …" rather than "Mark … as selected"."""

from __future__ import annotations

import re

import pytest

from generator import languages
from generator.instructions.render import templates
from generator.targets.categories import CATEGORIES

# the caret categories' wording is rewritten for read-only pages by another change (h_caret)
CARET = {name for name, c in CATEGORIES.items() if c.data_type == "caret"} | {
    "caret_before_word", "caret_after_word", "caret_between_chars"}
# "Word:" or "Word :" (French spacing) opening a template: a form label, not a request
LABEL = re.compile(r"^[^\W\d_][\w'-]* ?: ")


def _forms(lang: str) -> list[tuple[str, str]]:
    out = []
    for category, options in templates(lang).TEMPLATES.items():
        if category in CARET:
            continue
        out += [(category, str(t)) for t in options]
    return out


@pytest.mark.parametrize("lang", languages.codes())
def test_no_template_opens_with_a_bare_label(lang: str) -> None:
    bad = [(c, t) for c, t in _forms(lang) if LABEL.match(t)]
    assert not bad, bad


@pytest.mark.parametrize("lang", languages.codes())
def test_every_template_is_a_sentence(lang: str) -> None:
    """A request ends like a sentence: a full stop, a question mark or a closing bracket."""
    bad = [(c, t) for c, t in _forms(lang) if not re.search(r"[.?!)]\s*$", t)]
    assert not bad, bad


def test_english_selection_says_select_not_mark_as_selected() -> None:
    bad = [t for _, t in _forms("en") if "as selected" in t]
    assert not bad, bad


@pytest.mark.parametrize("lang", ["en", "de", "fr", "nl"])
def test_a_commit_message_is_named_a_commit_message(lang: str) -> None:
    """r43 #15: "in the file name 'Add orders.py'" on a blame view: the span a phrase
    qualifier quotes from a commit message is called one, whatever its last word is."""
    from world_helpers import rendered

    from generator.targets import PageIndex
    from generator.targets.spannoun import span_noun

    seen = 0
    for seed in range(12):
        _, geo = rendered("git_blame", lang, seed)
        index = PageIndex(geo)
        for block in geo.blocks:
            if block.name != "commit":
                continue
            words = [w for w in geo.words if w.block == block.id]
            if not words:
                continue
            seen += 1
            text = index.span_text(words[0].glyphs[0], words[-1].glyphs[1])
            assert span_noun(index, words[0], text) == "commit", text
    assert seen > 20
    said = templates(lang).QUALIFIERS["phrase_commit"][0]
    assert "commit" in said.casefold()


@pytest.mark.parametrize("lang", languages.codes())
def test_a_quiz_option_letter_is_no_part_of_the_answer_text(lang: str) -> None:
    """r43 #12: "«A La»" quoted the option letter glued to the answer "La presión": the
    letter is a label of its own, so a phrase of the answer never starts with it."""
    from world_helpers import rendered

    letter = re.compile(r"[A-Da-d]\.? +\S")
    seen = 0
    for seed in range(10):
        _, geo = rendered("quiz_page", lang, seed)
        for line in geo.lines:
            text = geo.line_text(line)
            block = geo.blocks[line.block]
            if geo.regions[block.region].name != "answers" or block.role != "text":
                continue
            seen += 1
            assert not letter.match(text), text
    assert seen >= 30
