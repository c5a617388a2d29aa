"""A webmail inbox whose rows are real mails (gmail_inbox).

Each row is one mail sampled as data: a kind (a question, a request, a shared document, an
auto-reply, a newsletter, a notification ...), its date, its sender and the words it is
about; subject and preview are written from the same template pair (w9_g_mail.toml:
gm_subj[i], gm_snip[i]), so a "question" asks and an out-of-office says so.
No template is used twice in one inbox (no two "Lunch on ...?"), at most one auto-reply or
lunch; a weekday the mail names ("Lunch on Friday?", "by Tuesday", "until Monday") falls
after the day it was sent (in the same week for a lunch, a deadline or slides); a
colleague greets by name in some mails only (each greeting at most twice), and a
newsletter or a notification never does."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from generator.content import Content
from generator.formats import date_month_day
from surfaces.kit.clock import clock_key
from surfaces.kit.mails import ATTACHED, attachments
from surfaces.kit.numbers import currency_for, format_money

# the kind of each template pair (the index into gm_subj / gm_snip)
KINDS = ("question", "question", "request", "request", "share", "share", "reply", "reply",
         "forward", "lunch", "away", "invite", "thanks", "follow-up", "newsletter",
         "newsletter", "reminder", "security", "order", "invoice", "shared", "account",
         "request", "question", "share", "question")
# kinds a mail client files under Promotions or Updates: not in the Primary tab
NOT_PRIMARY = ("newsletter", "order", "invoice", "account")
# templates whose {day} lies in the week the mail was sent (a lunch, a deadline, slides,
# a room booked)
SAME_WEEK = (2, 9, 24, 25)
LOWER_AFTER_GREETING = ("de", "it", "nl")  # "Hallo Jan, weißt du ..." (no noun follows)
REPLY_KINDS = ("reply",)
SERVICE = {"reminder": 0, "security": 1}  # sent by gm_service[i] (the calendar, security)
FIRM = ("newsletter", "order", "invoice", "account")  # sent by a firm


def from_person(kind: str) -> bool:
    """Whether a colleague writes mails of ``kind`` (a service or a firm sends the rest)."""
    return kind not in SERVICE and kind not in FIRM


def sender_of(content: Content, kind: str, company: str, person: str) -> str:
    """Who a mail of ``kind`` comes from: ``person``, the firm ``company`` or a service."""
    if kind in SERVICE:
        return content.data.SLOTS["gm_service"][SERVICE[kind]]
    return company if kind in FIRM else person


def mail_dates(rng: np.random.Generator, content: Content, n: int, n_today: int,
               today: datetime.date, short: bool = True
               ) -> list[tuple[str, datetime.date, int | None]]:
    """``n`` (list timestamp, day, hour or None), newest first: ``n_today`` clock times of
    ``today``, then days going back (this year's without the year if ``short``)."""
    times = sorted((content.time() for _ in range(n_today)), key=clock_key, reverse=True)
    out: list[tuple[str, datetime.date, int | None]] = [
        (t, today, clock_key(t) // 60) for t in times]
    day = today
    while len(out) < n:  # the first dated mail is from yesterday or before, never today
        day -= datetime.timedelta(days=int(rng.integers(0 if len(out) > n_today else 1, 4)))
        label = date_month_day(day, content.lang) if short and day.year == today.year else \
            content.format_date(day)
        out.append((label, day, None))
    return out[:n]


def named_day(rng: np.random.Generator, index: int, sent: datetime.date) -> int | None:
    """Days after ``sent`` of the weekday template ``index`` names: a working day later in
    the week (``SAME_WEEK``) or within the next six days; None when none fits."""
    ahead = [k for k in range(1, 7) if (sent.weekday() + k) % 7 < 5]
    if index in SAME_WEEK:
        ahead = [k for k in ahead if sent.weekday() + k <= 4]
    return int(ahead[int(rng.integers(len(ahead)))]) if ahead else None


def _greeting(rng: np.random.Generator, content: Content, owner: str,
              used: list[str]) -> str:
    """A colleague's opening ("Hola, Nuria: ") or none; no greeting more than twice."""
    if rng.random() < 0.5:
        return ""
    forms = [f for f in dict.fromkeys(content.data.SLOTS["gm_hello"]) if used.count(f) < 2]
    if not forms:
        return ""
    form = forms[int(rng.integers(len(forms)))]
    used.append(form)
    return form.replace("{name}", owner) + " "


def _fits(index: int, kind: str, when: datetime.date, taken: set[str],
          primary: bool, rng: np.random.Generator, subj: str, snip: str) -> int | None | bool:
    """False when template ``index`` cannot be this row; else its day offset (or None)."""
    if (primary and kind in NOT_PRIMARY) or kind in taken and kind in ("lunch", "away"):
        return False
    if "{day}" in subj + snip:
        return named_day(rng, index, when) or False
    return None


def inbox_rows(rng: np.random.Generator, content: Content, dates: list[Any], owner: str,
               primary: bool) -> list[dict[str, Any]]:
    """One mail per date (``mail_dates``) for the inbox of ``owner`` (a first name), each
    {"kind", "template", "sender", "subject", "attachment", "snippet", "opening", "reply",
    "day_after", "greeting", "sent"} ("attachment": the file the mail says it carries, or ""); ``primary``: the Primary tab (no newsletters, orders or invoices)."""
    slots = content.data.SLOTS
    pool = [int(i) for i in rng.permutation(len(KINDS))]
    taken: set[str] = set()
    used: list[str] = []
    rows: list[dict[str, Any]] = []
    for _label, when, _hour in dates:
        for index in pool:
            subj, snip = slots["gm_subj"][index], slots["gm_snip"][index]
            offset = _fits(index, KINDS[index], when, taken, primary, rng, subj, snip)
            if offset is not False:
                break
        else:
            break  # nothing left that fits: the list ends here
        pool.remove(index)
        taken.add(KINDS[index])
        rows.append(_write(rng, content, index, when, offset, owner, used))
    return rows


def _stranger(content: Content, draw: Any, *people: str) -> str:
    """A name from ``draw`` that neither holds nor is held in the first name of one of
    ``people`` (the reader "Emil" reads no "Emilia" nor "Emil Roth")."""
    firsts = [p.split()[0] for p in people]
    name = draw()
    for _ in range(8):
        if not any(f in name or name.split()[0] in f for f in firsts):
            break
        name = draw()
    return name


def _world_words(rng: np.random.Generator, content: Content, person: str,
                 owner: str) -> dict[str, str | float]:
    """The mail's own world beside its document and event: the project it is about, a
    colleague it names (never the sender nor the reader), a clock time, a room, a team, an
    order or invoice number and its amount (``_amount``: the value the text prints)."""
    other = _stranger(content, content.first_name, owner, person)
    events = [e.casefold() for e in content.data.SLOTS["mailui_event"]]
    projects = [p for p in content.data.SLOTS["project"]  # "team offsite" names an event
                if not any(e in p.casefold() for e in events)]
    currency = currency_for(rng, content.lang)
    amount = round(float(rng.integers(900, 48000)) / 100, 2)
    count = int(rng.integers(2, 9))
    return {"project": projects[int(rng.integers(len(projects)))], "other": other, "time": content.time(),
            "room": content.word("office_room"), "mailui_team": content.word("mailui_team"),
            "mailui_topic": content.word("mailui_topic"), "city": content.city(),
            "order": str(int(rng.integers(100000, 999999))),
            "invoice": f"{int(rng.integers(10, 99))}-{int(rng.integers(1000, 9999))}",
            "amount": format_money(amount, content.lang, currency), "_amount": amount,
            "count": str(count), "count2": str(int(rng.integers(2, 6))),
            "section": str(int(rng.integers(2, 6)))}


def _write(rng: np.random.Generator, content: Content, index: int, when: datetime.date,
           offset: int | None, owner: str, used: list[str]) -> dict[str, Any]:
    """Mail ``index`` sent on ``when``: its sender, subject and preview from one world
    (``used``: the greetings and events of the inbox so far)."""
    slots = content.data.SLOTS
    company = content.company()
    for _ in range(30 if KINDS[index] in FIRM else 0):  # a shop or a service bills and
        if not content.trade(company):  # confirms accounts, not "Hafenkante Metallbau KG"
            break
        company = content.company()
    person = _stranger(content, content.full_name, owner)  # no "Emilia" writes to "Emil"
    sender = sender_of(content, KINDS[index], company, person)
    events = [e for e in content.data.SLOTS["mailui_event"] if e not in used] or \
        content.data.SLOTS["mailui_event"]  # two mails name two events, never one twice
    event = events[int(rng.integers(len(events)))]
    if "{mailui_event}" in slots["gm_subj"][index] + slots["gm_snip"][index]:
        used.append(event)
    # a document sent to or from another firm is one firms exchange (a quote, a contract), not
    # a travel request or a timesheet (r72 0027 "der Reiseantrag, den wir an die ... KG")
    both = slots["gm_subj"][index] + slots["gm_snip"][index]
    outside = "{company}" in both and "{mailui_doc}" in both
    words = {"mailui_doc": content.word("mailui_doc_ext" if outside else "mailui_doc"),
             "mailui_event": event,
             "company": company,
             "fullname": _stranger(content, content.full_name, owner), "first": person.split()[0], "sender": person,
             "me": owner} | _world_words(rng, content, person, owner)
    amount = float(words.pop("_amount"))
    if offset is not None:
        day = (when + datetime.timedelta(days=offset)).weekday()
        words["day"] = slots["gm_weekday"][day]
    template = slots["gm_snip"][index]
    hello = _greeting(rng, content, owner, used) if "{hi}" in template else ""
    body = content.fill(template.replace("{hi}", ""), **words)
    if hello and content.lang in LOWER_AFTER_GREETING:
        body = body[0].lower() + body[1:]
    subject = content.fill(slots["gm_subj"][index], **words)
    # a mail that says a file is attached carries it ("Ti allego il preventivo": a clip in the
    # list, a chip under the open mail)
    files = attachments(rng, content, {"doc": words["mailui_doc"]}, f"{subject} {body}") \
        if ATTACHED.search(f"{subject} {body}") else []
    return {"kind": KINDS[index], "template": index, "sender": sender,
            "amount": amount if "{amount}" in template else None,
            "subject": subject, "attachment": files[0] if files else "",
            "snippet": hello + body, "opening": body, "greeting": hello.strip(),
            "reply": KINDS[index] in REPLY_KINDS, "day_after": offset,
            "sent": when.isoformat(), "keys": [company]}
