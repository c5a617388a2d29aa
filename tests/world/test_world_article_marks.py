"""Articles style names a writer would style, and a magazine prints no paragraph twice."""

from generator.content.provider import locale_data
from tests.world.world_helpers import sampled


def _marked(p):
    for text, marks in zip(p["texts"], p["marks"], strict=True):
        for a, b, _kind, _ in marks:
            yield text[a:b]


def test_website_article_links_fall_on_other_names_not_its_subject():
    """Review 2: every "Memphis" linked in the Memphis story. A link is a cross-reference:
    a whole name of someone or somewhere else, once, never the story's town or subject."""
    for lang, _seed, p in sampled("website_article", 8):
        slots = locale_data(lang).SLOTS
        subject = {str(w).lower() for w in slots["web_topic"]} | {p["town"].lower()}
        spans = [span.lower() for span in _marked(p)]
        assert not set(spans) & subject, spans
        assert len(spans) == len(set(spans)), spans  # each once
        assert all(" " in s and s[:1].isalpha() for s in _marked(p)), spans  # whole names


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


def test_website_article_caption_kicker_and_section_agree():
    """The kicker is the section the nav highlights; the photo caption shows the story's
    place or its speaker, never a second news sentence (one said the meeting was in the library,
    the text that it was in the council chamber)."""
    for lang, _seed, p in sampled("website_article", 8):
        ui = locale_data(lang).UI
        nav = ["web.nav_news", "web.nav_world", "web.nav_business", "web.nav_culture"]
        assert p["kicker"] == ui[nav[p["active"]]].upper(), (lang, p["kicker"])
        # the caption shows the town's place or the person who speaks for it
        shown = p["town"] if p["subject"] == "city" else p["world"]["speaker"]["full"]
        assert shown in p["caption"] or p["world"]["topic"]["n"].lower() in \
            p["caption"].lower(), (lang, p["caption"])
        assert all(p["caption"] not in t for t in p["texts"]), p["caption"]
