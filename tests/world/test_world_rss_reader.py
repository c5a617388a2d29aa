"""A feed reader's list items each tell one story (the summary's town is the headline's),
and the open article quotes a critic after "Not everyone agrees", tells the council's vote
once and names no other town."""

from __future__ import annotations

import re

from generator.content.provider import locale_data
from tests.world.world_helpers import sampled

TOWNS = {lang: re.compile(r"(?<!\w)(" + "|".join(
    re.escape(c) for c in sorted(locale_data(lang).SLOTS["cities"], key=len, reverse=True))
    + r")(?!\w)") for lang in ("en", "de", "fr", "es", "it", "nl")}


def _towns(text: str, lang: str) -> set[str]:
    return set(TOWNS[lang].findall(text))


def test_summaries_are_about_their_headline_town() -> None:
    for lang, seed, p in sampled("rss_reader", 6):
        for k, item in enumerate(p["items"]):
            if k == p["selected"]:
                continue
            towns = _towns(item["title"] + " " + item["summary"], lang)
            assert towns <= {item["city"]}, (lang, seed, item)


def test_article_tells_one_vote_and_no_positive_dissent() -> None:
    for lang, seed, p in sampled("rss_reader", 12):
        body = " ".join(p["texts"])
        votes = re.findall(r"\b(\d+) (?:votes to|Stimmen|voix contre|votos a favor|voti favorevoli|stemmen voor)", body)
        assert len(votes) <= 1, (lang, seed, body)
        if lang == "en":
            assert not re.search(r"(agrees|convinced|skeptical):[^.]*(overdue|right direction)", body)
            assert "harbour" not in body and " in 5" not in body, body


def test_english_news_is_written_for_a_us_paper() -> None:
    """US towns and dollars: "harbor", "center", "neighbors" (a reviewer read British
    spelling in a Milwaukee paper), and no "completed by September" beside "work will begin
    early next year"."""
    data = locale_data("en")
    text = " ".join([*data.SENTENCES["news"], *data.TITLES["news"], *data.SENTENCES["article"],
                     *data.UI["news.works_topics"]])
    assert not re.search(r"harbour|centre|Neighbour|organised|sceptical|defences", text)
    assert "by {month}|next year" not in text
