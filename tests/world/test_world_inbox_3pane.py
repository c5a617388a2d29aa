"""The three-pane inbox: the Inbox badge counts the unread rows (all in view), subjects are
not repeated, no "Agenda for ..." mail without an agenda, an event mail says one thing
about its event, a mail thanks once at most, marks fall on the firm's whole name or numbers
(a badge of 18 over 2 unread rows, "welcome you in Boise" next to "will not attend", a
link on "Sims" are gone)."""

from __future__ import annotations

import re

from world_helpers import sampled, template_regex

from generator.content.provider import locale_data
from surfaces.kit.mails import THANKS


def test_inbox_badge_subjects_and_bodies_agree() -> None:
    for lang, seed, p in sampled("email_3pane", 12):
        mails = p["mails"]
        assert p["inbox_count"] == sum(m["unread"] for m in mails) >= 1, (lang, seed)
        assert not any(m["unread"] for m in mails[5:]), (lang, seed)
        assert len({m["subject"] for m in mails}) == len(mails), (lang, seed)
        agenda = locale_data(lang).TITLES["mailui.subject"][10]
        assert not any(re.fullmatch(template_regex(agenda), m["subject"]) for m in mails), \
            (lang, seed)
        events = locale_data(lang).SLOTS["mailui_event"]
        body = " ".join(p["paragraphs"])
        event = next((e for e in events if e in mails[p["selected"]]["subject"]), None)
        if event:
            assert len(re.findall(rf"[^.!?]*\b{re.escape(event)}\b", body)) <= 1, (lang, body)
        thanks = [s for s in re.split(r"(?<=[.!?])\s+", p["greeting"] + " " + body)
                  if any(w in s.lower() for w in THANKS[:-1])]
        assert len(thanks) <= 1, (lang, seed, thanks)
        for para, marks in zip(p["paragraphs"], p["marks"], strict=True):
            for start, end, _, _ in marks:
                span = para[start:end]
                assert span[0].isdigit() or span in mails[p["selected"]]["subject"], \
                    (lang, seed, span)
