"""A colleague's mail is about one matter, in the order people write: no line about the
budget, last weekend or someone taking over a project slips in, one line at most says a
file comes with it, a reply's thanks or apology comes first; the notification centre's
window is a whole mail (greeting, the matter, sign-off) and its notices fit a desktop."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled, template_regex

from generator.content import Content
from surfaces.kit.mails import ATTACHED, OFF, mail_about

LANGS = ("en", "de", "fr", "es", "it", "nl")


def test_mail_is_one_matter_in_writing_order() -> None:
    for lang in LANGS:
        content = Content(lang, np.random.default_rng(4))
        body = content.data.SENTENCES["mailui.body"]
        off = [re.compile(template_regex(t)) for t in body if OFF.search(t)]
        assert off, lang
        for seed in range(60):
            m = mail_about(np.random.default_rng([seed, 3]), content, 6)
            if "index" not in m:
                continue
            for s in m["sentences"]:
                assert not any(r.fullmatch(s) for r in off), (lang, seed, s)
            assert sum(bool(ATTACHED.search(s)) for s in m["sentences"]) <= 1, (lang, m)
            asks = [k for k, s in enumerate(m["sentences"]) if s.endswith("?")]
            assert not asks or asks[-1] == len(m["sentences"]) - 1 or len(asks) > 1, (lang, m)


def test_notification_window_is_a_whole_mail_on_a_desktop() -> None:
    phone = re.compile(r"phone|telefoon|telefono|Handy|téléphone|teléfono")
    night = re.compile(r"nacht|nuit|noche|notte|night")  # a backup done last night, "30 min ago"
    backup = re.compile(r"back-?up|sauvegarde|copia|Sicherung", re.I)
    for lang, seed, p in sampled("notification_center", 6):
        lines = p["window_text"].split("\n")
        assert len(lines) >= 4, (lang, seed, lines)  # greeting, body, closing, name
        for item in p["items"]:
            if "phone" not in p:
                assert not phone.search(item["text"]), (lang, seed, item["text"])
            assert not (backup.search(item["text"]) and night.search(item["text"])), item
        assert len({i["icon"] for i in p["items"]}) > 1, (lang, seed)


def test_no_agenda_or_reminder_subject_and_questions_do_not_send_files() -> None:
    """"Agenda for the conference" held no agenda; "Reminder: webinar tomorrow" said the
    writer could not come or that it moved to Monday; "Question about the quote" opened
    with "Attached is the final quote"."""
    for lang in LANGS:
        content = Content(lang, np.random.default_rng(6))
        for seed in range(40):
            m = mail_about(np.random.default_rng([seed, 8]), content, 4)
            assert m.get("index") not in (5, 10), (lang, m["subject"])
            if m.get("index") == 1 and m["sentences"]:
                assert not ATTACHED.search(m["sentences"][0]) or len(m["sentences"]) == 1, m


def test_a_new_message_does_not_thank_for_a_reply() -> None:
    """email_compose: "Good afternoon Chelsea, thank you for your quick reply" above a
    first mail ("Updated meeting notes attached")."""
    from surfaces.kit.mails import THANKS
    for lang, seed, p in sampled("email_compose", 6):
        if not p["subject"].lower().startswith(("re", "aw", "rv", "r:")):
            assert not any(w in p["greeting"].lower() for w in THANKS), (lang, seed, p["greeting"])
