"""A Gmail conversation is seen from one mailbox: the other side's mails read "to me", my
replies are addressed to the other side by name; each person keeps one address and colour,
and the thread runs forward in time."""

from __future__ import annotations

from world_helpers import sampled


def test_to_me_only_on_the_other_side_s_mails() -> None:
    for lang, seed, p in sampled("gmail_thread", 6):
        msgs = p["messages"]
        to_me = msgs[0]["to_line"]
        assert len(msgs) >= 2
        for m in msgs:
            mine = m["sender"] == p["me"]
            assert (m["to_line"] == to_me) != mine, (lang, seed, m["sender"], m["to_line"])
            if mine:
                assert msgs[0]["sender"].split()[0] in m["to_line"]
        sent = [m["sent"] for m in msgs]
        assert sent == sorted(sent), (lang, seed, sent)
        by = {}
        for m in msgs:
            assert by.setdefault(m["sender"], (m["email"], m["colour"])) == (m["email"], m["colour"])
            assert 7 <= int(m["sent"][11:13]) < 22, (lang, seed, m["sent"])


def test_a_mail_that_says_attached_carries_the_file() -> None:
    """"Attached is the final price list" (or a subject "... attached") shows the file."""
    from surfaces.kit.mails import ATTACHED
    said = 0
    for lang, seed, p in sampled("gmail_thread", 15):
        first = p["messages"][0]
        if ATTACHED.search(" ".join([p["subject"], *first["paragraphs"]])):
            said += 1
            assert first.get("attachment"), (lang, seed, first["paragraphs"])
    assert said > 3


def test_one_event_day_a_thread() -> None:
    """"Re: open day on Thursday" over "the open day on Tuesday" was review r95 0002: the
    subject's weekday is the one the first mail names, still ahead when the last mail is
    written; and the first mail shown thanks for no reply that nobody sees."""
    import datetime
    import re

    import numpy as np

    from generator.content import Content
    from surfaces.kit.mails import THANKS
    REPLIED = re.compile(r"reply|antwort|réponse|respuesta|risposta|riscontro|reactie|"  # noqa: N806
                         r"antwoord|toelichting|pazienza|paciencia|aiuto|ayuda")
    named = 0
    for lang, seed, p in sampled("gmail_thread", 40):
        days = Content(lang, np.random.default_rng(0)).data.SLOTS["mailui_day"]
        find = lambda text, days=days: {k for k, d in enumerate(days)  # noqa: E731
                             if re.search(rf"\b{re.escape(d)}\b", text, re.I)}
        subject, first = find(p["subject"]), find(" ".join(p["messages"][0]["paragraphs"]))
        assert not subject or not first or first == subject, (lang, seed, p["subject"], first)
        for day in subject:
            named += 1
            sent = [datetime.datetime.fromisoformat(m["sent"]).date() for m in p["messages"]]
            ahead = sent[0] + datetime.timedelta(days=(day - sent[0].weekday()) % 7 or 7)
            assert sent[-1] < ahead, (lang, seed, p["subject"], sent)
        opening = re.split(r"[.!]", p["messages"][0]["paragraphs"][0])[0].lower()
        assert not (any(w in opening for w in THANKS) and REPLIED.search(opening)), \
            (lang, seed, opening)
    assert named > 10
