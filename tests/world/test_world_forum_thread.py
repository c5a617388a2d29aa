"""A forum thread is one sampled thread (issue 18 review: "27 risposte" over 3 replies with no
pagination, "[Risolto]" with nothing solving it, "riavvia il telefono" under a keyboard, a
"(tastiera meccanica)" template slot): the header counts the replies shown, a thread marked
solved has the helper's answer marked as the solution and the asker's thanks after it,
every post is the thread's (question, answer, follow-up), and the timeline ends on the
last post."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content.provider import locale_data


def test_forum_thread_counts_and_solution() -> None:
    for lang, seed, p in sampled("forum_thread", 6):
        data = locale_data(lang)
        posts = p["posts"]
        n = int(re.search(r"\d+", p["stats"][0]).group())
        assert n == len(posts) - 1 and p["total"] == len(posts), (lang, seed, p["stats"])
        assert p["date_range"] == posts[-1]["date"], (lang, seed)
        solved = p["title"].startswith(f"[{data.UI['web.forum_solved']}]")
        assert solved == p["solved"] == any(q["solution"] for q in posts), (lang, seed)
        if solved:
            assert posts[1]["solution"] and posts[1]["author"] != posts[0]["author"]
            assert posts[2]["author"] == posts[0]["author"], (lang, seed)
            assert posts[1]["author"] in posts[2]["text"], (lang, seed)
        for q in posts:
            assert "(" not in q["text"] and "{" not in q["text"], (lang, seed, q["text"])
        record = next(r for r in data.SLOTS["forum_thread"] if p["thing"] in r["things"])
        assert record is not None
