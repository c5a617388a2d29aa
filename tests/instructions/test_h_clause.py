"""h_clause: clauses a native speaker would write, each parsing back through the verifier.

- a style clause ("in bold") only where the style tells the target apart: some word of its
  text, or of its kind on the page (block role and region kind), lacks that style;
- a quoted span is named by what it is: a file name, a web address, a cell, a label, running
  text ("dans le passage « facture 2019.pdf »" called a file name a passage);
- a code-styled word is an identifier, never "le mot en police de code";
- no second identical preposition before a table clause ("dans « Zoé » dans la ligne");
- a phrase never runs across a sentence or label end ("20/08/2025. Referente");
- the box format hints are short.
"""

from __future__ import annotations

import re

import numpy as np
import pytest

from generator import languages
from generator.instructions.render import render_instruction, templates
from generator.targets import Target
from generator.targets.categories import CATEGORIES
from generator.targets.index import PageIndex
from generator.targets.qualify import qualify
from generator.targets.spanchecks import crosses_a_boundary
from generator.verify import parse_instruction
from generator.verify.parser import compile_grammar, lexicon
from tests.world.world_helpers import rendered, sample_target

LANGS = tuple(languages.codes())
# the nouns that call a span of running text a phrase, never right for a file name
PROSE_NOUNS = {"en": ("phrase",), "de": ("Wendung", "Ausdruck"), "fr": ("passage", "expression"),
               "es": ("fragmento", "expresión"), "it": ("passaggio", "espressione"),
               "nl": ("woordgroep", "zinsnede")}
FILE_NOUNS = {"en": "file name", "de": "Dateinamen", "fr": "nom de fichier",
              "es": "nombre de archivo", "it": "nome del file", "nl": "bestandsnaam"}
WORD_NOUNS = {"en": "word", "de": "Wort", "fr": "mot", "es": "palabra", "it": "parola",
              "nl": "woord"}
# the prepositions that would stack: "in «Zoé» in der Zeile", "nella scritta «Zoé» nella riga"
PREPS = {"en": r"in", "de": r"i[nm]", "fr": r"dans", "es": r"en", "it": r"nel\w*|in",
         "nl": r"in"}
OF = re.compile(r"\b(?:of|von|des|der|van|di|dell\w*|de|del|du)\s+(?:\w+\s+)?\S*Zoé")
STYLED = ("admin_user_table", "data_table", "docs_site", "forum_thread", "gradebook")


def target(category: str, ref: dict) -> Target:
    cat = CATEGORIES[category]
    return Target(category, cat.data_type, cat.answer_type, (1, 1, 5, 5), ref, [])


def word_ref(text: str, quals: list, code: bool = False) -> dict:
    return {"kind": "word", "text": text, "word": 0, "code": code, "qualifiers": quals}


def styled(geo, word, q: dict) -> bool:
    """Whether every glyph of ``word`` has the style of qualifier ``q`` (read from the
    geometry's style table, not through the sampler's index)."""
    out = []
    for i in range(*word.glyphs):
        st = geo.styles[geo.glyphs[i].style]
        out.append(st["color_name"] == q["colour"] if q["style"] == "colour"
                   else bool(st[q["style"]]))
    return all(out)


@pytest.mark.parametrize("surface", STYLED)
def test_a_style_clause_tells_the_target_apart(surface: str) -> None:
    """Over-specifying with "in bold" where every header is bold names no difference: each
    style qualifier's style is missing from some word of the target's text or kind."""
    said = 0
    for lang in ("en", "fr"):
        for seed in range(6):
            try:
                _, geo = rendered(surface, lang, seed)
            except KeyError:
                pytest.skip(f"no surface {surface}")
            index = PageIndex(geo)
            kind = {}
            for w in geo.words:
                block = geo.blocks[w.block]
                kind.setdefault((block.role, geo.regions[block.region].kind), []).append(w)
            rng = np.random.default_rng(seed)
            for word in geo.words:
                for q in qualify(index, word, index.matches(word), rng, over=1.0) or []:
                    if q["type"] != "style":
                        continue
                    said += 1
                    block = geo.blocks[word.block]
                    peers = kind[(block.role, geo.regions[block.region].kind)]
                    same = [m for m in geo.words if m.text.casefold() == word.text.casefold()]
                    assert not all(styled(geo, m, q) for m in same + peers), \
                        (surface, lang, seed, word.text, q)
    assert said  # the pages do mark words (a bold name, a link, a red amount)


@pytest.mark.parametrize("lang", LANGS)
def test_a_file_name_is_no_passage(lang: str) -> None:
    quals = [{"type": "phrase", "text": "facture 2019.pdf", "noun": "file", "code": False}]
    for category in ("word_center", "caret_after_word", "word_bbox"):
        for k in range(10):
            out = render_instruction(target(category, word_ref("facture", quals)), lang,
                                     np.random.default_rng(k))
            assert FILE_NOUNS[lang] in out, out
            assert not any(re.search(rf"\b{n}\b", out) for n in PROSE_NOUNS[lang]), out
            assert parse_instruction(out, lang).word.context == ("phrase", "facture 2019.pdf")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("noun", ["text", "url", "cell", "entry", "label", "file"])
def test_every_span_noun_is_worded_and_parses(lang: str, noun: str) -> None:
    assert f"phrase_{noun}" in templates(lang).QUALIFIERS
    quals = [{"type": "phrase", "text": "www.example.com/x", "noun": noun, "code": False}]
    for k in range(6):
        out = render_instruction(target("word_center", word_ref("example", quals)), lang,
                                 np.random.default_rng(k))
        assert parse_instruction(out, lang).word.context == ("phrase", "www.example.com/x")


