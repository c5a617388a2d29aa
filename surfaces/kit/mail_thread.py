"""The turns of a mail thread, planned as intents before a word is written: the first mail
sends something or asks something (mails.mail_about), the reply answers what it asked and
reacts to what it sent, and the last mail answers the reply's own question or thanks. Nobody
repeats a line, nobody agrees to their own proposal, and "is this the final version?" is
answered by "yes, it is", never by "perfect, that is all I needed"."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from generator.content import Content
from surfaces.kit.deadlines import fit_week
from surfaces.kit.mails import (
    ATTACHED,
    DOC_SUBJECTS,
    FORWARD,
    OWN_DRAFT,
    REVISED,
    SUBJECTS,
    mail_about,
)
from surfaces.kit.phrases import repeated_phrases

# mailui.body lines (the same order in every language) that ask or tell the reader
# something a reply answers, and the intent (ct_<intent>) that answers each
ANSWERS = {2: "ans_feedback", 3: "ans_deadline", 6: "ans_numbers", 12: "ans_check",
           16: "ans_forward", 8: "ans_absent", 7: "ans_event", 14: "ans_event"}
# intents a later "I will look at it later" or "I cannot come" makes wrong to say too
OVERRULED = {"ans_feedback": ("ans_check", "ans_numbers", "comments"),
             "ans_absent": ("ans_event",), "ans_check": ("ans_numbers",)}
# the reply's last intent and the first writer's answer to it; the other intents close
# the thread, or are closed by a thanks (re_done)
RESPONSES = {"q_final": "re_final", "q_phone": "re_phone", "comments": "re_comments",
             "ans_feedback": "re_later", "ans_forward": "re_done", "ans_numbers": "re_done",
             "ans_check": "re_done", "ans_deadline": "re_done"}
QUESTIONS = ("q_final", "q_phone")
# a first mail that calls its file final (or promises the final one) is not asked about it
SORRY = re.compile(r"sorry|excuse|entschuldig|pardon|désolé|perdon|scusa|spiacente", re.I)
QUICK = re.compile(r"quickly|schnell|rápid|rapid|snel", re.I)  # "so quickly", "si rapide"
FINAL = re.compile(r"final|endgültig|definiti", re.I)
# subjects whose mail has a body of its own (out of office, lunch): no thread about a file
THREAD_SUBJECTS = tuple(i for i in SUBJECTS if i not in (11, 15))
PERSONAL_DOCS = (4,)
# mailui.body lines asking about a file ("Could you send me your feedback by Friday?",
# "Let me know if the new dates make sense"): only in a mail that sends one; "Feedback
# needed by Friday" (subject 7) asks for it by that day and carries the file
# mailui.body: "The sales team asked whether we can move the deadline": a second deadline
MOVED = 3
ABOUT_A_FILE = {2, 6, 12}  # mailui_doc: a timesheet is nobody's to pass on to a team


def first_mail(rng: np.random.Generator, content: Content, sent: datetime.date | None = None,
               forward: bool = True) -> dict[str, Any]:
    """The mail that opens the thread: about one file or event, naming the file in at most
    one body sentence ("Attached is the revised timesheet" and not again "I have added a
    few notes to the timesheet"); given ``sent``, one deadline (a weekday after it) and
    "revised" said once; no "Fwd:" subject unless ``forward`` (a caller that shows no
    forwarded block); a few redraws, then whatever came."""
    docs = content.data.SLOTS["mailui_doc"]
    days = content.data.SLOTS["mailui_day"]
    subjects = [i for i in THREAD_SUBJECTS if forward or i != FORWARD]
    mail: dict[str, Any] = {}
    for _ in range(12):
        index = subjects[int(rng.integers(len(subjects)))]
        # the first mail shown thanks for no reply nobody sees (r95 0002)
        mail = mail_about(rng, content, int(rng.integers(3, 6)), index, sent, thanks=False)
        if sent is not None:  # "by the end of the week" on a Friday: Monday
            mail["sentences"] = [fit_week(content, sent, t) for t in mail["sentences"]]
        # one deadline: one sentence names a day, or the draft is promised for a date
        dated = [s for k, s in enumerate(mail["sentences"]) if any(d in s for d in days)
                 or mail["lines"][k] in (*OWN_DRAFT, MOVED)]
        revised = REVISED.findall(" ".join(mail["sentences"]))
        said = ATTACHED.search(" ".join([mail["subject"], *mail["sentences"]]))
        mail["has_doc"] = bool(mail.get("doc") and (index in (*DOC_SUBJECTS, 7) or said))
        naming = [s for s in mail["sentences"] if mail["doc"].lower() in s.lower()]
        personal = docs.index(mail["doc"]) in PERSONAL_DOCS if mail["doc"] in docs else False
        asks = set(mail["lines"])
        # nothing said twice ("El equipo de compras pregunta ... ¿Puedes reenviar esto al
        # equipo de compras?")
        # a thread (no ``sent``) dates its own days (gmail_thread) and keeps its wider pool
        once = [naming] + ([dated, revised] if sent is not None else [])
        if max(len(x) for x in once) <= 1 and not (personal and 16 in asks) and \
                not repeated_phrases(" ".join(mail["sentences"])) and \
                (mail["has_doc"] or index == 1 or not asks & ABOUT_A_FILE) and (index != 7 or 2 in asks):
            break
    return mail


def reply_intents(rng: np.random.Generator, lines: list[int], doc: bool,
                  first_text: str) -> list[str]:
    """What the reply says, in order: perhaps an apology for its delay, thanks for a file,
    the answers to what the first mail asked, then one reaction of its own to the file."""
    sorry = rng.random() < 0.3 and not SORRY.search(first_text)  # one apology a thread
    intents = ["sorry"] if sorry else []
    if doc:
        intents.append("ack_doc")
    answers = list(dict.fromkeys(ANSWERS[i] for i in lines if i in ANSWERS))
    for key, drop in OVERRULED.items():
        if key in answers:
            answers = [a for a in answers if a not in drop]
    intents += answers[:2]
    if doc and "ans_feedback" not in answers and len(answers) < 2:
        # one reaction to the file; "I will look at it later" not after judging it
        own = ["q_phone"] + ([] if answers else ["comments", "ans_feedback"])
        if not FINAL.search(first_text):
            own.append("q_final")
        own = [o for o in own if o not in intents]
        intents.append(own[int(rng.integers(len(own)))])
    if not answers and not doc:
        intents.append("ans_ok")
    return intents


def say(content: Content, intent: str, me: str, team: str, late: bool = False) -> str:
    """One line of ``intent`` (slot ct_<intent>, w7_c_talk.toml), written by ``me``; in a
    reply that ``late`` apologises for its delay, no thanks for a quick send (r99 09: "Sorry
    for the delay. Thanks for sending this over so quickly.")."""
    pool = content.data.SLOTS[f"ct_{intent}"]
    for _ in range(12):
        template = pool[int(content.rng.integers(len(pool)))]
        line = content.fill(template, me=me, mailui_team=team)
        if not (late and QUICK.search(line)):
            break
    return line


def thread_turns(rng: np.random.Generator, content: Content, mail: dict[str, Any],
                 doc: bool, people: list[str]) -> list[dict[str, Any]]:
    """[{"speaker", "intents", "lines"}] of the thread: the first mail from people[0], the
    reply from people[1] (the mailbox's owner) and, when the reply asks or offers something,
    people[0]'s answer to it."""
    text = " ".join(mail["sentences"])
    intents = reply_intents(rng, mail.get("lines", []), doc, text)
    turns = [{"speaker": 0, "intents": ["first"], "lines": list(mail["sentences"])},
             {"speaker": 1, "intents": intents,
              "lines": [say(content, i, people[1], mail.get("team", ""), "sorry" in intents)
                        for i in intents]}]
    last = intents[-1]
    if last in RESPONSES and (last in QUESTIONS or rng.random() < 0.7):
        turns.append({"speaker": 0, "intents": [RESPONSES[last]],
                      "lines": [say(content, RESPONSES[last], people[0], "")]})
    return turns
