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
    """Reims or Lyon vote in a council of 49 seats or more, a small town in a smaller one
    (not 7 to 6 in a city of 59 seats)."""
    for lang, seed, p in sampled("browser_tabs", 12):
        big = p["story"]["city"] in locale_data(lang).SLOTS["cities"][:12]
        assert (p["story"]["seats"] >= 49) == big, (lang, seed, p["story"])
        assert p["story"]["yes"] + p["story"]["no"] >= p["story"]["seats"] - 3
