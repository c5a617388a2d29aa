"""compliance_checklist: "n of N items assessed" counts the items shown that have a verdict, a
finding too (review r29 saw "7 of 7 completed" above three empty boxes; r36 saw "4 of 7
completed" leave out the assessed "does not comply" item), never the pending ones."""

from __future__ import annotations

import re

from world_helpers import rendered, sampled

NUM = re.compile(r"\d+")


def test_counter_counts_the_assessed_items() -> None:
    for lang, seed, p in sampled("compliance_checklist", 20):
        for k, line in enumerate(p["progress"], start=1):
            verdicts = sum(i["status"] != 3 for i in p["items"][:k])  # 3: pending
            n, total = sorted(int(x) for x in NUM.findall(line))
            assert (n, total) == (verdicts, k), (lang, seed, line, p["items"][:k])


def test_counter_and_sections_count_the_items_drawn() -> None:
    for seed in range(14, 60):  # a page too short for its list (the first one found)
        params, geo = rendered("compliance_checklist", "de", seed)
        sections = [r.label for r in geo.regions if r.name.startswith("section ")]
        drawn = sum(int(NUM.findall(s)[-1]) for s in sections)
        if drawn < len(params["items"]):
            break
    assert drawn < len(params["items"])
    label = " ".join(w.text for w in geo.words)
    assert re.search(rf"\b\d+ von {drawn} Punkten", label), label
