"""Layout that looks like real software: a long word breaks at a syllable with a visible
hyphen and never leaves a one-letter tail ("Lohnsteuerbescheinigun / g")."""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

import numpy as np
import pytest
from world_helpers import composed_pages as _pages
from world_helpers import strings_of

from generator.content import Content
from generator.fonts import fontbook
from generator.layout import Span, Style, layout_block
from generator.layout.hyphen import is_natural
from generator.page import make_theme
from generator.resolve import content_languages
from surfaces import registry

LANGS = content_languages()
LOCALES = Path(__file__).resolve().parents[2] / "generator" / "locales"




@cache
def _long_words(lang: str) -> tuple[str, ...]:
    """The long natural words of a language's own data files."""
    words = set()
    for path in sorted((LOCALES / lang / "content").glob("*.toml")):
        for text in strings_of(tomllib.loads(path.read_text(encoding="utf-8"))):
            words.update(w for w in text.split()
                         if len(w) >= 11 and is_natural(w) and not set(w) & set("{}[]<>"))
    return tuple(sorted(words))


def _letters(text: str) -> int:
    return sum(ch.isalnum() for ch in text)


def _check_breaks(lines: list[str], source: str, where) -> None:
    """Walk the lines along their source text: every line break falls at a space, after a
    hyphen of the word, or inside a word at an added hyphen that leaves at least three
    letters on each side (and then only inside a natural word)."""
    pos = 0
    for k, line in enumerate(lines):
        while pos < len(source) and source[pos] == " " and k:
            pos += 1
        body = line
        if line.endswith("…"):
            return  # a cut line ends the walk
        if not source.startswith(body, pos):
            assert body.endswith("-") and source.startswith(body[:-1], pos), (where, lines)
            body = body[:-1]
            added = True
        else:
            added = False
        pos += len(body)
        if k == len(lines) - 1 or pos >= len(source):
            return
        if source[pos] == " ":
            assert not added, (where, lines)
            continue
        start = source.rfind(" ", 0, pos) + 1
        stop = source.find(" ", pos)
        word = source[start:stop if stop >= 0 else len(source)]
        head, tail = source[start:pos], source[pos:stop if stop >= 0 else len(source)]
        assert _letters(head) >= 3 and _letters(tail) >= 3, (where, word, lines)
        if source[pos - 1] != "-" and is_natural(word) and head[-1].isalpha():
            assert added, (where, word, lines)


@pytest.mark.parametrize("lang", LANGS)
def test_long_words_break_at_a_syllable_with_a_hyphen(lang):
    words = _long_words(lang)
    assert len(words) > 50, lang
    rng = np.random.default_rng([7, len(lang)])
    for family in ("inter", "noto_serif", "lato"):
        style = Style(family, 14, (0, 0, 0))
        for k in range(60):
            picked = [str(w) for w in rng.choice(words, 3)]
            text = " ".join(picked[:2]) + " und " + picked[2] + "."
            width = int(rng.integers(70, 160))
            laid = layout_block([[Span(text, style)]], (0, 0, width, 4000), book=None)
            lines = ["".join(g.char for g in line.glyphs) for line in laid.lines]
            _check_breaks(lines, text, (lang, family, width, k))
            hyphens = [line.glyphs[-1] for line in laid.lines if line.glyphs]
            for g in hyphens:  # the added hyphen is a placed glyph inside the box
                assert g.pen + g.font.advance(g.char) <= width + 1.0, (lang, text, width)


def test_syllable_breaks_read_right():
    style = Style("inter", 14, (0, 0, 0))
    for text, width, first in (("Lohnsteuerbescheinigung beachten.", 110, "Lohnsteuer"),
                               ("Zwischenprüfung", 80, "Zwischen"),
                               ("E-Mail-Adresse", 60, "E-Mail-")):
        laid = layout_block([[Span(text, style)]], (0, 0, width, 400))
        top = "".join(g.char for g in laid.lines[0].glyphs)
        assert top.startswith(first) and top.endswith("-"), (text, top)
        assert "".join("".join(g.char for g in ln.glyphs) for ln in laid.lines) \
            .replace("-", "") .replace(" ", "") == text.replace("-", "").replace(" ", "")


def _recorded_layouts(monkeypatch):
    import generator.page.model as model
    seen = []
    real = model.layout_block

    def recording(paragraphs, box, **layout):
        laid = real(paragraphs, box, **layout)
        seen.append((paragraphs, laid, layout.get("wrap", True)))
        return laid

    monkeypatch.setattr(model, "layout_block", recording)
    return seen


