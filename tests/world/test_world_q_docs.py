"""The documents surfaces draw one of several genres (r56 0015/0022/0023: three pages told
one department's quarterly report): at most half their pages are quarterly reports; a
project status update keeps its milestones in order, its count of those done is the
table's, its dates are the milestones' own and it says no clause twice; a Notion page
never ends its body text with an ellipsis (r56 0015 "t…")."""

from __future__ import annotations

import datetime
import re
from collections import Counter

import numpy as np
import pytest
from world_helpers import sampled

from generator.content import Content
from generator.page import make_theme
from generator.resolve import content_languages
from surfaces import registry
from surfaces.kit.doc_genres import sample_document
from surfaces.kit.status_world import DONE, LATE, RUNNING, day_month, elide

SURFACES = ["notion_page", "doc_comments", "markdown_notes", "pdf_viewer", "word_processor"]
CLAUSE = re.compile(r"[^.;:!?]+")


def _genre(p: dict) -> str:
    return p.get("genre") or p["kind"]


@pytest.mark.parametrize("name", SURFACES)
def test_pages_are_not_all_one_quarterly_report(name: str) -> None:
    genres = Counter(_genre(p) for _, _, p in sampled(name, 40))
    total = sum(genres.values())
    assert len(genres) >= 2 and genres["report"] <= total / 2, (name, genres)


def _clauses(doc: dict) -> list[str]:
    text = " ".join(t for sec in doc["sections"] for t in sec.get("paras", sec["texts"]))
    return [c.strip() for c in CLAUSE.findall(text) if len(c.split()) >= 4]


def test_status_update_agrees_with_its_milestones() -> None:
    for lang in content_languages():
        seen = Counter()
        for seed in range(40):
            content = Content(lang, np.random.default_rng([seed, 11]))
            doc = sample_document(np.random.default_rng([seed, 5]), content, ("status",))
            w, secs = doc["world"], doc["sections"]
            ms, done = w["milestones"], w["done"]
            dues = [m["due"] for m in ms]
            assert dues == sorted(set(dues)), (lang, seed, dues)  # in order, none twice
            assert dues[done - 1] < w["began"] <= w["day"] < dues[done], (lang, seed)
            states = [m["state"] for m in ms]
            assert states[:done] == [DONE] * done and DONE not in states[done:], (lang, seed)
            assert states[done] == (LATE if w["weeks"] else RUNNING), (lang, seed)
            table = secs[2]["table"][1:]
            shown = content.ui_list("qs.states")
            assert sum(row[3] == shown[DONE] for row in table) == done, (lang, seed)
            assert [row[2] for row in table] == [content.format_date(d) for d in dues]
            text = " ".join(t for sec in secs for t in sec["texts"])
            assert "{" not in text and str(done) in secs[0]["texts"][0], (lang, seed)
            # the dates the text gives are the milestones' own: the next one, the last
            on = [elide(day_month(d, lang), lang) for d in (dues[done], dues[-1], w["day"])]
            assert all(d.split()[-1] in text for d in on), (lang, seed)
            clauses = _clauses(doc)
            assert len(clauses) == len(set(clauses)), (lang, seed, clauses)
            seen[doc["world"]["project"]] += 1
            assert doc["day"] >= datetime.date(2020, 1, 1)
        assert len(seen) == 3, (lang, seen)  # every project drawn


def test_report_says_no_clause_twice() -> None:
    for lang in content_languages():
        for seed in range(20):
            content = Content(lang, np.random.default_rng([seed, 11]))
            doc = sample_document(np.random.default_rng([seed, 5]), content, ("report",))
            clauses = _clauses(doc)
            assert len(clauses) == len(set(clauses)), (lang, seed, clauses)


def test_notion_body_never_ends_in_an_ellipsis() -> None:
    surface = registry.get("notion_page")
    for lang in content_languages():
        for seed in range(12):
            p = surface().sample(np.random.default_rng([seed, 5]),
                                 Content(lang, np.random.default_rng([seed, 11])))
            page = surface().compose(p, make_theme(seed % 2 == 1, "blue"))
            for block in page.text_blocks():
                if block.role != "prose":
                    continue
                text = "".join(g.char for line in block.laid.lines for g in line.glyphs)
                assert "…" not in text, (lang, seed, text)
