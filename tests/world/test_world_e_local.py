"""Wave 8 e_local: search queries, result counts and stats decimals; teletext page numbers;
changelog, stock, pull request and to-do wording."""

from __future__ import annotations

import re

import numpy as np

from generator.content import Content
from tests.world.world_helpers import sampled, template_regex

_DEC = {"en": r"\(0\.\d\d ", "de": r"\(0,\d\d ", "fr": r"\(0,\d\d ", "es": r"\(0,\d\d ",
        "it": r"\(0,\d\d ", "nl": r"\(0,\d\d "}


def test_search_query_count_and_decimals():
    for lang, seed, p in sampled("search_page", 40):
        arts = Content(lang, np.random.default_rng(0)).ui_list("w8l.articles")
        words = p["query"].split()
        assert 2 <= len(words) <= 12, (lang, seed, p["query"])
        assert words[0] not in arts, (lang, seed, p["query"])  # "the cycling network ..."
        assert "opening hours" not in p["query"], (lang, seed, p["query"])
        assert re.search(_DEC[lang], p["about"]), (lang, seed, p["about"])
        n = int(re.sub(r"\D", "", p["about"].split("(")[0]))
        local = any(r["site"].startswith(("City of", "Stadt ", "Ville de", "Ayuntamiento",
                                           "Comune di", "Gemeente")) for r in p["results"])
        if local:
            assert 1_000 <= n <= 3_000_000, (lang, seed, p["about"])
        else:
            assert n <= 1_000_000_000, (lang, seed, p["about"])
        for r in p["results"]:
            assert not re.search(r"Courier|Evening Post|Stadtanzeiger|Journal de|Corriere|"
                                 r"Dagblad|Diario de", r["site"]), (lang, seed, r["site"])


def test_teletext_pages_inside_their_section():
    for lang, seed, p in sampled("teletext_page", 40):
        content = Content(lang, np.random.default_rng(0))
        pool = content.data.SENTENCES["apps_tx_headline"]
        sport = {int(v) for v in content.ui_list("w8l.tx_sport")}
        games = [re.compile(template_regex(pool[k]) + "$") for k in sport]
        for head, num in p["heads"]:
            is_sport = any(g.match(head) for g in games)
            assert (200 < num < 299) if is_sport else (101 < num < 199), (lang, seed, head, num)
            if p["mode"] == "headlines":
                assert not is_sport, (lang, seed, head)
        for name, num in p["sections"]:
            assert not any(num < h < num + 100 for _, h in p["heads"]) or num in (101, 200), \
                (lang, seed, name, num)


_ENGLISH = {"Tyler", "Ashley", "Kevin", "Jason", "Brian", "Megan", "Jessica", "Ryan",
            "Brandon", "Kayla", "Justin", "Dylan"}


def test_todo_names_are_the_locales_own():
    for lang, seed, p in sampled("todo_app", 40):
        if lang == "en":
            continue
        own = set(Content(lang, np.random.default_rng(0)).ui_list("w8l.first_names"))
        assert not own & _ENGLISH
        for task in p["tasks"] + p["done"]:
            words = set(re.findall(r"\w+", task["title"] + " " + task.get("note", "")))
            assert not words & _ENGLISH, (lang, seed, task["title"])


def test_nl_changelog_relative_pronouns_agree():
    content = Content("nl", np.random.default_rng(0))
    for key in ("devtools.rel_added", "devtools.rel_changed", "devtools.rel_fixed"):
        for text in content.data.SENTENCES[key]:
            # a het-word ("probleem") takes "dat"; a reporter is not named in a changelog
            assert not re.search(r"(?i)probleem\b[^.]*\bdie\b", text), text
            assert "had gemeld" not in text, text


def test_de_stock_profile_no_neuter_pronoun_and_only_the_name_bold():
    for lang, seed, p in sampled("stock_overview", 30):
        for start, end, kind, _ in p["marks"]:
            assert kind == "bold" and p["about"][start:end] == p["company"], (lang, seed)
        if lang == "de":
            assert not re.search(r"(?:^|\. )Es \w", p["about"]), (seed, p["about"])
            assert " zahlt es " not in p["about"], (seed, p["about"])


def test_social_trends_are_the_towns_own_or_neutral():
    from surfaces.kit.city_geo import city_topics
    from surfaces.social_feed import _topic_tag

    for lang, seed, p in sampled("social_feed", 30):
        content = Content(lang, np.random.default_rng(0))
        own = {_topic_tag(t) for t in city_topics(content, p["home"],
                                                  list(content.data.SLOTS["web_topic"]))}
        neutral = set(content.ui_list("w8l.trend_tags"))
        for k, (_, tag, count) in enumerate(p["trends"]):
            assert k == 0 or tag in own | neutral, (lang, seed, p["home"], tag)
            n = int(re.sub(r"\D", "", count))
            assert 1 <= n <= 20, (lang, seed, count)


def test_train_frequency_by_station_size():
    from surfaces.train_timetable import big_station

    for lang, seed, p in sampled("train_timetable", 30):
        content = Content(lang, np.random.default_rng(0))
        lines = content.data.SLOTS["rail_lines"]
        fast = set(content.ui_list("w8l.rail_fast"))
        station = next(s for s in {s for line in lines for s in line["stops"]}
                       if s in p["station"])
        if big_station(lines, station):
            continue
        gap = min(int(v) for v in content.ui_list("w8l.rail_fast_small"))
        keys = {f"{r['operator']} {r['dest']}" for r in p["rows"] if r["operator"] in fast}
        for key in keys:
            # two trains of one service at a small stop are at least the shortest gap apart
            # (give or take the few minutes a timetable moves one train off the clock face)
            rows = [r for r in p["rows"] if f"{r['operator']} {r['dest']}" == key]
            mins = [int(re.sub(r"\D", "", r["time"])[:-2] or 0) * 60
                    + int(re.sub(r"\D", "", r["time"])[-2:]) for r in rows]
            for a, b in zip(mins, mins[1:], strict=False):
                assert b - a >= gap - 5 or b < a, (lang, seed, station, key, mins)
