"""Content that does not run out (issue 18): every language's sentence topics can write
many distinct sentences (generator/content/space.py; the README gives the figures)."""

from __future__ import annotations

import pytest

from generator import languages
from generator.content.space import summary, topic_spaces


@pytest.mark.parametrize("lang", languages.codes())
def test_every_language_writes_many_distinct_sentences(lang: str) -> None:
    r = summary(lang)
    assert r["median"] >= 100, r
    assert r["total"] >= 1_000_000, r
    assert r["min"] >= 5, (r, sorted(topic_spaces(lang).items(), key=lambda kv: kv[1])[:3])
