"""website_article is written from one sampled story (surfaces/kit/news_story.py): the
headline and standfirst name its subject, every quoted person is introduced by name and
role before being quoted by surname, no sentence repeats on a page, and the next step
falls after the page's date."""

from __future__ import annotations

import datetime
import re
import unicodedata

from generator.content.names import address_ascii
from tests.world.world_helpers import sampled

_SPLIT = re.compile(r"(?<=[.!?»”“])\s+")


def _pages(seeds: int = 12):
    yield from sampled("website_article", seeds)


def test_headline_and_standfirst_name_the_subject():
    for lang, seed, p in _pages():
        noun = p["world"]["topic"]["n"].lower()
        assert noun in p["headline"].lower(), (lang, seed, p["headline"])
        assert noun in p["standfirst"].lower(), (lang, seed, p["standfirst"])
        assert p["tab"] == p["headline"]
        assert p["town"] in p["headline"] or p["town"] in p["texts"][0], (lang, seed)


def test_quoted_people_are_introduced_with_their_role_first():
    for lang, seed, p in _pages():
        body = " ".join(p["texts"])
        for who in (p["world"]["speaker"], p["world"]["other"]):
            intro = body.find(f"{who['full']}, {who['role']}")
            assert intro >= 0, (lang, seed, who, body)
            first = min(i for i in (body.find(who["sur"]),) if i >= 0)
            assert first >= intro, (lang, seed, who)  # never "Smith said" before "Jo Smith"


def test_no_sentence_repeats_on_a_page():
    for lang, seed, p in _pages():
        sentences = [s for t in p["texts"] for s in _SPLIT.split(t) if len(s.split()) > 3]
        assert len(sentences) == len(set(sentences)), (lang, seed, sentences)


def test_next_step_after_the_page_date_and_event_before_it():
    for lang, seed, p in _pages(20):
        w = p["world"]
        day, event, nxt = (datetime.date.fromisoformat(w[k]) for k in ("day", "event", "next"))
        assert event < day < nxt, (lang, seed)
        assert datetime.date.fromisoformat(w["done"]) > nxt
        assert datetime.date.fromisoformat(w["since"]) < event


def test_most_read_are_other_stories():
    for lang, seed, p in _pages():
        noun = p["world"]["topic"]["n"].lower()
        assert len(set(p["popular"])) == len(p["popular"])
        assert not any(noun in t.lower() for t in p["popular"]), (lang, seed, p["popular"])
        assert p["headline"] not in p["popular"]


def test_press_contact_mails_from_the_company_domain():
    """The media contact writes from the company's own domain, under their own name."""
    for lang, seed, p in sampled("press_release", 10):
        local, domain = p["email"].split("@")
        assert domain == p["slug"] and p["url"].startswith(domain), (lang, seed, p["email"])
        first = unicodedata.normalize("NFKD", p["contact_name"].split()[0].lower())
        first = first.encode("ascii", "ignore").decode()
        # German spells an umlaut out in an address ("Jürgen" -> "juergen")
        spelled = address_ascii(p["contact_name"].split()[0].lower(), lang == "de")
        # the firm's one shape: first.last, first, or an initial (j.smith, jsmith; g_names)
        assert local.split(".")[0][:3] in (first[:3], spelled[:3]) or \
            local[:1] in (first[:1], spelled[:1]), (lang, seed, p["email"], p["contact_name"])


def test_blog_comments_follow_the_post_and_are_counted():
    """The comments shown are a subset of the count in the meta line, labelled so, each on
    a day on or after the post's; a trip goes to another town than the blogger's."""
    for lang, seed, p in sampled("personal_blog", 12):
        w = p["world"]
        day = datetime.date.fromisoformat(w["day"])
        assert len(p["shown"]) <= w["total"] and str(w["total"]) in p["comments"]
        if p["shown"]:
            last = p["showing"][-1]  # the heading when every sampled comment is drawn
            assert str(len(p["shown"])) in last and str(w["total"]) in last
        days = [datetime.date.fromisoformat(c["day"]) for c in w["comments"]]
        assert all(d >= day for d in days) and days == sorted(days), (lang, seed)
        assert w["author"] not in [c["name"] for c in w["comments"]]
        if w["kind"] == 0:
            # a town's article joins its preposition: "alla Spezia", "au Havre"
                assert w["trip"] != w["home"] and w["trip"].split(" ")[-1] in p["title"], \
                    (lang, seed)
        assert len(set(p["posts"])) == len(p["posts"]), (lang, seed, p["posts"])
        sentences = [s for t in p["texts"] for s in _SPLIT.split(t)]
        assert len(sentences) == len(set(sentences)), (lang, seed)
