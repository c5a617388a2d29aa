"""Instruction templates in de, fr, es, it, nl: the same keys and categories as English,
at least five phrasings each, the language's own quotation marks, native agreement of
ordinals, every region the surfaces draw named in the language, and no English words."""

from __future__ import annotations

import re
import string

import numpy as np
import pytest

from generator import languages
from generator.instructions.render import LANGUAGE_KEYS, render_instruction, templates
from generator.targets import Target
from generator.targets.categories import CATEGORIES
from surfaces import registry

OTHERS = tuple(code for code in languages.codes() if code != "en")
DICT_KEYS = ("ORDINALS", "STYLE_ADJ", "STYLE_SUFFIX", "COLOURS", "CHAR_NOUNS", "MARKS",
             "PHRASES", "QUALIFIERS")
# Opening quotation marks each language may use (SPEC 4), backticks for code in all.
OPENERS = {"de": {"\u201e", "\u00bb"}, "fr": {"\u00ab", "\u201c"}, "es": {"\u00ab", "\u201c"},
           "it": {"\u00ab", "\u201c"}, "nl": {"'", "\u201e"}}
ENGLISH = frozenset("""the and with please click word letter digit line paragraph sentence
between after before start end cursor caret box bounding return give draw target could you
your of in on at to is""".split())
NATIVE = {"de": {"in", "an", "box", "bounding", "cursor"}, "fr": {"on", "box", "bounding"},
          "es": {"box", "bounding", "cursor"}, "it": {"in", "box", "bounding"},
          "nl": {"in", "is", "of", "box", "bounding", "cursor", "letter"}}
QUOTED = re.compile(r"[„»«“\"'‘`][^„»«“”\"'‘’`]*[“«»”\"'’`]")
WORD = {"text": "Rechnung", "word": 0, "code": False, "qualifiers": []}
SAMPLES = {
    "word": {"kind": "word", **WORD},
    "char": {"kind": "char", "char": "e", "char_kind": "letter", "ordinal": 2, "glyph": 0,
             "word": WORD, "text": "e"},
    "digit": {"kind": "char", "char": "3", "char_kind": "digit", "ordinal": 2, "glyph": 0,
              "word": {**WORD, "text": "2033"}, "text": "3"},
    "char_pair": {"kind": "char_pair", "chars": ["c", "h"], "glyphs": [3, 4], "word": WORD,
                  "text": "ch"},
    "mark": {"kind": "mark", "char": ",", "glyph": 9, "word": WORD, "text": ","},
    "pair": {"kind": "pair", "texts": ["neue", "Rechnung"], "words": [1, 2], "code": False,
             "qualifiers": [], "text": "neue Rechnung"},
    "line": {"kind": "line", "line": 0, "anchor": "start", "text": "Sehr geehrte",
             "code": False, "qualifiers": []},
}


def target(category: str, ref: dict) -> Target:
    cat = CATEGORIES[category]
    return Target(category, cat.data_type, cat.answer_type, (1, 1, 5, 5), ref, [])


def renders(category: str, ref: dict, lang: str, n: int = 40) -> set[str]:
    return {render_instruction(target(category, ref), lang, np.random.default_rng(k))
            for k in range(n)}


def slots(options: list[str]) -> set[str]:
    return {f for t in options for _, f, _, _ in string.Formatter().parse(t) if f}


@pytest.mark.parametrize("lang", OTHERS)
def test_every_key_and_category_of_english(lang: str) -> None:
    module, en = templates(lang), templates("en")
    for key in LANGUAGE_KEYS:
        assert hasattr(module, key), f"{lang} lacks {key}"
    for key in DICT_KEYS:
        assert set(getattr(module, key)) == set(getattr(en, key)), f"{lang}.{key}"
    for key, phrases in en.PHRASES.items():
        assert module.PHRASES[key], f"{lang}.PHRASES[{key!r}] is empty"
        # {where}: a unit's place inside its relative clause ("die Zeile, die im Text mit …")
        assert slots(module.PHRASES[key]) - {"art", "n", "cart", "cx", "qart", "where"} <= \
            slots(phrases) | {"noun"}, key
    assert set(module.TEMPLATES) == set(en.TEMPLATES)


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("category", list(CATEGORIES))
def test_five_phrasings_with_the_slots_of_english(lang: str, category: str) -> None:
    mine, english = templates(lang).TEMPLATES[category], templates("en").TEMPLATES[category]
    assert len(set(mine)) >= 5, f"{lang} {category}: {len(set(mine))} templates"
    assert slots(mine) == slots(english), f"{lang} {category}"
    if CATEGORIES[category].answer_type == "bbox":
        assert any("{fmt}" in t for t in mine) and any("{fmt}" not in t for t in mine)
    if not category.startswith("invoice_"):
        assert any("?" in t for t in mine), f"{lang} {category}: no question"


@pytest.mark.parametrize("lang", OTHERS)
def test_quotes_are_the_languages_own(lang: str) -> None:
    openers = {pair[0][0] for pair in templates(lang).QUOTES}
    assert openers == OPENERS[lang]
    usual = {pair[0][0] for pair in templates(lang).QUOTES if len(pair) == 2}
    seen = set()
    for text in renders("word_center", SAMPLES["word"], lang, 80):
        m = re.search(r"(.)\s?Rechnung", text)
        assert m and m.group(1) in usual, text
        seen.add(m.group(1))
    assert seen == usual
    code = {**SAMPLES["word"], "text": "parse_rows", "code": True}
    assert all("`" not in t and "parse_rows" in t  # r68 0028: no Markdown backticks
               for t in renders("word_bbox", code, lang, 20))


