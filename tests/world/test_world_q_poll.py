"""Wave 18 (q_poll): a poll page's questions come from its world, not from a fixed list.

pool_collisions.py --render measured 12.8% on 0.22.0: two poll pages of a language shared an
8+-word sentence one time in eight, the questions being drawn from 40 to 76 stock ones per
language (three a page). Now each question asks about an event of the page's community (a
team, a class, a town's neighbourhood, a club), naming its team, class, town or club and its
date, by a small grammar per language; its options are of one kind (days, start times,
places, dishes), distinct, and fit the event."""

from __future__ import annotations

import re
from itertools import combinations

from world_helpers import rendered, sampled

from generator.content.provider import locale_data
from generator.overlap import page_texts
from surfaces.poll_page import community

LANGS = ("en", "de", "fr", "es", "it", "nl")


def test_two_poll_pages_rarely_share_a_sentence():
    pages: dict[str, list[set[str]]] = {}
    for lang, seed, _ in sampled("poll_page", 40):
        _, geo = rendered("poll_page", lang, seed)
        pages.setdefault(lang, []).append(set(page_texts(geo.to_json())[0]))
    shares = {lang: sum(bool(a & b) for a, b in combinations(per, 2))
              / (len(per) * (len(per) - 1) / 2) for lang, per in pages.items()}
    assert set(shares) == set(LANGS), shares
    assert all(v <= 0.08 for v in shares.values()), shares
    assert sum(shares.values()) / len(shares) <= 0.05, shares


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def test_options_are_distinct_and_of_one_kind():
    kinds = set()
    for lang, seed, p in sampled("poll_page", 40):
        slots = locale_data(lang).SLOTS
        options, kind = p["options"], p["kind"]
        kinds.add(kind)
        assert 3 <= len(options) == len(set(options)) <= 4, (lang, seed, options)
        if kind == "day":  # days of the week, in the week's order
            week = [_cap(d) for d in slots["weekday"]]
            assert all(o in week for o in options), (lang, seed, options)
            assert [week.index(o) for o in options] == sorted(week.index(o) for o in options)
        elif kind == "time":  # start times, later and later
            # French running text: "11 h", "11 h 30" (h_r82)
            assert all(re.fullmatch(r"\d{1,2}[:.]\d\d(?: [AP]M)?|\d{1,2} h(?: \d\d)?", o)
                       for o in options), options
        else:
            pool = slots["qpoll_dish" if kind == "food" else f"qpoll_venue_{p['community']}"]
            assert all(o in [_cap(x) for x in pool] for o in options), (lang, seed, kind, options)
    assert kinds == {"day", "time", "place", "food"}, kinds


def test_each_question_names_its_community_and_a_date():
    """The page's three polls are one community's (a class's polls beside a class's), each
    about another event, and a question names the event's date (a day and a month)."""
    for lang, seed, p in sampled("poll_page", 40):
        months = locale_data(lang).SLOTS["qpoll_month"]
        questions = [p["question"], *p["others"]]
        assert {community(q) for q in questions} == {p["community"]}, (lang, seed, questions)
        assert len(set(questions)) == 3, questions
        for q in questions:
            assert any(re.search(rf"\b{m}\b", q) for m in months), (lang, seed, q)


def test_no_clause_twice_on_a_poll_page():
    """The page's three questions share their town or class, not a 5-word run (h_repeat's
    guard, over more seeds)."""
    from test_world_h_repeat import page_texts as texts_of
    from test_world_h_repeat import repeats
    found = [(lang, seed, run) for lang in LANGS for seed in range(30)
             for run in repeats(texts_of("poll_page", lang, seed))]
    assert not found, found
