"""A colleague's mail written about its subject: the subject line's object (a document, an
event, an order) is drawn first and every sentence of the body that names an object names
that one, so "Re: summer party on Monday" is answered about the summer party, not about a
timesheet, a travel request and a confirmed order."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from generator.content import Content
from generator.rng import choice
from surfaces.kit.messages import PERSONAL_SUBJECTS

# the slots a mail is about; a body sentence naming none of them fits any mail
OBJECTS = ("mailui_doc", "mailui_event", "mailui_item")
SHARED = ("mailui_day", "mailui_team", "company")


# subjects answering an earlier mail (mailui.subject, same order in every language); only
# their bodies may thank for a reply or apologise for a late one
REPLY_SUBJECTS = (2, 13)
# subjects that send a document (revised, forwarded, updated and attached): the mail
# carries it as an attachment
DOC_SUBJECTS = (0, 3, 14)
# "Fwd: {doc} from {company}": a document another firm wrote, forwarded (r48 0027)
FORWARD = 3
# mailui.body lines of a writer about their own draft ("The final version will be ready by
# the end of the month"): never about a document forwarded from another firm
OWN_DRAFT = (15,)
# subjects whose mail has a body of its own (h_travel.toml): out of office, lunch
OWN_BODY = {11: "htr.mail.away", 15: "htr.mail.lunch"}
# a colleague's subjects; never "Agenda for the ..." (its mail would have to hold one) nor
# "Reminder: ... tomorrow" (its lines name a weekday, or that the writer cannot come)
SUBJECTS = tuple(i for i in PERSONAL_SUBJECTS if i not in (5, 10))
THANKS = ("thank", "dank", "merci", "gracias", "grazie", "bedankt", "re-bonjour")  # or "hello again"


def _answers(template: str, index: int) -> bool:
    """Whether a body sentence presupposes an earlier mail from the addressee."""
    return index == 9 or any(w in template.lower() for w in ("late reply", "late reactie",
                                                            "late antwoord", "late response"))


# a greeting of the formal register (Italian "Gentile" goes with "Lei"): never over a
# body written to "tu", "du", "tú" (every mailui.body is)
FORMAL_HELLO = ("Gentile",)
# greetings for a time of day: the hours (from, to) they fit
DAYTIME = {(5, 12): ("morning", "guten morgen", "goedemorgen", "buenos días"),
           (12, 18): ("afternoon", "buenas tardes", "goedemiddag", "buon pomeriggio"),
           (17, 24): ("bonsoir", "buonasera", "guten abend", "goedenavond")}


def _fits_hour(template: str, hour: int | None) -> bool:
    low = template.lower()
    return all(hour is not None and a <= hour < b for (a, b), words in DAYTIME.items()
               if any(w in low for w in words))


def greeting(content: Content, name: str, reply: bool, hour: int | None = None) -> str:
    """An opening line for ``name``; one thanking for a message only in a reply, a "good
    morning" only for a mail sent in the morning (``hour``; None: no time-of-day greeting)."""
    pool = [g for g in content.data.SENTENCES["mailui.greeting"] if "{name}" in g
            and not g.startswith(FORMAL_HELLO)]
    text = ""
    for _ in range(30):  # the wording is drawn first, then checked
        text = content.fill(pool[int(content.rng.integers(len(pool)))], name=name)
        if (reply or not any(w in text.lower() for w in THANKS)) and _fits_hour(text, hour):
            break
    return text


def _names(template: str, keys: tuple[str, ...]) -> list[str]:
    return [k for k in keys if "{" + k + "}" in template]


# a mail line that says a file comes with it, in any language ("Attached is", "anbei",
# "ci-joint", "te adjunto", "in allegato", "in de bijlage")
ATTACHED = re.compile(r"attach|anbei|anhang|angehängt|beigefügt|ci-joint|pièce jointe|"
                      r"joint par|adjunt|allegat|allego|bijlage|bijgevoegd|meegestuurd|"
                      r"liegt\b[^.]*?\bbei\b|est jointe?\b|bij deze memo", re.I)


FILE_EXT = ["pdf", "docx"]
# the file type a document is saved as, by its name in any language (a slide deck is no .docx)
FILE_KINDS = [
    (re.compile(r"presenta|präsentation|présentation|slide deck", re.I), "pptx"),
    (re.compile(r"budget|spreadsheet|timesheet|price list|stundenzettel|tableau|cuadro|"
                r"risk register|foglio presenze|"
                r"parte de horas|inventario|urenoverzicht|rooster|kostenvoranschlag", re.I),
     "xlsx"),
    (re.compile(r"floor plan|grundriss|plan de salle|plano\b", re.I), "pdf")]
