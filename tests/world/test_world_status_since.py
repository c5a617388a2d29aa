"""A status page's "no other incidents" line names the first day its bars show (the page's
day minus 89), in the page's date format, instead of a stock sentence every status page
printed alike (which made --exclude reject training pages)."""

from __future__ import annotations

from world_helpers import sampled


def test_no_other_incidents_since_the_bars_first_day() -> None:
    texts = set()
    for lang, seed, p in sampled("status_page", 8):
        line = p["labels"]["no_past"]
        assert any(ch.isdigit() for ch in line) and "90" not in line.split(), (lang, seed)
        texts.add(line)
    assert len(texts) > 40  # 48 pages: one line each, nearly all different
