"""The feed reader: feeds carry news, counts cover the unread items, newest first."""

from tests.world.world_helpers import sampled


def test_feed_counts_cover_unread_items_and_list_is_newest_first():
    for lang, _seed, p in sampled("rss_reader", 10):
        items, feeds = p["items"], p["feeds"]
        counts = dict(zip(feeds, (int(c) for c in p["counts"]), strict=True))
        for f in feeds:
            assert counts[f] >= sum(i["unread"] for i in items if i["feed"] == f)
        assert all(i["feed"] in feeds for i in items)
        assert not items[p["selected"]]["unread"]  # the open article has been read
        assert p["texts"][0].startswith(items[p["selected"]]["summary"].rstrip("."))
        if lang == "de" or lang == "nl":  # 24-hour times sort as strings when zero-padded
            times = [i["time"].zfill(5) for i in items]
            assert times == sorted(times, reverse=True), times


def test_reader_has_no_random_italics():
    for _lang, _seed, p in sampled("rss_reader", 4):
        assert all(m[2] != "italic" for ms in p["marks"] for m in ms)
