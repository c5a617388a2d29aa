"""A commented report: its findings, then "Next steps" with what it proposes; one statement
about its metric; comments anchored on a whole sentence (a question about figures on a
number), no other styling; replies by someone else, later, naming no one in the thread."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content.provider import locale_data
from surfaces.kit.doc_threads import _DAY_STOP


def test_doc_comments_anchor_and_threads() -> None:
    for lang, seed, p in sampled("doc_comments", 5):
        heads = {"report": "hp.h", "status": "qs.h", "minutes": "hg.mt.h",  # kit/doc_genres
                 "postmortem": "hg.pm.h", "brief": "hg.br.h", "onboarding": "hg.ob.h"}
        assert p["section"] in locale_data(lang).UI[heads[p["genre"]]], (lang, p["section"])
        for i, marks in enumerate(p["marks"]):
            assert all(m[2] == "highlight" for m in marks), (lang, seed, marks)
            for a, b, *_ in marks:
                # one sentence, over a German day's stop ("am 10. Oktober") at most
                inside = re.sub(_DAY_STOP, "", p["texts"][i][a:b])
                assert not re.search(r"\.\s+\w", inside), (lang, seed, inside)
        firsts = {q.split()[0] for q in p["people"]}
        for c in p["comments"]:
            th = c["thread"]
            for prev, cur in zip(th, th[1:], strict=False):
                assert prev["author"] != cur["author"], (lang, seed, th)
            for m in th:
                assert not any(re.search(rf"\b{re.escape(f)}\b", m["text"]) for f in firsts), m