# The issue's examples: ordinals agree with their noun, letters take the right article.
AGREEMENT = {
    "de": ("das zweite Vorkommen von", "das zweite „e“", "die zweite „3“"),
    "fr": ("le deuxième « e »", "le deuxième « 3 »"),  # never "la deuxième lettre « e »":
    "es": ("la segunda «e»", "el segundo «3»"),  # the word's second letter (r48 0002,
    "it": ("la seconda «e»", "il secondo «3»"),  # tests/world/test_world_h_targets.py)
    "nl": ("de tweede 'e'", "de tweede '3'"),
}


@pytest.mark.parametrize("lang", OTHERS)
def test_ordinals_agree_as_a_native_writes_them(lang: str) -> None:
    texts = " ".join(t.replace("\u00a0", " ") for ref in ("char", "digit") for category in
                     ("char_center", "char_bbox") for t in renders(category, SAMPLES[ref], lang))
    for phrase in AGREEMENT[lang]:
        assert phrase in texts, f"{lang}: {phrase!r} never rendered"
    if lang == "de":  # "der erste Buchstabe »l« in »Klaus«" reads: the first letter, an l
        assert not re.search(r"(?:erste|zweite|dritte|letzte)n? (?:Buchstabe|Zeichen)", texts)


def _quals() -> list[dict]:
    return [{"type": "ordinal", "n": 3}, {"type": "ordinal", "n": -1},
            *({"type": "style", "style": s} for s in
              ("bold", "italic", "underline", "highlight", "strike", "link", "code", "faded")),
            {"type": "style", "style": "colour", "colour": "purple"},
            {"type": "sentence", "text": "Die Rechnung ist da."},
            {"type": "phrase", "text": "die Rechnung", "code": False},
            {"type": "after", "text": "neue", "code": False},
            {"type": "before", "text": "vom", "code": False},
            {"type": "region", "name": "toolbar", "label": "", "message": False},
            {"type": "region", "name": "message 1", "label": "Ann Lee", "message": True}]


@pytest.mark.parametrize("lang", OTHERS)
def test_no_english_in_instructions(lang: str) -> None:
    probe = ENGLISH - NATIVE[lang]
    cases = [(c, SAMPLES[k]) for c, k in (
        ("word_center", "word"), ("char_bbox", "char"), ("caret_between_chars", "char_pair"),
        ("punctuation", "mark"), ("between_words", "pair"), ("line_end", "line"),
        ("word_bbox", "word"), ("caret_before_word", "word"), ("chrome_label", "word"))]
    cases += [("caret_after_word", {"kind": "word", **WORD, "qualifiers": [q]})
              for q in _quals()]
    cases += [(c, {"kind": "invoice_field", "text": "x"}) for c in CATEGORIES
              if c.startswith("invoice_") and c != "invoice_line_item"]
    found = set()
    for category, ref in cases:
        for text in renders(category, ref, lang, 25):
            bare = QUOTED.sub(" ", text)
            found |= {w for w in re.findall(r"[^\W\d_]+", bare) if w.lower() in probe}
    assert not found, f"{lang}: English words {sorted(found)}"


def _region_names() -> set[str]:
    names = set()
    for cls in registry.load_all().values():
        names |= {r for r in cls.regions if r and not r.split()[-1].isdigit()}
    return names


@pytest.mark.parametrize("lang", OTHERS)
def test_every_region_the_surfaces_draw_has_a_name(lang: str) -> None:
    regions = templates(lang).REGIONS
    missing = sorted(n for n in _region_names() if regions.get(n) == regions.unnamed)
    assert not missing, f"{lang}: no name for regions {missing}"
    assert regions.get("cell C4").endswith(" C4") and regions.get("cell C4") != "cell C4"
    assert regions.get("no such region xyz") == regions.unnamed


def test_a_chrome_label_is_clicked_not_activated() -> None:
    """A chrome label may be a person's name in a timeline or a heading: "Activa «Xavier»"
    reads wrong; clicking fits every label."""
    from generator import languages

    for lang in languages.codes():
        text = (languages.folder(lang) / "instructions" / "templates.toml").read_text()
        block = text.split("chrome_label = [", 1)[1].split("]", 1)[0]
        assert "{word}" in block, lang
        assert not re.search(r"\b(?:Activa|Activez|Attiva|Aktiviere|Activeer|Activate)\b",
                             block), lang


def test_dutch_asks_politely_not_stiffly() -> None:
    """Dutch writes "Klik op …" or "Wilt u op … klikken?"; the inverted "Klikt u op …" and
    "Plaatst u de invoegpositie …" read as a translation."""
    from generator import languages

    text = (languages.folder("nl") / "instructions" / "templates.toml").read_text()
    assert not re.search(r'"(?:Klikt|Plaatst|Selecteert|Markeert) u\b', text)
    assert "invoegpositie" not in text and "Wilt u de cursor" in text
