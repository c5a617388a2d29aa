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


def test_alert_texts_are_written_from_the_sampled_alert() -> None:
    texts: dict[str, set[str]] = defaultdict(set)
    for lang, seed, p in sampled("alert_list", 6):
        for a in p["alerts"]:
            assert a["service"] in a["text"] and "{" not in a["text"], (lang, seed, a)
            team = a["labels"][1].removeprefix("team=")
            from surfaces.alert_list import SERVICES
            assert a["service"] in SERVICES[team], (lang, seed, a)
            texts[lang].add(a["text"])
    for lang, seen in texts.items():  # 54 alerts of 10 rules: the texts are not 10 lines
        assert len(seen) >= 40, (lang, len(seen))
