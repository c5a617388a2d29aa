"""Fixed world lines vary from page to page (issue 18, sharing with the benchmark): a
line printed verbatim on every page of a surface is shared with any other build, so the
pools these surfaces print give several wordings over 40 seeds, in every language."""

from __future__ import annotations

import re
from collections import defaultdict

import numpy as np
from world_helpers import sampled

from generator.content import Content
from generator.content.provider import locale_data

SEEDS = 40
_CONTENT: dict[str, Content] = {}


def test_memo_lines_are_worded_in_several_ways() -> None:
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        memos = locale_data(lang).SLOTS["g_docs_memo"]
        assert len(memos) >= 7, lang  # more matters, so the same memo comes back less often
        for memo in memos:
            for line in memo["body"]:
                assert len(_wordings(lang, line, 20)) >= 2, (lang, line)
        close = locale_data(lang).UI["g_docs.memo_close"]
        assert len(_wordings(lang, close, 30, dept="X")) >= 3, (lang, close)


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


def _wordings(lang: str, template: str, seeds: int = 40, **fixed: str) -> set[str]:
    """The texts ``template`` gives over ``seeds`` content streams (slots filled with X)."""
    slots = {m: "X" for m in re.findall(r"\{(\w+)\}", template)} | fixed
    content = _CONTENT.get(lang) or _CONTENT.setdefault(lang, Content(lang, np.random.default_rng(7)))
    return {content.fill(template, **slots) for _ in range(seeds)} - {""}


def _pool_lines(lang: str, slot: str, field: str | None = None) -> list[str]:
    pool = locale_data(lang).SLOTS[slot]
    return [r[field] if field else r for r in pool]


def test_social_pools_are_worded_in_several_ways() -> None:
    pools = [("gsoc_poll_comment", None, 2), ("gsoc_channel_topic", None, 2),
             ("gsoc_thread_answer", None, 2),
             ("gsoc_chat_pair", "ask", 2), ("gsoc_chat_pair", "answer", 2)]
    bad = [(lang, line) for lang in ("en", "de", "fr", "es", "it", "nl")
           for slot, field, least in pools for line in _pool_lines(lang, slot, field)
           if len(line.split()) >= 5 and len(_wordings(lang, line, 20)) < least]
    assert not bad, bad


def test_podcast_about_and_channel_topic_are_filled() -> None:
    for name, key in (("podcast_app", "about"), ("slack_like", "topic")):
        for lang, seed, p in sampled(name, 3):
            assert "{" not in p[key] and "|" not in p[key], (name, lang, seed, p[key])


# Sentence topics of these surfaces: every line of eight words or more (the length that
# counts as a shared sentence) reads in 2+ ways.
TOPICS = [("SENTENCES", "records.compliance"), ("SENTENCES", "office.agenda"),
          ("SENTENCES", "term.man"), ("SENTENCES", "term.option"),
          ("SENTENCES", "media.event"), ("TITLES", "gof_todo_note"),
          ("SENTENCES", "term.warn"), ("SENTENCES", "term.error")]


def test_sentence_topics_are_worded_in_several_ways() -> None:
    bad = [(lang, topic, line) for lang in ("en", "de", "fr", "es", "it", "nl")
           for table, topic in TOPICS
           for line in getattr(locale_data(lang), table)[topic]
           if len(line.split()) >= 8 and len(_wordings(lang, line, 20)) < 2]
    assert not bad, bad


def test_definitions_are_worded_in_more_than_one_way() -> None:
    """A glossary or a deck writes its definitions in one house style (some drop the
    leading article); the small French and Spanish decks word each card in 2+ ways."""
    from surfaces.kit.definitions import terse
    assert terse("A network that connects the devices of a home.", "en") == \
        "Network that connects the devices of a home."
    assert terse("Una rete che collega i dispositivi di una casa.", "it") == \
        "Rete che collega i dispositivi di una casa."
    for name, key in (("glossary_page", "entries"), ("flashcard_deck", "cards")):
        styles = set()
        for lang, _seed, p in sampled(name, 8):
            if lang == "en":
                styles.add(any(e[1].startswith(("A ", "An ", "The ")) for e in p[key]))
        assert styles == {True, False}, name
    lan = next(e["definition"] for e in locale_data("it").SLOTS["web_glossary"]
               if e["term"] == "Rete locale")  # glossary definitions pass through fill
    assert len(_wordings("it", lan, 20)) >= 3, lan
    for lang in ("fr", "es"):
        bad = [c["term"] for c in locale_data(lang).SLOTS["rec_card"]
               if len(_wordings(lang, c["definition"], 20)) < 2]
        assert not bad, (lang, bad)
