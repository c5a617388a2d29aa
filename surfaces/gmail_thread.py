"""A webmail client showing one conversation: folders, a toolbar and stacked messages."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.brand_art import person_initials
from surfaces.kit.chrome import avatar, icon, search_box, sidebar_list, toolbar, ui_style
from surfaces.kit.deadlines import fit_week, unfit
from surfaces.kit.mail_thread import first_mail, thread_turns
from surfaces.kit.messages import MAIL_PHOTOS
from surfaces.kit.numbers import random_day
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style

AVATAR_COLOURS = [(66, 133, 244), (219, 68, 55), (15, 157, 88), (171, 71, 188), (255, 112, 67),
                  (0, 137, 123)]
# mailui.subject templates (the same order in every language) of a forward and of a reply
FORWARD, REPLY = 3, 2

def _prefix(template: str) -> str:
    """The prefix a subject template opens with ("Fwd: ", "TR : "), up to its first slot."""
    return template[:template.index("{")] if "{" in template else ""


def reply_subject(content: Content, subject: str) -> str:
    """The thread's subject: a forward's prefix ("I:", "Fwd:") only over a forwarded block,
    which no message here shows; the thread of replies reads "R:"/"Re:" instead."""
    templates = content.data.TITLES["mailui.subject"]
    forward, reply = _prefix(templates[FORWARD]), _prefix(templates[REPLY])
    if forward and subject.startswith(forward):
        return reply + subject[len(forward):]
    return subject


def late_reply_day(rng: np.random.Generator, sent: datetime.date) -> datetime.date:
    """The day of a reply that apologises for its delay: at least three working days lie
    between the two mails, and it is written Wednesday to Friday (not on the Monday or
    Tuesday after a weekend, when nobody has kept anyone waiting)."""
    day, between = sent, 0
    while True:
        day += datetime.timedelta(days=1)
        if between >= 3 and day.weekday() in (2, 3, 4):
            break
        between += day.weekday() < 5
    return day + datetime.timedelta(days=7 * int(rng.random() < 0.15))


def _times(rng: np.random.Generator, turns: list[dict[str, Any]]) -> list[datetime.datetime]:
    """When each mail of the thread is sent: a few hours to days after the one before it (an
    apology for a late reply comes days later), in waking hours."""
    when = datetime.datetime.combine(random_day(rng), datetime.time(8)) + \
        datetime.timedelta(minutes=int(rng.integers(0, 11 * 60)))
    times = []
    for k, turn in enumerate(turns):
        if k:
            if "sorry" in turn["intents"]:  # days later, at a working hour
                when = datetime.datetime.combine(late_reply_day(rng, when.date()),
                                                 datetime.time(8)) + \
                    datetime.timedelta(minutes=int(rng.integers(30, 10 * 60)))
            else:
                when += datetime.timedelta(minutes=int(rng.integers(20, 24 * 60)))
            if not 7 <= when.hour < 22:  # a night's reply waits for the morning
                when = datetime.datetime.combine(
                    when.date() + datetime.timedelta(days=int(when.hour >= 22)),
                    datetime.time(7)) + datetime.timedelta(minutes=int(rng.integers(30, 180)))
        times.append(when)
    return times


def _swap_days(mail: dict[str, Any], turns: list[dict[str, Any]], swap: dict[str, str]) -> None:
    """Each weekday of ``swap`` becomes its swapped day in the mails and the subject alike."""
    if not swap:
        return
    pattern = re.compile(r"\b(" + "|".join(map(re.escape, swap)) + r")\b", re.I)

    def other_day(m: re.Match) -> str:
        day = swap[next(d for d in swap if d.lower() == m.group(0).lower())]
        return day[0].upper() + day[1:] if m.group(0)[0].isupper() else day

    for turn in turns:
        turn["lines"] = [pattern.sub(other_day, line) for line in turn["lines"]]
    mail["subject"] = pattern.sub(other_day, mail["subject"])


def _messages(rng: np.random.Generator, content: Content, people: list[str],
              mail: dict[str, Any], doc: bool) -> list[dict[str, Any]]:
    """The thread (mail_thread.thread_turns): each mail answers the one before it, a few
    hours to days later (an apology for a late reply comes days later), written in waking
    hours."""
    emails = [content.email(p) for p in people]
    colours = [int(c) for c in rng.choice(len(AVATAR_COLOURS), 2, replace=False)]
    turns = thread_turns(rng, content, mail, doc, people)
    # a weekday the mails name ("la grande salle pour vendredi matin") is still ahead when the
    # last of them is written (a reply days after that Friday was review r73 0022)
    # the subject names the event's day too ("Re: open day on Thursday"): one day a thread
    text = " ".join([mail["subject"], *(" ".join(t["lines"]) for t in turns)])
    named = [k for k, d in enumerate(content.data.SLOTS["mailui_day"])
             if re.search(rf"\b{re.escape(d)}\b", text, re.I)]
    days = content.data.SLOTS["mailui_day"]
    for tries in range(40):
        if tries == 20 and named and "sorry" in turns[1]["intents"]:
            # no late apology for a mail whose day it would let pass: reply in time
            turns[1]["intents"], turns[1]["lines"] = turns[1]["intents"][1:], turns[1]["lines"][1:]
        times = _times(rng, turns)
        first = times[0].date()
        # the weekdays still ahead when the last mail is written
        # (not the sent day's own weekday: "by Friday" sent on a Friday, review r99 09)
        ahead = [k for k in range(len(days)) if k != first.weekday() and times[-1].date()
                 < first + datetime.timedelta(days=(k - first.weekday()) % 7)]
        # nor a mail dated Friday to Sunday asking "by the end of the week" (kit/deadlines)
        if (ahead or not named) and not any(
                unfit(content, times[k].weekday(), " ".join(t["lines"]))
                for k, t in enumerate(turns)):
            break
    _swap_days(mail, turns, {days[d]: days[int(choice(rng, ahead))] for d in named
                             if ahead and d not in ahead})
    messages = []
    for k, turn in enumerate(turns):
        when = times[k]
        # its deadlines fit its day: on a Saturday "by Monday", not "by the end of the week"
        lines = [fit_week(content, when.date(), line) for line in turn["lines"]]
        if k == 0:
            cut = int(rng.integers(1, len(lines))) if len(lines) > 1 else 1
            paragraphs = [p for p in (" ".join(lines[:cut]), " ".join(lines[cut:])) if p]
        else:
            paragraphs = [" ".join(lines)]
        me = turn["speaker"]  # 0: from the other side to me; 1: my reply
        messages.append({
            "sender": people[me], "email": emails[me], "colour": colours[me],
            "date": content.format_date(when.date()),
            "time": content.format_time(when.hour, when.minute), "sent": when.isoformat(),
            "greeting": f"{people[1 - me].split()[0]},", "paragraphs": paragraphs,
            "intents": turn["intents"],
            # only the file's name or a figure is styled, and only in the first mail
            "marks": [sample_marks(rng, p, "mail", keys=[mail.get("doc", "")]) if k == 0
                      else [] for p in paragraphs],
            "signoff": people[me].split()[0],
            "to_line": (f"{content.ui('mail.to')} {people[0].split()[0]}" if me else
                        content.ui("mail.to_me")),
        })
    return messages


class GmailThread(Surface):
    name = "gmail_thread"
    family = "mail"
    text_roles = ("prose", "text", "structural", "chrome")
    regions = ("sidebar", "toolbar", "search", "header", "message")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # people[1] is the mailbox's owner ("me"): the other side writes "to me", my replies
        # are addressed to the other side by name
        people = [content.full_name() for _ in range(2)]
        mail = first_mail(rng, content)  # the thread's subject
        mail["subject"] = reply_subject(content, mail["subject"])
        doc = mail["has_doc"]
        messages = _messages(rng, content, people, mail, doc)
        if doc:
            # "Updated report" or "Attached is the report" carries the report
            slug = "_".join(mail["doc"].lower().split())
            messages[0]["attachment"] = f"{slug}_v{int(rng.integers(2, 6))}.pdf"
        folders = ["mail.inbox", "mail.starred", "mail.sent", "mail.drafts", "mail.archive",
                   "mail.spam", "mail.trash"]
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "subject": mail["subject"],
            "folders": [content.ui(f) for f in folders],
            "counts": {"0": str(int(rng.integers(2, 40))), "3": str(int(rng.integers(1, 5)))},
            "compose": content.ui("mail.compose"), "search": content.ui("mail.search"),
            "actions": [content.ui("mail.reply"), content.ui("mail.forward")],
            "messages": messages, "me": people[1], "about": mail.get("index"),
            "sidebar_width": int(choice(rng, [200, 220, 240])),
            # Mail typed in Gmail separates paragraphs by an empty line (Enter twice);
            # HTML mail from other clients often by a smaller margin.
            "gap": float(choice(rng, [0.6, 1.0, 1.0, 1.0])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        sw = params["sidebar_width"]
        page.rect((0, 0, page.width, 64), theme.panel, name="top bar")
        search_box(page, theme, typo, (sw + 10, 12, min(page.width - 40, sw + 620), 52),
                   params["search"])
        with page.region("compose", "chrome", (12, 72, sw - 12, 120)):
            st = ui_style(typo, theme, bold=True)  # the button is as wide as its label
            right = min(sw - 12, max(146, 58 + round(measure(params["compose"], st)[0]) + 26))
            page.rect((16, 74, right, 118), theme.selection, radius=16, name="button")
            page.label(58, 86, params["compose"], st, max_width=right - 68)
        counts = {int(k): v for k, v in params["counts"].items()}
        sidebar_list(page, theme, typo, (0, 128, sw, page.height), params["folders"], 0, counts)
        page.line((sw - 1, 64), (sw - 1, 128), theme.border)
        x1 = sw + 16
        toolbar(page, theme, typo, (sw, 64, page.width, 104), params["actions"],
                icons=["archive", "shield", "trash", "mail"])  # archive, spam, delete, unread
        y = 118
        with page.region("header", "structural", (x1, y, page.width - 24, y + 40)):
            block = page.text((x1, y, page.width - 40, y + 40), params["subject"],
                              style(typo["ui"], typo["size"] + 8, theme.text), role="structural",
                              wrap=False, name="subject")  # "in the subject line" (r99 09)
        y = block.bottom + 14
        for k, msg in enumerate(params["messages"]):
            y = self._message(page, theme, typo, msg, k, x1, y, params["gap"])
            if y > page.height - 40:
                break
        return page

    def _message(self, page: Page, theme: Theme, typo: dict[str, Any], msg: dict[str, Any],
                 k: int, x1: int, y: int, gap: float) -> int:
        right = page.width - 24
        with page.region(f"message {k + 1}", "message", (x1, y, right, page.height),
                         label=msg["sender"]):
            page.line((x1, y), (right, y), theme.border)
            y += 12
            avatar(page, theme, typo, x1, y, person_initials(msg["sender"]),
                   AVATAR_COLOURS[msg["colour"]], name=msg["sender"], photos=MAIL_PHOTOS)
            st = ui_style(typo, theme, size=typo["size"])
            name = page.label(x1 + 48, y, msg["sender"], st.but(bold=True), role="structural")
            page.label(name.right + 8, y, f"<{msg['email']}>",
                       st.but(size=st.size - 1, color=theme.muted), role="text")
            page.label(x1 + 48, y + 18, msg["to_line"], st.but(size=st.size - 1,
                                                                color=theme.muted), role="text")
            date = f"{msg['date']}, {msg['time']}"
            page.label(right - 200, y, date, st.but(size=st.size - 1, color=theme.muted),
                       role="text", align="right", max_width=200)
            body = style(typo["body"], typo["size"], theme.text)
            paragraphs = [[styled_spans(msg["greeting"], [], body, theme, typo["mono"])[0]]]
            for text, marks in zip(msg["paragraphs"], msg["marks"], strict=True):
                paragraphs.append(styled_spans(text, marks, body, theme, typo["mono"]))
            paragraphs.append(styled_spans(msg["signoff"], [], body, theme, typo["mono"]))
            block = page.text((x1 + 48, y + 46, right - 20, page.height - 12), paragraphs, body,
                              role="prose", paragraph_gap=gap, line_height=1.45)
            if msg.get("attachment"):
                block = self._chip(page, theme, st, msg["attachment"], x1 + 48, block.bottom + 12)
        return block.bottom + 18

    @staticmethod
    def _chip(page: Page, theme: Theme, st: Any, name: str, x: int, y: int) -> Any:
        """An attachment chip: a bordered box with a file icon and the file's name."""
        w = min(320, 60 + len(name) * 8)
        page.rect((x, y, x + w, y + 40), theme.panel, theme.border, radius=6,
                  name="attachment")
        icon(page, theme, "file", x + 12, y + 12, 16)
        return page.label(x + 40, y + 9, name, st.but(size=st.size - 1), role="text",
                          max_width=w - 48)

