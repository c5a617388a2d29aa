"""A team chat's open channel fits its messages: lunch is arranged in the social channels
(general, random, the city team's) only, never in a work channel, the open channel is never
#announcements or #releases (a day of questions is not an announcement), and a social
channel's topic never asks for ticket links."""

from __future__ import annotations

from world_helpers import sampled

from generator.content.provider import locale_data
from surfaces.slack_like import SOCIAL


def test_channel_fits_its_messages_and_topic() -> None:
    lunches = 0
    for lang, seed, p in sampled("slack_like", 30):
        names = locale_data(lang).SLOTS["chat_channel"]
        at = names.index(p["channel"])
        assert at not in (6, 7), (lang, seed, p["channel"])
        social = at in SOCIAL
        kinds = {m["kind"] for m in p["messages"]}
        assert p["messages"], (lang, seed)
        if "lunch" in kinds:
            lunches += 1
            assert social, (lang, seed, p["channel"])
        if social:
            ticket = locale_data(lang).SLOTS["gsoc_channel_topic"][2].split("{")[0]
            assert not p["topic"].startswith(ticket), (lang, seed, p["topic"])
    assert lunches, "no page arranged lunch: the test reads nothing"
