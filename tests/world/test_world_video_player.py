"""A video page's elapsed time lies inside the video's duration, and a comment's age is
never the ungrammatical "1 days ago" (de "vor 1 Tagen")."""

from __future__ import annotations

from world_helpers import sampled


def _secs(clock: str) -> int:
    m, s = clock.split(":")
    return int(m) * 60 + int(s)


def test_video_elapsed_and_comment_age() -> None:
    for lang, seed, p in sampled("video_player", 25):
        assert 0 < _secs(p["elapsed"]) < _secs(p["total"]), (lang, seed)
        for c in p["comments"]:
            assert not any(f"{w}1 " in f" {c['meta']} " for w in (" ", "\u00a0")), c["meta"]