FINAL = re.compile(r"\b(final\w*|definitiv\w*|définitive|endgültig\w*|definitiev\w*)", re.I)
REVISED = re.compile(r"revised|updated|überarbeitet|aktualisiert|corrigé|révisé|revisad|"
                     r"actualizad|aggiornat|rivist|herzien|bijgewerkt", re.I)


def attachments(rng: np.random.Generator, content: Content, mail: dict[str, Any],
                text: str) -> list[str]:
    """The files a mail carries: the document its body says is attached, named after it
    (never a "cahier_des_charges_07.zip" on a lunch reply), else none."""
    if not ATTACHED.search(text) or not mail.get("doc"):
        return []
    said = " ".join(t for t in re.split(r"(?<=[.!?])\s+", text) if ATTACHED.search(t))
    return [doc_file(rng, mail["doc"], said)]

# a version a sentence names ("nella versione 3"): small, as a document's drafts run
VERSION_NO = re.compile(r"\b(?:version|versione|versión|versie)\s+(\d+)\b", re.I)
# the size range (KB) of an office document of each type: minutes in .docx are some tens of
# KB, a slide deck with pictures some MB (r63 0026: a 1,6 MB .docx of minutes)
DOC_KB = {"docx": (18, 200), "pdf": (60, 900), "xlsx": (14, 420), "pptx": (700, 4800)}


def doc_size_kb(rng: np.random.Generator, name: str) -> int:
    """The size in KB of office file ``name``, in the range of its type."""
    low, high = DOC_KB.get(name.rsplit(".", 1)[-1].lower(), (40, 900))
    return int(rng.integers(low, high + 1))


def doc_file(rng: np.random.Generator, doc: str, said: str = "") -> str:
    """The file name of document ``doc`` ("the final presentation" is presentation_final.pptx,
    a revised one a numbered version: ``said`` is the sentence that sends it)."""
    stem = re.sub(r"\W+", "_", doc.lower()).strip("_")
    named = VERSION_NO.search(said)  # "nella versione 3": the file is its v3
    tag = "_final" if FINAL.search(said) else f"_v{named.group(1)}" if named else \
        f"_v{int(rng.integers(2, 6))}" if REVISED.search(said) else ""
    ext = next((e for pattern, e in FILE_KINDS if pattern.search(doc)), None)
    return f"{stem}{tag}.{ext or choice(rng, FILE_EXT)}"


# lines about nothing the mail is about: the budget, last weekend, someone taking over
OFF = re.compile(r"cost|kosten|coût|coste|costi|weekend|wochenend|week-end|fin de semana|"
                 r"übernimmt|reprendra|neemt|take over|hará cargo|occuperà|prenderà", re.I)


_CHOICE = re.compile(r"\{(?:[^{}|]|\{\w+\})*\|(?:[^{}]|\{\w+\})*\}")


def surely_names(template: str, key: str) -> bool:
    """Whether every wording of ``template`` names slot ``key`` ("As discussed, here are
    the details{| of the {mailui_doc}}" may not)."""
    slot = "{" + key + "}"
    while (m := _CHOICE.search(template)):
        inner = m.group()[1:-1]
        parts = re.split(r"\|(?![^{]*\})", inner)
        keep = slot if all(slot in p for p in parts) else ""
        template = template[:m.start()] + keep + template[m.end():]
    return slot in template


