"""A timeline post's @handle is made from the poster's name, and a run in the evening is
not "the best start to the day"."""

from __future__ import annotations

import unicodedata

import numpy as np
from world_helpers import sampled

from generator.content import Content


def _ascii(w: str) -> str:
    return unicodedata.normalize("NFKD", w).encode("ascii", "ignore").decode().lower()


def test_handles_come_from_names() -> None:
    for lang, seed, p in sampled("social_feed", 4):
        for post in p["posts"]:
            last = "".join(c for c in _ascii(post["name"].split()[-1]) if c.isalnum())
            assert last[:6] in post["handle"] or len(post["handle"]) >= 15, \
                (lang, seed, post["name"], post["handle"])


def test_evening_run_is_not_a_start_to_the_day() -> None:
    content = Content("en", np.random.default_rng(3))
    template = content.data.SENTENCES["social"][1]
    for _ in range(200):
        text = content.fill(template)
        assert not ("Evening" in text and "start" in text), text


def test_posts_run_newest_first_and_tag_their_own_town() -> None:
    """The timeline is newest first ("5m" above "2h" above "9h"); a place hashtag is the
    town the post names; the trends are four different topics (of the user's own town:
    test_trends_are_the_users_own_town)."""
    def minutes(t: str) -> int:
        return int(t[:-1]) * (60 if t.endswith("h") else 1)

    for lang, seed, p in sampled("social_feed", 10):
        ages = [minutes(post["time"]) for post in p["posts"]]
        assert ages == sorted(ages), (lang, seed, ages)
        for post in p["posts"]:
            if post["hashtag"]:
                assert post["hashtag"][1:] in post["text"].replace(" ", ""), (lang, seed, post)
        tags = [t[1] for t in p["trends"]]
        assert len(tags) == len(set(tags)), (lang, seed, tags)


def test_trends_are_the_users_own_town():
    """'Trends for you' are the user's town's (one place, its name among the tags, tags of
    its topics without article or preposition), not four other cities' (#Station, #Park)."""
    for lang, seed, p in sampled("social_feed", 12):
        places = {t[0] for t in p["trends"]}
        assert len(places) == 1 and p["home"] in places.pop(), (lang, seed, p["trends"])
        tags = [t[1] for t in p["trends"]]
        assert len(set(tags)) == len(tags) and tags[0].startswith("#"), (lang, seed, tags)
        assert not any(t.startswith(("#De", "#Del", "#Du", "#The")) and t[3:4].isupper()
                       for t in tags[1:]), (lang, seed, tags)
