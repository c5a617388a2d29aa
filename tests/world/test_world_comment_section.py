"""Comments under an article: one thought each, a reply is younger than the comment above
it, "newest first" lists them youngest first, and a comment addressing someone by name
names a commenter of the thread who wrote earlier."""

from __future__ import annotations

from world_helpers import sampled

from generator.content.provider import locale_data


def test_comment_ages_and_names() -> None:
    for lang, seed, p in sampled("comment_section", 5):
        cs = p["comments"]
        for prev, c in zip(cs, cs[1:], strict=False):
            if c["depth"]:
                assert c["age"] <= prev["age"], (lang, seed)
        firsts = {c["author"].split()[0]: c for c in cs if " " in c["author"]}
        for c in cs:
            for first, d in firsts.items():
                if d is not c and (c["text"].startswith(first + ",") or f", {first}" in c["text"]):
                    assert c["age"] <= d["age"], (lang, seed, c["text"])


def test_a_single_hour_or_day_is_singular() -> None:
    """"1 hour ago", never "1 hours ago" (it "1 ore fa", de "vor 1 Tagen")."""
    for lang, seed, p in sampled("comment_section", 12):
        for c in p["comments"]:
            if c["age"] == 1 or c["age"] // 24 == 1:
                assert c["meta"].split()[0] in {"1", "vor", "il", "hace"}, c["meta"]
                assert not any(w in c["meta"] for w in ("hours", "days", "Tagen", "Stunden",
                                                        "ore ", "giorni", "heures", "jours",
                                                        "horas", "días", "dagen")), \
                    (lang, seed, c["meta"])


def test_addressed_comments_reply_under_the_named_comment() -> None:
    """Issue 18 review class "replies that do not answer": under "Top comments", a comment
    addressing a commenter ("Renee, you should read the whole article") is a reply right
    under Renee's comment, and "▾ 5 replies" sits only under a top-level comment whose
    replies are folded away (not above a shown reply, not on a reply)."""
    addressed = 0
    for lang, seed, p in sampled("comment_section", 12):
        cs = p["comments"]
        for k, c in enumerate(cs):
            nxt = cs[k + 1] if k + 1 < len(cs) else None
            if c["replies"]:
                assert not c["depth"] and not (nxt and nxt["depth"]), (lang, seed)
            if p["order"] == locale_data(lang).UI["web.comments_newest"]:
                continue
            for d in cs:
                first = d["author"].split()[0]
                if d is not c and " " in d["author"] and not d["depth"] and (
                        c["text"].startswith(first + ",") or f", {first}" in c["text"]):
                    addressed += 1
                    above = [e for e in cs[:k] if not e["depth"]][-1]
                    assert c["depth"] == 1 and above is d, (lang, seed, c["text"])
    assert addressed == 0  # no comment rebukes a commenter by name any more (see below)


def test_no_rebuke_by_name_no_photo_praise_under_a_video_no_random_links() -> None:
    """A reviewer read "Robert, read the whole article" with no Robert on the page, or
    aimed at a commenter who praised the text; "The photos are beautiful" under a video;
    a link on the word "Nachrichten"."""
    import re as _re

    from surfaces.comment_section import PHOTOS
    for lang, seed, p in sampled("comment_section", 10):
        for c in p["comments"]:
            assert not c["marks"], (lang, seed, c)
            firsts = {a.split()[0] for a in (d["author"] for d in p["comments"]) if " " in a}
            assert not any(_re.match(rf"{_re.escape(f)}\b", c["text"]) for f in firsts), c
            assert not (p["video"] and PHOTOS.search(c["text"])), (lang, seed, c["text"])


def test_a_video_is_not_called_an_article_and_up_next_is_other_stories() -> None:
    """Comments under a video never praise "the article" or its photos (review 11: "Bel
    pezzo" under a video), and the rail's stories are six of different templates, not one
    headline with six towns."""
    from surfaces.comment_section import ARTICLE, PHOTOS
    videos = 0
    for lang, seed, p in sampled("comment_section", 20):
        if p["video"]:
            videos += 1
            for c in p["comments"]:
                assert not ARTICLE.search(c["text"]) and not PHOTOS.search(c["text"]), \
                    (lang, seed, c["text"])
        firsts = [" ".join(t.split()[:3]) for t, *_ in p["next"]]
        assert len(p["next"]) == 6 and len(set(firsts)) == 6, (lang, seed, firsts)
    assert videos, "no video drawn: the test would prove nothing"