@pytest.mark.parametrize("lang", LANGS)
def test_a_code_word_is_an_identifier(lang: str) -> None:
    """"le mot en police de code `describe`" -> "l'identifiant `describe`" (German keeps its
    own "das als Code formatierte Wort")."""
    quals = [{"type": "style", "style": "code"}]
    for category in ("word_center", "caret_after_word", "char_bbox"):
        for k in range(10):
            ref = word_ref("describe", quals, code=True)
            if category == "char_bbox":
                ref = {"kind": "char", "char": "e", "char_kind": "letter", "ordinal": None,
                       "glyph": 0, "word": ref, "text": "e"}
            out = render_instruction(target(category, ref), lang, np.random.default_rng(k))
            if lang != "de":
                assert not re.search(rf"\b{WORD_NOUNS[lang]}\b", out), out
            query = parse_instruction(out, lang)
            word = query.word
            assert ("code", "") in word.styles or "code" in word.styles, (out, word)


ROW = {"type": "region", "name": "cell B5", "table": "row", "label": "5", "message": False}
COLUMN = {"type": "region", "name": "cell B5", "table": "column", "label": "Nom",
          "message": False}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("clause", [ROW, COLUMN])
def test_no_stacked_preposition_before_a_table_clause(lang: str, clause: dict) -> None:
    host = word_ref("Zoé", [clause])
    refs = {"caret_between_chars": {"kind": "char_pair", "chars": ["o", "é"], "word": host},
            "char_center": {"kind": "char", "char": "o", "char_kind": "letter", "ordinal": None,
                            "glyph": 0, "word": host, "text": "o"}}
    prep = PREPS[lang]
    stack = re.compile(rf"\b(?:{prep})\b(?:\s+\w+){{0,2}}\s+\S*Zoé\S*\s+(?:{prep})\b",
                       re.IGNORECASE)
    tight = 0
    for category, ref in refs.items():
        for k in range(25):
            out = render_instruction(target(category, ref), lang, np.random.default_rng(k))
            assert not stack.search(out), out
            # written tight ("(«5» row)") or the host word linked by "of" (h_text: "the «o»
            # of «Zoé» in the row for «5»", render.unstack)
            tight += "(" in out or bool(OF.search(out))
            assert parse_instruction(out, lang).word.region == (clause["table"],
                                                                clause["label"]), out
    assert tight or lang in ("es", "fr")  # es/fr write "de «Zoé»": nothing stacks


@pytest.mark.parametrize("text,crosses", [
    ("20/08/2025. Referente", True), ("Stato: Aperto", True), ("Adkins · Due", True),
    ("end. Then", True), ("e.g. the", False), ("10:30 AM", False), ("version 2.1 is", False),
    ("Mr. smith", False)])
def test_a_phrase_boundary(text: str, crosses: bool) -> None:
    assert crosses_a_boundary(text) == crosses


@pytest.mark.parametrize("surface", ["contract_page", "admin_user_table", "issue_ticket"])
def test_no_offered_phrase_crosses_a_label_end(surface: str) -> None:
    seen = 0
    for lang in ("es", "it", "en"):
        for seed in range(5):
            _, geo = rendered(surface, lang, seed)
            for k in range(25):
                t = sample_target(geo, "word_center", np.random.default_rng([seed, k]))
                for q in (t.ref.get("qualifiers", []) if t else []):
                    if q["type"] == "phrase":
                        seen += 1
                        assert not re.search(r"[.!?]\s+[A-ZÀ-Ý]|:\s|\s·\s", q["text"]), q
    assert seen >= 0


@pytest.mark.parametrize("lang", LANGS)
def test_box_format_hints_are_short(lang: str) -> None:
    """"dall'angolo in alto a sinistra a quello in basso a destra" was a sentence of its own;
    each hint is short and the verifier reads it as a box request."""
    grammar = compile_grammar(lexicon(lang))
    for fmt in templates(lang).FORMATS:
        assert len(fmt) <= 52, fmt
        low = fmt.lower()
        assert any(p.search(low) for p in grammar.format_hints), fmt


NOUN_OF_TEXT = {"en": "text", "de": "Text", "fr": "texte", "es": "texto", "it": "testo",
                "nl": "tekst"}


@pytest.mark.parametrize("lang", LANGS)
def test_no_noun_said_twice(lang: str) -> None:
    """"the text 'Street' in the text '19 Tulare Street'": the word is not named by the
    noun its clause uses."""
    quals = [{"type": "phrase", "text": "19 Tulare Street", "noun": "text", "code": False}]
    noun = NOUN_OF_TEXT[lang]
    for k in range(30):
        out = render_instruction(target("word_center", word_ref("Street", quals)), lang,
                                 np.random.default_rng(k))
        assert len(re.findall(rf"\b{noun}\b", out, re.IGNORECASE)) == 1, out


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_notebook_cell_is_no_table_cell(lang: str) -> None:
    """A code cell's "df.groupby" is no table "cell" to name: only a whole non-code cell."""
    for seed in range(6):
        _, geo = rendered("jupyter_notebook", lang, seed)
        for k in range(20):
            t = sample_target(geo, "punctuation", np.random.default_rng([seed, k]))
            for q in (t.ref["word"].get("qualifiers", []) if t else []):
                assert q.get("noun") != "cell", q
