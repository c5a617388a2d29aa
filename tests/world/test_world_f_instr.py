"""Quoted numbers and line quotes as a reader reads them (wave 15, f_instr).

- r44 0039: a number target is never a number that the page also prints inside another
  token ("16" next to "16:00"/"16.01."): the reader counts those, so it is not unique.
"""

from __future__ import annotations

import re

import pytest
from world_helpers import rendered

from generator.targets import PageIndex
from generator.targets.words import _words

LANGS = ("en", "de", "fr", "es", "it", "nl")
SURFACES = ("appointment_portal", "spreadsheet_grid", "invoice")


@pytest.mark.parametrize("lang", LANGS)
def test_a_quoted_number_is_not_printed_inside_another_token(lang: str) -> None:
    checked = 0
    for surface in SURFACES:
        for seed in range(6):
            _, geo = rendered(surface, lang, seed)
            index = PageIndex(geo)
            texts = [w.text for w in geo.words]
            for w in _words(index, "word_bbox"):
                if not w.text.isdigit():
                    continue
                run = re.compile(r"(?<!\d)" + w.text + r"(?!\d)")
                others = [t for t in texts if t != w.text and run.search(t)]
                assert not others, (surface, seed, w.text, others)
                checked += 1
    assert checked


@pytest.mark.parametrize("lang", LANGS)
def test_a_substring_token_keeps_a_grouped_number_whole(lang: str) -> None:
    """r44 0029: «265,00» quoted from "1 265,00 €": the space-grouped number is one token."""
    from generator.targets.substrings import tokens

    checked = 0
    for surface in ("spreadsheet_grid", "invoice"):
        for seed in range(6):
            _, geo = rendered(surface, lang, seed)
            index = PageIndex(geo)
            chars = "".join(g.char for g in geo.glyphs)
            for a, _b, text in tokens(index, ("prose", "text")):
                before = chars[max(0, a - 4):a]
                assert not re.search(r"\d[ \u00a0\u202f]$", before) or not text[:3].isdigit() \
                    or not re.fullmatch(r"\d{3}(?:\D.*)?", text), (surface, seed, before, text)
                checked += 1
    assert checked


WHOLE_AT_END = re.compile(r"\{(line|sentence|para)\}[^\"]*?\b(in full|vollständig|en entier"
                          r"|completa|completo|helemaal|volledig|per intero)\b")


@pytest.mark.parametrize("lang", LANGS)
def test_whole_is_not_appended_after_the_quote(lang: str) -> None:
    """r45 #10/#11: "… termina en «X» completa", "… begint met 'X' helemaal": the 'whole'
    modifier never trails the relative clause that ends in the quote."""
    from generator.instructions.render import templates

    table = templates(lang)
    forms = [str(t) for opts in table.TEMPLATES.values() for t in opts]
    bad = [t for t in forms if WHOLE_AT_END.search(t)]
    assert not bad, bad


@pytest.mark.parametrize("anchor", ["start", "end"])
def test_a_long_csv_line_is_quoted_by_a_short_prefix(anchor: str) -> None:
    """r45 #13: a 60-character CSV line is named by its first (last) fields, not whole."""
    from generator.targets.textref import MAX_QUOTE, _cut

    lines = ["6;Dennis Veenstra;dennis.veenstra@example.nl;Utrecht;2024-03-01;active",
             "12,Anna Bakker,anna.bakker@example.com,Amsterdam,2023-11-15,inactive,extra"]
    for line in lines:
        quote = _cut(line, anchor, 1)
        assert len(quote) <= MAX_QUOTE, quote
        assert (line.startswith(quote) if anchor == "start" else line.endswith(quote))
