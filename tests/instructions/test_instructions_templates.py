"""Instruction templates: every language package has every key, English has many phrasings
per category, and every qualifier of SPEC 4 is rendered with the right vocabulary."""

from __future__ import annotations

import pkgutil
import re
import string

import numpy as np
import pytest

import generator.instructions as instructions
from generator.instructions.render import (
    LANGUAGE_KEYS,
    InstructionError,
    render_instruction,
    templates,
)
from generator.targets import Target, implemented
from generator.targets.categories import CATEGORIES, INVOICE_CATEGORIES, SELECTION_CATEGORIES

PACKAGES = sorted(m.name for m in pkgutil.iter_modules(instructions.__path__) if m.ispkg)
# selection (drag) templates: tests/selection/test_selection_rules.py
TEXT = [c for c in CATEGORIES if c not in INVOICE_CATEGORIES and c not in SELECTION_CATEGORIES]
DICT_KEYS = ("ORDINALS", "STYLE_ADJ", "STYLE_SUFFIX", "COLOURS", "CHAR_NOUNS", "MARKS",
             "PHRASES", "QUALIFIERS")

WORD = {"text": "settlement", "word": 0, "code": False, "qualifiers": []}
UNIT = {"kind": "line", "line": 0, "anchor": "start", "text": "The quick brown", "code": False,
        "qualifiers": []}
PARA = {**UNIT, "kind": "paragraph", "paragraph": 0}
REFS = {
    "word": {"kind": "word", **WORD},
    "char": {"kind": "char", "char": "e", "char_kind": "letter", "ordinal": 2, "glyph": 0,
             "word": WORD, "text": "e"},
    "char_pair": {"kind": "char_pair", "chars": ["m", "e"], "glyphs": [4, 5], "word": WORD,
                  "text": "me"},
    "mark": {"kind": "mark", "char": ",", "glyph": 9, "word": WORD, "text": ","},
    "pair": {"kind": "pair", "texts": ["quick", "brown"], "words": [1, 2], "code": False,
             "qualifiers": [], "text": "quick brown"},
    "line": UNIT, "paragraph": PARA,
    "sentence": {**UNIT, "kind": "sentence", "sentence": 0, "anchor": "end", "text": "the end."},
    "gap": {"kind": "gap", "paragraphs": [0, 1], "side": "between",
            "para1": {**PARA, "anchor": "end", "text": "the end."}, "para2": PARA},
}
KIND_OF = {
    "word_center": "word", "word_bbox": "word", "structural_text": "word",
    "chrome_label": "word", "caret_before_word": "word", "caret_after_word": "word",
    "char_center": "char", "char_bbox": "char", "caret_between_chars": "char_pair",
    "punctuation": "mark", "between_words": "pair", "line_start": "line", "line_end": "line",
    "line_bbox": "line", "paragraph_start": "paragraph", "paragraph_end": "paragraph",
    "paragraph_bbox": "paragraph", "sentence_boundary": "sentence", "blank_line": "gap",
}


def target(category: str, ref: dict) -> Target:
    cat = CATEGORIES[category]
    return Target(category, cat.data_type, cat.answer_type, (1, 1, 5, 5), ref, [])


def renders(category: str, ref: dict, n: int = 60, lang: str = "en") -> set[str]:
    return {render_instruction(target(category, ref), lang, np.random.default_rng(k))
            for k in range(n)}


@pytest.mark.parametrize("lang", PACKAGES)
def test_every_language_package_has_every_key(lang: str) -> None:
    module = templates(lang)
    en = templates("en")
    for key in LANGUAGE_KEYS:
        assert hasattr(module, key), f"{lang} lacks {key}"
    for key in DICT_KEYS:
        assert set(getattr(module, key)) == set(getattr(en, key)), f"{lang}.{key} keys differ"
    assert set(implemented()) <= set(module.TEMPLATES), f"{lang} lacks templates"


def test_english_has_many_phrasings_of_every_text_category() -> None:
    tpl = templates("en").TEMPLATES
    for category in TEXT:
        options = tpl[category]
        assert len(set(options)) >= 8, category
        # no terse label ("click: …", "bbox: …"): readers take it for a form, not a request
        # (tests/world/test_world_h_words.py checks every language)
        assert any("?" in t for t in options), category
        assert any(t.startswith(("Please", "Could you")) for t in options), category
        if CATEGORIES[category].answer_type == "bbox":
            assert any("{fmt}" in t for t in options) and any("{fmt}" not in t
                                                               for t in options)


@pytest.mark.parametrize("category", TEXT)
def test_every_template_renders_with_its_slots(category: str) -> None:
    ref = REFS[KIND_OF[category]]
    for template in templates("en").TEMPLATES[category]:
        slots = {f for _, f, _, _ in string.Formatter().parse(template) if f}
        assert slots, template
    out = renders(category, ref, 80)
    assert len(out) >= 8
    for text in out:
        assert "{" not in text and "}" not in text and "  " not in text, text


