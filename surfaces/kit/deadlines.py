"""Deadlines said relative to the page's day: a mail dated Saturday asks for a reply "by
Monday", never "by the end of the week", and one written on a Friday or Saturday does not
promise a call "tomorrow morning" (the languages' w21.week_end and w21.tomorrow lists:
phrase|what it says instead)."""

from __future__ import annotations

import datetime

from generator.content import Content


def _swaps(content: Content, weekday: int) -> list[tuple[str, str]]:
    keys = (["w21.week_end"] if weekday >= 4 else []) + \
        (["w21.tomorrow"] if weekday in (4, 5) else [])
    rows = [row.split("|") for key in keys for row in content.ui_list(key)]
    return [(old, new) for old, new in rows]


def fit_week(content: Content, day: datetime.date, text: str) -> str:
    """``text`` with its relative deadlines fitted to ``day``'s weekday (sentence-initial
    phrases keep their capital)."""
    for old, new in _swaps(content, day.weekday()):
        if old in text:
            text = text.replace(old, new)
        cap = old[:1].upper() + old[1:]
        if cap in text:
            text = text.replace(cap, new[:1].upper() + new[1:])
    return text


def unfit(content: Content, weekday: int, text: str) -> list[str]:
    """The phrases of ``text`` that do not fit a day of ``weekday`` (0 Monday; a test's
    check)."""
    return [old for old, _ in _swaps(content, weekday) if old.lower() in text.lower()]