@pytest.mark.parametrize("name", ["gradebook", "tax_form", "password_reset", "glossary_page"])
def test_surfaces_break_words_only_at_syllables(name, monkeypatch):
    seen = _recorded_layouts(monkeypatch)
    surface = registry.get(name)()
    for lang in LANGS:
        for seed in range(10):
            seen.clear()
            params = surface.sample(np.random.default_rng([seed, 0]),
                                    Content(lang, np.random.default_rng([seed, 0, 1])))
            surface.compose(params, make_theme(bool(seed % 2), "blue"))
            for paragraphs, laid, wrap in seen:
                if not wrap or any(sp.style.code for para in paragraphs for sp in para):
                    continue
                for p_index, para in enumerate(paragraphs):
                    lines = ["".join(g.char for g in ln.glyphs) for ln in laid.lines
                             if ln.paragraph == p_index]
                    source = "".join(sp.text for sp in para)
                    _check_breaks(lines, source, (name, lang, seed))




@pytest.mark.parametrize("name", ["password_reset", "order_confirmation", "password_manager"])
def test_a_hyphen_is_drawn_as_a_hyphen_not_a_dash(name):
    """review46 0014: "E-Mail-Adresse" read as "E–Mail–Adresse" in a face (Go) whose
    hyphen is as wide as its en dash; no page sets proportional text in such a face."""
    hyphens = 0
    for lang, seed, page in _pages(name, range(30), ("de", "en", "fr")):
        for block in page.text_blocks():
            for line in block.laid.lines:
                for g in line.glyphs:
                    if g.char == "-" and g.font.family not in fontbook().families_of("mono"):
                        hyphens += 1
                        assert g.font.advance("-") < g.font.advance("\u2013"), \
                            (name, lang, seed, g.font.family)
    assert hyphens > 10, name


def _letter_families(page, cls: str | None = None) -> set[str]:
    book = fontbook()
    return {g.font.family for block in page.text_blocks() for line in block.laid.lines
            for g in line.glyphs if g.char.isalpha() and not g.style.code
            and book.family_class(g.font.family) != "mono"
            and (cls is None or book.family_class(g.font.family) == cls)}


@pytest.mark.parametrize("name", ["password_manager", "password_reset", "order_confirmation"])
def test_ui_pages_set_every_letter_in_their_ui_face(name):
    """review47 0019 / review46 0020: a paragraph or the notes in another face."""
    surface = registry.get(name)()
    for lang in LANGS:
        for seed in range(8):
            params = surface.sample(np.random.default_rng([seed, 0]),
                                    Content(lang, np.random.default_rng([seed, 0, 1])))
            page = surface.compose(params, make_theme(bool(seed % 2), "blue"))
            assert _letter_families(page) == {params["typo"]["ui"]}, (name, lang, seed)


@pytest.mark.parametrize("name", ["event_page", "terms_of_service", "website_article",
                                  "press_release", "recipe_card", "survey_form", "docs_site",
                                  "newsletter_email", "changelog_page", "glossary_page"])
def test_a_page_never_mixes_two_sans_faces(name):
    """A web page may pair its sans with a serif heading or body, never with a second sans
    (and a symbol its face lacks, "→", takes another face alone, not the whole label)."""
    for lang, seed, page in _pages(name, range(8), ("en", "de", "it")):
        assert len(_letter_families(page, "sans")) <= 1, (name, lang, seed)


def test_a_missing_symbol_falls_back_alone():
    book = fontbook()
    lacking = [f for f in book.families_of("sans") if not book.covers(f, "regular", "→✓")]
    assert lacking
    for family in lacking:
        laid = layout_block([[Span("AMS → ZRH ✓ Lösung", Style(family, 14, (0, 0, 0)))]],
                            (0, 0, 600, 100))
        faces = {g.char: g.font.family for g in laid.lines[0].glyphs}
        assert {faces[c] for c in "AMSZRHLösung"} == {family}, family
        assert faces["→"] != family or book.covers(family, "regular", "→")


def test_order_mail_marks_only_figures():
    """review47 0019: a random bold "Ihr Paket" in the shop's note."""
    surface = registry.get("order_confirmation")()
    for lang in LANGS:
        for seed in range(30):
            params = surface.sample(np.random.default_rng([seed, 0]),
                                    Content(lang, np.random.default_rng([seed, 0, 1])))
            for text, marks in zip(params["note"], params["marks"], strict=True):
                for start, end, *_ in marks:
                    assert any(ch.isdigit() for ch in text[start:end]), (lang, seed, text)
