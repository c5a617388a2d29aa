"""Round trip in all six languages: every instruction template of every category, rendered
with sample targets (plain and with every kind of disambiguator), parses back with the
verifier's grammar of that language to the same query: kind and answer form, the quoted
texts, ordinal, styles, context, region or sender, characters, unit and anchor, field."""

from __future__ import annotations

import functools
import types
from typing import Any

import numpy as np
import pytest

import generator.instructions.render as render
from generator import languages
from generator.instructions.render import render_instruction
from generator.targets import Target
from generator.targets.categories import CATEGORIES, INVOICE_CATEGORIES, SELECTION_CATEGORIES
from generator.verify import parse_instruction
from generator.verify.grammar import lexicon
from generator.verify.phrases import tokenize
from generator.verify.query import categories_for

LANGUAGES = languages.codes()
WORD = {"text": "Rechnung", "word": 0, "code": False, "qualifiers": []}
QUALIFIERS = [
    None,
    {"type": "ordinal", "n": 2},
    {"type": "ordinal", "n": -1},
    {"type": "style", "style": "bold"},
    {"type": "style", "style": "link"},
    {"type": "style", "style": "colour", "colour": "teal"},
    {"type": "sentence", "text": "Die Rechnung ist da."},
    {"type": "phrase", "text": "die Rechnung", "code": False},
    {"type": "after", "text": "neue", "code": False},
    {"type": "before", "text": "vom", "code": False},
    {"type": "region", "name": "toolbar", "label": "", "message": False},
    {"type": "region", "name": "status bar", "label": "", "message": False},
    {"type": "region", "name": "message 2", "label": "Ann Lee", "message": True},
    {"type": "region", "name": "cell C3", "label": "Menge", "message": False},
    {"type": "region", "table": "column", "name": "column Menge", "label": "Menge",
     "message": False},
    {"type": "region", "table": "row", "name": "cell A2", "label": "Webcam HD",
     "message": False},
]
UNIT = {"kind": "line", "line": 0, "anchor": "start", "text": "Sehr geehrte", "code": False,
        "qualifiers": []}
REGION = {"type": "region", "name": "sidebar", "label": "", "message": False}
KIND_OF = {
    "word_center": "word", "word_bbox": "word", "structural_text": "word",
    "chrome_label": "word", "caret_before_word": "word", "caret_after_word": "word",
    "char_center": "char", "char_bbox": "char", "caret_between_chars": "char_pair",
    "punctuation": "mark", "between_words": "pair", "line_start": "line", "line_end": "line",
    "line_bbox": "line", "paragraph_start": "paragraph", "paragraph_end": "paragraph",
    "paragraph_bbox": "paragraph", "sentence_boundary": "sentence", "blank_line": "gap",
}
TEXT = [c for c in CATEGORIES if c not in INVOICE_CATEGORIES]


def _word(q: dict | None, **over) -> dict:
    return {**WORD, **over, "qualifiers": [q] if q else []}


