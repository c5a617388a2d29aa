"""The documents surfaces draw six genres (kit/doc_genres.py), each written from its world:
meeting minutes whose action items fall due after the meeting, a post-mortem whose timeline
runs in order and whose stated duration is its end minus its start, a project brief whose
budget lines add up to the total it states, onboarding notes whose first week runs day by
day; every genre on every documents surface, no phrase said twice in a paragraph, and the
status update's title and opening in several wordings."""

from __future__ import annotations

import re
from collections import Counter

import numpy as np
import pytest
from world_helpers import sampled

from generator import formats
from generator.content import Content
from generator.resolve import content_languages
from surfaces.kit.doc_genres import GENRES, sample_document
from surfaces.kit.phrases import repeated_phrases
from surfaces.kit.status_world import day_month, elide

SURFACES = ["notion_page", "doc_comments", "markdown_notes", "pdf_viewer", "word_processor"]
SEEDS = range(20)


def _docs(genre: str):
    for lang in content_languages():
        for seed in SEEDS:
            content = Content(lang, np.random.default_rng([seed, 11]))
            yield lang, seed, content, sample_document(np.random.default_rng([seed, 5]),
                                                       content, (genre,))


def _text(doc: dict) -> str:
    return " ".join(t for sec in doc["sections"] for t in sec["texts"])


def _on(day, lang: str) -> str:
    return elide(day_month(day, lang), lang)


@pytest.mark.parametrize("name", SURFACES)
def test_every_genre_appears_on_every_documents_surface(name: str) -> None:
    genres = Counter(p.get("genre") or p["kind"] for _, _, p in sampled(name, 30))
    assert set(GENRES) <= set(genres), (name, genres)


def test_minutes_actions_fall_due_after_the_meeting() -> None:
    for lang, seed, content, doc in _docs("minutes"):
        w, secs = doc["world"], doc["sections"]
        dues = [a["due"] for a in w["actions"]]
        assert 2 <= len(dues) and all(d > w["day"] for d in dues), (lang, seed)
        assert dues == sorted(dues) and w["next"] > w["day"], (lang, seed)
        owners = [a["owner"] for a in w["actions"]]
        assert len(set(owners)) == len(owners) and set(owners) <= set(w["present"][1:])
        assert w["start"] < w["end"], (lang, seed)
        text = _text(doc)
        for minute in (w["start"], w["end"]):  # a sentence's clock: French "15 h 50"
            assert formats.text_clock(minute // 60, minute % 60, lang) in text, (lang, seed)
        table = secs[3]["table"][1:]
        assert [r[2] for r in table] == [content.format_date(d) for d in dues], (lang, seed)
        assert all(_on(d, lang) in text for d in dues), (lang, seed)
        assert all(n in text for n in w["present"]), (lang, seed)  # every attendee named


def test_postmortem_timeline_in_order_and_duration_is_end_minus_start() -> None:
    for lang, seed, content, doc in _docs("postmortem"):
        w = doc["world"]
        times = w["times"]
        assert times == sorted(set(times)) and times[-1] < 24 * 60, (lang, seed)
        assert w["minutes"] == times[-1] - times[0], (lang, seed)
        summary = doc["sections"][0]["texts"][0]
        clock = [content.format_time(m // 60, m % 60) for m in times]
        said = [formats.text_clock(m // 60, m % 60, lang) for m in times]
        # the duration stated, between the start and end it is measured from
        assert re.search(rf"\b{w['minutes']}\b", summary), (lang, seed, summary)
        assert said[0] in summary and said[-1] in summary, (lang, seed, summary)
        table = next(s["table"] for s in doc["sections"] if s.get("table"))
        assert [r[0] for r in table[1:]] == clock, (lang, seed)  # a cell: the UI's clock
        text = _text(doc)
        cur = formats.currency(lang)
        assert w["lost"] == w["orders"] * w["basket"], (lang, seed)
        assert formats.money(w["lost"], lang, cur, 0) in text, (lang, seed)
        assert all(f["due"] > w["day"] for f in w["follow"]), (lang, seed)


def test_brief_budget_adds_up_and_phases_run_in_order() -> None:
    orders = Counter()
    for lang, seed, _, doc in _docs("brief"):
        w = doc["world"]
        cur = formats.currency(lang)

        def money(v: int, lang: str = lang, cur: str = cur) -> str:
            return formats.money(v, lang, cur, 0)

        assert sum(ln["amount"] for ln in w["lines"]) == w["total"], (lang, seed)
        table = next(s["table"] for s in doc["sections"] if s.get("table"))
        assert [r[1] for r in table[1:-1]] == [money(ln["amount"]) for ln in w["lines"]]
        assert table[-1][1] == money(w["total"]), (lang, seed)
        assert money(w["total"]) in _text(doc), (lang, seed)
        phases = w["phases"]
        for a, b in zip(phases, phases[1:], strict=False):
            assert a["start"] < a["end"] < b["start"], (lang, seed)
        assert w["day"] < phases[0]["start"], (lang, seed)
        orders[tuple(s["heading"] for s in doc["sections"])] += 1
    assert len(orders) >= 3 * len(list(content_languages())), orders  # the order is drawn


def test_onboarding_week_runs_day_by_day() -> None:
    for lang, seed, _, doc in _docs("onboarding"):
        w = doc["world"]
        days = w["days"]
        assert days[0] == w["day"] and days == sorted(set(days)), (lang, seed)
        assert all(d.weekday() < 5 for d in days) and w["review"] > days[-1], (lang, seed)
        table = next(s["table"] for s in doc["sections"] if s.get("table"))
        assert [r[2] for r in table[1:]] == [str(e) for e in w["ext"]], (lang, seed)
        week = doc["sections"][1]["paras"]
        assert all(_on(d, lang) in p for d, p in zip(days, week, strict=True)), (lang, seed)


@pytest.mark.parametrize("genre", GENRES)
def test_no_phrase_twice_and_nothing_left_unfilled(genre: str) -> None:
    for lang, seed, _, doc in _docs(genre):
        assert len(doc["sections"]) == 4 and all(s["texts"] for s in doc["sections"])
        assert all(s.get("paras") for s in doc["sections"][1::2]), (lang, seed)
        for sec in doc["sections"]:
            text = sec["texts"][0]
            assert not re.search(r"[{}]|\s[,.]|\s\s", text), (lang, seed, text)
            assert not repeated_phrases(text), (lang, seed, repeated_phrases(text), text)
        assert "{" not in doc["title"], (lang, seed, doc["title"])


def test_status_update_titles_and_openings_vary() -> None:
    for lang in content_languages():
        titles, openings = set(), set()
        for seed in range(40):
            content = Content(lang, np.random.default_rng([seed, 11]))
            doc = sample_document(np.random.default_rng([seed, 5]), content, ("status",))
            project = doc["world"]["project"]
            titles.add(doc["title"].replace(project, "P"))
            openings.add(" ".join(doc["sections"][0]["texts"][0].split()[:2]))
        assert len(titles) >= 4 and len(openings) >= 3, (lang, titles, openings)


@pytest.mark.parametrize("genre", ["minutes", "postmortem"])
def test_french_prose_writes_its_clock_times_with_h(genre: str) -> None:
    """French running text writes "de 15 h 50 à 18 h", never "15:50" (no space before its
    colon, tests/world/test_world_h_text); a table's cell keeps the UI clock."""
    seen = 0
    for lang, seed, _, doc in _docs(genre):
        if lang == "fr":
            text = _text(doc)
            assert not re.search(r"\d:\d", text), (seed, text)
            seen += len(re.findall(r"\d h\b", text))
    assert seen >= 20
