"""Mail lists (email_3pane, gmail_inbox): a first mail (no "Re:") never thanks for a reply
or apologises for a late one, a preview is the start of the body (its greeting first, a
"good morning" only on a morning mail), and the list runs newest first: today's times, then
dates from yesterday back."""

from __future__ import annotations

import datetime
import re

import numpy as np
from world_helpers import sampled, template_regex

from generator.content import Content
from surfaces.kit.clock import clock_key, recent_dates
from surfaces.kit.mails import _answers, mail_about

LANGS = ("en", "de", "fr", "es", "it", "nl")


def test_first_mails_do_not_answer() -> None:
    for lang in LANGS:
        content = Content(lang, np.random.default_rng(3))
        body = content.data.SENTENCES["mailui.body"]
        answering = [re.compile(template_regex(t)) for i, t in enumerate(body) if _answers(t, i)]
        assert answering, lang
        firsts = 0
        for seed in range(40):
            m = mail_about(np.random.default_rng([seed, 2]), content, 4)
            if not m["reply"]:
                firsts += 1
                for s in m["sentences"]:
                    assert not any(r.fullmatch(s) for r in answering), (lang, seed, s)
        assert firsts > 20, lang


class _Stamps:
    """A stand-in content: times as 'HH:MM', dates as ISO days."""

    def __init__(self, rng: np.random.Generator) -> None:
        self.rng = rng

    def time(self) -> str:
        return f"{int(self.rng.integers(7, 20)):02d}:{int(self.rng.integers(0, 60)):02d}"

    def format_date(self, day: datetime.date) -> str:
        return day.isoformat()


def test_recent_dates_newest_first_and_not_today() -> None:
    for seed in range(200):
        today = datetime.date(2024, 1, 1) + datetime.timedelta(
            days=int(np.random.default_rng(seed).integers(200, 1000)))
        rng = np.random.default_rng(seed)
        n_today = seed % 4
        out = recent_dates(rng, _Stamps(rng), 9, n_today)
        times, days = out[:n_today], out[n_today:]
        assert [clock_key(t) for t in times] == sorted((clock_key(t) for t in times), reverse=True)
        assert days == sorted(days, reverse=True) and days[0] < today.isoformat(), (seed, out)


def test_previews_open_the_body() -> None:
    for lang, seed, p in sampled("email_3pane", 3):
        sel = p["mails"][p["selected"]]
        # (the preview runs greeting and body together: "Hi John, are you free ...")
        assert sel["snippet"].lower() == \
            " ".join(t for t in (p["greeting"], p["paragraphs"][0]) if t)[
                :len(sel["snippet"])].lower()
        for m in p["mails"]:
            if ":" in m["date"] and lang == "en" and "morning" in m["snippet"].split(",")[0]:
                assert clock_key(m["date"]) < 12 * 60, (lang, seed, m)
    for lang, seed, p in sampled("gmail_inbox", 3):
        for m in p["mails"]:
            if lang == "en" and m["snippet"].startswith("Good morning"):
                assert ":" in m["date"] and clock_key(m["date"]) < 12 * 60, (lang, seed, m)
            assert m["reply"] or not m["snippet"].startswith(("Thank", "Danke", "Merci")), (lang, seed)


def test_italian_events_take_il_del_al() -> None:
    """Italian mail lines say "il/del/al {mailui_event}": no event may open with a vowel
    ("del incontro mensile")."""
    events = Content("it", np.random.default_rng(0)).data.SLOTS["mailui_event"]
    assert all(e[0].lower() not in "aeiou" for e in events), events


def test_out_of_office_and_lunch_mails_say_so() -> None:
    """"Out of office until Friday" is an auto-reply about the absence, "Lunch on Monday?"
    an invitation to lunch (they read as unrelated work notes)."""
    from surfaces.kit.mails import OWN_BODY
    for lang in LANGS:
        content = Content(lang, np.random.default_rng(5))
        subjects = content.data.TITLES["mailui.subject"]
        seen = set()
        for seed in range(60):
            m = mail_about(np.random.default_rng([seed, 9]), content, 3)
            for index, key in OWN_BODY.items():
                if re.fullmatch(template_regex(subjects[index]), m["subject"]):
                    seen.add(index)
                    lead = content.data.SENTENCES[key][0]
                    assert re.fullmatch(template_regex(lead), m["sentences"][0]), (lang, m)
        assert seen == set(OWN_BODY), (lang, seen)


def test_gmail_count_in_the_language_s_digits() -> None:
    for lang, seed, p in sampled("gmail_inbox", 2):
        if lang in ("de", "es", "it", "nl"):
            assert "," not in p["range"].split()[-1], (lang, seed, p["range"])


def test_no_two_previews_open_alike() -> None:
    for name in ("email_3pane", "gmail_inbox"):
        for lang, seed, p in sampled(name, 3):
            firsts = [m["opening"] for m in p["mails"]]
            assert len(firsts) - len(set(firsts)) <= 1, (name, lang, seed, firsts)
