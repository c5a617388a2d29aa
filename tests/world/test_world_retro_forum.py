"""A forum author's rank follows their post count (no "Newbie" with 1,772 posts)."""

from __future__ import annotations

from world_helpers import sampled

from generator.content.provider import locale_data


def test_rank_follows_post_count() -> None:
    for lang, seed, p in sampled("retro_forum", 4):
        ranks = locale_data(lang).UI["media.ranks"]
        for post in p["posts"]:
            assert str(post["n"]) in post["count"].replace(",", "").replace(".", "").replace(
                "\u202f", "").replace(" ", "").replace("\xa0", ""), (lang, seed, post["count"])
            k = ranks.index(post["rank"])
            assert (k == 0) == (post["n"] < 50), (lang, seed, post["rank"], post["n"])
