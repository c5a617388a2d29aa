"""Fixed world lines vary from page to page (issue 18, sharing with the benchmark): a
line printed verbatim on every page of a surface is shared with any other build, so the
pools these surfaces print give several wordings over 40 seeds, in every language."""

from __future__ import annotations

import re
from collections import defaultdict

from world_helpers import sampled

from generator.content.provider import locale_data

SEEDS = 40


def _without(text: str, words: list[str]) -> str:
    """``text`` with the sampled words (weekdays, floors, names) blanked out."""
    for w in sorted(words, key=len, reverse=True):
        text = re.sub(re.escape(w), "_", text, flags=re.I)
    return text


def test_memo_lines_are_worded_in_several_ways() -> None:
    by_lang: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    for lang, _seed, p in sampled("memo_page", 20):
        slots = locale_data(lang).SLOTS
        words = list(slots["weekday_doc"]) + list(slots["g_docs_floor"])
        words += sorted({r["dept"] for r in slots["g_docs_memo"]})
        subject = _without(p["rows"][4][1], words)
        first = _without(re.split(r"(?<=[.!?]) ", p["texts"][0])[0], words)
        by_lang[lang][subject].add(first)
        by_lang[lang]["close"].add(_without(p["texts"][-1], words))
    for lang, seen in by_lang.items():
        assert len(seen["close"]) >= 3, (lang, seen["close"])
        assert len(seen) >= 7, (lang, sorted(seen))  # the memo matters, with the closing
        assert sum(len(v) >= 2 for k, v in seen.items() if k != "close") >= 3, (lang, seen)