QUALIFIED = [
    ({"type": "ordinal", "n": 3}, ("third",)),
    ({"type": "ordinal", "n": -1}, ("last",)),
    ({"type": "style", "style": "bold"}, ("bold",)),
    ({"type": "style", "style": "italic"}, ("italic",)),
    ({"type": "style", "style": "underline"}, ("underlined",)),
    ({"type": "style", "style": "highlight"}, ("highlighted",)),
    ({"type": "style", "style": "strike"}, ("struck-through",)),
    ({"type": "style", "style": "link"}, ("link",)),
    ({"type": "style", "style": "code"}, ("code", "identifier")),
    ({"type": "style", "style": "faded"}, ("faded", "greyed-out")),
    ({"type": "style", "style": "colour", "colour": "teal"}, ("teal",)),
    ({"type": "sentence", "text": "We settle it today."}, ("in the sentence",)),
    ({"type": "phrase", "text": "the settlement", "code": False}, ("in the phrase",)),
    ({"type": "after", "text": "final", "code": False}, ("after", "follows")),
    ({"type": "before", "text": "terms", "code": False}, ("before", "precedes")),
    ({"type": "region", "name": "toolbar", "label": "", "message": False}, ("in the toolbar",)),
    ({"type": "region", "name": "message 2", "label": "Ann Lee", "message": True},
     ("in the message from Ann Lee",)),
    ({"type": "region", "name": "field Email notifications", "label": "Email notifications",
      "message": False, "shown": "Email notifications"}, tuple(f"in the {a}Email notifications{b} field"  # quoted (h_instr)
                              for a, b in ("“”", '""', "‘’", "''"))),
    ({"type": "region", "name": "column Status", "label": "Status", "message": False},
     ("in the Status column",)),
]


@pytest.mark.parametrize(("qualifier", "words"), QUALIFIED)
def test_each_qualifier_is_said(qualifier: dict, words: tuple[str, ...]) -> None:
    for category in ("word_center", "caret_after_word", "char_bbox"):
        ref = REFS[KIND_OF[category]]
        word = {**WORD, "qualifiers": [qualifier]}
        ref = {**ref, **word} if ref["kind"] == "word" else {**ref, "word": word}
        for text in renders(category, ref, 20):
            assert any(w in text for w in words), text
            if qualifier.get("text"):
                assert re.search(r"[“\"'‘`]" + re.escape(qualifier["text"]), text), text


def test_quotes_vary_avoid_clashes_and_code_gets_backticks() -> None:
    seen = set()
    for text in renders("word_center", REFS["word"], 120):
        m = re.search(r"([“\"'‘])settlement([”\"'’])", text)
        assert m, text
        seen.add(m.group(1))
    assert seen == {"“", '"', "'", "‘"}
    for word, clash in (("don't", "'don't'"), ("don’t", "‘don’t’")):
        for text in renders("word_center", {**REFS["word"], "text": word}, 60):
            assert clash not in text, text
    code = {**REFS["word"], "text": "parse_rows", "code": True}
    # an identifier is quoted like any text, never in Markdown backticks (r68 0028)
    assert all("`" not in t and "parse_rows" in t for t in renders("word_bbox", code, 30))


def test_missing_language_or_template_is_an_error() -> None:
    with pytest.raises(InstructionError):
        templates("xx")
    with pytest.raises(InstructionError):
        render_instruction(target("word_center", {"kind": "word", **WORD}), "xx",
                           np.random.default_rng(0))


@pytest.mark.parametrize("text, marks", [("settlement", "«\u00a0"), ("dit «\u00a0oui\u00a0»", "“")])
def test_french_quotes_guillemets_unless_the_text_holds_them(text, marks):
    """French instructions quote with « » and fall back to “ ” only for a text holding « »."""
    ref = {"kind": "word", **WORD, "text": text}
    seen = {render_instruction(target("word_center", ref), "fr", np.random.default_rng(s))
            for s in range(40)}
    assert all(marks in s for s in seen), sorted(seen)[:3]


def test_no_touch_verbs_on_desktop_pages():
    """Pages are desktop screens: no "Tap"/"Tippe"/"Tocca" templates in any language."""
    touch = re.compile(r"\b(Tap|Tippe|Tocca|Appuie|Tik)\b")
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for category, forms in templates(lang).TEMPLATES.items():
            for form in forms:
                text = form["form"] if isinstance(form, dict) else form
                assert not touch.search(text), (lang, category, text)


def test_a_caret_names_a_styled_word_by_its_adjective():
    """"immediately after 'Anthony' that is a link" reads as the caret's clause: in caret
    instructions a styled word is "the linked word 'Anthony'"."""
    ref = {"kind": "word", **WORD, "qualifiers": [{"type": "style", "style": "link"}]}
    adjectives = templates("en").STYLE_ADJ["link"]
    for seed in range(60):
        text = render_instruction(target("caret_after_word", ref), "en",
                                  np.random.default_rng(seed))
        assert any(f"{adj} word" in text for adj in adjectives), text


@pytest.mark.parametrize("text", ["7/12/2025", "17:56", "12.03.2025"])
def test_a_date_or_time_is_no_number(text: str) -> None:
    """"the number '7/12/2025'", "el número “17:56”" (review r25): a reader calls a date or
    a time by neither noun; a plain figure stays a number."""
    for lang, noun in (("en", "number"), ("es", "número"), ("de", "Zahl")):
        ref = {"kind": "word", **WORD, "text": text}
        for out in renders("word_center", ref, 40, lang):
            assert noun not in out, out
    ref = {"kind": "word", **WORD, "text": "1,250"}
    assert any("number" in out for out in renders("word_center", ref, 40))
