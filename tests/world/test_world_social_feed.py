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
            handle = post["handle"]
            if lang == "de":  # a German writes Müller as mueller
                handle = handle.replace("ae", "a").replace("oe", "o").replace("ue", "u")
            assert last[:6] in handle or len(post["handle"]) >= 15, \
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
                tag = post["hashtag"][1:].casefold()  # run together: "#ClermontFerrand"
                assert tag in "".join(ch for ch in post["text"].casefold() if ch.isalnum()), \
                    (lang, seed, post)
                assert tag.isalnum(), (lang, seed, post["hashtag"])
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


def test_counts_fit_the_account_and_each_other() -> None:
    """A private babysitter question had 10K views and 525 likes: a post is seen by about
    as many people as follow its small account, likes are a few % of the views, and a
    question gets replies rather than reposts."""
    for lang, seed, p in sampled("social_feed", 12):
        for post in p["posts"]:
            replies, reposts, likes, views = post["raw"]
            assert views <= 2.5 * post["followers"] + 3, (lang, seed, post["raw"])
            assert likes <= 0.06 * views and reposts <= likes and replies <= likes, \
                (lang, seed, post["raw"])
            if post["text"].rstrip().endswith("?"):
                assert reposts <= max(1, 0.08 * likes), (lang, seed, post["raw"])


def test_a_post_photo_shows_the_dish_it_names() -> None:
    """"de appeltaart is geweldig" came with a bowl of soup: a cake or tart post shows a
    cake, a soup post a soup."""
    from surfaces.kit.food import dish_kind

    assert dish_kind("en de appeltaart is geweldig") == "cake"
    assert dish_kind("et leurs tartes sont incroyables") == "cake"
    assert dish_kind("la crostata è buonissima") == "cake"
    assert dish_kind("Tomato soup tonight") == "tomato soup"
    from surfaces.social_feed import photo_of

    seen = 0
    for lang, seed, p in sampled("social_feed", 40):
        for post in p["posts"]:
            scene, subject = photo_of(post["text"])
            if scene == "dish":
                assert subject == (dish_kind(post["text"]) or subject), (lang, seed)
            if subject == "cake":
                seen += 1
    assert seen, "no cake post in 40 pages a language"
