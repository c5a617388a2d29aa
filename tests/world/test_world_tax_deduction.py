"""A US return's standard deduction is the IRS's for its tax year and the filing status
checked (a head of household does not take a single filer's 13,850), and the taxable
income follows from it."""

from __future__ import annotations

from world_helpers import sampled

from generator import languages


def test_the_standard_deduction_follows_year_and_status() -> None:
    table = languages.fact("en", "tax.standard_deduction", dict)
    statuses = set()
    for lang, seed, p in sampled("tax_form", 12):
        if lang != "en":
            continue
        k = next(i for i, line in enumerate(p["lines"]) if line == "Standard deduction")
        assert p["cents"][k] == table[p["year"]][p["status"]] * 100, (seed, p["status"], p["year"])
        statuses.add(p["status"])
        income = p["cents"][p["kinds"].index("sum")]
        out = sum(c or 0 for c, kind in zip(p["cents"], p["kinds"], strict=True) if kind == "out")
        assert p["cents"][p["kinds"].index("net")] == max(0, income - out), seed
    assert len(statuses) >= 3, statuses


def test_the_2025_amounts_are_the_enacted_ones() -> None:
    """2025 single 15,750 and jointly 31,500 (not the pre-July 15,000 / 30,000); a German
    return's Werbungskosten are at least the employee lump sum of 1,230."""
    table = languages.fact("en", "tax.standard_deduction", dict)
    assert table["2025"] == [15750, 31500, 15750, 23625]
    assert table["2024"] == [14600, 29200, 14600, 21900]
    for lang, seed, p in sampled("tax_form", 12):
        if lang == "en" and p["year"] == "2025":
            k = p["lines"].index("Standard deduction")
            assert p["cents"][k] in (1575000, 3150000, 2362500), seed
        if lang == "de":
            k = p["lines"].index("Werbungskosten")
            assert p["cents"][k] >= 123000, seed
