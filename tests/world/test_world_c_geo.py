"""Local news (website_article, rss_reader) written from one world: no named mayor of a real
city, a city-state's council by its own name, a topic the town can have, a cost of the
project's scale, one town per local feed, the topic's short phrase at most three times, and
the votes printed are the council's one vote; fr/it contract a town's article with the
preposition before it ("au Havre", "alla Spezia")."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled

from generator.content import Content
from generator.content.provider import ContentError, locale_data
from surfaces.kit.city_geo import town_has
from surfaces.kit.news_story import mentions, news_story_world, noun_of, write_story

LANGS = ("en", "de", "fr", "es", "it", "nl")
NEWS = ("website_article", "rss_reader")
# a unique public office: naming its holder in a real city is checkably false
OFFICE = re.compile(r"mayor|Bürgermeister|maire\b|sindac|alcald|burgemeester|wethouder|"
                    r"assessor|adjoint|Dezernent|concejal de Obras|giunta|college", re.I)
MILLION = re.compile(r"(\d[\d.,]*)\s*(?:million|Millionen|millions|millones|milioni|miljoen)")
VOTES = {"en": r"(\d+) (?:votes )?to (\d+)", "fr": r"(\d+) voix contre (\d+)",
         "es": r"(\d+) votos a (\d+)", "de": r"(\d+) zu (\d+) Stimmen",
         "it": r"(\d+) voti contro (\d+)", "nl": r"(\d+) stemmen voor en (\d+) tegen"}


def _pages():
    for name in NEWS:
        for lang, seed, p in sampled(name, 30):
            yield name, lang, seed, p, " ".join(p["texts"])


def test_no_person_holds_a_unique_office() -> None:
    for lang in LANGS:
        data = locale_data(lang)
        for slot in ("w6n_official", "w6n_deputy", "w6n_critic", "w6n_backer"):
            for role in data.SLOTS[slot]:
                forms = [role] if isinstance(role, str) else list(role.values())
                assert not any(OFFICE.search(f) for f in forms), (lang, slot, role)
        for kind in ("SENTENCES", "TITLES"):
            for topic, templates in getattr(data, kind).items():
                for t in templates:
                    # "{fullname}, the mayor of {city}": a named person in a real office
                    assert not ("{fullname}" in t and re.search(
                        r"\{fullname\},? \{?(?:the )?(?:mayor|maire|sindaco|alcalde|"
                        r"burgemeester|Bürgermeister)", t)), (lang, topic, t)
    for name, lang, seed, p, body in _pages():
        for who in (p["world"]["speaker"], p["world"]["other"]):
            assert not OFFICE.search(who["role"]), (name, lang, seed, who)
            i = body.find(who["full"])
            assert i < 0 or not OFFICE.search(body[i:i + len(who["full"]) + 40]), \
                (name, lang, seed, body)


def test_city_states_name_their_parliament() -> None:
    own = {"Hamburg": "Bürgerschaft", "Bremen": "Bürgerschaft", "Berlin": "Abgeordnetenhaus"}
    told = 0
    for seed in range(40):
        content = Content("de", np.random.default_rng([seed, 1]))
        world = news_story_world(np.random.default_rng([seed, 2]), content)
        world["city"] = list(own)[seed % 3]
        story = write_story(content, world)
        text = " ".join([*story["texts"], story["headline"], story["standfirst"]])
        assert "Stadtrat" not in text, (seed, text)
        told += own[world["city"]] in text
    assert told
    for kind in ("SENTENCES", "TITLES"):
        for topic, templates in getattr(locale_data("de"), kind).items():
            for t in templates:
                assert not re.search(r"Stadtrat (?:von |in |)\{city\}", t), (topic, t)


def _city_templates(lang: str, preps: str) -> list[str]:
    data = locale_data(lang)
    pattern = re.compile(rf"(?<![\w'])(?:{preps}) \{{city\}}")
    return [t for kind in ("SENTENCES", "TITLES") for ts in getattr(data, kind).values()
            for t in ts if pattern.search(t)]


def test_a_towns_article_joins_the_preposition() -> None:
    cases = {"fr": ("à|À|de|De", ("Le Havre", "Le Mans", "Les Sables-d'Olonne"),
                    r"\b(?:[àÀ]|[Dd]e) (?:Le|Les) [A-Z]"),
             "it": ("a|A|di|Di|da|Da|su", ("La Spezia", "L'Aquila"),
                    r"\b(?:[Aa]|[Dd]i|[Dd]a|[Ss]u) L(?:a |')[A-Z]")}
    for lang, (preps, towns, wrong) in cases.items():
        templates = _city_templates(lang, preps)
        assert len(templates) > 20, (lang, len(templates))
        content, filled = Content(lang, np.random.default_rng(3)), 0
        for k, t in enumerate(templates):
            try:
                text = content.fill(t, city=towns[k % len(towns)])
            except ContentError:  # a slot only its surface fills ("{lawyer}")
                continue
            filled += 1
            assert not re.search(wrong, text), (lang, t, text)
        assert filled > 20, (lang, filled)
    fr, it = Content("fr", np.random.default_rng(1)), Content("it", np.random.default_rng(1))
    assert fr.sound("à Le Havre, de Le Mans") == "au Havre, du Mans"
    assert it.sound("a La Spezia, di L'Aquila") == "alla Spezia, dell'Aquila"


def test_topic_cost_and_town_fit() -> None:
    for name, lang, seed, p, body in _pages():
        w, topic = p["world"], p["world"]["topic"]
        assert not topic["g"] or town_has_lang(lang, w["city"], topic["g"]), (name, lang, w)
        lo, hi = (float(x) for x in topic["cost"].split("-"))
        assert lo <= w["cost_value"] <= hi, (name, lang, seed, w["cost_value"], topic)
        # the one cost (and, in an overrun, the budget voted before), never another sum
        assert w["kind"] != 3 or w["cost_old_value"] < w["cost_value"], (name, lang, w)
        for amount in MILLION.findall(body):
            assert amount in w["cost"] or (w["kind"] == 3 and amount in w["cost_old"]), \
                (name, lang, seed, amount, body)


def town_has_lang(lang: str, city: str, feature: str) -> bool:
    return town_has(Content(lang, np.random.default_rng(0)), city, feature)


def test_topic_short_phrase_at_most_three_times() -> None:
    for name, lang, seed, p, body in _pages():
        t = p["world"]["topic"]
        for noun in {t["n"], noun_of(t["s"]), noun_of(t["r"])}:
            assert mentions(body, noun) <= 3, (name, lang, seed, noun, body)


def test_one_town_per_local_feed_and_one_vote() -> None:
    for lang, seed, p in sampled("rss_reader", 30):
        city = p["world"]["city"]
        towns = [c for c in locale_data(lang).SLOTS["cities"] if c != city]
        words = re.compile(r"(?<!\w)(" + "|".join(re.escape(c) for c in towns) + r")(?!\w)")
        for item in p["items"]:
            assert item["city"] == city, (lang, seed, item)
            assert not _other_town(words, item["title"] + " " + item["summary"]), \
                (lang, seed, item)
        assert not _other_town(words, " ".join(p["texts"])), (lang, seed)
    for name, lang, seed, p, body in _pages():
        w = p["world"]
        assert w["yes"] + w["no"] <= w["seats"] and w["no"] < w["yes"], (name, lang, w)
        for yes, no in re.findall(VOTES[lang], body):
            assert (int(yes), int(no)) == (w["yes"], w["no"]), (name, lang, seed, body)


def _other_town(words: re.Pattern[str], text: str) -> list[str]:
    """The towns ``text`` names, but not a surname that is a town ("Tatiana Sevilla")."""
    return [m.group(1) for m in words.finditer(text)
            if not re.search(r"[A-ZÀ-Ý][a-zà-ÿ]+ $", text[:m.start()])]


def test_the_first_of_a_month_is_written_as_each_language_writes_it() -> None:
    """"le 1er février", "il 1º febbraio" (a reviewer read "le 1 février")."""
    import datetime

    from generator.content import Content
    from surfaces.kit.news_story import _day

    want = {"fr": "1er février", "it": "1º febbraio", "de": "1. Februar", "en": "February 1",
            "es": "1 de febrero", "nl": "1 februari"}
    for lang, text in want.items():
        content = Content(lang, np.random.default_rng(0))
        assert _day(content, datetime.date(2026, 2, 1)) == text, lang
        assert _day(content, datetime.date(2026, 2, 2)).startswith(("2", "February 2")), lang
    italian = Content("it", np.random.default_rng(0))  # "primo" keeps its article
    assert italian.fill("Apre il {d}.", d="1º febbraio") == "Apre il 1º febbraio."
    assert italian.fill("Apre il {d}.", d="11 febbraio") == "Apre l'11 febbraio."
