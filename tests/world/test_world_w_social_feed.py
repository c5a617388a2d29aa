"""Social feed: likes are a plausible share of a post's views (1,588 likes on 4K views is
40 %), and a post minutes old has not been seen by tens of thousands yet."""

import re

from tests.world.world_helpers import sampled


def _num(text: str) -> float:
    k = text.endswith("K")
    digits = re.sub(r"[^\d,.]", "", text)
    if k:
        value = float(digits.replace(",", ".")) * 1000
    else:
        value = float(re.sub(r"[^\d]", "", digits) or 0)
    return value


def test_likes_are_a_small_share_of_views():
    for lang, seed, p in sampled("social_feed", 12):
        for post in p["posts"]:
            replies, reposts, likes, views = (_num(c) for c in post["counts"])
            assert likes <= 0.1 * views + 1, (lang, seed, post["counts"])
            assert reposts <= likes and replies <= likes


def test_poll_sidebar_of_other_polls_is_headed_as_such():
    for lang, _seed, p in sampled("poll_page", 2):
        assert p["more_t"] != p["poll_t"] and p["question"] not in p["others"], lang


def test_chat_lists_show_no_preview_twice():
    for name in ("sms_thread", "chat_bubbles"):
        for lang, seed, p in sampled(name, 8):
            heads = [t[:18] for t in p["previews"]]
            assert len(set(heads)) == len(heads), (name, lang, seed, heads)


def test_voicemail_mobile_label_has_a_mobile_number():
    """A contact listed as "mobile" has a mobile number (no Paris landline 01 under
    "portable"); an unknown caller is shown under its town, with that town's area code."""
    import re
    mobile = {"fr": r"^(?:\+33\s?[67]|0[67])", "nl": r"^(?:\+31\s?6|06)",
              "de": r"^(?:\+49\s?1|01)", "it": r"^(?:\+39\s?3|3)"}
    for lang, seed, p in sampled("voicemail_list", 8):
        for it in p["items"]:
            digits = it["number"].replace("(", "").strip()
            if it["known"] and lang in mobile:
                assert re.match(mobile[lang], digits), (lang, seed, it["number"])
            if not it["known"]:
                assert it["town"], (lang, seed)


def test_video_likes_and_comments_fit_the_views():
    for lang, seed, p in sampled("video_player", 8):
        views = float(re.sub(r"[^\d]", "", p["views"]))
        likes = float(re.sub(r"[^\d]", "", p["likes"]))
        assert 0.005 * views <= likes <= 0.06 * views, (lang, seed, p["views"], p["likes"])
        for c in p["comments"]:
            assert all(kind == "link" for _, _, kind, _ in c["marks"]), (lang, seed, c)
