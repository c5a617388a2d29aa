"""Locale formats from CLDR (through Babel) for the languages of the registry.

Each language's locale.toml names its CLDR locale (``babel_locale``, e.g. "de_DE", whose
territory decides the currency, the clock and the date order); numbers, money, percentages,
dates, times and compact amounts ("2,3 Mrd.") are written with that locale's CLDR patterns
and symbols. One deliberate departure: CLDR's no-break and narrow no-break spaces (French
thousands, "12 %", "9:05 AM") are written as plain spaces, so word segmentation keeps a
group of digits with its number and no page draws an invisible mark a font may lack.
"""

from __future__ import annotations

import datetime
import re
from decimal import ROUND_HALF_UP, Decimal
from functools import lru_cache

from babel import Locale, dates, numbers

from generator import languages

_SPACES = str.maketrans({"\u00a0": " ", "\u202f": " "})
_DECIMALS = re.compile(r"0(\.0+)?")


def locale(lang: str) -> Locale:
    """The CLDR locale of ``lang`` (its locale.toml ``babel_locale``; the registry caches
    the fact, so a changed folder is seen after ``languages.clear_caches()``)."""
    name = languages.fact(lang, "babel_locale", str)
    try:
        return _parse(name)
    except (ValueError, TypeError) as exc:
        raise languages.LanguageError(f"language {lang!r}: locale.toml key 'babel_locale' "
                                      f"{name!r} is not a CLDR locale ({exc})") from None


@lru_cache(maxsize=None)
def _parse(name: str) -> Locale:
    return Locale.parse(name)


@lru_cache(maxsize=None)
def _skeleton(loc: Locale, skeleton: str) -> dates.DateTimePattern:
    """The parsed pattern Babel's ``format_skeleton`` picks for ``skeleton`` in ``loc``: its
    fuzzy matching reads every skeleton of the locale, so it runs once per pair."""
    if skeleton not in loc.datetime_skeletons:
        skeleton = dates.match_skeleton(skeleton, loc.datetime_skeletons) or skeleton
    return dates.parse_pattern(loc.datetime_skeletons[skeleton])


def _format_skeleton(skeleton: str, day: datetime.date, lang: str) -> str:
    """``dates.format_skeleton(skeleton, day, locale=locale(lang))``, the pattern cached."""
    loc = locale(lang)
    return dates.format_datetime(day, _skeleton(loc, skeleton), locale=loc)


@lru_cache(maxsize=None)
def _number_pattern(pattern: str) -> numbers.NumberPattern:
    """Babel's parsed number ``pattern`` (format_decimal & co. parse it again every call)."""
    return numbers.parse_pattern(pattern)


def territory(lang: str) -> str:
    """The CLDR territory of ``lang`` ("US", "DE", ...)."""
    return str(locale(lang).territory or "")


def _plain(text: str) -> str:
    return text.translate(_SPACES)


def _with_decimals(pattern: str, decimals: int) -> str:
    """``pattern`` (a CLDR number pattern) with exactly ``decimals`` fraction digits."""
    frac = "." + "0" * decimals if decimals else ""
    return _DECIMALS.sub(lambda m: "0" + frac, pattern, count=0) if "0" in pattern else pattern


def rounded(value: float, decimals: int) -> Decimal:
    """``value`` rounded half up to ``decimals`` places, as people and apps round (a grade
    of 76.25 prints 76.3, not banker's 76.2: r58 0018), and 0 for a value that rounds to
    zero (never "-0,00")."""
    step = Decimal(1).scaleb(-decimals)
    rounded = Decimal(repr(float(value))).quantize(step, rounding=ROUND_HALF_UP)
    return abs(rounded) if rounded == 0 else rounded


def _signed(body: str, value: float, sign: bool, lang: str) -> str:
    if sign and value > 0:
        return numbers.get_plus_sign_symbol(locale(lang)) + body
    return body


def number(value: float, lang: str, decimals: int = 2, group: bool = True) -> str:
    """``value`` with the locale's separators (and grouping unless ``group`` is False)."""
    pattern = ("#,##0" if group else "0") + ("." + "0" * decimals if decimals else "")
    value = rounded(value, decimals)
    return _plain(numbers.format_decimal(value, format=_number_pattern(pattern),
                                         locale=locale(lang), decimal_quantization=True))


def money(value: float, lang: str, currency: str, decimals: int = 2,
          sign: bool = False) -> str:
    """An amount in ``currency`` as the locale writes it; ``sign`` adds '+' to positive ones."""
    pattern = _number_pattern(
        _with_decimals(locale(lang).currency_formats["standard"].pattern, decimals))
    value = rounded(value, decimals)
    body = numbers.format_currency(value, currency, format=pattern, locale=locale(lang),
                                   currency_digits=False, decimal_quantization=True)
    return _signed(_plain(body), value, sign, lang)


