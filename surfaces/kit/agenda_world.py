"""A meeting's agenda as data, then its invite's paragraphs written from it.

The world: the agenda items of the meeting's kind (ct_agenda_<kind>, in the order a meeting
takes them), each with its minutes, the minutes adding up to the meeting's length; who hosts
(attached the document, takes apologies, sends the notes); the day apologies are due (a
working day before the meeting) and the day the notes follow (a working day after it); and
whether the meeting is in a room (coffee in the morning, lunch at noon) or online (recorded,
a link at the bottom). Each role is one sentence (w9pa.*), said at most once, and no
sentence restates a time slot: the minutes are on the agenda's lines only."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.kit import Content

ONE_ON_ONE = 4  # office.meeting's order: kickoff, weekly sync, budget review, quarterly
#                 planning, 1:1, design review, customer call, retrospective


def working_day(day: datetime.date, step: int) -> datetime.date:
    """The working day ``step`` working days from ``day`` (negative: before it)."""
    sign = 1 if step > 0 else -1
    for _ in range(abs(step)):
        day += datetime.timedelta(days=sign)
        while day.weekday() > 4:
            day += datetime.timedelta(days=sign)
    return day


def slot_minutes(rng: np.random.Generator, n: int, length: int) -> list[int]:
    """``n`` slots of whole five minutes that add up to ``length``: at least five minutes
    each, the middle items (the meeting's substance) weighted over the opening and close."""
    units = length // 5
    weights = np.array([1.0 if k in (0, n - 1) else 2.0 for k in range(n)])
    extra = rng.multinomial(units - n, weights / weights.sum())
    return [5 * (1 + int(e)) for e in extra]


def agenda_world(rng: np.random.Generator, content: Content, kind: int, length: int,
                 people: list[str], day: datetime.date, start: int,
                 room: str | None) -> dict[str, Any]:
    """The agenda and the facts its paragraphs state (plain data, no sentences yet)."""
    pool = [str(t) for t in content.data.SLOTS[f"ct_agenda_{kind}"]]
    n = min(len(pool), int(rng.integers(3, 5)), length // 10)  # 30 minutes: 3 items
    keep = sorted(int(i) for i in rng.choice(len(pool), n, replace=False))
    one = kind == ONE_ON_ONE
    after = working_day(day, int(rng.integers(1, 4)))
    # apologies are due earlier in the meeting's own week ("by Friday" before a Tuesday
    # meeting reads as the Friday after it): a Monday meeting asks for none
    early = int(rng.integers(1, 3))
    prep = bool(rng.random() < 0.7)
    absent = not one and day.weekday() > 0 and bool(rng.random() < 0.6)
    follow = bool(rng.random() < 0.6)
    if not (prep or absent or follow):  # a group's host is named; a 1:1 says something
        prep = True
    due = day - datetime.timedelta(days=min(early, day.weekday())) if absent else None
    if due and after.weekday() == due.weekday():  # never "by Monday ... by Monday"
        after = working_day(after, 1)
    return {
        "items": [pool[i] for i in keep], "minutes": slot_minutes(rng, n, length),
        "length": length, "one": one, "room": room,
        # the host is an attendee other than the organiser and the one greeted
        "host": people[2 if len(people) > 2 else 0].split()[0],
        "due": due, "after": after,
        "prep": prep, "absent": absent, "follow": follow, "extra": bool(rng.random() < 0.7),
        "catering": None if one or room is None else
        "coffee" if start <= 10 else "lunch" if start in (11, 12) and length >= 60 else None,
    }


def agenda_paragraphs(content: Content, world: dict[str, Any], doc: str) -> list[str]:
    """The invite's paragraphs: what the agenda holds, what to read first, then the
    practical lines (apologies, recording or coffee, the link), then the notes to follow;
    a group's host is named at least once."""
    w = world
    day = {k: content.word_at("weekday", w[k].weekday()) for k in ("due", "after") if w[k]}

    def say(key: str, **kw: Any) -> str:
        return content.ui(f"w9pa.{key}", host=w["host"], doc=doc, **day, **kw)

    first = [say("agenda_one" if w["one"] else "agenda", n=len(w["items"]), length=w["length"])]
    if w["prep"]:
        first.append(say("prep_one" if w["one"] else "prep"))
    practical = []
    if w["absent"]:
        practical.append(say("absent"))
    if w["extra"] and not w["one"]:
        practical.append(say(w["catering"]) if w["catering"] else
                         say("record") if w["room"] is None else "")
    if w["room"] is None and (w["one"] or not w["extra"]):
        practical.append(say("join"))
    practical = [p for p in practical if p]
    paras = [" ".join(first)]
    if w["follow"]:  # its own paragraph after two practical lines, else their second
        practical.append("\n" * (len(practical) > 1) + say("follow_one" if w["one"] else
                                                              "follow"))
    paras += [p.strip() for p in " ".join(practical).split(" \n") if p.strip()]
    return paras
