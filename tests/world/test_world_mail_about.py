"""A colleague's mail is about its subject: the document, event or order its subject names
is the one every body sentence names (no "Re: summer party" answered about a timesheet and
a confirmed order), and the list's preview line is the open mail's first sentence."""

from __future__ import annotations

import numpy as np

from generator.content import Content
from generator.content.provider import locale_data
from surfaces.kit.mails import OBJECTS, mail_about


def test_body_names_only_the_subject_s_object() -> None:
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        content = Content(lang, np.random.default_rng(8))
        slots = locale_data(lang).SLOTS
        literal = " ".join(locale_data(lang).SENTENCES["mailui.body"])  # written, not drawn
        for _ in range(40):
            mail = mail_about(np.random.default_rng(int(content.rng.integers(1 << 30))),
                              content, 4)
            text = " ".join(mail["sentences"])
            for key in OBJECTS:
                named = {w for w in slots[key] if w in text and w not in literal}
                if named:
                    assert any(w.lower() in mail["subject"].lower() for w in named) or len(named) == 1, \
                        (lang, mail)
            assert len(set(mail["sentences"])) == len(mail["sentences"])


def test_the_open_mail_is_the_selected_one() -> None:
    from world_helpers import sampled
    for lang, seed, p in sampled("email_3pane", 8):
        sel = p["mails"][p["selected"]]
        # the preview is the start of the body: its greeting, then the first paragraph
        start = " ".join(t for t in (p["greeting"], p["paragraphs"][0]) if t)  # or no greeting
        assert start.lower().startswith(
            sel["snippet"].lower()), (lang, seed)


def test_the_window_behind_the_notifications_is_one_mail_about_its_title() -> None:
    """The window's title is the mail's subject; the body names no other document, event
    or order than the one the title names (it was three paragraphs of unrelated lines)."""
    from world_helpers import sampled
    for lang, seed, p in sampled("notification_center", 6):
        slots = locale_data(lang).SLOTS
        literal = " ".join(locale_data(lang).SENTENCES["mailui.body"])
        for key in OBJECTS:
            named = {w for w in slots[key] if w in p["window_text"] and w not in literal}
            named = {w for w in named if not any(w != v and w in v for v in named)}
            assert len(named) <= 1, (lang, seed, key, named)
            assert not named or not any(w.lower() in p["window_title"].lower() for w in slots[key]) or \
                any(w.lower() in p["window_title"].lower() for w in named), (lang, seed, p["window_title"])
