"""Spaces a line never breaks at: inside a grouped number and before its sign ("756 000",
"12 %"), and the French spaces that keep a mark with its word ("question ?", "« Bonjour »").
The engine joins such a run into one unit; a unit wider than its box breaks only inside its
words (``engine._cut_point``).

No-break rules of the tokeniser beside the French guillemets (glue_guillemets): a
line never breaks between a day number and its month ("5." / "April", "4" / "June", "June" /
"4,"), a currency sign and its amount ("€" / "1.042.000", "1.042.000" / "€") nor a number
and its unit ("9" / "%", "12" / "km"), as a typesetter's no-break space would keep them (r92
rows 07 and 15). The month names and the currency signs are the languages' own (CLDR through
``generator.formats``, every language of ``generator.languages``), read once."""

from __future__ import annotations

import re
from functools import cache


def glue_numbers(tokens):
    """Join a grouped number ("756 000", "1 234 567") and a percent or euro sign after a
    number ("12 %", "40 €") into one token, so a line never breaks inside them."""
    out: list = []
    glue_next = False
    for i, token in enumerate(tokens):
        if glue_next:
            out[-1] = out[-1] + token  # the number's next group (or its sign)
            glue_next = False
            continue
        if (len(token) == 1 and token[0][0] == " " and out and i + 1 < len(tokens)
                and out[-1][-1][0].isdigit()
                and (tokens[i + 1][0][0].isdigit() or tokens[i + 1][0][0] in "%€")):
            out[-1] = out[-1] + token
            glue_next = True
            continue
        out.append(token)
    return out


# French typography sets a (narrow) no-break space before ? ! : ; » and after «: a line never
# starts with one of those marks nor ends on an opening guillemet (readers of 0.25.0: a lone
# "?" on a line of a French message preview). A text written with plain spaces ("Une question
# ?") keeps the space with its mark as such a space would. Only a token of marks alone is
# glued: German »Zitat« (» opening a word) and "Zitat« sagte" (« closing one) break as before.
CLOSING = frozenset("?!:;»")
MARK_RUN = frozenset("?!:;»….,)]")


def _closing(token) -> bool:
    return token[0][0] in CLOSING and all(ch in MARK_RUN for ch, _, _ in token)


def _opening(token) -> bool:
    return token[-1][0] == "«" and (len(token) == 1 or not token[-2][0].isalnum())


def glue_guillemets(tokens):
    """Join a space to the mark token after it (?, !, :, ;, », as in "question ?") and to the
    word after an opening « ("« Bonjour"), so no line breaks at such a space."""
    return _join_spaces(tokens, lambda before, after: _closing(after) or _opening(before))


def _join_spaces(tokens, joins):
    """Join each space token to the tokens on either side where ``joins(before, after)``."""
    out: list = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if (token[0][0] == " " and out and out[-1][0][0] != " " and i + 1 < len(tokens)
                and joins(out[-1], tokens[i + 1])):
            out[-1] = out[-1] + token + tokens[i + 1]
            i += 2
            continue
        out.append(token)
        i += 1
    return out


# units written after a number (SI and the US customary ones the pages print)
UNITS = frozenset(
    "% ‰ ° °C °F K km m cm mm µm nm mi ft yd in kg g mg µg t lb lbs oz l L ml mL cl dl "
    "h min s ms µs kWh MWh kW MW W V A mA mAh Hz kHz MHz GHz B kB KB MB GB TB PB px pt em "
    "mph km/h m/s kn hPa mbar bar inHg psi Pa kPa dB kcal cal m² m³ km² ha sq ac".split())
# the marks a word may carry after it ("April.", "km,", "%)") or before it ("(€")
TRAIL = ".,;:!?)]»\"'”’…"
LEAD = "([«\"'“‘„"
DAY = re.compile(r"(?<![\d.,:/])\d{1,2}(?:\.|st|nd|rd|th|er|º|ª)?$")
DAY_AFTER = re.compile(r"^\d{1,2}(?:st|nd|rd|th)?[,.]?$")


@cache
def _words() -> tuple[frozenset[str], frozenset[str]]:
    """(month names, currency signs) of every language, month names lower-cased and without
    their abbreviation's stop ("janv.", "Sept.")."""
    from generator import formats, languages  # CLDR data, read once (not at import time)

    months: set[str] = set()
    signs = {"€", "$", "£", "¥", "US$", "CHF", "EUR", "USD", "GBP"}
    for lang in languages.codes():
        for width in ("wide", "abbreviated"):
            for context in ("format", "stand-alone"):
                months.update(m.lower().rstrip(".") for m in formats.month_names(
                    lang, width, context))
        try:
            code = formats.currency(lang)
        except languages.LanguageError:
            continue
        signs.update({code, formats.currency_symbol(code, lang)})
    months.discard("")
    return frozenset(months), frozenset(signs)


def _text(token) -> str:
    return "".join(ch for ch, _, _ in token)


def _binds(before: str, after: str) -> bool:
    """A space between the words ``before`` and ``after`` that no line may break at."""
    months, signs = _words()
    word = after.rstrip(TRAIL)
    prev = before.rsplit(" ", 1)[-1].lstrip(LEAD)  # the last word of a glued token
    if before[-1:].isdigit() or before.endswith("."):
        if DAY.search(prev) and word.lower().rstrip(".") in months:
            return True  # "5. April", "4 June", "3 avril"
        if before[-1:].isdigit() and (word in UNITS or word in signs):
            return True  # "12 km", "9 %", "1.042.000 €"
    if prev in signs and after[:1].isdigit():
        return True  # "€ 1.042.000", "$ 40"
    return prev.rstrip(".").lower() in months and DAY_AFTER.match(after) is not None  # "June 4,"


def _candidate(before, after) -> bool:
    """A cheap first look (most spaces follow a word and precede one): a number before, a
    short "5." before, or a digit after."""
    last = before[-1][0]
    return last.isdigit() or (last == "." and len(before) <= 4) or after[0][0].isdigit()


def glue_units(tokens):
    """Join a space token to the words on either side when they must stay on one line
    (``_binds``); runs after the number and guillemet glue, on their tokens."""
    return _join_spaces(tokens, lambda before, after: _candidate(before, after)
                        and _binds(_text(before), _text(after)))
