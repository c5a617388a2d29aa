"""No English filler in non-English content: neither in the data nor on rendered pages.

The probe is a list of English function words and stock UI words that are not words of
the other language (German "was", "will", "an"; Dutch "is", "of", "we"; French "on", "or";
Spanish "he"; Romance "me" are taken out for that language). Code blocks, e-mail
addresses, URLs, file names, identifiers (snake_case) and all-capital tokens (initials,
HTTP verbs, acronyms) are exempt.
"""

from __future__ import annotations

import re

import numpy as np
import pytest

from generator.content import LANGUAGES, Content, locale_data
from generator.page import make_theme
from generator.page.render import render
from surfaces import registry

OTHERS = [lang for lang in LANGUAGES if lang != "en"]
ENGLISH = frozenset("""
the and with please your of to is for this that you are was were have has will would could
should from which what when where there their they our we it be been by on at an or not but
if can about into than then these those my me he she his her its do does just who how why
thanks hello inbox reply forward settings cancel delete compose drafts trash previous
overview lorem ipsum dolor
""".split())
NATIVE = {
    "de": {"was", "will", "an", "not", "so", "hat", "do"},  # Do = Donnerstag
    "fr": {"on", "or", "me", "sent", "an"},
    "es": {"he", "me", "no", "dolor", "has"},  # dolor = pain, has = (tú) has of haber
    "it": {"me", "do", "no"},
    "nl": {"is", "of", "we", "me", "was", "door", "over", "inbox", "do", "been"},  # do =
    # donderdag, been = leg
}
PAGES_PER_LANGUAGE = 2
_ADDRESS = re.compile(r"\S*(@|://|www\.|\.[a-z]{2,4}\b|/|_)\S*", re.IGNORECASE)
_TRUNCATED = re.compile(r"\w+…")
_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")


def english_words(text: str, lang: str) -> list[str]:
    """English probe words in ``text`` (addresses, paths and words cut short by an
    ellipsis removed: "Ik he…" is Dutch "heb", not English "he"), for ``lang``."""
    probe = ENGLISH - NATIVE[lang]
    words = _WORD.findall(_TRUNCATED.sub(" ", _ADDRESS.sub(" ", text)))
    return [w for w in words if w.lower() in probe and not w.isupper()]


def test_probe_finds_english_and_spares_natives() -> None:
    assert english_words("Please send the report to me.", "de") == ["Please", "the", "to", "me"]
    assert english_words("Ik he… Los do… the", "nl") == ["the"]
    assert english_words("IT DELETE created_at", "it") == []
    assert english_words("Was will er? Er hat an alles gedacht.", "de") == []
    assert english_words("Het is goed, of niet? We gaan.", "nl") == []
    assert english_words("Écrivez à anna.roux@exemple.fr ou sur www.the-site.com", "fr") == []


def _strings(value: object) -> list[str]:
    """Every string in a word, a list of words or a record (its fields)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        value = list(value.values())
    return [s for item in value if not isinstance(item, bool | int | float)
            for s in _strings(item)]


def _texts(lang: str) -> list[tuple[str, str]]:
    data = locale_data(lang)
    out = [(f"SLOTS[{k}]", w) for k, words in data.SLOTS.items() for w in _strings(words)]
    out += [(f"UI[{k}]", v) for k, label in data.UI.items() for v in _strings(label)]
    for kind in ("SENTENCES", "TITLES"):
        out += [(f"{kind}[{k}]", t) for k, ts in getattr(data, kind).items() for t in ts]
    return out


# program output that a program prints in English whatever the shell's language: git has
# no Dutch translation, so a Dutch terminal's `git status` is English (wave 21)
PROGRAM_OUTPUT = {"nl": ("UI[term.git_", "UI[hcode_term.git_")}


@pytest.mark.parametrize("lang", OTHERS)
def test_content_data_has_no_english(lang: str) -> None:
    found = [f"{where}: {text!r} ({', '.join(hits)})" for where, text in _texts(lang)
             if not where.startswith(PROGRAM_OUTPUT.get(lang, ("-",)))
             and (hits := english_words(re.sub(r"\{\w+\}", " ", text), lang))]
    assert not found, f"{lang}: English words in " + "; ".join(found)


def _surfaces() -> list[str]:
    return sorted(registry.load_all())


def page_text(surface: str, lang: str, seed: int) -> str:
    """The non-code text of one rendered page of ``surface`` in ``lang``."""
    cls = registry.get(surface)
    rng = np.random.default_rng(seed)
    params = cls().sample(rng, Content(lang, np.random.default_rng(seed + 1)))
    theme = make_theme(bool(seed % 2) and "dark" in cls.themes, "blue")
    _, geo = render(cls().compose(params, theme))
    code_blocks = {b.id for b in geo.blocks if b.role == "code"}
    lines = []
    for line in geo.lines:
        if line.block not in code_blocks:
            a, b = line.glyphs
            lines.append("".join(g.char for g in geo.glyphs[a:b]))
    return "\n".join(lines)


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("surface", _surfaces())
def test_pages_have_no_english_filler(surface: str, lang: str) -> None:
    if lang not in registry.get(surface).languages:
        pytest.skip(f"{surface} does not draw {lang}")
    found = []
    for k in range(PAGES_PER_LANGUAGE):
        try:
            text = page_text(surface, lang, 100 + k)
        except KeyError as exc:  # ContentError included: the surface's area is untranslated
            pytest.skip(f"{surface}/{lang}: content not translated yet: {exc}")
        found += english_words(text, lang)
    assert not found, f"{surface} in {lang} shows English words: {sorted(set(found))}"
