"""A forum thread opens on its author's question, not on a reply ("In my experience the
cheaper one is good enough" as the first post of "Strange smell from my thermostat")."""

from __future__ import annotations

from world_helpers import sampled

from generator.content.provider import locale_data


def test_first_post_asks() -> None:
    for lang, seed, p in sampled("retro_forum", 3):  # the phpBB board: its thread's question
        op = locale_data(lang).SLOTS["forum_thread"][p["thread"]["index"]]["op"]
        assert p["posts"][0]["texts"][0].startswith(op.split("{")[0][:10]), (lang, seed)
