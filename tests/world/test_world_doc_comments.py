"""A commented report: its findings, then "Next steps" with what it proposes; one statement
about its metric; comments anchored on a whole sentence (a question about figures on a
number), no other styling; replies by someone else, later, naming no one in the thread."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content.provider import locale_data


def test_doc_comments_anchor_and_threads() -> None:
    for lang, seed, p in sampled("doc_comments", 5):
        heads = "hp.h" if p["genre"] == "report" else "qs.h"  # a report or a status update
        assert p["section"] == locale_data(lang).UI[heads][3], (lang, p["section"])
        for i, marks in enumerate(p["marks"]):
            assert all(m[2] == "highlight" for m in marks), (lang, seed, marks)
            for a, b, *_ in marks:
                inside = p["texts"][i][a:b]
                # no sentence end inside; a German date's ordinal point ("am 1. November")
                # is none (r75 0003: the quote stopped at "soll am 13")
                assert not re.search(r"(?<!\d)\.\s+\w", inside), (lang, seed, inside)
        firsts = {q.split()[0] for q in p["people"]}
        for c in p["comments"]:
            th = c["thread"]
            for prev, cur in zip(th, th[1:], strict=False):
                assert prev["author"] != cur["author"], (lang, seed, th)
            for m in th:
                assert not any(re.search(rf"\b{re.escape(f)}\b", m["text"]) for f in firsts), m
