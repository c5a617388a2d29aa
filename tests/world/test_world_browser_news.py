"""The article in a browser's active tab is one story of one town (surfaces/kit/news_story.py,
as website_article's): the tab, the headline and the URL name it, the date is the story's,
quoted people are introduced by name and role before their surname, the vote is cast within
the town's real council, no sentence repeats, and links fall on the people quoted only
(a reviewer read "rivierproject" nine times, the vote on both "woensdag" and "dinsdag", and
links on "Rijn" and "Alphen" in the sentence-pool article it replaces)."""

from __future__ import annotations

import re

from world_helpers import sampled

from surfaces.kit.city_facts import council_seats
from surfaces.kit.news_world import SEATS
from surfaces.kit.numbers import territory
from surfaces.kit.web import path_slug as _slug

_SPLIT = re.compile(r"(?<=[.!?»”“])\s+")


def test_the_tab_the_headline_and_the_body_tell_one_story() -> None:
    for lang, seed, p in sampled("browser_tabs", 12):
        w = p["world"]
        assert p["tabs"][p["active"]] == p["title"], (lang, seed)
        assert w["topic"]["n"].lower() in p["title"].lower(), (lang, seed, p["title"])
        assert w["city"] in p["title"] or w["city"] in p["paras"][0], (lang, seed)
        body = " ".join(p["paras"])
        for who in (w["speaker"], w["other"]):
            intro = body.find(f"{who['full']}, {who['role']}")
            assert 0 <= intro <= body.find(who["sur"]), (lang, seed, who)
        sentences = [s for t in p["paras"] for s in _SPLIT.split(t) if len(s.split()) > 3]
        assert len(sentences) == len(set(sentences)), (lang, seed)
        people = (w["speaker"]["full"], w["other"]["full"])
        for text, marks in zip(p["paras"], p["marks"], strict=True):
            assert all(text[a:b] in people for a, b, _, _ in marks), (lang, seed, marks)


def test_the_vote_is_cast_in_the_towns_council() -> None:
    for lang, seed, p in sampled("browser_tabs", 12):
        w = p["world"]
        known = council_seats(w["city"], territory(lang))
        assert w["seats"] == known if known else w["seats"] in SEATS, (lang, seed, w["seats"])
        assert w["no"] < w["yes"] and w["yes"] + w["no"] <= w["seats"], (lang, seed)


def test_the_address_is_the_papers_and_the_pages() -> None:
    for lang, seed, p in sampled("browser_tabs", 6):
        host, path = p["url"].removeprefix("https://").split("/", 1)
        assert host.endswith(".com" if lang == "en" else "." + territory(lang).lower())
        assert path == _slug(p["title"]) and path, (lang, seed, p["url"])
