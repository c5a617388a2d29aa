"""A regex tester's match information is what the pattern matches in the test string:
positions count through the whole string (newlines included), so the text at each listed
span is the match, and the match count is the number of matches listed."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_spans_index_the_whole_test_string() -> None:
    for lang, seed, p in sampled("regex_tester", 30):
        text = "\n".join(p["lines"])
        found = [(m.start(), m.end()) for m in re.finditer(p["pattern"], text)]
        spans = [tuple(int(v) for v in s.split("-")) for s in p["spans"]]
        assert spans == found, (lang, seed)
        assert re.search(rf"\b{len(found)}\b", p["count"]), (lang, seed, p["count"])
