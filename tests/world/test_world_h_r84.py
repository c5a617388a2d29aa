"""Reviewer r84's defects, checked over many seeds and the six languages.

Month abbreviations are the locale's own (CLDR's), never a slice of the wide name: nl "mrt" not
"maa", fr "juin" and "juil" not "jui" twice (teletext header, event date tile, invoice dates).
"""

from __future__ import annotations

from world_helpers import sampled

from generator import formats
from generator.resolve import content_languages
from surfaces.teletext_page import COLS

LANGS = content_languages()


def _abbr(lang: str) -> list[str]:
    return [m.rstrip(".") for m in formats.month_names(lang, "abbreviated")]


def test_month_abbreviations_are_distinct_and_not_slices() -> None:
    for lang in LANGS:
        abbr = _abbr(lang)
        assert len({a.lower() for a in abbr}) == 12, (lang, abbr)
    assert _abbr("nl")[2] == "mrt" and _abbr("fr")[5:7] == ["juin", "juil"]


def test_teletext_header_date_uses_the_locale_abbreviation_and_fits() -> None:
    seen = set()
    for lang, seed, p in sampled("teletext_page", 30):
        month = p["date"].split()[-1]
        assert month in _abbr(lang), (lang, seed, p["date"])
        seen.add((lang, month))
        # "P101" + channel and page from col 6, then the date, a space, the 8-col clock
        used = 6 + len(f"{p['channel']} {p['page']}") + 1 + len(p["date"]) + 1 + 8
        assert used <= COLS, (lang, seed, p["channel"], p["date"])
    assert len(seen) > 30


def test_event_tile_month_is_the_locale_abbreviation() -> None:
    for lang, seed, p in sampled("event_page", 30):
        assert p["month"] in {a.upper() for a in _abbr(lang)}, (lang, seed, p["month"])
