"""Forums: one user has one avatar colour on every post, a Reply action never gets the
like's star, "1 reply" is singular, and the power-cut thread does not report a part that
"arrived today" (the answer and the follow-up can fall on the post's own day)."""

from surfaces.kit.web import author_colour
from tests.world.world_helpers import sampled


def test_author_colour_is_a_function_of_the_name():
    assert author_colour("ashleymartinez") == author_colour("ashleymartinez")
    assert len({author_colour(n) for n in ("ann", "bob", "carla", "dmitri", "eve")}) > 1


def test_forum_reply_counts_and_thread_lines():
    for lang, seed, p in sampled("forum_thread", 15):
        if p["total"] == 2:
            assert p["stats"][0].startswith("1 ") and not p["stats"][0].endswith(
                ("replies", "Antworten", "réponses", "respuestas", "risposte", "reacties"))
        text = " ".join(post["text"] for post in p["posts"]).lower()
        for bad in ("arrived today", "no sound", "kein ton", "pas de son", "ni luces",
                    "nessun suono", "geen geluid", "since yesterday"):
            assert bad not in text, (lang, seed, bad)



def test_retro_board_time_zone_follows_summer_time_and_photos_follow_the_user():
    import datetime

    from surfaces.retro_forum import _offset
    assert _offset("fr", datetime.datetime(2026, 5, 16, 10)) == "+ 2"
    assert _offset("de", datetime.datetime(2026, 1, 16, 10)) == "+ 1"
    assert _offset("en", datetime.datetime(2026, 7, 1, 10)) == "- 4"
    assert _offset("en", datetime.datetime(2026, 12, 1, 10)) == "- 5"
    for lang, _seed, p in sampled("retro_forum", 10):
        assert "&" not in p["board"] and "Osaka" not in p["board"], (lang, p["board"])
        looks = {}
        for post in p["posts"]:
            assert looks.setdefault(post["author"], post["colour"]) == post["colour"]
