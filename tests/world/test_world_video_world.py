"""A video's description is written from the video's own numbers: the months of a
long-term test are the title's, a lesson or walk names the length the player shows."""

from tests.world.world_helpers import sampled


def test_video_description_names_the_videos_own_numbers():
    seen = set()
    for lang, seed, p in sampled("video_player", 24):
        w, s = p["world"], p["subject"]
        minutes = p["total"].split(":")[0]
        if s in (3, 4):  # a city walk, a guitar lesson: "16 minutes" of a 16:09 video
            assert w["length"] == minutes and minutes in p["desc"], (lang, seed, p["desc"])
        if s == 5:  # an e-bike after N months and K km
            assert w["months"] in p["title"] and w["months"] in p["desc"], (lang, seed)
            assert w["km"] in p["desc"], (lang, seed, p["desc"])
        if s == 0:
            assert w["minutes"] in p["title"] and w["minutes"] in p["desc"], (lang, seed)
        assert "{" not in p["desc"] + p["title"], (lang, seed)
        seen.add(s)
    assert {0, 3, 4, 5} <= seen


def test_the_like_pill_never_covers_the_subscribe_button() -> None:
    from world_helpers import rendered

    for seed in range(8):
        _, geo = rendered("video_player", "de", seed)
        buttons = [s.box for s in geo.shapes if s.kind == "button"]
        for i, a in enumerate(buttons):
            for b in buttons[i + 1:]:
                overlap = a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]
                assert not overlap, (seed, a, b)


def test_the_comment_count_matches_the_comments_shown() -> None:
    """"3 comments" over one comment was review r95 0017: the heading counts the comments the
    page draws, or the video has more and a sort control shows the list goes on; the space
    under them is filled."""
    import re

    from world_helpers import rendered
    more = 0
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(6):
            p, geo = rendered("video_player", lang, seed)
            shown = sum(r.name.startswith("comment ") for r in geo.regions)
            heading = p["n_comments"] if p["n_total"] > shown else p["n_shown"][str(shown)]
            words = " ".join(w.text for w in geo.words)
            count = int(re.sub(r"\D", "", re.match(r"[\d.,\s]+", heading).group()))
            assert count >= shown >= 1 + (count == shown), (lang, seed, heading, shown)
            has_sort = p["sort"].split()[0] in words
            assert has_sort == (count > shown), (lang, seed, heading, shown)
            more += count > shown
    assert more
