"""Team channels: the open channel has no unread badge and at least as many members as
people posting in it; the channel topic is not another message (no "server down for an
hour" topic over "down all afternoon"); replies under a Teams post come from other
members and answer it (thanks, noted), not a stray status line."""

from __future__ import annotations

from world_helpers import sampled, written_from

from generator.content.provider import locale_data


def test_slack_channel_counts_and_topic() -> None:
    for lang, seed, p in sampled("slack_like", 4):
        k = p["channels"].index(p["channel"])
        assert p["unread"][k] == 0, (lang, seed)
        n = int("".join(c for c in p["members"] if c.isdigit()))
        assert n >= len({m["who"] for m in p["messages"]}), (lang, seed, p["members"])
        data = locale_data(lang)  # #random has its own off-topic topic, the others their purpose
        assert written_from(p["topic"], data.UI["w13hf.chan_topic"] + data.SLOTS["w8_random_topic"],
                            True)


def test_teams_replies_answer_the_post() -> None:
    for lang, seed, p in sampled("teams_chat", 4):
        for post in p["posts"]:
            for r in post["replies"]:  # only the asker's thanks comes from the poster
                assert (r["who"] == post["who"]) == (r["kind"] == "thanks"), (lang, seed, r)
