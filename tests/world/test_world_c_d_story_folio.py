"""magazine_spread: folios fit one issue (pages restart each issue): an even left page and
its odd right page inside an issue of ~130 pages, not pages 234-235 of "Issue 8"."""

from __future__ import annotations

from world_helpers import sampled


def test_folios_fit_an_issue() -> None:
    for lang, seed, p in sampled("magazine_spread", 30):
        left, right = p["pages"]
        assert left % 2 == 0 and right == left + 1, (lang, seed, p["pages"])
        assert 8 <= left <= 130, (lang, seed, p["pages"])
