"""A forum thread opens on its author's question, not on a reply ("In my experience the
cheaper one is good enough" as the first post of "Strange smell from my thermostat")."""

from __future__ import annotations

from world_helpers import sampled

from generator.content.provider import locale_data


def test_first_post_asks() -> None:
    for name, first in (("forum_thread", lambda p: p["posts"][0]["text"]),
                        ("retro_forum", lambda p: p["posts"][0]["texts"][0])):
        for lang, seed, p in sampled(name, 3):
            op = locale_data(lang).SLOTS["gsoc_forum_op"][0]
            assert first(p).startswith(op.split("{")[0][:10]), (name, lang, seed, first(p))