def percent(value: float, lang: str, decimals: int = 1, sign: bool = False) -> str:
    """``value`` percent (12.5 -> "12.5%" / "12,5 %")."""
    pattern = _number_pattern(
        _with_decimals(locale(lang).percent_formats[None].pattern, decimals))
    value = rounded(value, decimals)
    body = numbers.format_percent(value / 100, format=pattern, locale=locale(lang),
                                  decimal_quantization=True)
    return _signed(_plain(body), value, sign, lang)


def compact(value: float, lang: str, decimals: int = 1) -> str:
    """A large amount, short ("2.3B", "2,3 Mrd.", "2,3 Md")."""
    return _plain(numbers.format_compact_decimal(value, format_type="short", locale=locale(lang),
                                                 fraction_digits=decimals))


def currency(lang: str) -> str:
    """The currency of the locale's territory (USD, EUR, ...)."""
    found = numbers.get_territory_currencies(territory(lang), datetime.date(2025, 1, 1))
    if not found:
        raise languages.LanguageError(f"language {lang!r}: CLDR knows no currency of territory "
                                      f"{territory(lang)!r}")
    return found[0]


def currency_symbol(code: str, lang: str) -> str:
    return numbers.get_currency_symbol(code, locale=locale(lang))


def decimal_symbol(lang: str) -> str:
    return numbers.get_decimal_symbol(locale(lang))


def date_numeric(day: datetime.date, lang: str, short_year: bool = False) -> str:
    """A numeric date (CLDR skeleton yMMdd: 5/7/2025, 07.05.2025, 7-5-2025); with
    ``short_year`` the year has two digits (5/7/98)."""
    text = _plain(_format_skeleton("yMMdd", day, lang))
    return text.replace(str(day.year), f"{day.year % 100:02d}") if short_year else text


def date_text(day: datetime.date, lang: str, month: str = "MMM") -> str:
    """A date with the month's name ("May 17, 2025", "17. Mai 2025", "17 mai 2025")."""
    return _plain(_format_skeleton(f"y{month}d", day, lang))


def date_month_day(day: datetime.date, lang: str) -> str:
    """A date without its year, as a mail list shows this year's mail ("May 8", "8. Mai",
    "8 mai"; CLDR skeleton MMMd)."""
    return _plain(_format_skeleton("MMMd", day, lang))


def uses_12_hour_clock(lang: str) -> bool:
    return "h" in locale(lang).time_formats["short"].pattern


def clock(hour: int, minute: int, lang: str) -> str:
    """A time of day in the locale's short form ("9:05 AM", "09:05", "9:05")."""
    return _clock(hour, minute, locale(lang))


@lru_cache(maxsize=4096)  # a day has 1,440 minutes, pages write the same ones again and again
def _clock(hour: int, minute: int, loc: Locale) -> str:
    return _plain(dates.format_time(datetime.time(hour, minute), "short", locale=loc))


def text_clock(hour: int, minute: int, lang: str) -> str:
    """A time of day as running text writes it (a poll's "11 h 30" in French, where a UI
    clock shows 11:30): the locale.toml ``text_clock`` patterns, else the short form."""
    patterns = languages.fact(lang, "text_clock", list)
    if not patterns:
        return clock(hour, minute, lang)
    return patterns[1 if minute else 0].format(h=hour, mm=f"{minute:02d}")


def hour_label(hour: int, lang: str) -> str:
    """An hour on a time axis: "9 AM" on a 12-hour clock, else the short time ("09:00")."""
    if uses_12_hour_clock(lang):
        return _plain(dates.format_time(datetime.time(hour, 0), "h a", locale=locale(lang)))
    return clock(hour, 0, lang)


def first_weekday(lang: str) -> int:
    """The day a week starts on in the locale's territory (0 = Monday ... 6 = Sunday;
    CLDR: Sunday in the US, Monday in Germany, France, Spain, Italy, the Netherlands)."""
    return int(locale(lang).first_week_day)


def month_names(lang: str, width: str = "wide", context: str = "stand-alone") -> list[str]:
    """The twelve month names (CLDR width "wide" or "abbreviated"; context "stand-alone",
    as in a calendar's header, or "format", as inside a date)."""
    names = locale(lang).months[context][width]
    return [names[i] for i in range(1, 13)]


def tag(lang: str) -> str:
    """The BCP 47 tag of the locale ("en-US", "de-DE")."""
    return str(locale(lang)).replace("_", "-")
