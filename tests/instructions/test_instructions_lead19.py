"""Wave 19: click instructions are plain requests, and every template fills only the slots its
category gives (r64: "Where is X? Click it.", "Siehst du … ? Klicke darauf.", "Où placer le
curseur … ? Cliquez à cet endroit." read as riddles; a paragraph template sat among the
between-words ones of five languages)."""

from __future__ import annotations

import re

import pytest

from generator.instructions.render import available_languages, templates

# the slots each category's templates may name (besides {fmt} and {where}, which any may)
SLOTS = {"between_words": {"pair"}, "caret_between_chars": {"c1", "c2", "word"},
         "blank_line": {"gap"}, "word_center": {"word"}, "char_center": {"char"},
         "punctuation": {"mark"}}


def _form(template) -> str:
    return template["form"] if isinstance(template, dict) else str(template)


@pytest.mark.parametrize("lang", available_languages())
def test_no_click_template_asks_a_question_then_orders(lang):
    module = templates(lang)
    for category, options in module.TEMPLATES.items():
        for template in options:
            form = _form(template)
            if "{fmt}" in form:  # a box question with its answer form: "…? Answer as …"
                continue
            assert not re.search(r"\?\s+\S", form), (lang, category, form)


@pytest.mark.parametrize("lang", available_languages())
def test_templates_name_only_their_categorys_slots(lang):
    module = templates(lang)
    for category, allowed in SLOTS.items():
        for template in module.TEMPLATES[category]:
            names = set(re.findall(r"\{(\w+)\}", _form(template))) - {"fmt", "where"}
            assert names <= allowed and names, (lang, category, _form(template))


@pytest.mark.parametrize("lang", available_languages())
def test_a_plural_field_takes_a_plural_verb(lang):
    """"Where is the bank details?", "Où se trouve les coordonnées bancaires ?"."""
    wrong = {"en": "Where is the bank details", "fr": "Où se trouve les",
             "es": "¿Dónde aparece los", "it": "Dove si trova le", "nl": "Waar staat de bankgegevens"}
    forms = [_form(t) for options in templates(lang).TEMPLATES.values() for t in options]
    if lang in wrong:
        assert not any(wrong[lang] in f for f in forms), lang


@pytest.mark.parametrize("lang", available_languages())
def test_one_parenthesis_at_a_time(lang):
    """r64 0010: "«Ana» (en negrita) (esquinas superior izquierda e inferior derecha)": after
    a slot that ends in a parenthesis the answer form is never a second one."""
    from generator.instructions.render import formats

    module = templates(lang)
    bare = [f for f in module.FORMATS if f.lstrip().startswith("(")]
    assert bare, lang  # every language has parenthesised forms to leave out
    for template in ("{word}{fmt}", "X {word}{fmt}."):
        picked = formats(module.FORMATS, template, {"word": "«Ana» (bold)"})
        assert picked and not set(picked) & set(bare), (lang, picked)
        plain = formats(module.FORMATS, template, {"word": "«Ana»"})
        assert set(bare) <= set(plain), (lang, plain)