def _plan(rng: np.random.Generator, body: list[str], about: list[str], reply: bool,
          most: int, index: int = -1) -> list[str]:
    """The templates of one mail about ``about``, in the order people write: the thanks or
    apology of a reply, what the mail is about (an attachment first), one detail, then the
    one question it asks; at most ``most`` lines, no line about anything else."""
    answers = [t for i, t in enumerate(body) if _answers(t, i) or
               (not _names(t, (*OBJECTS, "name", "company", "city")) and
                any(w in t.lower() for w in THANKS))]
    rest = [t for t in body if t not in answers and not OFF.search(t)]
    if index == FORWARD:  # another firm's document: not "the final version will be ready"
        rest = [t for t in rest if body.index(t) not in OWN_DRAFT]
    related = [t for t in rest if any(surely_names(t, k) for k in about)]
    neutral = [t for t in rest if not _names(t, OBJECTS)]
    shuffle = lambda pool: [pool[int(i)] for i in rng.permutation(len(pool))]  # noqa: E731
    if index == 5:  # "Reminder: ... tomorrow": no line naming another day ("moved to Monday")
        related = [t for t in related if "{mailui_day}" not in t] or related
    # a file comes first; a question about a document does not send one
    related = sorted(shuffle(related), key=lambda t: bool(ATTACHED.search(t)) == (index == 1))
    asks = [t for t in shuffle(neutral) if t.rstrip().endswith("?")]
    if index == 7:  # "Feedback needed by Friday" asks for it by that day
        asks = sorted(asks, key=lambda t: "{mailui_day}" not in t)
    notes = [t for t in shuffle(neutral) if not t.rstrip().endswith("?")
             and not ATTACHED.search(t)]
    if "mailui_event" in about:  # one thing about the event ("welcome" never beside "cannot come")
        main, notes = related[:1], []
    else:
        main = related[:1 + int(rng.random() < 0.5)]
        if not about:
            notes = []
    lead = [answers[int(rng.integers(len(answers)))]] if reply and answers else []
    plan = lead + [t for k, t in enumerate(main)  # one line says a file comes with it
                   if not (k and ATTACHED.search(t) and ATTACHED.search(main[0]))]
    plan += notes[:int(rng.random() < 0.6)]
    plan += [a for a in asks[:1] if a not in plan and (index in (1, 7) or rng.random() < 0.8)]
    if not plan:
        plan = (asks or neutral)[:1]
    return plan[:max(most, 2)]


def mail_about(rng: np.random.Generator, content: Content, sentences: int = 3,
               index: int | None = None, sent: datetime.date | None = None,
               thanks: bool = True) -> dict[str, Any]:
    """{"subject", "sentences", "reply"}: a colleague's subject line (template ``index`` of
    mailui.subject, else a personal one drawn) and ``sentences`` body sentences (the related
    ones first), every slot they share filled with the same words; the one weekday it names
    a working day in the six days after ``sent`` (the day it is written) when given.
    ``thanks`` False: a reply subject's body does not open by thanking for a reply (the
    first mail a thread shows)."""
    subjects = content.data.TITLES["mailui.subject"]
    drawn = SUBJECTS[int(rng.integers(len(SUBJECTS)))]
    index = drawn if index is None else index
    template = subjects[index]
    reply = index in REPLY_SUBJECTS
    about = _names(template, OBJECTS)
    words = {k: content.word(k) for k in (*OBJECTS, *SHARED[:2])}
    if index == FORWARD:  # another firm's quote or contract, not its timesheet
        words["mailui_doc"] = str(choice(rng, content.data.SLOTS["mailui_doc_ext"]))
    words["company"] = content.company()
    if sent is not None:  # one day, still ahead (r93 05: "before Wednesday", "by Tuesday")
        ahead = [k for k in range(1, 7) if (sent.weekday() + k) % 7 < 5]
        day = (sent.weekday() + ahead[int(rng.integers(len(ahead)))]) % 7
        words["mailui_day"] = content.data.SLOTS["mailui_day"][day]
    picks = _plan(rng, content.data.SENTENCES["mailui.body"], about, reply and thanks,
                  sentences, index)
    if index in OWN_BODY:  # an auto-reply or a lunch invitation says just that
        lines = content.data.SENTENCES[OWN_BODY[index]][:max(2, sentences)]
        return {"subject": content.fill(template, **words), "reply": reply,
                "sentences": [content.fill(t, **words) for t in lines]}
    body = content.data.SENTENCES["mailui.body"]
    return {"subject": content.fill(template, **words), "reply": reply,
            "sentences": [content.fill(t, **words) for t in picks],
            "index": index, "doc": words["mailui_doc"], "team": words["mailui_team"],
            "company": words["company"],
            "lines": [body.index(t) for t in picks]}  # which mailui.body lines it says


def distinct_mails(rng: np.random.Generator, content: Content, n: int,
                   sizes: tuple[int, int] = (2, 5)) -> list[dict[str, Any]]:
    """``n`` mails of one inbox whose bodies open differently (two people do not start
    with the same sentence; a few redraws, then whatever came) and whose subjects take every
    subject line once before any comes back ("Feedback needed by ..." not three times)."""
    out: list[dict[str, Any]] = []
    order: list[int] = []
    for _ in range(n):
        if not order:
            order = [SUBJECTS[int(i)] for i in rng.permutation(len(SUBJECTS))]
        index = order.pop()
        for _try in range(6):
            mail = mail_about(rng, content, int(rng.integers(sizes[0], sizes[1])), index)
            if all(mail["sentences"][0] != m["sentences"][0] for m in out):
                break
        out.append(mail)
    return out
