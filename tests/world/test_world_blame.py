"""A blame view's gutter follows its commits: an older commit never has a newer age colour
than a later one, one author keeps one avatar colour, a file has fewer lines of code than
lines, and the contributors count covers every author shown."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_ages_colours_and_counts() -> None:
    for lang, seed, p in sampled("git_blame", 15):
        hunks = sorted(p["hunks"], key=lambda h: h["day"])
        ages = [h["age"] for h in hunks]
        assert ages == sorted(ages), (lang, seed, [(h["day"], h["age"]) for h in hunks])
        colours = {}
        for h in hunks:
            assert colours.setdefault(h["author"], h["colour"]) == h["colour"], (lang, seed)
        n, loc = (int(v) for v in re.findall(r"\d+", p["lines"])[:2])
        assert len(p["code"]) <= n and loc < n, (lang, seed, p["lines"])
        # one label per possible count of authors in view (compose picks; test_world_g_chrome)
        counts = [int(re.search(r"\d+", label).group()) for label in p["contributors"]]
        assert counts == list(range(1, len(counts) + 1)) and len(counts) >= len(colours), (
            lang, seed, p["contributors"])
