"""Locale formatting of numbers, money, percentages, dates and times for a page's language.

Every format is the CLDR one of the language's locale (generator/formats.py, through Babel):
en (en_US) 1,234.56 and $1,234.56; de 1.234,56 €; fr 1 234,56 € (a plain space groups the
thousands, so word segmentation keeps a number together); nl € 1.234,56. What CLDR does not
say (the currencies a page shows, tax rates) is the language's locale.toml.
"""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from generator import formats, languages
from generator.formats import date_month_day as date_month_day  # for surfaces
from generator.formats import date_text as date_text  # for surfaces
from generator.rng import choice

_EPOCH = datetime.date(2024, 1, 1)


def format_number(value: float, lang: str, decimals: int = 2, group: bool = True) -> str:
    """``value`` with the language's thousands and decimal separators."""
    return formats.number(value, lang, decimals, group)


def half_up(value: float, decimals: int = 0) -> float:
    """``value`` rounded as the page prints it (half up: 76.25 -> 76.3), for sums and
    grades computed from a printed figure."""
    return float(formats.rounded(value, decimals))


def format_money(value: float, lang: str, currency: str = "EUR", decimals: int = 2,
                 sign: bool = False) -> str:
    """An amount of money as the language writes it; ``sign`` adds '+' to positive values."""
    return formats.money(value, lang, currency, decimals, sign)


def format_percent(value: float, lang: str, decimals: int = 1, sign: bool = False) -> str:
    return formats.percent(value, lang, decimals, sign)


def currency_for(rng: np.random.Generator, lang: str) -> str:
    """The currency a page in ``lang`` shows (locale.toml ``currencies``; drawn when more
    than one)."""
    options = languages.fact(lang, "currencies", list)
    return options[0] if len(options) == 1 else choice(rng, options)


def format_date(day: datetime.date, lang: str) -> str:
    """A short numeric date (05/17/2025, 17.05.2025, 17/05/2025, 17-5-2025)."""
    return formats.date_numeric(day, lang)


def random_day(rng: np.random.Generator, start: int = 0, span: int = 1000) -> datetime.date:
    """A fixed-range day (2024-2026), never relative to today."""
    return _EPOCH + datetime.timedelta(days=start + int(rng.integers(0, span)))


def month_in_date(month: int, lang: str) -> str:
    """The name of ``month`` (1-12) as written inside a date ("March", "März", "mars")."""
    return formats.month_names(lang, "wide", "format")[month - 1]


def tax_rate(lang: str, currency: str, city: str | None = None) -> float:
    """The sales tax / standard VAT rate shown on a receipt in this language and currency;
    with ``city``, that town's own sales tax where the locale lists one (tax.city_rates:
    an American town's state and local tax)."""
    local = languages.fact(lang, "tax", dict).get("city_rates", {}) if currency == "USD" else {}
    if city in local:
        return float(local[city]) / 100
    rates = languages.fact(lang, "tax.rates", dict)
    if currency not in rates:
        raise languages.LanguageError(f"language {lang!r}: locale.toml key 'tax.rates' has no "
                                      f"rate for {currency}")
    return float(rates[currency]) / 100


def food_rate(lang: str, city: str) -> float | None:
    """The rate (fraction) at which ``city``'s state and town tax groceries, or None where
    food is exempt (locale tax.food_rates)."""
    rates = languages.fact(lang, "tax", dict).get("food_rates", {})
    return float(rates[city]) / 100 if city in rates else None

def ui_list(content: Any, key: str) -> list[str]:
    """A UI label that is a list (menus, options, weekday names)."""
    return content.ui_list(key)


def hour_label(hour: int, lang: str) -> str:
    """An hour on a time axis: 9 AM on a 12-hour clock, 09:00 elsewhere."""
    return formats.hour_label(hour, lang)


def clock(hour: int, minute: int, lang: str) -> str:
    return formats.clock(hour, minute, lang)


def text_clock(hour: int, minute: int, lang: str) -> str:
    """A clock time in running text: French "11 h 30", elsewhere as ``clock``."""
    return formats.text_clock(hour, minute, lang)


# ---- what else a surface may ask the locale -------------------------------------------

def territory(lang: str) -> str:
    """The CLDR territory of the language's locale ("US", "DE"): US conventions (customary
    units, SSNs, pleading paper, nutrition facts) belong to pages of territory US only."""
    return formats.territory(lang)


def local_currency(lang: str) -> str:
    """The currency of the locale's territory (USD, EUR)."""
    return formats.currency(lang)


def currency_symbol(currency: str, lang: str) -> str:
    return formats.currency_symbol(currency, lang)


def compact_amount(value: float, lang: str, decimals: int = 1) -> str:
    """A large amount, short: 2.3B, 2,3 Mrd., 2,3 Md."""
    return formats.compact(value, lang, decimals)


def decimal_symbol(lang: str) -> str:
    return formats.decimal_symbol(lang)


def list_delimiter(lang: str) -> str:
    """The field delimiter of a CSV file: ';' where the decimal mark is a comma."""
    return ";" if formats.decimal_symbol(lang) == "," else ","


def first_weekday(lang: str) -> int:
    """The first column of a week in the language's calendars (0 = Monday, 6 = Sunday)."""
    return formats.first_weekday(lang)


def week_columns(weekday_names: list[str], lang: str) -> list[str]:
    """Monday-first ``weekday_names`` rotated to start on the locale's first weekday."""
    first = formats.first_weekday(lang)
    return weekday_names[first:] + weekday_names[:first]


def uses_12_hour_clock(lang: str) -> bool:
    return formats.uses_12_hour_clock(lang)


def short_date(day: datetime.date, lang: str) -> str:
    """A numeric date with a two-digit year (05/17/98, 17.05.98)."""
    return formats.date_numeric(day, lang, short_year=True)


def locale_tag(lang: str) -> str:
    """The BCP 47 tag of the language's locale (en-US, de-DE)."""
    return formats.tag(lang)


def quoted(text: str, lang: str) -> str:
    """``text`` in the language's quotation marks of running text (locale.toml ``quotes``)."""
    left, right = languages.fact(lang, "quotes", list)
    return f"{left}{text}{right}"


def locale_fact(lang: str, key: str) -> Any:
    """A key of the language's locale.toml (dotted: "ids.court_case")."""
    return languages.fact(lang, key)


def calendar_words(lang: str) -> list[str]:
    """The locale's weekday and month names, wide and lower-cased ("thursday", "septembre")."""
    days = formats.locale(lang).days["format"]["wide"].values()
    return [d.lower() for d in days] + \
        [m.lower() for m in formats.month_names(lang, "wide", "format")]


def month_abbreviations(lang: str) -> list[str]:
    """The locale's own abbreviated month names ("juin", "juil.": never "jui" twice)."""
    return formats.month_names(lang, "abbreviated")


def with_colon(label: str, lang: str) -> str:
    """A field label and its colon as the language writes them: French puts a space before
    the colon ("Commentaires :"), the other languages do not ("Comments:")."""
    return f"{label} :" if lang == "fr" else f"{label}:"


FRENCH_BYTES = {"B": "o", "KB": "Ko", "MB": "Mo", "GB": "Go", "TB": "To"}


def byte_unit(unit: str, lang: str) -> str:
    """``unit`` (B, KB, MB, GB, TB) as the language's software prints it: French counts
    octets (Ko, Mo, Go), the others bytes."""
    return FRENCH_BYTES[unit] if lang == "fr" else unit
