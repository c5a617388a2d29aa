"""Running text written from the page's world: no 8+-word sentence of these surfaces is
printed on many pages of the same surface (the benchmark-sharing measure of issue 18)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

import pytest

from tests.world.world_helpers import sampled

_SPLIT = re.compile(r"(?<=[.!?])\s+")


def _long(texts: Iterable[str]) -> set[str]:
    """The 8+-word sentences of ``texts``, lower-cased."""
    out = set()
    for text in texts:
        for s in _SPLIT.split(text):
            if len(s.split()) >= 8:
                out.add(s.strip().lower())
    return out


def _updates(p: dict[str, Any]) -> list[str]:
    return [u["text"] for i in p["incidents"] for u in i["updates"]]


EXTRACT: dict[str, Callable[[dict[str, Any]], list[str]]] = {
    "status_page": _updates,
    "accounting_ledger": lambda p: p["notes"],
    "translation_app": lambda p: p["src"] + p["dst"],
    "voicemail_list": lambda p: [p["items"][p["selected"]]["text"]],  # the transcript
    "job_application": lambda p: p["letter"][1:] + [p["labels"]["consent"]],  # the close
    "press_release": lambda p: p["texts"] + [p["subhead"], p["quote"], p["blurb"]],
    "website_article": lambda p: p["texts"] + [p["standfirst"]],
}


@pytest.mark.parametrize("name", sorted(EXTRACT))
def test_no_sentence_on_many_pages(name):
    per_lang: dict[str, Counter] = {}
    for lang, _seed, params in sampled(name, 20):
        per_lang.setdefault(lang, Counter()).update(_long(EXTRACT[name](params)))
    for lang, counts in per_lang.items():
        worst = counts.most_common(1)
        assert not worst or worst[0][1] <= 3, (lang, worst)
