"""Every English instruction template, rendered with sample values, parses back to what
it was filled with (the verifier's grammar is written independently of the templates,
so this is where the two meet). Tests may import the templates; the verifier may not.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from generator.instructions.render import templates
from generator.verify import ParseError, parse_instruction
from generator.verify.query import CATEGORY_KINDS

M = templates("en")
WORD, HOST, CTX = "fox", "settlement", "the big dog"
REGION_NAMES = sorted({"toolbar", "sidebar", "status bar", "tab bar", "menu bar", "header",
                       "footer", *M.REGIONS})


def q(text: str, pair: tuple[str, str] = ("\u201c", "\u201d")) -> str:
    return f"{pair[0]}{text}{pair[1]}"


@dataclass
class Ref:
    """A reference phrase and what the parser must read from it."""

    text: str
    want: dict[str, Any] = field(default_factory=dict)


def word_refs(word: str = WORD, full: bool = True) -> Iterator[Ref]:
    for phrase in M.PHRASES["word"]:
        yield Ref(phrase.format(q=q(word)), {"text": word})
    for pair in M.QUOTES + M.CODE_QUOTES:
        yield Ref(M.PHRASES["word"][0].format(q=q(word, pair)), {"text": word})
    for n, name in M.ORDINALS.items():
        for phrase in M.PHRASES["word_ordinal"] if full else M.PHRASES["word_ordinal"][:1]:
            yield Ref(phrase.format(ord=name, q=q(word)), {"text": word, "ordinal": n})
    for flag in M.STYLE_ADJ:
        colours = M.COLOURS.items() if flag == "colour" else [("", "")]
        for key, colour in colours:
            want = {"text": word, "styles": [(flag, key)]}
            for adj in M.STYLE_ADJ[flag]:
                for suffix in M.STYLE_SUFFIX[flag]:
                    for phrase in M.PHRASES["word_style"] if full else \
                            M.PHRASES["word_style"][:2]:
                        yield Ref(phrase.format(adj=adj.format(colour=colour),
                                                suffix=suffix.format(colour=colour),
                                                q=q(word)), want)


def qualifiers(clause: bool) -> Iterator[Ref]:
    yield Ref("", {})
    for kind, phrases in M.QUALIFIERS.items():
        if kind.endswith("_clause") != clause and kind in ("after", "before", "after_clause",
                                                            "before_clause"):
            continue
        for phrase in phrases:
            if kind == "region":
                for name in REGION_NAMES:
                    shown = M.REGIONS.get(name, name)
                    yield Ref(phrase.format(region=shown), {"region": ("region", shown)})
            elif kind == "message":
                yield Ref(phrase.format(name="Ann Lee"), {"region": ("message", "ann lee")})
            elif kind == "cell":
                yield Ref(phrase.format(address="C3"), {"region": ("region", "cell c3")})
            elif kind in ("column", "row", "column_tight", "row_tight"):  # a quoted label
                yield Ref(phrase.format(q=q("Unit price")),
                          {"region": (kind.removesuffix("_tight"), "Unit price")})
            else:  # "phrase_file" ("in the file name …") is a phrase clause
                yield Ref(phrase.format(s=q(CTX)),
                          {"context": (kind.removesuffix("_clause").split("_")[0], CTX)})


def word_with_qualifiers(clause: bool, word: str = WORD) -> Iterator[Ref]:
    for ref in word_refs(word):
        yield ref
    base = next(word_refs(word))
    for qual in qualifiers(clause):
        yield Ref(f"{base.text} {qual.text}".strip(), {**base.want, **qual.want})


def check_word(got, want: dict[str, Any]) -> None:
    assert got is not None
    assert got.text == want["text"]
    assert got.ordinal == want.get("ordinal")
    assert got.styles == want.get("styles", [])
    assert got.context == want.get("context")
    region = want.get("region")
    if region is None:
        assert got.region is None
    else:
        assert got.region[0] == region[0]
        assert got.region[1].casefold().startswith(region[1].casefold())


KIND = {cat: kind for (kind, form), cats in CATEGORY_KINDS.items() for cat in cats}
FORM = {cat: form for (kind, form), cats in CATEGORY_KINDS.items() for cat in cats}


def parse(text: str, category: str):
    try:
        query = parse_instruction(text, "en")
    except ParseError:
        pytest.fail(f"{category}: does not parse: {text!r}")
    assert (query.kind, query.form) == (KIND[category], FORM[category]), text
    return query


def fill(template: str, slots: dict[str, str]) -> str:
    slots = {"fmt": M.FORMATS[0], "final": M.FINAL["."], **slots}
    return template.format(**slots)


def word_cases(category: str) -> Iterator[tuple[str, Ref]]:
    clause = category in ("caret_before_word", "caret_after_word")
    refs = list(word_with_qualifiers(clause))
    for k, template in enumerate(M.TEMPLATES[category]):
        for ref in refs if k == 0 else refs[::7]:
            yield fill(template, {"word": ref.text}), ref
    for fmt in M.FORMATS:
        if "{fmt}" in "".join(M.TEMPLATES[category]):
            t = next(t for t in M.TEMPLATES[category] if "{fmt}" in t)
            yield t.format(word=refs[0].text, fmt=fmt), refs[0]


WORD_CATEGORIES = ["word_center", "structural_text", "chrome_label", "word_bbox",
                   "caret_before_word", "caret_after_word"]


@pytest.mark.parametrize("category", WORD_CATEGORIES)
def test_word_templates(category):
    n = 0
    for text, ref in word_cases(category):
        query = parse(text, category)
        check_word(query.word, ref.want)
        n += 1
    assert n > 50


@pytest.mark.parametrize("category", ["char_center", "char_bbox"])
def test_char_templates(category):
    for template in M.TEMPLATES[category]:
        for key in ("char", "char_ordinal"):
            for phrase in M.PHRASES[key]:
                for n, name in (M.ORDINALS.items() if key == "char_ordinal" else [(None, "")]):
                    for host in word_with_qualifiers(False, HOST):
                        noun = M.CHAR_NOUNS["letter"]
                        text = fill(template, {"char": phrase.format(
                            c=q("e"), noun=noun, ord=name, word=host.text)})
                        query = parse(text, category)
                        assert (query.chars, query.char_ordinal) == (("e",), n), text
                        assert query.char_class in ("letter", "any"), text
                        check_word(query.word, host.want)
                    if n not in (None, 2):
                        break


def test_digit_noun():
    text = fill(M.TEMPLATES["char_center"][0], {"char": M.PHRASES["char"][1].format(
        c=q("7"), noun=M.CHAR_NOUNS["digit"], word=q("2017"))})
    assert parse(text, "char_center").char_class == "digit"


def test_caret_between_chars_templates():
    for template in M.TEMPLATES["caret_between_chars"]:
        for host in word_with_qualifiers(True, HOST):
            text = template.format(c1=q("l"), c2=q("e"), word=host.text)
            query = parse(text, "caret_between_chars")
            assert query.chars == ("l", "e"), text
            check_word(query.word, host.want)


def test_punctuation_templates():
    for template in M.TEMPLATES["punctuation"]:
        for mark, names in M.MARKS.items():
            for name in names:
                for phrase in M.PHRASES["mark"]:
                    for anchor in list(word_with_qualifiers(True))[::5]:
                        text = fill(template, {"mark": phrase.format(name=name,
                                                                     word=anchor.text)})
                        query = parse(text, "punctuation")
                        assert mark in query.marks, text
                        check_word(query.word, anchor.want)


def test_between_words_templates():
    for template in M.TEMPLATES["between_words"]:
        for phrase in M.PHRASES["pair"]:
            for qual in qualifiers(False):
                if qual.want.get("context", ("",))[0] in ("after", "before"):
                    continue
                pair = f"{phrase.format(q=q('big'), q2=q('dog'))} {qual.text}".strip()
                query = parse(template.format(pair=pair), "between_words")
                check_word(query.word, {"text": "big", **qual.want})
                check_word(query.word2, {"text": "dog", **qual.want})


UNITS = {"line_start": "line", "line_end": "line", "line_bbox": "line",
         "paragraph_start": "para", "paragraph_end": "para", "paragraph_bbox": "para",
         "sentence_boundary": "sentence"}


@pytest.mark.parametrize("category", sorted(UNITS))
def test_unit_templates(category):
    short = UNITS[category]
    unit = {"para": "paragraph"}.get(short, short)
    quals = [r for r in qualifiers(False) if "region" in r.want or not r.want]
    for template in M.TEMPLATES[category]:
        for anchor in ("start", "end"):
            for phrase in M.PHRASES[f"{short}_{anchor}"]:
                for qual in quals:
                    ref = f"{phrase.format(q=q('The big dog'))} {qual.text}".strip()
                    text = fill(template, {short: ref})
                    query = parse(text, category)
                    span = query.span
                    assert (span.unit, span.anchor, span.text) == (unit, anchor,
                                                                   "The big dog"), text
                    if qual.want:
                        assert span.region[1].casefold().startswith(
                                qual.want["region"][1].casefold())
                    else:
                        assert span.region is None, text


def test_blank_line_templates():
    ends = [p.format(q=q("the end.")) for p in M.PHRASES["para_end"]]
    starts = [p.format(q=q("Next one")) for p in M.PHRASES["para_start"]]
    for template in M.TEMPLATES["blank_line"]:
        for key in ("gap", "gap_after", "gap_before"):
            for phrase in M.PHRASES[key]:
                for para1, para2 in zip(ends, starts, strict=False):
                    text = template.format(gap=phrase.format(para1=para1, para2=para2))
                    query = parse(text, "blank_line")
                    if key != "gap_before":
                        assert (query.span.anchor, query.span.text) == ("end", "the end."), text
                    else:
                        assert query.span is None
                    if key != "gap_after":
                        assert (query.span2.anchor, query.span2.text) == ("start",
                                                                          "Next one"), text
                    else:
                        assert query.span2 is None


def test_every_category_with_templates_is_covered():
    covered = set(WORD_CATEGORIES) | {"char_center", "char_bbox", "caret_between_chars",
                                      "punctuation", "between_words", "blank_line"} | set(UNITS)
    drags = {name for name in M.TEMPLATES if name.startswith("select_")}  # tests/selection
    assert set(M.TEMPLATES) - covered == set(INVOICE) | drags


INVOICE = sorted(name for name in M.TEMPLATES if name.startswith("invoice_"))


@pytest.mark.parametrize("category", INVOICE)
def test_invoice_templates(category):
    for template in M.TEMPLATES[category]:
        for fmt in M.FORMATS:
            text = template.format(q=q("Lever arch file A4, blue"), fmt=fmt)
            query = parse_instruction(text, "en")
            assert (query.kind, query.form, query.field_name) == ("field", "bbox", category), \
                text
            if "{q}" in template:
                assert query.word.text == "Lever arch file A4, blue", text
