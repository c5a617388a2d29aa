"""tax_form: a signed return carries its date (in the filing season after the tax year),
and the US standard deduction is the filing status's own amount."""

from surfaces.kit.numbers import format_number, locale_fact
from tests.world.world_helpers import sampled


def test_signed_date_and_deduction():
    for lang, seed, p in sampled("tax_form", 30):
        assert p["signed"] and str(int(p["year"]) + 1) in p["signed"], (lang, seed)
        table = locale_fact(lang, "tax.standard_deduction").get(p["year"])
        if table:
            want = format_number(float(table[p["status"]]), lang)
            assert want in p["amounts"], (lang, seed, p["status"], p["amounts"])
