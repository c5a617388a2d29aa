"""A local news article tells one works story: its topic is something built (a budget is
voted, not built), the works start after the article's date and the first phase ends after
the start, and every vote printed is the council's one vote (a majority, within the seats)."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content.provider import locale_data

VOTES = {"en": r"by (\d+) votes to (\d+)", "fr": r"(\d+) voix contre (\d+)",
         "es": r"(\d+) votos a favor y (\d+) en contra", "de": r"(\d+) zu (\d+) Stimmen",
         "it": r"(\d+) voti a favore e (\d+) contrari", "nl": r"(\d+) stemmen voor en (\d+) tegen"}


def test_news_story_is_one_works_project() -> None:
    votes = 0
    for lang, seed, p in sampled("browser_tabs", 30):
        data = locale_data(lang)
        s = p["story"]
        works = data.UI["news.works_topics"]
        assert s["topic"] in works and set(works) <= set(data.SLOTS["topic"]), (lang, seed)
        assert s["topic"] in p["title"], (lang, seed, p["title"])
        assert int(s["day"][5:7]) - 1 < s["start"] < s["done"] <= 11, (lang, seed, s)
        assert s["no"] < s["yes"] and s["yes"] + s["no"] <= s["seats"], (lang, seed, s)
        text = " ".join(p["paras"])
        for yes, no in re.findall(VOTES[lang], text):
            assert (int(yes), int(no)) == (s["yes"], s["no"]), (lang, seed, text)
            votes += 1
        for other in set(data.SLOTS["topic"]) - {s["topic"]}:
            assert not re.search(rf"\b{re.escape(other)}\b", text) or other in s["topic"], \
                (lang, seed, other)
    assert votes


def test_big_cities_have_big_councils() -> None:
    """The vote is cast in the city's real council (Miami's commission has 5, Barcelona's
    council 41; not 31 to 20 in Austin's 11), a town's of a common size where unknown."""
    from surfaces.kit.city_facts import council_seats
    from surfaces.kit.news_world import SEATS
    from surfaces.kit.numbers import territory
    for lang, seed, p in sampled("browser_tabs", 12):
        story = p["story"]
        known = council_seats(story["city"], territory(lang))
        assert story["seats"] == known if known else story["seats"] in SEATS, (lang, seed, story)
        assert story["yes"] + story["no"] >= story["seats"] - 3
        assert story["yes"] > story["seats"] // 2 and story["no"] >= 1, (lang, seed, story)