def refs(category: str) -> list[dict]:
    """Sample refs of the category: plain and with each disambiguator it can carry."""
    if category in INVOICE_CATEGORIES:
        block = category in ("invoice_bank_details", "invoice_line_item", "invoice_line_items",
                             "invoice_totals")
        text = "Beratung" if category == "invoice_line_item" else "x"
        return [{"kind": "invoice_block" if block else "invoice_field", "text": text}]
    kind = KIND_OF[category]
    if kind == "word":
        return [{"kind": "word", **_word(q)} for q in QUALIFIERS] + [
            {"kind": "word", **_word(q, text="s")} for q in (None, QUALIFIERS[6])]
    if kind == "char":
        return [{"kind": "char", "char": c, "char_kind": k, "ordinal": n, "glyph": 0,
                 "word": _word(q, text=w), "text": c}
                for c, k, n, w in (("e", "letter", 2, "Rechnung"), ("3", "digit", None, "2023"),
                                   ("n", "letter", -1, "Rechnung"), ("R", "letter", None, "Rechnung"))
                for q in QUALIFIERS] + [  # "el último «1» de «131,00»" (readers of 0.25.0)
            {"kind": "char", "char": "1", "char_kind": "digit", "ordinal": n, "glyph": 0,
             "word": _word(q, text="131,00"), "text": "1"}
            for n in (2, -1) for q in (None, QUALIFIERS[10], QUALIFIERS[12])]
    if kind == "char_pair":
        return [{"kind": "char_pair", "chars": ["c", "h"], "glyphs": [3, 4], "word": _word(q),
                 "text": "ch"} for q in QUALIFIERS]
    if kind == "mark":
        return [{"kind": "mark", "char": m, "glyph": 9, "word": _word(q), "text": m}
                for m in ".,:;!?\u2026" for q in (None, QUALIFIERS[1], QUALIFIERS[10])] + [
            {"kind": "mark", "char": ".", "glyph": 1, "word": _word(q, text="s"), "text": "."}
            for q in (None, QUALIFIERS[6], QUALIFIERS[10])]  # "después de la «s»"
    if kind == "pair":
        return [{"kind": "pair", "texts": ["neue", "Rechnung"], "words": [1, 2], "code": False,
                 "qualifiers": qs, "text": "neue Rechnung"} for qs in ([], [REGION])]
    if kind == "gap":
        para = {**UNIT, "kind": "paragraph", "paragraph": 0}
        end = {**para, "anchor": "end", "text": "freundlichen Grüßen."}
        return [{"kind": "gap", "paragraphs": [0, 1], "side": side, "para1": p1, "para2": p2}
                for side, p1, p2 in (("between", end, para), ("after", end, None),
                                     ("before", None, para))]
    unit = {**UNIT, "kind": kind, kind: 0}
    anchors = ("end",) if kind == "sentence" else ("start", "end")
    return [{**unit, "anchor": a, "text": "Grüßen." if a == "end" else unit["text"],
             "qualifiers": qs} for a in anchors for qs in ([], [REGION])]


def _target(category: str, ref: dict) -> Target:
    cat = CATEGORIES[category]
    return Target(category, cat.data_type, cat.answer_type, (1, 1, 5, 5), ref, [])


def names_region(lang: str, tail: str, name: str) -> bool:
    """The region tail of a parsed instruction starts with a name of region ``name``."""
    toks = tail.split(" ")
    return any(toks[:len(nt)] == nt for nt in _alias_tokens(lang, (name,))[0][1])


def check_word(lang: str, got, ref: dict) -> None:
    assert got is not None and got.text == ref["text"]
    quals = {q["type"]: q for q in ref["qualifiers"]}
    want_ord = quals["ordinal"]["n"] if "ordinal" in quals else None
    assert got.ordinal == want_ord
    if "style" in quals:
        q = quals["style"]
        assert (q["style"], q.get("colour", "")) in got.styles
    else:
        assert not got.styles
    context = next((q for q in ref["qualifiers"] if q["type"] in ("sentence", "phrase",
                                                                    "after", "before")), None)
    assert got.context == ((context["type"], context["text"]) if context else None)
    check_region(lang, got.region, quals.get("region"))


def check_region(lang: str, got, q: dict | None) -> None:
    if q is None:
        assert got is None
    elif q["message"]:
        assert got and got[0] == "message" and got[1].startswith(q["label"].casefold())
    elif q.get("table"):  # "in the row for “Webcam HD”": the quoted label, as written
        assert got == (q["table"], q["label"]), got
    else:
        assert got and got[0] == "region" and names_region(lang, got[1], q["name"]), got


