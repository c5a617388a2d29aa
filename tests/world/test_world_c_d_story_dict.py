"""dictionary_popup: the article is one story of a town (kit/news_story.py), not the old
shuffled "article" pool: the title is the story's headline, the lead paragraph opens with
the story's lead sentence, and the dictionary's sentence is said by someone other than the
story's two people and its reporter."""

from __future__ import annotations

import datetime

import numpy as np
from world_helpers import sampled

from generator.content import Content
from surfaces.kit.news_story import news_story_world, write_story


def test_popup_article_is_one_story() -> None:
    for lang, seed, p in sampled("dictionary_popup", 25):
        assert p["title"].strip(), (lang, seed)
        lead = p["texts"][0]
        assert p["example"] in lead, (lang, seed)
        rest = lead.replace(p["example"], "").strip()
        assert p["city"] in rest or p["city"] in p["title"], (lang, seed, rest)
        for who in (p["speaker"], p["other"], p["reporter"]):
            assert who not in p["example"], (lang, seed, who, p["example"])
        assert p["reporter"] in p["byline"], (lang, seed)
        day = datetime.date.fromisoformat(p["day"])
        assert str(day.year) in p["date"], (lang, seed, p["date"])


def test_story_helpers_agree() -> None:
    content = Content("en", np.random.default_rng([1, 11]))
    world = news_story_world(np.random.default_rng([1, 5]), content)
    story = write_story(content, world)
    assert world["city"] in story["texts"][0] + story["headline"]
