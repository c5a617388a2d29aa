"""What a reader calls a quoted token (the instruction templates' PHRASES key): a number, an
IP address, a version, a phone number, a letter, a word or a neutral text. Split from
render.py (module size), which quotes with ``token_kind`` and ``WORDLIKE``."""

from __future__ import annotations

import re

# a quoted text that is a number ("13", "2,199", "17:30", "10%"): the reader calls it one
NUMBER = re.compile(r"[$€£]?\d[\d.,:/ ]*[%°€]?")
# a date or a time of day is no "number" to a reader ("the number 7/12/2025"): a token
DATE_OR_TIME = re.compile(r"[:/]|\d\.\d{1,2}\.\d")
# a clock time ("18:45", "9:05:30") or a numeric date ("7/12/2025", "07.12.25"), not a clause
# number ("4.2.1")
CLOCK_OR_DATE = re.compile(r"\d{1,2}:\d\d(?::\d\d)?|\d{1,2}[./]\d{1,2}[./](?:\d\d){1,2}")
CODE_NUMBER = re.compile(r"[-+]?\d+(?:\.\d+)?")  # a numeric literal in code: 3, 0.25, -12
# tokens a reader names by what they are, not "le nombre « 10.28.2.99 »": an IPv4 address
# (with a port or prefix length), a version that says it is one ("v3.2.1", "1.0.0-rc.1"; a bare
# "4.2.1" may be a clause number or a German short date, so it stays "the text") and a North
# American phone number
IP = re.compile(r"(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)"
                r"(?::\d{1,5}|/\d{1,2})?")
VERSION = re.compile(r"[vV]\d+(?:\.\d+){1,3}(?:-[\w.]+)?|\d+(?:\.\d+){2}-[A-Za-z][\w.]*")
PHONE = re.compile(r"(?:\+1[- ])?(?:\(\d{3}\) ?|\d{3}-)\d{3}-\d{4}")
# a quoted text a reader calls a word ("settlement", "e-mail", "don't", "U.S."); anything else
# (a timestamp, an id, a path) is named neutrally: "the text …", never "the word …"
WORDLIKE = re.compile(r"[^\W\d_]+(?:[-'’.][^\W\d_]+)*\.?")
LETTER_RANGE = re.compile(r"(?:[^\W\d_]-[^\W\d_])+")


def token_kind(text: str, code: bool = False) -> str:
    """What a reader calls a quoted token: the PHRASES key that names it. In code only a
    numeric literal is a number: the "1,3" of a regex's "{1,3}" is a quantifier's bounds,
    no "number '1,3'" to a developer (r75 0012), so it is quoted as a text."""
    if code and not CODE_NUMBER.fullmatch(text) and NUMBER.fullmatch(text):
        return "token"
    if IP.fullmatch(text):
        return "ip"
    if VERSION.fullmatch(text):
        return "version"
    if PHONE.fullmatch(text):
        return "phone"
    if NUMBER.fullmatch(text) and not DATE_OR_TIME.search(text):
        return "number"
    # a clock time or a numeric date is quoted by itself: never "the text" (r94 0013: "Busca
    # la cifra «5» del texto «18:45»")
    if CLOCK_OR_DATE.fullmatch(text):
        return "datetime"
    # one character ("C" of "C:", an initial) is no "word" to a reader: "the colon after the
    # «C»", a letter named by itself ("el punto después de la «s»", never "del texto «s»")
    if len(text) == 1 and text.isalpha():
        return "letter"
    # a range of letters ("A-Z", "a-z" of a regex's "[A-Z]") is no word: "direct na 'A-Z'",
    # never "na het woord 'A-Z'" (r98 0014)
    if LETTER_RANGE.fullmatch(text):
        return "token"
    return "word" if len(text) > 1 and WORDLIKE.fullmatch(text) else "token"
