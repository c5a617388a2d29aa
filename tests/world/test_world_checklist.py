"""compliance_checklist: each section heading names the status of the items under it and
their count; the progress line (for the whole list) counts the items with a verdict."""

from __future__ import annotations

from collections import Counter

from world_helpers import sampled


def test_sections_are_statuses_with_their_counts():
    for lang, seed, p in sampled("compliance_checklist", 30):
        per_section = Counter(i["section"] for i in p["items"])
        assert [i["section"] for i in p["items"]] == sorted(i["section"] for i in p["items"])
        for k, title in enumerate(p["sections"]):
            group = [i for i in p["items"] if i["section"] == k]
            status = p["statuses"][group[0]["status"]]
            assert {i["status"] for i in group} == {group[0]["status"]}, (lang, seed)
            assert title == f"{status} ({per_section[k]})", (lang, seed, title)
        done = sum(i["status"] != 3 for i in p["items"])  # assessed, findings too (r29, r36)
        assert str(done) in p["progress"][-1] and str(len(p["items"])) in p["progress"][-1]
