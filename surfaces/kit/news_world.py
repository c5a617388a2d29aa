"""The story a local news article tells, sampled before its text: a public works project
(a budget is voted, not built, so only works topics), the day the article appears, the
month the works start and the later month the first phase should be done, and the
council's vote (the votes for and against plus absences make the council's seats).
``pin_news_world`` pins them as the slots the ``article`` sentences write from."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.kit import Content, choice
from surfaces.kit.city_facts import council_seats
from surfaces.kit.city_geo import city_topics
from surfaces.kit.numbers import territory

# a council's seats where the city's are not known: a town's
SEATS = (27, 29, 31, 33, 35, 39, 43, 45)


def council_vote(rng: np.random.Generator, seats: int | None = None) -> tuple[int, int, int]:
    """(seats, for, against): a majority for, at least one against, the rest absent (a few,
    fewer on a small council)."""
    seats = seats or int(choice(rng, list(SEATS)))
    absent = int(rng.integers(0, min(3, seats // 5) + 1))
    yes = int(rng.integers(seats // 2 + 1, seats - absent))
    return seats, yes, seats - absent - yes


def news_world(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    """One story: ``topic`` (a works project), ``city``, ``day`` (the article's ISO date),
    ``start``/``done`` (months, the first after the article, the second after the first),
    ``seats``/``yes``/``no`` (the council's vote)."""
    # in the first half of a year, so the works start and the first phase ends this year
    day = datetime.date(int(rng.integers(2024, 2027)), int(rng.integers(1, 7)),
                        int(rng.integers(1, 29)))
    start = min(8, day.month + int(rng.integers(0, 3)))  # 0-based: a month after the article's
    done = start + int(rng.integers(3, 12 - start))
    city = content.city()
    seats, yes, no = council_vote(rng, council_seats(city, territory(content.lang)))
    topics = city_topics(content, city, content.ui_list("news.works_topics"))  # no inland port
    return {"topic": choice(rng, topics), "city": city,
            "day": day.isoformat(), "start": start, "done": done, "seats": seats, "yes": yes, "no": no}


def pin_news_world(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    """``news_world`` sampled and pinned (``topic``, ``city``, ``news_start``,
    ``news_done``, ``news_for``, ``news_against``); returns the world."""
    world = news_world(rng, content)
    months = content.data.MONTHS
    # the month before the article's: what "since ..." and "at a hearing in ..." name
    past = months[(datetime.date.fromisoformat(world["day"]).month - 2) % 12]
    content.pin(topic=world["topic"], city=world["city"], news_start=months[world["start"]],
                news_done=months[world["done"]], news_for=str(world["yes"]),
                news_against=str(world["no"]), news_past=past)
    # the vote is told once: every other template that reports it is skipped
    votes = [i for i, t in enumerate(content.data.SENTENCES["article"]) if "{news_for}" in t]
    if votes:
        keep = int(choice(rng, votes))
        content.skip("article", tuple(i for i in votes if i != keep))
    return world
