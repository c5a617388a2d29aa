"""A Gmail thread shows no forwarded block, so its subject never carries a forward's prefix
("Fwd:", "WG:", "TR :", "RV:", "I:", "Fw:"): a "Fwd:" subject over plain replies (review w14)
reads as a forward whose header (From/Date/Subject/To) is missing. Its mails come in time
order, each from one of the two people the thread is between, the owner's own mails "to"
the other side by name."""

from __future__ import annotations

import numpy as np
from world_helpers import sampled

from generator.content import Content
from surfaces.gmail_thread import FORWARD, _prefix


def test_thread_is_replies_between_two_people() -> None:
    for lang, seed, p in sampled("gmail_thread", 30):
        forward = _prefix(Content(lang, np.random.default_rng(0)).data.TITLES["mailui.subject"]
                          [FORWARD])
        assert forward.strip(), lang
        assert not p["subject"].startswith(forward), (lang, seed, p["subject"])
        msgs = p["messages"]
        sent = [m["sent"] for m in msgs]
        assert sent == sorted(sent), (lang, seed, sent)
        people = {m["sender"] for m in msgs}
        assert p["me"] in people | {p["me"]} and len(people) <= 2, (lang, seed, people)
        for m in msgs:
            if m["sender"] == p["me"]:
                other = next(iter(people - {p["me"]}), "")
                assert other.split()[0] in m["to_line"] if other else True, (lang, seed, m)
