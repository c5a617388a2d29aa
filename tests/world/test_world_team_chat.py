"""A team channel's thread: work messages only (no "Mum says hi" glued to a planning
message), and nobody's message names its own poster ("Gregory is taking over the job ad
while I'm away", posted by Gregory)."""

from __future__ import annotations

import re

from world_helpers import sampled, written_from

from generator.content.provider import locale_data


def test_thread_messages_are_work_lines_by_someone_else_than_they_name() -> None:
    for lang, seed, p in sampled("thread_replies", 12):
        data = locale_data(lang)
        team = [e[k] for t in ("hchat_say", "hchat_ex", "hchat_lunch")
                for e in data.SLOTS[t] for k in ("say", "ack", "ask", "answer") if k in e]
        answers = data.SLOTS["hchat_thanks"]
        for m in p["main"] + p["replies"]:
            assert written_from(m["text"], team) or written_from(m["text"], answers), m["text"]
            poster = p["people"][m["who"]].split()[0]
            assert not re.search(rf"\b{re.escape(poster)}\b", m["text"]), (lang, seed, m)
