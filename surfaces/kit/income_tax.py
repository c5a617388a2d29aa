"""German income tax by the book: the §32a EStG tariff of each year, the wage tax an employer
withholds (Steuerklasse I, or III for a married couple with one earner: the splitting
tariff), the solidarity surcharge only above its exemption limit, and the employee's
social-insurance contributions a return deducts as Vorsorgeaufwendungen."""

from __future__ import annotations

import math

# §32a EStG per tax year: basic allowance, end of zone 2, end of zone 3, end of zone 4,
# zone-2 factor, zone-3 factor and constant, zone-4 and zone-5 subtrahends
TARIFF = {
    2023: (10908, 15999, 62809, 277825, 979.18, 192.59, 966.53, 9972.98, 18307.73),
    2024: (11784, 17005, 66760, 277825, 954.80, 181.19, 991.21, 10636.31, 18971.06),
    2025: (12096, 17443, 68480, 277825, 932.30, 176.64, 1015.13, 10911.92, 19246.67),
}
# the solidarity surcharge's exemption limit on the income tax (single; doubled jointly)
SOLI_LIMIT = {2023: 17543, 2024: 18130, 2025: 19950}
# contribution ceilings (pension; health and care insurance), euros a year
CEILINGS = {2023: (87600, 59850), 2024: (90600, 62100), 2025: (96600, 66150)}
EMPLOYEE_LUMP_SUM = 1230  # Arbeitnehmer-Pauschbetrag, the least Werbungskosten
SPECIAL_LUMP_SUM = 36  # Sonderausgaben-Pauschbetrag


def tariff(income: float, year: int) -> int:
    """Income tax (whole euros) on taxable income ``income`` for a single person."""
    base, two, three, four, f2, f3, c3, s4, s5 = TARIFF[year]
    x = math.floor(income)
    if x <= base:
        return 0
    if x <= two:
        y = (x - base) / 10000
        return math.floor((f2 * y + 1400) * y)
    if x <= three:
        z = (x - two) / 10000
        return math.floor((f3 * z + 2397) * z + c3)
    if x <= four:
        return math.floor(0.42 * x - s4)
    return math.floor(0.45 * x - s5)


def income_tax(income: float, year: int, joint: bool) -> int:
    """Single tariff, or the splitting tariff (twice the tax on half) for a joint return."""
    return 2 * tariff(income / 2, year) if joint else tariff(income, year)


def social_contributions(wage: float, year: int) -> float:
    """The employee's share of pension (9.3 %) and health, care and unemployment insurance
    (about 10.9 %, up to its lower ceiling) on a year's wage."""
    pension, health = CEILINGS[year]
    return 0.093 * min(wage, pension) + 0.109 * min(wage, health)


def wage_tax(wage: float, year: int, joint: bool) -> int:
    """The Lohnsteuer withheld over the year: the tariff on the wage less the lump sums and
    the contributions (class III for one earner of a married couple)."""
    taxable = wage - EMPLOYEE_LUMP_SUM - SPECIAL_LUMP_SUM - social_contributions(wage, year)
    return income_tax(max(0.0, taxable), year, joint)


def soli(tax: float, year: int, joint: bool) -> float:
    """The solidarity surcharge on ``tax``: none up to the exemption limit, then 11.9 % of
    the excess until it reaches the full 5.5 %."""
    limit = SOLI_LIMIT[year] * (2 if joint else 1)
    if tax <= limit:
        return 0.0
    return round(min(0.055 * tax, 0.119 * (tax - limit)), 2)
