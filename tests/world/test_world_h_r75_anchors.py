"""A comment's highlight and quote cover whole phrases (r75 0003: „das Projekt liegt im
Zeitplan und soll am 13“, the date "13. Februar" cut at its ordinal point)."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled

from generator.content import Content
from surfaces.kit.doc_threads import _clauses, _sentence


def _months(lang: str) -> str:
    months = Content(lang, np.random.default_rng(0)).data.MONTHS
    return "|".join(re.escape(m) for m in sorted(months, key=len, reverse=True))


def _splits_a_date(text: str, a: int, b: int, months: str, lang: str) -> bool:
    """The span [a, b) ends inside "13. Februar" / "13 février" ("May 13") or starts inside it."""
    date = rf"\d{{1,2}}\.?\s+(?i:{months})\b"
    if lang == "en":
        date = rf"{date}|(?i:{months})\s+\d{{1,2}}\b"
    for m in re.finditer(date, text):
        if a < m.end() and m.start() < b and not (a <= m.start() and m.end() <= b):
            return True
    return False


def test_doc_comment_anchors_never_split_a_date() -> None:
    seen = 0
    for lang, seed, p in sampled("doc_comments", 24):
        months = _months(lang)
        for k, (a, b) in p["anchors"].items():
            text = p["texts"][int(k)]
            assert not _splits_a_date(text, a, b, months, lang), (lang, seed, text[a:b])
            seen += 1
    assert seen > 100


def test_a_german_date_is_one_clause() -> None:
    months = {"februar", "märz"}
    text = "Das Projekt soll am 13. Februar fertig sein, sagt Dr. Krämer heute."
    clauses = [text[m.start():m.end()] for m in _clauses(text, "quote", (months, []))]
    assert clauses[0] == "Das Projekt soll am 13. Februar fertig sein", clauses
    a, b = _sentence(np.random.default_rng(1), text, months)
    assert text[a:b] == text


def test_no_two_comments_at_the_same_minute() -> None:
    """r75 0003: two people commented at exactly "08:20"."""
    for lang, seed, p in sampled("doc_comments", 24):
        metas = [m["meta"] for c in p["comments"] for m in c["thread"]]
        assert len(metas) == len(set(metas)), (lang, seed, metas)
