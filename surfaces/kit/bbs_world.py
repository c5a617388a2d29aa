"""A dial-up board's day: its callers dial a local number (they live in its town or the
towns around it, w12hn.bbs_areas), and the call counter of the day agrees with the board's
phone lines and the hour (a one-line board does not take its 49th call by the afternoon)."""

from __future__ import annotations

import numpy as np

from generator.content import Content


def board_area(rng: np.random.Generator, content: Content) -> list[str]:
    """A board's home town and the nearby towns of its local-call area (the home town
    first): the callers of a local board live in several of them, not all in one city."""
    areas = content.ui_list("w12hn.bbs_areas")  # "home town, a suburb, another, ..."
    return [t.strip() for t in str(areas[int(rng.integers(len(areas)))]).split(",")
            if t.strip()]


def caller_towns(rng: np.random.Generator, towns: list[str], count: int = 6) -> list[str]:
    """The towns of ``count`` callers: about a third from the home town, the rest from the
    towns around it, at least three different ones."""
    picks: list[str] = []
    for _ in range(20):
        picks = [towns[0] if rng.random() < 0.35 else towns[1 + int(rng.integers(len(towns) - 1))]
                 for _ in range(count)]
        if len(set(picks)) >= min(3, count, len(towns)):
            break
    return picks


def day_of_calls(rng: np.random.Generator, lines: int = 1,
                 count: int = 6) -> tuple[int, list[int]]:
    """(the number of today's call now, the minutes after midnight of the ``count`` calls
    before it, the latest first). A board takes 5 to 25 calls a day a phone line; the calls
    so far are that share of the day gone by (at least ``count`` + 1), at distinct minutes."""
    now = int(rng.integers(10 * 60, 23 * 60))
    per_day = lines * int(rng.integers(6, 26))
    number = max(count + 1, round(per_day * now / (24 * 60)))
    earlier = sorted((int(m) for m in rng.choice(now, number - 1, replace=False)), reverse=True)
    return number, earlier[:count]
