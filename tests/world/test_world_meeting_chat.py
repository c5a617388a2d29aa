"""Chats written during one meeting or in one channel: nobody's line is repeated by another
("Can you all see my screen?" three times), a channel post is one message (not unrelated
lines glued together), posts run oldest first a few days apart and no post names its
own author."""

from __future__ import annotations

import re

from world_helpers import sampled, written_from

from generator.content.provider import locale_data


def test_meeting_chat_lines_are_not_repeated() -> None:
    for lang, seed, p in sampled("video_call_chat", 20):
        texts = [m["text"] for m in p["messages"]]
        assert len(set(texts)) == len(texts), (lang, seed, texts)


def test_team_channel_posts() -> None:
    for lang, seed, p in sampled("teams_chat", 12):
        data = locale_data(lang)
        for post in p["posts"]:
            lines = [e[k] for e in data.SLOTS["hchat_say"] + data.SLOTS["hchat_ex"]
                     + data.SLOTS["hchat_lunch"] for k in ("say", "ask") if k in e]
            assert written_from(post["text"], lines, single=True), post["text"]
            for m in [post, *post["replies"]]:
                author = p["people"][m["who"]].split()[0]
                assert not re.search(rf"\b{re.escape(author)}\b", m["text"]), (lang, seed, m)
