"""A pivot table's product moves by at most a fifth (a quarter's compounding) from one
quarter to the next: no 1,450 then 52,609; a critical alert is production's, not staging's."""

from __future__ import annotations

import re

from tests.world.world_helpers import sampled


def _num(text: str) -> int:
    return int(re.sub(r"\D", "", text))


def test_pivot_quarters_move_smoothly() -> None:
    for lang, seed, p in sampled("pivot_summary", 30):
        for _group, items in p["rows"]:
            for item in items:
                vals = [_num(v) for v in item[1:-1]]
                for a, b in zip(vals, vals[1:], strict=False):
                    assert 0.79 <= b / a <= 1.21, (lang, seed, item)


def test_critical_alerts_are_production_s() -> None:
    for lang, seed, p in sampled("alert_list", 20):
        for a in p["alerts"]:
            if a["severity"] == "critical":
                assert "env=prod" in a["labels"], (lang, seed, a)


def test_docs_link_a_page_at_its_first_mention_only() -> None:
    """A page a docs text refers to is linked once, where it is first named; later
    mentions are plain."""
    for lang, seed, p in sampled("docs_site", 20):
        seen: set[str] = set()
        for sec in p["sections"]:
            for b in sec["blocks"]:
                pairs = [b[1:]] if b[0] == "p" else b[1] if b[0] == "steps" else []
                for text, marks in pairs:
                    links = [text[m[0]:m[1]] for m in marks if m[2] == "link"]
                    assert not set(links) & seen and len(set(links)) == len(links), \
                        (lang, seed, text)
                    for name in seen:  # every earlier-linked page named again is plain
                        assert name not in links, (lang, seed, text)
                    first = {n for n in links if text.find(n) != -1}
                    for name in first:  # the link is the text's first mention of it
                        start = min(m[0] for m in marks if text[m[0]:m[1]] == name)
                        assert text.find(name) == start, (lang, seed, text)
                    seen |= set(links)
