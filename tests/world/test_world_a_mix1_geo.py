"""A topic that needs a feature of its town (a harbor, a lakefront, a streetcar, a canal, a
river) is only told of a town that has it: the geo lists name real towns of the language's
cities slot, every topic word that names such a feature is gated, the template filler draws
town and topic together, and the news surfaces never pair an inland town with its port."""

from __future__ import annotations

import re

import numpy as np
import pytest
from world_helpers import sampled, strings_of

from generator.content import Content, geo
from generator.resolve import content_languages

LANGS = content_languages()
# words that name a feature a town may lack, per language
FEATURE_WORDS = {
    "en": r"harbo|\bport\b|waterfront|towpath|canal|tram|streetcar|river|lake|beach|flood",
    "de": r"hafen|\bsee\b|seeufer|straßenbahn|stadtbahn|fluss|kanal|hochwasser|renaturierung",
    "fr": r"\bport\b|tramway|canal|rivière|berges|quais|nautique|\blac\b|plage",
    "es": r"puerto|tranvía|fluvial|\brío\b|marítimo|lago|playa",
    "it": r"porto|\btram\b|fluvial|fiume|lungolago|torrente|\blago\b|spiaggia",
    "nl": r"haven|tram|rivier|\bmeer\b|strand|gracht",
}
TOPIC_SOURCES = ("topic", "web_topic")


def _topics(content: Content) -> list[str]:
    words = [w for s in TOPIC_SOURCES for w in content.data.SLOTS[s]]
    return words + content.ui_list("news.works_topics")


@pytest.mark.parametrize("lang", LANGS)
def test_geo_lists_name_real_towns_and_topics(lang):
    content = Content(lang, np.random.default_rng(0))
    towns = set(content.data.SLOTS["cities"])
    topics = set(_topics(content))
    for f in geo.FEATURES:
        assert set(content.ui_list(f"geo.{f}")) <= towns, (lang, f)
    for f in geo.NEEDS:
        assert set(content.ui_list(f"geo.needs.{f}")) <= topics, (lang, f)


@pytest.mark.parametrize("lang", LANGS)
def test_every_feature_topic_is_gated(lang):
    content = Content(lang, np.random.default_rng(0))
    for topic in _topics(content):
        if re.search(FEATURE_WORDS[lang], topic, re.I):
            assert geo.needs(content.data.UI, topic), (lang, topic)


@pytest.mark.parametrize("lang", LANGS)
def test_filled_templates_pair_town_and_topic(lang):
    for seed in range(60):
        content = Content(lang, np.random.default_rng(seed))
        ui = content.data.UI
        out = geo.resolve(content, "{web_topic} / {city} / {topic}", {})
        assert geo.fits(ui, out["city"], out["web_topic"]), (lang, seed, out)
        assert geo.fits(ui, out["city"], out["topic"]), (lang, seed, out)
        port = content.ui_list("geo.needs.port")[0]  # a pinned topic draws a town that has it
        content.pin(topic=port)
        town = geo.resolve(content, "{topic} in {city}", {})["city"]
        assert geo.has(ui, town, "port"), (lang, seed, town)
        content = Content(lang, np.random.default_rng(seed))
        inland = [c for c in content.data.SLOTS["cities"] if not geo.has(ui, c, "water")]
        if inland:
            content.pin(city=inland[seed % len(inland)])
            text = content.fill("{web_topic} {topic}")
            assert not any(t.lower() in text.lower() for t in content.ui_list("geo.needs.port"))




def _names_town(text: str, town: str) -> bool:
    """Whether ``text`` names ``town`` (not a person's surname: "según Juan Bautista Girona")."""
    for m in re.finditer(rf"(?<!\w){re.escape(town)}(?!\w)", text):
        before = re.search(r"(\S+)\s+(\S+)\s+$", text[:m.start()])
        if not (before and before.group(2)[:1].isupper() and before.group(1)[-1:] not in ".:"):
            return True
    return False


# dictionary_popup's story (kit/news_story.py) draws its topic with town_has, as
# website_article's
@pytest.mark.parametrize("surface", ["comment_section", "rss_reader", "search_page"])
def test_news_pages_never_give_a_town_a_feature_it_lacks(surface):
    checked = 0
    for lang, seed, params in sampled(surface, 25):
        content = Content(lang, np.random.default_rng(0))
        ui = content.data.UI
        towns = content.data.SLOTS["cities"]
        gated = [t for f in geo.NEEDS for t in content.ui_list(f"geo.needs.{f}")]
        for text in strings_of(params):
            low = text.lower()
            named = [c for c in towns if _names_town(text, c)]
            # as a word of its own: Italian "tramite" is no tram
            for topic in (t for t in gated
                          if re.search(rf"(?<!\w){re.escape(t.lower())}(?!\w)", low)):
                for town in named:
                    checked += 1
                    assert geo.fits(ui, town, topic), (surface, lang, seed, town, topic, text)
    assert checked > 10, (surface, checked)
