"""An app-store page: each review is as glad or cross as its stars, and the page's text is
about what this app keeps (a budget app's reviews talk about expenses)."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled, written_from

from generator.content import Content

LEVELS = {5: "shop2_review_5", 4: "shop2_review_4", 3: "shop2_review_3", 2: "shop2_review_low",
          1: "shop2_review_low"}


def test_review_text_matches_its_stars():
    for lang, seed, p in sampled("app_store_listing", 6):
        table = Content(lang, np.random.default_rng(0)).data.SENTENCES
        for r in p["reviews"]:
            assert written_from(r["text"], table[LEVELS[r["stars"]]]), (lang, seed, r)
            for other in {v for k, v in LEVELS.items() if abs(k - r["stars"]) >= 2}:
                assert not written_from(r["text"], table[other]), (lang, seed, r)


def test_page_is_about_this_app():
    for lang, seed, p in sampled("app_store_listing", 6):
        c = Content(lang, np.random.default_rng(0))
        i = p["app_index"]
        things = c.data.SLOTS["shop2_app_things"][i]
        mine = c.data.SLOTS["shop2_app_mine"][i]
        others = [t for k, t in enumerate(c.data.SLOTS["shop2_app_things"]) if k != i] + \
            [t for k, t in enumerate(c.data.SLOTS["shop2_app_mine"]) if k != i]
        text = " ".join(p["desc"] + [p["news"]] + [r["text"] for r in p["reviews"]])
        assert not [o for o in others if o in text and o not in (things, mine)], (lang, seed)
        lead = p["desc"][0].split(". ")[0]  # less the maker it may close on
        assert any(written_from(t + ".", [c.data.SLOTS["shop2_app_lead"][i]], single=True)
                   for t in (lead, re.split(" – |—", lead)[0])) or \
            p["desc"][0].startswith(p["app"]), (lang, seed, p["desc"][0])


def test_reviews_follow_the_release_newest_first():
    import datetime
    for lang, seed, p in sampled("app_store_listing", 6):
        text = " ".join([r["text"] for r in p["reviews"]] + [p["news"]] + p["desc"])
        assert "{" not in text and "}" not in text, (lang, seed, text)
        if lang == "en":
            days = [datetime.datetime.strptime(r["date"], "%b %d, %Y") for r in p["reviews"]]
            assert days == sorted(days, reverse=True), (lang, seed)
            assert min(days) >= datetime.datetime.strptime(p["news_date"], "%b %d, %Y")


def test_apps_without_reminders_never_mention_them():
    from surfaces.app_store_listing import NO_REMINDERS
    seen = 0
    for lang, seed, p in sampled("app_store_listing", 20):
        if p["app_index"] not in NO_REMINDERS:
            continue
        seen += 1
        table = Content(lang, np.random.default_rng(0)).data.SENTENCES
        lines = [table["shop2_app_desc"][1], table["shop2_app_added"][4],
                 table["shop2_app_fixed"][2]]
        for text in p["desc"] + [p["news"]]:
            for sentence in text.split(". "):
                assert not written_from(sentence.rstrip(".") + ".", lines, single=True), \
                    (lang, seed, sentence)
    assert seen


def test_reviews_come_after_their_version_and_its_problems():
    """A review of the current version is dated after its release, and a problem it has
    had "for 3 weeks" began after that release (no "3 weeks" two days after it); marks
    fall on the app's or the developer's whole name ("*Clayton* LLC" is gone)."""
    for lang, seed, p in sampled("app_store_listing", 14):
        for r in p["reviews"]:
            assert 7 * r["weeks"] <= r["since_release"], (lang, seed, r)
        for para, marks in zip(p["desc"], p["desc_marks"], strict=True):
            for a, b, _, _ in marks:
                assert para[a:b] in (p["app"], p["developer"]) or re.search(r"\d", para[a:b]), \
                    (lang, seed, para[a:b])


def test_a_version_named_in_the_description_brought_that_feature() -> None:
    """"since version 2.14.0 you choose when" (reminders) while 2.14.0's notes listed only a
    widget and a crash fix: the version's notes now bring the reminder change. The description
    dates it "since the latest update" (a version number there repeated the one above the
    notes)."""
    import numpy as np

    from generator.content import Content
    words = {"en": ("Reminders", "Notifications"), "de": ("Erinnerungen",),
             "fr": ("rappels",), "es": ("recordatorios",), "it": ("promemoria",),
             "nl": ("Herinneringen",)}
    seen = 0
    for lang, seed, p in sampled("app_store_listing", 40):
        since = Content(lang, np.random.default_rng(0)).word_at("shop2_app_since", 0)
        assert p["version"] not in " ".join(p["desc"]), (lang, seed)
        if since not in " ".join(p["desc"]):
            continue
        seen += 1
        first_note = p["news"].split(". ")[0]
        assert any(w in first_note for w in words[lang]), (lang, seed, p["news"])
    assert seen >= 10, seen
