"""press_release: the press office's phone has the area code of the company's town (no
Barcelona 937 number for a Santa Cruz de Tenerife company, which dials 922)."""

from __future__ import annotations

from world_helpers import sampled

from generator import languages


def test_the_press_phone_dials_the_towns_area_code():
    checked = 0
    for lang, seed, p in sampled("press_release", 30):
        if lang not in ("es", "fr"):
            continue
        city = p["dateline"].split(",")[0]
        town = next((c for c in languages.fact(lang, "addresses.postal.area_codes", dict)
                     if c.upper() == city), None)
        if town is None:
            continue
        code = languages.fact(lang, f"addresses.postal.area_codes.{town}", str)
        prefix = code.split("%")[0].split("#")[0]
        assert p["phone"].startswith(prefix), (lang, seed, town, p["phone"])
        checked += 1
    assert checked > 30


def test_a_us_firm_has_no_offices_across_europe() -> None:
    """An English page's firm sits in a US city: its offices are across the country, not
    "across Europe" under a Pittsburgh dateline."""
    for _lang, seed, p in sampled("press_release", 30):
        if _lang == "en":
            assert "Europe" not in str(p), seed
