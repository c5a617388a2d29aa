"""A thread opens on a question; the first reply answers it from someone else, the asker
thanks them next, and no one answers their own question."""

from __future__ import annotations

from world_helpers import sampled, written_from

from generator.content.provider import locale_data


def test_thread_answers_its_question() -> None:
    for lang, seed, p in sampled("thread_replies", 4):
        root = p["main"][p["parent"]]
        assert root["text"].rstrip().endswith("?"), (lang, seed, root["text"])
        first, thanks = p["replies"][0], p["replies"][1]
        answers = [e["answer"] for e in locale_data(lang).SLOTS["hchat_ex"]]
        assert first["who"] != root["who"] and thanks["who"] == root["who"], (lang, seed)
        assert written_from(first["text"], answers, single=True), (lang, seed, first["text"])