def check(lang: str, category: str, ref: dict, text: str) -> None:
    query = parse_instruction(text, lang)
    assert category in categories_for(query), (query.kind, query.form)
    kind = ref["kind"]
    if kind in ("word",):
        check_word(lang, query.word, ref)
    elif kind in ("char", "char_pair", "mark"):
        check_word(lang, query.word, ref["word"])
        if kind == "char":
            assert query.chars == (ref["char"],)
            assert query.char_ordinal == ref["ordinal"]
            assert query.char_class in ("any", ref["char_kind"])
        elif kind == "char_pair":
            assert query.chars == tuple(ref["chars"])
        else:
            assert ref["char"] in query.marks
    elif kind == "pair":
        assert (query.word.text, query.word2.text) == tuple(ref["texts"])
        check_region(lang, query.word2.region, (ref["qualifiers"] or [None])[0])
    elif kind in ("line", "paragraph", "sentence"):
        assert (query.span.unit, query.span.anchor, query.span.text) == \
            (kind, ref["anchor"], ref["text"])
        check_region(lang, query.span.region, (ref["qualifiers"] or [None])[0])
    elif kind == "gap":
        spans = [s for s in (query.span, query.span2) if s is not None]
        want = [p for p in (ref["para1"], ref["para2"]) if p]
        assert [(s.anchor, s.text) for s in spans] == [(p["anchor"], p["text"]) for p in want]
    else:
        assert query.field_name == category
        if category == "invoice_line_item":
            assert query.word is not None and query.word.text == ref["text"]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("category", [c for c in CATEGORIES  # drag: tests/selection
                                      if c not in SELECTION_CATEGORIES])
def test_every_template_parses_back(lang: str, category: str,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    module = render.templates(lang)
    failures = []
    for i, template in enumerate(module.TEMPLATES[category]):
        failures += parse_back_failures(lang, category, i, {"TEMPLATES": {category: [template]}},
                                        {}, monkeypatch)
    assert not failures, f"{len(failures)} failures, e.g.\n" + "\n".join(failures[:8])


def parse_back_failures(lang: str, category: str, i: int, tables: dict[str, Any],
                        extra: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Render template number ``i`` (the only one ``tables`` leaves the renderer) over every
    reference of ``category`` (with ``extra`` facts) and the verifier's complaints about each
    instruction, all collected: one report per category."""
    proxy = types.SimpleNamespace(**vars(render.templates(lang)))
    for name, table in tables.items():
        setattr(proxy, name, table)
    monkeypatch.setattr(render, "templates", lambda _lang, p=proxy: p)
    failures = []
    for j, ref in enumerate(refs(category)):
        ref = {**ref, **extra}
        for seed in range(2):
            rng = np.random.default_rng(1000 * i + 10 * j + seed)
            text = render_instruction(_target(category, ref), lang, rng)
            try:
                check(lang, category, ref, text)
            except Exception as exc:  # collect them all: one report per category
                failures.append(f"{text!r}: {type(exc).__name__} {exc}")
    return failures


@functools.lru_cache(maxsize=None)
def _alias_tokens(lang: str, geometry_names: tuple[str, ...]) -> tuple[tuple[str, list], ...]:
    """(name, its aliases tokenised) of each region name: the same for every tail, so
    tokenised once per language."""
    out = []
    for name in geometry_names:
        aliases = [a + name[len(n):] for a, n in lexicon(lang).REGION_NAMES.items()
                   if name == n or name.startswith(n + " ")] + [name]  # "zelle" + " C3"
        out.append((name, [tokenize(a.casefold()) for a in aliases]))
    return tuple(out)


def resolved(lang: str, tail: str, geometry_names) -> set[str]:
    """The region names the verifier picks for a region tail: the longest name that fits."""
    toks, best, out = tail.split(" "), 0, set()
    for name, tokenised in _alias_tokens(lang, tuple(geometry_names)):
        for nt in tokenised:
            if nt and toks[:len(nt)] == nt:
                if len(nt) > best:
                    best, out = len(nt), {name}
                elif len(nt) == best:
                    out.add(name)
    return out


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_every_named_region_parses_back_to_its_geometry_name(lang: str) -> None:
    """Each region a language names (locales/<lang>/instructions/regions.toml) is the region the
    verifier's lexicon resolves the phrase to (among all of them), and no two regions share
    a phrase."""
    names = render.templates(lang).REGIONS
    phrases = [names.get(name) for name in names]
    assert len(set(phrases)) == len(phrases), "two regions with one phrase"
    for name in names:
        ref = {"kind": "word", **_word({"type": "region", "name": name, "label": "",
                                        "message": False})}
        text = render_instruction(_target("word_center", ref), lang, np.random.default_rng(0))
        region = parse_instruction(text, lang).word.region
        assert region and region[0] == "region", text
        assert resolved(lang, region[1], list(names)) == {name}, text
