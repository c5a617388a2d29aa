"""g_instr: where a template's slots meet, an instruction is spelled as a writer spells it
("sull'ultima", never "sulla ultima"; "du", never "de le"; "del", never "de el"), and the
verifier reads every such instruction back to the same target. A property test over every
template of every category x every ordinal of the language's vocabulary (word and character
ordinals), in all six languages."""

from __future__ import annotations

import re
import types

import numpy as np
import pytest
from test_verify_languages_roundtrip import _target, _word, check

import generator.instructions.render as render
from generator import languages
from generator.instructions.orthography import respell, segments
from generator.instructions.render import render_instruction
from generator.targets.categories import CATEGORIES, INVOICE_CATEGORIES, SELECTION_CATEGORIES

LANGUAGES = languages.codes()
V = "[aeiouàèéìòùâêîôûyœ]"
# the spellings no writer of the language leaves (written here, not read from the rules)
SLIPS = {
    "it": [rf"\b(?:su|de|a|da|ne)ll[ao] {V}", rf"\b(?:la|lo) {V}", rf"\b(?:de|a|da|ne|su)l {V}",
           rf"\bil {V}"],
    "fr": [r"\bde les?\b", r"\bà les?\b", rf"\b(?:le|la|de) {V}"],
    "es": [r"\bde el\b", r"\ba el\b"],
    "en": [], "de": [], "nl": [],
}
WORD_KINDS = ("word_center", "word_bbox", "structural_text", "chrome_label",
              "caret_before_word", "caret_after_word")
CHAR_KINDS = ("char_center", "char_bbox", "caret_between_chars", "punctuation")


def ordinal_refs(lang: str, category: str) -> list[dict]:
    """The refs of ``category`` with every ordinal the language's vocabulary has."""
    ords = sorted(render.templates(lang).ORDINALS)
    if category in WORD_KINDS:
        return [{"kind": "word", **_word({"type": "ordinal", "n": n})} for n in ords]
    if category in ("char_center", "char_bbox"):  # the letter's ordinal, and its word's
        return [{"kind": "char", "char": "e", "char_kind": "letter", "ordinal": n, "glyph": 0,
                 "word": _word(q), "text": "e"}
                for n in ords for q in (None, {"type": "ordinal", "n": n})]
    if category == "caret_between_chars":
        return [{"kind": "char_pair", "chars": ["c", "h"], "glyphs": [3, 4], "text": "ch",
                 "word": _word({"type": "ordinal", "n": n})} for n in ords]
    return [{"kind": "mark", "char": m, "glyph": 9, "text": m,
             "word": _word({"type": "ordinal", "n": n})} for n in ords for m in ".:"]


def slips(lang: str, text: str) -> list[str]:
    module = render.templates(lang)
    pairs = [q[:2] for q in (*module.QUOTES, *module.CODE_QUOTES)]
    frame = " ".join(part for part, quoted in segments(text, pairs) if not quoted)
    return [m.group(0) for p in SLIPS[lang] for m in re.finditer(p, frame, re.I)]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("category", WORD_KINDS + CHAR_KINDS)
def test_every_ordinal_is_spelled_right_and_parses_back(lang: str, category: str,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    module = render.templates(lang)
    failures = []
    for i, template in enumerate(module.TEMPLATES[category]):
        proxy = types.SimpleNamespace(**vars(module))
        proxy.TEMPLATES = {category: [template]}
        monkeypatch.setattr(render, "templates", lambda _lang, p=proxy: p)
        for j, ref in enumerate(ordinal_refs(lang, category)):
            for seed in range(3):  # the phrase forms ("la {ord} {q}", "la {ord} occorrenza")
                text = render_instruction(_target(category, ref), lang,
                                          np.random.default_rng(100 * i + 10 * j + seed))
                found = slips(lang, text)
                if found:
                    failures.append(f"{text!r}: {found}")
                    continue
                try:
                    check(lang, category, ref, text)
                except Exception as exc:
                    failures.append(f"{text!r}: {type(exc).__name__} {exc}")
    assert not failures, f"{len(failures)} failures, e.g.\n" + "\n".join(failures[:8])


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("category", [c for c in CATEGORIES if c not in SELECTION_CATEGORIES
                                      and c not in INVOICE_CATEGORIES])
def test_no_template_leaves_a_slip(lang: str, category: str) -> None:
    """Every template, rendered with plain refs, is free of the slips too."""
    from test_verify_languages_roundtrip import refs
    for k, ref in enumerate(refs(category)):
        text = render_instruction(_target(category, ref), lang, np.random.default_rng(k))
        assert not slips(lang, text), text


@pytest.mark.parametrize("lang,text,quoted", [
    ("it", "Fai clic sulla ultima «la ultima».", "«la ultima»"),
    ("es", "Haz clic a el final de «de el».", "«de el»"),
    ("fr", "Cliquez à le début de «\u00a0de le\u00a0».", "«\u00a0de le\u00a0»"),
])
def test_a_quotation_is_never_respelled(lang: str, text: str, quoted: str) -> None:
    module = render.templates(lang)
    out = respell(text, lang, [q[:2] for q in module.QUOTES])
    assert quoted in out and not slips(lang, out), out


@pytest.mark.parametrize("lang,text,n", [
    ("it", "Fai clic sull'ultima «r».", -1), ("it", "Clicca dell'ottava «x».", 8),
    ("it", "Riquadro: l'ultima «Rechnung»", -1), ("es", "Haz clic en la última «r».", -1),
    ("fr", "Cliquez sur l'avant-dernier « r ».", None), ("fr", "Cliquez sur le dernier « r ».", -1),
])
def test_the_verifier_reads_elided_ordinals(lang: str, text: str, n: int | None) -> None:
    """"sull'ultima" is the ordinal -1 to the verifier ("avant-dernier" is no ordinal of the
    French lexicon: the elided article only must not hide a known one)."""
    from generator.verify import parse_instruction
    query = parse_instruction(text, lang)
    assert query.word is not None and query.word.ordinal == n, query
