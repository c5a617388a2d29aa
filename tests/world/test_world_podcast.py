"""A podcast player plays the newest episode of the list: its length is the one the list
prints for that episode (rounded up to the minute), the time left is the length less the
position, and an hour-long episode reads 1:12:40, not 72:40."""

from __future__ import annotations

from world_helpers import sampled


def _seconds(clock: str) -> int:
    total = 0
    for part in clock.split(":"):
        total = total * 60 + int(part)
    return total


def test_the_player_agrees_with_the_episode_list() -> None:
    for lang, seed, p in sampled("podcast_app", 20):
        newest = p["episodes"][0]
        total, done = _seconds(p["total"]), _seconds(p["elapsed"])
        # the list's minutes are the player's length rounded to the nearest (71:22: 71 min)
        assert (newest["minutes"] - 1) * 60 + 30 <= total < newest["minutes"] * 60 + 30, (lang, seed)
        assert str(newest["minutes"]) in newest["len"], (lang, seed, newest["len"])
        assert 0 < done < total
        assert str((total - done + 30) // 60) in p["left"], (lang, seed, p["left"])
        for clock in (p["total"], p["elapsed"]):
            parts = clock.split(":")
            assert len(parts) == (3 if _seconds(clock) >= 3600 else 2), clock
            assert all(len(x) == 2 for x in parts[1:]), clock


def test_episode_notes_belong_to_their_titles() -> None:
    """Each episode's note is the one written for its title (not a stock line about bees
    under a sandwich episode), and the show's category is a podcast category."""
    from generator.content.provider import locale_data
    for lang, seed, p in sampled("podcast_app", 6):
        slots = locale_data(lang).SLOTS
        topics = {t["title"]: t for t in slots["pod_topic"]}
        shows = {s["name"]: s["category"] for s in slots["pod_show"]}
        assert shows.get(p["show"]) == p["genre"], (lang, seed, p["show"], p["genre"])
        for ep in p["episodes"]:
            assert ep["title"] in topics, (lang, seed, ep["title"])
            subject = topics[ep["title"]]["subject"].split("{")[0][1:]
            assert subject in ep["desc"], (lang, seed, ep["desc"])
            assert 20 <= ep["minutes"] <= 90
