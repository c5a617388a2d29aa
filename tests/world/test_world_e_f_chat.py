"""A friends' chat is no fixed script: over many pages the chats' long sentences (8+ words,
the length a training/benchmark overlap check compares) are mostly distinct, so a training
build does not share them word for word with the benchmark."""

from __future__ import annotations

import re
from collections import defaultdict

import pytest
from world_helpers import sampled

from generator.content.provider import locale_data
from generator.resolve import content_languages
from surfaces.kit.chat_world import SCENES

SENTENCE = re.compile(r"(?<=[.!?…])\s+")


def long_sentences(text: str) -> list[str]:
    """The sentences of ``text`` with 8 or more words."""
    return [s for s in SENTENCE.split(text) if len(s.split()) >= 8]


@pytest.mark.parametrize("name", ["chat_bubbles", "sms_thread"])
def test_long_chat_sentences_are_mostly_distinct(name: str) -> None:
    found: dict[str, list[str]] = defaultdict(list)
    for lang, _seed, p in sampled(name, 60):
        for m in p["messages"]:
            found[lang].extend(long_sentences(m["text"]))
    assert set(found) == set(content_languages())
    for lang, sentences in found.items():
        assert len(sentences) >= 60, (lang, len(sentences))
        share = len(set(sentences)) / len(sentences)
        assert share >= 0.7, (lang, round(share, 2), len(sentences))


def test_every_long_turn_has_three_wordings() -> None:
    """A turn that can run to 8+ words offers at least 3 top-level wordings."""
    from generator.content import grammar

    for lang in content_languages():
        for s, scene in enumerate(locale_data(lang).SLOTS["w8_chat_scene"]):
            assert len(scene["turns"]) == len(SCENES[s]["turns"]), (lang, s)
            for turn in scene["turns"]:
                longest = max(len(grammar.expand(turn, _Rng(k)).split()) for k in range(6))
                if longest >= 8:
                    assert grammar.variants(turn, lambda _slot: 1) >= 3, (lang, s, turn)


class _Rng:
    """A stand-in generator that always picks option ``k`` modulo the choices."""

    def __init__(self, k: int) -> None:
        self.k = k

    def integers(self, n: int) -> int:
        return self.k % n
