"""Articles style names a writer would style, and a magazine prints no paragraph twice."""

from generator.content.provider import locale_data
from tests.world.world_helpers import sampled


def _marked(p):
    for text, marks in zip(p["texts"], p["marks"], strict=True):
        for a, b, _kind, _ in marks:
            yield text[a:b]


def test_website_article_links_name_its_subject_or_town():
    for lang, _seed, p in sampled("website_article", 8):
        slots = locale_data(lang).SLOTS
        names = {str(w).lower() for w in list(slots["web_topic"]) + list(slots["cities"])}
        spans = {span.lower() for span in _marked(p)}
        assert spans <= names, spans - names  # a subject or town, never 'the following'
        assert len(spans) <= 2  # the story's one subject and one town


def test_magazine_marks_fall_on_names():
    for _lang, _seed, p in sampled("magazine_spread", 8):
        for span in _marked(p):
            assert span[:1].isupper(), span  # a name (Paul Payne, Esila de Jong, Lynn & Co)


def test_blog_marks_on_its_town_and_recent_posts_distinct():
    for lang, _seed, p in sampled("personal_blog", 8):
        towns = {str(c).lower() for c in locale_data(lang).SLOTS["cities"]}
        assert {s.lower() for s in _marked(p)} <= towns
        assert p["posts"][0] == p["title"]
        openings = [" ".join(t.split()[:4]) for t in p["posts"]]
        assert len(set(openings)) == len(openings), p["posts"]
