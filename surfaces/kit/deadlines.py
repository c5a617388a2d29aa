"""Deadlines said relative to the page's day: a mail dated Saturday asks for a reply "by
Monday", never "by the end of the week", and one written on a Friday or Saturday does not
promise a call "tomorrow morning" (the languages' w21.week_end and w21.tomorrow lists:
phrase|what it says instead[|a longer phrase holding it that is left alone, as Spanish
"por la mañana." (in the morning) holding "mañana." (tomorrow)])."""

from __future__ import annotations

import datetime

from generator.content import Content


def _swaps(content: Content, weekday: int) -> list[tuple[str, str, list[str]]]:
    keys = (["w21.week_end"] if weekday >= 4 else []) + \
        (["w21.tomorrow"] if weekday in (4, 5) else [])
    rows = [row.split("|") for key in keys for row in content.ui_list(key)]
    return [(row[0], row[1], row[2:]) for row in rows]


def _replace(text: str, old: str, new: str, keep: list[str]) -> str:
    """``text`` with ``old`` said as ``new`` except inside the phrases of ``keep``."""
    parts = [text]
    for phrase in keep:
        parts = [q for p in parts for q in _split_keep(p, phrase)]
    return "".join(p if p in keep else p.replace(old, new) for p in parts)


def _split_keep(text: str, phrase: str) -> list[str]:
    if text == phrase or phrase not in text:
        return [text]
    head, _, tail = text.partition(phrase)
    return [head, phrase] + _split_keep(tail, phrase)


def fit_week(content: Content, day: datetime.date, text: str) -> str:
    """``text`` with its relative deadlines fitted to ``day``'s weekday (sentence-initial
    phrases keep their capital)."""
    for old, new, keep in _swaps(content, day.weekday()):
        if old in text:
            text = _replace(text, old, new, keep)
        cap = old[:1].upper() + old[1:]
        if cap in text:
            text = _replace(text, cap, new[:1].upper() + new[1:], keep)
    return text


def unfit(content: Content, weekday: int, text: str) -> list[str]:
    """The phrases of ``text`` that do not fit a day of ``weekday`` (0 Monday; a test's
    check)."""
    low = text.lower()
    return [old for old, _, keep in _swaps(content, weekday)
            if _replace(low, old.lower(), "\0", [k.lower() for k in keep]) != low]
