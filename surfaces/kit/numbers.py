"""Locale formatting of numbers, money, percentages and dates for the six languages.

en: 1,234.56 and $1,234.56 / £1,234.56; de, es, it: 1.234,56 €; nl: € 1.234,56 (the Dutch
order); fr: 1 234,56 € (a plain space groups the thousands, so word segmentation keeps the
digits of a group together and never meets an invisible mark).
"""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from generator.rng import choice

_SEPARATORS = {"en": (",", "."), "de": (".", ","), "es": (".", ","), "it": (".", ","),
               "nl": (".", ","), "fr": (" ", ",")}
SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£", "CHF": "CHF"}
_DATE_PATTERNS = {"en": "{m:02d}/{d:02d}/{y}", "de": "{d:02d}.{m:02d}.{y}",
                  "fr": "{d:02d}/{m:02d}/{y}", "es": "{d:02d}/{m:02d}/{y}",
                  "it": "{d:02d}/{m:02d}/{y}", "nl": "{d:02d}-{m:02d}-{y}"}
_EPOCH = datetime.date(2024, 1, 1)


def format_number(value: float, lang: str, decimals: int = 2, group: bool = True) -> str:
    """``value`` with the language's thousands and decimal separators."""
    thousands, point = _SEPARATORS[lang]
    text = f"{abs(value):,.{decimals}f}"
    whole, _, frac = text.partition(".")
    whole = whole.replace(",", thousands if group else "")
    out = f"{whole}{point}{frac}" if decimals else whole
    return f"-{out}" if round(value, decimals) < 0 else out


def format_money(value: float, lang: str, currency: str = "EUR", decimals: int = 2,
                 sign: bool = False) -> str:
    """An amount of money as the language writes it; ``sign`` adds '+' to positive values."""
    number = format_number(abs(value), lang, decimals)
    symbol = SYMBOLS[currency]
    if lang == "en" or (lang == "nl" and currency == "EUR"):
        gap = " " if lang == "nl" or len(symbol) > 1 else ""
        body = f"{symbol}{gap}{number}"
    else:
        body = f"{number} {symbol}"
    if value < 0:
        return f"-{body}"
    return f"+{body}" if sign and value > 0 else body


def format_percent(value: float, lang: str, decimals: int = 1, sign: bool = False) -> str:
    number = format_number(abs(value), lang, decimals)
    body = f"{number}%" if lang in ("en", "nl", "it", "es") else f"{number} %"
    if value < 0:
        return f"-{body}"
    return f"+{body}" if sign and value > 0 else body


def currency_for(rng: np.random.Generator, lang: str) -> str:
    """The currency a page in ``lang`` would show (en pages are US or UK)."""
    return choice(rng, ["USD", "USD", "GBP"]) if lang == "en" else "EUR"


def format_date(day: datetime.date, lang: str) -> str:
    """A short numeric date (05/17/2025, 17.05.2025, 17/05/2025, 17-05-2025)."""
    return _DATE_PATTERNS[lang].format(d=day.day, m=day.month, y=day.year)


def random_day(rng: np.random.Generator, start: int = 0, span: int = 1000) -> datetime.date:
    """A fixed-range day (2024-2026), never relative to today."""
    return _EPOCH + datetime.timedelta(days=start + int(rng.integers(0, span)))


def tax_rate(lang: str, currency: str) -> float:
    """The standard VAT / sales tax rate shown on a receipt in this locale."""
    if currency == "USD":
        return 0.0825
    return {"en": 0.20, "de": 0.19, "fr": 0.20, "es": 0.21, "it": 0.22, "nl": 0.21}[lang]


def ui_list(content: Any, key: str) -> list[str]:
    """A UI label that is a list (menus, options, weekday names)."""
    return content.ui_list(key)


def hour_label(hour: int, lang: str) -> str:
    """An hour on a time axis: 9 AM in English, 09:00 elsewhere."""
    if lang == "en":
        return f"{(hour - 1) % 12 + 1} {'AM' if hour < 12 else 'PM'}"
    return f"{hour:02d}:00"


def clock(hour: int, minute: int, lang: str) -> str:
    if lang == "en":
        return f"{(hour - 1) % 12 + 1}:{minute:02d} {'AM' if hour < 12 else 'PM'}"
    return f"{hour:02d}:{minute:02d}" if lang != "fr" else f"{hour:02d}:{minute:02d}"
