"""r97 row 18 (rss_reader, fr): the open article's title was cut with an ellipsis in the
reading pane, and its headline "12 mois de retard" sat over a lead that told only the cost.
A feed reader wraps the open title whole; a story's headline and lead write from one world."""

from __future__ import annotations

import numpy as np

from generator.content import Content
from generator.page import make_theme
from surfaces import registry
from surfaces.kit.news_story import news_story_world, tells, write_story
from tests.world.world_helpers import sampled

LANGS = ("en", "de", "fr", "es", "it", "nl")


def test_open_article_title_is_never_ellipsized() -> None:
    cls = registry.get("rss_reader")
    for lang, seed, p in sampled("rss_reader", 10):
        # the longest titles the reader can open: every item's, one by one
        for k in range(3):
            p = dict(p, selected=k)
            page = cls().compose(p, make_theme(seed % 2 == 1, "blue"))
            head = [b for b in page.text_blocks() if b.role == "structural"
                    and b.laid.lines and page.regions[b.region].name == "reader"]
            assert head and not head[0].laid.truncated, (lang, seed, k)


def test_headline_facts_are_told_in_the_lead() -> None:
    for lang in LANGS:
        delays = 0
        for seed in range(40):
            content = Content(lang, np.random.default_rng([seed, 97]))
            world = news_story_world(np.random.default_rng([seed, 3]), content)
            story = write_story(content, world)
            lead, values = story["texts"][0], story["values"]
            for slot in ("cost", "delay", "months"):
                if slot in values and tells(story["headline"], values[slot]):
                    assert tells(lead, values[slot]), (lang, seed, story["headline"], lead)
            if world["kind"] == 3:  # dearer and later: the lead tells both
                delays += 1
                assert tells(lead, str(world["delay"])), (lang, seed, lead)
        assert delays, lang


def test_news_headlines_and_card_titles_wrap_whole() -> None:
    """A news site's headline and a newsletter card's title wrap (r97: "León invertirá 7,7
    millones de euros en una ampliación del…"); only a card the page's bottom cuts may end
    early."""
    for name in ("website_article", "newsletter_email"):
        cls = registry.get(name)
        for lang, seed, p in sampled(name, 10):
            page = cls().compose(p, make_theme(seed % 2 == 1, "blue"))
            for b in page.text_blocks():
                if b.role == "structural" and b.laid.lines and b.laid.box[3] < page.height:
                    assert not b.laid.truncated or len(b.laid.lines) == 1 and b.laid.box[3] \
                        - b.laid.box[1] < 30, (name, lang, seed)
