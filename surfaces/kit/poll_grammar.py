"""Poll questions composed from the page's world (wave 18, q_poll): a fixed list of 40 to 76
questions per language made two poll pages share a question one time in eight. A page's site
belongs to one community (a team, a class, a neighbourhood or town, a club); each poll asks
about one of that community's events, named with its own team, class, town or club and its
date, and its options are of one kind: days, start times, places or dishes."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.kit.holidays import is_working_day
from surfaces.kit.numbers import text_clock

COMMUNITIES = ("work", "school", "home", "club")
KINDS = ("day", "time", "place", "food")
HOLIDAYS = {(12, 24), (12, 25), (12, 26), (12, 31), (1, 1)}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _pick(rng: np.random.Generator, items: list[Any], k: int) -> list[Any]:
    """``k`` distinct items in their list order (days stay in week order)."""
    return [items[int(i)] for i in sorted(rng.choice(len(items), k, replace=False))]


def _of_city(city: str) -> str:
    """French "de" before a town's name: "d'Orléans", "du Mans", "des Sables-d'Olonne"."""
    for article, merged in (("Le ", "du "), ("Les ", "des ")):
        if city.startswith(article):
            return merged + city[len(article):]
    return ("d'" if city[:1].lower() in "aeiouyhéèâî" else "de ") + city


def _of_date(content: Any, date: str) -> str:
    """Italian "del" before a date, elided before a vowel: "dell'8 aprile", "dell'11"."""
    if content.lang == "it" and date.split()[0] in ("8", "11"):
        return "dell'" + date
    return "del " + date


def event_day(rng: np.random.Generator, close: datetime.date, school: bool,
              workday_of: str = "") -> datetime.date:
    """The event's day, a few days to weeks after the poll closes (a school's in term time);
    a team's or a class's on a working day of ``workday_of``'s country (r68 0000: a team
    lunch on a Sunday)."""
    day = close + datetime.timedelta(days=int(rng.integers(4, 35)))
    if school and day.month in (7, 8):
        day = datetime.date(day.year, 9, int(rng.integers(10, 28)))
    while (day.month, day.day) in HOLIDAYS or workday_of and not is_working_day(workday_of, day):
        day += datetime.timedelta(days=1)  # no flea market on Christmas Day
    return day


def _options(rng: np.random.Generator, content: Any, kind: str, event: dict[str, Any],
             home: str) -> list[str]:
    slots = content.data.SLOTS
    n = int(rng.integers(3, 5))
    if kind == "day":
        return [_cap(d) for d in _pick(rng, list(slots["weekday"]), n)]
    if kind == "time":
        step = 30 if int(event["h"]) >= 18 else int(rng.choice([30, 60]))  # not past 21:00
        start = int(event["h"]) * 60 - (30 if step == 30 and rng.random() < 0.5 else 0)
        # a poll's author writes the times as running text does ("11 h 30" in French)
        return [text_clock((start + k * step) // 60, (start + k * step) % 60, content.lang)
                for k in range(n)]
    pool = slots["qpoll_dish"] if kind == "food" else slots[f"qpoll_venue_{home}"]
    return [_cap(o) for o in _pick(rng, list(pool), n)]


def grammar_polls(rng: np.random.Generator, content: Any, closes: list[datetime.date],
                  home: str, community_of: Any) -> list[dict[str, Any]]:
    """One poll per closing day, each about another event of ``home``'s community."""
    slots = content.data.SLOTS
    events = [e for e in slots["qpoll_event"] if e["c"] == home]
    chosen = [events[int(i)] for i in rng.choice(len(events), len(closes), replace=False)]
    city = content.city()
    while community_of(city):  # "Allentown": no town's word in a club's question
        city = content.city()
    names = {"dept": content.word("qpoll_dept"), "city": city,
             "klass": content.ui("qpoll.klass", n=int(rng.integers(3, 7)),
                                 letter="ABCD"[int(rng.integers(0, 4))])}
    names["de_city"] = _of_city(city)
    polls: list[dict[str, Any]] = []
    used: list[str] = []  # the kinds and the templates of the page's polls so far
    said: list[str] = []
    for event, close in zip(chosen, closes, strict=True):
        # another kind than the page's other polls where the event allows (no clause twice)
        kinds = [k for k in KINDS if k in event["k"]]
        kinds = [k for k in kinds if k not in used] or kinds
        kind = kinds[int(rng.integers(len(kinds)))]
        used.append(kind)
        day = event_day(rng, close, home == "school",
                        content.lang if home in ("work", "school") else "")
        if kind == "day":  # "in the week of ...": the week's Monday
            day -= datetime.timedelta(days=day.weekday())
        date = content.ui("qpoll.daymonth", month=slots["qpoll_month"][day.month - 1],
                          day=content.ui("qpoll.day1") if day.day == 1 else day.day)
        name = event["e"]
        for key, value in names.items():
            name = name.replace("{" + key + "}", value)
        templates = [t for t in slots[f"qpoll_q_{kind}"] if t not in said]
        template = templates[int(rng.integers(len(templates)))]
        said.append(template)
        template = template.replace("{Event}", _cap(name)).replace("{event}", name)
        question = _cap(content.fill(template, date=date, deldate=_of_date(content, date)))
        polls.append({"question": question, "kind": kind, "community": home, "day": day.isoformat(),
                      "options": _options(rng, content, kind, event, home)})
    return polls
