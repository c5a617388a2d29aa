"""One inbox's mails, each a short mail about its subject only (email_3pane).

A mail about an event says one thing about it (confirmed, booked, cannot come, welcome):
never "happy to welcome you" next to "will not be able to attend"; a mail about a document
says one or two things about that document and may ask for feedback. No sentence about
a third party or the budget ("X will take over the project after the summer") slips in;
a mail thanks for a reply only when it answers one; no subject is used twice in the list."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from generator.content import Content
from surfaces.kit.mails import OBJECTS, OWN_BODY, REPLY_SUBJECTS, SHARED, THANKS
from surfaces.kit.messages import PERSONAL_SUBJECTS

AGENDA = 10  # "Agenda for the ...": its mail would have to hold an agenda
SUBJECTS = tuple(i for i in PERSONAL_SUBJECTS if i != AGENDA)
REMINDER = 5  # "Reminder: ... tomorrow": no sentence naming another day
QUESTION = 1  # "Question about the ...": its mail asks one
FEEDBACK = 7  # "Feedback needed by Friday": its mail names the day
_PEOPLE = ("company", "name", "fullname", "city")
# slot-free sentences that fit no particular mail: the budget, last weekend
_OFF = re.compile(r"cost|kosten|coût|coste|costi|weekend|wochenend|week-end|fin de semana",
                  re.I)


def _names(template: str, keys: tuple[str, ...]) -> list[str]:
    return [k for k in keys if "{" + k + "}" in template]


def _thanks(template: str) -> bool:
    return not _names(template, (*OBJECTS, *_PEOPLE)) and \
        any(w in template.lower() for w in THANKS)


def _body(rng: np.random.Generator, body: list[str], about: list[str], index: int,
          reply: bool) -> list[str] | None:
    """The templates of one mail's body about ``about`` (its subject's object); None when
    the language has nothing fitting to say (a reminder whose lines all name a weekday)."""
    related = [t for t in body if _names(t, tuple(about)) and not _names(t, _PEOPLE[:3])
               and not _thanks(t)]
    if index == REMINDER:
        related = [t for t in related if "{mailui_day}" not in t]
        if not related:
            return None
    neutral = [t for t in body if not _names(t, (*OBJECTS, *_PEOPLE)) and not _thanks(t)
               and not _OFF.search(t)]
    order = [related[int(i)] for i in rng.permutation(len(related))]
    if "mailui_event" in about:  # one thing about the event
        picks = order[:1]
    else:
        picks = order[:1 + int(rng.random() < 0.5)]
        if index == QUESTION:
            neutral = [t for t in neutral if t.rstrip().endswith("?")] or neutral
        if index == FEEDBACK:
            dated = [t for t in neutral if "{mailui_day}" in t]
            neutral = [t for t in dated if "?" in t] or dated or neutral
        if neutral and (rng.random() < 0.6 or index in (QUESTION, FEEDBACK)):
            picks.append(neutral[int(rng.integers(len(neutral)))])
    if not picks and neutral:  # nothing said about the object in this language
        picks = [neutral[int(rng.integers(len(neutral)))]]
    thanks = [t for t in body if _thanks(t)]
    return ([thanks[int(rng.integers(len(thanks)))]] if reply and thanks else []) + picks


def inbox_mails(rng: np.random.Generator, content: Content, n: int) -> list[dict[str, Any]]:
    """``n`` mails {"subject", "sentences", "reply", "keys"} of distinct subjects."""
    subjects = content.data.TITLES["mailui.subject"]
    body = content.data.SENTENCES["mailui.body"]
    pool = [SUBJECTS[int(i)] for i in rng.permutation(len(SUBJECTS))]
    pool += [i for i in pool if "{mailui_doc}" in subjects[i]]  # more mails about documents
    out: list[dict[str, Any]] = []
    for index in pool:
        if len(out) == n:
            break
        words = {k: content.word(k) for k in (*OBJECTS, *SHARED[:2])}
        words["company"] = content.firm()  # "Fwd: price list from Rocher SARL"
        words["weekday"] = words["mailui_day"]  # "by Tuesday ... before Tuesday"
        reply = index in REPLY_SUBJECTS
        if index in OWN_BODY:
            lines = content.data.SENTENCES[OWN_BODY[index]][:2]
        else:
            lines = _body(rng, body, _names(subjects[index], OBJECTS), index, reply)
            if lines is None:
                continue
        out.append({"subject": content.fill(subjects[index], **words), "reply": reply,
                    "sentences": [content.fill(t, **words) for t in lines],
                    "keys": [words["company"]]})
    return out
