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


def test_thread_replies_answer_the_first_post() -> None:
    """The posts are one thread: the subject, the question, the answer and the asker's
    thanks name one device, the asker thanks the one who answered, and the board in the
    breadcrumb is the thread's category; a three-post thread is on "page 1 of 1"."""
    for lang, seed, p in sampled("retro_forum", 6):
        data = locale_data(lang)
        record = data.SLOTS["forum_thread"][p["thread"]["index"]]
        thing = p["thread"]["thing"]
        assert thing in record["things"] and thing.lower() in p["crumbs"][2].lower()
        assert p["crumbs"][1] == data.SLOTS["forum_category"][record["cat"]], (lang, seed)
        for post, key in zip(p["posts"], ("op", "reply", "follow")[:len(p["posts"])], strict=True):
            opening = record[key].split("{")[0].split()[:2]
            assert post["texts"][0].split()[:len(opening)] == opening, (lang, seed, key)
        if len(p["posts"]) == 3:
            assert p["posts"][2]["author"] == p["posts"][0]["author"], (lang, seed)
            assert p["posts"][1]["author"] in p["posts"][2]["texts"][0], (lang, seed)
        assert p["n_pages"] == 1


def test_no_edit_button_for_a_visitor_and_the_subject_names_the_noise():
    """The reader wrote none of the posts, so none offers "edit"; a subject naming a kind
    of noise ("Strange clicking noise") is not answered by another ("a quiet noise")."""
    for lang, seed, p in sampled("retro_forum", 12):
        edit = locale_data(lang).UI["media.forum_buttons"][1]
        assert edit not in p["buttons"], (lang, seed, p["buttons"])
        subject, op = p["posts"][0]["subject"].lower(), p["posts"][0]["texts"][0].lower()
        for word in ("clicking", "buzzing", "klicken", "brummen", "cliquetis", "bourdonnement",
                     "klikkend", "zoemend"):
            assert word not in subject or word in op, (lang, seed, subject, op)
