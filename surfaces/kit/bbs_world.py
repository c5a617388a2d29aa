"""A dial-up board's day: its callers dial a local number (the board's own area code, so
they live in its town or the towns that share that code), and the call counter of the day
agrees with how busy the last callers' log is."""

from __future__ import annotations

import numpy as np

from generator import languages
from generator.content import Content


def local_towns(content: Content, city: str) -> list[str]:
    """``city`` and the towns of the language's country that share its area code."""
    try:
        codes = languages.fact(content.lang, "addresses.postal.area_codes", dict)
    except Exception:  # noqa: BLE001 - no area codes for this language
        return [city]
    code = codes.get(city)
    return [city] + [t for t, c in codes.items() if c == code and t != city] if code else [city]


def day_of_calls(rng: np.random.Generator, count: int = 6) -> tuple[int, list[int]]:
    """(the number of today's call now, the minutes after midnight of the ``count`` calls
    before it, the latest first): the calls come at the day's mean gap, now / number."""
    now = int(rng.integers(10 * 60, 23 * 60))
    number = int(rng.integers(12, 70))
    gap = now / number
    minutes, t = [], now
    for _ in range(count):
        t -= max(2, round(gap * float(rng.uniform(0.4, 1.6))))
        minutes.append(t)
    return number, minutes
