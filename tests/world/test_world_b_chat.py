"""A friends' chat hangs together in time: each exchange is said at a time of day that fits
it (no "order food tonight? - I'm starving" at 09:44, last night's thanks in the morning, the
birthday wishes first), the day's exchanges in that order, and no two that cannot share a day
(eating out and ordering in)."""

from __future__ import annotations

from world_helpers import sampled

from surfaces.kit.chat_world import BIRTHDAY, CLASH, WINDOWS


def test_chat_bubbles_exchanges_fit_their_time_of_day() -> None:
    for lang, seed, p in sampled("chat_bubbles", 40):
        msgs = p["messages"]
        assert len(msgs) >= 6, (lang, seed, len(msgs))
        pairs = [m["pair"] for m in msgs[::2]]
        for ask in msgs[::2]:
            lo, hi = WINDOWS[ask["pair"]]
            assert lo <= ask["minute"] <= hi, (lang, seed, ask)
        if BIRTHDAY in pairs:
            assert pairs[0] == BIRTHDAY, (lang, seed, pairs)
        for clash in CLASH:
            assert len(clash & set(pairs)) < 2, (lang, seed, pairs)
        minutes = [m["minute"] for m in msgs]
        assert minutes == sorted(minutes) and minutes[-1] < 24 * 60, (lang, seed, minutes)


def test_every_chat_pair_has_a_time_of_day() -> None:
    from generator.content.provider import locale_data
    from generator.resolve import content_languages

    for lang in content_languages():
        assert len(locale_data(lang).SLOTS["gsoc_chat_pair"]) == len(WINDOWS), lang


def test_video_call_someone_who_said_goodbye_has_left_the_call() -> None:
    from generator.content.provider import locale_data

    seen = 0
    for lang, seed, p in sampled("video_call_chat", 30):
        byes = [b.split("{")[0][:14] for b in locale_data(lang).SLOTS["hchat_call_bye"]]
        left = {m["who"] for m in p["messages"] if m["bye"]}
        for m in p["messages"]:
            if any(m["text"].startswith(b) for b in byes if len(b) >= 10):
                assert m["bye"], (lang, seed, m)
        assert 0 not in left, (lang, seed)  # you are still on your own call
        assert not left & set(p["present"]), (lang, seed, left, p["present"])
        assert p["speaking"] in p["present"], (lang, seed)
        assert set(p["present"]) | left == set(range(len(p["people"]))), (lang, seed)
        seen += bool(left)
    assert seen > 20


def test_doc_comments_a_reply_answers_its_comment() -> None:
    """"Is this still correct after the last update?" is answered "yes, I checked" or "not
    quite, I updated it" (w6_doc.reply_check), praise of a summary with thanks, never "Thanks,
    I fixed it"; and a fraction of a count is a whole number ("Su 36 punti vendita, un quarto")."""
    import re

    from world_helpers import written_from

    from generator.content.provider import locale_data
    from surfaces.doc_comments import CHECKS, ROLES

    kinds = {"check": "w6_doc.reply_check", "praise": "w6_doc.reply_praise"}
    for lang, seed, p in sampled("doc_comments", 30):
        data = locale_data(lang).SENTENCES
        comments = data["office.comment"]
        for c in p["comments"]:
            ask = c["thread"][0]["text"]
            k = next(i for i, t in enumerate(comments) if written_from(ask, [t], single=True))
            want = "check" if k in CHECKS[lang][0] else "praise" if k == ROLES[lang][2] \
                else "edit"
            assert c["kind"] == want, (lang, seed, ask, c["kind"])
            for m in c["thread"][1:]:
                if want in kinds:
                    assert written_from(m["text"], data[kinds[want]], single=True), \
                        (lang, seed, ask, m)
                else:  # a suggestion is answered from office.reply, never "yes, still right"
                    assert not written_from(m["text"], data[kinds["check"]], single=True), \
                        (lang, seed, ask, m)
            if want != "edit":
                assert len(c["thread"]) <= 2, (lang, seed, c)
        if lang == "it":
            for text in p["texts"]:
                for n, frac in re.findall(r"(?:Su|Tra) (\d+) \w+ \w+, (la metà|due terzi|"
                                          r"solo un quarto)", text):
                    assert int(n) % {"la metà": 2, "due terzi": 3}.get(frac, 4) == 0, text
